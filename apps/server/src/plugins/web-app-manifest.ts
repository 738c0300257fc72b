import { INSTALLABLE_APP, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';

/** The media type browsers expect of a web app manifest. */
export const MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';

/**
 * The web app manifest in one language: what a phone shows when the site is installed (the
 * name under the icon, the splash screen, the title bar's colour). The name is the one the
 * site's header shows in that language ("Inai" and the wordmark), and `id` is the same in both,
 * so the installed app stays one app whichever language it was installed in.
 */
export function webAppManifest(locale: Locale) {
  const t = translatorFor(locale);
  return {
    id: '/',
    name: `${SITE.shortName} ${t('site.wordmark')}`,
    short_name: SITE.shortName,
    description: t('home.metaDescription'),
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: INSTALLABLE_APP.themeColour,
    background_color: INSTALLABLE_APP.backgroundColour,
    categories: ['lifestyle', 'social'],
    icons: INSTALLABLE_APP.icons,
  };
}

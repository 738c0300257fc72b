import { Link } from 'react-router';
import { SITE, ROUTES } from '@inai/shared';
// A file of its own, not inlined: the mark is the same in every page and cached once, while as
// a data address it was some 600 bytes of the first page's script (the home page's budget).
import logoMark from '../assets/logo-mark.svg?no-inline';
import { useI18n } from '../lib/i18n';

/** The brand: mark plus name, linking home. `light` for dark backgrounds. */
export function Logo({ light = false }: { light?: boolean }) {
  const { t } = useI18n();
  // The link's name holds the words it shows ("Inai" and the wordmark), so a person who says what
  // they see to voice control can follow it (WCAG 2.5.3, axe's label-content-name-mismatch).
  const shown = `${SITE.shortName} ${t('site.wordmark')}`;
  return (
    <Link to={ROUTES.home} className="flex items-center gap-2.5" aria-label={t('site.homeLabel', { brand: shown })}>
      {/* On dark backgrounds the maroon ring needs a light seat to stay visible. */}
      <img src={logoMark} alt="" width={40} height={40} className={light ? 'size-11 rounded-full bg-cream p-1' : 'size-10'} />
      <span className="flex flex-col leading-none">
        <span lang="en" className={`font-display text-2xl font-bold ${light ? 'text-white' : 'text-maroon-700'}`}>
          {SITE.shortName}
        </span>{' '}
        <span
          className={`wordmark text-[0.62rem] font-semibold tracking-[0.32em] uppercase ${light ? 'text-gold-200' : 'text-gold-600'}`}
        >
          {t('site.wordmark')}
        </span>
      </span>
    </Link>
  );
}

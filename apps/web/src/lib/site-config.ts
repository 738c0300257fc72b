import { formatAddress, SITE } from '@inai/shared';

/**
 * Whether this runs in the build's renderer (src/prerender), in Node: a page rendered ahead keeps
 * each setting's placeholder, which the server fills in as it does in index.html.
 */
const renderingAhead = typeof document === 'undefined';

/** A setting the server wrote into index.html; in `vite` dev the placeholder is still there. */
function fromMeta(name: string, placeholder: string): string | undefined {
  if (renderingAhead) return placeholder;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return value && !value.startsWith('__') ? value : undefined;
}

/** Settings of the running server the pages need (never secrets). */
export const siteConfig = {
  supportEmail: fromMeta('app:support-email', '__SUPPORT_EMAIL__') ?? SITE.defaultSupportEmail,
  publicUrl: fromMeta('app:public-url', '__PUBLIC_URL__') ?? window.location.origin,
  /** The grievance officer (server settings GRIEVANCE_OFFICER_*); the fallbacks serve `vite` dev. */
  grievanceOfficer: {
    name: fromMeta('app:grievance-officer-name', '__GRIEVANCE_OFFICER_NAME__') ?? 'Grievance Officer',
    email: fromMeta('app:grievance-officer-email', '__GRIEVANCE_OFFICER_EMAIL__') ?? SITE.defaultGrievanceEmail,
    address: fromMeta('app:grievance-officer-address', '__GRIEVANCE_OFFICER_ADDRESS__') ?? formatAddress(),
  },
};

/** An absolute address on this site, for canonical links and share images. */
export function absoluteUrl(pathname: string): string {
  return `${siteConfig.publicUrl}${pathname}`;
}

import { formatAddress, SITE } from '@inai/shared';

/** A setting the server wrote into index.html; in `vite` dev the placeholder is still there. */
function fromMeta(name: string): string | undefined {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return value && !value.startsWith('__') ? value : undefined;
}

/** Settings of the running server the pages need (never secrets). */
export const siteConfig = {
  supportEmail: fromMeta('app:support-email') ?? SITE.defaultSupportEmail,
  publicUrl: fromMeta('app:public-url') ?? window.location.origin,
  /** The grievance officer (server settings GRIEVANCE_OFFICER_*); the fallbacks serve `vite` dev. */
  grievanceOfficer: {
    name: fromMeta('app:grievance-officer-name') ?? 'Grievance Officer',
    email: fromMeta('app:grievance-officer-email') ?? SITE.defaultGrievanceEmail,
    address: fromMeta('app:grievance-officer-address') ?? formatAddress(),
  },
};

/** An absolute address on this site, for canonical links and share images. */
export function absoluteUrl(pathname: string): string {
  return `${siteConfig.publicUrl}${pathname}`;
}

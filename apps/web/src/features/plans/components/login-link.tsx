import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '@inai/shared';

/** A link to sign in that brings the member back to this very page (with its query) afterwards. */
export function LoginLink({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <Link
      to={ROUTES.login}
      state={{ from: location.pathname + location.search }}
      className="font-semibold text-maroon-700 underline"
    >
      {children}
    </Link>
  );
}

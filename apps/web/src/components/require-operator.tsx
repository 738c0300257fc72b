import type { ReactNode } from 'react';
import { useMe } from '../lib/api/me';
import { PageLoading } from './page-loading';

/**
 * The operators' console's guard: anyone but a signed-in operator sees `fallback` (the
 * not-found page), so the console is not even advertised. The server checks the role on every
 * admin call on its own; this only spares others a screen they cannot use.
 */
export function RequireOperator({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { status, user } = useMe();
  if (status === 'checking') return <PageLoading />;
  if (!user?.is_operator) return fallback;
  return children;
}

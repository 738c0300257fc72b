import type { Acting, FamilyPermission, PublicUser } from '@inai/shared';
import { useMe } from '../api/me';
import { t } from '../i18n';

/** What a route may need of a co-manager: one permission, or the holder alone. */
export type FamilyNeed = FamilyPermission | 'holder';

/**
 * Why the person acting may not do `need`, in the server's words (the same text its 403
 * family_permission sends), or undefined when they may. The holder may do everything; a
 * co-manager what the holder allowed (docs/decisions/0073-family-co-managers.md).
 */
export function familyRefusal(acting: Acting | undefined, need: FamilyNeed): string | undefined {
  if (!acting || acting.kind === 'holder') return undefined;
  if (need !== 'holder' && acting.permissions?.[need]) return undefined;
  return t(`family.permission.${need}`);
}

/** Who acts through this session (the user object's `acting`), and what they may not do. */
export function useActing(): {
  acting: Acting | undefined;
  user: PublicUser | undefined;
  refusal(need: FamilyNeed): string | undefined;
} {
  const { user } = useMe();
  const acting = user?.acting;
  return { acting, user, refusal: (need) => familyRefusal(acting, need) };
}

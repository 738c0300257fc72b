import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';

/*
 * Who acts through a session, and the words of a family's co-managers (docs/decisions/0073-family-co-managers.md).
 * Apart from family.ts so that the member's own answer (user.ts) can carry `acting` without a cycle.
 */

/** Who a co-manager is to the person the profile is for; `Candidate` is that person, when a relative holds it. */
export const FAMILY_RELATIONS = [
  'Father',
  'Mother',
  'Brother',
  'Sister',
  'Uncle',
  'Aunt',
  'Guardian',
  'Relative',
  'Candidate',
] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];

/** What a co-manager may do beyond reading; the holder grants each. */
export const FAMILY_PERMISSIONS = ['edit', 'interests', 'chat', 'plans'] as const;
export type FamilyPermission = (typeof FAMILY_PERMISSIONS)[number];

/**
 * Who of a family did an act the other family sees (an interest, its answer, a chat message):
 * null when the holder did, else the co-manager's relation, kept on the act even after their removal.
 */
export const actRelationSchema = z.enum(FAMILY_RELATIONS).nullable();

export const familyRelationField = z.enum(FAMILY_RELATIONS, { error: messageRef('family.relationRequired') });

export const familyPermissionsSchema = z.object({
  edit: z.boolean(),
  interests: z.boolean(),
  chat: z.boolean(),
  plans: z.boolean(),
});
export type FamilyPermissions = z.output<typeof familyPermissionsSchema>;

/** A new co-manager's permissions when the holder names none: edit, interests and plans on, chat off. */
export const DEFAULT_FAMILY_PERMISSIONS: FamilyPermissions = { edit: true, interests: true, chat: false, plans: true };

/**
 * Who acts through a session (getLoggedInUserProfile): the holder, or a co-manager with their
 * relation, name and permissions, whether the profile's mails come to them (`mail`, their own
 * switch), and the profiles their login manages (to switch between).
 */
export const actingSchema = z.object({
  kind: z.enum(['holder', 'manager']),
  relation: z.enum(FAMILY_RELATIONS).nullable(),
  name: z.string(),
  permissions: familyPermissionsSchema.optional(),
  mail: z.boolean().optional(),
  profiles: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});
export type Acting = z.output<typeof actingSchema>;

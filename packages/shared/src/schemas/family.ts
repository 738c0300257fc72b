import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { ROUTES } from '../routes.js';
import { newPasswordField, normalisedEmail, resetPasswordFormSchema } from './auth.js';
import { okMessageAnswerSchema, requiredText } from './common.js';
import { pagination } from './pagination.js';
import { publicUserSchema } from './user.js';
import { FAMILY_RELATIONS, familyPermissionsSchema, familyRelationField } from './family-acting.js';

/**
 * A family manages a profile together (docs/decisions/0073-family-co-managers.md): one holder,
 * at most two co-managers, each with a login of their own. The numbers both sides read.
 */
export const FAMILY_LIMITS = {
  /** Co-managers of one profile. */
  managers: 2,
  /** Invitations of one profile still open (neither accepted, cancelled nor expired). */
  openInvitations: 2,
  /** Profiles one manager login may manage (siblings). */
  profilesPerLogin: 5,
  /** An invitation's link works this many days. */
  invitationDays: 7,
  /** Lines of the family's activity list on one page. */
  activityPageSize: 20,
  /** A hand-over code works this many minutes (docs/decisions/0075-candidate-takes-over-the-profile.md). */
  handoverMinutes: 30,
  /** Wrong tries a hand-over code stands before it is burnt. */
  handoverTries: 5,
  /**
   * Hours between the candidate's own ask and the first code it may mail: the holder's time to
   * remove a co-manager who is not the candidate.
   */
  takeoverWaitHours: 48,
} as const;

/** The web page an invitation's link opens, with the token as `t`. */
export const FAMILY_ACCEPT_PATH = ROUTES.familyAccept;

/** POST /api/family/invite (holder) */
export const familyInviteSchema = z.object({
  email: normalisedEmail,
  relation: familyRelationField,
  permissions: familyPermissionsSchema.partial().optional(),
});
export type FamilyInviteInput = z.input<typeof familyInviteSchema>;

const invitationToken = z
  .string({ error: messageRef('family.invitationInvalid') })
  .min(1, { error: messageRef('family.invitationInvalid') })
  .max(200, { error: messageRef('family.invitationInvalid') });

/**
 * POST /api/family/accept: `{ token, name, password }` makes a manager login for the invited
 * address; `{ token }` alone, with a manager session, adds the profile to that login.
 */
export const familyAcceptSchema = z.object({
  token: invitationToken,
  name: requiredText(messageRef('family.nameRequired'), { length: 100, message: messageRef('family.nameRequired') }).optional(),
  password: newPasswordField.optional(),
});
export type FamilyAcceptInput = z.input<typeof familyAcceptSchema>;

/** Who a former holder may be to the candidate: any relation but the candidate's own. */
export const HOLDER_RELATIONS = FAMILY_RELATIONS.filter(
  (r): r is Exclude<(typeof FAMILY_RELATIONS)[number], 'Candidate'> => r !== 'Candidate',
);

/**
 * POST /api/family/handover (docs/decisions/0075-candidate-takes-over-the-profile.md): the holder
 * names the candidate's co-manager (`manager_id`, the id the family list shows) and may say who
 * they are to the candidate (`relation`, their relation once a co-manager); the candidate's own
 * session sends nothing.
 */
export const familyHandoverStartSchema = z.object({
  manager_id: z
    .number({ error: messageRef('generic.notFound') })
    .int({ error: messageRef('generic.notFound') })
    .positive({ error: messageRef('generic.notFound') })
    .optional(),
  relation: z.enum(HOLDER_RELATIONS, { error: messageRef('family.relationRequired') }).optional(),
});
export type FamilyHandoverStartInput = z.input<typeof familyHandoverStartSchema>;

/**
 * Either the code was mailed to the candidate's own address and works until `expires_at`, or the
 * candidate's own first ask was recorded and a code can be asked for from `ready_at`.
 */
export const familyHandoverStartAnswerSchema = okMessageAnswerSchema.extend({
  expires_at: z.string().optional(),
  ready_at: z.string().optional(),
});
export type FamilyHandoverStartAnswer = z.output<typeof familyHandoverStartAnswerSchema>;

/** POST /api/family/handover/confirm (the candidate's own session): the mailed code. */
export const familyHandoverConfirmSchema = z.object({
  code: z
    .string({ error: messageRef('family.handover.codeFormat') })
    .trim()
    .regex(/^\d{6}$/, { error: messageRef('family.handover.codeFormat') }),
  remember: z.boolean().optional(),
});
export type FamilyHandoverConfirmInput = z.input<typeof familyHandoverConfirmSchema>;

/** POST /api/family/managers/:id (holder) */
export const familyPermissionsUpdateSchema = z.object({ permissions: familyPermissionsSchema.partial() });

/** POST /api/family/switch (a manager session) */
export const familySwitchSchema = z.object({
  profile_id: z.coerce
    .number({ error: messageRef('family.notManaged') })
    .int({ error: messageRef('family.notManaged') })
    .positive({ error: messageRef('family.notManaged') }),
});

/** `:id` of the family calls that name a co-manager or an invitation. */
export const familyIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: messageRef('generic.notFound') })
    .int()
    .positive(),
});

export const familyManagerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  permissions: familyPermissionsSchema,
  joined_at: z.string(),
});
export type FamilyManager = z.output<typeof familyManagerSchema>;

export const familyInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  permissions: familyPermissionsSchema,
  expires_at: z.string(),
});
export type FamilyInvitation = z.output<typeof familyInvitationSchema>;

/** GET /api/family (holder): the co-managers and the open invitations. */
export const familyAnswerSchema = z.object({
  success: z.boolean(),
  managers: z.array(familyManagerSchema),
  invitations: z.array(familyInvitationSchema),
});
export type FamilyAnswer = z.output<typeof familyAnswerSchema>;

/** invite and resend: the invitation as it now stands. */
export const familyInvitationAnswerSchema = okMessageAnswerSchema.extend({ invitation: familyInvitationSchema });

/** A co-manager's permissions changed. */
export const familyManagerAnswerSchema = okMessageAnswerSchema.extend({ manager: familyManagerSchema });

/** accept and switch answer as login does: a session and the profile it acts for. */
export const familySessionAnswerSchema = okMessageAnswerSchema.extend({
  token: z.string(),
  user: publicUserSchema,
});
export type FamilySessionAnswer = z.output<typeof familySessionAnswerSchema>;

/** What the family's activity list tells (docs/decisions/0074-family-acts-activity-and-mails.md). */
export const FAMILY_ACTIVITY_ACTIONS = [
  'interest_sent',
  'interest_answered',
  'message_sent',
  'profile_saved',
  'plan_bought',
  'manager_joined',
  'manager_removed',
  'holder_handed_over',
] as const;
export type FamilyActivityAction = (typeof FAMILY_ACTIVITY_ACTIONS)[number];

/** GET /api/family/activity?page=&pageSize= */
export const familyActivityQuerySchema = z.object(pagination(FAMILY_LIMITS.activityPageSize));

/**
 * One line of the family's activity: when, who (the holder, or a co-manager with their relation,
 * kept after their removal), what, and about whom or what: the other member of an interest or a
 * conversation (`user_id`, `name`; the name is null once that member is gone), the section saved,
 * the plan bought, the answer given, the co-manager removed (`name`, `relation`). Messages are one
 * line per conversation, person and day.
 */
export const familyActivitySchema = z.object({
  at: z.string(),
  actor: z.object({
    kind: z.enum(['holder', 'manager']),
    name: z.string(),
    relation: z.enum(FAMILY_RELATIONS).nullable(),
  }),
  action: z.enum(FAMILY_ACTIVITY_ACTIONS),
  subject: z
    .object({
      user_id: z.number().int().optional(),
      name: z.string().nullable().optional(),
      section: z.string().optional(),
      plan: z.string().optional(),
      answer: z.enum(['Accepted', 'Rejected']).optional(),
      relation: z.enum(FAMILY_RELATIONS).optional(),
    })
    .optional(),
});
export type FamilyActivity = z.output<typeof familyActivitySchema>;

/** GET /api/family/activity (holder and co-managers): newest first. */
export const familyActivityAnswerSchema = z.object({
  success: z.boolean(),
  data: z.array(familyActivitySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FamilyActivityAnswer = z.output<typeof familyActivityAnswerSchema>;

/** POST /api/family/me/mail (a co-manager's session): whether the profile's mails come to them. */
export const familyMailSwitchSchema = z.object({ on: z.boolean({ error: messageRef('family.mailSwitchInvalid') }) });
export type FamilyMailSwitchInput = z.input<typeof familyMailSwitchSchema>;

/** The co-manager's switch as now stored. */
export const familyMailSwitchAnswerSchema = okMessageAnswerSchema.extend({ on: z.boolean() });

/** The invitation page's form for a new login: a name, and a password as registration asks for it (twice). */
export const familyAcceptFormSchema = resetPasswordFormSchema.safeExtend({ name: familyAcceptSchema.shape.name.unwrap() });
export type FamilyAcceptFormInput = z.input<typeof familyAcceptFormSchema>;

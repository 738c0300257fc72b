import { randomBytes } from 'node:crypto';
import type { FamilyPermissions, FamilyRelation } from '@inai/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { freshAddress, mailsTo, postAs, type Registered } from './members.js';

/** The invitation token in the newest invitation mail to `email`. */
export async function invitationTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await mailsTo(app, email);
  const token = /[?&]t=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, 'an invitation mail with its link').toBeDefined();
  return token!;
}

/** An address no account or login uses. */
export function freshEmail(prefix = 'amma'): string {
  return `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

export interface CoManager {
  email: string;
  password: string;
  name: string;
  /** The session the acceptance answered. */
  token: string;
  /** The link's id, as the holder's list names it. */
  linkId: number;
  /** The login's id. */
  managerId: number;
}

/** Invites `email` for the holder and accepts as a new login: a co-manager's session on the profile. */
export async function addCoManager(
  app: FastifyInstance,
  holder: Registered,
  options: { relation?: FamilyRelation; permissions?: Partial<FamilyPermissions>; email?: string; name?: string } = {},
): Promise<CoManager> {
  const email = options.email ?? freshEmail();
  const invited = await postAs(app, holder.token, '/api/family/invite', {
    email,
    relation: options.relation ?? 'Mother',
    ...(options.permissions ? { permissions: options.permissions } : {}),
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const password = 'Kolam-at-dawn-77';
  const name = options.name ?? 'Lakshmi Raman';
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/family/accept',
    payload: { token: await invitationTokenFor(app, email), name, password },
    remoteAddress: freshAddress(),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const login = await app.ctx.db.selectFrom('manager_logins').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const link = await app.ctx.db
    .selectFrom('family_managers')
    .select('id')
    .where('manager_id', '=', login.id)
    .where('profile_id', '=', holder.userId)
    .executeTakeFirstOrThrow();
  return { email, password, name, token: accepted.json().token as string, linkId: link.id, managerId: login.id };
}

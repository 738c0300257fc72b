import type { Acting, FamilyRelation, PublicUser, Translator } from '@inai/shared';

/** her, his or their: whose family acted, from the gender of the profile they act for. */
export function pronounOf(gender: string | null | undefined): 'her' | 'his' | 'their' {
  return gender === 'Female' ? 'her' : gender === 'Male' ? 'his' : 'their';
}

/** "Managing Priya's profile as her mother", in the screen's language. */
export function actingLine(t: Translator, user: PublicUser, acting: Acting): string {
  if (!acting.relation || acting.relation === 'Candidate') return t('family.acting.own');
  const relation = t(`family.relationWord.${acting.relation}`);
  return t(`family.acting.${pronounOf(user.user_details?.gender)}`, { name: user.name, relation });
}

/**
 * "Sent by her mother" / "Answered by his father": who of a family acted for a profile
 * (`relation`, null when the holder did: then nothing is said), `gender` being that profile's.
 */
export function familyActText(
  t: Translator,
  act: 'sentBy' | 'answeredBy',
  relation: FamilyRelation | null | undefined,
  gender: string | null | undefined,
): string | null {
  if (!relation) return null;
  const pronoun = pronounOf(gender);
  if (relation === 'Candidate') return t(`family.${act}.self.${pronoun}`);
  return t(`family.${act}.${pronoun}`, { relation: t(`family.relationWord.${relation}`) });
}

interface FamilyFields {
  sent_by_relation: FamilyRelation | null;
  answered_by_relation: FamilyRelation | null;
  managed_with_family: boolean;
}

/**
 * Who of a family acted, on an interest, a message or a card, read so that an answer from a
 * server that does not say it yet reads as "the holder did" and "no family".
 */
export function familyFieldsOf(item: object): FamilyFields {
  const x = item as Partial<FamilyFields>;
  return {
    sent_by_relation: x.sent_by_relation ?? null,
    answered_by_relation: x.answered_by_relation ?? null,
    managed_with_family: x.managed_with_family === true,
  };
}

import {
  chevvaiAgreement,
  porutham,
  poruthamReason,
  type ChevvaiState,
  type PoruthamAnswer,
  type StarChoice,
  type Translator,
} from '@inai/shared';

type Side = StarChoice & { chevvai_dosham: ChevvaiState };

/**
 * The engine's result as the API's answer: each check's facts become one reason line in the
 * reader's language, and chevvai dosham is said beside the ten.
 */
export function presentPorutham(input: { bride: Side; groom: Side }, t: Translator): PoruthamAnswer {
  const result = porutham(input.bride, input.groom);
  const agreement = chevvaiAgreement(input.bride.chevvai_dosham, input.groom.chevvai_dosham);
  return {
    success: true,
    matched: result.matched,
    total: result.total,
    compatible: result.compatible,
    poruthams: result.poruthams.map((check) => ({
      key: check.key,
      matched: check.matched,
      mandatory: check.mandatory,
      reason: poruthamReason(t, check),
    })),
    chevvai: {
      bride: input.bride.chevvai_dosham,
      groom: input.groom.chevvai_dosham,
      agreement,
      reason: t(`porutham.chevvai.${agreement}`),
    },
  };
}

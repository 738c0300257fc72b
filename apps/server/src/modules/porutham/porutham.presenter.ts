import { porutham, poruthamReason, type PoruthamAnswer, type StarChoice, type Translator } from '@inai/shared';

/** The engine's result as the API's answer: each check's facts become one reason line in the reader's language. */
export function presentPorutham(input: { bride: StarChoice; groom: StarChoice }, t: Translator): PoruthamAnswer {
  const result = porutham(input.bride, input.groom);
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
  };
}

/**
 * Births for the tests of POST /api/porutham/charts. The first three are the source's worked
 * examples (decision 0078), at its coordinates; the others are listed places and whole minutes
 * found once by apps/server/scripts/find-porutham-charts-births.ts, each pair for the case it is
 * named after, on 30 November 2026.
 */
const INDIA = 'Asia/Kolkata';

export const WORKED = {
  /** Prokerala's single chart: papa samyam 3.5. */
  kolkata2020: { date: '2020-05-12', time: '09:20', place: { latitude: 22.6757521, longitude: 88.0495418, timezone: INDIA } },
  /** Prokerala's girl: 5.5, chevvai dosham from the lagnam. */
  girl: { date: '1967-08-29', time: '09:00', place: { latitude: 19.0821978, longitude: 72.7411014, timezone: INDIA } },
  /** Prokerala's boy: 2.75, chevvai dosham from the Moon and Venus. */
  boy: { date: '1970-11-10', time: '09:20', place: { latitude: 22.6757521, longitude: 88.0495418, timezone: INDIA } },
};

export const TODAY = new Date('2026-11-30T06:30:00Z');

/** Chevvai dosham on the bride's side only; papa samyam 4 and 4 (balanced); both change dasa in 2029. */
export const BRIDE_ONLY = {
  bride: { date: '1997-05-18', time: '08:48', place: { id: 'csc-134185' } }, // Tirunelveli
  groom: { date: '1990-02-05', time: '13:20', place: { id: 'csc-134469' } }, // Avadi
};

/** Chevvai dosham on the groom's side only; papa samyam 5.25 and 3 (not balanced); no dasa sandhi. */
export const GROOM_ONLY = {
  bride: { date: '1999-02-18', time: '17:51', place: { id: 'csc-132821' } }, // Madurai
  groom: { date: '1991-08-04', time: '09:38', place: { id: 'csc-134111' } }, // Thanjavur
};

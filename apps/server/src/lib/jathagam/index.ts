export { computeChart, type Chart, type ChartInput, type ChartPlanet } from './chart.js';
export { localToUtc } from './time-zone.js';
export type { ChevvaiDosham } from './chevvai-dosham.js';
export type { Dasa, DasaPeriod, Bhukti } from './dasa.js';
export type { Panchangam } from './panchangam.js';

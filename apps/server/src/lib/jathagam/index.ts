export { computeChart, type Chart, type ChartInput, type ChartPlanet } from './chart.js';
export { localToUtc } from './time-zone.js';
export type { ChevvaiDosham } from './chevvai-dosham.js';
export type { Dasa, DasaPeriod, Bhukti } from './dasa.js';
export type { Panchangam } from './panchangam.js';
export { compareCharts, type CompareOptions } from './compare-charts.js';
export { dasaSandhi, dasaSandhiByYear, type DasaSandhi } from './dasa-sandhi.js';
export { memberChartOf } from './member-chart.js';
export { papaBalanced, papaSamyam } from './papa-samyam.js';

// What both sides import from the i18n layer. The catalogues themselves are imported by path
// (./catalogue for the server, ./<lang>/<part> for the web's lazy loading), never from here.
export * from './locales.js';
export * from './format.js';
export * from './keys.js';
export * from './translator.js';
export * from './option-labels.js';
export * from './error-codes.js';
export * from './astrology.js';

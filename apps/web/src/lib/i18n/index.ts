export { changeLocale, ensureAppTexts, getLocale, isLocaleFromAddress, startI18n, t } from './i18n-store';
export { useI18n, type I18n } from './use-i18n';
export { initialLocale, rememberFirstLocale, rememberLocale, takeSignedOutChoice } from './language-preference';
export { lazyPage, lazyWithPreload, type LazyPage } from './lazy-page';

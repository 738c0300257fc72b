import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { changeLocale, ensureAppTexts, startI18n } from '../lib/i18n';

// Components read their texts from the catalogue; the tests read them in English unless a test
// switches language itself (and each test starts in English again).
beforeAll(async () => {
  await startI18n('en');
  await ensureAppTexts();
});

afterEach(async () => {
  cleanup();
  await changeLocale('en');
  localStorage.clear();
  sessionStorage.clear();
});

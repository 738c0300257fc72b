import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { changeLocale, ensureAppTexts, startI18n } from '../lib/i18n';

// findBy… and waitFor wait up to 5 s rather than 1 s: on a loaded 2-core machine a form's
// validation or a fetched answer can take longer than a second to be drawn.
configure({ asyncUtilTimeout: 5000 });

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

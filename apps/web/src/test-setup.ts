import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import i18n, { allNamespaces } from './shared/i18n';

afterEach(() => cleanup());

// Screens load their words on demand; tests have them all at hand, in every language, from the start.
beforeAll(async () => {
  await i18n.loadNamespaces(allNamespaces);
  await i18n.loadLanguages(['en', 'zh']);
});

import { expectNoContractDrift } from '@gemilang/contract/testing';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import i18n, { allNamespaces } from './shared/i18n';

afterEach(() => cleanup());
// A fake server reply that the contract refuses fails the test, even when the page swallowed the error.
afterEach(() => expectNoContractDrift());

// Screens load their words on demand; tests have them all at hand, in every language, from the start.
beforeAll(async () => {
  await i18n.loadNamespaces(allNamespaces);
  await i18n.loadLanguages(['en', 'zh']);
});

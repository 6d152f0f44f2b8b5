import { expectNoContractDrift } from '@gemilang/contract/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n from '../shared/i18n';

// The machine is shared: give a slow render time before a `findBy` gives up.
configure({ asyncUtilTimeout: 5000 });

// Tests read English text, as an operator of the default back-office language would.
await i18n.changeLanguage('en');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

// A fake server reply that the contract refuses fails the test, even when the page swallowed the error.
afterEach(() => expectNoContractDrift());

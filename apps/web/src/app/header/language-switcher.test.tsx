import { configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { closeDialog } from '../../shared/dialogs';
import i18n, { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { Site } from '../site';
import { fakeSite, menuTrigger, renderAt } from '../testing';
import { LanguageSwitcher } from './language-switcher';

// Whole-shell renders are slow on a busy 2-core machine; give them room rather than flake.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeEach(async () => {
  localStorage.clear();
  setSession(null);
  closeDialog();
  await changeLanguage('ms');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('ms');
});

// First in the file: the menu's code has not arrived in this file yet (it is kept once it has).
it('opens the menu that a press on its trigger asked for, once the code arrives', async () => {
  fakeSite();
  const { unmount } = renderAt('/index', <LanguageSwitcher />);
  const trigger = screen.getByRole('button', { name: 'Bahasa: Bahasa Melayu' });
  // Pressed at once: the menu's code has not arrived yet.
  expect(trigger.dataset.state).toBeUndefined();
  fireEvent.pointerDown(trigger, { button: 0 });
  expect(await screen.findByRole('menuitemradio', { name: 'English' })).toBeTruthy();
  // Consumed: a later mount of the same menu starts closed.
  unmount();
  renderAt('/index', <LanguageSwitcher />);
  expect(screen.getByRole('button', { name: 'Bahasa: Bahasa Melayu' }).dataset.state).toBe('closed');
  expect(screen.queryByRole('menuitemradio', { name: 'English' })).toBeNull();
});

it('switches the visible text between Malay, English and Chinese and remembers the choice', async () => {
  const api = fakeSite();
  renderAt('/index', <Site />);
  expect(await screen.findByRole('heading', { name: 'Komitmen kami kepada anda' })).toBeTruthy();

  await userEvent.click(await menuTrigger('Bahasa: Bahasa Melayu'));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
  expect(await screen.findByRole('heading', { name: 'Our commitments to you' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Komitmen kami kepada anda' })).toBeNull();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  expect(localStorage.getItem('lang')).toBe('en');
  expect(document.documentElement.lang).toBe('en');

  await userEvent.click(await menuTrigger('Language: English'));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: '中文' }));
  expect(await screen.findByRole('heading', { name: '我们对您的承诺' })).toBeTruthy();
  expect(screen.getAllByRole('button', { name: '语言：中文' }).length).toBeGreaterThan(0);
  expect(i18n.language).toBe('zh');

  // Content calls carry the language, so the server answers announcements in Chinese too.
  const last = api.callsTo('POST /wps/relay/MCSFE_getListAnnouncements').at(-1);
  expect(last?.headers.Language).toBe('zh');
});

it('offers only the languages the merchant configured', async () => {
  fakeSite({
    merchant: {
      code: 'demo',
      name: 'Gemilang',
      currency: 'MYR',
      timeZone: 'Asia/Kuala_Lumpur',
      utcOffsetMinutes: 480,
      languages: ['ms', 'en'],
    },
  });
  renderAt('/index', <Site />);
  await userEvent.click(await menuTrigger('Bahasa: Bahasa Melayu'));
  expect(await screen.findByRole('menuitemradio', { name: 'English' })).toBeTruthy();
  expect(screen.queryByRole('menuitemradio', { name: '中文' })).toBeNull();
});

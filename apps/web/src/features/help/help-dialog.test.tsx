import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDialog, openDialog } from '../../shared/dialogs';
import { type FakeApi, installFakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { HelpDialog } from './help-dialog';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi({
    'GET /wps/system/helpCenter': {
      value: [
        { tag: 'deposit', title: 'How to deposit', content: '<p>Deposit steps</p>' },
        { tag: 'terms', title: 'Terms and conditions', content: '<p>The terms</p>' },
        { tag: 'privacy', title: 'Privacy policy', content: '<p>Your data</p>' },
      ],
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('help dialog', () => {
  it('opens at the topic named by props.tag and switches topics from the side list', async () => {
    await renderPage(<HelpDialog />);
    act(() => openDialog('help', { tag: 'privacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    const selected = await within(dialog).findByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Privacy policy');
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('Your data');
    expect(api.callsTo('GET /wps/system/helpCenter')[0]?.query.get('lang')).toBe('en');

    const deposit = within(dialog).getByRole('tab', { name: 'How to deposit' });
    fireEvent.mouseDown(deposit);
    fireEvent.click(deposit);
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('Deposit steps');
  });

  it('falls back to the first topic for an unknown tag', async () => {
    await renderPage(<HelpDialog />);
    act(() => openDialog('help', { tag: 'nope' }));
    const selected = await screen.findByRole('tab', { selected: true });
    expect(selected.textContent).toBe('How to deposit');
  });

  it('goes back to the form that opened it', async () => {
    await renderPage(<HelpDialog />);
    act(() => openDialog('help', { tag: 'terms', returnTo: 'register', returnTab: 'mobile' }));
    await screen.findByRole('dialog', { name: 'Help centre' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(getDialog()).toEqual({ name: 'register', props: { tab: 'mobile' } });
  });
});

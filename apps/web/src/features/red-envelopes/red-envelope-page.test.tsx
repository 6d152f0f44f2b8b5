import { createHash } from 'node:crypto';
import type { TRedEnvelopeEvent, TRedEnvelopePage } from '@gemilang/contract';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { memberSession } from '../../test/member-session';
import { RedEnvelopePage } from './red-envelope-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const member = memberSession;

const serverTime = '2026-11-29T04:00:00.000Z';
const salt = 'a1'.repeat(32);
const amounts = ['12.34', '30.66', '7.00'];
const commitment = createHash('sha256').update('1234,3066,700:'.concat(salt)).digest('hex');

function event(over: Partial<TRedEnvelopeEvent> = {}): TRedEnvelopeEvent {
  return {
    id: '5',
    name: 'Lucky red envelopes',
    pool: '50.00',
    envelopes: 10,
    remaining: 7,
    startsAt: '2026-11-29T03:00:00.000Z',
    endsAt: '2026-11-29T05:00:00.000Z',
    state: 'open',
    rules: [],
    commitment: 'f'.repeat(64),
    mine: null,
    notEligible: null,
    reveal: null,
    ...over,
  };
}

function ended(over: Partial<TRedEnvelopeEvent> = {}): TRedEnvelopeEvent {
  return event({
    id: '4',
    name: 'Weekend red envelopes',
    envelopes: 3,
    remaining: 1,
    state: 'ended',
    startsAt: '2026-11-26T04:00:00.000Z',
    endsAt: '2026-11-28T04:00:00.000Z',
    commitment,
    mine: '30.66',
    reveal: { salt, amounts },
    ...over,
  });
}

function page(over: Partial<TRedEnvelopePage> = {}): TRedEnvelopePage {
  return { current: event(), ended: [], currency: 'MYR', serverTime, ...over };
}

async function open(language: 'en' | 'ms' = 'en') {
  await changeLanguage(language);
  setSession(member);
  return renderAt('/index', <RedEnvelopePage />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the red envelope page', () => {
  it('counts down to the end of the open event on the server clock, opens the envelope and shows what it held', async () => {
    let opened = false;
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/red-envelopes': () => ({
        value: page({ current: event(opened ? { mine: '12.34', remaining: 6 } : {}) }),
      }),
      'POST /wps/relay/MCS2_claimRafflePromotion': () => {
        opened = true;
        return { value: { eventId: '5', amount: '12.34', rewardState: 'paid' } };
      },
    });
    await open();
    const card = await screen.findByRole('article', { name: 'Lucky red envelopes' });
    // An hour left by the server's clock, whatever the device's says.
    expect(within(card).getByRole('timer', { name: 'Ends in' }).textContent).toMatch(/0(0:59:5\d|1:00:00)/);
    expect(card.textContent).toContain('MYR 50.00');
    expect(card.textContent).toContain('7 of 10');
    expect(card.textContent).toContain('f'.repeat(64));

    await userEvent.click(within(card).getByRole('button', { name: 'Open my red envelope' }));
    const held = await within(card).findByRole('status');
    expect(held.textContent).toBe('Your red envelope heldMYR 12.34');
    expect(api.callsTo('POST /wps/relay/MCS2_claimRafflePromotion')[0]?.body).toEqual({ eventId: '5' });
    expect(within(card).queryByRole('button', { name: 'Open my red envelope' })).toBeNull();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('says when the envelope opened could not be paid (its reward refused)', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/red-envelopes': { value: page({ current: event() }) },
      'POST /wps/relay/MCS2_claimRafflePromotion': {
        value: { eventId: '5', amount: '12.34', rewardState: 'refused' },
      },
    });
    await open();
    const card = await screen.findByRole('article', { name: 'Lucky red envelopes' });
    await userEvent.click(within(card).getByRole('button', { name: 'Open my red envelope' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'This envelope could not be paid to you. The reward centre says why.',
    );
  });

  it('says all were taken in the server words, and why a member may not open one', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/red-envelopes': { value: page() },
      'POST /wps/relay/MCS2_claimRafflePromotion': {
        status: 409,
        error: { code: 'red_envelope_all_taken', message: 'Semua angpau telah diambil.' },
      },
    });
    await open('ms');
    await userEvent.click(await screen.findByRole('button', { name: 'Buka angpau saya' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Semua angpau telah diambil.');
    cleanup();

    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/red-envelopes': {
        value: page({ current: event({ notEligible: { rule: 'deposited_within', days: 7 } }) }),
      },
    });
    await open();
    expect(await screen.findByText('This event is for members with a deposit in the last 7 days.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open my red envelope' })).toBeNull();
  });

  it('counts to the opening of an event not yet open, with no button', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/red-envelopes': {
        value: page({
          current: event({
            state: 'upcoming',
            startsAt: '2026-11-30T05:00:05.000Z',
            endsAt: '2026-12-01T00:00:00.000Z',
          }),
        }),
      },
    });
    await open();
    const timer = await screen.findByRole('timer', { name: 'Opens in' });
    expect(timer.textContent).toMatch(/1d 01:00:0\d/);
    expect(screen.getByText('Opens soon')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open my red envelope' })).toBeNull();
  });

  it('verifies an ended event in the browser: the hash of the split and salt, and the sum against the pool', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/red-envelopes': {
        value: page({
          current: null,
          ended: [ended(), ended({ id: '3', name: 'Tampered envelopes', commitment: '0'.repeat(64), pool: '60.00' })],
        }),
      },
    });
    await open();
    expect(await screen.findByRole('heading', { name: 'No red envelope event right now' })).toBeTruthy();
    const good = screen.getByRole('article', { name: 'Weekend red envelopes' });
    expect(good.textContent).toContain('Ended 2026-11-28 12:00:00');
    expect(good.textContent).toContain('You openedMYR 30.66');
    expect(good.textContent).toContain(salt);
    expect(good.textContent).toContain('12.34, 30.66, 7.00');
    await userEvent.click(within(good).getByRole('button', { name: 'Verify Weekend red envelopes' }));
    expect(await within(good).findByText('The split and salt give the published commitment.')).toBeTruthy();
    expect(within(good).getByText('The amounts add up to the pool.')).toBeTruthy();

    const bad = screen.getByRole('article', { name: 'Tampered envelopes' });
    await userEvent.click(within(bad).getByRole('button', { name: 'Verify Tampered envelopes' }));
    expect(await within(bad).findByText('The split and salt do not give the published commitment.')).toBeTruthy();
    expect(within(bad).getByText('The amounts do not add up to the pool.')).toBeTruthy();
  });
});

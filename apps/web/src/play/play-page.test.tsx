import { commitmentOf, playCasinoRound, type RoundRequest } from '@gemilang/games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../test/fake-api';
import { renderPage } from '../test/render';
import { outcomeSummary } from './outcome-summary';
import { PlayPage } from './play-page';
import { CasinoVerifyPage } from './verify-page';

/**
 * The in-house games' page as a member uses it (ADR 032): the balance and the seed commitment before play,
 * one spin a press (no autoplay), the win and the new balance, table bets placed with chips and confirmed,
 * refusals said, the recall, the seed controls, and the verify page recomputing a round in the browser.
 * Checked to fail: with outcomeSummary's slot line dropping the win, "says a recalled round matches" still
 * passed but "says a round that does not match" went red (a tampered win read as matching); with the Spin
 * button sending the line bet instead of the total, "spins once a press" went red on the stake sent.
 */
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const TOKEN = 'play-token-0123456789abcdef';
const CODE = 'one-time-code-0123456789abcdef';
const json = (o: unknown) => JSON.parse(JSON.stringify(o, (_k, v) => (typeof v === 'bigint' ? `${v}` : v)));

function session(gameCode: string, kind: string, slotId: string | null) {
  return {
    gameCode,
    name: kind === 'slot' ? 'Jungle Treasure' : 'European Roulette',
    kind,
    slotId,
    username: 'demo',
    currency: 'MYR',
    currencyExponent: 2,
    timeZone: 'Asia/Kuala_Lumpur',
    balance: '100.00',
    seeds: { commitment: commitmentOf(SEED), clientSeed: 'my-seed', nextNonce: 0 },
    token: TOKEN,
    tokenExpiresAt: '2026-11-24T10:00:00Z',
    resumedRounds: 0,
    playMoney: false,
  };
}

function round(request: RoundRequest, nonce: number, extra: Record<string, unknown> = {}) {
  const outcome = json(playCasinoRound({ serverSeed: SEED, clientSeed: 'my-seed', nonce }, request));
  return {
    id: `${nonce + 1}`,
    gameCode: request.game === 'slot' ? 'GM_SLOT_JUNGLE' : 'GM_ROULETTE_EU',
    state: 'ended',
    stake: '2.50',
    payout: request.game === 'slot' ? (Number(outcome.round.totalWin) / 100).toFixed(2) : '0.00',
    stakeMinor: request.game === 'slot' ? '250' : null,
    bets: [],
    outcome,
    commitment: commitmentOf(SEED),
    clientSeed: 'my-seed',
    nonce,
    serverSeed: null,
    playedAt: '2026-11-24T06:00:00Z',
    ...extra,
  };
}

describe('the slot page', () => {
  it('shows the balance and the commitment before play, and spins once a press with no autoplay', async () => {
    const slotRound = round({ game: 'slot', slotId: 'rimba', stake: 250n }, 0);
    const recalled: unknown[] = [];
    const api = installFakeApi({
      'POST /wps/play/session': { value: session('GM_SLOT_JUNGLE', 'slot', 'rimba') },
      'POST /wps/play/recall': () => ({ value: { rounds: recalled } }),
      'POST /wps/play/round': () => {
        recalled.unshift(slotRound);
        return { value: { round: slotRound, balance: '97.50' } };
      },
    });
    await renderPage(<PlayPage code={CODE} game="GM_SLOT_JUNGLE" />);
    expect((await screen.findByRole('status', { name: 'Balance' })).textContent).toContain('MYR 100.00');
    expect(screen.getByTestId('commitment').textContent).toContain(commitmentOf(SEED));
    expect(await screen.findByText(/No rounds yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /auto/i })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Balance' }).textContent).toContain('MYR 97.50'));
    const sent = api.callsTo('POST /wps/play/round');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ token: TOKEN, stake: '2.50' });
    expect((sent[0]?.body as { requestId?: string } | undefined)?.requestId).toMatch(/^p[0-9a-f]{24}$/);
    const reels = screen.getByRole('table');
    const shown = slotRound.outcome.round.steps[0].grid as string[][];
    expect(within(reels).getAllByRole('img')).toHaveLength(15);
    const rimbaNames: Record<string, string> = {
      W: 'Wild',
      S: 'Scatter',
      TG: 'Tiger',
      HB: 'Hornbill',
      OR: 'Orangutan',
      TP: 'Tapir',
      T: '10',
    };
    expect(within(reels).getAllByRole('img')[0]?.getAttribute('aria-label')).toBe(
      rimbaNames[shown[0]?.[0] ?? ''] ?? shown[0]?.[0],
    );
    const recall = await screen.findByRole('list', { name: 'Last rounds' });
    expect(recall.children).toHaveLength(1);
    expect(recall.textContent).toContain('2.50');
  });

  it('exchanges the one-time code of its address once, plays with the token it gave, and a reload reuses that token', async () => {
    const api = installFakeApi({
      'POST /wps/play/session': { value: session('GM_SLOT_JUNGLE', 'slot', 'rimba') },
      'POST /wps/play/recall': { value: { rounds: [] } },
    });
    const first = await renderPage(<PlayPage code={CODE} game="GM_SLOT_JUNGLE" />);
    await screen.findByRole('status', { name: 'Balance' });
    expect(api.callsTo('POST /wps/play/session').map((c) => c.body)).toEqual([{ code: CODE }]);
    await waitFor(() => expect(api.callsTo('POST /wps/play/recall')[0]?.body).toEqual({ token: TOKEN }));
    first.unmount();
    await renderPage(<PlayPage code={CODE} game="GM_SLOT_JUNGLE" />);
    await screen.findByRole('status', { name: 'Balance' });
    expect(api.callsTo('POST /wps/play/session').map((c) => c.body)).toEqual([{ code: CODE }, { token: TOKEN }]);
  });

  it('shows the paytable with the published return to player', async () => {
    installFakeApi({
      'POST /wps/play/session': { value: session('GM_SLOT_JUNGLE', 'slot', 'rimba') },
      'POST /wps/play/recall': { value: { rounds: [] } },
    });
    await renderPage(<PlayPage code={CODE} game="GM_SLOT_JUNGLE" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Paytable' }));
    const help = screen.getByRole('dialog', { name: 'How this slot pays' });
    expect(within(help).getByText('Return to player: 96.07%')).toBeTruthy();
    expect(within(help).getByRole('rowheader', { name: /Tiger/ })).toBeTruthy();
    await userEvent.click(within(help).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a refusal in words and keeps the balance', async () => {
    installFakeApi({
      'POST /wps/play/session': { value: session('GM_SLOT_JUNGLE', 'slot', 'rimba') },
      'POST /wps/play/recall': { value: { rounds: [] } },
      'POST /wps/play/round': {
        status: 422,
        error: { code: 'insufficient_balance', message: 'Your balance is not enough.' },
      },
    });
    await renderPage(<PlayPage code={CODE} game="GM_SLOT_JUNGLE" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your balance is not enough.');
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toContain('MYR 100.00');
  });

  it('saves a client seed and reveals the server seed on rotation', async () => {
    const api = installFakeApi({
      'POST /wps/play/session': { value: session('GM_SLOT_JUNGLE', 'slot', 'rimba') },
      'POST /wps/play/recall': { value: { rounds: [] } },
      'POST /wps/play/client-seed': { value: { commitment: commitmentOf(SEED), clientSeed: 'lucky-7', nextNonce: 0 } },
      'POST /wps/play/rotate': {
        value: {
          revealed: { serverSeed: SEED, commitment: commitmentOf(SEED), clientSeed: 'lucky-7', roundsPlayed: 3 },
          seeds: { commitment: 'ab'.repeat(32), clientSeed: 'lucky-7', nextNonce: 0 },
        },
      },
    });
    await renderPage(<PlayPage code={CODE} game="GM_SLOT_JUNGLE" />);
    const seed = await screen.findByRole('textbox', { name: 'Client seed' });
    await userEvent.clear(seed);
    await userEvent.type(seed, 'lucky-7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Client seed saved/)).toBeTruthy();
    expect(api.callsTo('POST /wps/play/client-seed')[0]?.body).toEqual({ token: TOKEN, clientSeed: 'lucky-7' });
    await userEvent.click(screen.getByRole('button', { name: 'Rotate seeds and reveal' }));
    expect((await screen.findByTestId('revealed-seed')).textContent).toContain(SEED);
    expect(screen.getByTestId('commitment').textContent).toContain('ab'.repeat(32));
  });
});

describe('the recall', () => {
  it('opens a round to its steps and seeds, and links to the verify page with everything it needs', async () => {
    const revealed = round({ game: 'slot', slotId: 'rimba', stake: 250n }, 2, { serverSeed: SEED });
    installFakeApi({
      'POST /wps/play/session': { value: session('GM_SLOT_JUNGLE', 'slot', 'rimba') },
      'POST /wps/play/recall': { value: { rounds: [revealed] } },
    });
    await renderPage(<PlayPage code={CODE} game="GM_SLOT_JUNGLE" />);
    const recall = await screen.findByRole('list', { name: 'Last rounds' });
    expect(within(recall).getByText('Spin ·', { exact: false })).toBeTruthy();
    // 06:00 UTC is 14:00 in the brand's zone (Kuala Lumpur), written 24-hour as everywhere on the site.
    expect(within(recall).getByText('2026-11-24 14:00:00', { exact: false })).toBeTruthy();
    const link = within(recall).getByRole('link', { name: 'Verify this round' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/play/verify');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      lang: 'en',
      game: 'GM_SLOT_JUNGLE',
      commitment: commitmentOf(SEED),
      clientSeed: 'my-seed',
      nonce: '2',
      result: outcomeSummary(revealed.outcome),
      serverSeed: SEED,
      stake: '250',
    });
  });
});

describe('a table game', () => {
  it('places chips on spots, clears them, and confirms the bets as the rules name them', async () => {
    const spin = round({ game: 'roulette' }, 0, {
      stake: '6.00',
      bets: [
        { type: 'red', numbers: [], stake: '5.00', outcome: 'lost', payout: '0.00' },
        { type: 'straight', numbers: [17], stake: '1.00', outcome: 'lost', payout: '0.00' },
      ],
    });
    const api = installFakeApi({
      'POST /wps/play/session': { value: session('GM_ROULETTE_EU', 'roulette', null) },
      'POST /wps/play/recall': { value: { rounds: [] } },
      'POST /wps/play/round': { value: { round: spin, balance: '94.00' } },
    });
    await renderPage(<PlayPage code={CODE} game="GM_SLOT_JUNGLE" />);
    const confirm = await screen.findByRole('button', { name: 'Confirm and spin' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /^Red 1:1/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /^Red 1:1/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Chip 1.00' }));
    await userEvent.click(screen.getByRole('button', { name: /^17 35:1/ }));
    expect(screen.getByRole('button', { name: /^17 35:1 · bet 1.00/ })).toBeTruthy();
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Balance' }).textContent).toContain('MYR 94.00'));
    expect(api.callsTo('POST /wps/play/round')[0]?.body).toMatchObject({
      bets: [
        { type: 'straight', numbers: [17], stake: '1.00' },
        { type: 'red', stake: '5.00' },
      ],
    });
    const pocket = spin.outcome.spin.pocket as number;
    expect(screen.getByRole('img', { name: new RegExp(`^${pocket} `) })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Your bets' }).textContent).toContain('Red · 5.00 → 0.00');
  });
});

describe('the verify page', () => {
  const slot = round({ game: 'slot', slotId: 'rimba', stake: 250n }, 4);
  const search = (result: string) =>
    `?${new URLSearchParams({
      game: 'GM_SLOT_JUNGLE',
      serverSeed: SEED,
      commitment: commitmentOf(SEED),
      clientSeed: 'my-seed',
      nonce: '4',
      stake: '250',
      result,
    })}`;

  it('says a recalled round matches: the seed hashes to the commitment and gives the result', async () => {
    await renderPage(<CasinoVerifyPage search={search(outcomeSummary(slot.outcome))} />);
    expect(screen.getByText('The server seed matches the commitment shown before play.')).toBeTruthy();
    expect(screen.getByText('The result matches the recorded round.')).toBeTruthy();
    expect(screen.getByTestId('computed-result').textContent).toContain(outcomeSummary(slot.outcome));
  });

  it('says a round that does not match, and what is wrong with a bad seed', async () => {
    const tampered = outcomeSummary(slot.outcome).replace(/win \d+$/, 'win 999999');
    await renderPage(<CasinoVerifyPage search={search(tampered)} />);
    expect(screen.getByText('The result does not match the recorded round.')).toBeTruthy();
    const seed = screen.getByRole('textbox', { name: 'Server seed (revealed)' });
    await userEvent.clear(seed);
    await userEvent.type(seed, 'not-a-seed');
    expect(screen.getByRole('alert').textContent).toContain('A server seed is 64 hexadecimal characters.');
  });
});

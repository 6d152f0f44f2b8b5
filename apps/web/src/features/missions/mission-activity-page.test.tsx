import type { TDailyTaskList, TMission, TMissionList, TRace, TRaceList } from '@gemilang/contract';
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Target } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CentrePanel } from '../../app/centre-panel';
import { renderAt, siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { emitRealtime } from '../../shared/realtime-events';
import { type Session, setSession } from '../../shared/session';
import { Toaster } from '../../shared/ui/toast';
import { installFakeApi } from '../../test/fake-api';
import { memberSession } from '../../test/member-session';
import { MissionActivityPage } from './mission-activity-page';
import { MissionBadge } from './mission-badge';

/**
 * Mission activity in the member centre (ADR 062): missions, daily tasks and races as tabs, the claim on a card, the
 * race board live from the channel, and the menu badge.
 * Checked to fail: with api.ts's applyRaceBoard matching no race, the live board kept its old rows; with the badge
 * drawing nothing above 0, the entry's name lost its count.
 */
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const member = memberSession;

function mission(over: Partial<TMission> = {}): TMission {
  return {
    id: '1',
    title: 'Slots week',
    goal: 'bets_amount',
    scope: 'RNG',
    target: '100.00',
    progress: '45.00',
    percent: 45,
    reward: '5.00',
    state: 'in_progress',
    rewardId: null,
    rewardState: null,
    startsAt: '2026-11-20T16:00:00.000Z',
    endsAt: '2026-12-01T16:00:00.000Z',
    ...over,
  };
}

const missions = (items: TMission[]): TMissionList => ({ items, available: items.length, currency: 'MYR' });

const tasks: TDailyTaskList = {
  day: '2026-11-29',
  resetsAt: '2026-11-29T16:00:00.000Z',
  currency: 'MYR',
  items: [
    {
      id: '3',
      title: 'Lottery three',
      goal: 'bets_count',
      scope: 'LOTT',
      target: '3',
      progress: '2',
      percent: 66,
      reward: '1.00',
      state: 'in_progress',
      rewardId: null,
      rewardState: null,
    },
    {
      id: '4',
      title: 'One deposit',
      goal: 'deposit_count',
      scope: null,
      target: '1',
      progress: '1',
      percent: 100,
      reward: '2.00',
      state: 'rewarded',
      rewardId: '90',
      rewardState: 'paid',
    },
  ],
};

function race(over: Partial<TRace> = {}): TRace {
  return {
    id: '5',
    title: 'Weekly race',
    scope: null,
    state: 'running',
    startsAt: '2026-11-28T16:00:00.000Z',
    endsAt: '2026-12-05T16:00:00.000Z',
    prizes: ['100.00', '50.00', '20.00', '10.00'],
    top: [
      { rank: 1, name: 'al***i', validBets: '500.00', prize: '100.00' },
      { rank: 2, name: 'bo***b', validBets: '300.00', prize: '26.66' },
      { rank: 2, name: 'ch***e', validBets: '300.00', prize: '26.66' },
      { rank: 2, name: 'de***o', validBets: '300.00', prize: '26.66' },
    ],
    entrants: 4,
    updatedAt: '2026-11-29T03:00:00.000Z',
    mine: { validBets: '300.00', rank: 2, prize: '26.66' },
    rewardId: null,
    rewardState: null,
    ...over,
  };
}

async function open(session: Session = member, language: 'en' | 'ms' = 'en') {
  await changeLanguage(language);
  setSession(session);
  return renderAt(
    '/index',
    <>
      <MissionActivityPage />
      <Toaster closeLabel="Close" regionLabel="Notifications" />
    </>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the missions tab', () => {
  it('shows each mission with its goal in words, its progress bar, its state and its reward', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/missions': {
        value: missions([
          mission(),
          mission({
            id: '2',
            title: 'Three deposits',
            goal: 'deposit_count',
            scope: null,
            target: '3',
            progress: '0',
            percent: 0,
            state: 'upcoming',
          }),
        ]),
      },
    });
    await open();
    const card = await screen.findByRole('article', { name: 'Slots week' });
    expect(within(card).getByText('Valid bets of MYR 100.00 on slots')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Valid bets of MYR 100.00 on slots' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(bar.getAttribute('aria-valuetext')).toBe('45% · MYR 45.00 of MYR 100.00');
    expect(within(card).getByText('In progress')).toBeTruthy();
    expect(card.textContent).toContain('RewardMYR 5.00');
    // The end in the brand's time (Kuala Lumpur, UTC+8).
    expect(card.textContent).toContain('Ends2026-12-02 00:00:00');
    expect(within(card).queryByRole('button')).toBeNull();

    const upcoming = screen.getByRole('article', { name: 'Three deposits' });
    expect(within(upcoming).getByText('Deposit 3 times')).toBeTruthy();
    expect(within(upcoming).getByText('Coming soon')).toBeTruthy();
    expect(within(upcoming).queryByRole('progressbar')).toBeNull();
    expect(upcoming.textContent).toContain('Starts2026-11-21 00:00:00');
  });

  it('claims a completed mission on its card through the reward centre, once per press', async () => {
    let claimed = false;
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/missions': () => ({
        value: missions([
          mission({
            progress: '100.00',
            percent: 100,
            state: claimed ? 'rewarded' : 'claimable',
            rewardId: '77',
            rewardState: claimed ? 'paid' : 'waiting',
          }),
        ]),
      }),
      'POST /wps/member/rewards/77/claim': () => {
        claimed = true;
        return { value: { claimed: 1, amount: '5.00' } };
      },
    });
    await open();
    const card = await screen.findByRole('article', { name: 'Slots week' });
    expect(within(card).getByText('Reward to claim')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Claim MYR 5.00' }));
    expect(await screen.findByText('MYR 5.00 claimed. It is in your bonus details.')).toBeTruthy();
    expect(await within(card).findByText('Rewarded')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Claim MYR 5.00' })).toBeNull();
    const posts = api.callsTo('POST /wps/member/rewards/77/claim');
    expect(posts).toHaveLength(1);
    expect((posts[0]?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey).toMatch(
      /^[A-Za-z0-9_-]{8,64}$/,
    );
  });

  it('says when the goal is met and the reward is on its way, and when there are no missions', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/missions': {
        value: missions([mission({ progress: '100.00', percent: 100, state: 'reached' })]),
      },
    });
    await open();
    const card = await screen.findByRole('article', { name: 'Slots week' });
    expect(within(card).getByText('Completed')).toBeTruthy();
    expect(within(card).getByText('Done! Your reward will be ready to claim within a minute.')).toBeTruthy();
    cleanup();

    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/missions': { value: missions([]) },
    });
    await open();
    expect(await screen.findByRole('heading', { name: 'No missions right now' })).toBeTruthy();
  });
});

describe('the daily tasks tab', () => {
  it('shows the tasks with their progress since midnight and when they start again', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/missions': { value: missions([]) },
      'GET /wps/member/daily-tasks': { value: tasks },
    });
    await open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Daily tasks' }));
    expect(await screen.findByText('Tasks start again at 2026-11-30 00:00:00 (midnight, site time).')).toBeTruthy();
    const lottery = screen.getByRole('article', { name: 'Lottery three' });
    expect(within(lottery).getByText('Place 3 bets on the lottery')).toBeTruthy();
    expect(within(lottery).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('66% · 2 of 3');
    const deposit = screen.getByRole('article', { name: 'One deposit' });
    expect(within(deposit).getByText('Deposit once')).toBeTruthy();
    expect(within(deposit).getByText('Rewarded')).toBeTruthy();
  });

  it('speaks Malay', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/missions': { value: missions([]) },
      'GET /wps/member/daily-tasks': { value: tasks },
    });
    await open(member, 'ms');
    await userEvent.click(await screen.findByRole('tab', { name: 'Tugasan harian' }));
    const lottery = await screen.findByRole('article', { name: 'Lottery three' });
    expect(within(lottery).getByText('Buat 3 pertaruhan di loteri')).toBeTruthy();
  });
});

describe('the races tab', () => {
  it('shows the board with masked names and shared ranks, the member standing, and takes new boards from the live channel', async () => {
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/missions': { value: missions([]) },
      'GET /wps/member/races': { value: { items: [race()], currency: 'MYR' } satisfies TRaceList },
    });
    await open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Races' }));
    const card = await screen.findByRole('article', { name: 'Weekly race' });
    expect(within(card).getByText('Ranked by valid bets on every game')).toBeTruthy();
    const board = within(card).getByRole('table', { name: 'Leaderboard of Weekly race' });
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['1', 'al***i', 'MYR 500.00', 'MYR 100.00'],
      ['2', 'bo***b', 'MYR 300.00', 'MYR 26.66'],
      ['2', 'ch***e', 'MYR 300.00', 'MYR 26.66'],
      ['2', 'de***o', 'MYR 300.00', 'MYR 26.66'],
    ]);
    const mine = within(card).getByRole('region', { name: 'Your standing' });
    expect(mine.textContent).toContain('Your valid betsMYR 300.00');
    expect(mine.textContent).toContain('Your rank#2');
    expect(mine.textContent).toContain('Your prizeMYR 26.66');

    // A new board arrives on the live channel: the table changes without asking the server again.
    const reads = api.callsTo('GET /wps/member/races').length;
    act(() =>
      emitRealtime({
        type: 'race',
        raceId: '5',
        top: [
          { rank: 1, name: 'ch***e', validBets: '800.00', prize: '100.00' },
          { rank: 2, name: 'al***i', validBets: '500.00', prize: '50.00' },
        ],
        entrants: 5,
      }),
    );
    await waitFor(() => {
      const updated = within(card).getAllByRole('row').slice(1);
      expect(updated.map((r) => r.querySelectorAll('td')[1]?.textContent)).toEqual(['ch***e', 'al***i']);
    });
    expect(card.textContent).toContain('Players5');
    // Another race's board changes nothing here.
    act(() => emitRealtime({ type: 'race', raceId: '99', top: [], entrants: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(card).getAllByRole('row')).toHaveLength(3);
    expect(api.callsTo('GET /wps/member/races')).toHaveLength(reads);
  });

  it('offers the prize of an ended race to claim, and says when a race has no bets yet', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/missions': { value: missions([]) },
      'GET /wps/member/races': {
        value: {
          items: [
            race({ state: 'ended', rewardId: '12', rewardState: 'waiting' }),
            race({
              id: '6',
              title: 'Slots sprint',
              scope: 'RNG',
              top: [],
              entrants: 0,
              mine: { validBets: '0.00', rank: null, prize: null },
            }),
          ],
          currency: 'MYR',
        },
      },
    });
    await open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Races' }));
    const ended = await screen.findByRole('article', { name: 'Weekly race' });
    expect(within(ended).getByText('Ended')).toBeTruthy();
    expect(within(ended).getByRole('button', { name: 'Claim MYR 26.66' })).toBeTruthy();
    const sprint = screen.getByRole('article', { name: 'Slots sprint' });
    expect(within(sprint).getByText('No valid bets yet: the first bet leads the race.')).toBeTruthy();
    expect(within(sprint).getByRole('region', { name: 'Your standing' }).textContent).toContain(
      'Your rankNot on the board yet',
    );
  });
});

describe('who sees mission activity', () => {
  it('is a real member: a trial account is told it is for registered members and nothing is asked', async () => {
    const api = installFakeApi({ 'GET /wps/system/status': { value: siteStatus() } });
    await open({ ...member, isAgent: 4 });
    expect(await screen.findByRole('heading', { name: 'For real accounts' })).toBeTruthy();
    expect(api.callsTo('GET /wps/member/missions')).toHaveLength(0);
  });
});

describe('the badge on the member centre entry', () => {
  const panel = () => (
    <CentrePanel
      open
      title="Personal centre"
      menuLabel="Menu"
      loadingLabel="Loading"
      entries={[{ id: 'missionLeaderboard', icon: Target, Page: null, Badge: MissionBadge }]}
      current={{ id: 'missionLeaderboard', icon: Target, Page: null, Badge: MissionBadge }}
      labelOf={() => 'Mission activity'}
      onChoose={() => {}}
      menuWidth="md:w-56"
    />
  );

  it('counts the missions still open to the member beside the entry, as part of its name', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/missions/available': { value: { available: 3 } },
    });
    await changeLanguage('en');
    setSession(member);
    renderAt('/index', panel());
    const entry = await screen.findByRole('button', { name: 'Mission activity (3 missions open)' });
    expect(entry.textContent).toBe('Mission activity3(3 missions open)');
  });

  it('shows nothing when no mission is open to the member', async () => {
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/missions/available': { value: { available: 0 } },
    });
    await changeLanguage('en');
    setSession(member);
    renderAt('/index', panel());
    await vi.waitFor(() => expect(api.callsTo('GET /wps/member/missions/available')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Mission activity' }).textContent).toBe('Mission activity');
  });
});

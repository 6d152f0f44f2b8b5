import type { TCheckInStatus } from '@gemilang/contract';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { Toaster } from '../../shared/ui/toast';
import { installFakeApi } from '../../test/fake-api';
import { memberSession } from '../../test/member-session';
import { CheckInPage } from './check-in-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const member = memberSession;

const amounts = ['1.00', '1.00', '2.00', '2.00', '3.00', '3.00', '8.00'];

/** The status of a member whose streak stands at `streak` days, today checked in or not. */
function status(streak: number, checkedInToday: boolean, over: Partial<TCheckInStatus> = {}): TCheckInStatus {
  const place = checkedInToday ? streak : streak + 1;
  return {
    enabled: true,
    today: '2026-11-29',
    checkedInToday,
    streak,
    todayAmount: amounts[place - 1] ?? '1.00',
    tomorrowAmount: amounts[place] ?? '1.00',
    days: amounts.map((amount, i) => ({
      day: i + 1,
      amount,
      state: i + 1 === place ? 'today' : i + 1 < place ? 'done' : 'upcoming',
    })),
    nextDayAt: '2026-11-29T16:00:00.000Z',
    currency: 'MYR',
    ...over,
  };
}

async function open(language: 'en' | 'ms' = 'en', session: Session = member) {
  await changeLanguage(language);
  setSession(session);
  return renderAt(
    '/index',
    <>
      <CheckInPage />
      <Toaster closeLabel="Close" regionLabel="Notifications" />
    </>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the check-in page', () => {
  it('shows the week with today marked, the streak, and what today and tomorrow pay', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/check-in': { value: status(2, false) },
    });
    await open();
    const strip = await screen.findByRole('list', { name: 'Check-in rewards by day' });
    const days = within(strip).getAllByRole('listitem');
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Day 1, MYR 1.00, done',
      'Day 2, MYR 1.00, done',
      'Day 3, MYR 2.00, today',
      'Day 4, MYR 2.00, to come',
      'Day 5, MYR 3.00, to come',
      'Day 6, MYR 3.00, to come',
      'Day 7, MYR 8.00, to come',
    ]);
    expect(days[2]?.getAttribute('aria-current')).toBe('date');
    const streak = screen.getByRole('region', { name: 'Your streak' });
    expect(streak.textContent).toContain('2 days');
    expect(streak.textContent).toContain('TodayMYR 2.00');
    expect(streak.textContent).toContain('Tomorrow if you check in againMYR 2.00');
    // The new day starts at midnight in Kuala Lumpur, whatever the phone's clock says.
    expect(streak.textContent).toContain('A new day starts at 2026-11-30 00:00:00.');
    expect(screen.getByRole('button', { name: 'Check in for MYR 2.00' })).toBeTruthy();
  });

  it('checks in once per press and shows the day done with what it paid', async () => {
    let checkedIn = false;
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/check-in': () => ({ value: status(checkedIn ? 3 : 2, checkedIn) }),
      'POST /wps/member/check-in': () => {
        checkedIn = true;
        return { value: status(3, true) };
      },
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Check in for MYR 2.00' }));
    const done = await screen.findByRole('button', { name: 'Checked in today' });
    expect(done.hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('POST /wps/member/check-in')).toHaveLength(1);
    expect(screen.getByText('MYR 2.00 paid')).toBeTruthy();
    expect(await screen.findByText('Checked in: MYR 2.00 is yours.')).toBeTruthy();
  });

  it('says so when the member had checked in already elsewhere, and shows the day done', async () => {
    let reads = 0;
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/check-in': () => {
        reads += 1;
        return { value: reads === 1 ? status(0, false) : status(1, true) };
      },
      'POST /wps/member/check-in': {
        status: 409,
        error: { code: 'check_in_already', message: 'Anda sudah mendaftar masuk hari ini. Datang semula esok.' },
      },
    });
    await open('ms');
    await userEvent.click(await screen.findByRole('button', { name: 'Daftar masuk untuk MYR 1.00' }));
    expect(await screen.findByText('Anda sudah mendaftar masuk hari ini. Datang semula esok.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sudah daftar masuk hari ini' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the brand runs no check-in, and asks nothing for a trial account', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/check-in': { value: status(0, false, { enabled: false }) },
    });
    await open();
    expect(await screen.findByRole('heading', { name: 'No check-in at the moment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Check in/ })).toBeNull();
    cleanup();

    const api = installFakeApi({ 'GET /wps/system/status': { value: siteStatus() } });
    await open('en', { ...member, isAgent: 4 });
    expect(await screen.findByRole('heading', { name: 'For real accounts' })).toBeTruthy();
    expect(api.callsTo('GET /wps/member/check-in')).toHaveLength(0);
  });
});

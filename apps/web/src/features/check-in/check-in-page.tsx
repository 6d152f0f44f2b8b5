import type { TCheckInDay } from '@gemilang/contract';
import { CalendarCheck, Check, Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRealMember } from '../../shared/api/bonus-queries';
import { ApiError } from '../../shared/api/client';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime, formatMoney } from '../../shared/format';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { showToast } from '../../shared/ui/toast';
import { useCheckIn, useCheckInStatus } from './api';

const dayLook: Record<TCheckInDay['state'], string> = {
  done: 'border-gold/40 bg-gold/10 text-gold',
  today: 'border-gold bg-gold/20 text-ink ring-2 ring-gold',
  upcoming: 'border-line bg-raised text-ink-soft',
};

/** One day of the table: its number, its reward, and whether it is done, today's or still to come. */
function DayTile({ day, currency }: { day: TCheckInDay; currency: string }) {
  const { t } = useTranslation('checkIn');
  return (
    <li
      aria-current={day.state === 'today' ? 'date' : undefined}
      aria-label={t(`dayLabel.${day.state}`, { day: day.day, amount: formatMoney(currency, day.amount) })}
      className={`flex min-w-0 flex-col items-center gap-1 rounded-xl border px-1 py-2 text-center ${dayLook[day.state]}`}
    >
      <span className="text-xs">{t('day', { day: day.day })}</span>
      <span className="grid size-7 place-items-center" aria-hidden="true">
        {day.state === 'done' ? <Check size={18} /> : <CalendarCheck size={18} />}
      </span>
      <span className="w-full truncate font-semibold text-xs tabular-nums">{day.amount}</span>
    </li>
  );
}

/**
 * Sign-in tasks (the member centre's `signInTasks`; ADR 061): the brand's check-in table as a strip with today's day
 * marked, the streak, what tomorrow pays and one button a day. Today is the brand's day: the strip moves on at
 * midnight in the brand's zone, whatever the phone's clock says.
 */
export function CheckInPage() {
  const { t } = useTranslation('checkIn');
  const session = useSession();
  const query = useCheckInStatus();
  const checkIn = useCheckIn();
  const timeZone = useMerchant()?.timeZone;

  if (!isRealMember(session)) {
    return (
      <EmptyState
        icon={<CalendarCheck size={24} aria-hidden="true" />}
        title={t('realOnlyTitle')}
        text={t('realOnlyText')}
      />
    );
  }
  if (query.isError) {
    return <LoadFailed title={t('error')} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data || !timeZone) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  const status = query.data;
  if (!status.enabled) {
    return (
      <EmptyState icon={<CalendarCheck size={24} aria-hidden="true" />} title={t('offTitle')} text={t('offText')} />
    );
  }
  const money = (value: string) => formatMoney(status.currency, value);
  const onCheckIn = () =>
    checkIn.mutate(undefined, {
      onSuccess: (after) => showToast({ tone: 'success', title: t('done', { amount: money(after.todayAmount) }) }),
      onError: (error) => {
        // Checked in already (another tab, another device): say so and read the status again, which shows it done.
        if (error instanceof ApiError && error.code === 'check_in_already') {
          showToast({ tone: 'info', title: error.message });
          void query.refetch();
        }
      },
    });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>
        <p className="text-ink-soft text-sm">{t('intro')}</p>
      </div>
      <section
        aria-label={t('streakLabel')}
        className="flex flex-col gap-4 rounded-xl border border-gold/50 bg-gradient-to-br from-gold/15 via-surface to-surface p-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-full bg-gold text-night">
              <Flame size={22} aria-hidden="true" />
            </span>
            <div className="flex flex-col">
              <span className="text-ink-soft text-xs">{t('streakLabel')}</span>
              <span className="font-bold text-gold text-xl tabular-nums">{t('streak', { count: status.streak })}</span>
            </div>
          </div>
          <Button
            size="lg"
            onClick={onCheckIn}
            loading={checkIn.isPending}
            disabled={status.checkedInToday || checkIn.isPending}
          >
            {status.checkedInToday ? t('checkedIn') : t('checkIn', { amount: money(status.todayAmount) })}
          </Button>
        </div>
        <ol aria-label={t('table')} className="grid grid-cols-4 gap-2 sm:grid-cols-7">
          {status.days.map((day) => (
            <DayTile key={day.day} day={day} currency={status.currency} />
          ))}
        </ol>
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
          <div className="flex flex-col">
            <dt className="text-ink-soft text-xs">{t('today')}</dt>
            <dd className="font-semibold text-ink tabular-nums">
              {status.checkedInToday ? t('paid', { amount: money(status.todayAmount) }) : money(status.todayAmount)}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-ink-soft text-xs">{t('tomorrow')}</dt>
            <dd className="font-semibold text-ink tabular-nums">{money(status.tomorrowAmount)}</dd>
          </div>
        </dl>
        <p className="text-ink-soft text-xs">{t('nextDay', { at: formatDateTime(status.nextDayAt, timeZone) })}</p>
      </section>
      {checkIn.isError && !(checkIn.error instanceof ApiError && checkIn.error.code === 'check_in_already') ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
          {t('failed')}: {checkIn.error.message}
        </p>
      ) : null}
      <p className="text-ink-soft text-xs">{t('rules')}</p>
    </div>
  );
}

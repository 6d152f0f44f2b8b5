import { pointMovementKinds, type TPointMovement, type TPointMovementKind } from '@gemilang/contract';
import { Coins } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime } from '../../shared/format';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Pager } from '../../shared/ui/pager';
import { RecordLoading } from '../../shared/ui/record-loading';
import { selectClass } from '../../shared/ui/select-class';
import { SignedAmount } from '../../shared/ui/signed-amount';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { RECORDS_PAGE_SIZE, usePointMovements } from './api';
import { formatPoints } from './points-math';

/**
 * The points details: every movement of the member's points (earned from bets or deposits, a result corrected,
 * redeemed, given back, converted, adjusted by staff), the latest first, each with the balance it left; a kind
 * filter; a table on a wide screen, cards on a phone. Times are the brand's.
 */
export function DetailsTab() {
  const { t } = useTranslation('points');
  const [kind, setKind] = useState<TPointMovementKind | null>(null);
  const [page, setPage] = useState(1);
  const query = usePointMovements(kind, page);
  const timeZone = useMerchant()?.timeZone;
  const wide = useMediaQuery('(min-width: 640px)');
  const titleId = useId();
  const filterId = useId();
  const data = query.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / RECORDS_PAGE_SIZE));

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="sr-only">
        {t('details.title')}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={filterId} className="font-medium text-ink-soft text-sm">
          {t('details.filter')}
        </label>
        <select
          id={filterId}
          value={kind ?? ''}
          onChange={(event) => {
            setKind((event.target.value || null) as TPointMovementKind | null);
            setPage(1);
          }}
          className={selectClass}
        >
          <option value="">{t('details.allKinds')}</option>
          {pointMovementKinds.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {query.isError ? (
        <LoadFailed title={t('details.error')} message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !data || !timeZone ? (
        <RecordLoading label={t('details.loading')} />
      ) : data.items.length === 0 ? (
        <EmptyState
          heading="h3"
          icon={<Coins size={24} aria-hidden="true" />}
          title={t('details.emptyTitle')}
          text={kind ? t('details.emptyKindText') : t('details.emptyText')}
        />
      ) : (
        <div aria-busy={query.isFetching || undefined} className="flex flex-col gap-3">
          <p className="text-ink-soft text-sm" aria-live="polite">
            {t('details.count', { count: data.total })}
          </p>
          {wide ? (
            <MovementTable rows={data.items} timeZone={timeZone} />
          ) : (
            <MovementCards rows={data.items} timeZone={timeZone} />
          )}
          <Pager ns="points" keyPrefix="pager" page={page} pages={pages} onPage={setPage} />
        </div>
      )}
    </section>
  );
}

const th = 'px-3 py-2 font-medium';

function MovementTable({ rows, timeZone }: { rows: TPointMovement[]; timeZone: string }) {
  const { t } = useTranslation('points');
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('details.title')}</caption>
        <thead className="bg-raised text-ink-soft text-xs">
          <tr>
            <th scope="col" className={th}>
              {t('details.columns.time')}
            </th>
            <th scope="col" className={th}>
              {t('details.columns.kind')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('details.columns.change')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('details.columns.balance')}
            </th>
            <th scope="col" className={th}>
              {t('details.columns.remark')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} className="bg-surface/60">
              <td className="whitespace-nowrap px-3 py-2 text-ink-soft tabular-nums">
                {formatDateTime(row.at, timeZone)}
              </td>
              <td className="px-3 py-2 text-ink">{t(`kind.${row.kind}`)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right">
                <SignedAmount value={row.change.replace(/^\+/, '')} plus strong />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right text-ink tabular-nums">
                {formatPoints(row.balance)}
              </td>
              <td className="min-w-40 break-words px-3 py-2 text-ink-soft">{row.remark || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MovementCards({ rows, timeZone }: { rows: TPointMovement[]; timeZone: string }) {
  const { t } = useTranslation('points');
  return (
    <ul aria-label={t('details.title')} className="flex flex-col gap-2">
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-line bg-surface/60 p-3">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium text-ink">{t(`kind.${row.kind}`)}</span>
            <span>
              <span className="sr-only">{t('details.columns.change')}: </span>
              <SignedAmount value={row.change.replace(/^\+/, '')} plus strong />
            </span>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            <dt className="text-ink-soft">{t('details.columns.time')}</dt>
            <dd className="text-right text-ink tabular-nums">{formatDateTime(row.at, timeZone)}</dd>
            <dt className="text-ink-soft">{t('details.columns.balance')}</dt>
            <dd className="text-right text-ink tabular-nums">{formatPoints(row.balance)}</dd>
            {row.remark ? (
              <>
                <dt className="text-ink-soft">{t('details.columns.remark')}</dt>
                <dd className="break-words text-right text-ink-soft">{row.remark}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

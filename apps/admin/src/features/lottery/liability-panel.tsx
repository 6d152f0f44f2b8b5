import { lotteryAdminRoutes } from '@gemilang/contract';
import { selectionLabel } from '@gemilang/games';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { Select } from '../../shared/ui/field';
import { Panel } from '../../shared/ui/panel';
import { EmptyState } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { betTypeLabel } from './bet-labels';
import { exponentOf, money } from './lottery-format';

/** How often the liability is read again while the page is open (ADR 027: polling, not the brand channel). */
export const LIABILITY_POLL_MS = 5_000;

/**
 * Live liability of an open draw: per bet type and number, what the house pays if it hits, against the cap,
 * the most exposed first. Read again every few seconds while the page is open.
 */
export function LiabilityPanel({ drawId, betTypes = [] }: { drawId: string; betTypes?: string[] }) {
  const { t } = useTranslation('lottery');
  const { timeZone } = useMerchant();
  const filterId = useId();
  const [betType, setBetType] = useState('');
  const liability = useQuery({
    queryKey: ['lottery', 'liability', drawId, betType],
    queryFn: () => callApi(lotteryAdminRoutes.liability, { params: { id: drawId }, query: { betType } }),
    refetchInterval: LIABILITY_POLL_MS,
    placeholderData: keepPreviousData,
  });
  const types = [...new Set([...betTypes, ...(liability.data?.rows.map((r) => r.betType) ?? [])])].sort();
  return (
    <Panel
      title={t('liability.title')}
      description={
        liability.data
          ? t('liability.description', {
              cap: money(liability.data.currency, liability.data.cap, exponentOf(liability.data.cap)),
              time: formatDateTime(liability.data.asOf, timeZone).slice(11),
            })
          : undefined
      }
      actions={
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-xs whitespace-nowrap text-ink-soft">
            {t('filters.betType')}
          </label>
          <Select id={filterId} className="w-36" value={betType} onChange={(e) => setBetType(e.target.value)}>
            <option value="">{t('common:filters.all')}</option>
            {types.map((b) => (
              <option key={b} value={b}>
                {betTypeLabel(t, b)}
              </option>
            ))}
          </Select>
        </div>
      }
    >
      <QueryView
        query={liability}
        isEmpty={(l) => l.rows.length === 0}
        empty={<EmptyState title={t('liability.emptyTitle')} hint={t('liability.emptyHint')} />}
      >
        {(l) => (
          <>
            <DataTable
              caption={t('liability.title')}
              rows={l.rows}
              rowKey={(r) => `${r.betType}:${r.betKey}`}
              maxHeight="24rem"
              columns={[
                { id: 'betType', header: t('columns.betType'), cell: (r) => betTypeLabel(t, r.betType) },
                {
                  id: 'number',
                  header: t('columns.number'),
                  className: 'tabular font-medium',
                  cell: (r) => selectionLabel(t, r.betKey),
                },
                {
                  id: 'exposure',
                  header: t('columns.exposure'),
                  className: 'tabular text-right whitespace-nowrap',
                  cell: (r) => money(l.currency, r.exposure, exponentOf(r.exposure)),
                },
                {
                  id: 'used',
                  header: t('columns.capUsed'),
                  className: 'w-40',
                  cell: (r) => <CapBar perMille={r.usedPerMille} />,
                },
              ]}
            />
            {l.numbers > l.rows.length ? (
              <p className="border-t border-line px-3 py-2 text-xs text-ink-soft">
                {t('liability.more', { shown: l.rows.length, total: l.numbers })}
              </p>
            ) : null}
          </>
        )}
      </QueryView>
    </Panel>
  );
}

function CapBar({ perMille }: { perMille: number }) {
  const percent = perMille / 10;
  const tone = perMille >= 900 ? 'bg-bad' : perMille >= 600 ? 'bg-warn' : 'bg-ok';
  return (
    <div className="flex items-center gap-2">
      <div className="h-1.5 flex-1 overflow-hidden rounded bg-sunken" aria-hidden>
        <div className={`h-full ${tone}`} style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <span className="tabular w-12 text-right text-xs">{percent.toFixed(1)}%</span>
    </div>
  );
}

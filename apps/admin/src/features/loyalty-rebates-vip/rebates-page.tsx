import {
  rebateProducts,
  rebatesAdminRoutes,
  type TRebateSchedule,
  type TRebatesAdmin,
  vipAdminRoutes,
} from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi, fieldIssues } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { Field, Input, Switch } from '../../shared/ui/field';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { SaveBar } from '../../shared/ui/save-bar';
import { useMerchant } from '../../shared/use-merchant';
import { percentText, rateBpOf } from './rate-text';

export const rebatesKey = ['loyalty', 'rebates'] as const;
export const vipKey = ['loyalty', 'vip'] as const;

interface LevelName {
  level: number;
  name: string;
}

/** One period's rebate: on or off, the cap a member, and the rates per level (rows) and product (columns). */
function ScheduleForm({
  schedule,
  levels,
  currency,
}: {
  schedule: TRebateSchedule;
  levels: LevelName[];
  currency: string;
}) {
  const { t } = useTranslation('rebatesVip');
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(schedule.enabled);
  const [cap, setCap] = useState(schedule.cap ?? '');
  const [rates, setRates] = useState<Record<string, string>>(() =>
    Object.fromEntries(schedule.rates.map((r) => [`${r.level}:${r.product}`, percentText(r.rateBp)])),
  );
  const [shown, setShown] = useState(false);
  const bad = Object.entries(rates).filter(([, text]) => rateBpOf(text) === null);
  const save = useMutation({
    mutationFn: () =>
      callApi(rebatesAdminRoutes.saveSchedule, {
        params: { period: schedule.period },
        body: {
          enabled,
          cap: cap.trim() === '' ? null : cap.trim(),
          rates: Object.entries(rates).flatMap(([key, text]) => {
            const [level, product] = key.split(':') as [string, (typeof rebateProducts)[number]];
            const rateBp = rateBpOf(text) ?? 0;
            return rateBp > 0 && Number(level) <= (levels.at(-1)?.level ?? 0)
              ? [{ level: Number(level), product, rateBp }]
              : [];
          }),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<TRebatesAdmin>(rebatesKey, (data) =>
        data ? { ...data, schedules: data.schedules.map((s) => (s.period === saved.period ? saved : s)) } : data,
      );
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (bad.length === 0) save.mutate();
  };
  const issues = fieldIssues(save.error);
  const title = t(`rebates.period.${schedule.period}`);
  const id = `rebate-${schedule.period}`;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Panel title={title} labelledBy={id} description={t(`rebates.periodHint.${schedule.period}`)}>
        <div className="space-y-3 p-3">
          <div className="flex flex-wrap items-end gap-4">
            <Switch label={t('rebates.enabled', { period: title })} checked={enabled} onCheckedChange={setEnabled} />
            <Field label={t('rebates.cap', { currency })} hint={t('rebates.capHint')} error={issues.cap}>
              {(field) => (
                <Input
                  {...field}
                  inputMode="decimal"
                  value={cap}
                  onChange={(e) => setCap(e.target.value)}
                  className="w-32"
                />
              )}
            </Field>
          </div>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-[13px]">
              <caption className="sr-only">{t('rebates.ratesCaption', { period: title })}</caption>
              <thead>
                <tr>
                  <th scope="col" className="border-b border-line bg-sunken px-2 py-1.5 text-[11px] text-ink-soft">
                    {t('rebates.level')}
                  </th>
                  {rebateProducts.map((product) => (
                    <th
                      key={product}
                      scope="col"
                      className="border-b border-line bg-sunken px-2 py-1.5 text-[11px] text-ink-soft"
                    >
                      {t(`product.${product}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {levels.map(({ level, name }) => (
                  <tr key={level} className="border-b border-line last:border-b-0">
                    <th scope="row" className="px-2 py-1 font-medium whitespace-nowrap">
                      {t('rebates.levelName', { level, name })}
                    </th>
                    {rebateProducts.map((product) => {
                      const key = `${level}:${product}`;
                      const text = rates[key] ?? '';
                      const invalid = shown && rateBpOf(text) === null;
                      return (
                        <td key={product} className="px-2 py-1">
                          <Input
                            inputMode="decimal"
                            aria-label={t('rebates.rateLabel', {
                              period: title,
                              name,
                              product: t(`product.${product}`),
                            })}
                            aria-invalid={invalid || undefined}
                            value={text}
                            placeholder="0"
                            onChange={(e) => setRates((all) => ({ ...all, [key]: e.target.value }))}
                            className="w-16"
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-[11px] text-ink-faint">{t('rebates.ratesHint')}</p>
          {shown && bad.length > 0 ? (
            <p role="alert" className="text-xs text-bad">
              {t('rebates.badRates', { count: bad.length })}
            </p>
          ) : null}
        </div>
      </Panel>
      <SaveBar mutation={save} savedLabel={t('rebates.saved', { period: title })} />
    </form>
  );
}

/** The periods computed so far: when, how many members, what they came to. */
function RunsPanel({ data }: { data: TRebatesAdmin }) {
  const { t } = useTranslation('rebatesVip');
  const { timeZone } = useMerchant();
  return (
    <Panel title={t('rebates.runs')} labelledBy="rebate-runs" description={t('rebates.runsHint')}>
      {data.runs.length === 0 ? (
        <p className="p-3 text-ink-soft">{t('rebates.noRuns')}</p>
      ) : (
        <DataTable
          caption={t('rebates.runs')}
          rows={data.runs}
          rowKey={(r) => `${r.period}:${r.periodStart}`}
          maxHeight="24rem"
          columns={[
            { id: 'period', header: t('rebates.runPeriod'), cell: (r) => t(`rebates.period.${r.period}`) },
            { id: 'start', header: t('rebates.runStart'), cell: (r) => formatDateTime(r.periodStart, timeZone) },
            { id: 'members', header: t('rebates.runMembers'), cell: (r) => r.rewards, className: 'text-right' },
            {
              id: 'amount',
              header: t('rebates.runAmount', { currency: data.currency }),
              cell: (r) => r.amount,
              className: 'text-right tabular-nums',
            },
          ]}
        />
      )}
    </Panel>
  );
}

/**
 * Rebates (ADR 060): for each period (daily, weekly) whether it runs, the cap a member, and the rates per VIP level
 * and product, as percents of valid bets; the periods computed so far. How rebates are paid (at once or claimed,
 * their turnover) is the loyalty programs page's (program "Rebate").
 */
export function RebatesPage() {
  const { t, i18n } = useTranslation('rebatesVip');
  const language = i18n.language as 'ms' | 'en' | 'zh';
  const query = useQuery({ queryKey: rebatesKey, queryFn: () => callApi(rebatesAdminRoutes.rebates, {}) });
  const ladder = useQuery({ queryKey: vipKey, queryFn: () => callApi(vipAdminRoutes.vip, {}) });
  const levels: LevelName[] =
    ladder.data && ladder.data.levels.length > 0
      ? ladder.data.levels.map((l) => ({ level: l.level, name: l.name[language] || l.name.en }))
      : [{ level: 0, name: t('rebates.everyone') }];
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('rebates.title')}
        description={t('rebates.description')}
        actions={
          <Link to="/rewards/programs" className="text-[13px] text-accent underline">
            {t('rebates.howPaid')}
          </Link>
        }
      />
      <QueryView query={query}>
        {(data) =>
          ladder.isPending ? null : (
            <>
              {data.schedules.map((schedule) => (
                <ScheduleForm key={schedule.period} schedule={schedule} levels={levels} currency={data.currency} />
              ))}
              <RunsPanel data={data} />
            </>
          )
        }
      </QueryView>
    </div>
  );
}

import type { TTeamMember } from '@gemilang/contract';
import { Search, Users } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatAmount, formatDateTime } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Pager } from '../../shared/ui/pager';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { inputClass, Loading } from './agent-ui';
import { type MemberFilter, useTeamMembers } from './api';
import { DownlineDetail } from './downline-detail';
import { StatusBadge } from './status-badge';

const PAGE_SIZE = 20;
const LEVELS = [1, 2, 3, 4, 5] as const;

type Draft = { account: string; kind: string; level: string; status: string; from: string; to: string };
const blank: Draft = { account: '', kind: '', level: '', status: '', from: '', to: '' };

function filterOf(draft: Draft, page: number): MemberFilter {
  return {
    account: draft.account.trim() || undefined,
    kind: (draft.kind || undefined) as MemberFilter['kind'],
    level: draft.level ? Number(draft.level) : undefined,
    status: (draft.status || undefined) as MemberFilter['status'],
    from: draft.from || undefined,
    to: draft.to || undefined,
    page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * Downline management: everyone below the agent at any depth, filtered by account, type, level,
 * registration days and status, with balance, team size and last sign-in; an account opens its details and
 * the transfer to it. Filters apply on Search, so typing a name does not call the server on every key.
 */
export function DownlinePage() {
  const merchant = useMerchant();
  const [open, setOpen] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(blank);
  const [applied, setApplied] = useState<Draft>(blank);
  const [page, setPage] = useState(1);
  if (!merchant) return <Loading rows={3} />;
  if (open) return <DownlineDetail account={open} timeZone={merchant.timeZone} onBack={() => setOpen(null)} />;
  return (
    <MemberList
      timeZone={merchant.timeZone}
      draft={draft}
      setDraft={setDraft}
      applied={applied}
      apply={(next) => {
        setApplied(next);
        setPage(1);
      }}
      page={page}
      setPage={setPage}
      onOpen={setOpen}
    />
  );
}

function MemberList({
  timeZone,
  draft,
  setDraft,
  applied,
  apply,
  page,
  setPage,
  onOpen,
}: {
  timeZone: string;
  draft: Draft;
  setDraft: (d: Draft) => void;
  applied: Draft;
  apply: (d: Draft) => void;
  page: number;
  setPage: (p: number) => void;
  onOpen: (account: string) => void;
}) {
  const { t } = useTranslation('agent');
  const wide = useMediaQuery('(min-width: 768px)');
  const query = useTeamMembers(filterOf(applied, page));
  const data = query.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const ids = { account: useId(), kind: useId(), level: useId(), status: useId(), from: useId(), to: useId() };
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-semibold text-ink text-lg">{t('members.title')}</h2>
      <form
        aria-label={t('members.filters')}
        onSubmit={submit}
        className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-surface/60 p-3 sm:p-4 lg:grid-cols-3"
      >
        <Field id={ids.account} label={t('members.account')} className="col-span-2 lg:col-span-1">
          <input
            id={ids.account}
            type="search"
            value={draft.account}
            maxLength={64}
            placeholder={t('members.accountPlaceholder')}
            onChange={(e) => set('account')(e.target.value)}
            className={inputClass}
          />
        </Field>
        <Field id={ids.kind} label={t('members.kind')}>
          <select id={ids.kind} value={draft.kind} onChange={(e) => set('kind')(e.target.value)} className={inputClass}>
            <option value="">{t('members.all')}</option>
            <option value="member">{t('kinds.member')}</option>
            <option value="agent">{t('kinds.agent')}</option>
          </select>
        </Field>
        <Field id={ids.level} label={t('members.level')}>
          <select
            id={ids.level}
            value={draft.level}
            onChange={(e) => set('level')(e.target.value)}
            className={inputClass}
          >
            <option value="">{t('members.all')}</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {level === 1 ? t('members.direct') : t('members.levelN', { level })}
              </option>
            ))}
          </select>
        </Field>
        <Field id={ids.status} label={t('members.status')}>
          <select
            id={ids.status}
            value={draft.status}
            onChange={(e) => set('status')(e.target.value)}
            className={inputClass}
          >
            <option value="">{t('members.all')}</option>
            {(['active', 'locked', 'frozen'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={ids.from} label={t('members.registeredFrom')}>
          <input
            id={ids.from}
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => set('from')(e.target.value)}
            className={`${inputClass} tabular-nums`}
          />
        </Field>
        <Field id={ids.to} label={t('members.registeredTo')}>
          <input
            id={ids.to}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(e) => set('to')(e.target.value)}
            className={`${inputClass} tabular-nums`}
          />
        </Field>
        <div className="col-span-2 flex gap-2 lg:col-span-3">
          <Button type="submit" className="flex-1 sm:flex-none">
            <Search size={16} aria-hidden="true" />
            {t('members.search')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            className="flex-1 sm:flex-none"
            onClick={() => {
              setDraft(blank);
              apply(blank);
            }}
          >
            {t('members.reset')}
          </Button>
        </div>
      </form>

      {query.isError ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Loading />
      ) : data.items.length === 0 ? (
        <EmptyState
          heading="h3"
          compact
          icon={<Users size={24} aria-hidden="true" />}
          title={t('members.emptyTitle')}
          text={t('members.emptyText')}
        />
      ) : (
        <div aria-busy={query.isFetching || undefined} className="flex flex-col gap-3">
          <p className="text-ink-soft text-sm" aria-live="polite">
            {t('members.count', { count: data.total })}
          </p>
          {wide ? (
            <MemberTable
              rows={data.items}
              currency={data.currency}
              exponent={data.exponent}
              timeZone={timeZone}
              onOpen={onOpen}
            />
          ) : (
            <MemberCards
              rows={data.items}
              currency={data.currency}
              exponent={data.exponent}
              timeZone={timeZone}
              onOpen={onOpen}
            />
          )}
          <Pager ns="agent" keyPrefix="members" page={page} pages={pages} onPage={setPage} />
        </div>
      )}
    </div>
  );
}

function Field({
  id,
  label,
  className = '',
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-medium text-ink-soft text-sm">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The table's compact times: the registration day, the last sign-in to the minute. */
const dayOf = (iso: string, timeZone: string) => formatDateTime(iso, timeZone).slice(0, 10);
const minuteOf = (iso: string, timeZone: string) => formatDateTime(iso, timeZone).slice(0, 16);

interface RowsProps {
  rows: TTeamMember[];
  currency: string;
  exponent: number;
  timeZone: string;
  onOpen: (account: string) => void;
}

function MemberTable({ rows, currency, exponent, timeZone, onOpen }: RowsProps) {
  const { t } = useTranslation('agent');
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('members.caption')}</caption>
        <thead className="bg-raised text-ink-soft text-xs">
          <tr>
            <th scope="col" className="px-2 py-2 font-medium">
              {t('members.columns.account')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('members.columns.level')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('members.columns.balance', { currency })}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('members.columns.teamSize')}
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              {t('members.columns.registeredAt')}
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              {t('members.columns.lastLoginAt')}
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              {t('members.columns.status')}
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              <span className="sr-only">{t('members.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.account} className="bg-surface/60">
              <th scope="row" className="px-2 py-2 text-left font-medium text-ink">
                {row.account}
                <span className="ml-2 rounded bg-raised px-1.5 py-0.5 font-normal text-ink-soft text-xs">
                  {t(`kinds.${row.kind}`)}
                </span>
              </th>
              <td className="px-2 py-2 text-right text-ink tabular-nums">{row.level}</td>
              <td className="px-2 py-2 text-right text-ink tabular-nums">{formatAmount(row.balance, exponent)}</td>
              <td className="px-2 py-2 text-right text-ink tabular-nums">{row.teamSize}</td>
              <td
                className="whitespace-nowrap px-2 py-2 text-ink-soft tabular-nums"
                title={formatDateTime(row.registeredAt, timeZone)}
              >
                {dayOf(row.registeredAt, timeZone)}
              </td>
              <td className="whitespace-nowrap px-2 py-2 text-ink-soft tabular-nums">
                {row.lastLoginAt ? minuteOf(row.lastLoginAt, timeZone) : t('members.never')}
              </td>
              <td className="px-2 py-2">
                <StatusBadge status={row.status} />
              </td>
              <td className="px-2 py-2 text-right">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('members.detailsOf', { account: row.account })}
                  onClick={() => onOpen(row.account)}
                >
                  {t('members.details')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MemberCards({ rows, currency, exponent, timeZone, onOpen }: RowsProps) {
  const { t } = useTranslation('agent');
  return (
    <ul aria-label={t('members.caption')} className="flex flex-col gap-2">
      {rows.map((row) => (
        <li key={row.account} className="rounded-xl border border-line bg-surface/60 p-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <span className="block truncate font-medium text-ink">{row.account}</span>
              <span className="text-ink-soft text-xs">
                {t(`kinds.${row.kind}`)} · {t('members.levelN', { level: row.level })}
              </span>
            </div>
            <StatusBadge status={row.status} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            <dt className="text-ink-soft">{t('members.columns.balance', { currency })}</dt>
            <dd className="text-right text-ink tabular-nums">{formatAmount(row.balance, exponent)}</dd>
            <dt className="text-ink-soft">{t('members.columns.teamSize')}</dt>
            <dd className="text-right text-ink tabular-nums">{row.teamSize}</dd>
            <dt className="text-ink-soft">{t('members.columns.registeredAt')}</dt>
            <dd className="text-right text-ink-soft tabular-nums">{formatDateTime(row.registeredAt, timeZone)}</dd>
            <dt className="text-ink-soft">{t('members.columns.lastLoginAt')}</dt>
            <dd className="text-right text-ink-soft tabular-nums">
              {row.lastLoginAt ? formatDateTime(row.lastLoginAt, timeZone) : t('members.never')}
            </dd>
          </dl>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3 w-full"
            aria-label={t('members.detailsOf', { account: row.account })}
            onClick={() => onOpen(row.account)}
          >
            {t('members.details')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

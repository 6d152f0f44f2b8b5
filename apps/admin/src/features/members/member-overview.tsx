import { memberOverviewRoutes, protectionPeriods, type TMemberOverview } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCog } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { useMay } from '../../shared/session';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ReasonDialog } from '../../shared/ui/reason-dialog';
import { InlineMessage, Skeleton } from '../../shared/ui/states';
import { memberTypeLabel } from './member-labels';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 border-b border-line py-1 last:border-b-0">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="tabular text-ink">{children}</dd>
    </div>
  );
}

function Money({ overview }: { overview: TMemberOverview }) {
  const { t } = useTranslation('members');
  const money = (amount: string) => `${overview.currency} ${amount}`;
  return (
    <section aria-labelledby="member-money" className="mb-4">
      <h3 id="member-money" className="mb-1 text-[13px] font-semibold text-ink">
        {t('overview.money')}
      </h3>
      <dl className="text-[13px]">
        <Figure label={t('overview.balance')}>{money(overview.balance)}</Figure>
        <Figure label={t('overview.deposits')}>
          {t('overview.countAndTotal', { count: overview.deposits.count, total: money(overview.deposits.total) })}
        </Figure>
        <Figure label={t('overview.withdrawals')}>
          {t('overview.countAndTotal', { count: overview.withdrawals.count, total: money(overview.withdrawals.paid) })}
          {overview.withdrawals.open > 0 ? (
            <span className="ml-1">
              <Badge tone="warn">{t('overview.openRequests', { count: overview.withdrawals.open })}</Badge>
            </span>
          ) : null}
        </Figure>
        <Figure label={t('overview.netCash')}>{money(overview.netCash)}</Figure>
        <Figure label={t('overview.turnover')}>{money(overview.bets.validStake)}</Figure>
        <Figure label={t('overview.result')}>{money(overview.bets.profit)}</Figure>
        <Figure label={t('overview.points')}>{overview.points}</Figure>
      </dl>
    </section>
  );
}

/**
 * The member's own protection (docs/product.md, Player protection; ADR 073): a break or self-exclusion and until
 * when, and each deposit limit with a raise waiting. Read only: nobody lifts it early.
 */
function Protection({ overview, timeZone }: { overview: TMemberOverview; timeZone: string }) {
  const { t } = useTranslation('members');
  const { exclusion, limits } = overview.protection;
  const money = (amount: string | null) =>
    amount === null ? t('overview.protection.none') : `${overview.currency} ${amount}`;
  const at = (iso: string) => formatDateTime(iso, timeZone).slice(0, 16);
  return (
    <section aria-labelledby="member-protection" className="mb-4">
      <h3 id="member-protection" className="mb-1 text-[13px] font-semibold text-ink">
        {t('overview.protection.title')}
      </h3>
      <dl className="text-[13px]">
        <Figure label={t('overview.protection.state')}>
          {exclusion ? (
            <>
              <Badge tone="bad">{t(`overview.protection.${exclusion.kind}`)}</Badge>{' '}
              {exclusion.until === null
                ? t('overview.protection.permanent')
                : t('overview.protection.until', { date: at(exclusion.until) })}
            </>
          ) : (
            t('overview.protection.open')
          )}
        </Figure>
        {protectionPeriods.map((p) => (
          <Figure key={p} label={t(`overview.protection.periods.${p}`)}>
            {money(limits[p].limit)}
            {limits[p].pending ? (
              <span className="ml-1 text-ink-soft">
                {limits[p].pending?.limit === null
                  ? t('overview.protection.pendingRemoval', { date: at(limits[p].pending?.from ?? '') })
                  : t('overview.protection.pending', {
                      amount: money(limits[p].pending?.limit ?? null),
                      date: at(limits[p].pending?.from ?? ''),
                    })}
              </span>
            ) : null}
          </Figure>
        ))}
      </dl>
    </section>
  );
}

function Linked({ overview }: { overview: TMemberOverview }) {
  const { t } = useTranslation('members');
  return (
    <section aria-labelledby="member-linked" className="mb-4">
      <h3 id="member-linked" className="mb-1 text-[13px] font-semibold text-ink">
        {t('overview.linked')}
      </h3>
      {overview.linked.length === 0 ? (
        <p className="text-ink-soft">{t('overview.noLinked')}</p>
      ) : (
        <table className="w-full text-left text-xs">
          <caption className="sr-only">{t('overview.linked')}</caption>
          <thead>
            <tr className="border-b border-line text-ink-soft">
              <th scope="col" className="py-1 pr-2 font-medium">
                {t('overview.account')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('overview.shares')}
              </th>
            </tr>
          </thead>
          <tbody>
            {overview.linked.map((link) => (
              <tr key={link.memberId} className="border-b border-line align-top last:border-b-0">
                <td className="py-1 pr-2">
                  <span className="font-medium">{link.username}</span>
                  <span className="block text-ink-soft">{memberTypeLabel(t, link.type)}</span>
                </td>
                <td className="py-1">
                  <span className="flex flex-wrap gap-1">
                    {link.signals.map((signal) => (
                      <Badge key={signal} tone="warn">
                        {t(`overview.signals.${signal}`)}
                      </Badge>
                    ))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Notes({ overview, memberId, timeZone }: { overview: TMemberOverview; memberId: string; timeZone: string }) {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: () => callApi(memberOverviewRoutes.addNote, { params: { id: memberId }, body: { text: text.trim() } }),
    onSuccess: (value) => {
      queryClient.setQueryData(['member', memberId, 'overview'], value);
      setText('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) add.mutate();
  };
  return (
    <section aria-labelledby="member-notes" className="mb-4">
      <h3 id="member-notes" className="mb-1 text-[13px] font-semibold text-ink">
        {t('overview.notes')}
      </h3>
      {overview.notes.length === 0 ? <p className="mb-2 text-ink-soft">{t('overview.noNotes')}</p> : null}
      <ul className="mb-2 space-y-1.5">
        {overview.notes.map((note) => (
          <li key={note.id} className="rounded border border-line px-2 py-1.5 text-[13px]">
            <p className="whitespace-pre-wrap break-words text-ink">{note.text}</p>
            <p className="text-[11px] text-ink-soft">
              {t('overview.noteBy', { name: note.by, at: formatDateTime(note.at, timeZone) })}
            </p>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="space-y-1.5">
        <label htmlFor={fieldId} className="block text-[12px] text-ink-soft">
          {t('overview.newNote')}
        </label>
        <textarea
          id={fieldId}
          value={text}
          maxLength={500}
          rows={2}
          onChange={(e) => setText(e.target.value)}
          className="w-full rounded border border-line bg-surface px-2 py-1 text-[13px] text-ink"
        />
        {add.isError ? <InlineMessage tone="bad">{errorMessage(add.error)}</InlineMessage> : null}
        <Button size="sm" type="submit" disabled={!text.trim() || add.isPending}>
          {t('overview.addNote')}
        </Button>
      </form>
    </section>
  );
}

/** The member's labels (risk) and making a player an agent (the admin, with a reason), each for the role that may. */
function AdminTools({
  overview,
  memberId,
  labels: mayLabel,
  makeAgent: mayMakeAgent,
}: {
  overview: TMemberOverview;
  memberId: string;
  labels: boolean;
  makeAgent: boolean;
}) {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [labels, setLabels] = useState(overview.labels.join(', '));
  const [agentOpen, setAgentOpen] = useState(false);
  const [reason, setReason] = useState('');
  const refresh = async (value: TMemberOverview) => {
    queryClient.setQueryData(['member', memberId, 'overview'], value);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['member', memberId] }),
      queryClient.invalidateQueries({ queryKey: ['members'] }),
      queryClient.invalidateQueries({ queryKey: ['audit'] }),
    ]);
  };
  const saveLabels = useMutation({
    mutationFn: () =>
      callApi(memberOverviewRoutes.setLabels, {
        params: { id: memberId },
        body: {
          labels: labels
            .split(',')
            .map((l) => l.trim())
            .filter(Boolean),
        },
      }),
    onSuccess: refresh,
  });
  const makeAgent = useMutation({
    mutationFn: () =>
      callApi(memberOverviewRoutes.makeAgent, { params: { id: memberId }, body: { reason: reason.trim() } }),
    onSuccess: async (value) => {
      setAgentOpen(false);
      setReason('');
      await refresh(value);
    },
  });
  return (
    <section aria-labelledby="member-admin-tools" className="mb-4">
      <h3 id="member-admin-tools" className="mb-1 text-[13px] font-semibold text-ink">
        {t('overview.adminTools')}
      </h3>
      {mayLabel ? (
        <form
          className="mb-2 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            saveLabels.mutate();
          }}
        >
          <div className="min-w-48 flex-1">
            <label htmlFor={fieldId} className="block text-[12px] text-ink-soft">
              {t('overview.labels')}
            </label>
            <input
              id={fieldId}
              value={labels}
              onChange={(e) => setLabels(e.target.value)}
              aria-describedby={`${fieldId}-hint`}
              className="w-full rounded border border-line bg-surface px-2 py-1 text-[13px] text-ink"
            />
            <span id={`${fieldId}-hint`} className="text-[11px] text-ink-soft">
              {t('overview.labelsHint')}
            </span>
          </div>
          <Button size="sm" type="submit" disabled={saveLabels.isPending}>
            {t('overview.saveLabels')}
          </Button>
        </form>
      ) : null}
      {saveLabels.isError ? <InlineMessage tone="bad">{errorMessage(saveLabels.error)}</InlineMessage> : null}
      {saveLabels.isSuccess ? <InlineMessage tone="ok">{t('overview.labelsSaved')}</InlineMessage> : null}
      {mayMakeAgent ? (
        <Button size="sm" onClick={() => setAgentOpen(true)}>
          <UserCog aria-hidden className="size-3.5" />
          {t('overview.makeAgent')}
        </Button>
      ) : null}
      <ReasonDialog
        open={agentOpen}
        onOpenChange={(open) => !open && setAgentOpen(false)}
        title={t('overview.makeAgentTitle')}
        description={t('overview.makeAgentText')}
        confirmLabel={t('overview.makeAgent')}
        pending={makeAgent.isPending}
        error={makeAgent.isError ? errorMessage(makeAgent.error) : null}
        onConfirm={() => makeAgent.mutate()}
        reason={reason}
        onReasonChange={setReason}
      />
    </section>
  );
}

/**
 * The member's overview in their drawer (ADR 066): money and play, linked accounts (a risk signal), staff notes, and
 * the labels (risk, ADR 069) and making a player an agent (the admin).
 */
export function MemberOverview({ memberId, type, timeZone }: { memberId: string; type: number; timeZone: string }) {
  const { t } = useTranslation('members');
  const mayLabel = useMay('risk');
  const mayMakeAgent = useMay('operatorAdmin') && type === 0;
  const query = useQuery({
    queryKey: ['member', memberId, 'overview'],
    queryFn: () => callApi(memberOverviewRoutes.overview, { params: { id: memberId } }),
  });
  if (query.isPending) return <Skeleton rows={6} />;
  if (query.isError) return <p className="mb-4 text-ink-soft">{t('overview.unavailable')}</p>;
  const overview = query.data;
  return (
    <>
      <Money overview={overview} />
      <Protection overview={overview} timeZone={timeZone} />
      <Linked overview={overview} />
      <Notes overview={overview} memberId={memberId} timeZone={timeZone} />
      {mayLabel || mayMakeAgent ? (
        <AdminTools overview={overview} memberId={memberId} labels={mayLabel} makeAgent={mayMakeAgent} />
      ) : null}
    </>
  );
}

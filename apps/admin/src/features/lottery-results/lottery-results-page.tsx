import {
  lotteryResultRoutes,
  type TCorrectionSummary,
  type TResultDraw,
  type TResultProposal,
} from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState, InlineMessage } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { drawName } from './draw-name';
import { EntriesCompared } from './entries-compared';
import { ProposalActions } from './proposal-actions';
import { ResultEntryForm } from './result-entry-form';
import { ResultsCsvUpload } from './results-csv-upload';

type Entry = { draw: TResultDraw; correction: boolean; second: TResultProposal | null };
type Enter = (draw: TResultDraw, correction: boolean, second?: TResultProposal) => void;

/**
 * Lottery results (ADR 026): Vietnamese draws waiting for their official result, typed in a form laid out
 * like the ticket or uploaded as CSV, each confirmed by a second operator's blind entry (or rejected), and
 * the draws whose two entries differed, both entries side by side (ADR 049); settled draws, whose result may
 * be corrected the same way; and what recent corrections paid, took back and could not take back.
 */
export function LotteryResultsPage() {
  const { t } = useTranslation('lotteryResults');
  const [entry, setEntry] = useState<Entry | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'ok' | 'bad' } | null>(null);
  const query = useQuery({ queryKey: ['lottery-results'], queryFn: () => callApi(lotteryResultRoutes.overview) });
  const start: Enter = (draw, correction, second) => {
    setNotice(null);
    setEntry({ draw, correction, second: second ?? null });
  };
  const mismatched = query.data ? [...query.data.awaiting, ...query.data.settled].filter((d) => d.mismatch) : [];

  return (
    <div className="space-y-3">
      <PageHeader title={t('title')} description={t('description')} />
      {notice ? <InlineMessage tone={notice.tone}>{notice.text}</InlineMessage> : null}
      {entry ? (
        <ResultEntryForm
          key={`${entry.draw.id}-${entry.correction}-${entry.second?.id ?? ''}`}
          draw={entry.draw}
          correction={entry.correction}
          second={entry.second}
          onClose={() => setEntry(null)}
          onProposed={(text, tone) => {
            setEntry(null);
            setNotice({ text, tone });
          }}
        />
      ) : null}
      {mismatched.length > 0 ? (
        <Panel title={t('mismatch.title')} description={t('mismatch.description')}>
          <div className="divide-y divide-line">
            {mismatched.map((d) => (
              <EntriesCompared key={d.id} draw={d} proposal={d.mismatch!} />
            ))}
          </div>
        </Panel>
      ) : null}
      <Panel title={t('awaiting.title')} description={t('awaiting.description')}>
        <QueryView
          query={query}
          isEmpty={(o) => o.awaiting.length === 0}
          empty={<EmptyState title={t('awaiting.emptyTitle')} hint={t('awaiting.emptyHint')} />}
        >
          {(o) => <DrawTable caption={t('awaiting.title')} draws={o.awaiting} correction={false} onEnter={start} />}
        </QueryView>
      </Panel>
      <ResultsCsvUpload />
      <Panel title={t('settled.title')} description={t('settled.description')}>
        <QueryView
          query={query}
          isEmpty={(o) => o.settled.length === 0}
          empty={<EmptyState title={t('settled.emptyTitle')} />}
        >
          {(o) => <DrawTable caption={t('settled.title')} draws={o.settled} correction onEnter={start} />}
        </QueryView>
      </Panel>
      <Panel title={t('corrections.title')} description={t('corrections.description')}>
        <QueryView
          query={query}
          isEmpty={(o) => o.corrections.length === 0}
          empty={<EmptyState title={t('corrections.emptyTitle')} />}
        >
          {(o) => <CorrectionTable corrections={o.corrections} currency={o.currency} />}
        </QueryView>
      </Panel>
    </div>
  );
}

function DrawTable({
  caption,
  draws,
  correction,
  onEnter,
}: {
  caption: string;
  draws: TResultDraw[];
  correction: boolean;
  onEnter: Enter;
}) {
  const { t } = useTranslation('lotteryResults');
  const { timeZone } = useMerchant();
  return (
    <DataTable
      caption={caption}
      rows={draws}
      rowKey={(d) => d.id}
      maxHeight="24rem"
      columns={[
        {
          id: 'draw',
          header: t('columns.draw'),
          cell: (d) => (
            <span>
              <span className="font-medium whitespace-nowrap">{drawName(t, d)}</span>
              <span className="block text-xs text-ink-soft">{d.stationName}</span>
              <span className="mt-1 block sm:hidden">
                <DrawState draw={d} correction={correction} />
              </span>
            </span>
          ),
        },
        {
          id: 'drawAt',
          header: t('columns.drawAt'),
          className: 'tabular whitespace-nowrap hidden sm:table-cell',
          cell: (d) => formatDateTime(d.drawAt, timeZone),
        },
        {
          id: 'state',
          header: t('columns.state'),
          className: 'hidden sm:table-cell',
          cell: (d) => <DrawState draw={d} correction={correction} />,
        },
        {
          id: 'actions',
          header: t('common:table.actions'),
          className: 'text-right',
          cell: (d) =>
            d.pending ? (
              <ProposalActions draw={d} proposal={d.pending} onSecondEntry={() => onEnter(d, correction, d.pending!)} />
            ) : (
              <Button
                size="sm"
                aria-label={t(correction ? 'actions.correctNamed' : 'actions.enterNamed', {
                  draw: drawName(t, d),
                })}
                onClick={() => onEnter(d, correction)}
              >
                <PenLine aria-hidden className="size-3.5" />
                {t(correction ? 'actions.correct' : 'actions.enter')}
              </Button>
            ),
        },
      ]}
    />
  );
}

function DrawState({ draw, correction }: { draw: TResultDraw; correction: boolean }) {
  const { t } = useTranslation('lotteryResults');
  if (draw.pending)
    return (
      <span>
        <Badge tone="warn">{t(correction ? 'states.correctionWaiting' : 'states.waiting')}</Badge>
        <span className="block text-xs text-ink-soft">
          {t('states.enteredBy', { username: draw.pending.proposedBy.username })}
        </span>
      </span>
    );
  if (draw.mismatch)
    return (
      <span>
        <Badge tone="bad">{t('states.mismatch')}</Badge>
        <span className="block text-xs text-ink-soft">
          {t('states.enteredByBoth', {
            first: draw.mismatch.proposedBy.username,
            second: draw.mismatch.decidedBy?.username ?? '',
          })}
        </span>
      </span>
    );
  if (correction)
    return (
      <Badge tone="ok">
        {draw.corrections > 0 ? t('states.corrected', { count: draw.corrections }) : t('states.settled')}
      </Badge>
    );
  return <Badge tone="bad">{t('states.needsResult')}</Badge>;
}

function CorrectionTable({ corrections, currency }: { corrections: TCorrectionSummary[]; currency: string }) {
  const { t } = useTranslation('lotteryResults');
  const { timeZone } = useMerchant();
  const money = (amount: string) => `${currency} ${amount}`;
  return (
    <DataTable
      caption={t('corrections.title')}
      rows={corrections}
      rowKey={(c) => c.id}
      maxHeight="24rem"
      columns={[
        {
          id: 'draw',
          header: t('columns.draw'),
          cell: (c) => (
            <span>
              <span className="font-medium">{drawName(t, c)}</span>
              <span className="block text-xs text-ink-soft">{t('corrections.number', { number: c.number })}</span>
            </span>
          ),
        },
        {
          id: 'when',
          header: t('columns.confirmedAt'),
          className: 'tabular whitespace-nowrap hidden md:table-cell',
          cell: (c) => formatDateTime(c.createdAt, timeZone),
        },
        {
          id: 'who',
          header: t('columns.operators'),
          className: 'hidden md:table-cell',
          cell: (c) =>
            t('corrections.operators', { proposer: c.proposedBy.username, confirmer: c.confirmedBy.username }),
        },
        {
          id: 'moved',
          header: t('columns.moved'),
          className: 'tabular',
          cell: (c) => (
            <span className="text-xs">
              {t('corrections.moved', {
                bets: c.betsChanged,
                members: c.members,
                paid: money(c.paid),
                recovered: money(c.recovered),
              })}
              {c.withheld !== '0.00' && c.withheld !== '0' ? (
                <span className="block">{t('corrections.withheld', { amount: money(c.withheld) })}</span>
              ) : null}
            </span>
          ),
        },
        {
          id: 'unrecovered',
          header: t('columns.unrecovered'),
          className: 'tabular',
          cell: (c) =>
            c.shortfalls.length === 0 ? (
              <span className="text-ink-soft">{t('corrections.none')}</span>
            ) : (
              <span className="text-bad">
                {money(c.unrecovered)}
                <ul className="text-xs">
                  {c.shortfalls.map((s) => (
                    <li key={s.memberId}>
                      {t('corrections.shortfall', { username: s.username, amount: money(s.unrecovered) })}
                    </li>
                  ))}
                </ul>
              </span>
            ),
        },
      ]}
    />
  );
}

import { redEnvelopesAdminRoutes, type TAdminRedEnvelopeEvent, type TRedEnvelopeRule } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge, type Tone } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState, InlineMessage } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { EventDialog, eventsKey } from './event-dialog';

const stateTone: Record<TAdminRedEnvelopeEvent['state'], Tone> = {
  upcoming: 'accent',
  open: 'ok',
  ended: 'neutral',
  cancelled: 'bad',
};

/**
 * Red envelope events (ADR 061): the latest first, each with its window in the brand's time, pool, envelopes and
 * what has been opened, its state and the commitment published to members; a new event, and cancelling one that has
 * not opened. The split stays the server's secret until the event ends, from staff too.
 */
export function RedEnvelopesPage() {
  const { t } = useTranslation('redEnvelopes');
  const merchant = useMerchant();
  const timeZone = merchant.timeZone;
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: eventsKey, queryFn: () => callApi(redEnvelopesAdminRoutes.events, {}) });
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<TAdminRedEnvelopeEvent | null>(null);
  const cancel = useMutation({
    mutationFn: (id: string) => callApi(redEnvelopesAdminRoutes.cancel, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventsKey });
      setCancelling(null);
    },
  });
  const rule = (r: TRedEnvelopeRule) =>
    r.rule === 'vip_level' ? t('rule.vip_level', { min: r.min }) : t('rule.deposited_within', { days: r.days });

  return (
    <div className="space-y-3">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" />
            {t('new')}
          </Button>
        }
      />
      {cancel.isError ? <InlineMessage tone="bad">{errorMessage(cancel.error)}</InlineMessage> : null}
      <Panel>
        <QueryView
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t('emptyTitle')} hint={t('emptyHint')} />}
        >
          {(data) => (
            <DataTable
              caption={t('title')}
              rows={data.items}
              rowKey={(r) => r.id}
              columns={[
                {
                  id: 'name',
                  header: t('columns.name'),
                  cell: (r) => (
                    <span className="flex flex-col">
                      <span className="font-medium">{r.name.en}</span>
                      <span className="text-[11px] text-ink-soft">
                        {r.eligibility.length === 0 ? t('everyone') : r.eligibility.map(rule).join('; ')}
                      </span>
                    </span>
                  ),
                },
                {
                  id: 'window',
                  header: t('columns.window'),
                  cell: (r) => (
                    <span className="whitespace-nowrap tabular-nums">
                      {formatDateTime(r.startsAt, timeZone)}
                      <br />
                      {formatDateTime(r.endsAt, timeZone)}
                    </span>
                  ),
                },
                {
                  id: 'state',
                  header: t('columns.state'),
                  cell: (r) => <Badge tone={stateTone[r.state]}>{t(`state.${r.state}`)}</Badge>,
                },
                { id: 'pool', header: t('columns.pool'), cell: (r) => money(data.currency, r.pool) },
                {
                  id: 'opened',
                  header: t('columns.opened'),
                  cell: (r) => (
                    <span className="whitespace-nowrap tabular-nums">
                      {t('openedOf', { claimed: r.claimed, total: r.envelopes })}
                      <br />
                      {money(data.currency, r.claimedAmount)}
                    </span>
                  ),
                },
                { id: 'remaining', header: t('columns.remaining'), cell: (r) => r.remaining },
                {
                  id: 'commitment',
                  header: t('columns.commitment'),
                  cell: (r) => (
                    <code title={r.commitment} className="font-mono text-[11px]">
                      {`${r.commitment.slice(0, 12)}…`}
                    </code>
                  ),
                },
                {
                  id: 'actions',
                  header: t('columns.actions'),
                  cell: (r) =>
                    r.state === 'upcoming' ? (
                      <Button size="sm" variant="danger" onClick={() => setCancelling(r)}>
                        {t('cancel')}
                      </Button>
                    ) : null,
                },
              ]}
            />
          )}
        </QueryView>
      </Panel>
      {creating ? (
        <EventDialog
          currency={query.data?.currency ?? merchant.data?.currency ?? ''}
          timeZone={timeZone}
          onClose={() => setCreating(false)}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={t('cancelTitle')}
        description={t('cancelText', { name: cancelling?.name.en ?? '' })}
        confirmLabel={t('cancel')}
        onConfirm={() => (cancelling ? cancel.mutate(cancelling.id) : undefined)}
        pending={cancel.isPending}
        danger
      />
    </div>
  );
}

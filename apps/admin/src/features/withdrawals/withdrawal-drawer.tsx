import { type TAdminWithdrawalDetail, withdrawalRoutes } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { Ban, CircleCheck, HandCoins, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { useMay } from '../../shared/session';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { Drawer } from '../../shared/ui/drawer';
import { ErrorState, Skeleton } from '../../shared/ui/states';
import { UploadImage } from '../../shared/ui/upload-image';
import { MemberWithLinks } from './linked-mark';
import { WithdrawalAccountNumber } from './withdrawal-account-number';
import type { ActionKind } from './withdrawal-action-dialog';
import { isOpen, isZero, moneyOf, stateTone } from './withdrawal-labels';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 border-b border-line py-1 last:border-b-0">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** The row's state, and "reported" while a not-received report is open. */
export function StateBadges({ row }: { row: Pick<TAdminWithdrawalDetail, 'state' | 'disputed'> }) {
  const { t } = useTranslation('withdrawals');
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={stateTone[row.state]}>{t(`states.${row.state}`)}</Badge>
      {row.disputed ? <Badge tone="bad">{t('states.disputed')}</Badge> : null}
    </span>
  );
}

function Details({ w, timeZone }: { w: TAdminWithdrawalDetail; timeZone: string }) {
  const { t } = useTranslation('withdrawals');
  const money = (value: string) => <span className="tabular">{moneyOf(w, value)}</span>;
  const at = (iso: string | null) => <span className="tabular">{formatDateTime(iso, timeZone) || '—'}</span>;
  return (
    <dl className="text-[13px]">
      <Row label={t('columns.member')}>
        <MemberWithLinks row={w} />
      </Row>
      <Row label={t('detail.memberBalance')}>{money(w.memberBalance)}</Row>
      <Row label={t('columns.state')}>
        <StateBadges row={w} />
      </Row>
      <Row label={t('columns.amount')}>{money(w.amount)}</Row>
      <Row label={t('columns.paid')}>{money(w.paidAmount)}</Row>
      <Row label={t('columns.remaining')}>{money(w.remainingAmount)}</Row>
      {isZero(w.releasedAmount) ? null : <Row label={t('detail.released')}>{money(w.releasedAmount)}</Row>}
      <Row label={t('detail.received')}>{money(w.receivedAmount)}</Row>
      <Row label={t('detail.awaiting')}>{money(w.awaitingAmount)}</Row>
      <Row label={t('columns.bank')}>
        {w.bankName} · <WithdrawalAccountNumber row={w} /> · {w.accountName}
      </Row>
      <Row label={t('columns.requested')}>{at(w.createdAt)}</Row>
      <Row label={t('detail.lastPaid')}>{at(w.lastPaidAt)}</Row>
      <Row label={t('detail.confirmDue')}>{at(w.confirmDueAt)}</Row>
      <Row label={t('detail.confirmation')}>{w.confirmation ? t(`confirmations.${w.confirmation}`) : '—'}</Row>
      <Row label={t('detail.confirmedAt')}>{at(w.confirmedAt)}</Row>
      {w.rejectNote ? <Row label={t('detail.rejectNote')}>{w.rejectNote}</Row> : null}
      {w.resolution ? <Row label={t('detail.resolution')}>{t(`dialog.outcomes.${w.resolution}`)}</Row> : null}
      {w.resolution && w.resolutionReply ? <Row label={t('detail.resolutionReply')}>{w.resolutionReply}</Row> : null}
      {w.resolution && w.resolutionNote ? <Row label={t('dialog.internalNote')}>{w.resolutionNote}</Row> : null}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-4">
      <h3 id={id} className="mb-1 text-[13px] font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Payments({ w, timeZone }: { w: TAdminWithdrawalDetail; timeZone: string }) {
  const { t } = useTranslation('withdrawals');
  if (w.payments.length === 0) return <p className="text-ink-soft">{t('detail.noPayments')}</p>;
  return (
    <table className="w-full text-left text-xs">
      <caption className="sr-only">{t('detail.payments')}</caption>
      <thead>
        <tr className="border-b border-line text-ink-soft">
          <th scope="col" className="py-1 font-medium">
            {t('detail.paidAt')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('columns.amount')}
          </th>
          <th scope="col" className="py-1 pl-2 font-medium">
            {t('detail.operator')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('dialog.note')}
          </th>
        </tr>
      </thead>
      <tbody>
        {w.payments.map((p) => (
          <tr key={p.id} className="border-b border-line last:border-b-0">
            <td className="py-1 tabular">{formatDateTime(p.paidAt, timeZone)}</td>
            <td className="py-1 text-right tabular">{moneyOf(w, p.amount)}</td>
            <td className="py-1 pl-2">{p.operator}</td>
            <td className="py-1">{p.note || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function History({ w, timeZone }: { w: TAdminWithdrawalDetail; timeZone: string }) {
  const { t } = useTranslation('withdrawals');
  return (
    <ol className="flex flex-col gap-1 text-xs">
      {w.history.map((h, i) => {
        const note = typeof h.detail.note === 'string' && h.detail.note ? ` — ${h.detail.note}` : '';
        const amount = typeof h.detail.amount === 'string' ? ` ${moneyOf(w, h.detail.amount)}` : '';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the trail is append-only and never reorders
          <li key={i} className="flex flex-wrap gap-x-2 border-b border-line py-1 last:border-b-0">
            <span className="tabular text-ink-soft">{formatDateTime(h.at, timeZone)}</span>
            <span className="font-medium text-ink">{h.actorName || t(`actors.${h.actorType}`)}</span>
            <span className="text-ink">
              {t(`actions.${h.action.replace('withdrawal.', '')}`, { defaultValue: h.action })}
              {amount}
              {note}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** One withdrawal: the figures, the bank account to pay into, the proof of a report, payments, the trail. */
export function WithdrawalDrawer({
  id,
  timeZone,
  onClose,
  onAction,
}: {
  id: string | null;
  timeZone: string;
  onClose: () => void;
  onAction: (row: TAdminWithdrawalDetail, kind: ActionKind) => void;
}) {
  const { t } = useTranslation('withdrawals');
  const mayPay = useMay('cashier');
  const query = useQuery({
    queryKey: ['withdrawals', 'detail', id],
    queryFn: () => callApi(withdrawalRoutes.adminDetail, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
  const w = query.data;
  return (
    <Drawer
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('detail.title', { id: id ?? '' })}
      description={w ? `${w.username} · ${moneyOf(w, w.amount)}` : undefined}
    >
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !w ? (
        <Skeleton rows={10} />
      ) : (
        <>
          <div className="mb-3 flex flex-wrap gap-2">
            {isOpen(w) ? (
              <>
                {mayPay ? (
                  <>
                    <Button variant="primary" onClick={() => onAction(w, 'payFull')}>
                      <Wallet aria-hidden className="size-3.5" />
                      {t('payFull')}
                    </Button>
                    <Button onClick={() => onAction(w, 'payPart')}>
                      <HandCoins aria-hidden className="size-3.5" />
                      {t('payPart')}
                    </Button>
                  </>
                ) : null}
                <Button variant="danger" onClick={() => onAction(w, 'reject')}>
                  <Ban aria-hidden className="size-3.5" />
                  {t('reject')}
                </Button>
              </>
            ) : null}
            {w.disputed && mayPay ? (
              <Button variant="primary" onClick={() => onAction(w, 'resolve')}>
                <CircleCheck aria-hidden className="size-3.5" />
                {t('resolve')}
              </Button>
            ) : null}
          </div>
          <Details w={w} timeZone={timeZone} />
          {w.proofUploadId ? (
            <Section id="withdrawal-proof" title={t('detail.proof')}>
              <UploadImage
                labels={{ loading: t('proof.loading'), failed: t('proof.failed'), open: t('proof.open') }}
                uploadId={w.proofUploadId}
                alt={t('proof.alt', { username: w.username })}
              />
            </Section>
          ) : null}
          <Section id="withdrawal-payments" title={t('detail.payments')}>
            <Payments w={w} timeZone={timeZone} />
          </Section>
          <Section id="withdrawal-history" title={t('detail.history')}>
            <History w={w} timeZone={timeZone} />
          </Section>
        </>
      )}
    </Drawer>
  );
}

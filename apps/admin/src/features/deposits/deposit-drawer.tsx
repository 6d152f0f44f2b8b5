import type { TAdminDeposit } from '@gemilang/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Drawer } from '../../shared/ui/drawer';
import { UploadImage } from '../../shared/ui/upload-image';
import { type Decision, DepositActions } from './deposit-actions';
import { depositMoney, stateTone } from './deposit-labels';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 border-b border-line py-1.5 last:border-b-0">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** One deposit in full: who, how much, how, what the member wrote, the receipt, and who decided. */
export function DepositDrawer({
  deposit,
  timeZone,
  onClose,
  onDecide,
}: {
  deposit: TAdminDeposit | null;
  timeZone: string;
  onClose: () => void;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation('deposits');
  return (
    <Drawer
      open={deposit !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={deposit ? t('drawer.title', { id: deposit.id }) : ''}
      description={deposit ? `${deposit.username} · ${depositMoney(deposit)}` : undefined}
    >
      {deposit ? (
        <div className="space-y-4 text-[13px]">
          <dl>
            <Row label={t('columns.state')}>
              <Badge tone={stateTone[deposit.state]}>{t(`states.${deposit.state}`)}</Badge>
            </Row>
            <Row label={t('columns.member')}>{deposit.username}</Row>
            <Row label={t('columns.amount')}>
              <span className="tabular font-semibold">{depositMoney(deposit)}</span>
            </Row>
            <Row label={t('columns.method')}>
              {deposit.methodName}
              <span className="block text-ink-soft">{t(`kinds.${deposit.kind}`)}</span>
            </Row>
            <Row label={t('columns.created')}>
              <span className="tabular">{formatDateTime(deposit.createdAt, timeZone)}</span>
            </Row>
            {deposit.kind === 'bank_transfer' ? (
              <Row label={t('columns.reference')}>{deposit.reference || '—'}</Row>
            ) : (
              <>
                <Row label={t('drawer.gateway')}>{deposit.provider}</Row>
                <Row label={t('drawer.orderId')}>
                  <span className="font-mono">{deposit.gatewayOrderId}</span>
                </Row>
                <Row label={t('drawer.gatewayReference')}>
                  <span className="font-mono">{deposit.gatewayReference || '—'}</span>
                </Row>
              </>
            )}
            <Row label={t('columns.decidedBy')}>
              {deposit.decidedBy ?? (deposit.state === 'credited' ? t('byGateway') : '—')}
              {deposit.decidedAt ? (
                <span className="tabular block text-ink-soft">{formatDateTime(deposit.decidedAt, timeZone)}</span>
              ) : null}
            </Row>
            {deposit.note ? <Row label={t('drawer.note')}>{deposit.note}</Row> : null}
            {deposit.ledgerEntryId ? <Row label={t('drawer.entry')}>#{deposit.ledgerEntryId}</Row> : null}
          </dl>
          {deposit.receiptUploadId ? (
            <section aria-label={t('receipt.title')} className="space-y-2">
              <h3 className="font-semibold text-ink">{t('receipt.title')}</h3>
              <UploadImage
                labels={{ loading: t('receipt.loading'), failed: t('receipt.failed'), open: t('receipt.open') }}
                uploadId={deposit.receiptUploadId}
                alt={t('receipt.alt', { id: deposit.id, username: deposit.username })}
              />
            </section>
          ) : null}
          <div className="flex justify-end">
            <DepositActions deposit={deposit} onDecide={onDecide} />
          </div>
        </div>
      ) : null}
    </Drawer>
  );
}

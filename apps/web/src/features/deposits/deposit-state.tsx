import type { TDepositState } from '@gemilang/contract';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A deposit's state as a coloured badge and as an icon. */
const stateTone: Record<TDepositState, string> = {
  pending: 'bg-warning/15 text-warning',
  created: 'bg-warning/15 text-warning',
  pending_payment: 'bg-warning/15 text-warning',
  credited: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
  failed: 'bg-danger/15 text-danger',
  expired: 'bg-raised text-ink-soft',
};

export function StateBadge({ state }: { state: TDepositState }) {
  const { t } = useTranslation('deposit');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-medium text-xs ${stateTone[state]}`}
    >
      {t(`states.${state}`)}
    </span>
  );
}

export function StateIcon({ state }: { state: TDepositState }) {
  if (state === 'credited') return <CheckCircle2 size={28} aria-hidden="true" className="text-success" />;
  if (state === 'rejected' || state === 'failed' || state === 'expired') {
    return <XCircle size={28} aria-hidden="true" className="text-danger" />;
  }
  return <Clock size={28} aria-hidden="true" className="text-warning" />;
}

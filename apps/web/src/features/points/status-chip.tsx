import type { TPointRedemptionState } from '@gemilang/contract';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What waits is amber, what is done is green, what was refused is red (the site's state colours). */
const looks: Record<TPointRedemptionState, { className: string; Icon: typeof Clock }> = {
  applying: { className: 'bg-warning/15 text-warning', Icon: Clock },
  approved: { className: 'bg-success/15 text-success', Icon: CheckCircle2 },
  rejected: { className: 'bg-danger/15 text-danger', Icon: XCircle },
};

/** A redemption's state (applying, approved, rejected; ADR 064) as a chip. */
export function StatusChip({ status }: { status: TPointRedemptionState }) {
  const { t } = useTranslation('points');
  const { className, Icon } = looks[status];
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ${className}`}
    >
      <Icon size={12} aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}

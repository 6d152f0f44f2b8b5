import type { TTeamMember } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';

/** A downline member's status, as the list and the detail both show it. */
export function StatusBadge({ status }: { status: TTeamMember['status'] }) {
  const { t } = useTranslation('agent');
  const tone = status === 'active' ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger';
  return <span className={`rounded px-1.5 py-0.5 text-xs ${tone}`}>{t(`statuses.${status}`)}</span>;
}

import { useTranslation } from 'react-i18next';
import { useMissionBadge } from './api';

/**
 * The member centre's badge on mission activity (ADR 062): how many open missions the member has not been rewarded
 * for yet, or has and not claimed; nothing at 0. The number is seen; a screen reader hears it in words as part of
 * the entry's name.
 */
export function MissionBadge() {
  const { t } = useTranslation('missions');
  const available = useMissionBadge().data?.available ?? 0;
  if (available <= 0) return null;
  return (
    <span className="ml-auto grid min-w-5 place-items-center rounded-full bg-crimson px-1.5 font-bold text-[11px] text-white leading-5">
      <span aria-hidden="true">{available > 99 ? '99+' : available}</span>
      <span className="sr-only">({t('badge', { count: available })})</span>
    </span>
  );
}

import { Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '../live';

/** Whether a page is on the back office's live channel (ADR 071): live, connecting, or reconnecting. */
export function LiveBadge({ state }: { state: LiveState }) {
  const { t } = useTranslation('common');
  const tone = state === 'live' ? 'text-ok' : state === 'connecting' ? 'text-warn' : 'text-bad';
  return (
    <span role="status" className="inline-flex items-center gap-1 text-[12px] text-ink-soft">
      <Circle aria-hidden className={`size-2.5 fill-current ${tone}`} />
      {t(`live.${state}`)}
    </span>
  );
}

import { ChevronRight, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePainted } from '../../boot/after-first-paint';
import { useAnnouncements, useMerchant } from '../../shared/api/site-queries';
import { openDialog } from '../../shared/dialogs';
import { formatDateTime } from '../../shared/format';

/** The newest player notice (type PL) with a way into the announcements dialog; nothing when there is none. */
export function NoticeStrip() {
  const { t } = useTranslation('home');
  const merchant = useMerchant();
  const { data, isPending } = useAnnouncements();
  const latest = data?.player[0];
  // The first date format with a time zone loads the zone's data: one long task (85 to 160 ms on a slowed
  // phone, ADR 043). It runs once the page is painted, in its own task, not in the shell's first render;
  // the line keeps its height meanwhile, so nothing moves.
  const painted = usePainted();
  // While the announcements are on their way the strip keeps the place index.html's first paint gave it
  // (ADR 043), so the welcome under it does not move when they answer after the shell has drawn.
  if (isPending) return <div aria-hidden="true" className="h-[54px] rounded-xl border border-line bg-surface" />;
  if (!latest) return null;
  return (
    <button
      type="button"
      onClick={() => openDialog('announcements', { id: latest.id })}
      className="flex min-h-12 w-full items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 text-left hover:border-gold/60 focus-visible:outline-2 focus-visible:outline-gold"
    >
      <Megaphone size={18} aria-hidden="true" className="shrink-0 text-gold" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-ink">{latest.title}</span>
        <span className="tabular block text-xs text-ink-soft">
          {painted ? formatDateTime(latest.timestamp, merchant?.timeZone ?? 'UTC') : '\u00a0'}
        </span>
      </span>
      <span className="hidden shrink-0 text-sm text-gold sm:inline">{t('notices.all')}</span>
      <ChevronRight size={18} aria-hidden="true" className="shrink-0 text-gold" />
    </button>
  );
}

import { joinHeadlines } from '@gemilang/contract/web';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { firstPaintHeadline } from '../../boot/static-paint-hand-over';
import { useAnnouncements } from '../../shared/api/site-queries';
import { openDialog } from '../../shared/dialogs';

/**
 * Headline announcements (type H) scrolling under the header; shown only when there are any. Its classes
 * are index.html's static headline strip's too (ADR 043): the line lands on the same pixels. The text
 * runs twice in a row so the loop has no gap; the second copy is hidden from assistive technology. It
 * pauses on hover and focus and stands still for visitors who prefer reduced motion. A click opens the
 * announcements dialog.
 */
export function HeadlineMarquee() {
  const { t, i18n } = useTranslation('shell');
  const { data, isPending } = useAnnouncements();
  // While the announcements are on their way, the line the server wrote into the static first paint (ADR
  // 043), if it did; else the strip keeps its place, as that paint does, so the page under it does not
  // jump down when the headlines arrive after the shell.
  const painted = isPending ? firstPaintHeadline(i18n.language) : null;
  if (isPending && painted === null)
    return (
      <div aria-hidden="true" className="border-b border-line bg-surface">
        <div className="h-10" />
      </div>
    );
  const text = painted ?? joinHeadlines((data?.headline ?? []).map((h) => h.title));
  if (!text) return null;
  // About 12 characters a second reads comfortably; short headlines still take at least 12 s a loop.
  const seconds = Math.max(12, Math.round(text.length / 6));
  return (
    <div className="border-b border-line bg-surface">
      <button
        type="button"
        onClick={() => openDialog('announcements')}
        className="marquee group mx-auto flex h-10 w-full max-w-[1280px] items-center gap-3 px-3 text-left text-sm text-ink-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-gold sm:px-4"
      >
        <Megaphone size={18} className="shrink-0 text-gold" aria-hidden="true" />
        <span className="sr-only">{t('marquee.label')}: </span>
        <span className="relative min-w-0 flex-1 overflow-hidden">
          <span className="marquee-track inline-flex whitespace-nowrap" style={{ animationDuration: `${seconds}s` }}>
            <span className="pr-16">{text}</span>
            <span className="pr-16" aria-hidden="true">
              {text}
            </span>
          </span>
        </span>
        <span className="sr-only">{t('marquee.open')}</span>
      </button>
    </div>
  );
}

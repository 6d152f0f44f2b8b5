import type { TAnnouncement } from '@gemilang/contract';
import { ChevronLeft, ChevronRight, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements, useMerchant } from '../../shared/api/site-queries';
import { closeDialog } from '../../shared/dialogs';
import { formatDateTime } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { RichText } from '../../shared/ui/rich-text';
import { Skeleton } from '../../shared/ui/skeleton';

/** Announcements 7 per page. */
export const PAGE_SIZE = 7;

export function AnnouncementListDialog({ open, initialId }: { open: boolean; initialId?: string }) {
  const { t } = useTranslation('dialogs');
  return (
    <Modal
      open={open}
      onClose={closeDialog}
      title={t('announcements.title')}
      size="xl"
      bodyClassName="flex min-h-0 flex-1 flex-col sm:h-[70dvh] sm:flex-row"
    >
      <AnnouncementBrowser initialId={initialId} />
    </Modal>
  );
}

function AnnouncementBrowser({ initialId }: { initialId?: string }) {
  const { t } = useTranslation('dialogs');
  const { data, isPending, isError, refetch } = useAnnouncements();
  const timeZone = useMerchant()?.timeZone ?? 'UTC';
  const notices = data?.player ?? [];

  if (isPending) {
    return (
      <div className="flex flex-1 flex-col gap-3 p-5" aria-busy="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
        <p role="alert" className="text-danger text-sm">
          {t('announcements.error')}
        </p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (notices.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-ink-soft">
        <Megaphone aria-hidden="true" size={40} className="text-line" />
        <p className="text-sm">{t('announcements.empty')}</p>
      </div>
    );
  }

  return <NoticeBrowser notices={notices} initialId={initialId} timeZone={timeZone} />;
}

/** Mounted once the notices are there, so the page and selection can start at `initialId`. */
function NoticeBrowser({
  notices,
  initialId,
  timeZone,
}: {
  notices: TAnnouncement[];
  initialId?: string;
  timeZone: string;
}) {
  const { t } = useTranslation('dialogs');
  const pages = Math.max(1, Math.ceil(notices.length / PAGE_SIZE));
  const initialIndex = initialId ? notices.findIndex((n) => n.id === initialId) : -1;
  const [page, setPage] = useState(() => (initialIndex >= 0 ? Math.floor(initialIndex / PAGE_SIZE) + 1 : 1));
  const [chosenId, setChosenId] = useState<string | null>(initialIndex >= 0 ? (initialId ?? null) : null);
  // On phones the list and the detail stack: the detail replaces the list until "Back".
  const [reading, setReading] = useState(initialIndex >= 0);
  const current = Math.min(page, pages);
  const shown = notices.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const selected = shown.find((n) => n.id === chosenId) ?? shown[0] ?? null;

  return (
    <>
      <nav
        aria-label={t('announcements.list')}
        className={`flex min-h-0 flex-col border-line sm:w-80 sm:shrink-0 sm:border-r ${reading ? 'max-sm:hidden' : 'flex-1'}`}
      >
        <ul className="min-h-0 flex-1 overflow-y-auto">
          {shown.map((notice) => (
            <li key={notice.id} className="border-line border-b">
              <button
                type="button"
                aria-current={notice.id === selected?.id ? 'true' : undefined}
                onClick={() => {
                  setChosenId(notice.id);
                  setReading(true);
                }}
                className="flex w-full flex-col gap-1 px-5 py-3 text-left transition-colors hover:bg-raised focus-visible:outline-2 focus-visible:outline-gold focus-visible:-outline-offset-2 aria-[current=true]:bg-raised aria-[current=true]:shadow-[inset_3px_0_0_var(--color-gold)]"
              >
                <span className="line-clamp-2 font-medium text-ink text-sm">{notice.title}</span>
                <time dateTime={notice.timestamp} className="text-ink-soft text-xs tabular">
                  {formatDateTime(notice.timestamp, timeZone)}
                </time>
              </button>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <div className="flex shrink-0 items-center justify-between gap-2 border-line border-t px-3 py-2">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('announcements.previous')}
              disabled={current <= 1}
              onClick={() => setPage(current - 1)}
            >
              <ChevronLeft aria-hidden="true" size={20} />
            </Button>
            <span className="text-ink-soft text-sm tabular" aria-live="polite">
              {t('announcements.page', { page: current, pages })}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('announcements.next')}
              disabled={current >= pages}
              onClick={() => setPage(current + 1)}
            >
              <ChevronRight aria-hidden="true" size={20} />
            </Button>
          </div>
        ) : null}
      </nav>
      <div className={`min-h-0 flex-1 overflow-y-auto ${reading ? '' : 'max-sm:hidden'}`}>
        <Button variant="ghost" size="sm" className="mx-3 mt-3 sm:hidden" onClick={() => setReading(false)}>
          <ChevronLeft aria-hidden="true" size={18} />
          {t('announcements.back')}
        </Button>
        {selected ? <NoticeDetail notice={selected} timeZone={timeZone} /> : null}
      </div>
    </>
  );
}

function NoticeDetail({ notice, timeZone }: { notice: TAnnouncement; timeZone: string }) {
  return (
    <article className="flex flex-col gap-3 px-5 py-5 sm:px-6">
      <h3 className="font-semibold text-ink text-lg leading-snug">{notice.title}</h3>
      <time dateTime={notice.timestamp} className="text-ink-soft text-xs tabular">
        {formatDateTime(notice.timestamp, timeZone)}
      </time>
      {notice.imageUrl ? (
        <img src={notice.imageUrl} alt="" className="h-auto w-full rounded-xl" width={800} height={400} />
      ) : null}
      <RichText html={notice.content} />
    </article>
  );
}

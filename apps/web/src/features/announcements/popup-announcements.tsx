import type { TAnnouncement } from '@gemilang/contract';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnnouncements } from '../../shared/api/site-queries';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { RichText } from '../../shared/ui/rich-text';

const SHOWN_KEY = 'gemilang.popupShown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Storage refused (private mode): the popup may show again on the next load, which is harmless.
  }
}

/**
 * Where a popup's "details" button goes: an in-site path (a promotion, `/promoDetail?id=3`) in this tab, an
 * http(s) address in a new one (the server keeps only those two kinds, platform/operator-html.ts).
 */
function DetailsLink({ url, label, onGo }: { url: string | null; label: string; onGo: () => void }) {
  if (url?.startsWith('/') && !url.startsWith('//'))
    return (
      <Button variant="secondary" asChild>
        <Link to={url} onClick={onGo}>
          {label}
        </Link>
      </Button>
    );
  if (url && /^https?:\/\//i.test(url))
    return (
      <Button variant="secondary" asChild>
        <a href={url} target="_blank" rel="noopener noreferrer" onClick={onGo}>
          {label}
        </a>
      </Button>
    );
  return null;
}

/** The PU announcements, one after another, once per browser session after the site loads; one with a link offers it. */
export function PopupAnnouncements({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation('dialogs');
  const { data } = useAnnouncements();
  const [queue, setQueue] = useState<TAnnouncement[] | null>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (queue !== null || blocked || !data?.popup.length || alreadyShown()) return;
    markShown();
    // Drawn in slices the phone can interrupt: the popup arrives in the middle of the page's first load.
    startTransition(() => setQueue(data.popup));
  }, [data, blocked, queue]);

  const current = queue?.[index];
  const close = () => setQueue([]);
  const last = queue !== null && index >= queue.length - 1;

  return (
    <Modal
      open={current !== undefined}
      onClose={close}
      title={current?.title || t('announcements.popupTitle')}
      size="lg"
    >
      {current ? (
        <div className="flex flex-col gap-4">
          {current.imageUrl ? (
            <img src={current.imageUrl} alt="" className="h-auto w-full rounded-xl" width={800} height={400} />
          ) : null}
          <RichText html={current.content} />
          <div className="flex items-center justify-between gap-3 border-line border-t pt-4">
            <span className="text-ink-soft text-sm tabular">
              {queue && queue.length > 1
                ? t('announcements.popupCount', { index: index + 1, total: queue.length })
                : ''}
            </span>
            <div className="flex flex-wrap justify-end gap-2">
              <DetailsLink url={current.linkUrl} label={t('announcements.details')} onGo={close} />
              <Button onClick={() => (last ? close() : setIndex((i) => i + 1))}>
                {last ? t('ok') : t('announcements.nextPopup')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

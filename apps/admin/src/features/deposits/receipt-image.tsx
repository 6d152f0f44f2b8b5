import { adminUploadPath } from '@gemilang/contract';
import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../shared/session';
import { Skeleton } from '../../shared/ui/states';

/**
 * The member's receipt, read with the operator's token (an <img src> cannot send it) and shown from a
 * blob URL, which is let go when the drawer closes. A click opens it full size in a new tab.
 */
export function ReceiptImage({ uploadId, alt }: { uploadId: string; alt: string }) {
  const { t } = useTranslation('deposits');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    setUrl(null);
    setFailed(false);
    const token = getSession()?.token;
    fetch(adminUploadPath.replace(':id', encodeURIComponent(uploadId)), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [uploadId]);

  if (failed) {
    return (
      <p
        role="alert"
        className="flex items-center gap-2 rounded border border-line bg-sunken p-3 text-[13px] text-ink-soft"
      >
        <ImageOff aria-hidden className="size-4" />
        {t('receipt.failed')}
      </p>
    );
  }
  if (!url) return <Skeleton rows={3} label={t('receipt.loading')} />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block w-fit" aria-label={t('receipt.open')}>
      <img src={url} alt={alt} className="max-h-96 max-w-full rounded border border-line bg-sunken object-contain" />
    </a>
  );
}

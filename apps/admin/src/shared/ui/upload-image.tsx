import { adminUploadPath } from '@gemilang/contract';
import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getSession } from '../session';
import { Skeleton } from './states';

/** The words around the image, in the page's language: loading, failed, and the link's name. */
export interface UploadImageLabels {
  loading: string;
  failed: string;
  open: string;
}

/**
 * An image a member uploaded (a deposit receipt, proof a payment did not arrive), read with the
 * operator's token (an <img src> cannot send it) and shown from a blob URL, which is let go when the
 * drawer closes. A click opens it full size in a new tab.
 */
export function UploadImage({ uploadId, alt, labels }: { uploadId: string; alt: string; labels: UploadImageLabels }) {
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
        {labels.failed}
      </p>
    );
  }
  if (!url) return <Skeleton rows={3} label={labels.loading} />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block w-fit" aria-label={labels.open}>
      <img src={url} alt={alt} className="max-h-96 max-w-full rounded border border-line bg-sunken object-contain" />
    </a>
  );
}

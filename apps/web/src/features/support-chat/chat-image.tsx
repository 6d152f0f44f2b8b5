import { uploadPath } from '@gemilang/contract/web';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../shared/session';

/** An image of the chat, read with the member's token (an upload is private) and shown from memory. */
export function ChatImage({ id }: { id: string }) {
  const { t } = useTranslation('supportChat');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    const token = getSession()?.token;
    void fetch(`${uploadPath}/${id}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  if (!src) return <span className="text-xs text-ink-soft">{t('imageLoading')}</span>;
  return <img src={src} alt={t('imageAlt')} className="max-h-48 max-w-full rounded-lg" />;
}

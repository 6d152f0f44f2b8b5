import { memberSecurityRoutes } from '@gemilang/contract/web';
import { Check, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { uploadImage } from '../../shared/api/upload';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { Skeleton } from '../../shared/ui/skeleton';
import { Spinner } from '../../shared/ui/spinner';
import { avatarTypes, imageProblem, useRefreshAccount, useStockAvatars } from './api';

/**
 * The stock avatars to choose from, and an upload of the member's own picture (PNG or JPEG up to 5 MB,
 * checked here first for a quick answer; the server checks the bytes and decides).
 */
export function AvatarPicker({ current, onDone }: { current: string; onDone: () => void }) {
  const { t } = useTranslation('security');
  const { data, isPending } = useStockAvatars(true);
  const refresh = useRefreshAccount();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function apply(work: () => Promise<unknown>, key: string) {
    setBusy(key);
    setError(null);
    try {
      await work();
      await refresh();
      onDone();
      void showGeneralDialog({ icon: 'success', text: t('avatar.done'), autoCloseMs: 2000 });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  }

  function choose(name: string) {
    void apply(() => callApi(memberSecurityRoutes.setAvatar, { body: { avatarType: 'STATIC', avatar: name } }), name);
  }

  function upload(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setError(t(problem));
      return;
    }
    void apply(async () => {
      const uploaded = await uploadImage('avatar', file);
      await callApi(memberSecurityRoutes.setAvatar, { body: { avatarType: 'CUSTOM', uploadId: uploaded.id } });
    }, 'upload');
  }

  return (
    <div className="flex flex-col gap-3">
      <h4 className="font-medium text-ink-soft text-sm">{t('avatar.stock')}</h4>
      <ul className="grid grid-cols-4 gap-3 sm:grid-cols-8">
        {isPending
          ? Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={i}>
                <Skeleton className="aspect-square rounded-full" />
              </li>
            ))
          : (data?.items ?? []).map((item, i) => {
              const chosen = item.url === current;
              return (
                <li key={item.name}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    aria-label={t('avatar.choose', { number: i + 1 })}
                    disabled={busy !== null}
                    onClick={() => choose(item.name)}
                    className={[
                      'relative block aspect-square w-full rounded-full ring-2 ring-offset-2 ring-offset-surface transition',
                      'focus-visible:outline-2 focus-visible:outline-gold disabled:opacity-60',
                      chosen ? 'ring-gold' : 'ring-transparent hover:ring-line',
                    ].join(' ')}
                  >
                    <img src={item.url} alt="" width={64} height={64} className="size-full rounded-full" />
                    {chosen ? (
                      <span className="absolute -right-1 -bottom-1 grid size-5 place-items-center rounded-full bg-gold text-night">
                        <Check size={14} aria-hidden="true" />
                      </span>
                    ) : null}
                    {busy === item.name ? (
                      <span className="absolute inset-0 grid place-items-center rounded-full bg-night/60">
                        <Spinner size={18} />
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={[
            'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gold/70 px-4 text-gold text-sm',
            'hover:bg-gold/10 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-gold',
            busy !== null ? 'pointer-events-none opacity-60' : '',
          ].join(' ')}
        >
          {busy === 'upload' ? <Spinner size={16} /> : <Upload size={16} aria-hidden="true" />}
          {busy === 'upload' ? t('avatar.uploading') : t('avatar.upload')}
          <input
            ref={fileInput}
            type="file"
            accept={avatarTypes.join(',')}
            className="sr-only"
            disabled={busy !== null}
            onChange={(event) => upload(event.target.files?.[0])}
          />
        </label>
        <span className="text-ink-soft text-xs">{t('avatar.uploadHint')}</span>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

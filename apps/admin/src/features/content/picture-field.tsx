import { contentAdminRoutes, contentImageTypes, maxContentImageBytes } from '@gemilang/contract';
import { useMutation } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callUpload } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { Field, Input } from '../../shared/ui/field';
import { InlineMessage } from '../../shared/ui/states';

const megabytes = maxContentImageBytes / 1024 / 1024;

/** An address the preview may load: a site path or an https address, as the contract lets an announcement carry. */
function previewable(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) || /^https:\/\/[^/\\]/i.test(url);
}

/**
 * An announcement's picture (ADR 072): its address typed in (the bundled art or an https image), or a picture
 * uploaded here, whose address then fills the field; a preview of whatever the address shows. A file of another type
 * or over the limit is refused before anything is sent, and the server's refusal of one (checked by its bytes) is
 * said in the same words.
 */
export function PictureField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('content');
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const address = value.trim();
  // The address whose picture failed to load: a new address gets its own chance to show.
  const [brokenAddress, setBrokenAddress] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => callUpload(contentAdminRoutes.uploadImage, file),
    onSuccess: (picture) => onChange(picture.url),
    onError: (failure, file) => {
      if (failure instanceof ApiError && failure.code === 'upload_not_image')
        return setProblem(t('announcements.pictureType', { name: file.name }));
      if (failure instanceof ApiError && failure.code === 'upload_too_large')
        return setProblem(t('announcements.pictureSize', { name: file.name, mb: megabytes }));
      setProblem(failure.message);
    },
  });
  const choose = (file: File) => {
    setProblem(null);
    if (!(contentImageTypes as readonly string[]).includes(file.type))
      return setProblem(t('announcements.pictureType', { name: file.name }));
    if (file.size > maxContentImageBytes)
      return setProblem(t('announcements.pictureSize', { name: file.name, mb: megabytes }));
    upload.mutate(file);
  };
  return (
    <div className="flex flex-col gap-2">
      <Field label={t('announcements.imageUrl')} error={error} hint={t('announcements.linkHint')}>
        {(field) => <Input {...field} value={value} onChange={(e) => onChange(e.target.value)} />}
      </Field>
      <div className="flex items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={contentImageTypes.join(',')}
          className="sr-only"
          aria-label={t('announcements.uploadLabel', { mb: megabytes })}
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) choose(file);
          }}
        />
        <Button onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
          <ImagePlus aria-hidden className="size-3.5" />
          {upload.isPending ? t('announcements.uploading') : t('announcements.upload')}
        </Button>
        <span className="text-[11px] text-ink-faint">{t('announcements.uploadHint', { mb: megabytes })}</span>
      </div>
      {problem ? <InlineMessage tone="bad">{problem}</InlineMessage> : null}
      {address && previewable(address) ? (
        brokenAddress === address ? (
          <p className="text-xs text-ink-soft">{t('announcements.previewFailed')}</p>
        ) : (
          <img
            src={address}
            alt={t('announcements.preview')}
            onError={() => setBrokenAddress(address)}
            className="max-h-40 w-fit max-w-full rounded border border-line bg-sunken object-contain"
          />
        )
      ) : null}
    </div>
  );
}

import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The bank transfer's receipt image, checked for type and size before it is sent. */
export function ReceiptField({
  file,
  error,
  onChoose,
}: {
  file: File | null;
  error: string | null;
  onChoose: (file: File | undefined) => void;
}) {
  const { t } = useTranslation('deposit');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex flex-col gap-1.5">
      <span className="font-medium text-ink-soft text-sm">
        <span id={`${id}-label`}>{t('receipt')}</span>
        <span aria-hidden="true" className="ml-0.5 text-crimson-ink">
          *
        </span>
      </span>
      <div
        className={`flex items-center gap-3 rounded-lg border border-dashed p-3 ${error ? 'border-danger' : 'border-line'}`}
      >
        {preview ? (
          <img
            src={preview}
            alt={t('receiptPreview')}
            width={56}
            height={56}
            className="size-14 rounded-md object-cover"
          />
        ) : (
          <span className="grid size-14 shrink-0 place-items-center rounded-md bg-raised text-ink-soft">
            <ImagePlus size={22} aria-hidden="true" />
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="truncate text-ink text-sm">{file ? file.name : t('receiptHint')}</span>
          <label
            htmlFor={id}
            className="inline-flex min-h-10 w-fit cursor-pointer items-center rounded-lg border border-line bg-raised px-3 text-ink text-sm hover:border-gold/60 hover:text-gold has-[:focus-visible]:outline-2"
          >
            {file ? t('receiptChange') : t('receiptChoose')}
          </label>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="sr-only"
            onChange={(event) => {
              onChoose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-danger text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { maxApplicationComment, maxApplicationImages, maxUploadBytes } from '@gemilang/contract';
import { ImagePlus, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { showToast } from '../../shared/ui/toast';
import { useApply } from './api';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

type Problem = { field: 'comment' | 'images' | 'form'; message: string };
/** A chosen image with a key of its own: two files may share a name. */
type Chosen = { key: number; file: File };

function Thumbnail({ file, onRemove, removeLabel }: { file: File; onRemove: () => void; removeLabel: string }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <li className="relative size-20 overflow-hidden rounded-lg border border-line bg-raised">
      {preview ? <img src={preview} alt={file.name} className="size-full object-cover" /> : null}
      <span className="sr-only">{file.name}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-night/80 text-ink hover:text-danger focus-visible:outline-2 focus-visible:outline-gold"
      >
        <X size={14} aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * An application promotion's form (docs/product.md, Promotions and bonuses): a comment of at most 140 characters with a live count, and up to
 * three png or jpg images of at most 5 MB each, checked here before anything is sent; each image is uploaded
 * first, then the application names the uploads. The server's refusal shows under what it is about.
 */
export function ApplicationForm({ offerId }: { offerId: string }) {
  const { t } = useTranslation('promotions');
  const id = useId();
  const apply = useApply(offerId);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<Chosen[]>([]);
  const nextKey = useRef(1);
  const [problem, setProblem] = useState<Problem | null>(null);
  const tooLong = comment.length > maxApplicationComment;

  function choose(files: File[]) {
    const kept = [...images];
    for (const file of files) {
      if (kept.length >= maxApplicationImages) {
        setProblem({ field: 'images', message: t('apply.tooManyImages', { max: maxApplicationImages }) });
        break;
      }
      if (!IMAGE_TYPES.includes(file.type)) {
        setProblem({ field: 'images', message: t('apply.imageType', { name: file.name }) });
        continue;
      }
      if (file.size > maxUploadBytes) {
        setProblem({
          field: 'images',
          message: t('apply.imageSize', { name: file.name, mb: maxUploadBytes / 1024 / 1024 }),
        });
        continue;
      }
      kept.push({ key: nextKey.current++, file });
      if (problem?.field === 'images') setProblem(null);
    }
    setImages(kept);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = comment.trim();
    if (text === '') return setProblem({ field: 'comment', message: t('apply.commentRequired') });
    if (tooLong)
      return setProblem({ field: 'comment', message: t('apply.commentTooLong', { max: maxApplicationComment }) });
    setProblem(null);
    try {
      const result = await apply.mutateAsync({ comment: text, images: images.map((image) => image.file) });
      showToast({ tone: 'success', title: t('apply.sent'), description: t(`state.${result.state}`) });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const field: Problem['field'] =
        code.startsWith('upload_') || code === 'promotion_image_invalid' ? 'images' : 'form';
      setProblem({ field, message: error instanceof Error ? error.message : t('apply.failed') });
    }
  }

  const error = (field: Problem['field']) => (problem?.field === field ? problem.message : null);
  const full = images.length >= maxApplicationImages;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('apply.label')}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="font-medium text-ink-soft text-sm">
          {t('apply.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          rows={4}
          aria-invalid={error('comment') || tooLong ? true : undefined}
          aria-describedby={`${id}-count${error('comment') ? ` ${id}-comment-error` : ''}`}
          placeholder={t('apply.commentPlaceholder')}
          onChange={(event) => {
            setComment(event.target.value);
            if (problem?.field === 'comment') setProblem(null);
          }}
          className={`w-full resize-y rounded-lg border bg-night/60 px-3 py-2 text-ink text-sm placeholder:text-ink-soft/70 focus-visible:outline-2 focus-visible:outline-gold ${tooLong || error('comment') ? 'border-danger' : 'border-line'}`}
        />
        <div className="flex items-start justify-between gap-3 text-xs">
          <p id={`${id}-comment-error`} className="text-danger">
            {error('comment')}
          </p>
          <p
            id={`${id}-count`}
            aria-live="polite"
            className={`shrink-0 tabular-nums ${tooLong ? 'font-semibold text-danger' : 'text-ink-soft'}`}
          >
            {t('apply.count', { count: comment.length, max: maxApplicationComment })}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <span id={`${id}-images`} className="font-medium text-ink-soft text-sm">
          {t('apply.images', { max: maxApplicationImages })}
        </span>
        <p className="text-ink-soft text-xs">{t('apply.imagesHint', { max: maxApplicationImages })}</p>
        <div className="flex flex-wrap items-center gap-3">
          {images.length > 0 ? (
            <ul aria-labelledby={`${id}-images`} className="flex flex-wrap gap-2">
              {images.map(({ key, file }) => (
                <Thumbnail
                  key={key}
                  file={file}
                  removeLabel={t('apply.removeImage', { name: file.name })}
                  onRemove={() => {
                    setImages((list) => list.filter((image) => image.key !== key));
                    if (problem?.field === 'images') setProblem(null);
                  }}
                />
              ))}
            </ul>
          ) : null}
          <label
            htmlFor={`${id}-file`}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-line bg-raised px-3 text-ink text-sm hover:border-gold/60 hover:text-gold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold"
          >
            <ImagePlus size={18} aria-hidden="true" />
            {t('apply.addImage', { count: images.length, max: maxApplicationImages })}
          </label>
          {/* The input stays enabled when full: a fourth choice is refused with words, not silently ignored. */}
          <input
            id={`${id}-file`}
            type="file"
            multiple
            accept="image/png,image/jpeg"
            aria-label={t('apply.addImageLabel')}
            aria-describedby={error('images') ? `${id}-images-error` : undefined}
            aria-invalid={error('images') ? true : undefined}
            data-full={full || undefined}
            className="sr-only"
            onChange={(event) => {
              choose([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </div>
        {error('images') ? (
          <p id={`${id}-images-error`} role="alert" className="text-danger text-xs">
            {error('images')}
          </p>
        ) : null}
      </div>

      {error('form') ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
          {error('form')}
        </p>
      ) : null}

      <Button type="submit" size="lg" loading={apply.isPending} className="w-full sm:w-auto sm:self-start">
        <Send size={18} aria-hidden="true" />
        {t('apply.submit')}
      </Button>
    </form>
  );
}

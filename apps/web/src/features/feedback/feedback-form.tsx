import { feedbackTypes, maxFeedbackContact, maxFeedbackContent, type TFeedbackType } from '@gemilang/contract';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { selectClass } from '../../shared/ui/select-class';
import { showToast } from '../../shared/ui/toast';
import { useSendFeedback } from './api';

type Problem = { field: 'type' | 'content' | 'contact' | 'form'; message: string };

/** The server's refusal of a field (invalid_input's details), placed under that field. */
function fieldOf(error: unknown): Problem['field'] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return 'form';
  const field = (error.details[0] as { field?: string } | undefined)?.field;
  return field === 'type' || field === 'content' || field === 'contact' ? field : 'form';
}

/**
 * The feedback form (docs/product.md, Feedback): a question type, content of at most 140 characters with a live count (more is
 * refused here and by the server, never cut), and a contact the member may change, started with the one they last
 * gave or their own number.
 */
export function FeedbackForm({ initialContact }: { initialContact: string }) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const send = useSendFeedback();
  const [type, setType] = useState<TFeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState(initialContact);
  const [contactTouched, setContactTouched] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const tooLong = content.length > maxFeedbackContent;

  // The contact arrives with the member's list; it fills the field until the member types in it.
  useEffect(() => {
    if (!contactTouched) setContact(initialContact);
  }, [initialContact, contactTouched]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (type === '') return setProblem({ field: 'type', message: t('form.typeRequired') });
    const text = content.trim();
    if (text === '') return setProblem({ field: 'content', message: t('form.contentRequired') });
    if (tooLong)
      return setProblem({ field: 'content', message: t('form.contentTooLong', { max: maxFeedbackContent }) });
    setProblem(null);
    try {
      await send.mutateAsync({ type, content: text, contact: contact.trim() });
      showToast({ tone: 'success', title: t('form.sent'), description: t('form.sentText') });
      setType('');
      setContent('');
    } catch (error) {
      setProblem({ field: fieldOf(error), message: error instanceof Error ? error.message : t('form.failed') });
    }
  }

  const error = (field: Problem['field']) => (problem?.field === field ? problem.message : null);
  const clear = (field: Problem['field']) => {
    if (problem?.field === field || problem?.field === 'form') setProblem(null);
  };
  const describedBy = (field: Problem['field'], extra = '') =>
    [extra, error(field) ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Problem['field']) =>
    error(field) ? (
      <p id={`${id}-${field}-error`} className="text-danger text-xs">
        {error(field)}
      </p>
    ) : null;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('form.label')}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-type`} className="font-medium text-ink-soft text-sm">
          {t('form.type')}
        </label>
        <select
          id={`${id}-type`}
          value={type}
          aria-invalid={error('type') ? true : undefined}
          aria-describedby={describedBy('type')}
          onChange={(event) => {
            setType(event.target.value as TFeedbackType | '');
            clear('type');
          }}
          className={`${selectClass} w-full sm:max-w-xs`}
        >
          <option value="" disabled>
            {t('form.typePlaceholder')}
          </option>
          {feedbackTypes.map((value) => (
            <option key={value} value={value}>
              {t(`types.${value}`)}
            </option>
          ))}
        </select>
        {fieldError('type')}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-content`} className="font-medium text-ink-soft text-sm">
          {t('form.content')}
        </label>
        <textarea
          id={`${id}-content`}
          value={content}
          rows={4}
          aria-invalid={error('content') || tooLong ? true : undefined}
          aria-describedby={describedBy('content', `${id}-count`)}
          placeholder={t('form.contentPlaceholder')}
          onChange={(event) => {
            setContent(event.target.value);
            clear('content');
          }}
          className={`w-full resize-y rounded-lg border bg-night/60 px-3 py-2 text-base text-ink placeholder:text-ink-soft/70 focus-visible:outline-2 focus-visible:outline-gold sm:text-sm ${tooLong || error('content') ? 'border-danger' : 'border-line'}`}
        />
        <div className="flex items-start justify-between gap-3 text-xs">
          <div>{fieldError('content')}</div>
          <p
            id={`${id}-count`}
            aria-live="polite"
            className={`shrink-0 tabular-nums ${tooLong ? 'font-semibold text-danger' : 'text-ink-soft'}`}
          >
            {t('form.count', { count: content.length, max: maxFeedbackContent })}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-contact`} className="font-medium text-ink-soft text-sm">
          {t('form.contact')}
        </label>
        <input
          id={`${id}-contact`}
          value={contact}
          maxLength={maxFeedbackContact}
          autoComplete="tel"
          aria-invalid={error('contact') ? true : undefined}
          aria-describedby={describedBy('contact', `${id}-contact-hint`)}
          placeholder={t('form.contactPlaceholder')}
          onChange={(event) => {
            setContact(event.target.value);
            setContactTouched(true);
            clear('contact');
          }}
          className="min-h-11 w-full rounded-lg border border-line bg-night/60 px-3 text-base text-ink placeholder:text-ink-soft/70 focus-visible:outline-2 focus-visible:outline-gold sm:max-w-md sm:text-sm"
        />
        <p id={`${id}-contact-hint`} className="text-ink-soft text-xs">
          {t('form.contactHint')}
        </p>
        {fieldError('contact')}
      </div>

      {error('form') ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
          {error('form')}
        </p>
      ) : null}

      <Button type="submit" size="lg" loading={send.isPending} className="w-full sm:w-auto sm:self-start">
        <Send size={18} aria-hidden="true" />
        {t('form.submit')}
      </Button>
    </form>
  );
}

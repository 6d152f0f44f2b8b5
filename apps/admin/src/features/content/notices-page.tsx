import { contentAdminRoutes } from '@gemilang/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Field, Input } from '../../shared/ui/field';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { InlineMessage } from '../../shared/ui/states';
import { type Localized, TitleAndContentFields } from './localized-fields';

type AudienceKind = 'member' | 'label' | 'all';
const audienceKinds: AudienceKind[] = ['member', 'label', 'all'];
const empty = (): Localized => ({ ms: '', en: '', zh: '' });
const newKey = () => `notice-${crypto.randomUUID()}`;

/**
 * A notice to members (ADR 068): one member by account name, every member with a label, or everyone, its title and
 * words in three languages; sending to a label or everyone is confirmed first, and one key sends once.
 */
export function NoticesPage() {
  const { t } = useTranslation('content');
  const [kind, setKind] = useState<AudienceKind>('member');
  const [target, setTarget] = useState('');
  const [title, setTitle] = useState<Localized>(empty);
  const [content, setContent] = useState<Localized>(empty);
  const [key, setKey] = useState(newKey);
  const [confirming, setConfirming] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      callApi(contentAdminRoutes.sendMessage, {
        body: {
          audience:
            kind === 'member'
              ? { kind, username: target.trim() }
              : kind === 'label'
                ? { kind, label: target.trim() }
                : { kind },
          title,
          content,
          idempotencyKey: key,
        },
      }),
    onSuccess: () => {
      setConfirming(false);
      setTitle(empty());
      setContent(empty());
      setTarget('');
      setKey(newKey());
    },
    onError: () => setConfirming(false),
  });
  const issues = fieldIssues(send.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.reset();
    if (kind === 'member') send.mutate();
    else setConfirming(true);
  };
  return (
    <div className="space-y-3">
      <PageHeader title={t('notices.title')} description={t('notices.description')} />
      <Panel>
        <form onSubmit={submit} className="flex max-w-2xl flex-col gap-3 p-3" aria-label={t('notices.title')}>
          <fieldset className="flex flex-wrap gap-3">
            <legend className="mb-1 text-[12px] text-ink-soft">{t('notices.audience')}</legend>
            {audienceKinds.map((k) => (
              <label key={k} className="flex items-center gap-1.5 text-[13px]">
                <input type="radio" name="audience" checked={kind === k} onChange={() => setKind(k)} />
                {t(`notices.audiences.${k}`)}
              </label>
            ))}
          </fieldset>
          {kind !== 'all' ? (
            <Field
              label={kind === 'member' ? t('notices.username') : t('notices.label')}
              error={issues['audience.username'] ?? issues['audience.label']}
            >
              {(field) => <Input {...field} value={target} onChange={(e) => setTarget(e.target.value)} />}
            </Field>
          ) : null}
          <TitleAndContentFields
            draft={{ title, content }}
            onChange={(next) => {
              setTitle(next.title);
              setContent(next.content);
            }}
            errors={issues}
          />
          {send.isError && Object.keys(issues).length === 0 ? (
            <InlineMessage tone="bad">{errorMessage(send.error)}</InlineMessage>
          ) : null}
          {send.isSuccess ? (
            <InlineMessage tone="ok">{t('notices.sent', { count: send.data.sent })}</InlineMessage>
          ) : null}
          <div>
            <Button type="submit" variant="primary" disabled={send.isPending}>
              {t('notices.send')}
            </Button>
          </div>
        </form>
      </Panel>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (open ? undefined : setConfirming(false))}
        title={t('notices.confirmTitle')}
        description={kind === 'all' ? t('notices.confirmAll') : t('notices.confirmLabel', { label: target.trim() })}
        confirmLabel={t('notices.send')}
        onConfirm={() => send.mutate()}
        pending={send.isPending}
      />
    </div>
  );
}

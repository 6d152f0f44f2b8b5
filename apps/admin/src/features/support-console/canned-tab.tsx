import {
  supportChatAdminRoutes,
  supportChatMaxText,
  type TCannedReply,
  type TCannedReplyInput,
} from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { currentLanguage } from '../../shared/i18n';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Field, Input, TextArea } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/states';
import { consoleKeys, useCannedReplies } from './api';

const languages = ['ms', 'en', 'zh'] as const;
const blank: TCannedReplyInput = { title: { ms: '', en: '', zh: '' }, text: { ms: '', en: '', zh: '' } };

/** A canned reply's title and text in the three languages; every one is required (the console inserts the operator's). */
function CannedDialog({ editing, onClose }: { editing: TCannedReply | 'new'; onClose: () => void }) {
  const { t } = useTranslation('supportConsole');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TCannedReplyInput>(
    editing === 'new' ? blank : { title: { ...editing.title }, text: { ...editing.text } },
  );
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      editing === 'new'
        ? callApi(supportChatAdminRoutes.createCannedReply, { body: draft })
        : callApi(supportChatAdminRoutes.updateCannedReply, { params: { id: editing.id }, body: draft }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: consoleKeys.canned });
      onClose();
    },
  });
  const issues = fieldIssues(save.error);
  const empty = (v: string) => missing && v.trim() === '';
  return (
    <FormDialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={editing === 'new' ? t('canned.addTitle') : t('canned.editTitle')}
      description={t('canned.dialogHint')}
      submitLabel={t('canned.save')}
      pending={save.isPending}
      error={save.isError && Object.keys(issues).length === 0 ? errorMessage(save.error) : null}
      onSubmit={() => {
        const complete = languages.every((l) => draft.title[l].trim() !== '' && draft.text[l].trim() !== '');
        setMissing(!complete);
        if (complete) save.mutate();
      }}
    >
      {languages.map((l) => (
        <fieldset key={l} className="space-y-2 rounded border border-line p-2">
          <legend className="px-1 font-medium text-[12px] text-ink-soft">{t(`canned.language.${l}`)}</legend>
          <Field label={t('canned.title')} error={empty(draft.title[l]) ? t('canned.required') : issues[`title.${l}`]}>
            {(props) => (
              <Input
                {...props}
                maxLength={80}
                value={draft.title[l]}
                onChange={(e) => setDraft((d) => ({ ...d, title: { ...d.title, [l]: e.target.value } }))}
              />
            )}
          </Field>
          <Field label={t('canned.text')} error={empty(draft.text[l]) ? t('canned.required') : issues[`text.${l}`]}>
            {(props) => (
              <TextArea
                {...props}
                rows={2}
                maxLength={supportChatMaxText}
                value={draft.text[l]}
                onChange={(e) => setDraft((d) => ({ ...d, text: { ...d.text, [l]: e.target.value } }))}
              />
            )}
          </Field>
        </fieldset>
      ))}
    </FormDialog>
  );
}

/** The brand's canned replies: each in Malay, English and Chinese; the reply box offers them in the operator's language. */
export function CannedTab() {
  const { t } = useTranslation('supportConsole');
  const queryClient = useQueryClient();
  const canned = useCannedReplies();
  const language = currentLanguage();
  const [editing, setEditing] = useState<TCannedReply | 'new' | null>(null);
  const [removing, setRemoving] = useState<TCannedReply | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => callApi(supportChatAdminRoutes.deleteCannedReply, { params: { id } }),
    onSuccess: async () => {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: consoleKeys.canned });
    },
  });
  return (
    <section aria-label={t('canned.heading')} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-[13px] text-ink-soft">{t('canned.intro')}</p>
        <Button variant="primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-3.5" />
          {t('canned.add')}
        </Button>
      </div>
      {canned.isPending ? (
        <Skeleton rows={4} />
      ) : canned.isError ? (
        <ErrorState error={canned.error} onRetry={() => void canned.refetch()} />
      ) : canned.data.items.length === 0 ? (
        <EmptyState title={t('canned.emptyTitle')} hint={t('canned.emptyHint')} />
      ) : (
        <ul className="space-y-2">
          {canned.data.items.map((c) => (
            <li
              key={c.id}
              className="flex items-start justify-between gap-2 rounded border border-line p-2 text-[13px]"
            >
              <div className="min-w-0">
                <p className="font-medium">{c.title[language]}</p>
                <p className="whitespace-pre-wrap break-words text-ink-soft">{c.text[language]}</p>
              </div>
              <span className="flex shrink-0 gap-1">
                <Button
                  size="sm"
                  aria-label={t('canned.editOf', { title: c.title[language] })}
                  onClick={() => setEditing(c)}
                >
                  <Pencil aria-hidden className="size-3.5" />
                </Button>
                <Button
                  size="sm"
                  aria-label={t('canned.removeOf', { title: c.title[language] })}
                  onClick={() => {
                    remove.reset();
                    setRemoving(c);
                  }}
                >
                  <Trash2 aria-hidden className="size-3.5" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing ? <CannedDialog editing={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => {
          if (!o) setRemoving(null);
        }}
        title={t('canned.removeTitle', { title: removing?.title[language] ?? '' })}
        description={t('canned.removeText')}
        confirmLabel={t('canned.remove')}
        danger
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        error={remove.isError ? errorMessage(remove.error) : null}
      />
    </section>
  );
}

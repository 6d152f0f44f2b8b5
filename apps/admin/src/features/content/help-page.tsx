import { contentAdminRoutes, type TAdminHelpTopic, type THelpTopicInput } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { Field, Input } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { NumberInput } from '../../shared/ui/number-input';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState, InlineMessage } from '../../shared/ui/states';
import { LocalizedFields } from './localized-fields';

const helpKey = ['content', 'help'] as const;

function blank(): THelpTopicInput {
  return { tag: '', title: { ms: '', en: '', zh: '' }, content: { ms: '', en: '', zh: '' }, sort: 0 };
}

/** A help topic's dialog: its key, title and words in three languages, and its place in the list. */
function HelpDialog({ topic, onClose }: { topic: TAdminHelpTopic | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<THelpTopicInput>(() =>
    topic ? { tag: topic.tag, title: topic.title, content: topic.content, sort: topic.sort } : blank(),
  );
  const save = useMutation({
    mutationFn: () =>
      topic
        ? callApi(contentAdminRoutes.updateHelpTopic, { params: { id: topic.id }, body: draft })
        : callApi(contentAdminRoutes.createHelpTopic, { body: draft }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: helpKey });
      onClose();
    },
  });
  const issues = fieldIssues(save.error);
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={topic ? t('help.editTitle') : t('help.newTitle')}
      description={t('help.formHint')}
      onSubmit={() => save.mutate()}
      error={save.isError && Object.keys(issues).length === 0 ? save.error.message : null}
      submitLabel={t('save')}
      pending={save.isPending}
    >
      <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto pr-1">
        <Field label={t('help.tag')} error={issues.tag} hint={t('help.tagHint')}>
          {(field) => (
            <Input {...field} value={draft.tag} onChange={(e) => setDraft({ ...draft, tag: e.target.value })} />
          )}
        </Field>
        <LocalizedFields
          name="title"
          labels={{ ms: t('titleIn.ms'), en: t('titleIn.en'), zh: t('titleIn.zh') }}
          value={draft.title}
          onChange={(title) => setDraft({ ...draft, title })}
          errors={issues}
        />
        <LocalizedFields
          name="content"
          long
          labels={{ ms: t('contentIn.ms'), en: t('contentIn.en'), zh: t('contentIn.zh') }}
          value={draft.content}
          onChange={(content) => setDraft({ ...draft, content })}
          errors={issues}
        />
        <NumberInput
          label={t('sort')}
          min={0}
          max={10_000}
          value={draft.sort}
          onChange={(sort) => setDraft({ ...draft, sort })}
          error={issues.sort}
        />
      </div>
    </FormDialog>
  );
}

/** The help centre's topics (ADR 068) in the site's order: add, change, remove. */
export function HelpPage() {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: helpKey, queryFn: () => callApi(contentAdminRoutes.helpTopics, {}) });
  const [editing, setEditing] = useState<TAdminHelpTopic | 'new' | null>(null);
  const [removing, setRemoving] = useState<TAdminHelpTopic | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => callApi(contentAdminRoutes.deleteHelpTopic, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: helpKey });
      setRemoving(null);
    },
  });
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('help.title')}
        description={t('help.description')}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {t('help.new')}
          </Button>
        }
      />
      {remove.isError ? <InlineMessage tone="bad">{errorMessage(remove.error)}</InlineMessage> : null}
      <Panel>
        <QueryView
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t('help.emptyTitle')} hint={t('help.emptyHint')} />}
        >
          {(data) => (
            <DataTable
              caption={t('help.title')}
              rows={data.items}
              rowKey={(r) => r.id}
              columns={[
                {
                  id: 'title',
                  header: t('columns.title'),
                  cell: (r) => (
                    <button type="button" className="text-left font-medium text-accent" onClick={() => setEditing(r)}>
                      {r.title.en}
                    </button>
                  ),
                },
                { id: 'tag', header: t('help.tag'), cell: (r) => <code className="text-[12px]">{r.tag}</code> },
                { id: 'sort', header: t('sort'), cell: (r) => r.sort },
                {
                  id: 'actions',
                  header: t('columns.actions'),
                  cell: (r) => (
                    <Button size="sm" variant="danger" onClick={() => setRemoving(r)}>
                      {t('help.remove')}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
      </Panel>
      {editing ? <HelpDialog topic={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('help.removeTitle')}
        description={t('help.removeText', { title: removing?.title.en ?? '' })}
        confirmLabel={t('help.remove')}
        onConfirm={() => (removing ? remove.mutate(removing.id) : undefined)}
        pending={remove.isPending}
        danger
      />
    </div>
  );
}

import { contentAdminRoutes, type TAdminHelpTopic, type THelpTopicInput } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { Field, Input } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { NumberInput } from '../../shared/ui/number-input';
import { ContentList } from './content-list';
import { TitleAndContentFields } from './localized-fields';

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
        <TitleAndContentFields draft={draft} onChange={setDraft} errors={issues} />
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
  const remove = useMutation({
    mutationFn: (id: string) => callApi(contentAdminRoutes.deleteHelpTopic, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKey }),
  });
  return (
    <ContentList
      words={{
        title: t('help.title'),
        description: t('help.description'),
        add: t('help.new'),
        emptyTitle: t('help.emptyTitle'),
        emptyHint: t('help.emptyHint'),
      }}
      query={query}
      editor={(row, close) => <HelpDialog topic={row} onClose={close} />}
      action={{
        mutation: remove,
        title: t('help.removeTitle'),
        text: (row) => t('help.removeText', { title: row.title.en }),
        label: t('help.remove'),
      }}
      columns={({ edit, confirm }) => [
        {
          id: 'title',
          header: t('columns.title'),
          cell: (r) => (
            <button type="button" className="text-left font-medium text-accent" onClick={() => edit(r)}>
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
            <Button size="sm" variant="danger" onClick={() => confirm(r)}>
              {t('help.remove')}
            </Button>
          ),
        },
      ]}
    />
  );
}

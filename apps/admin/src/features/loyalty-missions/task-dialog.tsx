import { missionsAdminRoutes, type TAdminDailyTask, type TDailyTaskInput } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { Switch } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { NumberInput } from '../../shared/ui/number-input';
import { type GoalDraft, GoalFields, missionsKey, TitleFields } from './goal-fields';

interface Draft extends GoalDraft {
  title: { ms: string; en: string; zh: string };
  enabled: boolean;
  sort: number;
}

function draftOf(task: TAdminDailyTask | null): Draft {
  if (task) {
    return {
      title: task.title,
      goal: task.goal,
      scope: task.scope ?? '',
      target: task.target,
      reward: task.reward,
      enabled: task.enabled,
      sort: task.sort,
    };
  }
  return {
    title: { ms: '', en: '', zh: '' },
    goal: 'bets_count',
    scope: '',
    target: '',
    reward: '',
    enabled: true,
    sort: 0,
  };
}

const bodyOf = (draft: Draft): TDailyTaskInput => ({
  title: draft.title,
  goal: draft.goal,
  scope: draft.scope || null,
  target: draft.target,
  reward: draft.reward,
  enabled: draft.enabled,
  sort: draft.sort,
});

/** A new daily task or an edit: counted from midnight to midnight in the brand's time, paid once a day. */
export function TaskDialog({
  task,
  currency,
  onClose,
}: {
  task: TAdminDailyTask | null;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('loyaltyMissions');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(task));
  const save = useMutation({
    mutationFn: () =>
      task
        ? callApi(missionsAdminRoutes.updateDailyTask, { params: { id: task.id }, body: bodyOf(draft) })
        : callApi(missionsAdminRoutes.createDailyTask, { body: bodyOf(draft) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: missionsKey });
      onClose();
    },
  });
  const issues = fieldIssues(save.error);
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={task ? t('tasks.edit') : t('tasks.new')}
      description={t('tasks.formHint')}
      onSubmit={() => save.mutate()}
      error={save.isError && Object.keys(issues).length === 0 ? save.error.message : null}
      submitLabel={task ? t('form.save') : t('form.create')}
      pending={save.isPending}
    >
      <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto pr-1">
        <TitleFields title={draft.title} onChange={(title) => setDraft({ ...draft, title })} issues={issues} />
        <GoalFields
          draft={draft}
          onChange={(goal) => setDraft({ ...draft, ...goal })}
          currency={currency}
          issues={issues}
        />
        <NumberInput
          label={t('form.sort')}
          min={0}
          max={100_000}
          value={draft.sort}
          onChange={(sort) => setDraft({ ...draft, sort })}
          error={issues.sort}
        />
        <Switch
          label={t('form.enabled')}
          checked={draft.enabled}
          onCheckedChange={(enabled) => setDraft({ ...draft, enabled })}
        />
      </div>
    </FormDialog>
  );
}

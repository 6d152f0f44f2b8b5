import { missionsAdminRoutes, type TAdminMission, type TMissionInput } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { fromZoneInput, toZoneInput } from '../../shared/lib/time';
import { Switch } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { WindowFields } from '../../shared/ui/window-fields';
import { type GoalDraft, GoalFields, missionsKey, TitleFields } from './goal-fields';

interface Draft extends GoalDraft {
  title: { ms: string; en: string; zh: string };
  startsAt: string;
  endsAt: string;
  enabled: boolean;
}

function draftOf(mission: TAdminMission | null, timeZone: string): Draft {
  if (mission) {
    return {
      title: mission.title,
      goal: mission.goal,
      scope: mission.scope ?? '',
      target: mission.target,
      reward: mission.reward,
      startsAt: toZoneInput(mission.startsAt, timeZone),
      endsAt: toZoneInput(mission.endsAt, timeZone),
      enabled: mission.enabled,
    };
  }
  const day = 86_400_000;
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  return {
    title: { ms: '', en: '', zh: '' },
    goal: 'bets_amount',
    scope: '',
    target: '',
    reward: '',
    startsAt: toZoneInput(new Date(start).toISOString(), timeZone),
    endsAt: toZoneInput(new Date(start + 7 * day).toISOString(), timeZone),
    enabled: true,
  };
}

function bodyOf(draft: Draft, timeZone: string): TMissionInput {
  return {
    title: draft.title,
    goal: draft.goal,
    scope: draft.scope || null,
    target: draft.target,
    reward: draft.reward,
    // A time the browser cannot read is sent as typed, so the server names the field.
    startsAt: fromZoneInput(draft.startsAt, timeZone) ?? draft.startsAt,
    endsAt: fromZoneInput(draft.endsAt, timeZone) ?? draft.endsAt,
    enabled: draft.enabled,
  };
}

/**
 * A new mission or an edit: titles, the goal, the window in the brand's time and the reward. Once a mission has
 * started only its titles, its end and whether it shows may change; the server says so if anything else is touched.
 */
export function MissionDialog({
  mission,
  currency,
  timeZone,
  onClose,
}: {
  mission: TAdminMission | null;
  currency: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('loyaltyMissions');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(mission, timeZone));
  const save = useMutation({
    mutationFn: () =>
      mission
        ? callApi(missionsAdminRoutes.updateMission, { params: { id: mission.id }, body: bodyOf(draft, timeZone) })
        : callApi(missionsAdminRoutes.createMission, { body: bodyOf(draft, timeZone) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: missionsKey });
      onClose();
    },
  });
  const issues = fieldIssues(save.error);
  const started = mission !== null && mission.state !== 'upcoming';
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={mission ? t('missions.edit') : t('missions.new')}
      description={started ? t('missions.startedHint') : t('missions.formHint')}
      onSubmit={() => save.mutate()}
      error={save.isError && Object.keys(issues).length === 0 ? save.error.message : null}
      submitLabel={mission ? t('form.save') : t('form.create')}
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
        <WindowFields
          startsLabel={t('form.startsAt', { zone: timeZone })}
          endsLabel={t('form.endsAt', { zone: timeZone })}
          value={draft}
          onChange={(window) => setDraft({ ...draft, ...window })}
          errors={issues}
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

import {
  missionScopes,
  missionsAdminRoutes,
  type TAdminRace,
  type TMissionScope,
  type TRaceInput,
} from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { fromZoneInput, toZoneInput } from '../../shared/lib/time';
import { Field, Select, TextArea } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { WindowFields } from '../../shared/ui/window-fields';
import { missionsKey, TitleFields } from './goal-fields';

interface Draft {
  title: { ms: string; en: string; zh: string };
  scope: TMissionScope | '';
  startsAt: string;
  endsAt: string;
  /** The prize of rank 1, 2, … separated by commas or new lines. */
  prizes: string;
}

function draftOf(race: TAdminRace | null, timeZone: string): Draft {
  if (race) {
    return {
      title: race.title,
      scope: race.scope ?? '',
      startsAt: toZoneInput(race.startsAt, timeZone),
      endsAt: toZoneInput(race.endsAt, timeZone),
      prizes: race.prizes.join(', '),
    };
  }
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  return {
    title: { ms: '', en: '', zh: '' },
    scope: '',
    startsAt: toZoneInput(new Date(start).toISOString(), timeZone),
    endsAt: toZoneInput(new Date(start + 7 * 86_400_000).toISOString(), timeZone),
    prizes: '',
  };
}

function bodyOf(draft: Draft, timeZone: string): TRaceInput {
  return {
    title: draft.title,
    scope: draft.scope || null,
    startsAt: fromZoneInput(draft.startsAt, timeZone) ?? draft.startsAt,
    endsAt: fromZoneInput(draft.endsAt, timeZone) ?? draft.endsAt,
    prizes: draft.prizes
      .split(/[,\n]/)
      .map((p) => p.trim())
      .filter((p) => p !== ''),
  };
}

/** The first refusal of the prize table: of the table, or of one rank ("prizes.2" is rank 3). */
function prizeIssue(
  issues: Record<string, string>,
  ofRank: (rank: number, reason: string) => string,
): string | undefined {
  if (issues.prizes) return issues.prizes;
  const key = Object.keys(issues).find((k) => k.startsWith('prizes.'));
  return key ? ofRank(Number(key.slice(7)) + 1, issues[key] ?? '') : undefined;
}

/**
 * A new race or an edit: titles, the product it ranks (or every product), the window in the brand's time and the
 * prize table, rank 1 first. Once started, only its titles and end may change (the server says so otherwise).
 */
export function RaceDialog({
  race,
  currency,
  timeZone,
  onClose,
}: {
  race: TAdminRace | null;
  currency: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('loyaltyMissions');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(race, timeZone));
  const save = useMutation({
    mutationFn: () =>
      race
        ? callApi(missionsAdminRoutes.updateRace, { params: { id: race.id }, body: bodyOf(draft, timeZone) })
        : callApi(missionsAdminRoutes.createRace, { body: bodyOf(draft, timeZone) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: missionsKey });
      onClose();
    },
  });
  const issues = fieldIssues(save.error);
  const started = race !== null && race.state !== 'upcoming';
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={race ? t('races.edit') : t('races.new')}
      description={started ? t('races.startedHint') : t('races.formHint')}
      onSubmit={() => save.mutate()}
      error={save.isError && Object.keys(issues).length === 0 ? save.error.message : null}
      submitLabel={race ? t('form.save') : t('form.create')}
      pending={save.isPending}
    >
      <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto pr-1">
        <TitleFields title={draft.title} onChange={(title) => setDraft({ ...draft, title })} issues={issues} />
        <Field label={t('form.scope')} error={issues.scope}>
          {(field) => (
            <Select
              {...field}
              value={draft.scope}
              onChange={(e) => setDraft({ ...draft, scope: e.target.value as TMissionScope | '' })}
            >
              <option value="">{t('scope.all')}</option>
              {missionScopes.map((scope) => (
                <option key={scope} value={scope}>
                  {t(`scope.${scope}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <WindowFields
          startsLabel={t('form.startsAt', { zone: timeZone })}
          endsLabel={t('form.endsAt', { zone: timeZone })}
          value={draft}
          onChange={(window) => setDraft({ ...draft, ...window })}
          errors={issues}
        />
        <Field
          label={t('form.prizes', { currency })}
          error={prizeIssue(issues, (rank, reason) => t('form.prizeRank', { rank, reason }))}
          hint={t('form.prizesHint')}
        >
          {(field) => (
            <TextArea
              {...field}
              rows={3}
              value={draft.prizes}
              onChange={(e) => setDraft({ ...draft, prizes: e.target.value })}
            />
          )}
        </Field>
      </div>
    </FormDialog>
  );
}

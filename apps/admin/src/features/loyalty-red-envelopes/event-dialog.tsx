import { redEnvelopesAdminRoutes, type TRedEnvelopeEventInput, type TRedEnvelopeRule } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { fromZoneInput, toZoneInput } from '../../shared/lib/time';
import { Field, Input } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { NumberInput } from '../../shared/ui/number-input';
import { WindowFields } from '../../shared/ui/window-fields';

export const eventsKey = ['loyalty', 'red-envelopes'] as const;

interface Draft {
  name: { ms: string; en: string; zh: string };
  pool: string;
  envelopes: number;
  minAmount: string;
  startsAt: string;
  endsAt: string;
  /** 0: no minimum level. */
  vipLevel: number;
  /** 0: no deposit asked. */
  depositDays: number;
}

function blank(timeZone: string): Draft {
  const hour = 3_600_000;
  const start = Math.ceil(Date.now() / hour) * hour;
  return {
    name: { ms: '', en: '', zh: '' },
    pool: '',
    envelopes: 100,
    minAmount: '1.00',
    startsAt: toZoneInput(new Date(start).toISOString(), timeZone),
    endsAt: toZoneInput(new Date(start + 24 * hour).toISOString(), timeZone),
    vipLevel: 0,
    depositDays: 0,
  };
}

function bodyOf(draft: Draft, timeZone: string): TRedEnvelopeEventInput {
  const eligibility: TRedEnvelopeRule[] = [];
  if (draft.vipLevel > 0) eligibility.push({ rule: 'vip_level', min: draft.vipLevel });
  if (draft.depositDays > 0) eligibility.push({ rule: 'deposited_within', days: draft.depositDays });
  return {
    name: draft.name,
    pool: draft.pool,
    envelopes: draft.envelopes,
    minAmount: draft.minAmount,
    // A time the browser cannot read is sent as typed, so the server names the field.
    startsAt: fromZoneInput(draft.startsAt, timeZone) ?? draft.startsAt,
    endsAt: fromZoneInput(draft.endsAt, timeZone) ?? draft.endsAt,
    eligibility,
  };
}

/**
 * A new event: its name in three languages, pool, number of envelopes and their minimum, the window in the brand's
 * time, and who may open one. The server splits the pool and commits to the split when it is saved.
 */
export function EventDialog({
  currency,
  timeZone,
  onClose,
}: {
  currency: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('redEnvelopes');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => blank(timeZone));
  const save = useMutation({
    mutationFn: () => callApi(redEnvelopesAdminRoutes.create, { body: bodyOf(draft, timeZone) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventsKey });
      onClose();
    },
  });
  const issues = fieldIssues(save.error);
  const text = (label: string, value: string, onChange: (v: string) => void, error?: string, hint?: string) => (
    <Field label={label} error={error} hint={hint}>
      {(field) => <Input {...field} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('form.title')}
      description={t('form.description')}
      onSubmit={() => save.mutate()}
      error={save.isError && Object.keys(issues).length === 0 ? save.error.message : null}
      submitLabel={t('form.create')}
      pending={save.isPending}
    >
      <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto pr-1">
        {(['ms', 'en', 'zh'] as const).map((lang) => (
          <Fragment key={lang}>
            {text(
              t(`form.name.${lang}`),
              draft.name[lang],
              (v) => setDraft({ ...draft, name: { ...draft.name, [lang]: v } }),
              issues[`name.${lang}`],
            )}
          </Fragment>
        ))}
        {text(t('form.pool', { currency }), draft.pool, (pool) => setDraft({ ...draft, pool }), issues.pool)}
        <NumberInput
          label={t('form.envelopes')}
          min={1}
          max={10_000}
          value={draft.envelopes}
          onChange={(envelopes) => setDraft({ ...draft, envelopes })}
          error={issues.envelopes}
        />
        {text(
          t('form.minAmount', { currency }),
          draft.minAmount,
          (minAmount) => setDraft({ ...draft, minAmount }),
          issues.minAmount,
          t('form.minAmountHint'),
        )}
        <WindowFields
          startsLabel={t('form.startsAt', { zone: timeZone })}
          endsLabel={t('form.endsAt', { zone: timeZone })}
          value={draft}
          onChange={(window) => setDraft({ ...draft, ...window })}
          errors={issues}
        />
        <NumberInput
          label={t('form.vipLevel')}
          hint={t('form.vipLevelHint')}
          min={0}
          max={99}
          value={draft.vipLevel}
          onChange={(vipLevel) => setDraft({ ...draft, vipLevel })}
        />
        <NumberInput
          label={t('form.depositDays')}
          hint={t('form.depositDaysHint')}
          min={0}
          max={90}
          value={draft.depositDays}
          onChange={(depositDays) => setDraft({ ...draft, depositDays })}
        />
      </div>
    </FormDialog>
  );
}

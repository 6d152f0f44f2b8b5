import { rewardsAdminRoutes, type TAdminRewardProgram, type TRewardProgramSettings } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { Switch } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { NumberInput } from '../../shared/ui/number-input';
import { PageHeader, Panel } from '../../shared/ui/panel';

const programsKey = ['rewards', 'programs'] as const;

/** The dialog that sets one program's choices; a refusal of a field shows under it. */
function ProgramDialog({ program, cap, onClose }: { program: TAdminRewardProgram; cap: number; onClose: () => void }) {
  const { t } = useTranslation('rewards');
  const queryClient = useQueryClient();
  const [form, setForm] = useState<TRewardProgramSettings>({
    autoPay: program.autoPay,
    claimDays: program.claimDays,
    turnoverMultiple: program.turnoverMultiple,
    lifeDays: program.lifeDays,
    maxConversionMultiple: program.maxConversionMultiple,
  });
  const save = useMutation({
    mutationFn: () => callApi(rewardsAdminRoutes.saveProgram, { params: { program: program.program }, body: form }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: programsKey });
      onClose();
    },
  });
  const issues = fieldIssues(save.error);
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('programs.editTitle', { program: t(`program.${program.program}`) })}
      description={t('programs.editDescription')}
      onSubmit={() => save.mutate()}
      error={save.isError && Object.keys(issues).length === 0 ? save.error.message : null}
      submitLabel={t('programs.save')}
      pending={save.isPending}
    >
      <div className="flex flex-col gap-3">
        <Switch
          label={t('programs.autoPay')}
          checked={form.autoPay}
          onCheckedChange={(autoPay) => setForm({ ...form, autoPay })}
        />
        <NumberInput
          label={t('programs.claimDays')}
          hint={t('programs.claimDaysHint')}
          min={1}
          max={90}
          value={form.claimDays}
          onChange={(claimDays) => setForm({ ...form, claimDays })}
          error={issues.claimDays}
        />
        <NumberInput
          label={t('programs.turnoverMultiple')}
          hint={t('programs.turnoverHint', { cap })}
          min={0}
          max={cap}
          value={form.turnoverMultiple}
          onChange={(turnoverMultiple) => setForm({ ...form, turnoverMultiple })}
          error={issues.turnoverMultiple}
        />
        <NumberInput
          label={t('programs.lifeDays')}
          min={1}
          max={90}
          value={form.lifeDays}
          onChange={(lifeDays) => setForm({ ...form, lifeDays })}
          error={issues.lifeDays}
        />
        <NumberInput
          label={t('programs.maxConversion')}
          hint={t('programs.maxConversionHint')}
          min={0}
          max={100}
          value={form.maxConversionMultiple ?? 0}
          // 0 in the box is "no cap" (the contract's null).
          onChange={(multiple) => setForm({ ...form, maxConversionMultiple: multiple > 0 ? multiple : null })}
          error={issues.maxConversionMultiple}
        />
      </div>
    </FormDialog>
  );
}

/**
 * Each loyalty program's choices (ADR 059): whether its rewards are paid at once or wait for the member's claim, how
 * long a claim waits, and the terms of the bonus a reward becomes. A program the brand has not set runs on defaults.
 */
export function RewardProgramsPage() {
  const { t } = useTranslation('rewards');
  const query = useQuery({ queryKey: programsKey, queryFn: () => callApi(rewardsAdminRoutes.programs, {}) });
  const [editing, setEditing] = useState<TAdminRewardProgram | null>(null);
  const times = (n: number) => t('programs.times', { n });
  return (
    <div className="space-y-3">
      <PageHeader title={t('programs.title')} description={t('programs.description')} />
      <Panel>
        <QueryView query={query}>
          {(data) => (
            <>
              <DataTable
                caption={t('programs.title')}
                rows={data.items}
                rowKey={(r) => r.program}
                columns={[
                  {
                    id: 'program',
                    header: t('programs.program'),
                    cell: (r) => (
                      <span className="flex items-center gap-2">
                        <span className="font-medium">{t(`program.${r.program}`)}</span>
                        {r.custom ? null : <Badge tone="neutral">{t('programs.default')}</Badge>}
                      </span>
                    ),
                  },
                  {
                    id: 'pay',
                    header: t('programs.payment'),
                    cell: (r) => (r.autoPay ? t('programs.paidAtOnce') : t('programs.claimed')),
                  },
                  { id: 'claim', header: t('programs.claimDays'), cell: (r) => t('programs.days', { n: r.claimDays }) },
                  { id: 'turnover', header: t('programs.turnoverMultiple'), cell: (r) => times(r.turnoverMultiple) },
                  { id: 'life', header: t('programs.lifeDays'), cell: (r) => t('programs.days', { n: r.lifeDays }) },
                  {
                    id: 'conversion',
                    header: t('programs.maxConversion'),
                    cell: (r) =>
                      r.maxConversionMultiple === null ? t('programs.noCap') : times(r.maxConversionMultiple),
                  },
                  {
                    id: 'edit',
                    header: t('programs.actions'),
                    cell: (r) => (
                      <Button
                        size="sm"
                        onClick={() => setEditing(r)}
                        aria-label={t('programs.editNamed', { program: t(`program.${r.program}`) })}
                      >
                        {t('programs.edit')}
                      </Button>
                    ),
                  },
                ]}
              />
              {editing ? (
                <ProgramDialog program={editing} cap={data.maxTurnoverMultiple} onClose={() => setEditing(null)} />
              ) : null}
            </>
          )}
        </QueryView>
      </Panel>
    </div>
  );
}

import { pointsAdminRoutes, type TPointAdjustResult } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Field, Input, TextArea } from '../../shared/ui/field';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { InlineMessage } from '../../shared/ui/states';
import { pointsKey, pointsText } from './points-format';

const newKey = () => crypto.randomUUID();
/** Signed points with up to two decimals, as the contract takes them ("250", "-12.50"); a plus is dropped. */
const signedPoints = /^[+-]?\d{1,12}(\.\d{1,2})?$/;

/**
 * Points given to or taken off a member by hand (ADR 064), with the reason the audit log and the member's points
 * details keep. It applies at once and never takes a member below zero (the server says so). One key per form, so
 * a double submit adjusts once.
 */
export function PointsAdjustPage() {
  const { t } = useTranslation('points');
  const queryClient = useQueryClient();
  const [memberName, setMemberName] = useState('');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [confirming, setConfirming] = useState(false);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [done, setDone] = useState<TPointAdjustResult | null>(null);

  const typed = points.trim().replace(/^\+/, '');
  const taking = typed.startsWith('-');
  const size = pointsText(typed.replace(/^-/, ''));
  const submit = useMutation({
    mutationFn: () =>
      callApi(pointsAdminRoutes.adjust, {
        body: { memberName: memberName.trim(), points: typed, reason: reason.trim(), idempotencyKey: key },
      }),
    onSuccess: async (result) => {
      setConfirming(false);
      setDone(result);
      setMemberName('');
      setPoints('');
      setReason('');
      setKey(newKey());
      await queryClient.invalidateQueries({ queryKey: pointsKey });
    },
    onError: () => setConfirming(false),
  });
  const serverIssues = fieldIssues(submit.error);
  const errors = { ...serverIssues, ...local };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    submit.reset();
    const problems: Record<string, string> = {};
    if (!memberName.trim()) problems.memberName = t('common:errors.required');
    if (!signedPoints.test(points.trim()) || !/[1-9]/.test(points)) problems.points = t('adjust.pointsInvalid');
    if (!reason.trim()) problems.reason = t('common:errors.required');
    setLocal(problems);
    if (Object.keys(problems).length === 0) setConfirming(true);
  };

  return (
    <div className="space-y-3">
      <PageHeader title={t('adjust.title')} description={t('adjust.description')} />
      <Panel title={t('adjust.formTitle')} labelledBy="points-adjust" description={t('adjust.formHint')}>
        <form noValidate onSubmit={onSubmit} className="grid gap-3 p-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-start">
          <Field label={t('adjust.member')} error={errors.memberName}>
            {(props) => (
              <Input {...props} value={memberName} autoComplete="off" onChange={(e) => setMemberName(e.target.value)} />
            )}
          </Field>
          <Field label={t('adjust.points')} error={errors.points} hint={t('adjust.pointsHint')}>
            {(props) => (
              <Input {...props} value={points} inputMode="decimal" onChange={(e) => setPoints(e.target.value)} />
            )}
          </Field>
          <Field label={t('adjust.reason')} error={errors.reason} hint={t('adjust.reasonHint')}>
            {(props) => (
              <TextArea
                {...props}
                rows={2}
                maxLength={200}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
          <div className="sm:pt-5">
            <Button type="submit" variant="primary">
              {t('adjust.submit')}
            </Button>
          </div>
        </form>
        {submit.isError && Object.keys(serverIssues).length === 0 ? (
          <div className="px-3 pb-3">
            <InlineMessage tone="bad">{errorMessage(submit.error)}</InlineMessage>
          </div>
        ) : null}
        {done ? (
          <div className="px-3 pb-3">
            <InlineMessage tone="ok">
              {t('adjust.done', {
                member: done.memberName,
                change: `${done.points.startsWith('-') ? '' : '+'}${pointsText(done.points)}`,
                balance: pointsText(done.balance),
              })}
            </InlineMessage>
          </div>
        ) : null}
      </Panel>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(taking ? 'adjust.takeTitle' : 'adjust.giveTitle', { points: size, member: memberName.trim() })}
        description={t('adjust.confirmReason', { reason: reason.trim() })}
        confirmLabel={t('adjust.confirm')}
        danger={taking}
        pending={submit.isPending}
        onConfirm={() => submit.mutate()}
      />
    </div>
  );
}

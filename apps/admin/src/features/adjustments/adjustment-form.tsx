import { adminLedgerRoutes, formatMinor, parseAmount, type TAdjustment } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { formatAmount } from '../../shared/lib/money';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Field, Input, TextArea } from '../../shared/ui/field';
import { Panel } from '../../shared/ui/panel';
import { InlineMessage } from '../../shared/ui/states';
import { signedMinor } from './signed-minor';

const newKey = () => crypto.randomUUID();

/**
 * Asks for an adjustment: member, signed amount, reason. The confirmation says which way the money goes
 * and whether a second administrator must approve it; one key per form, so a double submit makes one.
 */
export function AdjustmentForm({
  currency,
  exponent,
  threshold,
}: {
  currency: string;
  exponent: number;
  /** The approval threshold, major units. */
  threshold: string;
}) {
  const { t } = useTranslation('adjustments');
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [confirming, setConfirming] = useState(false);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<TAdjustment | null>(null);

  const submit = useMutation({
    mutationFn: () =>
      callApi(adminLedgerRoutes.requestAdjustment, {
        body: { username: username.trim(), amount: amount.trim(), reason: reason.trim(), idempotencyKey: key },
      }),
    onSuccess: async (adjustment) => {
      setConfirming(false);
      setDone(adjustment);
      setUsername('');
      setAmount('');
      setReason('');
      setKey(newKey());
      await queryClient.invalidateQueries({ queryKey: ['adjustments'] });
    },
    onError: () => setConfirming(false),
  });

  const minor = signedMinor(amount, exponent);
  const thresholdMinor = (() => {
    const parsed = parseAmount(threshold, exponent);
    return parsed.ok ? parsed.minor : 0n;
  })();
  const size = minor === null ? 0n : minor < 0n ? -minor : minor;
  const needsApproval = size > thresholdMinor;
  const money = minor === null ? '' : `${currency} ${formatAmount(formatMinor(size, exponent), exponent)}`;
  const serverErrors = fieldIssues(submit.error);
  const errors = { ...serverErrors, ...localErrors };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    submit.reset();
    const problems: Record<string, string> = {};
    if (!username.trim()) problems.username = t('common:errors.required');
    if (minor === null) problems.amount = t('form.amountInvalid');
    if (!reason.trim()) problems.reason = t('common:errors.required');
    setLocalErrors(problems);
    if (Object.keys(problems).length === 0) setConfirming(true);
  };

  return (
    <Panel
      title={t('form.title')}
      description={t('form.description', { threshold: `${currency} ${formatAmount(threshold, exponent)}` })}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-3 p-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-start">
        <Field label={t('form.username')} error={errors.username}>
          {(props) => (
            <Input {...props} value={username} autoComplete="off" onChange={(e) => setUsername(e.target.value)} />
          )}
        </Field>
        <Field label={t('form.amount', { currency })} error={errors.amount} hint={t('form.amountHint')}>
          {(props) => (
            <Input {...props} value={amount} inputMode="decimal" onChange={(e) => setAmount(e.target.value)} />
          )}
        </Field>
        <Field label={t('form.reason')} error={errors.reason} hint={t('common:reason.hint')}>
          {(props) => (
            <TextArea {...props} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          )}
        </Field>
        <div className="sm:pt-5">
          <Button type="submit" variant="primary">
            {t('form.submit')}
          </Button>
        </div>
      </form>
      {submit.isError && Object.keys(serverErrors).length === 0 ? (
        <div className="px-3 pb-3">
          <InlineMessage tone="bad">{errorMessage(submit.error)}</InlineMessage>
        </div>
      ) : null}
      {done ? (
        <div className="px-3 pb-3">
          <InlineMessage tone="ok">
            {t(done.state === 'applied' ? 'form.applied' : 'form.waiting', {
              amount: `${done.currency} ${formatAmount(done.amount, exponent)}`,
              username: done.username,
            })}
          </InlineMessage>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(minor !== null && minor < 0n ? 'confirm.debitTitle' : 'confirm.creditTitle', {
          amount: money,
          username: username.trim(),
        })}
        description={
          <div className="space-y-1">
            <p>{t('confirm.reason', { reason: reason.trim() })}</p>
            <p className={needsApproval ? 'font-medium text-warn' : ''}>
              {t(needsApproval ? 'confirm.needsApproval' : 'confirm.appliesNow')}
            </p>
          </div>
        }
        confirmLabel={t('confirm.submit')}
        danger={minor !== null && minor < 0n}
        pending={submit.isPending}
        onConfirm={() => submit.mutate()}
      />
    </Panel>
  );
}

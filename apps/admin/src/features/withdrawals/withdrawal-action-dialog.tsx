import { ApiError, type TAdminWithdrawalRow, withdrawalRoutes } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Field, Input, TextArea } from '../../shared/ui/field';
import { WithdrawalAccountNumber } from './withdrawal-account-number';
import { moneyOf } from './withdrawal-labels';

export type ActionKind = 'payFull' | 'payPart' | 'reject' | 'resolve';
export interface WithdrawalAction {
  row: TAdminWithdrawalRow;
  kind: ActionKind;
}

function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/**
 * Asks before the cashier moves money or settles a report: pay all that remains, pay a part (amount and
 * note), reject the remainder (the note is required and the member reads it), or resolve a not-received
 * report (delivered or sent again, with a reply the member reads and an internal note the member never
 * sees). One idempotency key per dialog: a double click pays once.
 */
export function WithdrawalActionDialog({ action, onClose }: { action: WithdrawalAction; onClose: () => void }) {
  const { t } = useTranslation('withdrawals');
  const queryClient = useQueryClient();
  const { row, kind } = action;
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [reply, setReply] = useState('');
  const [outcome, setOutcome] = useState<'delivered' | 'resent'>('delivered');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const outcomeName = useId();
  const money = (value: string) => moneyOf(row, value);

  const mutation = useMutation({
    mutationFn: () => {
      const params = { id: row.id };
      if (kind === 'payFull') return callApi(withdrawalRoutes.adminPay, { params, body: { note, idempotencyKey } });
      if (kind === 'payPart') {
        return callApi(withdrawalRoutes.adminPay, { params, body: { amount: amount.trim(), note, idempotencyKey } });
      }
      if (kind === 'reject') return callApi(withdrawalRoutes.adminReject, { params, body: { note } });
      return callApi(withdrawalRoutes.adminResolve, { params, body: { outcome, reply, note } });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
      onClose();
    },
  });

  const error = mutation.error;
  const amountError =
    error instanceof ApiError && (error.code.startsWith('amount_') || error.code === 'withdrawal_over_remaining')
      ? error.message
      : undefined;
  const dialogError = error && !amountError ? errorMessage(error) : null;
  const noteRequired = kind === 'reject';
  const canConfirm =
    (!noteRequired || note.trim() !== '') &&
    (kind !== 'resolve' || reply.trim() !== '') &&
    (kind !== 'payPart' || amount.trim() !== '');
  const named = { id: row.id, username: row.username, remaining: money(row.remainingAmount) };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`dialog.${kind}.title`, named)}
      description={t(`dialog.${kind}.description`, named)}
      confirmLabel={t(`dialog.${kind}.confirm`, named)}
      onConfirm={() => mutation.mutate()}
      pending={mutation.isPending}
      canConfirm={canConfirm}
      danger={kind === 'reject'}
      error={dialogError}
    >
      <div className="flex flex-col gap-3">
        <p className="rounded border border-line bg-sunken px-2 py-1.5 text-[13px] text-ink">
          {row.bankName} · <WithdrawalAccountNumber row={row} /> · {row.accountName}
        </p>
        {kind === 'payPart' ? (
          <Field
            label={t('dialog.amount', { currency: row.currency })}
            error={amountError}
            hint={t('dialog.amountHint', named)}
          >
            {(props) => (
              <Input
                {...props}
                inputMode="decimal"
                autoComplete="off"
                maxLength={40}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            )}
          </Field>
        ) : null}
        {kind === 'resolve' ? (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-xs font-medium text-ink-soft">{t('dialog.outcome')}</legend>
            {(['delivered', 'resent'] as const).map((value) => (
              <label key={value} className="inline-flex items-start gap-2 text-[13px] text-ink">
                <input
                  type="radio"
                  name={outcomeName}
                  value={value}
                  checked={outcome === value}
                  onChange={() => setOutcome(value)}
                  className="mt-0.5 accent-accent"
                />
                <span>{t(`dialog.outcomes.${value}`)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {kind === 'resolve' ? (
          <Field label={t('dialog.replyRequired')} hint={t('dialog.replyHint')}>
            {(props) => (
              <TextArea {...props} rows={3} maxLength={500} value={reply} onChange={(e) => setReply(e.target.value)} />
            )}
          </Field>
        ) : null}
        <Field
          label={
            kind === 'resolve' ? t('dialog.internalNote') : noteRequired ? t('dialog.noteRequired') : t('dialog.note')
          }
          hint={
            kind === 'reject'
              ? t('dialog.rejectHint')
              : kind === 'resolve'
                ? t('dialog.internalHint')
                : t('dialog.noteHint')
          }
          error={kind === 'payFull' ? amountError : undefined}
        >
          {(props) => (
            <TextArea {...props} rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          )}
        </Field>
      </div>
    </ConfirmDialog>
  );
}

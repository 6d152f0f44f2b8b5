import { maxPromotionReason, parseAmount, promotionsAdminRoutes, type TAdminOffer } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { Field, Input, Select, TextArea } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { useLocalized } from './localized';

const newKey = () => crypto.randomUUID();

/**
 * Grants a member an offer's bonus by hand: member, offer, amount, and a reason for the audit log. The bonus
 * follows the offer's terms like any grant. One key per dialog, so a double submit grants once.
 */
export function ManualGrantDialog({
  open,
  onOpenChange,
  offers,
  currency,
  exponent,
  username: initialUsername = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  offers: TAdminOffer[];
  currency: string;
  exponent: number;
  username?: string;
}) {
  const { t } = useTranslation('promotions');
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState(initialUsername);
  const [offerId, setOfferId] = useState(offers[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [tried, setTried] = useState(false);
  const grant = useMutation({
    mutationFn: () =>
      callApi(promotionsAdminRoutes.manualGrant, {
        body: { username: username.trim(), offerId, amount: amount.trim(), reason: reason.trim(), idempotencyKey: key },
      }),
    onSuccess: async () => {
      setUsername(initialUsername);
      setAmount('');
      setReason('');
      setKey(newKey());
      setTried(false);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: ['promotions'] });
    },
  });
  const parsed = parseAmount(amount.trim(), exponent);
  const local: Record<string, string> = {};
  if (!username.trim()) local.username = t('errors.required');
  if (!offerId) local.offerId = t('errors.required');
  if (!parsed.ok) local.amount = t('errors.amount');
  if (!reason.trim()) local.reason = t('errors.required');
  const server = fieldIssues(grant.error);
  const errorOf = (field: string) => (tried ? local[field] : undefined) ?? server[field];
  // A refusal tied to a field is shown there; anything else (budget spent, no such member) above the buttons.
  const formError =
    grant.isError && !(grant.error instanceof ApiError && grant.error.code === 'invalid_input')
      ? errorMessage(grant.error)
      : null;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('grants.manualTitle')}
      description={t('grants.manualText')}
      submitLabel={t('grants.manualSubmit')}
      pending={grant.isPending}
      error={formError}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(local).length === 0) grant.mutate();
      }}
    >
      <Field label={t('columns.member')} error={errorOf('username')}>
        {(props) => (
          <Input
            {...props}
            autoComplete="off"
            maxLength={64}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('columns.offer')} error={errorOf('offerId')}>
        {(props) => (
          <Select {...props} value={offerId} onChange={(e) => setOfferId(e.target.value)}>
            {offers.map((o) => (
              <option key={o.id} value={o.id}>
                {localized(o.title)} ({o.code})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={`${t('columns.amount')} (${currency})`} error={errorOf('amount')}>
        {(props) => <Input {...props} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
      </Field>
      <Field
        label={t('common:reason.label')}
        hint={`${t('common:reason.hint')} ${t('reasonLength', { n: reason.length, max: maxPromotionReason })}`}
        error={errorOf('reason')}
      >
        {(props) => (
          <TextArea
            {...props}
            rows={3}
            maxLength={maxPromotionReason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}

import { memberSecurityRoutes } from '@gemilang/contract/web';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { TextField } from '../../shared/ui/text-field';
import { fallbackRules, ruleOf, useRefreshAccount, useRegisterSettings } from './api';
import { FormActions, useFields, useRuleCheck, useRuleHint } from './form-kit';

/**
 * Sets the payment password (the first time, proved with the login password) or changes it (with the old
 * one; wrong ones count towards the lock the withdrawal form shares).
 */
export function PaymentPasswordForm({ isSet, onDone }: { isSet: boolean; onDone: () => void }) {
  const { t } = useTranslation(['security', 'patterns']);
  const { data: settings } = useRegisterSettings();
  const rule = ruleOf(settings, 'paymentPassword', fallbackRules.paymentPassword);
  const check = useRuleCheck();
  const hint = useRuleHint();
  const refresh = useRefreshAccount();
  const form = useFields({ proof: '', next: '', confirm: '' });
  const { values } = form;
  const digitsOnly = rule.patternId === 6;

  const submit = () =>
    form.submit(
      {
        proof: values.proof === '' ? t('patterns:required') : undefined,
        next: check(rule, values.next),
        confirm:
          values.confirm === ''
            ? t('patterns:required')
            : values.confirm !== values.next
              ? t('patterns:mismatch')
              : undefined,
      },
      async () => {
        try {
          if (isSet) {
            await callApi(memberSecurityRoutes.changePaymentPassword, {
              body: {
                oldPaymentPassword: values.proof,
                newPaymentPassword: values.next,
                confirmNewPaymentPassword: values.confirm,
              },
            });
          } else {
            await callApi(memberSecurityRoutes.setPaymentPassword, {
              body: { password: values.proof, paymentPassword: values.next, confirmPaymentPassword: values.confirm },
            });
          }
        } finally {
          // A wrong old password may have locked it: the row's state changes either way.
          void refresh();
        }
        onDone();
        void showGeneralDialog({
          icon: 'success',
          text: t(isSet ? 'paymentPassword.doneChange' : 'paymentPassword.doneSet'),
          autoCloseMs: 2500,
        });
      },
      {
        wrong_old_password: 'proof',
        payment_password_wrong: 'proof',
        same_password: 'next',
        payment_password_same_as_login: 'next',
        passwords_mismatch: 'confirm',
        password: 'proof',
        oldPaymentPassword: 'proof',
        paymentPassword: 'next',
        newPaymentPassword: 'next',
        confirmPaymentPassword: 'confirm',
        confirmNewPaymentPassword: 'confirm',
      },
    );

  const pin = digitsOnly ? ({ inputMode: 'numeric', maxLength: rule.maxLength } as const) : {};
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t(isSet ? 'paymentPassword.old' : 'paymentPassword.loginPassword')}
        required
        type="password"
        autoComplete={isSet ? 'off' : 'current-password'}
        icon={<KeyRound size={18} />}
        {...(isSet ? pin : {})}
        {...form.bind('proof')}
      />
      <TextField
        label={t(isSet ? 'paymentPassword.newChange' : 'paymentPassword.new')}
        required
        type="password"
        autoComplete="off"
        icon={<LockKeyhole size={18} />}
        hint={hint(rule)}
        {...pin}
        {...form.bind('next')}
      />
      <TextField
        label={t(isSet ? 'paymentPassword.confirmChange' : 'paymentPassword.confirm')}
        required
        type="password"
        autoComplete="off"
        icon={<LockKeyhole size={18} />}
        {...pin}
        {...form.bind('confirm')}
      />
      <FormActions
        error={form.formError}
        submitting={form.submitting}
        label={t(isSet ? 'paymentPassword.submitChange' : 'paymentPassword.submitSet')}
        onCancel={onDone}
      />
    </form>
  );
}

import { memberSecurityRoutes } from '@gemilang/contract/web';
import { AtSign, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { TextField } from '../../shared/ui/text-field';
import { fallbackRules, ruleOf, useRefreshAccount, useRegisterSettings } from './api';
import { CodeButton } from './code-button';
import { FormActions, useFields, useRuleCheck, useRuleHint } from './form-kit';

const requestCodeFields = { email_taken: 'email', sms_too_soon: 'email', sms_hourly_limit: 'email' } as const;
const confirmFields = {
  email_taken: 'email',
  verification_code_wrong: 'verificationCode',
  verification_code_expired: 'verificationCode',
} as const;

/** Binds (or verifies) an e-mail address with a code sent to it. */
export function EmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['security', 'patterns']);
  const { data: settings } = useRegisterSettings();
  // Whatever registration asks of addresses, this one must be an address.
  const rule = { ...ruleOf(settings, 'email', fallbackRules.email), patternId: 3 };
  const check = useRuleCheck();
  const hint = useRuleHint();
  const refresh = useRefreshAccount();
  const form = useFields({ email: '', verificationCode: '' });
  const { values } = form;
  const [sent, setSent] = useState<string | null>(null);

  async function requestCode() {
    const problem = check(rule, values.email.trim());
    if (problem) {
      form.setErrors({ email: problem });
      return null;
    }
    return callApi(memberSecurityRoutes.emailCode, { body: { email: values.email.trim() } });
  }

  const submit = () =>
    form.submit(
      {
        email: check(rule, values.email.trim()),
        verificationCode: values.verificationCode.trim() === '' ? t('patterns:required') : undefined,
      },
      async () => {
        await callApi(memberSecurityRoutes.bindEmail, {
          body: { email: values.email.trim(), verificationCode: values.verificationCode.trim() },
        });
        await refresh();
        onDone();
        void showGeneralDialog({ icon: 'success', text: t('email.done'), autoCloseMs: 2500 });
      },
      confirmFields,
    );

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
        label={t('email.address')}
        required
        type="email"
        autoComplete="email"
        icon={<AtSign size={18} />}
        hint={hint(rule)}
        {...form.bind('email')}
      />
      <TextField
        label={t('email.code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        icon={<MailCheck size={18} />}
        addon={
          <CodeButton
            request={requestCode}
            onSent={(reply) => setSent(t('code.sent', { minutes: reply.expiredMinutes }))}
            onError={(error) => form.fail(error, requestCodeFields)}
          />
        }
        {...form.bind('verificationCode')}
      />
      <p role="status" className="-mt-1 text-ink-soft text-xs empty:hidden">
        {sent}
      </p>
      <FormActions error={form.formError} submitting={form.submitting} label={t('email.submit')} onCancel={onDone} />
    </form>
  );
}

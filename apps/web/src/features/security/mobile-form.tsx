import { memberSecurityRoutes } from '@gemilang/contract/web';
import { MessageSquareText, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { TextField } from '../../shared/ui/text-field';
import { fallbackRules, ruleOf, useRefreshAccount, useRegisterSettings } from './api';
import { CodeButton } from './code-button';
import { FormActions, useFields, useRuleCheck, useRuleHint } from './form-kit';

const codeFields = {
  mobile_taken: 'mobileNum',
  invalid_phone: 'mobileNum',
  verification_code_wrong: 'verificationCode',
  verification_code_expired: 'verificationCode',
} as const;

// A refusal of the code request is about the number (taken, invalid, asked too often).
const requestCodeFields = {
  mobile_taken: 'mobileNum',
  invalid_phone: 'mobileNum',
  sms_too_soon: 'mobileNum',
  sms_hourly_limit: 'mobileNum',
} as const;

/** Binds (or verifies) a mobile number: a code is sent to the new number, then confirmed here. */
export function MobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['security', 'patterns']);
  const { data: settings } = useRegisterSettings();
  const rule = ruleOf(settings, 'mobileNum', fallbackRules.mobileNum);
  const check = useRuleCheck();
  const hint = useRuleHint();
  const refresh = useRefreshAccount();
  const countries = settings?.countries ?? [];
  const preferred = countries.find((c) => c.countryCode === settings?.defaultCountryCode) ?? countries[0];
  const form = useFields({ countryDialingCode: '', mobileNum: '', verificationCode: '' });
  const { values } = form;
  const dialingCode = values.countryDialingCode || preferred?.countryDialingCode || '60';
  const [sent, setSent] = useState<string | null>(null);

  async function requestCode() {
    const problem = check(rule, values.mobileNum.trim());
    if (problem) {
      form.setErrors({ mobileNum: problem });
      return null;
    }
    return callApi(memberSecurityRoutes.mobileCode, {
      body: { mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode },
    });
  }

  const submit = () =>
    form.submit(
      {
        mobileNum: check(rule, values.mobileNum.trim()),
        verificationCode: values.verificationCode.trim() === '' ? t('patterns:required') : undefined,
      },
      async () => {
        await callApi(memberSecurityRoutes.bindMobile, {
          body: {
            mobileNum: values.mobileNum.trim(),
            countryDialingCode: dialingCode,
            verificationCode: values.verificationCode.trim(),
          },
        });
        await refresh();
        onDone();
        void showGeneralDialog({ icon: 'success', text: t('mobile.done'), autoCloseMs: 2500 });
      },
      codeFields,
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
        label={t('mobile.number')}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        icon={<Smartphone size={18} />}
        hint={hint(rule)}
        prefix={
          countries.length > 0 ? (
            <select
              aria-label={t('mobile.dialingCode')}
              value={dialingCode}
              onChange={form.bind('countryDialingCode').onChange}
              className="-ml-1 shrink-0 cursor-pointer rounded-md border-line border-r bg-transparent py-2 pr-1 text-ink text-sm tabular outline-none focus-visible:outline-2 focus-visible:outline-gold"
            >
              {countries.map((c) => (
                <option key={c.countryCode} value={c.countryDialingCode} className="bg-surface">
                  +{c.countryDialingCode} {c.countryCode}
                </option>
              ))}
            </select>
          ) : null
        }
        {...form.bind('mobileNum')}
      />
      <TextField
        label={t('mobile.code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        icon={<MessageSquareText size={18} />}
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
      <FormActions error={form.formError} submitting={form.submitting} label={t('mobile.submit')} onCancel={onDone} />
    </form>
  );
}

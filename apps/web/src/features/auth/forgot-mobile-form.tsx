import { memberRoutes, sessionRoutes, type TRegisterSettings } from '@gemilang/contract';
import { Lock, MessageSquareText, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/text-field';
import { defaultDialingCode, filledRule, mustFill, ruleOf } from './api';
import { useCompleteLogin } from './complete-login';
import { DialingCodeSelect } from './dialing-code-select';
import { applyServerError, useErrorText, useHintText, useRevalidateOnLanguageChange } from './form-errors';
import { checkWith } from './rule-validate';
import { SmsButton } from './sms-button';

interface Values {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Reset by phone (CHNGPASSVERIF3; spec §5: mobile, code and new password rules, all required). The server
 * signs the member in with the new password, so the dialog ends signed in (spec §4).
 */
export function ForgotMobileForm({ settings }: { settings: TRegisterSettings | undefined }) {
  const { t } = useTranslation('auth');
  const complete = useCompleteLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const password = mustFill(ruleOf(settings, 'password'));
  const rules = {
    mobileNum: mustFill(ruleOf(settings, 'mobileNum')),
    verificationCode: filledRule(12),
    newPassword: password,
    confirmPassword: password,
  };
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      countryDialingCode: defaultDialingCode(settings),
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmPassword: '',
    },
  });
  const { register, handleSubmit, setError, getValues, trigger, formState } = form;
  const errorText = useErrorText(formState.errors, rules);
  const hintText = useHintText(rules);
  useRevalidateOnLanguageChange(form);

  async function requestCode() {
    if (!(await trigger('mobileNum'))) return null;
    const { mobileNum, countryDialingCode } = getValues();
    return callApi(sessionRoutes.smsLoginCode, { body: { mobileNum: mobileNum.trim(), countryDialingCode } });
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const value = await callApi(memberRoutes.resetByPhone, {
        body: {
          mobileNum: values.mobileNum.trim(),
          verificationCode: values.verificationCode.trim(),
          newPassword: values.newPassword.trim(),
          countryDialingCode: values.countryDialingCode || undefined,
        },
      });
      await complete(value, 'sms');
    } catch (error) {
      setFormError(
        applyServerError(
          error,
          ['mobileNum', 'verificationCode', 'newPassword'],
          (name, e) => setError(name as keyof Values, e),
          { password: 'newPassword' },
        ),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-ink-soft text-sm">{t('forgot.mobileIntro')}</p>
      <TextField
        label={t('fields.mobileNum')}
        hideLabel
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        icon={<Smartphone size={18} />}
        prefix={
          settings?.countries.length ? (
            <DialingCodeSelect countries={settings.countries} registration={register('countryDialingCode')} />
          ) : null
        }
        hint={hintText('mobileNum')}
        error={errorText('mobileNum')}
        {...register('mobileNum', { validate: checkWith(rules.mobileNum) })}
      />
      <TextField
        label={t('fields.verificationCode')}
        hideLabel
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        icon={<MessageSquareText size={18} />}
        error={errorText('verificationCode')}
        addon={<SmsButton request={requestCode} />}
        {...register('verificationCode', { validate: checkWith(rules.verificationCode) })}
      />
      <TextField
        label={t('fields.newPassword')}
        hideLabel
        required
        type="password"
        autoComplete="new-password"
        icon={<Lock size={18} />}
        hint={hintText('newPassword')}
        error={errorText('newPassword')}
        {...register('newPassword', { validate: checkWith(rules.newPassword), deps: ['confirmPassword'] })}
      />
      <TextField
        label={t('fields.confirmPassword')}
        hideLabel
        required
        type="password"
        autoComplete="new-password"
        icon={<Lock size={18} />}
        error={errorText('confirmPassword')}
        {...register('confirmPassword', {
          validate: (value) => (value.trim() === '' ? 'required' : value === getValues('newPassword') || 'mismatch'),
        })}
      />
      {formError ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={formState.isSubmitting}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

import type { TRegisterSettings } from '@gemilang/contract';
import { memberRoutes } from '@gemilang/contract/web';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { defaultDialingCode, filledRule, mustFill, ruleOf } from './api';
import { useCompleteLogin } from './complete-login';
import { applyServerError } from './form-errors';
import { FormFooter } from './form-footer';
import { MobileNumberField } from './mobile-number-field';
import { NewPasswordFields } from './new-password-fields';
import { checkWith } from './rule-validate';
import { sendLoginCode } from './send-login-code';
import { SmsCodeField } from './sms-code-field';
import { useFormMessages } from './use-form-messages';

interface Values {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Reset by phone (CHNGPASSVERIF3; mobile, code and new password rules, all required). The server
 * signs the member in with the new password, so the dialog ends signed in.
 */
export function ForgotMobileForm({ settings }: { settings: TRegisterSettings | undefined }) {
  const { t } = useTranslation('auth');
  const complete = useCompleteLogin();
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
  const { errorText, hintText, formError, setFormError } = useFormMessages(form, rules);

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
      <MobileNumberField
        settings={settings}
        dialingCode={register('countryDialingCode')}
        hint={hintText('mobileNum')}
        error={errorText('mobileNum')}
        registration={register('mobileNum', { validate: checkWith(rules.mobileNum) })}
      />
      <SmsCodeField
        request={() => sendLoginCode(() => trigger('mobileNum'), getValues, 'reset')}
        error={errorText('verificationCode')}
        registration={register('verificationCode', { validate: checkWith(rules.verificationCode) })}
      />
      <NewPasswordFields rule={rules.newPassword} register={register} errorText={errorText} hintText={hintText} />
      <FormFooter error={formError} submitting={formState.isSubmitting} label={t('forgot.submit')} />
    </form>
  );
}

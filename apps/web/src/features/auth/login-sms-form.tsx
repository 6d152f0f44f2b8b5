import { sessionRoutes, type TRegisterSettings } from '@gemilang/contract';
import { MessageSquareText, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { TextField } from '../../shared/ui/text-field';
import { defaultDialingCode, filledRule, mustFill, ruleOf, useRegisterSettings } from './api';
import { CaptchaField } from './captcha-field';
import { DialingCodeSelect } from './dialing-code-select';
import { applyServerError, useErrorText, useRevalidateOnLanguageChange } from './form-errors';
import { checkWith } from './rule-validate';
import { SmsButton } from './sms-button';
import { useLogin, useLoginCaptchaRequired } from './use-login';

interface Values {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
}

/** Code login (MOBILEVERCODELOGIN3): the mobile number is the username and the SMS code the password (spec §3). */
export function LoginSmsForm() {
  const settings = useRegisterSettings();
  // The form takes its dialling code and mobile rule from the settings when it mounts, so it waits for them.
  if (settings.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    );
  }
  return <SmsForm settings={settings.data} />;
}

function SmsForm({ settings }: { settings: TRegisterSettings | undefined }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const captchaRequired = useLoginCaptchaRequired();
  const [formError, setFormError] = useState<string | null>(null);
  const rules = {
    mobileNum: mustFill(ruleOf(settings, 'mobileNum')),
    verificationCode: filledRule(255),
    captcha: filledRule(16),
  };
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      countryDialingCode: defaultDialingCode(settings),
      mobileNum: '',
      verificationCode: '',
      captcha: '',
    },
  });
  const { register, handleSubmit, setError, setValue, getValues, trigger, formState } = form;
  const errorText = useErrorText(formState.errors, rules);
  useRevalidateOnLanguageChange(form);

  async function requestCode() {
    if (!(await trigger('mobileNum'))) return null;
    const { mobileNum, countryDialingCode } = getValues();
    return callApi(sessionRoutes.smsLoginCode, { body: { mobileNum: mobileNum.trim(), countryDialingCode } });
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const refusal = await login({
      form: {
        username: values.mobileNum,
        password: values.verificationCode,
        captcha: values.captcha,
        type: 'sms',
        countryDialingCode: values.countryDialingCode,
      },
    });
    if (!refusal) return;
    setValue('captcha', '');
    setFormError(
      applyServerError(
        refusal,
        ['mobileNum', 'verificationCode', 'captcha'],
        (name, e) => setError(name as keyof Values, e),
        { username: 'mobileNum', password: 'verificationCode' },
      ),
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
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
        maxLength={255}
        error={errorText('verificationCode')}
        addon={<SmsButton request={requestCode} />}
        {...register('verificationCode', { validate: checkWith(rules.verificationCode) })}
      />
      {captchaRequired ? (
        <CaptchaField
          registration={register('captcha', { validate: checkWith(rules.captcha), shouldUnregister: true })}
          error={errorText('captcha')}
        />
      ) : null}
      {formError ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={formState.isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

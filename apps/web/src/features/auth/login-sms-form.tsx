import type { TRegisterSettings } from '@gemilang/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../shared/ui/skeleton';
import { defaultDialingCode, filledRule, mustFill, ruleOf, useRegisterSettings } from './api';
import { CaptchaField } from './captcha-field';
import { applyServerError } from './form-errors';
import { FormFooter } from './form-footer';
import { MobileNumberField } from './mobile-number-field';
import { checkWith } from './rule-validate';
import { sendLoginCode } from './send-login-code';
import { SmsCodeField } from './sms-code-field';
import { useFormMessages } from './use-form-messages';
import { useLogin, useLoginCaptchaRequired } from './use-login';

interface Values {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
}

/** Code login (MOBILEVERCODELOGIN3): the mobile number is the username and the SMS code the password. */
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
  const { errorText, formError, setFormError } = useFormMessages(form, rules);

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
      <MobileNumberField
        settings={settings}
        dialingCode={register('countryDialingCode')}
        error={errorText('mobileNum')}
        registration={register('mobileNum', { validate: checkWith(rules.mobileNum) })}
      />
      <SmsCodeField
        request={() => sendLoginCode(() => trigger('mobileNum'), getValues)}
        maxLength={255}
        error={errorText('verificationCode')}
        registration={register('verificationCode', { validate: checkWith(rules.verificationCode) })}
      />
      {captchaRequired ? (
        <CaptchaField
          registration={register('captcha', { validate: checkWith(rules.captcha), shouldUnregister: true })}
          error={errorText('captcha')}
        />
      ) : null}
      <FormFooter error={formError} submitting={formState.isSubmitting} label={t('login.submit')} />
    </form>
  );
}

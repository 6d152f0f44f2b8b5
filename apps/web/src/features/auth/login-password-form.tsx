import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../shared/dialogs';
import { TextField } from '../../shared/ui/text-field';
import { filledRule } from './api';
import { CaptchaField } from './captcha-field';
import { applyServerError } from './form-errors';
import { FormFooter } from './form-footer';
import { rememberedUser } from './remember-user';
import { useFormMessages } from './use-form-messages';
import { useLogin, useLoginCaptchaRequired } from './use-login';
import { UsernameField } from './username-field';

interface Values {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

const rules = { username: filledRule(64), password: filledRule(128), captcha: filledRule(16) };
const required = (value: string) => value.trim() !== '' || 'required';

/** Username and password sign-in (both required, captcha when shown, values trimmed). */
export function LoginPasswordForm() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const captchaRequired = useLoginCaptchaRequired();
  const remembered = rememberedUser();
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { username: remembered, password: '', captcha: '', remember: remembered !== '' },
  });
  const { register, handleSubmit, setError, setValue, formState } = form;
  const { errorText, formError, setFormError } = useFormMessages(form, rules);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const refusal = await login({
      form: { username: values.username, password: values.password, captcha: values.captcha, type: 'username' },
      remember: values.remember,
    });
    if (!refusal) return;
    setValue('captcha', '');
    setFormError(
      applyServerError(refusal, ['username', 'password', 'captcha'], (name, e) => setError(name as keyof Values, e)),
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <UsernameField error={errorText('username')} registration={register('username', { validate: required })} />
      <TextField
        label={t('fields.password')}
        hideLabel
        required
        type="password"
        icon={<Lock size={18} />}
        autoComplete="current-password"
        error={errorText('password')}
        {...register('password', { validate: required })}
      />
      {captchaRequired ? (
        <CaptchaField
          registration={register('captcha', { validate: required, shouldUnregister: true })}
          error={errorText('captcha')}
        />
      ) : null}
      <div className="flex items-center justify-between gap-3 text-sm">
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-ink-soft">
          <input type="checkbox" className="size-4 accent-gold" {...register('remember')} />
          {t('login.remember')}
        </label>
        <button
          type="button"
          onClick={() => openDialog('forgotPassword')}
          className="min-h-10 text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold"
        >
          {t('login.forgot')}
        </button>
      </div>
      <FormFooter error={formError} submitting={formState.isSubmitting} label={t('login.submit')} />
    </form>
  );
}

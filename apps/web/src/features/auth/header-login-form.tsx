import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../shared/dialogs';
import { Button } from '../../shared/ui/button';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { CaptchaImage } from './captcha-field';
import { rememberedUser } from './remember-user';
import { useLogin, useLoginCaptchaRequired } from './use-login';

/**
 * The header top bar's sign-in: username, password and, after a failure that asks for it, the
 * captcha. Below 1024 px there is no room for the form, so it becomes a Log in button (plus Register when
 * asked) and the login dialog does the rest. The form is not even mounted then, so a hidden form never
 * fetches a captcha. The shell puts its own Register button beside it, hence `showRegister` is off by default.
 */
export function HeaderLoginForm({ showRegister = false }: { showRegister?: boolean }) {
  const { t } = useTranslation('auth');
  const wide = useMediaQuery('(min-width: 1024px)');
  if (!wide) {
    return (
      <div className="flex items-center gap-2">
        <Button size="sm" onClick={() => openDialog('login')}>
          {t('login.open')}
        </Button>
        {showRegister ? <RegisterButton /> : null}
      </div>
    );
  }
  return <CompactLoginForm showRegister={showRegister} />;
}

interface Values {
  username: string;
  password: string;
  captcha: string;
}

const input =
  'h-10 min-w-0 rounded-lg border bg-night/70 px-3 text-ink text-sm outline-none transition-colors placeholder:text-ink-soft/70 focus:border-gold';

function CompactLoginForm({ showRegister }: { showRegister: boolean }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const login = useLogin();
  const captchaRequired = useLoginCaptchaRequired();
  const { register, handleSubmit, setValue, formState } = useForm<Values>({
    defaultValues: { username: rememberedUser(), password: '', captcha: '' },
  });
  const filled = (value: string) => value.trim() !== '';
  const border = (name: keyof Values) => (formState.errors[name] ? 'border-danger' : 'border-line');

  const submit = handleSubmit(async (values) => {
    const refusal = await login({
      form: { username: values.username, password: values.password, captcha: values.captcha, type: 'username' },
    });
    if (!refusal) {
      setValue('password', '');
      return;
    }
    setValue('captcha', '');
    // No room in the bar for messages under the inputs: the refusal is shown in the general dialog.
    void showGeneralDialog({ icon: 'warning', text: refusal.message });
  });

  return (
    <form
      noValidate
      aria-label={t('login.headerForm')}
      onSubmit={(event) => void submit(event)}
      className="flex items-center gap-2"
    >
      <label htmlFor={`${id}-username`} className="sr-only">
        {t('fields.username')}
      </label>
      <input
        id={`${id}-username`}
        className={`${input} ${border('username')} w-32 xl:w-40`}
        placeholder={`* ${t('fields.username')}`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        aria-invalid={formState.errors.username ? true : undefined}
        {...register('username', { validate: filled })}
      />
      <label htmlFor={`${id}-password`} className="sr-only">
        {t('fields.password')}
      </label>
      <input
        id={`${id}-password`}
        type="password"
        className={`${input} ${border('password')} w-32 xl:w-40`}
        placeholder={`* ${t('fields.password')}`}
        autoComplete="current-password"
        required
        aria-invalid={formState.errors.password ? true : undefined}
        {...register('password', { validate: filled })}
      />
      {captchaRequired ? (
        <>
          <label htmlFor={`${id}-captcha`} className="sr-only">
            {t('fields.captcha')}
          </label>
          <input
            id={`${id}-captcha`}
            className={`${input} ${border('captcha')} w-24`}
            placeholder={`* ${t('captcha.short')}`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            required
            aria-invalid={formState.errors.captcha ? true : undefined}
            {...register('captcha', { validate: filled, shouldUnregister: true })}
          />
          <CaptchaImage small />
        </>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('login.forgot')}
        title={t('login.forgot')}
        onClick={() => openDialog('forgotPassword')}
      >
        <KeyRound aria-hidden="true" size={18} />
      </Button>
      <Button type="submit" size="sm" loading={formState.isSubmitting}>
        {t('login.submit')}
      </Button>
      {showRegister ? <RegisterButton /> : null}
    </form>
  );
}

/** The Register button beside both the narrow Log in button and the wide form. */
function RegisterButton() {
  const { t } = useTranslation('auth');
  return (
    <Button size="sm" variant="outline" onClick={() => openDialog('register')}>
      {t('login.register')}
    </Button>
  );
}

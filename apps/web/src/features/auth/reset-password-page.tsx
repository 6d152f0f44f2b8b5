import type { TRegisterSettings } from '@gemilang/contract';
import { memberRoutes } from '@gemilang/contract/web';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { openDialog } from '../../shared/dialogs';
import { Button } from '../../shared/ui/button';
import { PageHeader } from '../../shared/ui/page-header';
import { Skeleton } from '../../shared/ui/skeleton';
import { mustFill, ruleOf, useRegisterSettings } from './api';
import { applyServerError } from './form-errors';
import { FormFooter } from './form-footer';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import { useFormMessages } from './use-form-messages';

/**
 * The token of the reset link this page was opened with. It rides in the fragment (#token=…), which the
 * browser never sends, so no server or proxy log holds it (ADR 050). It stays in the address until the new
 * password is saved (the page may be drawn more than once as the site starts), then is taken out.
 */
function linkToken(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

function forgetToken() {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/** The page an e-mailed reset link opens: choose a new password, then sign in with it (ADR 050). */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [token] = useState(linkToken);
  const [done, setDone] = useState(false);
  const settings = useRegisterSettings();

  return (
    <div className="mx-auto max-w-md space-y-6">
      <PageHeader icon={<KeyRound size={24} aria-hidden="true" />} title={t('reset.title')} intro={t('reset.intro')} />
      <section className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
        {done ? (
          <div className="flex flex-col items-center gap-3 text-center" role="status">
            <CircleCheck aria-hidden="true" size={40} className="text-success" />
            <h2 className="font-semibold text-lg text-ink">{t('reset.doneTitle')}</h2>
            <p className="text-ink-soft text-sm">{t('reset.done')}</p>
            <Button size="lg" className="w-full" onClick={() => openDialog('login')}>
              {t('reset.login')}
            </Button>
          </div>
        ) : !token ? (
          <div className="flex flex-col gap-4">
            <p role="alert" className="text-danger text-sm">
              {t('reset.noToken')}
            </p>
            <Button variant="secondary" onClick={() => openDialog('forgotPassword')}>
              {t('reset.again')}
            </Button>
          </div>
        ) : settings.isPending ? (
          <div className="flex flex-col gap-4" aria-busy="true">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        ) : (
          <ResetForm
            token={token}
            settings={settings.data}
            onDone={() => {
              forgetToken();
              setDone(true);
            }}
          />
        )}
      </section>
    </div>
  );
}

function ResetForm({
  token,
  settings,
  onDone,
}: {
  token: string;
  settings: TRegisterSettings | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('auth');
  const password = mustFill(ruleOf(settings, 'password'));
  const rules = { newPassword: password, confirmPassword: password };
  const form = useForm<NewPasswordValues>({
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errorText, hintText, formError, setFormError } = useFormMessages(form, rules);
  const [linkSpent, setLinkSpent] = useState(false);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await callApi(memberRoutes.resetByLink, {
        body: {
          token,
          newPassword: values.newPassword.trim(),
          confirmNewPassword: values.confirmPassword.trim(),
        },
      });
      onDone();
    } catch (error) {
      setLinkSpent((error as { code?: string }).code === 'reset_link_invalid');
      setFormError(
        applyServerError(error, ['newPassword'], (name, e) => setError(name as keyof NewPasswordValues, e), {
          password: 'newPassword',
          confirmNewPassword: 'confirmPassword',
        }),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <NewPasswordFields rule={rules.newPassword} register={register} errorText={errorText} hintText={hintText} />
      <FormFooter error={formError} submitting={formState.isSubmitting} label={t('reset.submit')} />
      {linkSpent ? (
        <Button variant="secondary" onClick={() => openDialog('forgotPassword')}>
          {t('reset.again')}
        </Button>
      ) : null}
    </form>
  );
}

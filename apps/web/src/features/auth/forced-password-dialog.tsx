import { memberRoutes, sessionRoutes } from '@gemilang/contract/web';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { closeDialog } from '../../shared/dialogs';
import { getSession, setSession, useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { Modal } from '../../shared/ui/modal';
import { TextField } from '../../shared/ui/text-field';
import { filledRule, mustFill, ruleOf, useRegisterSettings } from './api';
import { useCompleteLogin } from './complete-login';
import { applyServerError } from './form-errors';
import { FormFooter } from './form-footer';
import { NewPasswordFields } from './new-password-fields';
import { type PendingLogin, setPendingLogin, usePendingLogin } from './pending-login';
import { checkWith } from './rule-validate';
import { useFormMessages } from './use-form-messages';

/**
 * The forced password change. After a sign-in with the default or a temporary password, or an
 * expired one, it cannot be dismissed: no close button, Escape ignored, and the session is stored only
 * once the change succeeds. Opened by a signed-in member without a pending sign-in, it is an ordinary
 * (closable) change of password.
 */
export function ForcedPasswordDialog({ open, onChanged }: { open: boolean; onChanged: () => void }) {
  const { t } = useTranslation('auth');
  const pending = usePendingLogin();
  const session = useSession();
  const forced = pending !== null;
  const reason = pending?.reason ?? 'voluntary';
  return (
    <Modal
      open={open && (forced || session !== null)}
      onClose={forced ? undefined : closeDialog}
      title={t('forced.title')}
      description={t(`forced.${reason}`)}
      size="sm"
    >
      <ChangePasswordForm pending={pending} onChanged={onChanged} />
    </Modal>
  );
}

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function ChangePasswordForm({ pending, onChanged }: { pending: PendingLogin | null; onChanged: () => void }) {
  const { t } = useTranslation('auth');
  const { data: settings } = useRegisterSettings();
  const complete = useCompleteLogin();
  const password = mustFill(ruleOf(settings, 'password'));
  const rules = { oldPassword: filledRule(128), newPassword: password, confirmPassword: password };
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errorText, hintText, formError, setFormError } = useFormMessages(form, rules);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { token } = await callApi(memberRoutes.changePassword, {
        body: {
          oldPassword: values.oldPassword.trim(),
          newPassword: values.newPassword.trim(),
          confirmNewPassword: values.confirmPassword.trim(),
        },
        token: pending?.value.token,
      });
      // The change signs out every other session and issues a new token (contract): keep only the new one.
      if (pending) {
        setPendingLogin(null);
        await complete({ ...pending.value, token, firstTimeLogin: false, passwordExpired: false }, 'username');
      } else {
        const current = getSession();
        if (current) setSession({ ...current, token });
      }
      closeDialog();
      onChanged();
      void showGeneralDialog({ icon: 'success', text: t('forced.done'), autoCloseMs: 2500 });
    } catch (error) {
      setFormError(
        applyServerError(
          error,
          ['oldPassword', 'newPassword', 'confirmPassword'],
          (name, e) => setError(name as keyof Values, e),
          { confirmNewPassword: 'confirmPassword', password: 'newPassword' },
        ),
      );
    }
  });

  async function logOut() {
    if (!pending) return;
    setPendingLogin(null);
    closeDialog();
    // The token was never stored; revoking it is a courtesy, so a failure changes nothing for the player.
    await callApi(sessionRoutes.logout, { token: pending.value.token }).catch(() => undefined);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label={t('fields.oldPassword')}
        hideLabel
        required
        type="password"
        autoComplete="current-password"
        icon={<KeyRound size={18} />}
        error={errorText('oldPassword')}
        {...register('oldPassword', { validate: checkWith(rules.oldPassword) })}
      />
      <NewPasswordFields rule={rules.newPassword} register={register} errorText={errorText} hintText={hintText} />
      <FormFooter error={formError} submitting={formState.isSubmitting} label={t('forced.submit')} />
      {pending ? (
        <Button variant="ghost" onClick={() => void logOut()}>
          {t('forced.logout')}
        </Button>
      ) : null}
    </form>
  );
}

import { memberRoutes } from '@gemilang/contract/web';
import { KeyRound, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { getSession, setSession } from '../../shared/session';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { TextField } from '../../shared/ui/text-field';
import { fallbackRules, ruleOf, useRegisterSettings } from './api';
import { FormActions, useFields, useRuleCheck, useRuleHint } from './form-kit';

/**
 * Changes the login password (the member's call). The server signs out every session, this one
 * too, and hands back a new token, which replaces the stored one so the member carries on here.
 */
export function LoginPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['security', 'patterns']);
  const { data: settings } = useRegisterSettings();
  const rule = ruleOf(settings, 'password', fallbackRules.password);
  const check = useRuleCheck();
  const hint = useRuleHint();
  const form = useFields({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const { values } = form;

  const submit = () =>
    form.submit(
      {
        oldPassword: values.oldPassword === '' ? t('patterns:required') : undefined,
        newPassword: check(rule, values.newPassword),
        confirmNewPassword:
          values.confirmNewPassword === ''
            ? t('patterns:required')
            : values.confirmNewPassword !== values.newPassword
              ? t('patterns:mismatch')
              : undefined,
      },
      async () => {
        const { token } = await callApi(memberRoutes.changePassword, { body: values });
        const current = getSession();
        if (current) setSession({ ...current, token });
        onDone();
        void showGeneralDialog({ icon: 'success', text: t('loginPassword.done'), autoCloseMs: 2500 });
      },
      {
        wrong_old_password: 'oldPassword',
        same_password: 'newPassword',
        password_rule: 'newPassword',
        passwords_mismatch: 'confirmNewPassword',
        password: 'newPassword',
      },
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
        label={t('loginPassword.old')}
        required
        type="password"
        autoComplete="current-password"
        icon={<KeyRound size={18} />}
        {...form.bind('oldPassword')}
      />
      <TextField
        label={t('loginPassword.new')}
        required
        type="password"
        autoComplete="new-password"
        icon={<Lock size={18} />}
        hint={hint(rule)}
        {...form.bind('newPassword')}
      />
      <TextField
        label={t('loginPassword.confirm')}
        required
        type="password"
        autoComplete="new-password"
        icon={<Lock size={18} />}
        {...form.bind('confirmNewPassword')}
      />
      <FormActions
        error={form.formError}
        submitting={form.submitting}
        label={t('loginPassword.submit')}
        onCancel={onDone}
      />
    </form>
  );
}

import type { TRegisterSettings } from '@gemilang/contract';
import { memberRoutes } from '@gemilang/contract/web';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { closeDialog } from '../../shared/dialogs';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { TextField } from '../../shared/ui/text-field';
import { mustFill, ruleOf } from './api';
import { applyServerError } from './form-errors';
import { FormFooter } from './form-footer';
import { checkWith } from './rule-validate';
import { useFormMessages } from './use-form-messages';
import { UsernameField } from './username-field';

interface Values {
  username: string;
  email: string;
}

/** Reset by e-mail (the username rule and the e-mail rule, both required). */
export function ForgotEmailForm({ settings }: { settings: TRegisterSettings | undefined }) {
  const { t } = useTranslation('auth');
  const rules = { username: mustFill(ruleOf(settings, 'username')), email: mustFill(ruleOf(settings, 'email')) };
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: { username: '', email: '' } });
  const { register, handleSubmit, setError, formState } = form;
  const { errorText, hintText, formError, setFormError } = useFormMessages(form, rules);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const email = values.email.trim();
    try {
      await callApi(memberRoutes.resetByEmail, { body: { username: values.username.trim(), email } });
      // The confirmation alone: opening the sign-in dialog under it (as before) gave that dialog the pointer
      // on a phone, so the confirmation's OK did nothing. The link in the mail leads on from here.
      closeDialog();
      void showGeneralDialog({ icon: 'success', title: t('forgot.sentTitle'), text: t('forgot.sent', { email }) });
    } catch (error) {
      setFormError(applyServerError(error, ['username', 'email'], (name, e) => setError(name as keyof Values, e)));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-ink-soft text-sm">{t('forgot.emailIntro')}</p>
      <UsernameField
        hint={hintText('username')}
        error={errorText('username')}
        registration={register('username', { validate: checkWith(rules.username) })}
      />
      <TextField
        label={t('fields.email')}
        hideLabel
        required
        type="email"
        inputMode="email"
        icon={<Mail size={18} />}
        autoComplete="email"
        hint={hintText('email')}
        error={errorText('email')}
        {...register('email', { validate: checkWith(rules.email) })}
      />
      <FormFooter error={formError} submitting={formState.isSubmitting} label={t('forgot.submit')} />
    </form>
  );
}

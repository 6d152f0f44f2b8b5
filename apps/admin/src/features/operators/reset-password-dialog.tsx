import { adminRoutes, type TOperatorRow } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { Field, Input } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { OperatorPasswordField, operatorPasswordProblem } from './operator-password-field';

/**
 * An admin sets a new password for another operator, to hand over; the operator must replace it at the next
 * sign-in (the server holds them to it) and is signed out at once.
 */
export function ResetPasswordDialog({ operator, onClose }: { operator: TOperatorRow | null; onClose: () => void }) {
  const { t } = useTranslation('operators');
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<{ password?: string; reason?: string }>({});

  const reset = useMutation({
    mutationFn: (id: string) =>
      callApi(adminRoutes.resetOperatorPassword, { params: { id }, body: { password, reason: reason.trim() } }),
    onSuccess: async () => {
      close();
      await queryClient.invalidateQueries({ queryKey: ['operators'] });
    },
  });

  function close() {
    setPassword('');
    setReason('');
    setLocal({});
    reset.reset();
    onClose();
  }

  const submit = () => {
    const problems = {
      password: operatorPasswordProblem(t, password),
      reason: reason.trim() === '' ? t('resetPassword.reasonRequired') : undefined,
    };
    setLocal(problems);
    if (!problems.password && !problems.reason && operator) reset.mutate(operator.id);
  };

  return (
    <FormDialog
      open={operator !== null}
      onOpenChange={(o) => !o && close()}
      title={t('resetPassword.title', { username: operator?.username ?? '' })}
      description={t('resetPassword.description')}
      onSubmit={submit}
      error={reset.isError ? errorMessage(reset.error) : null}
      submitLabel={t('resetPassword.submit')}
      pending={reset.isPending}
    >
      <OperatorPasswordField
        label={t('resetPassword.password')}
        error={local.password}
        value={password}
        onChange={setPassword}
      />
      <Field label={t('resetPassword.reason')} error={local.reason}>
        {(props) => <Input {...props} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
    </FormDialog>
  );
}

import { adminRoutes, type TOperatorRow } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { Field, Input } from '../../shared/ui/field';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      password: operatorPasswordProblem(t, password),
      reason: reason.trim() === '' ? t('resetPassword.reasonRequired') : undefined,
    };
    setLocal(problems);
    if (!problems.password && !problems.reason && operator) reset.mutate(operator.id);
  };

  return (
    <Dialog.Root open={operator !== null} onOpenChange={(o) => !o && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/30" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-md border border-line bg-panel p-4 shadow-xl focus:outline-none">
          <div className="mb-3 flex items-start justify-between">
            <div>
              <Dialog.Title className="text-base font-semibold">
                {t('resetPassword.title', { username: operator?.username ?? '' })}
              </Dialog.Title>
              <Dialog.Description className="text-xs text-ink-soft">
                {t('resetPassword.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={t('common:actions.close')}>
                <X aria-hidden className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <form noValidate onSubmit={submit} className="space-y-3">
            <OperatorPasswordField
              label={t('resetPassword.password')}
              error={local.password}
              value={password}
              onChange={setPassword}
            />
            <Field label={t('resetPassword.reason')} error={local.reason}>
              {(props) => (
                <Input {...props} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
              )}
            </Field>
            {reset.isError ? (
              <p role="alert" className="text-bad">
                {errorMessage(reset.error)}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button>{t('common:actions.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" variant="primary" disabled={reset.isPending}>
                {t('resetPassword.submit')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

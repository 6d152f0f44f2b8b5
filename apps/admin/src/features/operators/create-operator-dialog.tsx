import { adminRoutes, operatorRoles, type TNewOperator } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { Field, Input, Select } from '../../shared/ui/field';
import { OperatorPasswordField, operatorPasswordProblem } from './operator-password-field';

const empty: TNewOperator = { username: '', displayName: '', role: 'cs', password: '' };

export function CreateOperatorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation('operators');
  const queryClient = useQueryClient();
  const [form, setForm] = useState<TNewOperator>(empty);
  const [local, setLocal] = useState<Record<string, string>>({});

  const create = useMutation({
    mutationFn: () => callApi(adminRoutes.createOperator, { body: { ...form, username: form.username.trim() } }),
    onSuccess: async () => {
      setForm(empty);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: ['operators'] });
    },
  });
  const issues = fieldIssues(create.error);
  if (create.error instanceof ApiError && create.error.code === 'username_taken')
    issues.username = create.error.message;
  const errorOf = (k: string) => local[k] ?? issues[k];
  const generalError =
    create.isError &&
    !(create.error instanceof ApiError && ['invalid_input', 'username_taken'].includes(create.error.code));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$/.test(form.username.trim())) problems.username = t('create.usernameRule');
    const password = operatorPasswordProblem(t, form.password);
    if (password) problems.password = password;
    setLocal(problems);
    if (Object.keys(problems).length === 0) create.mutate();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          create.reset();
          setLocal({});
        }
        onOpenChange(o);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/30" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-md border border-line bg-panel p-4 shadow-xl focus:outline-none">
          <div className="mb-3 flex items-start justify-between">
            <div>
              <Dialog.Title className="text-base font-semibold">{t('create.title')}</Dialog.Title>
              <Dialog.Description className="text-xs text-ink-soft">{t('create.description')}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={t('common:actions.close')}>
                <X aria-hidden className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <form noValidate onSubmit={submit} className="space-y-3">
            <Field label={t('columns.username')} error={errorOf('username')} hint={t('create.usernameRule')}>
              {(props) => (
                <Input
                  {...props}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={32}
                  value={form.username}
                  onChange={(e) => setForm({ ...form, username: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('columns.displayName')} error={errorOf('displayName')}>
              {(props) => (
                <Input
                  {...props}
                  maxLength={64}
                  value={form.displayName}
                  onChange={(e) => setForm({ ...form, displayName: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('columns.role')} error={errorOf('role')} hint={t(`roleHints.${form.role}`)}>
              {(props) => (
                <Select
                  {...props}
                  value={form.role}
                  onChange={(e) => setForm({ ...form, role: e.target.value as TNewOperator['role'] })}
                >
                  {operatorRoles.map((r) => (
                    <option key={r} value={r}>
                      {t(`common:roles.${r}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <OperatorPasswordField
              label={t('create.password')}
              error={errorOf('password')}
              value={form.password}
              onChange={(password) => setForm({ ...form, password })}
            />
            {generalError ? (
              <p role="alert" className="text-bad">
                {errorMessage(create.error)}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button>{t('common:actions.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" variant="primary" disabled={create.isPending}>
                {t('create.submit')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

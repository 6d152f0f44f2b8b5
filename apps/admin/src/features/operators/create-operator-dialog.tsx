import { adminRoutes, operatorRoles, type TNewOperator } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { Field, Input, Select } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
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

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$/.test(form.username.trim())) problems.username = t('create.usernameRule');
    const password = operatorPasswordProblem(t, form.password);
    if (password) problems.password = password;
    setLocal(problems);
    if (Object.keys(problems).length === 0) create.mutate();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          create.reset();
          setLocal({});
        }
        onOpenChange(o);
      }}
      title={t('create.title')}
      description={t('create.description')}
      onSubmit={submit}
      error={generalError ? errorMessage(create.error) : null}
      submitLabel={t('create.submit')}
      pending={create.isPending}
    >
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
    </FormDialog>
  );
}

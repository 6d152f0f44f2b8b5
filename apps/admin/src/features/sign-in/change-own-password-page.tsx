import { adminRoutes } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { getSession, setSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { Field, Input } from '../../shared/ui/field';
import { StandaloneFormFrame } from './standalone-form-frame';

const MIN_LENGTH = 8;

/**
 * What an operator signed in with an administrator's password sees instead of the back office: the form
 * that replaces it, and a way out. The server refuses every other call meanwhile (password_change_required).
 */
export function ChangeOwnPasswordPage() {
  const { t } = useTranslation('signIn');
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [problems, setProblems] = useState<{ current?: string; next?: string; again?: string }>({});

  const change = useMutation({
    mutationFn: () => callApi(adminRoutes.changeOwnPassword, { body: { currentPassword: current, newPassword: next } }),
    onSuccess: () => {
      const session = getSession();
      if (session) setSession({ ...session, mustChangePassword: false });
    },
  });
  const signOut = useMutation({
    mutationFn: () => callApi(adminRoutes.logout),
    onSettled: () => {
      setSession(null);
      queryClient.clear();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: current === '' ? t('required') : undefined,
      next: next.length < MIN_LENGTH ? t('tooShort') : undefined,
      again: again !== next ? t('mismatch') : undefined,
    };
    setProblems(found);
    if (found.current || found.next || found.again) return;
    change.mutate();
  };

  return (
    <StandaloneFormFrame
      title={t('changeTitle')}
      intro={t('changeIntro')}
      introId="change-password-intro"
      onSubmit={submit}
    >
      <Field label={t('currentPassword')} error={problems.current}>
        {(props) => (
          <Input
            {...props}
            name="current-password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('newPassword')} error={problems.next}>
        {(props) => (
          <Input
            {...props}
            name="new-password"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('confirmPassword')} error={problems.again}>
        {(props) => (
          <Input
            {...props}
            name="confirm-password"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            value={again}
            onChange={(e) => setAgain(e.target.value)}
          />
        )}
      </Field>
      {change.isError ? (
        <p role="alert" className="rounded border border-bad/30 bg-bad-soft px-2 py-1.5 text-bad">
          {errorMessage(change.error)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="w-full" disabled={change.isPending}>
        <KeyRound aria-hidden className="size-4" />
        {t('changeSubmit')}
      </Button>
      <Button type="button" className="w-full" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        <LogOut aria-hidden className="size-4" />
        {t('signOut')}
      </Button>
    </StandaloneFormFrame>
  );
}

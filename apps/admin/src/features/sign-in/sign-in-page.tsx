import { adminRoutes } from '@gemilang/contract';
import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { landingPath } from '../../app/nav';
import { ApiError, callApi, errorMessage } from '../../shared/api/client';
import { setSession, useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { Field, Input } from '../../shared/ui/field';
import { StandaloneFormFrame } from './standalone-form-frame';

/** The wait the server asks for after too many failed sign-ins, in seconds; null for any other refusal. */
function throttledSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'sign_in_throttled') return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** 14:05:30 on this machine's clock, in the operator's language. */
function clockTime(at: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** Only a path inside the back office is followed after sign-in (never an absolute URL). */
function safeNext(raw: string | null): string | null {
  return raw?.startsWith('/') && !raw.startsWith('//') ? raw : null;
}

export function SignInPage() {
  const { t, i18n } = useTranslation('signIn');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const next = safeNext(new URLSearchParams(location.search).get('next'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  // After too many failures the server says how long to wait: until then the button stays off.
  const [retryAt, setRetryAt] = useState<number | null>(null);
  useEffect(() => {
    if (retryAt === null) return;
    const timer = window.setTimeout(() => setRetryAt(null), Math.max(0, retryAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [retryAt]);

  const login = useMutation({
    mutationFn: () => callApi(adminRoutes.login, { body: { username: username.trim(), password } }),
    onError: (error) => {
      const seconds = throttledSeconds(error);
      if (seconds !== null) setRetryAt(Date.now() + seconds * 1000);
    },
    onSuccess: (value) => {
      const { operator } = value;
      setSession({
        token: value.token,
        username: operator.username,
        displayName: operator.displayName,
        role: operator.role,
        devOutbox: value.devOutbox,
        mustChangePassword: value.mustChangePassword,
      });
      void navigate(landingPath(next, operator.role), { replace: true });
    },
  });

  if (session && !login.isPending) return <Navigate to={landingPath(next, session.role)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = { username: username.trim() === '', password: password === '' };
    setMissing(problems);
    if (problems.username || problems.password) return;
    login.mutate();
  };

  return (
    <StandaloneFormFrame title={t('title')} intro={t('subtitle')} introId="sign-in-title" onSubmit={submit}>
      <Field label={t('username')} error={missing.username ? t('required') : undefined}>
        {(props) => (
          <Input
            {...props}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('password')} error={missing.password ? t('required') : undefined}>
        {(props) => (
          <Input
            {...props}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      {login.isError && throttledSeconds(login.error) === null ? (
        <p role="alert" className="rounded border border-bad/30 bg-bad-soft px-2 py-1.5 text-bad">
          {errorMessage(login.error)}
        </p>
      ) : null}
      {retryAt !== null ? (
        <p role="alert" className="rounded border border-bad/30 bg-bad-soft px-2 py-1.5 text-bad">
          {t('throttled', { time: clockTime(retryAt, i18n.language) })}
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="w-full" disabled={login.isPending || retryAt !== null}>
        <LogIn aria-hidden className="size-4" />
        {t('submit')}
      </Button>
    </StandaloneFormFrame>
  );
}

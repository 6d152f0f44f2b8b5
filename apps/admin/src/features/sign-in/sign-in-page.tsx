import { adminRoutes } from '@gemilang/contract';
import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { landingPath } from '../../app/nav';
import { callApi, errorMessage } from '../../shared/api/client';
import { setSession, useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { Field, Input } from '../../shared/ui/field';
import { LanguageSelect } from '../../shared/ui/language-select';

/** Only a path inside the back office is followed after sign-in (never an absolute URL). */
function safeNext(raw: string | null): string | null {
  return raw?.startsWith('/') && !raw.startsWith('//') ? raw : null;
}

export function SignInPage() {
  const { t } = useTranslation('signIn');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const next = safeNext(new URLSearchParams(location.search).get('next'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});

  const login = useMutation({
    mutationFn: () => callApi(adminRoutes.login, { body: { username: username.trim(), password } }),
    onSuccess: (value) => {
      const { operator } = value;
      setSession({
        token: value.token,
        username: operator.username,
        displayName: operator.displayName,
        role: operator.role,
        devOutbox: value.devOutbox,
      });
      void navigate(landingPath(next, operator.role === 'admin'), { replace: true });
    },
  });

  if (session && !login.isPending) return <Navigate to={landingPath(next, session.role === 'admin')} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = { username: username.trim() === '', password: password === '' };
    setMissing(problems);
    if (problems.username || problems.password) return;
    login.mutate();
  };

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-8">
      <div className="w-full max-w-sm">
        <div className="mb-4 flex items-center justify-between">
          <div>
            <p className="text-xs font-semibold tracking-widest text-accent uppercase">{t('common:brand')}</p>
            <h1 className="text-xl font-semibold text-ink">{t('title')}</h1>
          </div>
          <LanguageSelect />
        </div>
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby="sign-in-title"
          className="space-y-3 rounded-md border border-line bg-panel p-4 shadow-sm"
        >
          <p id="sign-in-title" className="text-ink-soft">
            {t('subtitle')}
          </p>
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
          {login.isError ? (
            <p role="alert" className="rounded border border-bad/30 bg-bad-soft px-2 py-1.5 text-bad">
              {errorMessage(login.error)}
            </p>
          ) : null}
          <Button type="submit" variant="primary" className="w-full" disabled={login.isPending}>
            <LogIn aria-hidden className="size-4" />
            {t('submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}

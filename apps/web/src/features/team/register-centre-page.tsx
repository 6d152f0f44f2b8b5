import type { TTeamAccountKind } from '@gemilang/contract';
import { isFieldIssue } from '@gemilang/contract/web';
import { CheckCircle2, Copy, Link2, RefreshCw, Ticket, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { FormAlert } from '../../shared/forms/money-input';
import { Button } from '../../shared/ui/button';
import { LoadFailed } from '../../shared/ui/load-failed';
import { TextField } from '../../shared/ui/text-field';
import { Loading } from './agent-ui';
import { useInvitation, useNewInvitation, useOpenAccount } from './api';

/**
 * Register centre: the agent opens member or agent accounts directly under themselves, and
 * has the invitation code and link that place new registrations under them.
 */
export function RegisterCentrePage() {
  const { t } = useTranslation('agent');
  return (
    <div className="flex flex-col gap-6">
      <h2 className="font-semibold text-ink text-lg">{t('register.title')}</h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <OpenAccount />
        <Invitation />
      </div>
    </div>
  );
}

type Field = 'username' | 'password' | 'form';

function problemsOf(error: Error): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError)) return { form: error.message };
  if (error.code === 'username_taken') return { username: error.message };
  if (error.code === 'password_rule') return { password: error.message };
  if (error.code === 'invalid_input' && Array.isArray(error.details)) {
    const found: Partial<Record<Field, string>> = {};
    for (const issue of error.details) {
      if (isFieldIssue(issue) && (issue.field === 'username' || issue.field === 'password')) {
        found[issue.field] = issue.message ?? error.message;
      }
    }
    if (Object.keys(found).length > 0) return found;
  }
  return { form: error.message };
}

function OpenAccount() {
  const { t } = useTranslation('agent');
  const open = useOpenAccount();
  const [kind, setKind] = useState<TTeamAccountKind>('member');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [opened, setOpened] = useState<{ account: string; kind: TTeamAccountKind } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (open.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (username.trim() === '') found.username = t('register.required');
    if (password === '') found.password = t('register.required');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    open.mutate(
      { kind, username: username.trim(), password, nickname: nickname.trim() || undefined },
      {
        onSuccess: (result) => {
          setOpened(result);
          setUsername('');
          setPassword('');
          setNickname('');
        },
        onError: (error) => setProblems(problemsOf(error)),
      },
    );
  };

  return (
    <section
      aria-labelledby="agent-open-title"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <div>
        <h3 id="agent-open-title" className="flex items-center gap-2 font-semibold text-ink">
          <UserPlus size={18} aria-hidden="true" className="text-gold" />
          {t('register.openTitle')}
        </h3>
        <p className="mt-1 text-ink-soft text-sm">{t('register.openText')}</p>
      </div>
      {opened ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-3 text-sm"
        >
          <CheckCircle2 size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
          <p className="text-ink">
            {t('register.opened', { kind: t(`kinds.${opened.kind}`), account: opened.account })}
          </p>
        </div>
      ) : null}
      <form noValidate onSubmit={submit} aria-label={t('register.openTitle')} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 font-medium text-ink-soft text-sm">{t('register.kind')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['member', 'agent'] as const).map((value) => (
              <label
                key={value}
                className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold ${
                  kind === value ? 'border-gold bg-gold/10 font-semibold text-gold' : 'border-line text-ink-soft'
                }`}
              >
                <input
                  type="radio"
                  name="agent-open-kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  className="sr-only"
                />
                {t(`kinds.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('register.username')}
          required
          autoComplete="off"
          maxLength={64}
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            setProblems((p) => ({ ...p, username: undefined, form: undefined }));
          }}
          error={problems.username}
        />
        <TextField
          label={t('register.password')}
          type="password"
          required
          autoComplete="new-password"
          maxLength={64}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setProblems((p) => ({ ...p, password: undefined, form: undefined }));
          }}
          error={problems.password}
        />
        <TextField
          label={t('register.nickname')}
          autoComplete="off"
          maxLength={64}
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
        />
        <FormAlert message={problems.form} />
        <Button type="submit" loading={open.isPending} className="w-full sm:w-auto sm:self-start">
          {t('register.submit')}
        </Button>
      </form>
    </section>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('agent');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      <Copy size={16} aria-hidden="true" />
      <span aria-live="polite">{copied ? t('register.copied') : t('register.copy')}</span>
    </Button>
  );
}

function Invitation() {
  const { t } = useTranslation('agent');
  const invitation = useInvitation();
  const renew = useNewInvitation();
  const data = invitation.data;

  return (
    <section
      aria-labelledby="agent-invite-title"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <div>
        <h3 id="agent-invite-title" className="flex items-center gap-2 font-semibold text-ink">
          <Ticket size={18} aria-hidden="true" className="text-gold" />
          {t('register.inviteTitle')}
        </h3>
        <p className="mt-1 text-ink-soft text-sm">{t('register.inviteText')}</p>
      </div>
      {invitation.isError ? (
        <LoadFailed message={invitation.error.message} onRetry={() => void invitation.refetch()} />
      ) : !data ? (
        <Loading rows={2} />
      ) : data.code === null || data.link === null ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink-soft text-sm">{t('register.noCode')}</p>
          <Button loading={renew.isPending} onClick={() => renew.mutate()}>
            {t('register.makeCode')}
          </Button>
        </div>
      ) : (
        <>
          <dl className="flex flex-col gap-3">
            <div className="flex flex-col gap-1.5">
              <dt className="font-medium text-ink-soft text-sm">{t('register.code')}</dt>
              <dd className="flex items-center justify-between gap-3 rounded-lg border border-line bg-night/70 px-3 py-2">
                <span className="font-mono font-semibold text-gold text-lg tracking-widest">{data.code}</span>
                <CopyButton text={data.code} label={t('register.copyCode')} />
              </dd>
            </div>
            <div className="flex flex-col gap-1.5">
              <dt className="font-medium text-ink-soft text-sm">{t('register.link')}</dt>
              <dd className="flex items-center justify-between gap-3 rounded-lg border border-line bg-night/70 px-3 py-2">
                <span className="flex min-w-0 items-center gap-2 text-ink text-sm">
                  <Link2 size={16} aria-hidden="true" className="shrink-0 text-ink-soft" />
                  <span className="break-all">{data.link}</span>
                </span>
                <CopyButton text={data.link} label={t('register.copyLink')} />
              </dd>
            </div>
          </dl>
          <p className="text-ink-soft text-sm">{t('register.registrations', { count: data.registrations })}</p>
          <div className="flex flex-col gap-2 border-line border-t pt-3">
            <Button
              variant="secondary"
              size="sm"
              loading={renew.isPending}
              className="self-start"
              onClick={() => renew.mutate()}
            >
              <RefreshCw size={16} aria-hidden="true" />
              {t('register.newCode')}
            </Button>
            <p className="text-ink-soft text-xs">{t('register.newCodeNote')}</p>
          </div>
        </>
      )}
    </section>
  );
}

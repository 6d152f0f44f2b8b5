import { adminRoutes, DEFAULT_RESET_PASSWORD, type TAdminMemberDetail } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Lock, LockOpen } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { useMay } from '../../shared/session';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { Drawer } from '../../shared/ui/drawer';
import { ReasonDialog } from '../../shared/ui/reason-dialog';
import { ErrorState, InlineMessage, Skeleton } from '../../shared/ui/states';
import { MemberAudit } from './member-audit';
import { MemberBankAccounts } from './member-bank-accounts';
import { memberTypeLabel, statusTone } from './member-labels';
import { MemberOverview } from './member-overview';

type Action = 'lock' | 'unlock' | 'reset';

const routes = {
  lock: adminRoutes.lockMember,
  unlock: adminRoutes.unlockMember,
  reset: adminRoutes.resetMemberPassword,
} as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 border-b border-line py-1 last:border-b-0">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children ?? '—'}</dd>
    </div>
  );
}

function Details({ member, timeZone }: { member: TAdminMemberDetail; timeZone: string }) {
  const { t } = useTranslation('members');
  const at = (iso: string | null) => formatDateTime(iso, timeZone) || '—';
  const mobile = member.mobileNum
    ? `${member.countryDialingCode ? `+${member.countryDialingCode.replace(/^\+/, '')} ` : ''}${member.mobileNum}`
    : '—';
  return (
    <dl className="text-[13px]">
      <Row label={t('detail.id')}>
        <span className="font-mono">{member.id}</span>
      </Row>
      <Row label={t('columns.type')}>{memberTypeLabel(t, member.type)}</Row>
      <Row label={t('columns.status')}>
        <Badge tone={statusTone(member.status)}>{t(`statuses.${member.status}`)}</Badge>
      </Row>
      <Row label={t('detail.nickname')}>{member.nickname || '—'}</Row>
      <Row label={t('detail.payeeName')}>{member.payeeName || '—'}</Row>
      <Row label={t('columns.mobile')}>{mobile}</Row>
      <Row label={t('columns.email')}>{member.email || '—'}</Row>
      <Row label={t('detail.birthday')}>{member.birthday || '—'}</Row>
      <Row label={t('columns.upline')}>{member.uplineUsername || '—'}</Row>
      <Row label={t('detail.vipLevel')}>{member.vipLevel}</Row>
      <Row label={t('detail.labels')}>{member.labels.length ? member.labels.join(', ') : '—'}</Row>
      <Row label={t('detail.affiliateCode')}>{member.affiliateCode || '—'}</Row>
      <Row label={t('detail.referralCode')}>{member.referralCode || '—'}</Row>
      {Object.entries(member.profile).map(([key, value]) => (
        <Row key={key} label={key}>
          {value || '—'}
        </Row>
      ))}
      <Row label={t('columns.created')}>
        <span className="tabular">{at(member.createdAt)}</span>
      </Row>
      <Row label={t('detail.registerIp')}>{member.registerIp || '—'}</Row>
      <Row label={t('detail.registerUrl')}>{member.registerUrl || '—'}</Row>
      <Row label={t('detail.registerMethod')}>{member.registerMethod}</Row>
      <Row label={t('detail.firstLogin')}>
        <span className="tabular">{at(member.firstLoginAt)}</span>
      </Row>
      <Row label={t('columns.lastLogin')}>
        <span className="tabular">{at(member.lastLoginAt)}</span>
        {member.lastLoginIp ? <span className="ml-1 text-ink-soft">({member.lastLoginIp})</span> : null}
      </Row>
      <Row label={t('detail.passwordChanged')}>
        <span className="tabular">{at(member.passwordChangedAt)}</span>
        {member.mustChangePassword ? (
          <span className="ml-1">
            <Badge tone="warn">{t('detail.mustChange')}</Badge>
          </span>
        ) : null}
      </Row>
      <Row label={t('detail.failedLogins')}>{member.failedLoginCount}</Row>
      <Row label={t('detail.activeSessions')}>{member.activeSessions}</Row>
    </dl>
  );
}

function RecentLogins({ member, timeZone }: { member: TAdminMemberDetail; timeZone: string }) {
  const { t } = useTranslation('members');
  return (
    <section aria-labelledby="recent-logins" className="mt-4">
      <h3 id="recent-logins" className="mb-1 text-[13px] font-semibold text-ink">
        {t('detail.recentLogins')}
      </h3>
      {member.recentLogins.length === 0 ? (
        <p className="text-ink-soft">{t('detail.noLogins')}</p>
      ) : (
        <table className="w-full text-left text-xs">
          <caption className="sr-only">{t('detail.recentLogins')}</caption>
          <thead>
            <tr className="border-b border-line text-ink-soft">
              <th scope="col" className="py-1 font-medium">
                {t('detail.loginAt')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('detail.loginIp')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('detail.loginResult')}
              </th>
            </tr>
          </thead>
          <tbody>
            {member.recentLogins.map((attempt, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: attempts have no id and never reorder
              <tr key={i} className="border-b border-line last:border-b-0">
                <td className="py-1 tabular">{formatDateTime(attempt.at, timeZone)}</td>
                <td className="py-1 font-mono">{attempt.ip ?? '—'}</td>
                <td className="py-1">
                  <Badge tone={attempt.success ? 'ok' : 'bad'}>
                    {attempt.success ? t('detail.loginOk') : t('detail.loginFailed')}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function MemberDrawer({
  memberId,
  timeZone,
  onClose,
}: {
  memberId: string | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('members');
  // What this role may do here (ADR 069): lock and reset with `memberAccess`, read the audit trail with `risk`.
  const mayChangeAccess = useMay('memberAccess');
  const mayAudit = useMay('risk');
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<Action | null>(null);

  const query = useQuery({
    queryKey: ['member', memberId],
    queryFn: () => callApi(adminRoutes.member, { params: { id: memberId ?? '' } }),
    enabled: memberId !== null,
  });

  const act = useMutation({
    mutationFn: (kind: Action) =>
      callApi(routes[kind], { params: { id: memberId ?? '' }, body: { reason: reason.trim() } }),
    onSuccess: async (value, kind) => {
      queryClient.setQueryData(['member', memberId], value);
      setAction(null);
      setReason('');
      setDone(kind);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['members'] }),
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
      ]);
    },
  });

  const start = (kind: Action) => {
    act.reset();
    setReason('');
    setDone(null);
    setAction(kind);
  };

  const member = query.data;
  return (
    <Drawer
      open={memberId !== null}
      onOpenChange={(open) => {
        if (!open) {
          setDone(null);
          onClose();
        }
      }}
      title={member ? member.username : t('detail.title')}
      description={member ? t('detail.subtitle', { id: member.id }) : undefined}
    >
      {query.isPending ? (
        <Skeleton rows={8} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : member ? (
        <>
          {mayChangeAccess ? (
            <div className="mb-3 flex flex-wrap gap-2">
              {member.status !== 'locked' ? (
                <Button size="sm" variant="danger" onClick={() => start('lock')}>
                  <Lock aria-hidden className="size-3.5" />
                  {t('actions.lock')}
                </Button>
              ) : null}
              {member.status !== 'active' ? (
                <Button size="sm" onClick={() => start('unlock')}>
                  <LockOpen aria-hidden className="size-3.5" />
                  {t('actions.unlock')}
                </Button>
              ) : null}
              <Button size="sm" onClick={() => start('reset')}>
                <KeyRound aria-hidden className="size-3.5" />
                {t('actions.resetPassword')}
              </Button>
            </div>
          ) : null}
          {done ? (
            <div className="mb-3">
              <InlineMessage tone="ok">{t(`done.${done}`)}</InlineMessage>
            </div>
          ) : null}
          {/* The trail of actions sits next to the buttons that add to it. */}
          {mayAudit ? <MemberAudit member={member} timeZone={timeZone} /> : null}
          <MemberOverview memberId={member.id} type={member.type} timeZone={timeZone} />
          <Details member={member} timeZone={timeZone} />
          <MemberBankAccounts memberId={member.id} timeZone={timeZone} />
          <RecentLogins member={member} timeZone={timeZone} />
        </>
      ) : null}

      <ReasonDialog
        open={action !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={action ? t(`confirm.${action}Title`, { username: member?.username ?? '' }) : ''}
        description={
          action === 'reset'
            ? t('confirm.resetText', { password: DEFAULT_RESET_PASSWORD })
            : action
              ? t(`confirm.${action}Text`)
              : ''
        }
        confirmLabel={action ? t(`actions.${action === 'reset' ? 'resetPassword' : action}`) : ''}
        danger={action !== 'unlock'}
        pending={act.isPending}
        error={act.isError ? errorMessage(act.error) : null}
        onConfirm={() => action && act.mutate(action)}
        reason={reason}
        onReasonChange={setReason}
      />
    </Drawer>
  );
}

import { adminRoutes, type TOperatorRow } from '@gemilang/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Lock, LockOpen, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { useSession } from '../../shared/session';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ListPage } from '../../shared/ui/list-page';
import { ReasonDialog } from '../../shared/ui/reason-dialog';
import { useMerchant } from '../../shared/use-merchant';
import { CreateOperatorDialog } from './create-operator-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';

const pageSize = 50;

export function OperatorsPage() {
  const { t } = useTranslation('operators');
  const { timeZone } = useMerchant();
  const session = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [target, setTarget] = useState<{ operator: TOperatorRow; action: 'lock' | 'unlock' } | null>(null);
  const [reason, setReason] = useState('');
  const [resetting, setResetting] = useState<TOperatorRow | null>(null);

  const query = useQuery({
    queryKey: ['operators', page],
    queryFn: () => callApi(adminRoutes.operators, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: ({ operator, action }: { operator: TOperatorRow; action: 'lock' | 'unlock' }) =>
      callApi(action === 'lock' ? adminRoutes.lockOperator : adminRoutes.unlockOperator, {
        params: { id: operator.id },
        body: { reason: reason.trim() },
      }),
    onSuccess: async () => {
      setTarget(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['operators'] });
    },
  });

  const ask = (operator: TOperatorRow, action: 'lock' | 'unlock') => {
    act.reset();
    setReason('');
    setTarget({ operator, action });
  };

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      actions={
        <Button variant="primary" size="sm" onClick={() => setCreating(true)}>
          <UserPlus aria-hidden className="size-3.5" />
          {t('create.open')}
        </Button>
      }
      query={query}
      empty={{ title: t('emptyTitle'), hint: t('emptyHint') }}
      rowKey={(o) => o.id}
      onPage={setPage}
      columns={[
        {
          id: 'username',
          header: t('columns.username'),
          cell: (o) => (
            <span className="font-medium">
              {o.username}
              {o.username === session?.username ? (
                <span className="ml-1 text-xs font-normal text-ink-soft">({t('you')})</span>
              ) : null}
            </span>
          ),
        },
        {
          id: 'displayName',
          header: t('columns.displayName'),
          className: 'hidden sm:table-cell',
          cell: (o) => o.displayName || '—',
        },
        {
          id: 'role',
          header: t('columns.role'),
          cell: (o) => <Badge tone={o.role === 'admin' ? 'accent' : 'neutral'}>{t(`common:roles.${o.role}`)}</Badge>,
        },
        {
          id: 'status',
          header: t('columns.status'),
          cell: (o) => <Badge tone={o.status === 'active' ? 'ok' : 'bad'}>{t(`statuses.${o.status}`)}</Badge>,
        },
        {
          id: 'failed',
          header: t('columns.failedLogins'),
          className: 'hidden md:table-cell tabular',
          cell: (o) => o.failedLoginCount,
        },
        {
          id: 'lastLogin',
          header: t('columns.lastLogin'),
          className: 'hidden md:table-cell tabular whitespace-nowrap',
          cell: (o) => formatDateTime(o.lastLoginAt, timeZone) || '—',
        },
        {
          id: 'created',
          header: t('columns.created'),
          className: 'hidden lg:table-cell tabular whitespace-nowrap',
          cell: (o) => formatDateTime(o.createdAt, timeZone),
        },
        {
          id: 'actions',
          header: t('common:table.actions'),
          className: 'w-px text-right',
          cell: (o) =>
            o.username === session?.username ? null : (
              <div className="flex justify-end gap-1">
                <Button
                  size="sm"
                  aria-label={t('resetPassword.named', { username: o.username })}
                  onClick={() => setResetting(o)}
                >
                  <KeyRound aria-hidden className="size-3.5" />
                  <span className="hidden sm:inline">{t('resetPassword.open')}</span>
                </Button>
                {o.status === 'active' ? (
                  <Button
                    size="sm"
                    aria-label={t('lockNamed', { username: o.username })}
                    onClick={() => ask(o, 'lock')}
                  >
                    <Lock aria-hidden className="size-3.5" />
                    <span className="hidden sm:inline">{t('lock')}</span>
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    aria-label={t('unlockNamed', { username: o.username })}
                    onClick={() => ask(o, 'unlock')}
                  >
                    <LockOpen aria-hidden className="size-3.5" />
                    <span className="hidden sm:inline">{t('unlock')}</span>
                  </Button>
                )}
              </div>
            ),
        },
      ]}
    >
      <CreateOperatorDialog open={creating} onOpenChange={setCreating} />
      <ResetPasswordDialog operator={resetting} onClose={() => setResetting(null)} />
      <ReasonDialog
        open={target !== null}
        onOpenChange={(o) => !o && setTarget(null)}
        title={target ? t(`confirm.${target.action}Title`, { username: target.operator.username }) : ''}
        description={target ? t(`confirm.${target.action}Text`) : ''}
        confirmLabel={target ? t(target.action) : ''}
        danger={target?.action === 'lock'}
        pending={act.isPending}
        error={act.isError ? errorMessage(act.error) : null}
        onConfirm={() => target && act.mutate(target)}
        reason={reason}
        onReasonChange={setReason}
      />
    </ListPage>
  );
}

import { adminRoutes } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { Panel } from '../../shared/ui/panel';
import { Skeleton } from '../../shared/ui/states';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The audit trail beside the action: the latest unfreezes, who lifted which freeze and why. */
export function UnfreezeAudit({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('agents');
  const query = useQuery({
    queryKey: ['audit', { action: 'member.unfreeze' }, 1, 10],
    queryFn: () => callApi(adminRoutes.audit, { query: { action: 'member.unfreeze', page: 1, pageSize: 10 } }),
  });
  return (
    <Panel
      title={t('frozen.auditTitle')}
      labelledBy="unfreeze-audit"
      actions={
        <Link to="/audit?action=member.unfreeze" className="text-[13px] text-accent hover:underline">
          {t('frozen.auditAll')}
        </Link>
      }
    >
      {query.isPending ? (
        <Skeleton rows={2} />
      ) : query.isError ? (
        <p className="p-3 text-ink-soft">{t('frozen.auditUnavailable')}</p>
      ) : query.data.items.length === 0 ? (
        <p className="p-3 text-ink-soft">{t('frozen.auditEmpty')}</p>
      ) : (
        <ul className="text-[13px]">
          {query.data.items.map((e) => (
            <li key={e.id} className="flex flex-wrap gap-x-3 border-b border-line px-3 py-1.5 last:border-b-0">
              <span className="tabular text-ink-soft">{formatDateTime(e.createdAt, timeZone)}</span>
              <span>{t('frozen.auditLine', { operator: e.actorName, account: text(e.detail.username) })}</span>
              <span className="text-ink-soft">{text(e.detail.reason)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

import { adminRoutes, type TAdminMemberDetail } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { actionLabel, detailText } from '../../shared/lib/audit-labels';
import { formatDateTime } from '../../shared/lib/time';
import { Skeleton } from '../../shared/ui/states';

/**
 * The audit trail where the action is taken: the latest back-office actions on this member. The audit
 * call filters by action only, so the newest 200 `member.*` entries are read and this member's kept.
 */
export function MemberAudit({ member, timeZone }: { member: TAdminMemberDetail; timeZone: string }) {
  const { t } = useTranslation('members');
  const query = useQuery({
    queryKey: ['audit', { action: 'member.' }, 1, 200],
    queryFn: () => callApi(adminRoutes.audit, { query: { action: 'member.', page: 1, pageSize: 200 } }),
  });
  const entries = (query.data?.items ?? [])
    .filter((e) => e.targetId === member.id || (e.targetType === 'member' && e.detail.username === member.username))
    .slice(0, 5);

  return (
    <section aria-labelledby="member-audit" className="mb-4">
      <div className="mb-1 flex items-center justify-between gap-2">
        <h3 id="member-audit" className="text-[13px] font-semibold text-ink">
          {t('detail.audit')}
        </h3>
        <Link to="/audit?action=member." className="text-xs text-accent hover:underline">
          {t('detail.auditAll')}
        </Link>
      </div>
      {query.isPending ? (
        <Skeleton rows={2} />
      ) : query.isError ? (
        <p className="text-ink-soft">{t('detail.auditUnavailable')}</p>
      ) : entries.length === 0 ? (
        <p className="text-ink-soft">{t('detail.noAudit')}</p>
      ) : (
        <ul className="space-y-1 text-xs">
          {entries.map((e) => (
            <li key={e.id} className="rounded border border-line px-2 py-1">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-medium text-ink">{actionLabel(t, e.action)}</span>
                <span className="tabular text-ink-soft">{formatDateTime(e.createdAt, timeZone)}</span>
              </div>
              <div className="text-ink-soft">
                {e.actorName}
                {detailText(e.detail) ? ` · ${detailText(e.detail)}` : ''}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

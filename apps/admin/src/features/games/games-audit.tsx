import { adminRoutes, type TAuditEntry } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { actionLabel } from '../../shared/lib/audit-labels';
import { formatDateTime } from '../../shared/lib/time';
import { Skeleton } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';

/** A game by its code when the entry carries it (its id otherwise), a provider by its code. */
const targetName = (e: TAuditEntry) =>
  e.targetType !== 'game' ? e.targetId : typeof e.detail.code === 'string' ? e.detail.code : `#${e.targetId}`;

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** What an entry changed, field by field ("status: active → maintenance"), then its reason. */
export function changeText(detail: Record<string, unknown>): string {
  const before = (detail.before ?? {}) as Record<string, unknown>;
  const after = (detail.after ?? {}) as Record<string, unknown>;
  const changes: string[] = [];
  for (const [key, value] of Object.entries(after)) {
    if (value && typeof value === 'object') {
      const was = (before[key] ?? {}) as Record<string, unknown>;
      for (const [sub, v] of Object.entries(value as Record<string, unknown>)) {
        if (show(was[sub]) !== show(v)) changes.push(`${key}.${sub}: ${show(was[sub])} → ${show(v)}`);
      }
    } else if (show(before[key]) !== show(value)) {
      changes.push(`${key}: ${show(before[key])} → ${show(value)}`);
    }
  }
  if (typeof detail.reason === 'string' && detail.reason) changes.push(detail.reason);
  return changes.join(' · ');
}

/**
 * The audit trail where the action is taken: the latest changes to the brand's game providers and games,
 * or to one of them. The audit call filters by action only, so the newest 200 `game.*` entries are read and
 * the target's kept.
 */
export function GamesAudit({ target, limit = 5 }: { target?: { type: string; id: string }; limit?: number }) {
  const { t } = useTranslation('games');
  const { timeZone } = useMerchant();
  const query = useQuery({
    queryKey: ['audit', { action: 'game.' }, 1, 200],
    queryFn: () => callApi(adminRoutes.audit, { query: { action: 'game.', page: 1, pageSize: 200 } }),
  });
  const entries = (query.data?.items ?? [])
    .filter((e: TAuditEntry) => !target || (e.targetType === target.type && e.targetId === target.id))
    .slice(0, limit);
  return (
    <section aria-labelledby={target ? 'game-audit' : 'games-audit'} className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <h3 id={target ? 'game-audit' : 'games-audit'} className="text-[13px] font-semibold text-ink">
          {t('audit.title')}
        </h3>
        <Link to="/audit?action=game." className="text-xs text-accent hover:underline">
          {t('audit.all')}
        </Link>
      </div>
      {query.isPending ? (
        <Skeleton rows={2} />
      ) : query.isError ? (
        <p className="text-ink-soft">{t('audit.unavailable')}</p>
      ) : entries.length === 0 ? (
        <p className="text-ink-soft">{t('audit.none')}</p>
      ) : (
        <ul className="space-y-1 text-xs">
          {entries.map((e) => (
            <li key={e.id} className="rounded border border-line px-2 py-1">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-medium text-ink">
                  {actionLabel(t, e.action)}
                  {target ? '' : ` · ${targetName(e)}`}
                </span>
                <span className="tabular text-ink-soft">{formatDateTime(e.createdAt, timeZone)}</span>
              </div>
              <div className="break-all text-ink-soft">
                {e.actorName}
                {changeText(e.detail) ? ` · ${changeText(e.detail)}` : ''}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { type TAgentNode, teamAdminRoutes } from '@gemilang/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ErrorState, Skeleton } from '../../shared/ui/states';
import { memberStatusTone, toneOf } from './agents-labels';

const pageSize = 50;

/** One account of the tree: a disclosure button opens the level under it, loaded only then. */
function TreeNode({ node, currency, depth }: { node: TAgentNode; currency: string; depth: number }) {
  const { t } = useTranslation('agents');
  const [open, setOpen] = useState(false);
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <li className="border-b border-line last:border-b-0">
      <div
        className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5 pr-3"
        style={{ paddingLeft: `${Math.min(depth, 8) * 12 + 8}px` }}
      >
        {node.directCount > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-label={t(open ? 'tree.collapse' : 'tree.expand', { account: node.account })}
            onClick={() => setOpen(!open)}
            className="inline-flex size-6 items-center justify-center rounded text-ink-soft hover:bg-sunken"
          >
            <Chevron aria-hidden className="size-4" />
          </button>
        ) : (
          <span aria-hidden className="inline-block size-6" />
        )}
        <Link
          to={`/members?member=${node.id}`}
          className="min-w-0 font-medium break-all text-accent hover:underline"
          aria-label={t('tree.openMember', { account: node.account })}
        >
          {node.account}
        </Link>
        <Badge tone={node.kind === 'agent' ? 'accent' : 'neutral'}>{t(`kind.${node.kind}`, { type: node.type })}</Badge>
        <Badge tone={toneOf(memberStatusTone, node.status)}>{t(`memberStatus.${node.status}`)}</Badge>
        <span className="tabular text-ink-soft">
          {t('tree.counts', { direct: node.directCount, team: node.teamSize })}
        </span>
        <span className="ml-auto tabular">{money(currency, node.balance)}</span>
      </div>
      {open ? <TreeLevel parentId={node.id} depth={depth + 1} /> : null}
    </li>
  );
}

/** The accounts directly under `parentId`, agents first, 50 at a time with "show more". */
export function TreeLevel({ parentId, depth }: { parentId: string; depth: number }) {
  const { t } = useTranslation('agents');
  const level = useInfiniteQuery({
    queryKey: ['agents', 'downline', parentId],
    queryFn: ({ pageParam }) =>
      callApi(teamAdminRoutes.downline, { params: { id: parentId }, query: { page: pageParam, pageSize } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
  if (level.isPending) return <Skeleton rows={2} label={t('tree.loading')} />;
  if (level.isError) return <ErrorState error={level.error} onRetry={() => void level.refetch()} />;
  const nodes = level.data.pages.flatMap((p) => p.items);
  const first = level.data.pages[0];
  return (
    <ul className={depth > 1 ? 'border-t border-line bg-sunken/40' : ''}>
      {nodes.map((node) => (
        <TreeNode key={node.id} node={node} currency={first?.currency ?? ''} depth={depth} />
      ))}
      {level.hasNextPage ? (
        <li className="py-1.5" style={{ paddingLeft: `${Math.min(depth, 8) * 12 + 8}px` }}>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void level.fetchNextPage()}
            disabled={level.isFetchingNextPage}
          >
            {t('tree.more', { shown: nodes.length, total: first?.total ?? 0 })}
          </Button>
        </li>
      ) : null}
    </ul>
  );
}

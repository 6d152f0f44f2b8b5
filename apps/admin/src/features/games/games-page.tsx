import {
  gameCategories,
  gameStatuses,
  gameSubCategories,
  gamesAdminRoutes,
  type TAdminGame,
  type TAdminVendor,
} from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flame, Pencil, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { Field, Input, Select } from '../../shared/ui/field';
import { PagedTable } from '../../shared/ui/paged-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState } from '../../shared/ui/states';
import { GameEditDrawer } from './game-edit-drawer';
import { GamesAudit } from './games-audit';
import { gameStatusTone, vendorStatusTone } from './games-format';
import { VendorStatusDialog } from './vendor-status-dialog';

const pageSize = 50;

/**
 * The brand's game vendors and games. A vendor goes under maintenance (or back) with a reason; a game's
 * status, hot flag, order and names are edited in its drawer. Members meet the change at their next launch.
 */
export function GamesPage() {
  const { t } = useTranslation('games');
  return (
    <div className="space-y-3">
      <PageHeader title={t('title')} description={t('description')} />
      <VendorsPanel />
      <GamesPanel />
      <Panel>
        <div className="p-3">
          <GamesAudit limit={8} />
        </div>
      </Panel>
    </div>
  );
}

function useVendors() {
  return useQuery({ queryKey: ['games', 'vendors'], queryFn: () => callApi(gamesAdminRoutes.vendors) });
}

function VendorsPanel() {
  const { t } = useTranslation('games');
  const vendors = useVendors();
  const [changing, setChanging] = useState<TAdminVendor | null>(null);
  return (
    <Panel title={t('vendors.title')} description={t('vendors.description')}>
      <QueryView
        query={vendors}
        isEmpty={(v) => v.vendors.length === 0}
        empty={<EmptyState title={t('vendors.emptyTitle')} hint={t('vendors.emptyHint')} />}
      >
        {({ vendors: rows }) => (
          <DataTable
            caption={t('vendors.title')}
            rows={rows}
            rowKey={(v) => v.code}
            columns={[
              {
                id: 'vendor',
                header: t('columns.vendor'),
                cell: (v) => (
                  <>
                    <span className="block font-medium">{v.name}</span>
                    <span className="text-xs text-ink-soft">
                      {v.code}
                      {v.inHouse ? ` · ${t('vendors.inHouse')}` : ''}
                    </span>
                  </>
                ),
              },
              {
                id: 'lanes',
                header: t('columns.lanes'),
                className: 'hidden sm:table-cell',
                cell: (v) => v.categories.map((c) => t(`category.${c}`)).join(', '),
              },
              {
                id: 'wallet',
                header: t('columns.walletMode'),
                className: 'hidden md:table-cell',
                cell: (v) => t(`walletMode.${v.walletMode}`),
              },
              {
                id: 'games',
                header: t('columns.games'),
                className: 'tabular text-right hidden sm:table-cell',
                cell: (v) => t('vendors.gameCount', { active: v.activeGames, total: v.games }),
              },
              {
                id: 'status',
                header: t('columns.status'),
                cell: (v) => <Badge tone={vendorStatusTone[v.status]}>{t(`vendorStatus.${v.status}.label`)}</Badge>,
              },
              {
                id: 'actions',
                header: t('common:table.actions'),
                className: 'w-px text-right whitespace-nowrap',
                cell: (v) => (
                  <Button
                    size="sm"
                    aria-label={t(
                      v.status === 'active' ? 'vendorStatus.maintenance.named' : 'vendorStatus.active.named',
                      { vendor: v.name },
                    )}
                    onClick={() => setChanging(v)}
                  >
                    <Wrench aria-hidden className="size-3.5" />
                    <span className="hidden sm:inline">
                      {t(v.status === 'active' ? 'vendorStatus.maintenance.action' : 'vendorStatus.active.action')}
                    </span>
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      <VendorStatusDialog vendor={changing} onClose={() => setChanging(null)} />
    </Panel>
  );
}

const nameLanguages = ['ms', 'en', 'zh'] as const;
type NameLanguage = (typeof nameLanguages)[number];

function GamesPanel() {
  const { t, i18n } = useTranslation('games');
  const lang: NameLanguage = nameLanguages.find((l) => l === i18n.language) ?? 'en';
  const others = nameLanguages.filter((l) => l !== lang);
  const vendors = useVendors();
  const [vendor, setVendor] = useState('');
  const [category, setCategory] = useState('');
  const [subCategory, setSubCategory] = useState('');
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TAdminGame | null>(null);
  const games = useQuery({
    queryKey: ['games', 'list', vendor, category, subCategory, status, search, page],
    queryFn: () =>
      callApi(gamesAdminRoutes.games, {
        query: { vendor, category, subCategory, status, search: search.trim(), page, pageSize },
      }),
    placeholderData: keepPreviousData,
  });
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };
  const select = (label: string, value: string, set: (v: string) => void, options: [string, string][]) => (
    <Field label={label}>
      {(field) => (
        <Select {...field} className="w-36" value={value} onChange={(e) => filter(set)(e.target.value)}>
          <option value="">{t('common:filters.all')}</option>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <Panel
      title={t('games.title')}
      actions={
        <div className="flex flex-wrap items-end gap-2">
          {select(
            t('filters.vendor'),
            vendor,
            setVendor,
            (vendors.data?.vendors ?? []).map((v) => [v.code, v.name]),
          )}
          {select(
            t('filters.category'),
            category,
            setCategory,
            gameCategories.map((c) => [c, t(`category.${c}`)]),
          )}
          {select(
            t('filters.subCategory'),
            subCategory,
            setSubCategory,
            gameSubCategories.map((c) => [c, t(`subCategory.${c}`)]),
          )}
          {select(
            t('filters.status'),
            status,
            setStatus,
            gameStatuses.map((s) => [s, t(`gameStatus.${s}`)]),
          )}
          <Field label={t('filters.search')}>
            {(field) => (
              <Input
                {...field}
                type="search"
                className="w-40"
                maxLength={64}
                placeholder={t('filters.searchHint')}
                value={search}
                onChange={(e) => filter(setSearch)(e.target.value)}
              />
            )}
          </Field>
        </div>
      }
    >
      <PagedTable
        query={games}
        caption={t('games.title')}
        empty={{ title: t('games.emptyTitle'), hint: t('games.emptyHint') }}
        rowKey={(g) => g.id}
        onPage={setPage}
        columns={[
          {
            id: 'game',
            header: t('columns.game'),
            cell: (g) => (
              <>
                <span className="block font-medium">{g.name[lang]}</span>
                <span className="block text-xs text-ink-soft">{others.map((l) => g.name[l]).join(' · ')}</span>
                <code className="text-[11px] text-ink-faint">{g.code}</code>
              </>
            ),
          },
          {
            id: 'vendor',
            header: t('columns.vendor'),
            className: 'hidden md:table-cell',
            cell: (g) => g.vendorName,
          },
          {
            id: 'lane',
            header: t('columns.lane'),
            className: 'hidden lg:table-cell',
            cell: (g) =>
              `${t(`category.${g.category}`)}${g.subCategory ? ` · ${t(`subCategory.${g.subCategory}`)}` : ''}`,
          },
          {
            id: 'hot',
            header: t('columns.hot'),
            cell: (g) =>
              g.isHot ? (
                <Badge tone="bad">
                  <Flame aria-hidden className="size-3" />
                  {t('games.hot')}
                </Badge>
              ) : null,
          },
          {
            id: 'sort',
            header: t('columns.sort'),
            className: 'tabular text-right hidden sm:table-cell',
            cell: (g) => g.sort,
          },
          {
            id: 'status',
            header: t('columns.status'),
            cell: (g) => <Badge tone={gameStatusTone[g.status]}>{t(`gameStatus.${g.status}`)}</Badge>,
          },
          {
            id: 'actions',
            header: t('common:table.actions'),
            className: 'w-px text-right whitespace-nowrap',
            cell: (g) => (
              <Button size="sm" aria-label={t('edit.named', { game: g.name[lang] })} onClick={() => setEditing(g)}>
                <Pencil aria-hidden className="size-3.5" />
                <span className="hidden sm:inline">{t('edit.action')}</span>
              </Button>
            ),
          },
        ]}
      />
      <GameEditDrawer game={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}

import { adminAuditActions, adminRoutes, type TAuditEntry } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { actionLabel, detailText } from '../../shared/lib/audit-labels';
import type { CsvColumn } from '../../shared/lib/csv';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { RowButton } from '../../shared/ui/data-table';
import { Drawer } from '../../shared/ui/drawer';
import { ExportButton } from '../../shared/ui/export-button';
import { Select } from '../../shared/ui/field';
import { FilterBar, FilterField } from '../../shared/ui/filter-bar';
import { ListPage } from '../../shared/ui/list-page';
import { useListParams } from '../../shared/use-list-params';
import { useMerchant } from '../../shared/use-merchant';

const pageSize = 50;
/** Whole families first (`member.` = every member action), then each action the back office writes. */
const families = [...new Set(adminAuditActions.map((a) => `${a.split('.')[0]}.`))];

function ChainBadge({ intact, firstBrokenId }: { intact: boolean; firstBrokenId: string | null }) {
  const { t } = useTranslation('audit');
  return intact ? (
    <Badge tone="ok">
      <ShieldCheck aria-hidden className="size-3.5" />
      {t('chain.intact')}
    </Badge>
  ) : (
    <Badge tone="bad">
      <ShieldAlert aria-hidden className="size-3.5" />
      {firstBrokenId ? t('chain.brokenAt', { id: firstBrokenId }) : t('chain.broken')}
    </Badge>
  );
}

function target(e: TAuditEntry): string {
  return [e.targetType, e.targetId].filter(Boolean).join(' #');
}

export function AuditPage() {
  const { t } = useTranslation('audit');
  const { timeZone } = useMerchant();
  const { params, page, update } = useListParams();
  const action = params.get('action') ?? '';
  const [open, setOpen] = useState<TAuditEntry | null>(null);

  const query = useQuery({
    queryKey: ['audit', { action }, page, pageSize],
    queryFn: () => callApi(adminRoutes.audit, { query: { action, page, pageSize } }),
    placeholderData: keepPreviousData,
  });

  const exportColumns: CsvColumn<TAuditEntry>[] = [
    { header: t('columns.id'), value: (e) => e.id },
    { header: t('columns.time'), value: (e) => formatDateTime(e.createdAt, timeZone) },
    { header: t('csv.actorType'), value: (e) => t(`actorTypes.${e.actorType}`) },
    { header: t('columns.actor'), value: (e) => e.actorName },
    { header: t('columns.action'), value: (e) => actionLabel(t, e.action) },
    { header: t('csv.actionCode'), value: (e) => e.action },
    { header: t('csv.targetType'), value: (e) => e.targetType },
    { header: t('csv.targetId'), value: (e) => e.targetId },
    { header: t('columns.detail'), value: (e) => JSON.stringify(e.detail) },
    { header: t('columns.ip'), value: (e) => e.ip },
  ];

  const known = action === '' || families.includes(action) || (adminAuditActions as readonly string[]).includes(action);

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      actions={
        <>
          {query.data ? <ChainBadge intact={query.data.chainIntact} firstBrokenId={query.data.firstBrokenId} /> : null}
          <ExportButton
            fileName="audit.csv"
            load={(p, size) => callApi(adminRoutes.audit, { query: { action, page: p, pageSize: size } })}
            columns={exportColumns}
          />
        </>
      }
      filters={
        <FilterBar label={t('filters')}>
          <FilterField label={t('filter')} className="w-64 max-w-full">
            {(props) => (
              <Select {...props} value={action} onChange={(e) => update({ action: e.target.value, page: null })}>
                <option value="">{t('common:filters.all')}</option>
                {known ? null : <option value={action}>{action}</option>}
                <optgroup label={t('families')}>
                  {families.map((f) => (
                    <option key={f} value={f}>
                      {t(`familyNames.${f.slice(0, -1)}`, { defaultValue: f })}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('single')}>
                  {adminAuditActions.map((a) => (
                    <option key={a} value={a}>
                      {actionLabel(t, a)}
                    </option>
                  ))}
                </optgroup>
              </Select>
            )}
          </FilterField>
        </FilterBar>
      }
      query={query}
      empty={{
        title: action ? t('emptyFilteredTitle') : t('emptyTitle'),
        hint: action ? t('emptyFilteredHint') : t('emptyHint'),
      }}
      rowKey={(e) => e.id}
      selectedKey={open?.id}
      onRowClick={setOpen}
      onPage={(p) => update({ page: String(p) })}
      columns={[
        {
          id: 'time',
          header: t('columns.time'),
          className: 'tabular whitespace-nowrap',
          cell: (e) => <RowButton onClick={() => setOpen(e)}>{formatDateTime(e.createdAt, timeZone)}</RowButton>,
        },
        {
          id: 'actor',
          header: t('columns.actor'),
          cell: (e) => e.actorName || t(`actorTypes.${e.actorType}`),
        },
        { id: 'action', header: t('columns.action'), cell: (e) => actionLabel(t, e.action) },
        {
          id: 'target',
          header: t('columns.target'),
          className: 'hidden sm:table-cell',
          cell: (e) => target(e) || '—',
        },
        {
          id: 'detail',
          header: t('columns.detail'),
          className: 'hidden md:table-cell max-w-80 truncate',
          cell: (e) => detailText(e.detail) || '—',
        },
        {
          id: 'ip',
          header: t('columns.ip'),
          className: 'hidden lg:table-cell font-mono',
          cell: (e) => e.ip ?? '—',
        },
      ]}
    >
      <Drawer
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open ? actionLabel(t, open.action) : ''}
        description={open ? formatDateTime(open.createdAt, timeZone) : undefined}
      >
        {open ? (
          <dl className="space-y-2 text-[13px]">
            {(
              [
                ['columns.id', open.id],
                ['columns.action', open.action],
                [
                  'columns.actor',
                  `${open.actorName} (${t(`actorTypes.${open.actorType}`)}${open.actorId ? ` #${open.actorId}` : ''})`,
                ],
                ['columns.target', target(open) || '—'],
                ['columns.ip', open.ip ?? '—'],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="grid grid-cols-[7rem_1fr] gap-2">
                <dt className="text-ink-soft">{t(label)}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
            <div>
              <dt className="mb-1 text-ink-soft">{t('columns.detail')}</dt>
              <dd>
                <pre className="overflow-x-auto rounded bg-sunken p-2 font-mono text-xs whitespace-pre-wrap">
                  {JSON.stringify(open.detail, null, 2)}
                </pre>
              </dd>
            </div>
          </dl>
        ) : null}
      </Drawer>
    </ListPage>
  );
}

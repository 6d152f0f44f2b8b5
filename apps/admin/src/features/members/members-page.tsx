import { adminRoutes, memberStatuses, type TAdminMemberRow } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import type { CsvColumn } from '../../shared/lib/csv';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { RowButton } from '../../shared/ui/data-table';
import { ExportButton } from '../../shared/ui/export-button';
import { FilterBar, FilterInput, FilterSelect } from '../../shared/ui/filter-bar';
import { ListPage } from '../../shared/ui/list-page';
import { useListParams } from '../../shared/use-list-params';
import { useMerchant } from '../../shared/use-merchant';
import { MemberDrawer } from './member-drawer';
import { memberTypeLabel, memberTypes, statusTone } from './member-labels';

const pageSize = 50;

function contact(row: TAdminMemberRow): string {
  if (!row.mobileNum) return '';
  return row.countryDialingCode ? `+${row.countryDialingCode.replace(/^\+/, '')} ${row.mobileNum}` : row.mobileNum;
}

export function MembersPage() {
  const { t } = useTranslation('members');
  const { timeZone } = useMerchant();
  const { params, page, update } = useListParams('member');
  const search = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const openId = params.get('member');
  const [draft, setDraft] = useState(search);

  const filters = { query: search, status, type };
  const query = useQuery({
    queryKey: ['members', filters, page],
    queryFn: () => callApi(adminRoutes.members, { query: { ...filters, page, pageSize } }),
    placeholderData: keepPreviousData,
  });

  const exportColumns: CsvColumn<TAdminMemberRow>[] = [
    { header: t('detail.id'), value: (r) => r.id },
    { header: t('columns.username'), value: (r) => r.username },
    { header: t('columns.type'), value: (r) => memberTypeLabel(t, r.type) },
    { header: t('columns.status'), value: (r) => t(`statuses.${r.status}`) },
    { header: t('detail.nickname'), value: (r) => r.nickname },
    { header: t('detail.payeeName'), value: (r) => r.payeeName },
    { header: t('columns.mobile'), value: contact },
    { header: t('columns.email'), value: (r) => r.email },
    { header: t('columns.upline'), value: (r) => r.uplineUsername },
    { header: t('detail.vipLevel'), value: (r) => r.vipLevel },
    { header: t('detail.labels'), value: (r) => r.labels.join(' ') },
    { header: t('columns.created'), value: (r) => formatDateTime(r.createdAt, timeZone) },
    { header: t('columns.lastLogin'), value: (r) => formatDateTime(r.lastLoginAt, timeZone) },
  ];

  const filtered = Boolean(search || status || type);

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      actions={
        <ExportButton
          fileName="members.csv"
          load={(p, size) => callApi(adminRoutes.members, { query: { ...filters, page: p, pageSize: size } })}
          columns={exportColumns}
        />
      }
      filters={
        <FilterBar label={t('filters')} onSubmit={() => update({ q: draft.trim(), page: null })}>
          <FilterInput
            label={t('search')}
            className="min-w-0 flex-1 basis-56"
            type="search"
            value={draft}
            maxLength={64}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
          <FilterSelect
            label={t('status')}
            className="w-36"
            value={status}
            codes={memberStatuses}
            codeLabel={(s) => t(`statuses.${s}`)}
            onChange={(value) => update({ status: value, page: null })}
          />
          <FilterSelect
            label={t('type')}
            className="w-40"
            value={type}
            codes={memberTypes}
            codeLabel={(n) => memberTypeLabel(t, n)}
            onChange={(value) => update({ type: value, page: null })}
          />
        </FilterBar>
      }
      query={query}
      empty={{
        title: filtered ? t('emptyFilteredTitle') : t('emptyTitle'),
        hint: filtered ? t('emptyFilteredHint') : t('emptyHint'),
      }}
      rowKey={(r) => r.id}
      selectedKey={openId}
      onRowClick={(r) => update({ member: r.id })}
      onPage={(p) => update({ page: String(p) })}
      columns={[
        {
          id: 'username',
          header: t('columns.username'),
          cell: (r) => <RowButton onClick={() => update({ member: r.id })}>{r.username}</RowButton>,
        },
        { id: 'type', header: t('columns.type'), cell: (r) => memberTypeLabel(t, r.type) },
        {
          id: 'status',
          header: t('columns.status'),
          cell: (r) => <Badge tone={statusTone(r.status)}>{t(`statuses.${r.status}`)}</Badge>,
        },
        {
          id: 'mobile',
          header: t('columns.mobile'),
          className: 'hidden md:table-cell tabular whitespace-nowrap',
          cell: (r) => contact(r) || '—',
        },
        {
          id: 'email',
          header: t('columns.email'),
          className: 'hidden lg:table-cell',
          cell: (r) => r.email || '—',
        },
        {
          id: 'upline',
          header: t('columns.upline'),
          className: 'hidden lg:table-cell',
          cell: (r) => r.uplineUsername || '—',
        },
        {
          id: 'created',
          header: t('columns.created'),
          className: 'hidden sm:table-cell tabular whitespace-nowrap',
          cell: (r) => formatDateTime(r.createdAt, timeZone),
        },
        {
          id: 'lastLogin',
          header: t('columns.lastLogin'),
          className: 'hidden xl:table-cell tabular whitespace-nowrap',
          cell: (r) => formatDateTime(r.lastLoginAt, timeZone) || '—',
        },
      ]}
    >
      <MemberDrawer memberId={openId} timeZone={timeZone} onClose={() => update({ member: null })} />
    </ListPage>
  );
}

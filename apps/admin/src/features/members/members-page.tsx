import { adminRoutes, memberStatuses, type TAdminMemberRow } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import { toCsv } from '../../shared/lib/csv';
import { fetchAllPages } from '../../shared/lib/fetch-all';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { DataTable, QueryView, RowButton } from '../../shared/ui/data-table';
import { ExportButton } from '../../shared/ui/export-button';
import { Field, Input, Select } from '../../shared/ui/field';
import { Pager } from '../../shared/ui/pager';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState } from '../../shared/ui/states';
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
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('member');
  const [draft, setDraft] = useState(search);

  const filters = { query: search, status, type };
  const query = useQuery({
    queryKey: ['members', filters, page],
    queryFn: () => callApi(adminRoutes.members, { query: { ...filters, page, pageSize } }),
    placeholderData: keepPreviousData,
  });

  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: 'member' in change });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim(), page: null });
  };

  const exportCsv = async () => {
    const rows = await fetchAllPages((p, size) =>
      callApi(adminRoutes.members, { query: { ...filters, page: p, pageSize: size } }),
    );
    return toCsv(
      [
        'id',
        'username',
        'type',
        'status',
        'nickname',
        'payeeName',
        'mobile',
        'email',
        'upline',
        'vipLevel',
        'labels',
        'createdAt',
        'lastLoginAt',
      ],
      rows.map((r) => [
        r.id,
        r.username,
        r.type,
        r.status,
        r.nickname,
        r.payeeName,
        contact(r),
        r.email,
        r.uplineUsername,
        r.vipLevel,
        r.labels.join(' '),
        formatDateTime(r.createdAt, timeZone),
        formatDateTime(r.lastLoginAt, timeZone),
      ]),
    );
  };

  const filtered = Boolean(search || status || type);

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<ExportButton fileName="members.csv" build={exportCsv} />}
      />
      <Panel>
        <form
          aria-label={t('filters')}
          onSubmit={submit}
          className="flex flex-wrap items-end gap-2 border-b border-line p-3"
        >
          <div className="min-w-0 flex-1 basis-56">
            <Field label={t('search')}>
              {(props) => (
                <Input
                  {...props}
                  type="search"
                  value={draft}
                  maxLength={64}
                  placeholder={t('searchPlaceholder')}
                  onChange={(e) => setDraft(e.target.value)}
                />
              )}
            </Field>
          </div>
          <div className="w-36">
            <Field label={t('status')}>
              {(props) => (
                <Select {...props} value={status} onChange={(e) => update({ status: e.target.value, page: null })}>
                  <option value="">{t('common:filters.all')}</option>
                  {memberStatuses.map((s) => (
                    <option key={s} value={s}>
                      {t(`statuses.${s}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <div className="w-40">
            <Field label={t('type')}>
              {(props) => (
                <Select {...props} value={type} onChange={(e) => update({ type: e.target.value, page: null })}>
                  <option value="">{t('common:filters.all')}</option>
                  {memberTypes.map((n) => (
                    <option key={n} value={n}>
                      {memberTypeLabel(t, n)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <Button type="submit" variant="primary">
            <Search aria-hidden className="size-4" />
            {t('common:actions.search')}
          </Button>
        </form>
        <QueryView
          query={query}
          isEmpty={(p) => p.items.length === 0}
          empty={
            <EmptyState
              title={filtered ? t('emptyFilteredTitle') : t('emptyTitle')}
              hint={filtered ? t('emptyFilteredHint') : t('emptyHint')}
            />
          }
        >
          {(result) => (
            <>
              <DataTable
                caption={t('title')}
                rows={result.items}
                rowKey={(r) => r.id}
                selectedKey={openId}
                onRowClick={(r) => update({ member: r.id })}
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
              />
              <Pager
                page={result.page}
                pageSize={result.pageSize}
                total={result.total}
                onPage={(p) => update({ page: String(p) })}
              />
            </>
          )}
        </QueryView>
      </Panel>
      <MemberDrawer memberId={openId} timeZone={timeZone} onClose={() => update({ member: null })} />
    </div>
  );
}

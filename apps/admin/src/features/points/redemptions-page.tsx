import { pointRedemptionStates, pointsAdminRoutes, type TAdminPointRedemption } from '@gemilang/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { type CsvColumn, withPageCurrency } from '../../shared/lib/csv';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { type Column, RowButton } from '../../shared/ui/data-table';
import { Drawer } from '../../shared/ui/drawer';
import { ExportButton } from '../../shared/ui/export-button';
import { Field, TextArea } from '../../shared/ui/field';
import { FilterBar, FilterInput, FilterSelect } from '../../shared/ui/filter-bar';
import { ListPage } from '../../shared/ui/list-page';
import { useListParams } from '../../shared/use-list-params';
import { useMerchant } from '../../shared/use-merchant';
import { pointsKey, pointsText } from './points-format';

const pageSize = 50;
/** The contract's limit of a tracking note and of a reason. */
const maxRemark = 200;
const tones = { applying: 'warn', approved: 'ok', rejected: 'neutral' } as const;
type Decision = { redemption: TAdminPointRedemption; action: 'approve' | 'reject' };

/** Where a gift goes: who, the address and the phone; a dash for what is not delivered. */
function Delivery({ r }: { r: TAdminPointRedemption }) {
  if (!r.recipient && !r.deliveryAddress && !r.phone) return <span className="text-ink-faint">—</span>;
  return (
    <span className="flex max-w-64 flex-col text-[12px]">
      <span className="font-medium">{r.recipient}</span>
      <span className="whitespace-pre-wrap text-ink-soft">{r.deliveryAddress}</span>
      <span className="tabular-nums">{r.phone}</span>
    </span>
  );
}

function DecideButtons({
  r,
  onDecide,
  stacked = false,
}: {
  r: TAdminPointRedemption;
  onDecide: (d: Decision) => void;
  /** One above the other, so the table keeps its width. */
  stacked?: boolean;
}) {
  const { t } = useTranslation('points');
  if (r.status !== 'applying') return null;
  return (
    <span className={`flex gap-1 ${stacked ? 'flex-col items-stretch' : ''}`}>
      <Button
        size="sm"
        variant="primary"
        aria-label={t('queue.approveOf', { number: r.number })}
        onClick={(e) => {
          e.stopPropagation();
          onDecide({ redemption: r, action: 'approve' });
        }}
      >
        <Check aria-hidden className="size-3.5" />
        {t('queue.approve')}
      </Button>
      <Button
        size="sm"
        aria-label={t('queue.rejectOf', { number: r.number })}
        onClick={(e) => {
          e.stopPropagation();
          onDecide({ redemption: r, action: 'reject' });
        }}
      >
        <X aria-hidden className="size-3.5" />
        {t('queue.reject')}
      </Button>
    </span>
  );
}

/** One redemption in full, for a phone where the table's columns are few. */
function RedemptionDetail({
  r,
  currency,
  onDecide,
}: {
  r: TAdminPointRedemption;
  currency: string;
  onDecide: (d: Decision) => void;
}) {
  const { t } = useTranslation('points');
  const { timeZone } = useMerchant();
  const row = (label: string, value: ReactNode) => (
    <>
      <dt className="text-ink-soft">{label}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <div className="space-y-3 text-[13px]">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
        {row(t('columns.member'), <span className="font-medium">{r.memberName}</span>)}
        {row(t('columns.appliedAt'), <span className="tabular-nums">{formatDateTime(r.appliedAt, timeZone)}</span>)}
        {row(t('columns.type'), t(`type.${r.type}`))}
        {row(t('columns.item'), `${r.itemName} · ${t('versionOf', { version: r.itemVersion })}`)}
        {row(t('columns.quantity'), r.quantity)}
        {row(t('columns.points'), pointsText(r.points))}
        {row(t('columns.money'), money(currency, r.amount))}
        {row(t('columns.delivery'), <Delivery r={r} />)}
        {row(t('columns.status'), <Badge tone={tones[r.status]}>{t(`status.${r.status}`)}</Badge>)}
        {r.decidedBy
          ? row(
              t('queue.decided'),
              t('queue.decidedBy', { name: r.decidedBy, at: formatDateTime(r.decidedAt, timeZone) }),
            )
          : null}
        {r.remark ? row(t('columns.remark'), r.remark) : null}
      </dl>
      <DecideButtons r={r} onDecide={onDecide} />
    </div>
  );
}

/**
 * The fulfilment queue (ADR 064): redemptions by state, those applying first and oldest first, with what was
 * redeemed (the version the member saw), its price and where a gift goes. Approve with a tracking note (the member
 * reads it), or reject with a reason: the points, money and stock go back.
 */
export function PointsRedemptionsPage() {
  const { t } = useTranslation('points');
  const { timeZone } = useMerchant();
  const queryClient = useQueryClient();
  const { params, page, update } = useListParams('redemption');
  // The queue opens on what waits; "All" is its own value so the address can say it.
  const status = params.get('status') ?? 'applying';
  const member = params.get('member') ?? '';
  const openId = params.get('redemption');
  const [memberDraft, setMemberDraft] = useState(member);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [remark, setRemark] = useState('');
  const filter = {
    status: status === 'all' ? undefined : (status as TAdminPointRedemption['status']),
    member: member || undefined,
  };
  const query = useQuery({
    queryKey: [...pointsKey, 'redemptions', status, member, page],
    queryFn: () => callApi(pointsAdminRoutes.redemptions, { query: { ...filter, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
  // The queue as its filter stands, every page (ADR 067); the brand's currency comes with each page.
  const exportColumns: CsvColumn<TAdminPointRedemption & { currency: string }>[] = [
    { header: t('columns.number'), value: (r) => r.number },
    { header: t('columns.member'), value: (r) => r.memberName },
    { header: t('columns.appliedAt'), value: (r) => formatDateTime(r.appliedAt, timeZone) },
    { header: t('columns.type'), value: (r) => t(`type.${r.type}`) },
    { header: t('columns.item'), value: (r) => r.itemName },
    { header: t('csv.itemVersion'), value: (r) => r.itemVersion },
    { header: t('columns.quantity'), value: (r) => r.quantity },
    { header: t('columns.points'), value: (r) => r.points },
    { header: t('columns.money'), value: (r) => r.amount },
    { header: t('common:csv.currency'), value: (r) => r.currency },
    { header: t('columns.status'), value: (r) => t(`status.${r.status}`) },
    { header: t('csv.recipient'), value: (r) => r.recipient },
    { header: t('csv.address'), value: (r) => r.deliveryAddress },
    { header: t('csv.phone'), value: (r) => r.phone },
    { header: t('columns.remark'), value: (r) => r.remark },
    { header: t('csv.decidedBy'), value: (r) => r.decidedBy },
    { header: t('csv.decidedAt'), value: (r) => formatDateTime(r.decidedAt, timeZone) },
  ];
  const currency = query.data?.currency ?? '';
  const open = query.data?.items.find((r) => r.id === openId) ?? null;
  const decide = useMutation({
    mutationFn: ({ redemption, action }: Decision) =>
      action === 'approve'
        ? callApi(pointsAdminRoutes.approve, { params: { id: redemption.id }, body: { note: remark.trim() } })
        : callApi(pointsAdminRoutes.reject, { params: { id: redemption.id }, body: { reason: remark.trim() } }),
    onSuccess: async () => {
      setDecision(null);
      setRemark('');
      await queryClient.invalidateQueries({ queryKey: pointsKey });
    },
  });
  const ask = (d: Decision) => {
    decide.reset();
    setRemark('');
    setDecision(d);
  };
  const close = (o: boolean) => {
    if (!o) setDecision(null);
  };
  const remarkField = (label: string, hint: string) => (
    <Field label={label} hint={`${hint} ${t('remarkLength', { n: remark.length, max: maxRemark })}`}>
      {(props) => (
        <TextArea
          {...props}
          rows={3}
          maxLength={maxRemark}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
      )}
    </Field>
  );
  const subject = decision
    ? {
        number: decision.redemption.number,
        member: decision.redemption.memberName,
        item: decision.redemption.itemName,
        quantity: decision.redemption.quantity,
        points: pointsText(decision.redemption.points),
      }
    : { number: '', member: '', item: '', quantity: 0, points: '' };

  return (
    <ListPage
      title={t('queue.title')}
      description={t('queue.description')}
      actions={
        <ExportButton
          fileName="points-redemptions.csv"
          load={withPageCurrency((p, size) =>
            callApi(pointsAdminRoutes.redemptions, { query: { ...filter, page: p, pageSize: size } }),
          )}
          columns={exportColumns}
        />
      }
      filters={
        <FilterBar label={t('queue.filters')} onSubmit={() => update({ member: memberDraft.trim(), page: null })}>
          <FilterSelect
            label={t('columns.status')}
            className="w-40"
            value={status}
            allValue="all"
            codes={pointRedemptionStates}
            codeLabel={(s) => t(`status.${s}`)}
            onChange={(v) => update({ status: v === 'applying' ? null : v, page: null })}
          />
          <FilterInput
            label={t('columns.member')}
            className="w-44"
            value={memberDraft}
            autoComplete="off"
            onChange={(e) => setMemberDraft(e.target.value)}
          />
        </FilterBar>
      }
      query={query}
      rowKey={(r) => r.id}
      selectedKey={openId}
      onRowClick={(r) => update({ redemption: r.id })}
      onPage={(p) => update({ page: String(p) })}
      empty={{
        title: status === 'applying' ? t('queue.emptyTitle') : t('queue.emptyFilteredTitle'),
        hint: t('queue.emptyHint'),
      }}
      // A remark and the decisions take room only on a page that has some.
      columns={(data) =>
        (
          [
            {
              id: 'number',
              header: t('columns.number'),
              className: 'whitespace-nowrap',
              cell: (r) => (
                <RowButton label={t('queue.openOf', { number: r.number })} onClick={() => update({ redemption: r.id })}>
                  <span className="font-mono text-[12px]">{r.number}</span>
                </RowButton>
              ),
            },
            {
              id: 'member',
              header: t('columns.member'),
              cell: (r) => <span className="font-medium">{r.memberName}</span>,
            },
            {
              id: 'applied',
              header: t('columns.appliedAt'),
              className: 'tabular-nums whitespace-nowrap hidden sm:table-cell',
              cell: (r) => formatDateTime(r.appliedAt, timeZone),
            },
            {
              id: 'item',
              header: t('columns.item'),
              cell: (r) => (
                <span className="flex min-w-32 flex-col">
                  <span>
                    {r.itemName}
                    {r.quantity > 1 ? <span className="text-ink-soft"> × {r.quantity}</span> : null}
                  </span>
                  <span className="text-[11px] text-ink-soft">
                    {t(`type.${r.type}`)} · {t('versionOf', { version: r.itemVersion })}
                  </span>
                </span>
              ),
            },
            {
              id: 'price',
              header: t('columns.price'),
              className: 'tabular-nums text-right whitespace-nowrap hidden sm:table-cell',
              cell: (r) => (
                <span className="flex flex-col items-end">
                  <span>{t('pointsValue', { points: pointsText(r.points) })}</span>
                  {/^0+(\.0+)?$/.test(r.amount) ? null : (
                    <span className="text-[11px] text-ink-soft">+ {money(currency, r.amount)}</span>
                  )}
                </span>
              ),
            },
            {
              id: 'delivery',
              header: t('columns.delivery'),
              className: 'hidden lg:table-cell',
              cell: (r) => <Delivery r={r} />,
            },
            {
              id: 'status',
              header: t('columns.status'),
              cell: (r) => <Badge tone={tones[r.status]}>{t(`status.${r.status}`)}</Badge>,
            },
            {
              id: 'remark',
              header: t('columns.remark'),
              className: 'hidden max-w-56 md:table-cell',
              cell: (r) => <span className="text-[12px]">{r.remark}</span>,
            },
            {
              id: 'actions',
              header: t('columns.actions'),
              className: 'w-px hidden sm:table-cell',
              cell: (r) => <DecideButtons r={r} onDecide={ask} stacked />,
            },
          ] satisfies Column<TAdminPointRedemption>[]
        ).filter((c) =>
          c.id === 'remark'
            ? data.items.some((r) => r.remark)
            : c.id === 'actions'
              ? data.items.some((r) => r.status === 'applying')
              : true,
        )
      }
    >
      <Drawer
        open={open !== null}
        onOpenChange={(o) => {
          if (!o) update({ redemption: null });
        }}
        title={open ? t('queue.drawerTitle', { number: open.number }) : ''}
      >
        {open ? <RedemptionDetail r={open} currency={currency} onDecide={ask} /> : null}
      </Drawer>
      <ConfirmDialog
        open={decision?.action === 'approve'}
        onOpenChange={close}
        title={t('queue.approveTitle', subject)}
        description={t('queue.approveText', subject)}
        confirmLabel={t('queue.approve')}
        canConfirm={remark.trim() !== ''}
        onConfirm={() => decision && decide.mutate(decision)}
        pending={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
      >
        {remarkField(t('queue.note'), t('queue.noteHint'))}
      </ConfirmDialog>
      <ConfirmDialog
        open={decision?.action === 'reject'}
        onOpenChange={close}
        title={t('queue.rejectTitle', subject)}
        description={t('queue.rejectText', subject)}
        confirmLabel={t('queue.reject')}
        danger
        canConfirm={remark.trim() !== ''}
        onConfirm={() => decision && decide.mutate(decision)}
        pending={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
      >
        {remarkField(t('queue.reason'), t('queue.reasonHint'))}
      </ConfirmDialog>
    </ListPage>
  );
}

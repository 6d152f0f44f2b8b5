import { adminRoutes, type TBlockedRange } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { Field, Input } from '../../shared/ui/field';
import { Panel } from '../../shared/ui/panel';
import { EmptyState, InlineMessage } from '../../shared/ui/states';

export function BlockedRanges({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('siteStatus');
  const queryClient = useQueryClient();
  const [cidr, setCidr] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [removing, setRemoving] = useState<TBlockedRange | null>(null);

  const query = useQuery({
    queryKey: ['blocked-ranges'],
    queryFn: () => callApi(adminRoutes.blockedRanges, { query: { page: 1, pageSize: 200 } }),
  });
  const add = useMutation({
    mutationFn: () => callApi(adminRoutes.addBlockedRange, { body: { cidr: cidr.trim(), note: note.trim() } }),
    onSuccess: async () => {
      setCidr('');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: ['blocked-ranges'] });
    },
  });
  const remove = useMutation({
    mutationFn: (range: TBlockedRange) => callApi(adminRoutes.removeBlockedRange, { params: { id: range.id } }),
    onSuccess: async () => {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: ['blocked-ranges'] });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(cidr.trim() === '');
    if (cidr.trim() === '') return;
    add.mutate();
  };
  const issues = fieldIssues(add.error);
  const addRefused = add.isError && !(add.error instanceof ApiError && add.error.code === 'invalid_input');

  return (
    <Panel title={t('ranges.title')} labelledBy="blocked-ranges-title" description={t('ranges.description')}>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-2 border-b border-line p-3">
        <div className="min-w-0 flex-1 basis-44">
          <Field
            label={t('ranges.cidr')}
            hint={t('ranges.cidrHint')}
            error={missing ? t('common:errors.required') : issues.cidr}
          >
            {(props) => (
              <Input
                {...props}
                value={cidr}
                maxLength={64}
                spellCheck={false}
                placeholder="203.0.113.0/24"
                onChange={(e) => setCidr(e.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="min-w-0 flex-1 basis-44">
          <Field label={t('ranges.note')} error={issues.note}>
            {(props) => <Input {...props} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />}
          </Field>
        </div>
        <Button type="submit" disabled={add.isPending} className="sm:mt-[19px]">
          <Plus aria-hidden className="size-4" />
          {t('ranges.add')}
        </Button>
        {addRefused ? (
          <div className="basis-full">
            <InlineMessage tone="bad">{errorMessage(add.error)}</InlineMessage>
          </div>
        ) : null}
      </form>
      <QueryView
        query={query}
        skeletonRows={3}
        isEmpty={(page) => page.items.length === 0}
        empty={<EmptyState title={t('ranges.emptyTitle')} hint={t('ranges.emptyHint')} />}
      >
        {(page) => (
          <DataTable
            caption={t('ranges.title')}
            rows={page.items}
            rowKey={(r) => r.id}
            maxHeight="24rem"
            columns={[
              { id: 'cidr', header: t('ranges.cidr'), cell: (r) => <span className="font-mono">{r.cidr}</span> },
              { id: 'note', header: t('ranges.note'), cell: (r) => r.note || '—' },
              {
                id: 'created',
                header: t('ranges.created'),
                className: 'hidden sm:table-cell tabular whitespace-nowrap',
                cell: (r) => formatDateTime(r.createdAt, timeZone),
              },
              {
                id: 'actions',
                header: t('common:table.actions'),
                className: 'w-px text-right',
                cell: (r) => (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('ranges.remove', { cidr: r.cidr })}
                    onClick={() => {
                      remove.reset();
                      setRemoving(r);
                    }}
                  >
                    <Trash2 aria-hidden className="size-3.5" />
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('ranges.confirmTitle')}
        description={t('ranges.confirmText', { cidr: removing?.cidr ?? '' })}
        confirmLabel={t('ranges.confirm')}
        danger
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Panel>
  );
}

import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { errorMessage } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState, InlineMessage } from '../../shared/ui/states';

type Column<R> = ComponentProps<typeof DataTable<R>>['columns'][number];

/**
 * A content list of the back office (ADR 068): its heading with a "new" button, the table of what exists, the editor
 * (a dialog) for a new row or the row chosen, and one confirmed destructive action on a row (end, remove).
 * `columns` receives `edit` (open the editor on a row) and `confirm` (ask before the action on a row).
 */
export function ContentList<R extends { id: string }>({
  words,
  query,
  columns,
  editor,
  action,
}: {
  words: { title: string; description: string; add: string; emptyTitle: string; emptyHint: string };
  query: UseQueryResult<{ items: R[] }>;
  columns: (open: { edit: (row: R) => void; confirm: (row: R) => void }) => Column<R>[];
  editor: (row: R | null, close: () => void) => ReactNode;
  action: {
    mutation: UseMutationResult<unknown, Error, string>;
    title: string;
    text: (row: R) => string;
    label: string;
  };
}) {
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const [confirming, setConfirming] = useState<R | null>(null);
  const { mutation } = action;
  return (
    <div className="space-y-3">
      <PageHeader
        title={words.title}
        description={words.description}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {words.add}
          </Button>
        }
      />
      {mutation.isError ? <InlineMessage tone="bad">{errorMessage(mutation.error)}</InlineMessage> : null}
      <Panel>
        <QueryView
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={words.emptyTitle} hint={words.emptyHint} />}
        >
          {(data) => (
            <DataTable
              caption={words.title}
              rows={data.items}
              rowKey={(r) => r.id}
              columns={columns({ edit: setEditing, confirm: setConfirming })}
            />
          )}
        </QueryView>
      </Panel>
      {editing ? editor(editing === 'new' ? null : editing, () => setEditing(null)) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={action.title}
        description={confirming ? action.text(confirming) : ''}
        confirmLabel={action.label}
        onConfirm={() =>
          confirming ? mutation.mutate(confirming.id, { onSuccess: () => setConfirming(null) }) : undefined
        }
        pending={mutation.isPending}
        danger
      />
    </div>
  );
}

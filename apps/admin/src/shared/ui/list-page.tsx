import type { ComponentProps, ReactNode } from 'react';
import { type Page, PagedTable } from './paged-table';
import { PageHeader, Panel } from './panel';

/**
 * A back-office list page: its heading (with actions such as Export CSV), one panel holding the filters and
 * the paged table (named after the page), then what opens from a row (`children`: drawers, dialogs).
 */
export function ListPage<P extends Page<unknown>>({
  title,
  description,
  actions,
  filters,
  children,
  caption = title,
  ...table
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** The filter bar, and anything else between the heading and the table (a row of views). */
  filters?: ReactNode;
  children?: ReactNode;
  caption?: string;
} & Omit<ComponentProps<typeof PagedTable<P>>, 'caption'>) {
  return (
    <div>
      <PageHeader title={title} description={description} actions={actions} />
      <Panel>
        {filters}
        <PagedTable<P> caption={caption} {...table} />
      </Panel>
      {children}
    </div>
  );
}

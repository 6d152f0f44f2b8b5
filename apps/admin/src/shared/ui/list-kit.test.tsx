import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, FilterInput, FilterSelect } from './filter-bar';
import { type Page, PagedTable } from './paged-table';

type Row = { id: string; name: string };
const settled = (data: Page<Row>) => ({
  data,
  error: null,
  isPending: false as const,
  isError: false as const,
  refetch: vi.fn(),
});
const columns = [{ id: 'name', header: 'Name', cell: (r: Row) => r.name }];

/**
 * The pieces every back-office list is built from. Seen red: with the pager's page not passed on, Next asked
 * for page 1 again.
 */
describe('the list kit', () => {
  it('shows a page of rows as a table named by its caption, with the pager under it', async () => {
    const onPage = vi.fn();
    render(
      <PagedTable
        query={settled({ items: [{ id: '1', name: 'siti' }], page: 1, pageSize: 1, total: 2 })}
        caption="Members"
        columns={columns}
        rowKey={(r) => r.id}
        empty={{ title: 'No members' }}
        onPage={onPage}
      />,
    );
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).getByText('siti')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.textContent).toContain('Page 1 of 2 · total 2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says what an empty page means instead of an empty table, and offers a retry when the call failed', async () => {
    const { unmount } = render(
      <PagedTable
        query={settled({ items: [], page: 1, pageSize: 50, total: 0 })}
        caption="Members"
        columns={columns}
        rowKey={(r) => r.id}
        empty={{ title: 'No members match', hint: 'Clear a filter.' }}
        onPage={vi.fn()}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No members match')).toBeTruthy();
    expect(screen.getByText('Clear a filter.')).toBeTruthy();
    unmount();

    const refetch = vi.fn();
    render(
      <PagedTable<Page<Row>>
        query={{ data: undefined, error: new Error('down'), isPending: false, isError: true, refetch }}
        caption="Members"
        columns={columns}
        rowKey={(r) => r.id}
        empty={{ title: 'No members' }}
        onPage={vi.fn()}
      />,
    );
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('names the filter form, applies typed fields on Search and a choice at once', async () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    render(
      <FilterBar label="Member filters" onSubmit={onSubmit}>
        <FilterInput label="Search" className="w-40" type="search" defaultValue="" />
        <FilterSelect
          label="Status"
          className="w-36"
          value=""
          codes={['active', 'frozen'] as const}
          codeLabel={(code) => code.toUpperCase()}
          onChange={onChange}
        />
      </FilterBar>,
    );
    const form = screen.getByRole('form', { name: 'Member filters' });
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toBeTruthy();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'FROZEN');
    expect(onChange).toHaveBeenCalledWith('frozen');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('has no Search button when every filter applies as it changes', () => {
    render(
      <FilterBar label="Audit log filters">
        <FilterSelect label="Action" className="w-64" value="" codes={[]} codeLabel={String} onChange={vi.fn()} />
      </FilterBar>,
    );
    const form = screen.getByRole('form', { name: 'Audit log filters' });
    expect(within(form).queryByRole('button')).toBeNull();
    expect(within(form).getByRole('option', { name: 'All' })).toBeTruthy();
  });
});

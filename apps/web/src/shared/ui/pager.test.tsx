import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { Pager } from './pager';

/**
 * The one pager of the player site's lists, in each list's own words. Seen red: with the previous button's
 * `page <= 1` check dropped it stayed enabled on page 1; with `keyPrefix` not passed on, the agent centre's
 * navigation was named "members.pages".
 */
describe('Pager', () => {
  it('names itself and its buttons in the list’s words and says where it stands', async () => {
    await renderPage(<Pager ns="agent" keyPrefix="members" page={2} pages={5} onPage={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toContain('Page 2 of 5');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
  });

  it('cannot go before the first page or past the last, and moves one page at a time', async () => {
    const onPage = vi.fn();
    const { rerender } = await renderPage(<Pager ns="records" page={1} pages={3} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Record pages' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(onPage).toHaveBeenCalledWith(2);

    rerender(<Pager ns="records" page={3} pages={3} onPage={onPage} />);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(false);
    fireEvent.click(previous);
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('shows nothing when the list fits on one page', async () => {
    await renderPage(<Pager ns="records" page={1} pages={1} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useInertPage } from './inert-page';
import { showToast, Toaster } from './toast';

function Dialog({ open }: { open: boolean }) {
  useInertPage(open);
  return null;
}

let page: HTMLDivElement;
beforeEach(() => {
  page = document.createElement('div');
  page.id = 'root';
  document.body.append(page);
});
afterEach(() => page.remove());

describe('useInertPage', () => {
  it('makes the page inert while a modal is open, and gives it back when it closes', () => {
    const view = render(<Dialog open={false} />);
    expect(page.inert).toBe(false);
    view.rerender(<Dialog open />);
    expect(page.inert).toBe(true);
    view.rerender(<Dialog open={false} />);
    expect(page.inert).toBe(false);
  });

  it('keeps the page inert until the last of two open modals closes (a notice over a dialog)', () => {
    const dialog = render(<Dialog open />);
    const notice = render(<Dialog open />);
    notice.unmount();
    expect(page.inert).toBe(true);
    dialog.unmount();
    expect(page.inert).toBe(false);
  });
});

describe('a toast while a modal is open', () => {
  // Seen red: with the toasts' viewport in the page's root, the toast sits inside the inert page.
  it('is outside the inert page: it can still be read and closed', async () => {
    const view = render(<Toaster closeLabel="Close" regionLabel="Notifications" />, { container: page });
    render(<Dialog open />);
    act(() => {
      showToast({ title: 'Deposit credited' });
    });
    const toast = await screen.findByText('Deposit credited');
    expect(page.inert).toBe(true);
    expect(toast.closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' }).closest('[inert]')).toBeNull();
    view.unmount();
  });
});

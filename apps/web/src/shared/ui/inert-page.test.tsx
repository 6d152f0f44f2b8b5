import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useInertPage } from './inert-page';

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

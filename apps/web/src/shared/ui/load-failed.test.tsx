import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { LoadFailed } from './load-failed';

/**
 * What a list shows when it could not be loaded. Seen red: with `role="alert"` dropped the failure was not
 * announced; with the button's words taken from a key that is not in the catalogue it was named "actions.retry";
 * with `title` ignored the messages page lost its lead line.
 */
describe('LoadFailed', () => {
  it('announces why and offers to try again', async () => {
    const onRetry = vi.fn();
    await renderPage(<LoadFailed message="Please check the network and retry." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Please check the network and retry.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks Malay on a Malay page', async () => {
    await renderPage(<LoadFailed message="Ralat" onRetry={() => {}} />, 'ms');
    expect(screen.getByRole('button', { name: 'Cuba lagi' })).toBeTruthy();
  });

  it('leads with a title, the reason following as the detail, where one is given', async () => {
    await renderPage(<LoadFailed title="Messages could not be loaded." message="Network error" onRetry={() => {}} />);
    const lines = Array.from(screen.getByRole('alert').querySelectorAll('p'), (p) => p.textContent);
    expect(lines).toEqual(['Messages could not be loaded.', 'Network error']);
  });
});

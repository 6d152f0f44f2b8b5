import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

/**
 * The empty state of pages and lists. Seen red: with the `heading` prop ignored (always an h2), the not-found
 * page's h1 and the lists' h3 were h2s.
 */
describe('EmptyState', () => {
  it('names what is missing with a heading of the level it is given, and says what to do', () => {
    render(
      <EmptyState
        heading="h1"
        icon={<svg aria-hidden="true" />}
        title="Page not found"
        text="Go back home."
        actions={<button type="button">Home</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Go back home.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
  });

  it('is an h2 by default, and an h3 inside a list', () => {
    const { rerender } = render(<EmptyState icon={null} title="No promotions" text="Come back soon." />);
    expect(screen.getByRole('heading', { level: 2, name: 'No promotions' })).toBeTruthy();
    rerender(<EmptyState heading="h3" compact icon={null} title="No members yet" text="Invite one." />);
    expect(screen.getByRole('heading', { level: 3, name: 'No members yet' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

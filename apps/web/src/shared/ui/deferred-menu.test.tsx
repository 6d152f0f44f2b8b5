import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuPlaceholder, pendingOpen, useDeferredMenuOpen } from './deferred-menu';

/** The real menu's state, shown as text. */
function RealMenu({ id }: { id: string }) {
  const [open] = useDeferredMenuOpen(id);
  return <p>{open ? 'menu open' : 'menu closed'}</p>;
}

/** The player's press on the stand-in, landing while the arriving menu is drawn (after its render, before its effects). */
function PressDuringDraw({ id }: { id: string }) {
  // A native press, as the browser delivers it between the two: no act() round it, which React refuses inside a
  // render.
  screen
    .getByRole('button', { name: 'Account menu' })
    .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  return <p>{id}</p>;
}

describe('a menu whose code arrives after the page shows', () => {
  it('opens when its stand-in was pressed before it arrived, and forgets the press once open', () => {
    render(
      <MenuPlaceholder id="before" label="Account menu" className="">
        me
      </MenuPlaceholder>,
    );
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Account menu' }));
    render(<RealMenu id="before" />);
    expect(screen.getByText('menu open')).toBeTruthy();
    expect(pendingOpen('before')).toBe(false);
  });

  // Seen red: with the menu's open state read only in its first render, it stays closed and the press is lost.
  it('opens when the press lands while it is being drawn, after its first render read "not pressed"', () => {
    render(
      <MenuPlaceholder id="during" label="Account menu" className="">
        me
      </MenuPlaceholder>,
    );
    render(
      <>
        <RealMenu id="during" />
        <PressDuringDraw id="during" />
      </>,
    );
    expect(screen.getByText('menu open')).toBeTruthy();
    expect(pendingOpen('during')).toBe(false);
  });

  it('stays closed when nobody pressed it', () => {
    render(<RealMenu id="untouched" />);
    expect(screen.getByText('menu closed')).toBeTruthy();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDialog, openDialog } from '../../shared/dialogs';
import { type Session, setSession } from '../../shared/session';
import { renderPage } from '../../test/render';
import { MemberCentreDialog } from './member-centre-dialog';

// Two built pages stand in for the real ones, so the panel is tested on its own.
vi.mock('./pages', async () => {
  const { ShieldCheck, Wallet, Mail } = await import('lucide-react');
  const page = (text: string) => () => <h2>{text}</h2>;
  return {
    memberCentrePages: [
      { id: 'securityCenter', icon: ShieldCheck, Page: page('Security page body') },
      { id: 'transferFund', icon: Wallet, Page: null },
      { id: 'depositv2', icon: Wallet, Page: page('Deposit page body') },
      { id: 'messageV2', icon: Mail, Page: null },
    ],
  };
});

const member: Session = {
  token: 't'.repeat(43),
  account: 'demo',
  merchant: 'demo',
  isAgent: 0,
  customerId: '1',
  memberLabel: [],
};

afterEach(() => setSession(null));

describe('member centre', () => {
  it('shows the built entries in menu order, opens the asked page and switches pages', async () => {
    await renderPage(<MemberCentreDialog />);
    act(() => {
      setSession(member);
      openDialog('memberCentre', { page: 'depositv2' });
    });
    const panel = await screen.findByRole('dialog', { name: 'Personal centre' });
    const menu = within(panel).getByRole('navigation', { name: 'Personal centre menu' });
    const entries = within(menu).getAllByRole('button');
    expect(entries.map((b) => b.textContent)).toEqual(['My account', 'Deposit']);
    expect(within(menu).getByRole('button', { name: 'Deposit' }).getAttribute('aria-current')).toBe('page');
    expect(await within(panel).findByRole('heading', { name: 'Deposit page body' })).toBeTruthy();

    await userEvent.click(within(menu).getByRole('button', { name: 'My account' }));
    expect(await within(panel).findByRole('heading', { name: 'Security page body' })).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(getDialog().name).toBeNull());
  });

  it('opens the default page (my account) when no page or an unbuilt one is asked for', async () => {
    await renderPage(<MemberCentreDialog />);
    act(() => {
      setSession(member);
      openDialog('memberCentre', { page: 'messageV2' });
    });
    expect(await screen.findByRole('heading', { name: 'Security page body' })).toBeTruthy();
  });

  it('asks a visitor to log in instead of opening', async () => {
    await renderPage(<MemberCentreDialog />);
    act(() => openDialog('memberCentre', { page: 'depositv2' }));
    await waitFor(() => expect(getDialog().name).toBe('login'));
    expect(screen.queryByRole('dialog', { name: 'Personal centre' })).toBeNull();
  });

  it('does not open for a trial account', async () => {
    await renderPage(<MemberCentreDialog />);
    act(() => {
      setSession({ ...member, isAgent: 4 });
      openDialog('memberCentre', { page: 'depositv2' });
    });
    await waitFor(() => expect(getDialog().name).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Personal centre' })).toBeNull();
  });
});

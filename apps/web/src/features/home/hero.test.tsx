import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { Hero } from './hero';

/** A brand-new member is welcomed, not welcomed back. Seen red with the flag ignored ("Welcome back"). */
const member: Session = {
  token: 't',
  account: 'player01',
  merchant: 'demo',
  isAgent: 0,
  customerId: '7',
  memberLabel: [],
};

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

describe("the home page's greeting", () => {
  it('welcomes a member on their first sign-in, and welcomes them back afterwards', async () => {
    installFakeApi({ 'GET /wps/system/status': { value: siteStatus() } });
    await changeLanguage('en');
    setSession({ ...member, firstSignIn: true });
    const first = renderAt('/index', <Hero />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Gemilang, player01' })).toBeTruthy();
    first.unmount();
    setSession(member);
    renderAt('/index', <Hero />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, player01' })).toBeTruthy();
  });

  it('says it in Malay', async () => {
    installFakeApi({ 'GET /wps/system/status': { value: siteStatus() } });
    await changeLanguage('ms');
    setSession({ ...member, firstSignIn: true });
    renderAt('/index', <Hero />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Selamat datang ke Gemilang, player01' })).toBeTruthy();
  });
});

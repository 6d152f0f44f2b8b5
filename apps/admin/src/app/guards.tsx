import type { StaffAccess } from '@gemilang/contract';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { ChangeOwnPasswordPage } from '../features/sign-in/change-own-password-page';
import { useSession } from '../shared/session';
import { homePath, mayOpen } from './nav';

/**
 * Signed-out operators go to the sign-in page, which brings them back here afterwards. One signed in with an
 * administrator's password sees only the page that replaces it (the server refuses everything else too).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const next = location.pathname === '/' ? '' : `?next=${encodeURIComponent(location.pathname + location.search)}`;
    return <Navigate to={`/sign-in${next}`} replace />;
  }
  if (session.mustChangePassword) return <ChangeOwnPasswordPage />;
  return <>{children}</>;
}

/**
 * Pages of some roles only (nav.ts, the roles' table of ADR 069): an operator of another role who follows a link sees why, not
 * a broken page.
 */
export function RequireRole({ access, children }: { access: StaffAccess; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (mayOpen(access, session?.role)) return <>{children}</>;
  return (
    <div role="alert" className="flex flex-col items-center gap-2 px-4 py-16 text-center">
      <ShieldAlert aria-hidden className="size-8 text-warn" />
      <p className="font-medium text-ink">
        {t(access === 'operatorAdmin' ? 'states.adminOnlyTitle' : 'states.otherRoleTitle')}
      </p>
      <p className="text-ink-soft">{t('states.adminOnlyHint')}</p>
      <Link className="text-accent hover:underline" to={homePath(session?.role)}>
        {t('states.backHome')}
      </Link>
    </div>
  );
}

export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={homePath(session?.role)} replace />;
}

import type { TLoginValue } from '@gemilang/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useFeatureEnabled } from '../../shared/api/site-queries';
import { closeDialog, getDialog, openDialog } from '../../shared/dialogs';
import { type Session, setSession } from '../../shared/session';
import { type ChangeReason, setPendingLogin } from './pending-login';

/** How the member signed in: an SMS-code sign-in never forces a password change. */
export type LoginKind = 'username' | 'sms';

export function sessionOf(value: TLoginValue, token = value.token): Session {
  return {
    token,
    account: value.account,
    merchant: value.merchant,
    isAgent: value.isAgent,
    customerId: value.customerId,
    memberLabel: value.memberLabel,
    ...(value.firstSignIn ? { firstSignIn: true } : {}),
  };
}

export function changeReason(value: TLoginValue, kind: LoginKind, forceOnExpiry: boolean): ChangeReason | null {
  if (kind === 'sms') return null;
  if (value.firstTimeLogin) return 'firstTime';
  if (value.passwordExpired && forceOnExpiry) return 'expired';
  return null;
}

const signInDialogs = new Set(['login', 'register', 'forgotPassword']);

/**
 * What every entrance does with a sign-in answer: either the forced password change first, or
 * the session stored, the sign-in dialog closed and every session-dependent read (member info, balance)
 * loaded again.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const forceOnExpiry = useFeatureEnabled('PWDEXPFORCECHANGE3');
  return useCallback(
    async (value: TLoginValue, kind: LoginKind): Promise<'signedIn' | 'mustChangePassword'> => {
      const reason = changeReason(value, kind, forceOnExpiry);
      if (reason) {
        setPendingLogin({ value, reason });
        openDialog('forcedPasswordChange', { reason });
        return 'mustChangePassword';
      }
      setSession(sessionOf(value));
      if (signInDialogs.has(getDialog().name ?? '')) closeDialog();
      await queryClient.invalidateQueries();
      return 'signedIn';
    },
    [queryClient, forceOnExpiry],
  );
}

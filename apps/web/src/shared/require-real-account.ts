import { openDialog } from './dialogs';
import i18n from './i18n';
import { type Session, TRIAL_TYPE } from './session';
import { showGeneralDialog } from './ui/general-dialog';

/**
 * Guard for actions that need a real account. A trial account (type 4) gets the warning
 * `in_need_true_account` with the confirm button `in_increase_submit`; a visitor is asked to log in.
 * Returns true when the action may go ahead.
 */
export function requireRealAccount(session: Session | null): boolean {
  if (!session) {
    openDialog('login');
    return false;
  }
  if (session.isAgent !== TRIAL_TYPE) return true;
  // The sign-in words load with the sign-in dialogs; a trial player may not have opened one yet.
  void i18n.loadNamespaces('auth').then(() =>
    showGeneralDialog({
      icon: 'warning',
      text: i18n.t('auth:in_need_true_account'),
      buttons: [{ label: i18n.t('auth:in_increase_submit'), variant: 'primary' }],
    }),
  );
  return false;
}

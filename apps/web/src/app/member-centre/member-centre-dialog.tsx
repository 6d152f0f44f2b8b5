import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog, openDialog, useDialog } from '../../shared/dialogs';
import { requireRealAccount } from '../../shared/require-real-account';
import { useSession } from '../../shared/session';
import { CentrePanel } from '../centre-panel';
import { memberCentrePages } from './pages';

/** The entries that exist (a built page, or a link out), in the menu's fixed order. */
export const availablePages = memberCentrePages.filter((page) => page.Page !== null || page.to !== undefined);

/** The page shown: the one asked for if the centre draws it, else the first (securityCenter). */
function pageFor(id: string | undefined) {
  const shown = availablePages.filter((page) => page.Page !== null);
  return shown.find((page) => page.id === id) ?? shown[0];
}

/**
 * The member centre: a panel with the left menu titled "personal centre", the chosen page on
 * the right, and a close button. It needs a real account: a visitor is asked to log in, a trial account
 * gets the in_need_true_account warning. The panel itself is the centres' shared one (centre-panel.tsx).
 */
export function MemberCentreDialog() {
  const { t } = useTranslation('memberCentre');
  const { name, props } = useDialog();
  const session = useSession();
  const open = name === 'memberCentre';
  const current = pageFor(props.page);
  const allowed = session !== null && session.isAgent !== 4;

  useEffect(() => {
    if (open && !allowed) {
      closeDialog();
      requireRealAccount(session);
    }
  }, [open, allowed, session]);

  if (!current || !allowed) return null;
  return (
    <CentrePanel
      open={open}
      title={t('title')}
      menuLabel={t('menu')}
      loadingLabel={t('loading')}
      entries={availablePages}
      current={current}
      labelOf={(id) => t(`pages.${id}`)}
      onChoose={(id) => openDialog('memberCentre', { page: id })}
      menuWidth="md:w-56"
    />
  );
}

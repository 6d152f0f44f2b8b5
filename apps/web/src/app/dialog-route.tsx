import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { type DialogName, openDialog } from '../shared/dialogs';
import { useSession } from '../shared/session';
import { RedirectKeepingQuery } from './redirect';

/**
 * /login, /register, /register.html and /help: the home page with a dialog opened on arrival.
 * Sign-in and registration make no sense with a session, so a signed-in player lands on home instead,
 * which is also where a visitor goes after signing in from /login.
 */
export function DialogRoute({ dialog }: { dialog: DialogName }) {
  const session = useSession();
  const [params] = useSearchParams();
  const tag = params.get('tag');
  const visitorsOnly = dialog === 'login' || dialog === 'register';
  const skip = visitorsOnly && session !== null;

  useEffect(() => {
    if (!skip) openDialog(dialog, tag ? { tag } : {});
  }, [dialog, tag, skip]);

  if (skip) return <RedirectKeepingQuery to="/index" />;
  return <HomePage />;
}

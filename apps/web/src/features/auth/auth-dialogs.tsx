import { useEffect, useRef, useState } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { type DialogName, useDialog } from '../../shared/dialogs';
import { ForcedPasswordDialog } from './forced-password-dialog';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';

/**
 * The sign-in dialogs, driven by the dialog store: 'login', 'register' (props.tab: 'registerMobile' opens
 * the mobile tab), 'forgotPassword' and 'forcedPasswordChange'. Mount once, inside the router.
 */
export function AuthDialogs() {
  const { name, props } = useDialog();
  const inRouter = useInRouterContext();
  const [homeVisits, setHomeVisits] = useState(0);
  const is = (dialog: DialogName) => name === dialog;
  return (
    <>
      <LoginDialog open={is('login')} />
      <RegisterDialog open={is('register')} tab={props.tab} />
      <ForgotPasswordDialog open={is('forgotPassword')} />
      <ForcedPasswordDialog open={is('forcedPasswordChange')} onChanged={() => setHomeVisits((n) => n + 1)} />
      {inRouter ? <GoHome visits={homeVisits} /> : null}
    </>
  );
}

/** A successful forced change goes to /. */
function GoHome({ visits }: { visits: number }) {
  const navigate = useNavigate();
  // navigate changes identity with every location change; without this guard, going to / (which
  // redirects to /index) would send the visitor back to / again and again.
  const handled = useRef(0);
  useEffect(() => {
    if (visits > handled.current) {
      handled.current = visits;
      void navigate('/');
    }
  }, [visits, navigate]);
  return null;
}

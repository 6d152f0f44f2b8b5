import { Navigate, useLocation } from 'react-router';

/**
 * A redirect that carries the address's query and hash to the new path. A payment gateway sends the
 * player back to `/?deposit=<id>`; a bare `<Navigate to="/index">` would drop `?deposit=` on the way and
 * the player would never see what became of the payment.
 */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

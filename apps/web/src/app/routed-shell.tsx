import { BrowserRouter, useInRouterContext } from 'react-router';
import { Shell } from './shell';

/**
 * The routed site: history-mode routing around the shell. It is the second script of a first
 * visit, fetched while the permission call is on its way (main.tsx), so the router, header and home page
 * do not lengthen the first script (docs/architecture.md, Budgets). Under a router already (tests use a memory router) it
 * adds none.
 */
export function RoutedShell() {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <Shell />
  ) : (
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  );
}

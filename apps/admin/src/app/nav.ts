import {
  ArrowUpFromLine,
  Ban,
  Banknote,
  CalendarClock,
  ClipboardList,
  Coins,
  Dices,
  FileSignature,
  HandCoins,
  History,
  Landmark,
  type LucideIcon,
  Mail,
  Network,
  Percent,
  Scale,
  ShieldCheck,
  SlidersHorizontal,
  Snowflake,
  ToggleRight,
  TrendingUp,
  Trophy,
  Users,
} from 'lucide-react';

export interface NavItem {
  path: string;
  /** Key in the `nav` catalogue. */
  label: string;
  icon: LucideIcon;
  /** Only the admin role sees and may open it (the server refuses the calls to others anyway). */
  adminOnly: boolean;
  /** A development aid: shown only when the server keeps a dev outbox (never in production). */
  devOnly?: boolean;
}

export const navItems: NavItem[] = [
  { path: '/members', label: 'members', icon: Users, adminOnly: false },
  { path: '/deposits', label: 'deposits', icon: Landmark, adminOnly: false },
  { path: '/withdrawals', label: 'withdrawals', icon: ArrowUpFromLine, adminOnly: false },
  { path: '/lottery-results', label: 'lotteryResults', icon: Trophy, adminOnly: false },
  // The lottery's draws, odds and profit and loss, beside its results (ADR 027).
  { path: '/lottery/draws', label: 'lotteryDraws', icon: CalendarClock, adminOnly: true },
  { path: '/lottery/odds', label: 'lotteryOdds', icon: Percent, adminOnly: true },
  { path: '/lottery/profit-loss', label: 'lotteryProfitLoss', icon: TrendingUp, adminOnly: true },
  // The games' vendors and games, and the lookup of their rounds (ADR 035).
  { path: '/games', label: 'games', icon: Dices, adminOnly: true },
  { path: '/game-rounds', label: 'gameRounds', icon: History, adminOnly: true },
  // The agents' back office (ADR 039): the tree is any staff's, the money side the admin's.
  { path: '/agents/tree', label: 'agentTree', icon: Network, adminOnly: false },
  { path: '/agent-contracts', label: 'agentContracts', icon: FileSignature, adminOnly: true },
  { path: '/agent-payouts', label: 'agentPayouts', icon: Coins, adminOnly: true },
  { path: '/frozen-members', label: 'frozenMembers', icon: Snowflake, adminOnly: true },
  { path: '/site-status', label: 'siteStatus', icon: Ban, adminOnly: true },
  { path: '/register-settings', label: 'registerSettings', icon: SlidersHorizontal, adminOnly: true },
  { path: '/feature-modules', label: 'featureModules', icon: ToggleRight, adminOnly: true },
  { path: '/deposit-methods', label: 'depositMethods', icon: Banknote, adminOnly: true },
  { path: '/adjustments', label: 'adjustments', icon: HandCoins, adminOnly: true },
  { path: '/reconciliation', label: 'reconciliation', icon: Scale, adminOnly: true },
  { path: '/audit', label: 'audit', icon: ClipboardList, adminOnly: true },
  { path: '/operators', label: 'operators', icon: ShieldCheck, adminOnly: true },
  // Members' codes are in it: the admin role alone, and only on a development server (ADR 008).
  { path: '/outbox', label: 'outbox', icon: Mail, adminOnly: true, devOnly: true },
];

/** The pages this operator may open; `devOutbox` is what the server said at sign-in. */
export function visibleNav(isAdmin: boolean, devOutbox = false): NavItem[] {
  return navItems.filter((item) => (isAdmin || !item.adminOnly) && (devOutbox || !item.devOnly));
}

/** Where an operator lands after signing in. */
export function homePath(isAdmin: boolean): string {
  return isAdmin ? '/site-status' : '/members';
}

/** Where to go after sign-in: the page asked for, unless this role may not open it. */
export function landingPath(next: string | null, isAdmin: boolean): string {
  if (!next) return homePath(isAdmin);
  const forbidden = !isAdmin && navItems.some((item) => item.adminOnly && next.startsWith(item.path));
  return forbidden ? homePath(isAdmin) : next;
}

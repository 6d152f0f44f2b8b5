import { type StaffAccess, staffMay } from '@gemilang/contract';
import {
  ArrowUpFromLine,
  Award,
  BadgePercent,
  BadgePlus,
  Ban,
  Banknote,
  CalendarCheck,
  CalendarClock,
  ChartColumn,
  ChartNoAxesCombined,
  ChartPie,
  ClipboardList,
  Coins,
  CreditCard,
  Crown,
  Dices,
  FileSignature,
  Gift,
  HandCoins,
  Headset,
  History,
  Inbox,
  Landmark,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Mail,
  Megaphone,
  MessageSquareText,
  Network,
  Newspaper,
  PackageCheck,
  PartyPopper,
  Percent,
  Scale,
  Send,
  ShieldCheck,
  ShoppingBag,
  SlidersHorizontal,
  Snowflake,
  Sparkles,
  Target,
  ToggleRight,
  TrendingUp,
  Trophy,
  UserPlus,
  Users,
} from 'lucide-react';
import type { OperatorSession } from '../shared/session';

export type StaffRole = OperatorSession['role'];

/**
 * Whether this role may open a page of `access`: the roles' table the server enforces (ADR 069), so the menu shows
 * only what works. The server refuses the calls to anyone else anyway.
 */
export function mayOpen(access: StaffAccess, role: StaffRole | undefined): boolean {
  return staffMay(access, role);
}

export interface NavItem {
  path: string;
  /** Key in the `nav` catalogue. */
  label: string;
  icon: LucideIcon;
  /** The rule whose roles see and may open it (and its sub-pages). */
  access: StaffAccess;
  /** A development aid: shown only when the server keeps a dev outbox (never in production). */
  devOnly?: boolean;
}

export const navItems: NavItem[] = [
  // The operator's cockpit (ADR 067): the first page of every role but customer service, and the reports with CSV.
  { path: '/dashboard', label: 'dashboard', icon: LayoutDashboard, access: 'reports' },
  { path: '/reports/revenue', label: 'reportRevenue', icon: ChartNoAxesCombined, access: 'reports' },
  { path: '/reports/cashier', label: 'reportCashier', icon: CreditCard, access: 'reports' },
  { path: '/reports/bonuses', label: 'reportBonuses', icon: Gift, access: 'reports' },
  { path: '/members', label: 'members', icon: Users, access: 'memberLookup' },
  { path: '/deposits', label: 'deposits', icon: Landmark, access: 'cashier' },
  { path: '/withdrawals', label: 'withdrawals', icon: ArrowUpFromLine, access: 'withdrawalReview' },
  // The live chat's agents' console (ADR 065) and members' feedback (docs/product.md, Feedback).
  { path: '/support-chat', label: 'supportConsole', icon: Headset, access: 'support' },
  { path: '/feedback', label: 'feedback', icon: MessageSquareText, access: 'support' },
  { path: '/lottery-results', label: 'lotteryResults', icon: Trophy, access: 'lotteryResults' },
  // The lottery's draws, odds and profit and loss, beside its results (ADR 027).
  { path: '/lottery/draws', label: 'lotteryDraws', icon: CalendarClock, access: 'operatorAdmin' },
  { path: '/lottery/odds', label: 'lotteryOdds', icon: Percent, access: 'operatorAdmin' },
  { path: '/lottery/profit-loss', label: 'lotteryProfitLoss', icon: TrendingUp, access: 'operatorAdmin' },
  // The games' vendors and games, and the lookup of their rounds (ADR 035).
  { path: '/games', label: 'games', icon: Dices, access: 'operatorAdmin' },
  { path: '/game-rounds', label: 'gameRounds', icon: History, access: 'risk' },
  // The agents' back office (ADR 039): the tree is for those who look members up, the money side finance's.
  { path: '/agents/tree', label: 'agentTree', icon: Network, access: 'memberLookup' },
  { path: '/agent-contracts', label: 'agentContracts', icon: FileSignature, access: 'cashier' },
  { path: '/agent-payouts', label: 'agentPayouts', icon: Coins, access: 'cashier' },
  { path: '/frozen-members', label: 'frozenMembers', icon: Snowflake, access: 'risk' },
  { path: '/site-status', label: 'siteStatus', icon: Ban, access: 'operatorAdmin' },
  { path: '/register-settings', label: 'registerSettings', icon: SlidersHorizontal, access: 'operatorAdmin' },
  { path: '/feature-modules', label: 'featureModules', icon: ToggleRight, access: 'operatorAdmin' },
  { path: '/deposit-methods', label: 'depositMethods', icon: Banknote, access: 'cashier' },
  // Promotions (ADR 057, 058): the marketing role's pages, and the admin's.
  { path: '/promotions/offers', label: 'promotionOffers', icon: Megaphone, access: 'promotions' },
  { path: '/promotions/applications', label: 'promotionApplications', icon: Inbox, access: 'promotions' },
  { path: '/promotions/grants', label: 'promotionGrants', icon: Gift, access: 'promotions' },
  { path: '/promotions/report', label: 'promotionReport', icon: TrendingUp, access: 'promotions' },
  // The loyalty programs' rewards (ADR 059).
  { path: '/rewards/programs', label: 'rewardPrograms', icon: Award, access: 'promotions' },
  { path: '/rewards/report', label: 'rewardReport', icon: ChartColumn, access: 'promotions' },
  // Check-in, red envelopes and invite friends (ADR 061).
  { path: '/loyalty/check-in', label: 'loyaltyCheckIn', icon: CalendarCheck, access: 'promotions' },
  { path: '/loyalty/red-envelopes', label: 'loyaltyRedEnvelopes', icon: PartyPopper, access: 'promotions' },
  { path: '/loyalty/referrals', label: 'loyaltyReferrals', icon: UserPlus, access: 'promotions' },
  // Missions, daily tasks and leaderboard races (ADR 062).
  { path: '/loyalty/missions', label: 'loyaltyMissions', icon: Target, access: 'promotions' },
  // Rebates and VIP levels (ADR 060).
  { path: '/loyalty/rebates', label: 'loyaltyRebates', icon: BadgePercent, access: 'promotions' },
  { path: '/loyalty/vip', label: 'loyaltyVip', icon: Crown, access: 'promotions' },
  // The points mall (ADR 064): its rules, catalogue, fulfilment queue and report are marketing's; adjusting a
  // member's points is a goodwill gesture of customer service (ADR 069).
  { path: '/points/settings', label: 'pointsSettings', icon: Sparkles, access: 'promotions' },
  { path: '/points/items', label: 'pointsCatalogue', icon: ShoppingBag, access: 'promotions' },
  { path: '/points/redemptions', label: 'pointsRedemptions', icon: PackageCheck, access: 'promotions' },
  { path: '/points/report', label: 'pointsReport', icon: ChartPie, access: 'promotions' },
  { path: '/points/adjustments', label: 'pointsAdjustments', icon: BadgePlus, access: 'support' },
  // The site's words and pictures, and notices to members (ADR 068).
  { path: '/content/announcements', label: 'contentAnnouncements', icon: Newspaper, access: 'promotions' },
  { path: '/content/help', label: 'contentHelp', icon: LifeBuoy, access: 'promotions' },
  { path: '/content/notices', label: 'contentNotices', icon: Send, access: 'promotions' },
  { path: '/adjustments', label: 'adjustments', icon: HandCoins, access: 'cashier' },
  { path: '/reconciliation', label: 'reconciliation', icon: Scale, access: 'cashier' },
  { path: '/audit', label: 'audit', icon: ClipboardList, access: 'risk' },
  { path: '/operators', label: 'operators', icon: ShieldCheck, access: 'operatorAdmin' },
  // Members' codes are in it: the admin role alone, and only on a development server (ADR 008).
  { path: '/outbox', label: 'outbox', icon: Mail, access: 'operatorAdmin', devOnly: true },
];

/** The pages this operator may open; `devOutbox` is what the server said at sign-in. */
export function visibleNav(role: StaffRole | undefined, devOutbox = false): NavItem[] {
  return navItems.filter((item) => mayOpen(item.access, role) && (devOutbox || !item.devOnly));
}

/** Where an operator lands after signing in. */
export function homePath(role: StaffRole | undefined): string {
  // The dashboard is the business at a glance (ADR 067) for the roles that read it; customer service keeps its members' page.
  return mayOpen('reports', role) ? '/dashboard' : '/members';
}

/** The rule of the page at `pathname` (a nav item's path or a page below it); the admin's when no item names it. */
export function pageAccess(pathname: string): StaffAccess {
  const item = navItems.find((i) => pathname === i.path || pathname.startsWith(`${i.path}/`));
  return item?.access ?? 'operatorAdmin';
}

/** Where to go after sign-in: the page asked for, unless this role may not open it. */
export function landingPath(next: string | null, role: StaffRole | undefined): string {
  if (!next) return homePath(role);
  return mayOpen(pageAccess(next.split(/[?#]/)[0] ?? next), role) ? next : homePath(role);
}

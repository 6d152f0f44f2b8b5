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
 * Which roles open which pages, mirroring the server's access rules (ADR 058): `staff` pages are the admin's and
 * customer service's (members, the cashier), `admin` pages the admin's, `promotions` pages the admin's and
 * marketing's. The server refuses the calls to anyone else anyway; this keeps the menu to what works.
 */
export const pageRoles = {
  staff: ['admin', 'cs'],
  admin: ['admin'],
  promotions: ['admin', 'marketing'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type PageAccess = keyof typeof pageRoles;

export function mayOpen(access: PageAccess, role: StaffRole | undefined): boolean {
  return role !== undefined && (pageRoles[access] as readonly StaffRole[]).includes(role);
}

export interface NavItem {
  path: string;
  /** Key in the `nav` catalogue. */
  label: string;
  icon: LucideIcon;
  /** The roles that see and may open it. */
  access: PageAccess;
  /** A development aid: shown only when the server keeps a dev outbox (never in production). */
  devOnly?: boolean;
}

export const navItems: NavItem[] = [
  // The operator's cockpit (ADR 067): the first page of the admin and marketing roles, and the reports with CSV.
  { path: '/dashboard', label: 'dashboard', icon: LayoutDashboard, access: 'promotions' },
  { path: '/reports/revenue', label: 'reportRevenue', icon: ChartNoAxesCombined, access: 'promotions' },
  { path: '/reports/cashier', label: 'reportCashier', icon: CreditCard, access: 'promotions' },
  { path: '/reports/bonuses', label: 'reportBonuses', icon: Gift, access: 'promotions' },
  { path: '/members', label: 'members', icon: Users, access: 'staff' },
  { path: '/deposits', label: 'deposits', icon: Landmark, access: 'staff' },
  { path: '/withdrawals', label: 'withdrawals', icon: ArrowUpFromLine, access: 'staff' },
  // The live chat's agents' console (ADR 065) and members' feedback (docs/product.md, Feedback): the admin's and customer service's.
  { path: '/support-chat', label: 'supportConsole', icon: Headset, access: 'staff' },
  { path: '/feedback', label: 'feedback', icon: MessageSquareText, access: 'staff' },
  { path: '/lottery-results', label: 'lotteryResults', icon: Trophy, access: 'staff' },
  // The lottery's draws, odds and profit and loss, beside its results (ADR 027).
  { path: '/lottery/draws', label: 'lotteryDraws', icon: CalendarClock, access: 'admin' },
  { path: '/lottery/odds', label: 'lotteryOdds', icon: Percent, access: 'admin' },
  { path: '/lottery/profit-loss', label: 'lotteryProfitLoss', icon: TrendingUp, access: 'admin' },
  // The games' vendors and games, and the lookup of their rounds (ADR 035).
  { path: '/games', label: 'games', icon: Dices, access: 'admin' },
  { path: '/game-rounds', label: 'gameRounds', icon: History, access: 'admin' },
  // The agents' back office (ADR 039): the tree is any staff's, the money side the admin's.
  { path: '/agents/tree', label: 'agentTree', icon: Network, access: 'staff' },
  { path: '/agent-contracts', label: 'agentContracts', icon: FileSignature, access: 'admin' },
  { path: '/agent-payouts', label: 'agentPayouts', icon: Coins, access: 'admin' },
  { path: '/frozen-members', label: 'frozenMembers', icon: Snowflake, access: 'admin' },
  { path: '/site-status', label: 'siteStatus', icon: Ban, access: 'admin' },
  { path: '/register-settings', label: 'registerSettings', icon: SlidersHorizontal, access: 'admin' },
  { path: '/feature-modules', label: 'featureModules', icon: ToggleRight, access: 'admin' },
  { path: '/deposit-methods', label: 'depositMethods', icon: Banknote, access: 'admin' },
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
  // member's points is customer service's too, as money adjustments are the staff's.
  { path: '/points/settings', label: 'pointsSettings', icon: Sparkles, access: 'promotions' },
  { path: '/points/items', label: 'pointsCatalogue', icon: ShoppingBag, access: 'promotions' },
  { path: '/points/redemptions', label: 'pointsRedemptions', icon: PackageCheck, access: 'promotions' },
  { path: '/points/report', label: 'pointsReport', icon: ChartPie, access: 'promotions' },
  { path: '/points/adjustments', label: 'pointsAdjustments', icon: BadgePlus, access: 'staff' },
  // The site's words and pictures, and notices to members (ADR 068).
  { path: '/content/announcements', label: 'contentAnnouncements', icon: Newspaper, access: 'promotions' },
  { path: '/content/help', label: 'contentHelp', icon: LifeBuoy, access: 'promotions' },
  { path: '/content/notices', label: 'contentNotices', icon: Send, access: 'promotions' },
  { path: '/adjustments', label: 'adjustments', icon: HandCoins, access: 'admin' },
  { path: '/reconciliation', label: 'reconciliation', icon: Scale, access: 'admin' },
  { path: '/audit', label: 'audit', icon: ClipboardList, access: 'admin' },
  { path: '/operators', label: 'operators', icon: ShieldCheck, access: 'admin' },
  // Members' codes are in it: the admin role alone, and only on a development server (ADR 008).
  { path: '/outbox', label: 'outbox', icon: Mail, access: 'admin', devOnly: true },
];

/** The pages this operator may open; `devOutbox` is what the server said at sign-in. */
export function visibleNav(role: StaffRole | undefined, devOutbox = false): NavItem[] {
  return navItems.filter((item) => mayOpen(item.access, role) && (devOutbox || !item.devOnly));
}

/** Where an operator lands after signing in. */
export function homePath(role: StaffRole | undefined): string {
  // The dashboard is the business at a glance (ADR 067); customer service keeps its members' page.
  if (role === 'admin' || role === 'marketing') return '/dashboard';
  return '/members';
}

/** Where to go after sign-in: the page asked for, unless this role may not open it. */
export function landingPath(next: string | null, role: StaffRole | undefined): string {
  if (!next) return homePath(role);
  const forbidden = navItems.some((item) => !mayOpen(item.access, role) && next.startsWith(item.path));
  return forbidden ? homePath(role) : next;
}

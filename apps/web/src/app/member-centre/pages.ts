import {
  ArrowLeftRight,
  ArrowUpFromLine,
  BadgePercent,
  BookOpen,
  CalendarCheck,
  Coins,
  Crown,
  Gift,
  HeartHandshake,
  History,
  type LucideIcon,
  Mail,
  PartyPopper,
  ReceiptText,
  ScrollText,
  ShieldCheck,
  Target,
  Ticket,
  TrendingUp,
  UserPlus,
  Wallet,
  WalletCards,
} from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { MissionBadge } from '../../features/missions/mission-badge';
import { type MemberCentrePageId, memberCentreLinks } from './page-ids';

export interface MemberCentrePage {
  id: MemberCentrePageId;
  icon: LucideIcon;
  /**
   * The page's component, loaded when first opened. `null` while the issue that owns the page has not
   * built it: such entries are not shown (an entry that leads nowhere would be a fake).
   */
  Page: LazyExoticComponent<ComponentType> | null;
  /** Where an entry without a page of its own leads (a tab of the points mall): the centre closes and goes there. */
  to?: string;
  /** A count beside the entry's name in the menu (missions still open to the member), drawn by its feature. */
  Badge?: ComponentType;
}

/** Each built page's code, by id: its Page loads through here, and a link into the centre can start it early. */
const loaders = {
  securityCenter: () => import('../../features/security/security-center-page'),
  depositv2: () => import('../../features/deposits/deposit-page'),
  withdraw: () => import('../../features/withdrawals/withdraw-page'),
  transferUpline: () => import('../../features/withdrawals/transfer-upline-page'),
  transactionHistory: () => import('../../features/records/transaction-history-page'),
  personalHistoryCopy: () => import('../../features/records/bet-record-page'),
  transferFund: () => import('../../features/game-wallet/my-wallet-page'),
  gameRecall: () => import('../../features/game-wallet/game-recall-page'),
  personalProfit: () => import('../../features/records/profit-page'),
  messageV2: () => import('../../features/messages/messages-page'),
  bonusDetails: () => import('../../features/promotions/bonus-details-page'),
  signInTasks: () => import('../../features/check-in/check-in-page'),
  referral: () => import('../../features/referral/referral-page'),
  redEnvelope: () => import('../../features/red-envelopes/red-envelope-page'),
  rewardCenter: () => import('../../features/rewards/reward-centre-page'),
  missionLeaderboard: () => import('../../features/missions/mission-activity-page'),
  vip: () => import('../../features/vip/vip-page'),
  responsibleGaming: () => import('../../features/protection/responsible-gaming-page'),
};

/** The member centre's 13 entries in their order (docs/product.md, For members), game recall beside the betting record and the loyalty programs' pages after them, then the links to the points mall's tabs; the menu shows those built. */
export const memberCentrePages: MemberCentrePage[] = [
  {
    id: 'securityCenter',
    icon: ShieldCheck,
    Page: lazy(() => loaders.securityCenter().then((m) => ({ default: m.SecurityCenterPage }))),
  },
  {
    id: 'transferFund',
    icon: WalletCards,
    Page: lazy(() => loaders.transferFund().then((m) => ({ default: m.MyWalletPage }))),
  },
  {
    id: 'depositv2',
    icon: Wallet,
    Page: lazy(() => loaders.depositv2().then((m) => ({ default: m.DepositPage }))),
  },
  {
    id: 'withdraw',
    icon: ArrowUpFromLine,
    Page: lazy(() => loaders.withdraw().then((m) => ({ default: m.WithdrawPage }))),
  },
  {
    id: 'transferUpline',
    icon: ArrowLeftRight,
    Page: lazy(() => loaders.transferUpline().then((m) => ({ default: m.TransferUplinePage }))),
  },
  {
    id: 'personalHistoryCopy',
    icon: History,
    Page: lazy(() => loaders.personalHistoryCopy().then((m) => ({ default: m.BetRecordPage }))),
  },
  {
    id: 'gameRecall',
    icon: ScrollText,
    Page: lazy(() => loaders.gameRecall().then((m) => ({ default: m.GameRecallPage }))),
  },
  {
    id: 'transactionHistory',
    icon: ReceiptText,
    Page: lazy(() => loaders.transactionHistory().then((m) => ({ default: m.TransactionHistoryPage }))),
  },
  {
    id: 'personalProfit',
    icon: TrendingUp,
    Page: lazy(() => loaders.personalProfit().then((m) => ({ default: m.ProfitPage }))),
  },
  {
    id: 'bonusDetails',
    icon: BadgePercent,
    Page: lazy(() => loaders.bonusDetails().then((m) => ({ default: m.BonusDetailsPage }))),
  },
  {
    id: 'rewardCenter',
    icon: Gift,
    Page: lazy(() => loaders.rewardCenter().then((m) => ({ default: m.RewardCentrePage }))),
  },
  {
    id: 'referral',
    icon: UserPlus,
    Page: lazy(() => loaders.referral().then((m) => ({ default: m.ReferralPage }))),
  },
  {
    id: 'missionLeaderboard',
    icon: Target,
    Page: lazy(() => loaders.missionLeaderboard().then((m) => ({ default: m.MissionActivityPage }))),
    Badge: MissionBadge,
  },
  {
    id: 'messageV2',
    icon: Mail,
    Page: lazy(() => loaders.messageV2().then((m) => ({ default: m.MessagesPage }))),
  },
  {
    id: 'signInTasks',
    icon: CalendarCheck,
    Page: lazy(() => loaders.signInTasks().then((m) => ({ default: m.CheckInPage }))),
  },
  {
    id: 'redEnvelope',
    icon: PartyPopper,
    Page: lazy(() => loaders.redEnvelope().then((m) => ({ default: m.RedEnvelopePage }))),
  },
  { id: 'vip', icon: Crown, Page: lazy(() => loaders.vip().then((m) => ({ default: m.VipPage }))) },
  {
    id: 'responsibleGaming',
    icon: HeartHandshake,
    Page: lazy(() => loaders.responsibleGaming().then((m) => ({ default: m.ResponsibleGamingPage }))),
  },
  { id: 'pointsDetails', icon: Coins, Page: null, to: memberCentreLinks.pointsDetails },
  { id: 'exchangeRecords', icon: Ticket, Page: null, to: memberCentreLinks.exchangeRecords },
  { id: 'pointsRules', icon: BookOpen, Page: null, to: memberCentreLinks.pointsRules },
];

/** Starts fetching a page's code (a link into the centre, before the centre itself has opened). */
export function preloadMemberCentrePage(id: string): void {
  const load = (loaders as Record<string, (() => Promise<unknown>) | undefined>)[id];
  load?.().catch(() => {
    // The page shows the reload offer if its code still cannot be fetched when it opens.
  });
}

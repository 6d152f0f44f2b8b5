import {
  ArrowLeftRight,
  ArrowUpFromLine,
  BadgePercent,
  Gift,
  History,
  type LucideIcon,
  Mail,
  ReceiptText,
  ShieldCheck,
  Target,
  TrendingUp,
  UserPlus,
  Wallet,
  WalletCards,
} from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MemberCentrePageId } from './page-ids';

export interface MemberCentrePage {
  id: MemberCentrePageId;
  icon: LucideIcon;
  /**
   * The page's component, loaded when first opened. `null` while the issue that owns the page has not
   * built it: such entries are not shown (an entry that leads nowhere would be a fake).
   */
  Page: LazyExoticComponent<ComponentType> | null;
}

/** The 13 entries in the spec's order; the menu shows those that exist. */
export const memberCentrePages: MemberCentrePage[] = [
  {
    id: 'securityCenter',
    icon: ShieldCheck,
    Page: lazy(() =>
      import('../../features/security/security-center-page').then((m) => ({ default: m.SecurityCenterPage })),
    ),
  },
  { id: 'transferFund', icon: WalletCards, Page: null },
  {
    id: 'depositv2',
    icon: Wallet,
    Page: lazy(() => import('../../features/deposit/deposit-page').then((m) => ({ default: m.DepositPage }))),
  },
  {
    id: 'withdraw',
    icon: ArrowUpFromLine,
    Page: lazy(() => import('../../features/withdraw/withdraw-page').then((m) => ({ default: m.WithdrawPage }))),
  },
  {
    id: 'transferUpline',
    icon: ArrowLeftRight,
    Page: lazy(() =>
      import('../../features/withdraw/transfer-upline-page').then((m) => ({ default: m.TransferUplinePage })),
    ),
  },
  { id: 'personalHistoryCopy', icon: History, Page: null },
  {
    id: 'transactionHistory',
    icon: ReceiptText,
    Page: lazy(() =>
      import('../../features/records/transaction-history-page').then((m) => ({ default: m.TransactionHistoryPage })),
    ),
  },
  { id: 'personalProfit', icon: TrendingUp, Page: null },
  { id: 'bonusDetails', icon: BadgePercent, Page: null },
  { id: 'rewardCenter', icon: Gift, Page: null },
  { id: 'referral', icon: UserPlus, Page: null },
  { id: 'missionLeaderboard', icon: Target, Page: null },
  {
    id: 'messageV2',
    icon: Mail,
    Page: lazy(() => import('../../features/messages/messages-page').then((m) => ({ default: m.MessagesPage }))),
  },
];

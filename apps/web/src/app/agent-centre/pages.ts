import type { TContractInfo } from '@gemilang/contract';
import {
  BarChart3,
  CalendarClock,
  Clock,
  Coins,
  FileSpreadsheet,
  History,
  type LucideIcon,
  Megaphone,
  ReceiptText,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AgentCentrePageId } from './page-ids';

export interface AgentCentrePage {
  id: AgentCentrePageId;
  icon: LucideIcon;
  /** The page's component, loaded when first opened; `null` until built, and then not in the menu. */
  Page: LazyExoticComponent<ComponentType> | null;
  /** The consolidated contract info's flag that shows it (enableCt, salary, hourSalary). */
  flag?: keyof Pick<TContractInfo, 'enableCt' | 'salary' | 'hourSalary'>;
}

const contractPage = (name: 'DividendContractsPage' | 'DailyWageContractsPage' | 'HourlyWageContractsPage') =>
  lazy(() => import('../../features/agent-contracts/kind-pages').then((m) => ({ default: m[name] })));

/** The entries in the menu's fixed order; the menu shows those that exist. */
export const agentCentrePages: AgentCentrePage[] = [
  {
    id: 'announcement',
    icon: Megaphone,
    Page: lazy(() =>
      import('../../features/team/agent-announcements-page').then((m) => ({ default: m.AgentAnnouncementsPage })),
    ),
  },
  {
    id: 'agentTeamOverview',
    icon: BarChart3,
    Page: lazy(() => import('../../features/team/team-overview-page').then((m) => ({ default: m.TeamOverviewPage }))),
  },
  {
    id: 'registerCentre',
    icon: UserPlus,
    Page: lazy(() =>
      import('../../features/team/register-centre-page').then((m) => ({ default: m.RegisterCentrePage })),
    ),
  },
  {
    id: 'downlineManagement',
    icon: Users,
    Page: lazy(() => import('../../features/team/downline-page').then((m) => ({ default: m.DownlinePage }))),
  },
  {
    id: 'teamBettingHistory',
    icon: History,
    Page: lazy(() => import('../../features/records/bet-record-page').then((m) => ({ default: m.TeamBetRecordPage }))),
  },
  {
    id: 'profitStatements',
    icon: FileSpreadsheet,
    Page: lazy(() => import('../../features/records/team-profit-page').then((m) => ({ default: m.TeamProfitPage }))),
  },
  {
    id: 'myIncome',
    icon: Wallet,
    Page: lazy(() => import('../../features/agent-contracts/income-page').then((m) => ({ default: m.IncomePage }))),
  },
  {
    id: 'downlineTransactions',
    icon: ReceiptText,
    Page: lazy(() =>
      import('../../features/records/transaction-history-page').then((m) => ({ default: m.TeamTransactionsPage })),
    ),
  },
  { id: 'dividendRecords', icon: Coins, Page: contractPage('DividendContractsPage'), flag: 'enableCt' },
  { id: 'dailyWages', icon: CalendarClock, Page: contractPage('DailyWageContractsPage'), flag: 'salary' },
  { id: 'hourlySalary', icon: Clock, Page: contractPage('HourlyWageContractsPage'), flag: 'hourSalary' },
];

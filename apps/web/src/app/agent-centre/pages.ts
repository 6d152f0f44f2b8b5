import {
  BarChart3,
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
}

/** The entries in the spec's order (§2); the menu shows those that exist. */
export const agentCentrePages: AgentCentrePage[] = [
  { id: 'announcement', icon: Megaphone, Page: null },
  {
    id: 'agentTeamOverview',
    icon: BarChart3,
    Page: lazy(() => import('../../features/agent/team-overview-page').then((m) => ({ default: m.TeamOverviewPage }))),
  },
  {
    id: 'registerCentre',
    icon: UserPlus,
    Page: lazy(() =>
      import('../../features/agent/register-centre-page').then((m) => ({ default: m.RegisterCentrePage })),
    ),
  },
  {
    id: 'downlineManagement',
    icon: Users,
    Page: lazy(() => import('../../features/agent/downline-page').then((m) => ({ default: m.DownlinePage }))),
  },
  { id: 'teamBettingHistory', icon: History, Page: null },
  { id: 'profitStatements', icon: FileSpreadsheet, Page: null },
  { id: 'myIncome', icon: Wallet, Page: null },
  { id: 'downlineTransactions', icon: ReceiptText, Page: null },
];

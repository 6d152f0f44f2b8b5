/**
 * The agent centre's pages by their fixed names, in menu order; agentTeamOverview is the default. The
 * last three appear only when the brand's consolidated info turns them on (enableCt, salary, hourSalary).
 */
export const agentCentrePageIds = [
  'announcement',
  'agentTeamOverview',
  'registerCentre',
  'downlineManagement',
  'teamBettingHistory',
  'profitStatements',
  'myIncome',
  'downlineTransactions',
  'dividendRecords',
  'dailyWages',
  'hourlySalary',
] as const;

export type AgentCentrePageId = (typeof agentCentrePageIds)[number];

export const DEFAULT_AGENT_PAGE: AgentCentrePageId = 'agentTeamOverview';

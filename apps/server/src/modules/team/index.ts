// The team module's entry: what other modules may call (docs/architecture.md, Tables).
export { agentUplineOf, directAgentDownline, downlineAccount } from './team-accounts';
export { downlineIds, teamGroups, treeRoots } from './team-groups';

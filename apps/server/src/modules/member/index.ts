// The member module's entry: what other modules may call (docs/architecture.md, Tables).
export { sessionAccounts } from './session-accounts';

// The system module's entry: what other modules may call (docs/architecture.md, Tables).
export { registerRuleRows } from './register-settings';

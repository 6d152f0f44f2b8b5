// The session module's entry: what other modules may call (docs/architecture.md, Tables).
export { memberSessionByToken } from './member-session-by-token';

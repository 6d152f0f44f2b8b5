// The admin module's entry: what other modules may call (docs/architecture.md, Tables).
export { operatorSessionByToken } from './operator-session-by-token';
export { chatStaff, staffNames } from './staff-names';

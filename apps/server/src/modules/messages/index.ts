// The messages module's entry: what other modules may call (docs/architecture.md, Tables).
export { sendMemberMessage } from './send-member-message';

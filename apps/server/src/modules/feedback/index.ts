// The feedback module's entry: what other modules may call (docs/architecture.md, Tables).
export { waitingFeedback } from './feedback-inbox';

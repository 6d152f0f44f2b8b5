// The protection module's entry: what other modules may call (docs/architecture.md, Tables; ADR 073).
export { assertDepositAllowed, assertMayGamble } from './enforce';
export { protectionOf } from './protection-rows';

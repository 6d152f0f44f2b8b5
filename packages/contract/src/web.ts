/**
 * The contract as the player site's browser code imports it (`@gemilang/contract/web`): everything here is
 * free of zod, which would otherwise be a quarter of the home page's first script (docs/architecture.md, Budgets). Route tables
 * come as addresses (route-refs.ts); types still come from the main entry with `import type`. Pages that
 * load on demand may import values from the main entry (money parsing lives beside its schemas).
 */
export * from './amounts';
export * from './bet-statuses';
export * from './customer-service-path';
export * from './encrypt-payload';
export * from './errors';
export * from './games-play-web';
export * from './headline-text';
export * from './languages';
export * from './lobby-first-screen';
export * from './realtime-read';
export * from './register-patterns';
export * from './reply-envelope';
export * from './route-refs';
export * from './route-url';
export * from './support-chat-contact';
export * from './upload-limits';

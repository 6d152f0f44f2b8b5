// The games module's entry: what other modules may call (docs/architecture.md, Tables).
export { seedGameCatalogue } from './catalogue';
export { type LobbyFirstScreen, lobbyFirstScreen } from './catalogue/lobby-first-screen';
export { maskUsername } from './catalogue/winner-board';
export { gameCategoriesRelation } from './game-categories';
export { gameNames } from './game-names';
export { reconcileCasinoRounds } from './in-house/reconcile-casino-rounds';
export { reconcileGameRounds } from './reconcile-game-rounds';
export { roundLabels } from './round-labels';
export { reconcileVendorTransfers } from './transfer/reconcile-vendor-transfers';
export { reconcileVendorWallets } from './transfer/reconcile-vendor-wallets';
export { hasTransferVendors } from './transfer/transfer-vendors';

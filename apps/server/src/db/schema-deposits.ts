/** Tables of migration 008 (deposit methods and deposits). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the migration that adds these tables.
export interface DepositTables {}

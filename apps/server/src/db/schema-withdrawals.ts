/** Tables of migration 009 (withdrawals and their payments). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the migration that adds these tables.
export interface WithdrawalTables {}

/** Tables of migration 010 (member messages, balance adjustments). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the migration that adds these tables.
export interface MessageTables {}

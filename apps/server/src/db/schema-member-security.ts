/** Tables of migration 007 (bank accounts, verified contacts). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the migration that adds these tables.
export interface MemberSecurityTables {}

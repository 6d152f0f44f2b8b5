-- A not-received report is closed with two texts: the reply the member reads, and the operator's internal
-- note, which stays in the back office and the audit log. Notes written before this split were written
-- under "kept in the audit log", so they stay internal; those withdrawals simply have no reply.
ALTER TABLE withdrawals ADD COLUMN resolution_reply text NOT NULL DEFAULT '';

-- Settling a draw of a million bets in seconds (ADR 028): each bet is updated once, in one statement per batch
-- of members, and whatever that update costs a row it costs a million times.

-- Heap-only (HOT) updates: a settling update that changes no indexed column and finds room on the bet's own
-- page writes no index entry at all (six index inserts a bet before). So no index names status or
-- settled_at, and pages are filled to 45% at insert, leaving room for every bet of a page to be rewritten
-- once by its settlement. Pages written before this migration keep their fill until the table is rewritten.
ALTER TABLE bets SET (fillfactor = 45);

-- Settlement walks a draw's bets member by member and keeps the pending ones (it remembers where its last
-- batch ended, so it does not re-read settled members). Also the draw's bets for corrections and reports.
DROP INDEX bets_draw;
CREATE INDEX bets_draw ON bets (draw_id, member_id) WHERE draw_id IS NOT NULL;
-- Settled time was indexed for reports; nothing reads it by range yet, and the index would cost every
-- settlement an index write a bet. Reports by settlement time go through the draw (lottery_draws.settled_at).
DROP INDEX bets_settled;

-- A bet names its settlement entry, but the settlement reserves that entry's id, links the bets, then posts
-- the entries in bulk in the same transaction; a foreign key would look up one entry per bet. Reconciliation
-- (reconcile-bets, settle_entry_link) proves every settled bet names its member's one entry of the draw.
ALTER TABLE bets DROP CONSTRAINT bets_settle_entry_id_fkey;

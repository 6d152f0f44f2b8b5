-- The winner board reads ended game rounds by their end time (ADR 031), not bets by status and settlement
-- time: an index naming bets' status or settled_at, even in its predicate, makes every settling UPDATE of a
-- bet write index entries again, which set-based settlement avoids (ADR 028).
DROP INDEX IF EXISTS bets_game_wins;
CREATE INDEX game_rounds_ended ON game_rounds (merchant_id, ended_at DESC) WHERE status = 'ended';

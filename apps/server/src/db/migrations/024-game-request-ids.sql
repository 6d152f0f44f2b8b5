-- The seamless wallet's request ids beside what they moved (ADR 035). A vendor names its calls by request
-- id; an operator answering a vendor's or a member's question about a round needs the request behind each
-- debit, credit, rollback and end round. game_wallet_requests keeps only the body's hash and the reply, and
-- an end round's reply names no transaction, so the id is kept where the money was recorded. Rows written
-- before this migration have none (null).
ALTER TABLE game_transactions ADD COLUMN request_id text;
ALTER TABLE game_rounds ADD COLUMN end_request_id text;

-- The back office's round lookup: by the vendor's round id, and the newest rounds of a day range. By member
-- it uses the unique (vendor_id, member_id, round_id).
CREATE INDEX game_rounds_round_id ON game_rounds (round_id);
CREATE INDEX game_rounds_opened ON game_rounds (merchant_id, opened_at DESC);

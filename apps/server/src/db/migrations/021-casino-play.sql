-- The in-house vendor's game server (ADR 032): a member's provably fair seed pair per game, and each round
-- played on it with its outcome. The money of a round moves through the seamless wallet (019-games.sql)
-- like an outside vendor's; these rows are the vendor's side: what was bet, what the seeds gave, how far
-- the round's wallet calls have come.

-- A member's seed pair for one game: the server seed (32 bytes, hex) is committed by its SHA-256 before
-- any round is played on it and revealed when the member rotates it; the client seed is the member's to
-- change at any time; next_nonce counts the rounds played on the pair. One pair a member and game is in
-- use (revealed_at null); revealed ones stay, so old rounds can still be verified.
CREATE TABLE casino_seed_pairs (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  game_id     integer NOT NULL REFERENCES games(id),
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  commitment  text NOT NULL CHECK (commitment ~ '^[0-9a-f]{64}$'),
  client_seed text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  next_nonce  integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX casino_seed_pairs_in_use ON casino_seed_pairs (merchant_id, member_id, game_id)
  WHERE revealed_at IS NULL;

-- One round: claimed (its nonce taken, its outcome fixed) before any money moves, then carried through the
-- wallet's debit, credit and end round. playing: the wallet calls are under way or were interrupted (the
-- member's return or the sweep job finishes them with the same request ids); ended: all three done;
-- refused: the debit was refused (not enough money, the launch token expired) or never arrived and was
-- tombstoned by a rollback: nothing moved; void: the debit was refunded by that rollback: the stake is back.
CREATE TABLE casino_rounds (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  game_id      integer NOT NULL REFERENCES games(id),
  -- The launch token the round was opened with: the debit presents it again when a round is resumed.
  token_id     bigint NOT NULL REFERENCES game_launch_tokens(id),
  seed_pair_id bigint NOT NULL REFERENCES casino_seed_pairs(id),
  nonce        integer NOT NULL CHECK (nonce >= 0),
  client_seed  text NOT NULL,
  -- The member's request id: a replay answers this round and moves nothing.
  request_id   text NOT NULL,
  -- What was bet, as sent (a slot's stake, or a table's bets), minor units as strings.
  bet          jsonb NOT NULL,
  stake        bigint NOT NULL CHECK (stake > 0),
  payout       bigint NOT NULL CHECK (payout >= 0),
  -- The outcome playCasinoRound gave, and each table bet settled (minor units as strings).
  outcome      jsonb NOT NULL,
  state        text NOT NULL DEFAULT 'playing' CHECK (state IN ('playing', 'ended', 'refused', 'void')),
  -- Until when the call that claimed the round (or resumed it) carries it through the wallet; after that
  -- the member's return or the sweep job may take it over (one at a time: the lease is taken by UPDATE).
  lease_until  timestamptz NOT NULL,
  -- The wallet's code when the debit was refused.
  refusal      text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  ended_at     timestamptz,
  UNIQUE (merchant_id, member_id, request_id),
  UNIQUE (seed_pair_id, nonce)
);
CREATE INDEX casino_rounds_recall ON casino_rounds (merchant_id, member_id, game_id, id DESC);
CREATE INDEX casino_rounds_unfinished ON casino_rounds (created_at) WHERE state = 'playing';

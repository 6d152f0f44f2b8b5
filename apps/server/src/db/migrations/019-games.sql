-- Game vendors, their games, launch tokens and the seamless-wallet protocol's records (ADR 030).
--
-- A vendor is data per brand (Gemilang's own games are the vendor GEMILANG); its money reaches the member's
-- one wallet through the seamless protocol, whose every call is recorded by request id (the first reply is
-- kept byte for byte) and whose every business transaction is one row, unique per (vendor, member, id).
-- A round is one row of the shared `bets` table (product `game` for the in-house vendor, `vendor` for others).

CREATE TABLE game_vendors (
  id                serial PRIMARY KEY,
  merchant_id       integer NOT NULL REFERENCES merchants(id),
  -- The spec's vassalage: GEMILANG for the in-house vendor.
  code              text NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  name              text NOT NULL,
  -- The site's lanes the vendor has games in.
  categories        text[] NOT NULL
                      CHECK (cardinality(categories) > 0
                             AND categories <@ ARRAY['SPORTS', 'ESPORTS', 'RNG', 'LIVE', 'FISH', 'PVP', 'ELOTT', 'LOTT']),
  -- Chosen once (vendor-wallet.md): a trigger below refuses to change it.
  wallet_mode       text NOT NULL CHECK (wallet_mode IN ('seamless', 'transfer')),
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'maintenance')),
  -- The HMAC-SHA256 key of the vendor's signed calls. Kept readable: verifying an HMAC needs the key itself.
  secret            text NOT NULL CHECK (length(secret) >= 32),
  -- When not empty, the only client addresses the vendor's calls are accepted from.
  allowed_addresses text[] NOT NULL DEFAULT '{}',
  -- Where the site frames a launched game: {game}, {token} and {lang} are filled in. A path on this server
  -- for the in-house vendor.
  launch_url        text NOT NULL,
  in_house          boolean NOT NULL DEFAULT false,
  sort              integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);

CREATE FUNCTION game_vendors_wallet_mode_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.wallet_mode <> OLD.wallet_mode THEN
    RAISE EXCEPTION 'a vendor''s wallet mode is chosen once';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER game_vendors_wallet_mode_fixed BEFORE UPDATE ON game_vendors
  FOR EACH ROW EXECUTE FUNCTION game_vendors_wallet_mode_fixed();

CREATE TABLE games (
  id           serial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  vendor_id    integer NOT NULL REFERENCES game_vendors(id),
  code         text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{1,64}$'),
  name         jsonb NOT NULL,
  category     text NOT NULL CHECK (category IN ('SPORTS', 'ESPORTS', 'RNG', 'LIVE', 'FISH', 'PVP', 'ELOTT', 'LOTT')),
  -- The lobby's filter: slots, scratch_card, video_poker, board, arcade, jackpot, bingo (RNG); baccarat,
  -- sicbo, roulette, dragon_tiger, blackjack (LIVE and RNG tables); '' when none.
  sub_category text NOT NULL DEFAULT '',
  is_hot       boolean NOT NULL DEFAULT false,
  -- A VASSALAGE item opens the popup list of its vendor's games instead of a game.
  vassalage    boolean NOT NULL DEFAULT false,
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'maintenance', 'disabled')),
  sort         integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vendor_id, code)
);
CREATE INDEX games_lobby ON games (merchant_id, category, sort);

-- A launch: a random token given to the game's frame (stored as its SHA-256), bound to one member, brand,
-- vendor and game, valid until expires_at for opening rounds (credits and rollbacks come later).
CREATE TABLE game_launch_tokens (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  vendor_id   integer NOT NULL REFERENCES game_vendors(id),
  game_id     integer NOT NULL REFERENCES games(id),
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_launch_tokens_member ON game_launch_tokens (merchant_id, member_id, created_at DESC);

-- A vendor's round of one member: its state, and the bets row reports read.
CREATE TABLE game_rounds (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  vendor_id    integer NOT NULL REFERENCES game_vendors(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  game_id      integer NOT NULL REFERENCES games(id),
  round_id     text NOT NULL,
  bet_id       bigint NOT NULL UNIQUE REFERENCES bets(id),
  -- open: debits and credits arrive; ended: settled at end round; void: every debit rolled back.
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ended', 'void')),
  debited      bigint NOT NULL DEFAULT 0 CHECK (debited >= 0),
  credited     bigint NOT NULL DEFAULT 0 CHECK (credited >= 0),
  rolled_back  bigint NOT NULL DEFAULT 0 CHECK (rolled_back >= 0 AND rolled_back <= debited),
  end_entry_id bigint REFERENCES ledger_entries(id),
  opened_at    timestamptz NOT NULL DEFAULT now(),
  ended_at     timestamptz,
  UNIQUE (vendor_id, member_id, round_id)
);

-- A business transaction of the protocol. A debit and a credit share the vendor's id space; a rollback
-- names the debit it refunds by that debit's id. A rollback of a debit never seen is a tombstone
-- (round_id and entry_id null), so the late debit is refused.
CREATE TABLE game_transactions (
  id             bigserial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id),
  vendor_id      integer NOT NULL REFERENCES game_vendors(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  transaction_id text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  -- credit: win, bonus or jackpot.
  reason         text NOT NULL DEFAULT '',
  round_id       bigint REFERENCES game_rounds(id),
  amount         bigint NOT NULL CHECK (amount >= 0),
  entry_id       bigint REFERENCES ledger_entries(id),
  tombstone      boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (tombstone = (kind = 'rollback' AND round_id IS NULL)),
  CHECK (kind = 'credit' OR tombstone OR amount > 0)
);
CREATE UNIQUE INDEX game_transactions_business ON game_transactions (vendor_id, member_id, transaction_id)
  WHERE kind <> 'rollback';
CREATE UNIQUE INDEX game_transactions_rollback ON game_transactions (vendor_id, member_id, transaction_id)
  WHERE kind = 'rollback';
CREATE INDEX game_transactions_round ON game_transactions (round_id) WHERE round_id IS NOT NULL;

-- Every accepted call by its request id, with the exact reply sent: a replay gets these bytes back.
CREATE TABLE game_wallet_requests (
  vendor_id    integer NOT NULL REFERENCES game_vendors(id),
  request_id   text NOT NULL,
  -- SHA-256 of the raw body: the same id with another body is refused.
  body_hash    text NOT NULL,
  http_status  integer NOT NULL,
  reply        text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor_id, request_id)
);

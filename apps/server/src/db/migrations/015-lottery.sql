-- The lottery (ADR 021): games a brand sells, their draws, and the bets of every product.
--
-- Money is bigint minor units. Every rule (bet types, odds, limits, schedules) is the `config` and `schedule`
-- JSON of a game row, which operators edit; the rules themselves are packages/games.

-- Stakes of bets not yet settled sit in a brand's bets-in-play account: member wallet → bets in play at
-- placement, bets in play → house and house → member wallet at settlement. It never goes negative.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member_wallet', 'house', 'payment_clearing', 'withdrawal_hold', 'promotion_budget', 'vendor',
                  'bets_in_play'));

CREATE TABLE lottery_games (
  id            serial PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  -- The brand's code for it: 5D1 (5D every minute), K33, XSMB…
  code          text NOT NULL,
  -- The rule set of packages/games.
  kind          text NOT NULL CHECK (kind IN ('5d', 'k3', 'pk10', '11x5', 'vn_north', 'vn_central', 'vn_south')),
  prize_mode    text NOT NULL CHECK (prize_mode IN ('Lott', 'ZY', 'Elott', 'SEA')),
  group_code    text NOT NULL,
  name          jsonb NOT NULL,
  default_play_type text NOT NULL,
  sort          integer NOT NULL DEFAULT 0,
  -- Lower is more popular; null is not in the popular list.
  popular_rank  integer,
  enabled       boolean NOT NULL DEFAULT true,
  allow_cancel  boolean NOT NULL DEFAULT false,
  -- E-lottery: { intervalMinutes, cutoffSeconds }. Vietnamese: { cutoffMinutes, drawTime, weekly: { mon: [codes]… },
  -- stations: [{ code, name }] }.
  schedule      jsonb NOT NULL,
  -- The games package's GameConfig with money as decimal strings of minor units.
  config        jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);

CREATE TABLE lottery_draws (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  game_id      integer NOT NULL REFERENCES lottery_games(id),
  -- 20261123-0001 (e-lottery), 20261123-HN (a Vietnamese station's draw of that date).
  draw_number  text NOT NULL,
  station      text NOT NULL DEFAULT '',
  opens_at     timestamptz NOT NULL,
  cutoff_at    timestamptz NOT NULL,
  draw_at      timestamptz NOT NULL,
  -- open: on sale until cutoff_at (by the database clock); closed: cut off, waiting for its result; drawn:
  -- result known, settling; settled; void: cancelled, every bet refunded.
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'drawn', 'settled', 'void')),
  -- E-lottery: SHA-256 of the server seed, published before betting opens; the seed itself is shown only
  -- once the draw is drawn.
  seed_hash    text,
  server_seed  text,
  result       jsonb,
  drawn_at     timestamptz,
  settled_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (cutoff_at <= draw_at),
  UNIQUE (game_id, draw_number)
);
CREATE INDEX lottery_draws_due ON lottery_draws (status, draw_at);
CREATE INDEX lottery_draws_game ON lottery_draws (game_id, draw_at DESC);

-- A placement: one member's slip of tickets on one draw, one debit.
CREATE TABLE lottery_slips (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  draw_id         bigint NOT NULL REFERENCES lottery_draws(id),
  idempotency_key text NOT NULL,
  -- SHA-256 of the normalised request: a replayed key with another body is refused.
  request_hash    text NOT NULL,
  total_stake     bigint NOT NULL CHECK (total_stake > 0),
  potential_win   bigint NOT NULL,
  status          text NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'cancelled')),
  stake_entry_id  bigint REFERENCES ledger_entries(id),
  cancel_entry_id bigint REFERENCES ledger_entries(id),
  placed_at       timestamptz NOT NULL DEFAULT now(),
  cancelled_at    timestamptz,
  UNIQUE (merchant_id, member_id, idempotency_key)
);
CREATE INDEX lottery_slips_draw ON lottery_slips (draw_id);

-- Every product's bets (lottery now; in-house games and outside vendors later): agent team reports, the
-- betting record, bonus turnover and loss limits read this table.
CREATE TABLE bets (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  product         text NOT NULL CHECK (product IN ('lottery', 'elott', 'game', 'vendor')),
  game_code       text NOT NULL,
  -- The lottery's draw and slip; a round reference for other products.
  draw_id         bigint REFERENCES lottery_draws(id),
  slip_id         bigint REFERENCES lottery_slips(id),
  round_ref       text NOT NULL DEFAULT '',
  bet_type        text NOT NULL,
  bet_key         text NOT NULL,
  -- Set-based bet types (lô xiên, lô trượt, 11x5 any-k): the chosen numbers, for the settlement join.
  numbers         text[],
  stake           bigint NOT NULL CHECK (stake > 0),
  odds            integer,
  points          integer,
  win_per_hit     bigint NOT NULL,
  potential_win   bigint NOT NULL,
  status          text NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'won', 'lost', 'push', 'void', 'cancelled')),
  hits            integer,
  payout          bigint,
  placed_at       timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  stake_entry_id  bigint REFERENCES ledger_entries(id),
  settle_entry_id bigint REFERENCES ledger_entries(id),
  CHECK ((status = 'pending') = (payout IS NULL))
);
-- The betting record and my bets.
CREATE INDEX bets_member ON bets (merchant_id, member_id, placed_at DESC, id DESC);
-- Settlement: a draw's pending bets, member by member.
CREATE INDEX bets_draw ON bets (draw_id, status, member_id) WHERE draw_id IS NOT NULL;
-- Turnover and profit by day, product and game (agent team reports join members by ancestor path).
CREATE INDEX bets_placed ON bets (merchant_id, placed_at, product, game_code);
CREATE INDEX bets_settled ON bets (merchant_id, settled_at) WHERE settled_at IS NOT NULL;
CREATE INDEX bets_slip ON bets (slip_id) WHERE slip_id IS NOT NULL;

-- What the house could pay on each number (bet type and key) of a draw: the liability cap is enforced by a
-- guarded upsert on this row, so racing bets cannot pass it together.
CREATE TABLE lottery_liability (
  draw_id   bigint NOT NULL REFERENCES lottery_draws(id),
  bet_type  text NOT NULL,
  bet_key   text NOT NULL,
  exposure  bigint NOT NULL CHECK (exposure >= 0),
  PRIMARY KEY (draw_id, bet_type, bet_key)
);

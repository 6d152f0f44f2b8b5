-- Mission activity (ADR 062): missions, daily tasks and leaderboard races. What a member earns from them is a row of
-- the reward centre (rewards, ADR 059), unique per (member, program, source), so these tables hold only what the
-- operator set up and how far the jobs got; progress is computed from the bets, deposits and sessions.

-- A goal over a window: valid bets (amount or count, optionally of one product), credited deposits (amount or
-- count) or days signed in. Amounts in minor units; a count goal's target is a whole number.
CREATE TABLE missions (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  title       jsonb NOT NULL,
  goal        text NOT NULL CHECK (goal IN ('bets_amount', 'bets_count', 'deposit_amount', 'deposit_count', 'login_days')),
  scope       text CHECK (scope IN ('LOTT', 'ELOTT', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP')),
  target      bigint NOT NULL CHECK (target > 0),
  reward      bigint NOT NULL CHECK (reward > 0),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  enabled     boolean NOT NULL DEFAULT true,
  -- Set by the one final pass after the end (and its grace), in the transaction that recorded its last rewards:
  -- the job never reads the mission's window again.
  closed_at   timestamptz,
  created_by  bigint REFERENCES operators(id),
  updated_by  bigint REFERENCES operators(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (scope IS NULL OR goal IN ('bets_amount', 'bets_count'))
);
CREATE INDEX missions_window ON missions (merchant_id, ends_at);

-- A small goal counted from midnight to midnight in the brand's zone; its reward's source is `<id>:<brand day>`.
CREATE TABLE daily_tasks (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  title       jsonb NOT NULL,
  goal        text NOT NULL CHECK (goal IN ('bets_amount', 'bets_count', 'deposit_amount', 'deposit_count', 'login_days')),
  scope       text CHECK (scope IN ('LOTT', 'ELOTT', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP')),
  target      bigint NOT NULL CHECK (target > 0),
  reward      bigint NOT NULL CHECK (reward > 0),
  enabled     boolean NOT NULL DEFAULT true,
  sort        integer NOT NULL DEFAULT 0,
  created_by  bigint REFERENCES operators(id),
  updated_by  bigint REFERENCES operators(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (scope IS NULL OR goal IN ('bets_amount', 'bets_count'))
);
CREATE INDEX daily_tasks_brand ON daily_tasks (merchant_id, sort, id);

-- A brand day whose tasks had their final pass (after midnight and its grace): inserted by the one process that
-- makes that pass, in the same transaction as its rewards.
CREATE TABLE daily_task_days (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  day         date NOT NULL,
  finished_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, day)
);

-- Members ranked by valid bets in a window; `prizes` is the prize of rank 1, 2, … (minor units as JSON strings).
-- `top` is the board as last published (rank, masked name, valid bets, prize, and the member's id, which never
-- leaves the server); `state` moves running -> ended (prizes recorded, once) or running -> cancelled.
CREATE TABLE races (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  title       jsonb NOT NULL,
  scope       text CHECK (scope IN ('LOTT', 'ELOTT', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP')),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  prizes      jsonb NOT NULL,
  state       text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'ended', 'cancelled')),
  top         jsonb NOT NULL DEFAULT '[]',
  entrants    integer NOT NULL DEFAULT 0,
  top_at      timestamptz,
  ended_at    timestamptz,
  created_by  bigint REFERENCES operators(id),
  updated_by  bigint REFERENCES operators(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX races_brand ON races (merchant_id, ends_at);
CREATE INDEX races_running ON races (ends_at) WHERE state = 'running';

-- The brand-wide passes of the mission job read sessions opened and deposits credited in a window, through the
-- session module's signInDaysRelation and the deposits module's creditedDeposits: indexes on those windows, so a
-- pass reads the window rather than the whole table.
CREATE INDEX member_sessions_opened ON member_sessions (merchant_id, created_at);
CREATE INDEX deposits_credited ON deposits (merchant_id, decided_at) WHERE state = 'credited';

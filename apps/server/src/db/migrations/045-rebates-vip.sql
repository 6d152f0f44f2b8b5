-- Rebates and VIP levels (ADR 060). A rebate is a rate of a member's valid bets per product over a brand day or
-- week, at the rates of the member's VIP level; a VIP level is reached by valid bets and credited deposits, pays an
-- upgrade reward once and weekly or monthly rewards, and sets the level's rebate rates and withdrawal limits. Every
-- payout is a reward of the rewards module (ADR 059), so it is paid once per member and period whatever reruns.

-- ------------------------------------------------------------------------------------------------ rebates (module rebates)

-- A brand's rebate of one period kind: on or off, an optional cap a member per period, and since when it counts
-- (a schedule saved today never pays for last week).
CREATE TABLE rebate_schedules (
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  period       text NOT NULL CHECK (period IN ('daily', 'weekly')),
  enabled      boolean NOT NULL DEFAULT true,
  cap          bigint CHECK (cap > 0),
  since        timestamptz NOT NULL DEFAULT now(),
  updated_by   bigint REFERENCES operators(id),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, period)
);

-- Its rates in basis points per VIP level and product (LOTT, ELOTT, or a game category). A missing rate is 0.
CREATE TABLE rebate_rates (
  merchant_id  integer NOT NULL,
  period       text NOT NULL,
  vip_level    smallint NOT NULL CHECK (vip_level BETWEEN 0 AND 20),
  product      text NOT NULL CHECK (product IN ('LOTT', 'ELOTT', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP')),
  rate_bp      integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 500),
  PRIMARY KEY (merchant_id, period, vip_level, product),
  FOREIGN KEY (merchant_id, period) REFERENCES rebate_schedules (merchant_id, period) ON DELETE CASCADE
);

-- Each computed period, claimed once across processes by its key (INSERT … ON CONFLICT DO NOTHING in the
-- transaction that records its rewards), with what it recorded.
CREATE TABLE rebate_runs (
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  period        text NOT NULL,
  period_start  timestamptz NOT NULL,
  period_end    timestamptz NOT NULL,
  rewards       integer NOT NULL DEFAULT 0,
  amount        bigint NOT NULL DEFAULT 0,
  ran_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, period, period_start)
);

-- ------------------------------------------------------------------------------------------------ VIP (module vip)

-- A brand's VIP rules: what counts towards a level (everything since the programme began, or the last N days),
-- whether a level is lost after a quiet period, and from which level members get the VIP customer-service line.
CREATE TABLE vip_settings (
  merchant_id    integer PRIMARY KEY REFERENCES merchants(id),
  basis          text NOT NULL DEFAULT 'lifetime' CHECK (basis IN ('lifetime', 'rolling')),
  rolling_days   integer NOT NULL DEFAULT 90 CHECK (rolling_days BETWEEN 7 AND 365),
  downgrade      text NOT NULL DEFAULT 'never' CHECK (downgrade IN ('never', 'quiet')),
  quiet_days     integer NOT NULL DEFAULT 90 CHECK (quiet_days BETWEEN 7 AND 365),
  service_level  smallint CHECK (service_level BETWEEN 1 AND 20),
  since          timestamptz NOT NULL DEFAULT now(),
  updated_by     bigint REFERENCES operators(id),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- The ladder, 0..N without gaps; amounts in minor units. Withdrawal limits left null are the brand's.
CREATE TABLE vip_levels (
  merchant_id          integer NOT NULL REFERENCES merchants(id),
  level                smallint NOT NULL CHECK (level BETWEEN 0 AND 20),
  name                 jsonb NOT NULL,
  min_valid_bets       bigint NOT NULL DEFAULT 0 CHECK (min_valid_bets >= 0),
  min_deposits         bigint NOT NULL DEFAULT 0 CHECK (min_deposits >= 0),
  keep_valid_bets      bigint NOT NULL DEFAULT 0 CHECK (keep_valid_bets >= 0),
  upgrade_reward       bigint NOT NULL DEFAULT 0 CHECK (upgrade_reward >= 0),
  weekly_reward        bigint NOT NULL DEFAULT 0 CHECK (weekly_reward >= 0),
  monthly_reward       bigint NOT NULL DEFAULT 0 CHECK (monthly_reward >= 0),
  withdrawal_max       bigint CHECK (withdrawal_max > 0),
  withdrawals_per_day  integer CHECK (withdrawals_per_day BETWEEN 1 AND 1000),
  PRIMARY KEY (merchant_id, level)
);

-- What each member did on each brand day (valid bets, credited deposits), added once per day by the VIP job: the
-- levels' progress sums these rows instead of every bet since the account began.
CREATE TABLE vip_days (
  merchant_id  integer NOT NULL,
  member_id    bigint NOT NULL REFERENCES members(id),
  day          date NOT NULL,
  valid_bets   bigint NOT NULL DEFAULT 0,
  deposits     bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, member_id, day)
);
CREATE INDEX vip_days_day ON vip_days (merchant_id, day);

-- The brand days the VIP job has counted and the weeks and months it has rewarded, each claimed once.
CREATE TABLE vip_runs (
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  kind          text NOT NULL CHECK (kind IN ('day', 'week', 'month')),
  period_start  date NOT NULL,
  ran_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, kind, period_start)
);

-- Every change of a member's level, oldest first: its day starts the quiet period a downgrade waits for, and a
-- downgrade's day starts the count towards the next upgrade again.
CREATE TABLE vip_level_changes (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL,
  member_id   bigint NOT NULL REFERENCES members(id),
  from_level  smallint NOT NULL,
  to_level    smallint NOT NULL,
  reason      text NOT NULL CHECK (reason IN ('upgrade', 'downgrade')),
  day         date NOT NULL,
  changed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vip_level_changes_member ON vip_level_changes (merchant_id, member_id, id DESC);
CREATE INDEX vip_level_changes_day ON vip_level_changes (merchant_id, day);

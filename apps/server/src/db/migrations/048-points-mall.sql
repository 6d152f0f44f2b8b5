-- The points mall (ADR 064). Points are a unit of their own in the ledger: hundredths of a point, in accounts no
-- entry shares with money (an entry moves points only or money only, as play money never meets real money).
--   points          a member's points, code `member:<id>`, never below zero
--   points_issuer   the brand's issuer, striped like the house (codes 0…15 by member): points come from it when
--                   earned and go back to it when spent or taken back, so it stands at minus what members hold
--                   and what redemptions hold
--   points_held     the points of redemptions still applying, never below zero
--   points_mall     money of redemptions still applying (an item that asks money besides points), never below zero
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member_wallet', 'house', 'payment_clearing', 'withdrawal_hold', 'promotion_budget', 'vendor',
                  'bets_in_play', 'play_wallet', 'play_house', 'play_in_play', 'bonus',
                  'points', 'points_issuer', 'points_held', 'points_mall'));

-- The points a bet earned when it settled (hundredths of a point): its cash stake at the ratio of its product then.
-- A bet that later stops being valid (a correction makes it a push) gives exactly these back.
ALTER TABLE bets ADD COLUMN points_earned bigint NOT NULL DEFAULT 0 CHECK (points_earned >= 0);

-- Points a correction could not take back because the member had spent them (ADR 064): the rest stays with the
-- member, recorded here, so the points their bets earned still equal their accrual and correction entries plus these.
CREATE TABLE point_shortfalls (
  id               bigserial PRIMARY KEY,
  merchant_id      integer NOT NULL REFERENCES merchants(id),
  member_id        bigint NOT NULL REFERENCES members(id),
  points           bigint NOT NULL CHECK (points > 0),
  idempotency_key  text NOT NULL,
  reference        text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, idempotency_key)
);

-- The brand's points settings: ratios per product ({"LOTT": {"unit": "1000", "ratio": "100"}}: each unit of valid
-- bets in minor units earns ratio hundredths of a point), points for deposits, conversion to cash, the rules' words.
CREATE TABLE point_settings (
  merchant_id            integer PRIMARY KEY REFERENCES merchants(id),
  enabled                boolean NOT NULL DEFAULT true,
  rates                  jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(rates) = 'object'),
  deposit_unit           bigint CHECK (deposit_unit > 0),
  deposit_ratio          bigint CHECK (deposit_ratio > 0),
  conversion_points      bigint CHECK (conversion_points > 0),
  conversion_amount      bigint CHECK (conversion_amount > 0),
  conversion_min_points  bigint CHECK (conversion_min_points > 0),
  notes                  jsonb NOT NULL DEFAULT '{"ms": "", "en": "", "zh": ""}',
  updated_by             bigint REFERENCES operators(id),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  CHECK ((deposit_unit IS NULL) = (deposit_ratio IS NULL)),
  CHECK ((conversion_points IS NULL) = (conversion_amount IS NULL)
         AND (conversion_points IS NULL) = (conversion_min_points IS NULL))
);

-- The catalogue. `version` goes up with every change of what a member is promised; each version's terms are kept
-- in point_item_versions, and a redemption names the version it was made on.
CREATE TABLE point_items (
  id                 bigserial PRIMARY KEY,
  merchant_id        integer NOT NULL REFERENCES merchants(id),
  type               text NOT NULL CHECK (type IN ('promotion', 'life', 'gift')),
  name               jsonb NOT NULL,
  description        jsonb NOT NULL,
  image_url          text NOT NULL,
  points             bigint NOT NULL CHECK (points > 0),
  amount             bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  stock_mode         text NOT NULL CHECK (stock_mode IN ('unlimited', 'total', 'period')),
  -- total: what is left; period: how many each period; unlimited: null.
  stock              integer CHECK (stock >= 0),
  period             text CHECK (period IN ('day', 'week', 'month')),
  per_member_limit   integer CHECK (per_member_limit > 0),
  bonus_amount       bigint CHECK (bonus_amount > 0),
  turnover_multiple  integer CHECK (turnover_multiple >= 0),
  active             boolean NOT NULL DEFAULT true,
  sort               integer NOT NULL DEFAULT 0,
  version            integer NOT NULL DEFAULT 1,
  created_by         bigint REFERENCES operators(id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((stock_mode = 'unlimited') = (stock IS NULL)),
  CHECK ((stock_mode = 'period') = (period IS NOT NULL)),
  CHECK ((type = 'promotion') = (bonus_amount IS NOT NULL))
);
CREATE INDEX point_items_catalogue ON point_items (merchant_id, active, sort, id);

-- What each version promised: type, names, points, money, bonus (the row's columns as JSON).
CREATE TABLE point_item_versions (
  item_id     bigint NOT NULL REFERENCES point_items(id),
  version     integer NOT NULL,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  terms       jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, version)
);

-- A per-period stock's count of the period (its first day in the brand's zone): taken never passes the stock.
CREATE TABLE point_item_periods (
  item_id       bigint NOT NULL REFERENCES point_items(id),
  period_start  date NOT NULL,
  taken         integer NOT NULL CHECK (taken >= 0),
  PRIMARY KEY (item_id, period_start)
);

-- A redemption: what was taken (points, money, stock) and where it stands. The points and money moved in the
-- redemption's own ledger entries; a rejection gives them back in one entry each, keyed by the redemption.
CREATE TABLE point_redemptions (
  id               bigserial PRIMARY KEY,
  merchant_id      integer NOT NULL REFERENCES merchants(id),
  member_id        bigint NOT NULL REFERENCES members(id),
  item_id          bigint NOT NULL REFERENCES point_items(id),
  item_version     integer NOT NULL,
  quantity         integer NOT NULL CHECK (quantity > 0),
  points           bigint NOT NULL CHECK (points > 0),
  amount           bigint NOT NULL CHECK (amount >= 0),
  -- The per-period stock's period it took from (given back there on rejection); null for other stock.
  period_start     date,
  status           text NOT NULL DEFAULT 'applying' CHECK (status IN ('applying', 'approved', 'rejected')),
  points_balance   bigint NOT NULL CHECK (points_balance >= 0),
  recipient        text NOT NULL DEFAULT '',
  address          text NOT NULL DEFAULT '',
  phone            text NOT NULL DEFAULT '',
  remark           text NOT NULL DEFAULT '',
  grant_id         bigint,
  idempotency_key  text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  decided_at       timestamptz,
  decided_by       bigint REFERENCES operators(id),
  FOREIGN KEY (item_id, item_version) REFERENCES point_item_versions (item_id, version),
  UNIQUE (merchant_id, member_id, idempotency_key)
);
CREATE INDEX point_redemptions_member ON point_redemptions (merchant_id, member_id, id DESC);
CREATE INDEX point_redemptions_queue ON point_redemptions (merchant_id, status, id);
CREATE INDEX point_redemptions_item ON point_redemptions (item_id, member_id) WHERE status <> 'rejected';

ALTER TABLE member_messages DROP CONSTRAINT member_messages_kind_check;
ALTER TABLE member_messages ADD CONSTRAINT member_messages_kind_check
  CHECK (kind IN ('deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'adjustment',
                  'contract_paid', 'contract_waiting', 'contract_forced', 'contract_debt_recovered',
                  'withdrawal_resolved', 'promotion_approved', 'promotion_rejected', 'bonus_granted',
                  'bonus_completed', 'bonus_forfeited', 'points_redemption_approved', 'points_redemption_rejected'));

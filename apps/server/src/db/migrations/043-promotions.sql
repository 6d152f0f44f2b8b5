-- Promotions and bonuses (ADR 057). An offer is data: its kind, its reward, its terms and its eligibility rules
-- as JSON the promotions module reads with zod. A grant copies the offer's terms when it is issued, so editing an
-- offer never changes a grant already made, and holds its bonus money in a ledger account of its own (kind
-- `bonus`, code `grant:<id>`): bonus money is never in the cash wallet until the one entry that converts it.

CREATE TABLE promotion_offers (
  id            bigserial PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  code          text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('deposit_match', 'fixed_credit', 'free_rounds', 'application')),
  category      text NOT NULL,
  state         text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'published', 'paused')),
  sort          integer NOT NULL DEFAULT 0,
  title         jsonb NOT NULL,
  summary       jsonb NOT NULL,
  rules         jsonb NOT NULL,
  art           jsonb NOT NULL,
  reward        jsonb NOT NULL,
  terms         jsonb NOT NULL,
  eligibility   jsonb NOT NULL DEFAULT '[]',
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz,
  budget_total  bigint CHECK (budget_total > 0),
  budget_daily  bigint CHECK (budget_daily > 0),
  -- What grants of this offer have cost so far (bonus issued), the total budget's guard.
  granted_total bigint NOT NULL DEFAULT 0,
  version       integer NOT NULL DEFAULT 1,
  updated_by    bigint REFERENCES operators(id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);
CREATE INDEX promotion_offers_hall ON promotion_offers (merchant_id, state, sort);

-- The daily budget's guard: what the offer granted on each of the brand's days.
CREATE TABLE promotion_budget_days (
  offer_id  bigint NOT NULL REFERENCES promotion_offers(id),
  day       date NOT NULL,
  granted   bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (offer_id, day)
);

-- A member's opt-in: a deposit bonus chosen on the deposit page (deposit_id set) or before any deposit.
CREATE TABLE promotion_opt_ins (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  offer_id     bigint NOT NULL REFERENCES promotion_offers(id),
  deposit_id   bigint,
  state        text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'used', 'withdrawn')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  used_at      timestamptz
);
CREATE UNIQUE INDEX promotion_opt_ins_waiting ON promotion_opt_ins (merchant_id, member_id, offer_id)
  WHERE state = 'waiting';
CREATE INDEX promotion_opt_ins_deposit ON promotion_opt_ins (merchant_id, deposit_id) WHERE deposit_id IS NOT NULL;

CREATE TABLE promotion_grants (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  offer_id        bigint NOT NULL REFERENCES promotion_offers(id),
  -- Why it was granted: `deposit:<id>`, `claim`, `application:<id>`, `manual:<key>`… unique per member and offer.
  source_ref      text NOT NULL,
  state           text NOT NULL CHECK (state IN ('pending', 'active', 'completed', 'expired', 'forfeited', 'cancelled')),
  -- Why it ended (forfeit or close): withdrawal, expiry, operator, self_exclusion, used_up, converted.
  reason          text NOT NULL DEFAULT '',
  note            text NOT NULL DEFAULT '',
  account_id      bigint REFERENCES ledger_accounts(id),
  amount          bigint NOT NULL CHECK (amount >= 0),
  deposit_amount  bigint NOT NULL DEFAULT 0,
  terms           jsonb NOT NULL,
  turnover_needed bigint NOT NULL DEFAULT 0,
  turnover_done   bigint NOT NULL DEFAULT 0,
  bonus_in_play   bigint NOT NULL DEFAULT 0 CHECK (bonus_in_play >= 0),
  converted       bigint NOT NULL DEFAULT 0,
  forfeited       bigint NOT NULL DEFAULT 0,
  granted_by      bigint REFERENCES operators(id),
  expires_at      timestamptz NOT NULL,
  activated_at    timestamptz,
  ended_at        timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, member_id, offer_id, source_ref)
);
-- At most one grant in play per member: the one every stake of theirs counts towards.
CREATE UNIQUE INDEX promotion_grants_active ON promotion_grants (merchant_id, member_id) WHERE state = 'active';
CREATE INDEX promotion_grants_member ON promotion_grants (merchant_id, member_id, id DESC);
CREATE INDEX promotion_grants_offer ON promotion_grants (offer_id, state);
CREATE INDEX promotion_grants_expiry ON promotion_grants (expires_at) WHERE state IN ('active', 'pending');

-- A grant's history in the member's words: issued, activated, converted, forfeited… with the amount involved.
CREATE TABLE promotion_grant_events (
  id          bigserial PRIMARY KEY,
  grant_id    bigint NOT NULL REFERENCES promotion_grants(id),
  kind        text NOT NULL,
  amount      bigint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promotion_grant_events_grant ON promotion_grant_events (grant_id, id);

CREATE TABLE promotion_applications (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  offer_id     bigint NOT NULL REFERENCES promotion_offers(id),
  comment      text NOT NULL,
  image_ids    bigint[] NOT NULL DEFAULT '{}',
  state        text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  reason       text NOT NULL DEFAULT '',
  decided_by   bigint REFERENCES operators(id),
  decided_at   timestamptz,
  grant_id     bigint REFERENCES promotion_grants(id),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX promotion_applications_pending ON promotion_applications (merchant_id, member_id, offer_id)
  WHERE state = 'pending';
CREATE INDEX promotion_applications_queue ON promotion_applications (merchant_id, state, id);

-- Bonus money's own account kind: one account per grant, never below zero.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member_wallet', 'house', 'payment_clearing', 'withdrawal_hold', 'promotion_budget', 'vendor',
                  'bets_in_play', 'play_wallet', 'play_house', 'play_in_play', 'bonus'));

-- A bet's bonus-funded part and the grant it counted towards (cash first, bonus for the rest), and what it added
-- to that grant's turnover: a win is split in the stake's proportion, a void or rollback takes its turnover back.
ALTER TABLE bets ADD COLUMN bonus_stake bigint NOT NULL DEFAULT 0;
ALTER TABLE bets ADD COLUMN grant_id bigint;
ALTER TABLE bets ADD COLUMN turnover bigint NOT NULL DEFAULT 0;
ALTER TABLE game_transactions ADD COLUMN bonus_amount bigint NOT NULL DEFAULT 0;

-- Application images; promotion staff.
ALTER TABLE uploads DROP CONSTRAINT IF EXISTS uploads_purpose_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_purpose_check
  CHECK (purpose IN ('avatar', 'deposit_receipt', 'withdrawal_proof', 'promotion_application'));
ALTER TABLE operators DROP CONSTRAINT IF EXISTS operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check CHECK (role IN ('admin', 'cs', 'marketing'));

ALTER TABLE member_messages DROP CONSTRAINT member_messages_kind_check;
ALTER TABLE member_messages ADD CONSTRAINT member_messages_kind_check
  CHECK (kind IN ('deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'adjustment',
                  'contract_paid', 'contract_waiting', 'contract_forced', 'contract_debt_recovered',
                  'withdrawal_resolved', 'promotion_approved', 'promotion_rejected', 'bonus_granted',
                  'bonus_completed', 'bonus_forfeited'));

-- Loyalty rewards and the reward centre (ADR 059). Every loyalty program (rebates, VIP rewards, missions, races,
-- check-in, daily tasks, red envelopes, referrals) records what a member earned as one row here, unique per
-- (member, program, source), so a rerun of a job or a double click records it once; paying it is a grant through
-- the promotions engine (issueGrant), whose program offer carries the program's terms.

-- A program's grants hang on a hidden offer of its own: never in the hall, never in the offers list.
ALTER TABLE promotion_offers ADD COLUMN program text;
CREATE UNIQUE INDEX promotion_offers_program ON promotion_offers (merchant_id, program) WHERE program IS NOT NULL;

-- The operator's choices per program: paid at once or waiting for the member's claim, how long a claim waits,
-- and the terms its grants copy (the contract's ZOfferTerms: a rebate usually 1x turnover, a check-in none).
CREATE TABLE reward_programs (
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  program      text NOT NULL,
  auto_pay     boolean NOT NULL DEFAULT true,
  claim_days   integer NOT NULL DEFAULT 7 CHECK (claim_days BETWEEN 1 AND 90),
  terms        jsonb NOT NULL,
  updated_by   bigint REFERENCES operators(id),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, program)
);

CREATE TABLE rewards (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  program      text NOT NULL,
  -- Why it was earned, unique per member and program: `2026-11-28` (a rebate's day), `level:3`, `race:12`…
  source_ref   text NOT NULL,
  amount       bigint NOT NULL CHECK (amount > 0),
  -- due: to be paid by the payer job; waiting: for the member's claim; paid; expired: not claimed in time;
  -- refused: the grant was refused (budget spent, a member barred from bonuses), with the reason.
  state        text NOT NULL CHECK (state IN ('due', 'waiting', 'paid', 'expired', 'refused')),
  reason       text NOT NULL DEFAULT '',
  -- What it came from, for the reward centre (the contract's ZRewardDetails, minor units as strings).
  details      jsonb NOT NULL DEFAULT '{}',
  grant_id     bigint REFERENCES promotion_grants(id),
  earned_at    timestamptz NOT NULL DEFAULT now(),
  claim_by     timestamptz NOT NULL,
  paid_at      timestamptz,
  UNIQUE (merchant_id, member_id, program, source_ref)
);
CREATE INDEX rewards_member ON rewards (merchant_id, member_id, id DESC);
CREATE INDEX rewards_open ON rewards (state, id) WHERE state IN ('due', 'waiting');
CREATE INDEX rewards_program ON rewards (merchant_id, program, earned_at);

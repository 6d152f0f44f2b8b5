-- Agents' contracts (ADR 036): an upline offers a direct downline agent a dividend or wage contract, the
-- downline signs or refuses it, either side terminates it. Rates are basis points (0.80% is 80); tiers are
-- the conditions a period must reach and the rate each pays.
CREATE TABLE agent_contracts (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  kind         text NOT NULL CHECK (kind IN ('dividend', 'daily_wage', 'hourly_wage', 'realtime_wage')),
  period       text NOT NULL CHECK (period IN ('daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'realtime')),
  upline_id    bigint NOT NULL REFERENCES members(id),
  downline_id  bigint NOT NULL REFERENCES members(id),
  status       text NOT NULL DEFAULT 'offered'
                 CHECK (status IN ('offered', 'signed', 'refused', 'terminated', 'cancelled', 'superseded')),
  -- [{ "minValidBet": minor|null, "minTeamLoss": minor|null, "minActive": n|null, "rate": basis points }]
  tiers        jsonb NOT NULL,
  top_rate     integer NOT NULL CHECK (top_rate > 0 AND top_rate <= 10000),
  offered_at   timestamptz NOT NULL DEFAULT now(),
  decided_at   timestamptz,
  ended_at     timestamptz,
  end_reason   text,
  CHECK (upline_id <> downline_id)
);
-- At most one offer waiting and one signed contract of a kind per downline.
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (merchant_id, downline_id, kind) WHERE status = 'offered';
CREATE UNIQUE INDEX agent_contracts_one_signed ON agent_contracts (merchant_id, downline_id, kind) WHERE status = 'signed';
-- An upline's contracts with its downlines.
CREATE INDEX agent_contracts_upline ON agent_contracts (merchant_id, upline_id, kind);

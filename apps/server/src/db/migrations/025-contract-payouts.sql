-- What each agents' contract paid for each period (ADR 037): the base the period reached (a wage's team sales,
-- a dividend's team loss), the active members, the tier and rate reached and the amount. One row a contract
-- and period, so a rerun or a second server process pays nothing twice; `unpaid` waits for the upline's money.
CREATE TABLE contract_payouts (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  contract_id  bigint NOT NULL REFERENCES agent_contracts(id),
  period_start timestamptz NOT NULL,
  period_end   timestamptz NOT NULL,
  base         bigint NOT NULL,
  active       integer NOT NULL,
  tier         integer,
  rate         integer NOT NULL DEFAULT 0,
  amount       bigint NOT NULL CHECK (amount >= 0),
  status       text NOT NULL CHECK (status IN ('paid', 'unpaid', 'nothing')),
  entry_id     bigint REFERENCES ledger_entries(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  paid_at      timestamptz,
  UNIQUE (contract_id, period_start),
  CHECK ((status = 'paid') = (entry_id IS NOT NULL))
);
CREATE INDEX contract_payouts_unpaid ON contract_payouts (merchant_id, created_at) WHERE status = 'unpaid';

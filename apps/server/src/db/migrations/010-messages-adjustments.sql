-- Member messages (platform notifications) and manual balance adjustments with two-person approval.

-- A message is stored as a kind and its parameters, never as text: the member's page renders it in the
-- member's language. params carries amounts as major-unit decimal strings, the currency and ids.
CREATE TABLE member_messages (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  kind         text NOT NULL CHECK (kind IN ('deposit_credited', 'deposit_failed', 'withdrawal_approved',
                                             'withdrawal_rejected', 'adjustment')),
  params       jsonb NOT NULL DEFAULT '{}',
  read_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_messages_member ON member_messages (merchant_id, member_id, id DESC);
CREATE INDEX member_messages_unread ON member_messages (merchant_id, member_id) WHERE read_at IS NULL;

-- A manual credit (positive) or debit (negative) of a member's wallet against the house account. Above
-- the brand's threshold it waits for a second operator; the one who asked may never decide it.
CREATE TABLE balance_adjustments (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  amount          bigint NOT NULL CHECK (amount <> 0),
  reason          text NOT NULL CHECK (length(btrim(reason)) > 0),
  -- The requesting form's key: a repeated submit finds the first request instead of making a second.
  idempotency_key text NOT NULL,
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'applied', 'rejected')),
  requested_by    bigint NOT NULL REFERENCES operators(id),
  decided_by      bigint REFERENCES operators(id),
  decision_note   text NOT NULL DEFAULT '',
  ledger_entry_id bigint REFERENCES ledger_entries(id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  -- An adjustment applied at once (at or below the threshold) has no second operator.
  CHECK (decided_by IS NULL OR decided_by <> requested_by),
  CHECK ((state = 'pending') = (decided_at IS NULL)),
  CHECK ((state = 'applied') = (ledger_entry_id IS NOT NULL))
);
CREATE UNIQUE INDEX balance_adjustments_idempotency ON balance_adjustments (merchant_id, idempotency_key);
CREATE INDEX balance_adjustments_merchant ON balance_adjustments (merchant_id, id DESC);
CREATE INDEX balance_adjustments_pending ON balance_adjustments (merchant_id, id) WHERE state = 'pending';

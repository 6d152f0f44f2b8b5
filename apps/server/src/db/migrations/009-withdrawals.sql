-- Withdrawals (with the member's confirmation of what was paid) and transfers to the upline.
--
-- A withdrawal holds its amount at request (ledger: member wallet → withdrawal hold); the cashier pays it
-- in one or more parts (withdrawal hold → payment clearing) or rejects the unpaid remainder (withdrawal
-- hold → member wallet). The member then confirms what arrived: received (the parts paid so far), all
-- received, or not received with a proof image, which an operator resolves. Paid money not confirmed
-- within the brand's N minutes counts as received (confirm_due_at), and that receipt is final.
--
--   requested ──pay part──▶ partially_paid ──pay rest──▶ paid ──confirm / N minutes──▶ confirmed
--   requested ──reject──▶ rejected        partially_paid ──reject remainder──▶ paid (for what was paid)

CREATE TABLE withdrawals (
  id                  bigserial PRIMARY KEY,
  merchant_id         integer NOT NULL REFERENCES merchants(id),
  member_id           bigint NOT NULL REFERENCES members(id),
  amount              bigint NOT NULL CHECK (amount > 0),
  paid_amount         bigint NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
  -- The unpaid remainder given back to the wallet by a rejection.
  released_amount     bigint NOT NULL DEFAULT 0 CHECK (released_amount >= 0),
  -- What the member (or the N-minute rule, or an operator's resolution) has accepted as arrived.
  confirmed_amount    bigint NOT NULL DEFAULT 0 CHECK (confirmed_amount >= 0),
  state               text NOT NULL DEFAULT 'requested'
                        CHECK (state IN ('requested', 'partially_paid', 'paid', 'confirmed', 'rejected')),
  -- The bank account as it was when the member asked: a later change or removal does not move the payout.
  bank_account_id     bigint REFERENCES member_bank_accounts(id),
  bank_name           text NOT NULL,
  account_number      text NOT NULL,
  account_name        text NOT NULL,
  idempotency_key     text NOT NULL,
  hold_entry_id       bigint REFERENCES ledger_entries(id),
  release_entry_id    bigint REFERENCES ledger_entries(id),
  -- The member's latest answer: received, all_received, not_received; auto (N minutes passed);
  -- resolved (an operator settled a not-received report).
  confirmation        text CHECK (confirmation IN ('received', 'all_received', 'not_received', 'auto', 'resolved')),
  -- An open not-received report: the N-minute rule waits for the operator.
  disputed            boolean NOT NULL DEFAULT false,
  -- The paid amount the open (or last) report is about, and its proof image.
  dispute_paid_amount bigint,
  proof_upload_id     bigint REFERENCES uploads(id),
  disputed_at         timestamptz,
  resolution          text CHECK (resolution IN ('delivered', 'resent')),
  resolution_note     text NOT NULL DEFAULT '',
  resolved_by         bigint REFERENCES operators(id),
  resolved_at         timestamptz,
  reject_note         text NOT NULL DEFAULT '',
  rejected_by         bigint REFERENCES operators(id),
  rejected_at         timestamptz,
  last_paid_at        timestamptz,
  -- When paid money not yet confirmed counts as received; null when nothing is waiting.
  confirm_due_at      timestamptz,
  confirmed_at        timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (paid_amount + released_amount <= amount),
  CHECK (confirmed_amount <= paid_amount),
  -- The amounts each state stands for, so no code path can leave a row saying one thing and holding another.
  CHECK (state <> 'requested' OR (paid_amount = 0 AND released_amount = 0)),
  CHECK (state <> 'partially_paid' OR (paid_amount > 0 AND released_amount = 0 AND paid_amount < amount)),
  CHECK (state <> 'paid' OR (paid_amount > 0 AND paid_amount + released_amount = amount)),
  CHECK (state <> 'confirmed' OR (paid_amount > 0 AND paid_amount + released_amount = amount
                                  AND confirmed_amount = paid_amount AND NOT disputed)),
  CHECK (state <> 'rejected' OR (paid_amount = 0 AND released_amount = amount)),
  CHECK (NOT disputed OR proof_upload_id IS NOT NULL)
);
CREATE UNIQUE INDEX withdrawals_idempotency ON withdrawals (merchant_id, member_id, idempotency_key);
CREATE INDEX withdrawals_member ON withdrawals (merchant_id, member_id, id DESC);
CREATE INDEX withdrawals_queue ON withdrawals (merchant_id, state, id DESC);
CREATE INDEX withdrawals_disputed ON withdrawals (merchant_id, id DESC) WHERE disputed;
CREATE INDEX withdrawals_confirm_due ON withdrawals (confirm_due_at) WHERE confirm_due_at IS NOT NULL AND NOT disputed;

-- Each part the cashier paid, with its ledger entry.
CREATE TABLE withdrawal_payments (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  withdrawal_id   bigint NOT NULL REFERENCES withdrawals(id),
  amount          bigint NOT NULL CHECK (amount > 0),
  note            text NOT NULL DEFAULT '',
  operator_id     bigint NOT NULL REFERENCES operators(id),
  ledger_entry_id bigint NOT NULL REFERENCES ledger_entries(id),
  idempotency_key text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX withdrawal_payments_idempotency ON withdrawal_payments (withdrawal_id, idempotency_key);
CREATE INDEX withdrawal_payments_withdrawal ON withdrawal_payments (withdrawal_id, id);

-- A member's transfer to their upline (transferUpline): member wallet → the upline's wallet.
CREATE TABLE upline_transfers (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  upline_id       bigint NOT NULL REFERENCES members(id),
  amount          bigint NOT NULL CHECK (amount > 0),
  idempotency_key text NOT NULL,
  ledger_entry_id bigint REFERENCES ledger_entries(id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (upline_id <> member_id)
);
CREATE UNIQUE INDEX upline_transfers_idempotency ON upline_transfers (merchant_id, member_id, idempotency_key);
CREATE INDEX upline_transfers_member ON upline_transfers (merchant_id, member_id, id DESC);

-- The back office shows a withdrawal's trail (who asked, paid, reported, resolved) from the audit log.
CREATE INDEX IF NOT EXISTS audit_log_target ON audit_log (merchant_id, target_type, target_id, id)
  WHERE target_id <> '';

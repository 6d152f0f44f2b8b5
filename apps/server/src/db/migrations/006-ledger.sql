-- The double-entry ledger (docs/architecture.md, Money), member uploads, and the payment-password lockout.
--
-- A posting's amount is signed: positive raises its account's balance. Every entry's postings sum to zero.
-- Member wallets and the withdrawal hold may never go below zero; the house side (house, payment clearing,
-- promotion budget, vendors) may, because it mirrors money that came in from or went out to the world.

CREATE TABLE ledger_accounts (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  kind            text NOT NULL CHECK (kind IN ('member_wallet', 'house', 'payment_clearing', 'withdrawal_hold',
                                                'promotion_budget', 'vendor')),
  member_id       bigint REFERENCES members(id),
  code            text NOT NULL DEFAULT '',
  balance         bigint NOT NULL DEFAULT 0,
  may_go_negative boolean NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (may_go_negative OR balance >= 0),
  CHECK ((kind = 'member_wallet') = (member_id IS NOT NULL))
);
CREATE UNIQUE INDEX ledger_accounts_member ON ledger_accounts (merchant_id, member_id) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts (merchant_id, kind, code) WHERE member_id IS NULL;

CREATE TABLE ledger_entries (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  kind            text NOT NULL,
  idempotency_key text NOT NULL,
  -- What the entry is about, e.g. 'deposit:42'; the account record links to it.
  reference       text NOT NULL DEFAULT '',
  -- The member the entry is for, when there is one (account record filters and back-office search).
  member_id       bigint REFERENCES members(id),
  memo            text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ledger_entries_idempotency ON ledger_entries (merchant_id, kind, idempotency_key);
CREATE INDEX ledger_entries_reference ON ledger_entries (merchant_id, reference) WHERE reference <> '';

CREATE TABLE ledger_postings (
  id            bigserial PRIMARY KEY,
  entry_id      bigint NOT NULL REFERENCES ledger_entries(id),
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  account_id    bigint NOT NULL REFERENCES ledger_accounts(id),
  amount        bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_postings_account ON ledger_postings (account_id, created_at DESC, id DESC);
CREATE INDEX ledger_postings_entry ON ledger_postings (entry_id);

-- Images a member sends: avatar, deposit receipt, proof that a withdrawal did not arrive. Checked by
-- content (PNG or JPEG magic bytes) and size before they are stored.
CREATE TABLE uploads (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  purpose      text NOT NULL CHECK (purpose IN ('avatar', 'deposit_receipt', 'withdrawal_proof')),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size         integer NOT NULL,
  sha256       text NOT NULL,
  bytes        bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_member ON uploads (merchant_id, member_id, id DESC);

-- Wrong payment passwords are counted; enough in a row lock money-moving calls for a while.
ALTER TABLE members ADD COLUMN payment_password_failures integer NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN payment_password_locked_until timestamptz;

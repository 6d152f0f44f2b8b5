-- Deposits: the brand's deposit methods, the members' deposit requests, the payment gateways' shared
-- secrets, and the built-in sandbox gateway's own order book.

-- A way to deposit. A bank transfer shows the brand's receiving account and waits for the cashier; an
-- online method sends the member to a payment gateway (provider code, e.g. 'sandbox') that confirms by
-- a signed callback. Limits are in the brand's minor unit.
CREATE TABLE deposit_methods (
  id             bigserial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id),
  kind           text NOT NULL CHECK (kind IN ('bank_transfer', 'online')),
  provider       text NOT NULL DEFAULT '',
  name           jsonb NOT NULL,
  min_amount     bigint NOT NULL CHECK (min_amount > 0),
  max_amount     bigint NOT NULL,
  enabled        boolean NOT NULL DEFAULT true,
  sort           integer NOT NULL DEFAULT 0,
  bank_name      text NOT NULL DEFAULT '',
  account_name   text NOT NULL DEFAULT '',
  account_number text NOT NULL DEFAULT '',
  instructions   jsonb NOT NULL DEFAULT '{"ms": "", "en": "", "zh": ""}',
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (max_amount >= min_amount),
  -- An online method names its gateway; a bank transfer names the account it is paid into.
  CHECK ((kind = 'online') = (provider <> '')),
  CHECK (kind <> 'bank_transfer' OR (bank_name <> '' AND account_name <> '' AND account_number <> ''))
);
CREATE INDEX deposit_methods_merchant ON deposit_methods (merchant_id, sort, id);

-- A member's deposit. Bank transfer: pending -> credited | rejected (the cashier decides). Online:
-- created -> pending_payment -> credited | failed | expired (the gateway decides; a payment confirmed
-- after the site gave up still credits, so expired -> credited is allowed too).
CREATE TABLE deposits (
  id                bigserial PRIMARY KEY,
  merchant_id       integer NOT NULL REFERENCES merchants(id),
  member_id         bigint NOT NULL REFERENCES members(id),
  method_id         bigint NOT NULL REFERENCES deposit_methods(id),
  kind              text NOT NULL CHECK (kind IN ('bank_transfer', 'online')),
  provider          text NOT NULL DEFAULT '',
  amount            bigint NOT NULL CHECK (amount > 0),
  currency          text NOT NULL,
  state             text NOT NULL CHECK (state IN ('pending', 'created', 'pending_payment', 'credited', 'rejected',
                                                   'failed', 'expired')),
  -- What the member wrote on the transfer (or its bank reference), for the cashier to match.
  reference         text NOT NULL DEFAULT '',
  receipt_upload_id bigint REFERENCES uploads(id),
  -- The site's order number at the gateway; also the credit's idempotency key.
  gateway_order_id  text,
  -- The gateway's own transaction id and where it sends the member to pay.
  gateway_reference text NOT NULL DEFAULT '',
  payment_url       text NOT NULL DEFAULT '',
  idempotency_key   text NOT NULL,
  operator_note     text NOT NULL DEFAULT '',
  decided_by        bigint REFERENCES operators(id),
  decided_at        timestamptz,
  ledger_entry_id   bigint REFERENCES ledger_entries(id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'credited') = (ledger_entry_id IS NOT NULL)),
  CHECK ((kind = 'online') = (gateway_order_id IS NOT NULL)),
  CHECK (kind = 'online' OR state IN ('pending', 'credited', 'rejected')),
  CHECK (kind = 'bank_transfer' OR state IN ('created', 'pending_payment', 'credited', 'failed', 'expired'))
);
CREATE UNIQUE INDEX deposits_idempotency ON deposits (merchant_id, member_id, idempotency_key);
CREATE UNIQUE INDEX deposits_gateway_order ON deposits (gateway_order_id) WHERE gateway_order_id IS NOT NULL;
-- One receipt proves one transfer.
CREATE UNIQUE INDEX deposits_receipt ON deposits (receipt_upload_id) WHERE receipt_upload_id IS NOT NULL;
CREATE INDEX deposits_member ON deposits (merchant_id, member_id, id DESC);
CREATE INDEX deposits_queue ON deposits (merchant_id, created_at DESC, id DESC);
CREATE INDEX deposits_open ON deposits (merchant_id, state, created_at)
  WHERE state IN ('pending', 'created', 'pending_payment');

-- The brand's account at each payment gateway: the shared secret that signs callbacks, and whatever else
-- the provider needs (merchant number, API key) in settings.
CREATE TABLE payment_gateway_accounts (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  provider    text NOT NULL,
  secret      text NOT NULL,
  settings    jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, provider)
);

-- The sandbox gateway's own books (it plays the other party: the site reads them only through the
-- gateway adapter). id is the gateway's transaction id, random, and names the payment page.
CREATE TABLE sandbox_gateway_orders (
  id                   text PRIMARY KEY,
  merchant_id          integer NOT NULL REFERENCES merchants(id),
  order_id             text NOT NULL,
  amount               bigint NOT NULL CHECK (amount > 0),
  currency             text NOT NULL,
  exponent             integer NOT NULL,
  language             text NOT NULL DEFAULT 'ms',
  description          text NOT NULL DEFAULT '',
  callback_url         text NOT NULL,
  return_url           text NOT NULL,
  state                text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'paid', 'declined')),
  expires_at           timestamptz NOT NULL,
  decided_at           timestamptz,
  callback_attempts    integer NOT NULL DEFAULT 0,
  callback_answered_at timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, order_id)
);

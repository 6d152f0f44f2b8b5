-- Transfer-mode vendors (vendor-wallet.md "Transfer wallet"; ADR 040): the member's money for such a vendor
-- sits in a sub-wallet the vendor holds; the site moves it in and out (GCS_walletTransfer).
--
-- On the site's books a transfer in is member wallet → the vendor's account (kind 'vendor', code the
-- vendor's code), a transfer out the reverse. Each transfer is one row here with the unique id the vendor
-- is sent ('tw-<id>'); a row is pending until the vendor's answer (or, when the answer was lost, the vendor's
-- status of that id) settles it: never by guessing.

-- Which transfer client a transfer-mode vendor is reached through: 'local' is the built-in stand-in vendor
-- (below); a real vendor's client is one more value here and one more case in transfer-provider.ts.
ALTER TABLE game_vendors ADD COLUMN transfer_provider text CHECK (transfer_provider IN ('local'));
ALTER TABLE game_vendors ADD CONSTRAINT game_vendors_transfer_provider
  CHECK ((wallet_mode = 'transfer') = (transfer_provider IS NOT NULL));

CREATE TABLE vendor_transfers (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  vendor_id       integer NOT NULL REFERENCES game_vendors(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  -- in: main wallet → vendor; out: vendor → main wallet.
  direction       text NOT NULL CHECK (direction IN ('in', 'out')),
  amount          bigint NOT NULL CHECK (amount > 0),
  -- The member's key (all back: the member's key and the vendor's code): a replay answers this row.
  idempotency_key text NOT NULL,
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  -- in: the wallet → vendor entry, posted before the vendor is asked; out: the vendor → wallet entry,
  -- posted once the vendor paid out.
  entry_id        bigint REFERENCES ledger_entries(id),
  -- in, failed: the vendor → wallet entry that gave the money back.
  refund_entry_id bigint REFERENCES ledger_entries(id),
  -- Why it failed: the vendor's refusal code.
  failure         text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  UNIQUE (merchant_id, member_id, idempotency_key),
  CHECK (state <> 'done' OR entry_id IS NOT NULL),
  CHECK (direction = 'in' OR refund_entry_id IS NULL)
);
CREATE INDEX vendor_transfers_pending ON vendor_transfers (merchant_id, created_at) WHERE state = 'pending';
CREATE INDEX vendor_transfers_member ON vendor_transfers (merchant_id, member_id, id DESC);

-- The local provider's own books: what a real vendor keeps on its side (its players' sub-wallets and every
-- transfer id it was sent, applied or refused). Only local-provider.ts reads or writes these; the site's
-- code knows a vendor's balances only by asking it.
CREATE TABLE local_vendor_wallets (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  vendor_code text NOT NULL,
  player_id   text NOT NULL,
  balance     bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (merchant_id, vendor_code, player_id)
);

CREATE TABLE local_vendor_transfers (
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  vendor_code   text NOT NULL,
  transfer_id   text NOT NULL,
  player_id     text NOT NULL,
  direction     text NOT NULL CHECK (direction IN ('deposit', 'withdraw')),
  amount        bigint NOT NULL CHECK (amount > 0),
  status        text NOT NULL CHECK (status IN ('succeeded', 'failed')),
  reason        text,
  balance_after bigint,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, vendor_code, transfer_id)
);

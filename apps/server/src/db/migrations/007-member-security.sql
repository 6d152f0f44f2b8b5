-- The member's security centre ("My account"): bank accounts for withdrawals, verified contacts.
--
-- A bank account is never deleted: removing it sets removed_at, so a withdrawal that named it keeps its
-- history. A member has at most five active accounts, and an account number once among them.

CREATE TABLE member_bank_accounts (
  id             bigserial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  bank_name      text NOT NULL CHECK (length(bank_name) BETWEEN 1 AND 64),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{6,20}$'),
  -- The payee name; always the member's registered payee name when the account was added.
  account_name   text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 64),
  created_at     timestamptz NOT NULL DEFAULT now(),
  removed_at     timestamptz
);
CREATE INDEX member_bank_accounts_member ON member_bank_accounts (merchant_id, member_id, id) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX member_bank_accounts_number ON member_bank_accounts (merchant_id, member_id, account_number)
  WHERE removed_at IS NULL;

-- When the member proved the contact by a code sent to it (binding, or registering by mobile).
ALTER TABLE members ADD COLUMN mobile_verified_at timestamptz;
ALTER TABLE members ADD COLUMN email_verified_at timestamptz;
-- Registration does not make addresses unique, but an address only one member can have proved is theirs.
CREATE UNIQUE INDEX members_verified_email ON members (merchant_id, lower(email)) WHERE email_verified_at IS NOT NULL;

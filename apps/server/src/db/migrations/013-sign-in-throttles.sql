-- Requests and failures counted against a limit per client address or per account, kept in the database
-- (and taken under a transaction lock per key) so that every server process sees the same count: code
-- requests and password-reset e-mails per address, back-office sign-in failures per address and account.
CREATE TABLE throttle_hits (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  scope        text NOT NULL,
  key          text NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX throttle_hits_recent ON throttle_hits (merchant_id, scope, key, created_at);

-- Browsers (a random cookie, kept hashed) and addresses that have signed an account in. Failures in the
-- account's name from elsewhere do not shut them out (ADR 008).
CREATE TABLE known_sign_in_clients (
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  account_type  text NOT NULL CHECK (account_type IN ('member', 'operator')),
  account_id    bigint NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('device', 'address')),
  key           text NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, account_type, account_id, kind, key)
);

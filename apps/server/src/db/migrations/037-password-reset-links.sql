-- One-time password-reset links sent by e-mail to a verified address (reset-password-by-email.ts). Only a
-- SHA-256 of the link's token is kept, so the table cannot be used to reset anyone's password; a link works
-- once, until it expires, and the old password keeps working until it is used.
CREATE TABLE password_reset_links (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  token_hash   bytea NOT NULL UNIQUE,
  ip           text,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX password_reset_links_member ON password_reset_links (merchant_id, member_id);

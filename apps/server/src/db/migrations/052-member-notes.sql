-- Staff notes on a member (ADR 066): written in the back office beside the member's overview, kept, never edited.
CREATE TABLE member_notes (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  operator_id  bigint NOT NULL REFERENCES operators(id),
  text         text NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_notes_member ON member_notes (merchant_id, member_id, id DESC);

-- The site's content from the back office (ADR 068): announcements and help topics are edited in place (their
-- tables exist); platform messages to many members are sent once per key, recorded here with who sent what to whom.
CREATE TABLE message_broadcasts (
  id               bigserial PRIMARY KEY,
  merchant_id      integer NOT NULL REFERENCES merchants(id),
  idempotency_key  text NOT NULL,
  audience         jsonb NOT NULL,
  title            jsonb NOT NULL,
  sent             integer NOT NULL DEFAULT 0 CHECK (sent >= 0),
  operator_id      bigint NOT NULL REFERENCES operators(id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, idempotency_key)
);

-- A notice: an operator's message in three languages (title_ms…, content_ms… in its params).
ALTER TABLE member_messages DROP CONSTRAINT member_messages_kind_check;
ALTER TABLE member_messages ADD CONSTRAINT member_messages_kind_check
  CHECK (kind IN ('deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'adjustment',
                  'contract_paid', 'contract_waiting', 'contract_forced', 'contract_debt_recovered',
                  'withdrawal_resolved', 'promotion_approved', 'promotion_rejected', 'bonus_granted',
                  'bonus_completed', 'bonus_forfeited', 'points_redemption_approved', 'points_redemption_rejected',
                  'support_reply', 'feedback_reply', 'notice'));

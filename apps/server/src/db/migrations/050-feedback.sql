-- Feedback (docs/product.md, Feedback): a member's question type, content (at most 140 characters) and contact; staff answer
-- once from the back office's inbox, and the answer reaches the member as a platform message (feedback_reply).
CREATE TABLE feedback (
  id             bigserial PRIMARY KEY,
  merchant_id    integer NOT NULL REFERENCES merchants(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  question_type  text NOT NULL CHECK (question_type IN ('deposit', 'withdrawal', 'game', 'account', 'promotion',
                                                        'suggestion', 'other')),
  content        text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 140),
  contact        text NOT NULL DEFAULT '' CHECK (char_length(contact) <= 100),
  state          text NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'replied')),
  reply          text CHECK (char_length(reply) BETWEEN 1 AND 1000),
  replied_by     bigint REFERENCES operators(id),
  replied_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'replied') = (reply IS NOT NULL)),
  CHECK ((reply IS NULL) = (replied_at IS NULL) AND (reply IS NULL) = (replied_by IS NULL))
);
-- The member's own list (newest first) and the inbox (waiting first, by type).
CREATE INDEX feedback_member ON feedback (merchant_id, member_id, id DESC);
CREATE INDEX feedback_inbox ON feedback (merchant_id, state, question_type, id);

-- The messages a member can receive: the live chat's offline answer (049, support_reply) and a feedback reply.
ALTER TABLE member_messages DROP CONSTRAINT member_messages_kind_check;
ALTER TABLE member_messages ADD CONSTRAINT member_messages_kind_check
  CHECK (kind IN ('deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'adjustment',
                  'contract_paid', 'contract_waiting', 'contract_forced', 'contract_debt_recovered',
                  'withdrawal_resolved', 'promotion_approved', 'promotion_rejected', 'bonus_granted',
                  'bonus_completed', 'bonus_forfeited', 'points_redemption_approved', 'points_redemption_rejected',
                  'support_reply', 'feedback_reply'));

-- Visitors leave messages too while nobody is online (ADR 070). With no account to receive a platform message,
-- a visitor gives a phone number or an e-mail address; staff answer them there, outside the site, and mark the
-- message answered (answered_by and answered_at, no answer text). And chats are no longer kept forever: the
-- retention job removes conversations closed before a brand's cut-off.

ALTER TABLE support_offline_messages ALTER COLUMN member_id DROP NOT NULL;
ALTER TABLE support_offline_messages ADD COLUMN contact_kind text CHECK (contact_kind IN ('phone', 'email'));
ALTER TABLE support_offline_messages ADD COLUMN contact text CHECK (char_length(contact) BETWEEN 1 AND 254);
-- A member's message, or a visitor's with its contact.
ALTER TABLE support_offline_messages ADD CONSTRAINT support_offline_messages_party_check
  CHECK ((member_id IS NULL) = (contact IS NOT NULL) AND (contact IS NULL) = (contact_kind IS NULL));
-- Answered: a member's with the text they received, a visitor's marked answered without one.
ALTER TABLE support_offline_messages DROP CONSTRAINT support_offline_messages_check;
ALTER TABLE support_offline_messages ADD CONSTRAINT support_offline_messages_answer_check_party
  CHECK ((answered_at IS NULL) = (answered_by IS NULL)
         AND CASE WHEN member_id IS NULL THEN answer IS NULL ELSE (answer IS NULL) = (answered_at IS NULL) END);

-- The retention job finds a brand's conversations closed before its cut-off, the oldest first.
CREATE INDEX support_conversations_closed ON support_conversations (merchant_id, closed_at) WHERE state = 'closed';

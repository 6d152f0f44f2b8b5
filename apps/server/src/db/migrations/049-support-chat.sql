-- The built-in live chat with customer service (ADR 065): conversations of a member or a visitor, their messages,
-- canned replies per brand, messages left while nobody was online, and which staff have the back office's live
-- channel open (presence, counted across server processes).

CREATE TABLE support_conversations (
  id                 bigserial PRIMARY KEY,
  merchant_id        integer NOT NULL REFERENCES merchants(id),
  -- A member's conversation, or a visitor's (the SHA-256, hex, of the browser's visitor key: the key itself is
  -- never stored, so a database read does not let anyone speak as the visitor).
  member_id          bigint REFERENCES members(id),
  visitor_hash       text,
  queue              text NOT NULL CHECK (queue IN ('general', 'vip')),
  state              text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'open', 'closed')),
  assigned_to        bigint REFERENCES operators(id),
  topic              text CHECK (topic IN ('deposit', 'withdrawal', 'account', 'promotion', 'game', 'technical',
                                           'complaint', 'other')),
  -- The last message each side has read (0: none).
  player_read_up_to  bigint NOT NULL DEFAULT 0,
  staff_read_up_to   bigint NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  closed_at          timestamptz,
  CHECK ((member_id IS NULL) <> (visitor_hash IS NULL)),
  CHECK ((state = 'closed') = (closed_at IS NOT NULL))
);
-- One conversation not yet closed per member and per visitor: opening again resumes it.
CREATE UNIQUE INDEX support_conversations_member_live ON support_conversations (merchant_id, member_id)
  WHERE state <> 'closed' AND member_id IS NOT NULL;
CREATE UNIQUE INDEX support_conversations_visitor_live ON support_conversations (merchant_id, visitor_hash)
  WHERE state <> 'closed' AND visitor_hash IS NOT NULL;
CREATE INDEX support_conversations_queue ON support_conversations (merchant_id, state, queue, created_at);
CREATE INDEX support_conversations_member ON support_conversations (merchant_id, member_id, id DESC);
CREATE INDEX support_conversations_visitor ON support_conversations (merchant_id, visitor_hash, id DESC);

CREATE TABLE support_messages (
  id               bigserial PRIMARY KEY,
  merchant_id      integer NOT NULL REFERENCES merchants(id),
  conversation_id  bigint NOT NULL REFERENCES support_conversations(id),
  author           text NOT NULL CHECK (author IN ('member', 'visitor', 'operator', 'system')),
  operator_id      bigint REFERENCES operators(id),
  body             text NOT NULL DEFAULT '' CHECK (char_length(body) <= 1000),
  upload_id        bigint REFERENCES uploads(id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (body <> '' OR upload_id IS NOT NULL),
  CHECK ((author = 'operator') = (operator_id IS NOT NULL))
);
CREATE INDEX support_messages_conversation ON support_messages (conversation_id, id);

CREATE TABLE support_canned_replies (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  title        jsonb NOT NULL,
  body         jsonb NOT NULL,
  created_by   bigint REFERENCES operators(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_canned_replies_brand ON support_canned_replies (merchant_id, id);

CREATE TABLE support_offline_messages (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  body         text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  answer       text CHECK (char_length(answer) <= 1000),
  answered_by  bigint REFERENCES operators(id),
  answered_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
CREATE INDEX support_offline_messages_waiting ON support_offline_messages (merchant_id, answered_at, id);

-- Staff with the back office's live channel open: each process refreshes its operators' rows while their
-- sockets stay open; a row not refreshed for a minute no longer counts (a process that died says nothing).
CREATE TABLE support_staff_presence (
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  operator_id  bigint NOT NULL REFERENCES operators(id),
  seen_at      timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, operator_id)
);

ALTER TABLE uploads DROP CONSTRAINT IF EXISTS uploads_purpose_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_purpose_check
  CHECK (purpose IN ('avatar', 'deposit_receipt', 'withdrawal_proof', 'promotion_application', 'support_chat'));

ALTER TABLE member_messages DROP CONSTRAINT member_messages_kind_check;
ALTER TABLE member_messages ADD CONSTRAINT member_messages_kind_check
  CHECK (kind IN ('deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'adjustment',
                  'contract_paid', 'contract_waiting', 'contract_forced', 'contract_debt_recovered',
                  'withdrawal_resolved', 'promotion_approved', 'promotion_rejected', 'bonus_granted',
                  'bonus_completed', 'bonus_forfeited', 'points_redemption_approved', 'points_redemption_rejected',
                  'support_reply'));

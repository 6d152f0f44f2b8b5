-- Back office: the lookups its lists and searches make, so they stay index scans as a brand grows.

-- Member search: newest first, and by e-mail address (case-insensitive).
CREATE INDEX members_newest ON members (merchant_id, created_at DESC, id DESC);
CREATE INDEX members_email ON members (merchant_id, lower(email)) WHERE email IS NOT NULL;

-- Locking an operator revokes their open sessions.
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id) WHERE revoked_at IS NULL;

-- Audit log filtered by an action or its start (LIKE 'member.%').
CREATE INDEX audit_log_action ON audit_log (merchant_id, action text_pattern_ops, id DESC);

-- Dev outbox filtered by channel.
CREATE INDEX outbox_messages_channel ON outbox_messages (merchant_id, channel, id DESC);

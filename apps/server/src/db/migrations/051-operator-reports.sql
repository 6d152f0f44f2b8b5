-- ADR 067: the operator's dashboard and reports read money by time, refreshed every 30 s, without scanning the
-- ledger or a payments table whole. Bonus cash (bonuses converted, points converted) is a small part of the
-- ledger's entries: a partial index keeps inserts of every other kind untouched.
CREATE INDEX ledger_entries_bonus_cash ON ledger_entries (merchant_id, created_at)
  WHERE kind IN ('bonus_convert', 'points_cash');
CREATE INDEX withdrawal_payments_paid ON withdrawal_payments (merchant_id, created_at);
CREATE INDEX promotion_grant_events_time ON promotion_grant_events (created_at);

-- Player protection (docs/product.md, Player protection; ADR 073): one row per member who set a deposit limit or
-- took a break or an exclusion. Limits are minor units, null for none. A raise (or a removal) waits 24 hours: it is
-- kept beside the limit in force with the moment it takes effect (<period>_pending_from; the pending limit may be
-- null, a removal), and is read as the limit from that moment on. A lower or first limit replaces the limit at once.
CREATE TABLE member_protection (
  merchant_id           integer NOT NULL REFERENCES merchants(id),
  member_id             bigint NOT NULL REFERENCES members(id),
  day_limit             bigint CHECK (day_limit > 0),
  day_pending           bigint CHECK (day_pending > 0),
  day_pending_from      timestamptz,
  week_limit            bigint CHECK (week_limit > 0),
  week_pending          bigint CHECK (week_pending > 0),
  week_pending_from     timestamptz,
  month_limit           bigint CHECK (month_limit > 0),
  month_pending         bigint CHECK (month_pending > 0),
  month_pending_from    timestamptz,
  -- A break (cooling_off) or a self-exclusion: its end (null: permanent, an exclusion only) and when it was taken.
  exclusion_kind        text CHECK (exclusion_kind IN ('cooling_off', 'self_exclusion')),
  exclusion_until       timestamptz,
  exclusion_taken_at    timestamptz,
  updated_at            timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id),
  CHECK (day_pending IS NULL OR day_pending_from IS NOT NULL),
  CHECK (week_pending IS NULL OR week_pending_from IS NOT NULL),
  CHECK (month_pending IS NULL OR month_pending_from IS NOT NULL),
  CHECK ((exclusion_kind IS NULL) = (exclusion_taken_at IS NULL)),
  CHECK (exclusion_kind IS NOT NULL OR exclusion_until IS NULL),
  CHECK (exclusion_kind = 'self_exclusion' OR exclusion_kind IS NULL OR exclusion_until IS NOT NULL)
);

-- Agents' teams (ADR 033): every member's uplines to any depth as a closure table,
-- so a whole downline, one level of it, or one member's branch is an indexed lookup, never a recursive walk.
-- One row per (ancestor, descendant) including each member with itself at depth 0.
CREATE TABLE team_links (
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  ancestor_id   bigint NOT NULL REFERENCES members(id),
  descendant_id bigint NOT NULL REFERENCES members(id),
  depth         integer NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id),
  CHECK ((depth = 0) = (ancestor_id = descendant_id))
);
-- A downline by level ("direct": depth 1) and its size.
CREATE INDEX team_links_downline ON team_links (merchant_id, ancestor_id, depth, descendant_id);
-- A member's uplines; a tree has one ancestor at each depth, which the per-branch reports rely on.
CREATE UNIQUE INDEX team_links_uplines ON team_links (descendant_id, depth);

-- Kept by the database itself, so no way of adding a member (registration, the register centre, the back
-- office, the demo data) can leave the tree behind. A new member takes its upline's ancestors; a member
-- moved under another upline takes its whole subtree along (a move under its own downline is refused).
CREATE FUNCTION team_links_follow_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO team_links (merchant_id, ancestor_id, descendant_id, depth)
    SELECT NEW.merchant_id, NEW.id, NEW.id, 0
    UNION ALL
    SELECT NEW.merchant_id, l.ancestor_id, NEW.id, l.depth + 1
      FROM team_links l
     WHERE NEW.upline_id IS NOT NULL AND l.descendant_id = NEW.upline_id;
    RETURN NULL;
  END IF;
  IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
    RETURN NULL;
  END IF;
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM team_links WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'a member cannot be moved under its own downline';
  END IF;
  DELETE FROM team_links l
   WHERE l.descendant_id IN (SELECT s.descendant_id FROM team_links s WHERE s.ancestor_id = NEW.id)
     AND l.ancestor_id NOT IN (SELECT s.descendant_id FROM team_links s WHERE s.ancestor_id = NEW.id);
  INSERT INTO team_links (merchant_id, ancestor_id, descendant_id, depth)
  SELECT NEW.merchant_id, up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
    FROM team_links up
    JOIN team_links sub ON sub.ancestor_id = NEW.id
   WHERE NEW.upline_id IS NOT NULL AND up.descendant_id = NEW.upline_id;
  RETURN NULL;
END $$;
CREATE TRIGGER members_team_links_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION team_links_follow_members();
CREATE TRIGGER members_team_links_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW EXECUTE FUNCTION team_links_follow_members();

-- The members there are already: walk each one's uplines (depth capped, should an old row ever loop).
WITH RECURSIVE up (merchant_id, ancestor_id, descendant_id, depth, next_id) AS (
  SELECT merchant_id, id, id, 0, upline_id FROM members
  UNION ALL
  SELECT up.merchant_id, m.id, up.descendant_id, up.depth + 1, m.upline_id
    FROM up
    JOIN members m ON m.id = up.next_id AND m.merchant_id = up.merchant_id
   WHERE up.depth < 200
)
INSERT INTO team_links (merchant_id, ancestor_id, descendant_id, depth)
SELECT merchant_id, ancestor_id, descendant_id, depth FROM up
ON CONFLICT DO NOTHING;

-- An agent's transfer to a member of their downline: the agent's wallet → the downline's wallet.
CREATE TABLE downline_transfers (
  id              bigserial PRIMARY KEY,
  merchant_id     integer NOT NULL REFERENCES merchants(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  downline_id     bigint NOT NULL REFERENCES members(id),
  amount          bigint NOT NULL CHECK (amount > 0),
  idempotency_key text NOT NULL,
  ledger_entry_id bigint REFERENCES ledger_entries(id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (downline_id <> member_id)
);
CREATE UNIQUE INDEX downline_transfers_idempotency ON downline_transfers (merchant_id, member_id, idempotency_key);
CREATE INDEX downline_transfers_member ON downline_transfers (merchant_id, member_id, id DESC);

-- The game lobby (ADR 031): pictures of vendors and games, a member's favourite games and the games a member
-- launched last. The catalogue itself is 019's game_vendors and games.

-- Where the site finds a vendor's icon and a game's picture. Null: the site draws its own card (the
-- in-house vendor's art ships with the site).
ALTER TABLE game_vendors ADD COLUMN icon_url text CHECK (icon_url IS NULL OR length(icon_url) <= 500);
ALTER TABLE games ADD COLUMN image_url text CHECK (image_url IS NULL OR length(image_url) <= 500);

-- A member's starred games. One row per member and game: adding twice keeps one.
CREATE TABLE game_favourites (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  game_id     integer NOT NULL REFERENCES games(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_favourites_member ON game_favourites (merchant_id, member_id, created_at DESC);

-- The games a member launched, the latest launch of each: one row per member and game, moved forward by
-- every launch, so the list stays as short as the games the member has played.
CREATE TABLE game_recent (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  game_id     integer NOT NULL REFERENCES games(id),
  launched_at timestamptz NOT NULL DEFAULT now(),
  launches    integer NOT NULL DEFAULT 1 CHECK (launches > 0),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_recent_member ON game_recent (merchant_id, member_id, launched_at DESC);

-- The winner board reads a brand's settled game rounds, biggest payout first.
CREATE INDEX bets_game_wins ON bets (merchant_id, settled_at DESC)
  WHERE status = 'won' AND product IN ('game', 'vendor');

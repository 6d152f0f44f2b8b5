-- The domain a member registered on : one brand serves many
-- hosts, and the operator wants to know which one brought the player.
ALTER TABLE members ADD COLUMN register_domain text;

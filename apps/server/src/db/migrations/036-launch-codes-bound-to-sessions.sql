-- A launch belongs to the member's session that made it (ADR 048): once that session ends (sign-out, expiry,
-- a staff lock or a password reset revoking it) the launch opens no more play and no vendor debit. A launch
-- made before this column existed names no session, so it opens nothing from now on (it had at most 15
-- minutes left; credits and rollbacks of its rounds need no token and still settle).
ALTER TABLE game_launch_tokens ADD COLUMN session_id bigint REFERENCES member_sessions(id);

-- The in-house games are opened with a one-time code in the frame's address instead of the token itself:
-- the row is made with the code's SHA-256 and no token, and the code's first use sets the token (the play
-- session, held by the page and never in an address) and clears nothing else, so a second use finds a
-- token already set and is refused.
ALTER TABLE game_launch_tokens ALTER COLUMN token_hash DROP NOT NULL;
ALTER TABLE game_launch_tokens ADD COLUMN code_hash text UNIQUE;
ALTER TABLE game_launch_tokens ADD CONSTRAINT game_launch_tokens_opened_by
  CHECK (token_hash IS NOT NULL OR code_hash IS NOT NULL);

-- The play page reads the code from `code=`: the parameter's name changes with its value.
UPDATE game_vendors SET launch_url = replace(launch_url, 'token={token}', 'code={code}') WHERE in_house;

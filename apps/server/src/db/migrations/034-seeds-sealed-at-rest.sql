-- Server seeds are stored sealed (AES-256-GCM under SECRETS_KEY, platform/secrets-at-rest.ts; ADR 049): a
-- house game's pair no longer holds 64 hex digits but `sealed:v1:…`. Seeds written before this are sealed at
-- start-up (main.ts), which the migration cannot do (the key is not in the database), so both forms are
-- allowed here. lottery_draws.server_seed had no such check.
ALTER TABLE casino_seed_pairs DROP CONSTRAINT casino_seed_pairs_server_seed_check;
ALTER TABLE casino_seed_pairs ADD CONSTRAINT casino_seed_pairs_server_seed_check
  CHECK (server_seed ~ '^[0-9a-f]{64}$' OR server_seed LIKE 'sealed:v1:%');

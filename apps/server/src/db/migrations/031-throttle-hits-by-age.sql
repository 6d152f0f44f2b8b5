-- The pruning job (platform/prune-throttle-hits.ts) deletes throttle hits older than a day, whatever their key,
-- a batch at a time: throttle_hits_recent starts with the brand, scope and key, so only an index on the time
-- finds the oldest rows without reading the whole table.
CREATE INDEX throttle_hits_created ON throttle_hits (created_at);

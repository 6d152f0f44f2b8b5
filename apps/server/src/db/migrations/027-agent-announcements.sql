-- Announcements for agents (the agent centre's first entry): type 'A', served only to agents by
-- their own call, never by the site's public list.
ALTER TABLE announcements DROP CONSTRAINT announcements_type_check;
ALTER TABLE announcements ADD CONSTRAINT announcements_type_check CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'A'));

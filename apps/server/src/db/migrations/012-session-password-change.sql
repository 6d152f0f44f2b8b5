-- A session opened with the default or a temporary password (an operator's reset, a reset e-mail) or an
-- expired one the brand forces to be changed: until the member changes it, the server answers only the
-- change itself, member info and sign-out on this session (issue 7).
ALTER TABLE member_sessions ADD COLUMN password_change_required boolean NOT NULL DEFAULT false;

-- A back-office operator whose password an administrator set (a new account) must choose their own before
-- anything else: the back office's access rule refuses every other call while this is set.
ALTER TABLE operators ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

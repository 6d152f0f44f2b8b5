-- Captchas remember the address that asked, so a client without the captcha cookie is throttled by its
-- address (one new captcha a second) rather than escaping the limit by dropping the cookie.
ALTER TABLE captchas ADD COLUMN ip inet;
CREATE INDEX captchas_ip ON captchas (merchant_id, ip, created_at DESC);

-- Why a sign-in attempt failed. Only real password guesses ('wrong_credentials') count towards the
-- captcha and the throttle; a refused captcha or a throttled try does not, so nobody can lock a player out
-- by merely sending empty forms in their name. NULL on success.
ALTER TABLE login_attempts ADD COLUMN reason text
  CHECK (reason IN ('wrong_credentials', 'captcha', 'throttled', 'locked'));

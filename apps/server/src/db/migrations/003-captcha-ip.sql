-- Captchas remember the address that asked, so a client without the captcha cookie is throttled by its
-- address (one new captcha a second) rather than escaping the limit by dropping the cookie.
ALTER TABLE captchas ADD COLUMN ip inet;
CREATE INDEX captchas_ip ON captchas (merchant_id, ip, created_at DESC);

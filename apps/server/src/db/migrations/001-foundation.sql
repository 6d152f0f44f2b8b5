-- Foundation: brands and their domains, site settings, members, operators, sessions, audit, messages.
-- Every brand-owned row carries merchant_id. Money tables arrive with the wallet.

CREATE TABLE merchants (
  id                 serial PRIMARY KEY,
  code               text NOT NULL UNIQUE,
  name               text NOT NULL,
  currency           text NOT NULL,
  currency_exponent  smallint NOT NULL CHECK (currency_exponent BETWEEN 0 AND 4),
  time_zone          text NOT NULL,
  languages          text[] NOT NULL DEFAULT ARRAY['ms','en','zh'],
  min_age            smallint NOT NULL DEFAULT 18 CHECK (min_age BETWEEN 18 AND 99),
  password_max_age_days smallint NOT NULL DEFAULT 90 CHECK (password_max_age_days >= 0),
  maintenance        boolean NOT NULL DEFAULT false,
  maintenance_from   timestamptz,
  maintenance_until  timestamptz,
  maintenance_message jsonb NOT NULL DEFAULT '{"ms":"","en":"","zh":""}',
  settings           jsonb NOT NULL DEFAULT '{}',
  created_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE domains (
  host         text PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX domains_merchant ON domains (merchant_id);

CREATE TABLE feature_modules (
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  mod_id       text NOT NULL,
  parent_mod_id text,
  enabled      boolean NOT NULL DEFAULT false,
  sort         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, mod_id)
);

CREATE TABLE register_settings (
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  field        text NOT NULL,
  enabled      boolean NOT NULL,
  required     boolean NOT NULL,
  min_length   smallint NOT NULL CHECK (min_length >= 0),
  max_length   smallint NOT NULL CHECK (max_length >= min_length),
  accepted_pattern text NOT NULL DEFAULT '*',
  pattern_id   smallint NOT NULL CHECK (pattern_id BETWEEN 0 AND 23),
  PRIMARY KEY (merchant_id, field)
);

CREATE TABLE blocked_countries (
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, country_code)
);

CREATE TABLE blocked_ranges (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  cidr         cidr NOT NULL,
  note         text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, cidr)
);

CREATE TABLE members (
  id                  bigserial PRIMARY KEY,
  merchant_id         integer NOT NULL REFERENCES merchants(id),
  username            text NOT NULL,
  -- Member types (docs/product.md, Roles): 4 trial; 1, 2, 41, 42 agents; 0 an ordinary member.
  type                smallint NOT NULL DEFAULT 0,
  upline_id           bigint REFERENCES members(id),
  -- Ancestor ids from the top, '/1/7/' for a member under 7 under 1: team queries at any depth by prefix.
  ancestor_path       text NOT NULL DEFAULT '/',
  status              text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'locked', 'frozen')),
  password_hash       text NOT NULL,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  must_change_password boolean NOT NULL DEFAULT false,
  payment_password_hash text,
  nickname            text NOT NULL DEFAULT '',
  payee_name          text NOT NULL DEFAULT '',
  email               text,
  mobile_num          text,
  country_dialing_code text,
  birthday            date,
  profile             jsonb NOT NULL DEFAULT '{}',
  avatar              text NOT NULL DEFAULT 'avatar-01',
  avatar_type         text NOT NULL DEFAULT 'STATIC' CHECK (avatar_type IN ('STATIC', 'CUSTOM')),
  vip_level           smallint NOT NULL DEFAULT 0,
  labels              text[] NOT NULL DEFAULT '{}',
  affiliate_code      text,
  referral_code       text,
  referred_by         bigint REFERENCES members(id),
  register_ip         inet,
  register_url        text,
  register_method     text NOT NULL DEFAULT 'WEB',
  failed_login_count  integer NOT NULL DEFAULT 0,
  last_login_at       timestamptz,
  last_login_ip       inet,
  first_login_at      timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_username ON members (merchant_id, lower(username));
CREATE UNIQUE INDEX members_mobile ON members (merchant_id, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate_code ON members (merchant_id, affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE UNIQUE INDEX members_referral_code ON members (merchant_id, referral_code) WHERE referral_code IS NOT NULL;
CREATE INDEX members_upline ON members (merchant_id, upline_id);
CREATE INDEX members_ancestors ON members (merchant_id, ancestor_path text_pattern_ops);

CREATE TABLE member_sessions (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  token_hash   bytea NOT NULL UNIQUE,
  ip           inet,
  user_agent   text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX member_sessions_member ON member_sessions (member_id) WHERE revoked_at IS NULL;

-- Every sign-in attempt, for captcha-after-failure and throttling across processes.
CREATE TABLE login_attempts (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  username     text NOT NULL,
  ip           inet,
  success      boolean NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_recent_user ON login_attempts (merchant_id, lower(username), created_at);
CREATE INDEX login_attempts_recent_ip ON login_attempts (merchant_id, ip, created_at);

CREATE TABLE operators (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  username     text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  role         text NOT NULL CHECK (role IN ('admin', 'cs')),
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'locked')),
  password_hash text NOT NULL,
  failed_login_count integer NOT NULL DEFAULT 0,
  last_login_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_username ON operators (merchant_id, lower(username));

CREATE TABLE operator_sessions (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  operator_id  bigint NOT NULL REFERENCES operators(id),
  token_hash   bytea NOT NULL UNIQUE,
  ip           inet,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);

-- Significant events, chained: each row's hash covers the previous row's hash, so an edit shows.
CREATE TABLE audit_log (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  actor_type   text NOT NULL CHECK (actor_type IN ('operator', 'member', 'system')),
  actor_id     bigint,
  actor_name   text NOT NULL DEFAULT '',
  action       text NOT NULL,
  target_type  text NOT NULL DEFAULT '',
  target_id    text NOT NULL DEFAULT '',
  detail       jsonb NOT NULL DEFAULT '{}',
  ip           inet,
  created_at   timestamptz NOT NULL DEFAULT now(),
  prev_hash    text NOT NULL,
  hash         text NOT NULL
);
CREATE INDEX audit_log_merchant ON audit_log (merchant_id, id DESC);

-- One-time codes sent by SMS or e-mail; only a hash of the code is kept.
CREATE TABLE verification_codes (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  channel      text NOT NULL CHECK (channel IN ('sms', 'email')),
  purpose      text NOT NULL,
  destination  text NOT NULL,
  code_hash    text NOT NULL,
  attempts     smallint NOT NULL DEFAULT 0,
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_lookup ON verification_codes (merchant_id, channel, destination, created_at DESC);

-- What the SMS and e-mail providers sent: the local providers' dev outbox, shown in the back office.
CREATE TABLE outbox_messages (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  channel      text NOT NULL CHECK (channel IN ('sms', 'email')),
  destination  text NOT NULL,
  subject      text NOT NULL DEFAULT '',
  body         text NOT NULL,
  provider     text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_merchant ON outbox_messages (merchant_id, id DESC);

CREATE TABLE captchas (
  id           uuid PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  client_key   text NOT NULL,
  answer_hash  text NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX captchas_client ON captchas (merchant_id, client_key, created_at DESC);

-- The deployment's key pair for encrypted calls (docs/architecture.md, From a request to a use case); the newest active one is served.
CREATE TABLE encryption_keys (
  id           text PRIMARY KEY,
  private_key_pem text NOT NULL,
  public_key_spki text NOT NULL,
  active       boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Free-play keys already used, so a replayed request makes no second trial account.
CREATE TABLE freeplay_keys (
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  key_hash     text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, key_hash)
);

CREATE TABLE announcements (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  type         text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  title        jsonb NOT NULL,
  content      jsonb NOT NULL,
  image_url    text,
  link_url     text,
  sort         integer NOT NULL DEFAULT 0,
  starts_at    timestamptz NOT NULL DEFAULT now(),
  ends_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_current ON announcements (merchant_id, type, starts_at);

CREATE TABLE help_topics (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  tag          text NOT NULL,
  sort         integer NOT NULL DEFAULT 0,
  title        jsonb NOT NULL,
  content      jsonb NOT NULL,
  UNIQUE (merchant_id, tag)
);

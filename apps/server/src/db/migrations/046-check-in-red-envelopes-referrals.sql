-- Check-in, red envelopes and invite friends (ADR 061). Each program records what a member earned through the
-- rewards module (ADR 059: recordReward / recordRewards), which pays it as a grant of the promotions engine; the
-- tables here hold only what each program needs to decide what was earned, once.

-- ------------------------------------------------------------------------------------------------- check-in

-- The brand's check-in table: the reward of each day of a streak (day 1, 2, …, minor units as JSON strings),
-- and what a streak longer than the table earns: the table again from day 1 (repeat) or its last day (cap).
CREATE TABLE check_in_settings (
  merchant_id  integer PRIMARY KEY REFERENCES merchants(id),
  enabled      boolean NOT NULL DEFAULT true,
  day_rewards  jsonb NOT NULL CHECK (jsonb_typeof(day_rewards) = 'array' AND jsonb_array_length(day_rewards) BETWEEN 1 AND 31),
  after_last   text NOT NULL DEFAULT 'repeat' CHECK (after_last IN ('repeat', 'cap')),
  updated_by   bigint REFERENCES operators(id),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- One check-in per member and brand day (the primary key: a double tap checks in once), with the streak it made.
CREATE TABLE check_ins (
  merchant_id    integer NOT NULL REFERENCES merchants(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  day            date NOT NULL,
  streak         integer NOT NULL CHECK (streak >= 1),
  amount         bigint NOT NULL CHECK (amount >= 0),
  checked_in_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, day)
);

-- --------------------------------------------------------------------------------------------- red envelopes

-- An operator's time-boxed event. Its pool is split into `envelopes` random amounts (each at least min_amount,
-- summing exactly the pool) when it is created; `commitment` is the SHA-256 of that split and `salt`, published
-- from the start; the split and the salt are shown once the event has ended, so anyone can check both.
CREATE TABLE red_envelope_events (
  id            bigserial PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  name          jsonb NOT NULL,
  pool          bigint NOT NULL CHECK (pool > 0),
  envelopes     integer NOT NULL CHECK (envelopes BETWEEN 1 AND 10000),
  min_amount    bigint NOT NULL CHECK (min_amount > 0),
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz NOT NULL,
  -- Typed rules (the contract's ZRedEnvelopeRule): a minimum VIP level, a deposit within the last days.
  eligibility   jsonb NOT NULL DEFAULT '[]',
  commitment    text NOT NULL,
  salt          text NOT NULL,
  cancelled_at  timestamptz,
  created_by    bigint REFERENCES operators(id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (min_amount * envelopes <= pool)
);
CREATE INDEX red_envelope_events_window ON red_envelope_events (merchant_id, ends_at DESC);

-- The split, one row per envelope in the order it was drawn; a claim takes the next one nobody holds.
CREATE TABLE red_envelopes (
  event_id     bigint NOT NULL REFERENCES red_envelope_events(id),
  seq          integer NOT NULL,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  amount       bigint NOT NULL CHECK (amount > 0),
  member_id    bigint REFERENCES members(id),
  claimed_at   timestamptz,
  PRIMARY KEY (event_id, seq)
);
-- One envelope per member and event, whatever the number of taps or processes.
CREATE UNIQUE INDEX red_envelopes_one_each ON red_envelopes (event_id, member_id) WHERE member_id IS NOT NULL;
CREATE INDEX red_envelopes_unclaimed ON red_envelopes (event_id, seq) WHERE member_id IS NULL;

-- ------------------------------------------------------------------------------------------- invite friends

-- The brand's invite-friends rewards: a fixed reward when a friend's first deposit (at least min_first_deposit)
-- is credited, and share_bp of the friend's valid bets per brand day, at most friend_cap per friend and
-- period_cap in all per referrer and day.
CREATE TABLE referral_settings (
  merchant_id        integer PRIMARY KEY REFERENCES merchants(id),
  enabled            boolean NOT NULL DEFAULT true,
  deposit_reward     bigint NOT NULL DEFAULT 0 CHECK (deposit_reward >= 0),
  min_first_deposit  bigint NOT NULL DEFAULT 0 CHECK (min_first_deposit >= 0),
  share_bp           integer NOT NULL DEFAULT 0 CHECK (share_bp BETWEEN 0 AND 1000),
  friend_cap         bigint NOT NULL CHECK (friend_cap > 0),
  period_cap         bigint NOT NULL CHECK (period_cap > 0),
  updated_by         bigint REFERENCES operators(id),
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- A referred friend as the program first judged them, at its first grant (the first deposit, or a day of bets):
-- refused_reason says why they earn their referrer nothing (self, same_device, same_address, same_bank), '' when
-- they earn. The referral itself is the member's (members.referred_by, set at registration).
CREATE TABLE referral_friends (
  merchant_id       integer NOT NULL REFERENCES merchants(id),
  friend_id         bigint NOT NULL REFERENCES members(id),
  referrer_id       bigint NOT NULL REFERENCES members(id),
  refused_reason    text NOT NULL DEFAULT ''
                    CHECK (refused_reason IN ('', 'self', 'same_device', 'same_address', 'same_bank')),
  first_deposit_at  timestamptz,
  deposit_reward    bigint NOT NULL DEFAULT 0,
  checked_at        timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, friend_id)
);
CREATE INDEX referral_friends_referrer ON referral_friends (merchant_id, referrer_id);

-- What each friend's bets earned their referrer on a brand day, after both caps (the daily job's rows).
CREATE TABLE referral_shares (
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  day          date NOT NULL,
  friend_id    bigint NOT NULL REFERENCES members(id),
  referrer_id  bigint NOT NULL REFERENCES members(id),
  valid_bets   bigint NOT NULL,
  amount       bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (merchant_id, day, friend_id)
);
CREATE INDEX referral_shares_referrer ON referral_shares (merchant_id, referrer_id, day);

-- The brand days the share job has done: claimed in the job's transaction, so a day is computed once whatever
-- the number of processes.
CREATE TABLE referral_share_days (
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  day          date NOT NULL,
  rewarded     integer NOT NULL DEFAULT 0,
  done_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, day)
);

-- Vietnamese results entered by hand (ADR 026): one operator proposes a draw's result (or a corrected one
-- for a settled draw), a different operator confirms or rejects it. Only a confirmed proposal becomes the
-- draw's result; a confirmed correction re-decides the draw's bets and moves each member's difference.

CREATE TABLE lottery_result_proposals (
  id            bigserial PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  draw_id       bigint NOT NULL REFERENCES lottery_draws(id),
  -- result: the first result of a closed draw; correction: a new result for a settled one.
  kind          text NOT NULL CHECK (kind IN ('result', 'correction')),
  -- The games package's VnResult, validated against the draw's region before it is stored.
  result        jsonb NOT NULL,
  source        text NOT NULL CHECK (source IN ('form', 'csv')),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'rejected')),
  proposed_by   bigint NOT NULL REFERENCES operators(id),
  proposed_at   timestamptz NOT NULL DEFAULT now(),
  decided_by    bigint REFERENCES operators(id),
  decided_at    timestamptz,
  decision_note text NOT NULL DEFAULT '',
  -- The four-eyes rule, also in the data: whoever decides is not whoever proposed.
  CHECK (decided_by IS NULL OR decided_by <> proposed_by)
);
-- One open proposal per draw at a time: a second one waits until the first is decided.
CREATE UNIQUE INDEX lottery_result_proposals_pending ON lottery_result_proposals (draw_id) WHERE status = 'pending';
CREATE INDEX lottery_result_proposals_merchant ON lottery_result_proposals (merchant_id, status, proposed_at DESC);

-- A confirmed correction of a settled draw: the n-th of that draw, with the result it replaced.
CREATE TABLE lottery_corrections (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  draw_id      bigint NOT NULL REFERENCES lottery_draws(id),
  proposal_id  bigint NOT NULL UNIQUE REFERENCES lottery_result_proposals(id),
  number       integer NOT NULL CHECK (number > 0),
  old_result   jsonb NOT NULL,
  new_result   jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (draw_id, number)
);
CREATE INDEX lottery_corrections_merchant ON lottery_corrections (merchant_id, created_at DESC);

-- What one correction did to one member: the difference of their payouts (new − old) and what the ledger
-- moved (house → wallet when positive, wallet → house when negative). A wallet never goes negative: what it no
-- longer held is `unrecovered` (the member keeps it, the back office shows it). When a later correction of the
-- same draw owes that member money, what they still owe from earlier ones is kept back first (`withheld`).
-- So moved = difference + unrecovered − withheld.
CREATE TABLE lottery_correction_members (
  correction_id bigint NOT NULL REFERENCES lottery_corrections(id),
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  draw_id       bigint NOT NULL REFERENCES lottery_draws(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  difference    bigint NOT NULL,
  moved         bigint NOT NULL,
  unrecovered   bigint NOT NULL DEFAULT 0 CHECK (unrecovered >= 0),
  withheld      bigint NOT NULL DEFAULT 0 CHECK (withheld >= 0),
  entry_id      bigint REFERENCES ledger_entries(id),
  PRIMARY KEY (correction_id, member_id),
  CHECK (moved = difference + unrecovered - withheld),
  CHECK (unrecovered = 0 OR withheld = 0),
  CHECK ((moved = 0) = (entry_id IS NULL))
);
CREATE INDEX lottery_correction_members_draw ON lottery_correction_members (draw_id, member_id);
CREATE INDEX lottery_correction_members_member ON lottery_correction_members (merchant_id, member_id);

-- Each bet's history through corrections: what it was and what it became. The bet row holds the latest.
CREATE TABLE bet_corrections (
  bet_id        bigint NOT NULL REFERENCES bets(id),
  correction_id bigint NOT NULL REFERENCES lottery_corrections(id),
  old_status    text NOT NULL,
  new_status    text NOT NULL,
  old_hits      integer,
  new_hits      integer,
  old_payout    bigint NOT NULL,
  new_payout    bigint NOT NULL,
  PRIMARY KEY (bet_id, correction_id)
);
CREATE INDEX bet_corrections_correction ON bet_corrections (correction_id);

-- Dividends and their forced payment (ADR 038). A dividend's payout row is the wage's (ADR 037) with what a
-- dividend adds: the period's valid bets (the team's loss is `base`), when the upline's grace ends (`due_at`),
-- and, once forced, the part of the amount the upline's wallet could not cover, advanced by the house and owed
-- by the frozen upline (`shortfall`). `waiting_noticed_at`: both agents were told once that it waits for money.
ALTER TABLE contract_payouts ADD COLUMN valid_bet bigint;
ALTER TABLE contract_payouts ADD COLUMN due_at timestamptz;
ALTER TABLE contract_payouts ADD COLUMN forced_at timestamptz;
ALTER TABLE contract_payouts ADD COLUMN shortfall bigint NOT NULL DEFAULT 0 CHECK (shortfall >= 0);
ALTER TABLE contract_payouts ADD COLUMN waiting_noticed_at timestamptz;
ALTER TABLE contract_payouts DROP CONSTRAINT contract_payouts_status_check;
ALTER TABLE contract_payouts DROP CONSTRAINT contract_payouts_check;
ALTER TABLE contract_payouts ADD CONSTRAINT contract_payouts_status_check
  CHECK (status IN ('paid', 'unpaid', 'nothing', 'forced'));
ALTER TABLE contract_payouts ADD CONSTRAINT contract_payouts_entry_check
  CHECK ((status IN ('paid', 'forced')) = (entry_id IS NOT NULL));
ALTER TABLE contract_payouts ADD CONSTRAINT contract_payouts_forced_check
  CHECK ((status = 'forced') = (forced_at IS NOT NULL) AND (shortfall = 0 OR status = 'forced'));
-- The force step's claim: unpaid dividends whose grace has ended.
CREATE INDEX contract_payouts_due ON contract_payouts (due_at) WHERE status = 'unpaid' AND due_at IS NOT NULL;

-- Notices of contract payouts to both agents (paid, waiting for the upline's money, paid by force).
ALTER TABLE member_messages DROP CONSTRAINT member_messages_kind_check;
ALTER TABLE member_messages ADD CONSTRAINT member_messages_kind_check
  CHECK (kind IN ('deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'adjustment',
                  'contract_paid', 'contract_waiting', 'contract_forced'));

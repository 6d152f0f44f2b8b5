-- Taking back a forced dividend's advance (ADR 038, "Taking the advance back"): how much of the house's advance
-- (`shortfall`) the frozen upline's wallet has paid back so far, a step at a time as money reaches it.
ALTER TABLE contract_payouts ADD COLUMN recovered bigint NOT NULL DEFAULT 0;
ALTER TABLE contract_payouts ADD CONSTRAINT contract_payouts_recovered_check
  CHECK (recovered >= 0 AND recovered <= shortfall);
-- The recovery step's claim: forced payouts whose advance is still owed (few: a forced payment is rare).
CREATE INDEX contract_payouts_owed ON contract_payouts (id) WHERE status = 'forced' AND recovered < shortfall;

-- The frozen upline is told what was taken back and what it still owes.
ALTER TABLE member_messages DROP CONSTRAINT member_messages_kind_check;
ALTER TABLE member_messages ADD CONSTRAINT member_messages_kind_check
  CHECK (kind IN ('deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'adjustment',
                  'contract_paid', 'contract_waiting', 'contract_forced', 'contract_debt_recovered'));

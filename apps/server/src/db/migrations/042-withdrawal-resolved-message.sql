-- The member is told when the cashier settles their "not received" report of a withdrawal, with the reply;
-- the message's live event also refreshes an open withdrawal page.
ALTER TABLE member_messages DROP CONSTRAINT member_messages_kind_check;
ALTER TABLE member_messages ADD CONSTRAINT member_messages_kind_check
  CHECK (kind IN ('deposit_credited', 'deposit_failed', 'withdrawal_approved', 'withdrawal_rejected', 'adjustment',
                  'contract_paid', 'contract_waiting', 'contract_forced', 'contract_debt_recovered',
                  'withdrawal_resolved'));

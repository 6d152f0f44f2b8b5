-- Play money for trial accounts (ADR 052). A trial account's wallet is a `play_wallet`; its stakes and wins move
-- only against the brand's `play_house` and `play_in_play` accounts, never a real-money account, so the real
-- books, reports and limits never see them. Bets made with play money are marked `play`, and every real-money
-- total leaves them out.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member_wallet', 'house', 'payment_clearing', 'withdrawal_hold', 'promotion_budget', 'vendor',
                  'bets_in_play', 'play_wallet', 'play_house', 'play_in_play'));
-- 006's second unnamed table check: a member's wallet has a member, a house-side account none. (IF EXISTS and
-- IF NOT EXISTS: a development data folder that ran this migration under an earlier number runs it again.)
ALTER TABLE ledger_accounts DROP CONSTRAINT IF EXISTS ledger_accounts_check1;
ALTER TABLE ledger_accounts DROP CONSTRAINT IF EXISTS ledger_accounts_member_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_member_check
  CHECK ((kind IN ('member_wallet', 'play_wallet')) = (member_id IS NOT NULL));

ALTER TABLE bets ADD COLUMN IF NOT EXISTS play boolean NOT NULL DEFAULT false;

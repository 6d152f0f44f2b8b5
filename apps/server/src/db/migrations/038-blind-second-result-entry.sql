-- A Vietnamese result is confirmed by a blind second entry (ADR 049): the second operator types the numbers
-- without seeing the first entry. Equal entries confirm it as before; different ones leave the proposal
-- `mismatched`, with the second entry kept beside the first for both operators to see, and nothing settles
-- until a new entry is made and matched.
ALTER TABLE lottery_result_proposals DROP CONSTRAINT lottery_result_proposals_status_check;
ALTER TABLE lottery_result_proposals ADD CONSTRAINT lottery_result_proposals_status_check
  CHECK (status IN ('pending', 'confirmed', 'rejected', 'mismatched'));
ALTER TABLE lottery_result_proposals ADD COLUMN second_result jsonb;
ALTER TABLE lottery_result_proposals ADD CONSTRAINT lottery_result_proposals_second_entry
  CHECK ((status = 'mismatched') = (second_result IS NOT NULL));
-- The overview finds each draw's latest proposal (an unresolved mismatch is shown until a new entry).
CREATE INDEX lottery_result_proposals_draw ON lottery_result_proposals (draw_id, id DESC);

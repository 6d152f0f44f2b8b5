-- The lottery's back office (ADR 027).
--
-- The draw calendar lists a brand's draws by draw time across all its games. lottery_draws_game serves one game
-- and lottery_draws_due one status; without a game filter the brand's draws of a day (thousands: e-lottery draws
-- every minute) had no index and the calendar read the whole table.
CREATE INDEX lottery_draws_merchant_time ON lottery_draws (merchant_id, draw_at DESC, id DESC);

-- The in-house table games (baccarat, dragon tiger, roulette, sic bo) move from the slots lane (RNG) to the
-- casino lane (LIVE), where the brand's other tables are, and the in-house vendor declares that lane (ADR 053).
-- Only rows still where the catalogue first put them: a game an operator has moved elsewhere stays there.
UPDATE game_vendors
   SET categories = array_append(categories, 'LIVE')
 WHERE in_house AND code = 'GEMILANG' AND NOT ('LIVE' = ANY (categories));

UPDATE games g
   SET category = 'LIVE'
  FROM game_vendors v
 WHERE v.id = g.vendor_id
   AND v.in_house AND v.code = 'GEMILANG'
   AND g.category = 'RNG'
   AND g.code IN ('GM_BACCARAT', 'GM_DRAGON_TIGER', 'GM_ROULETTE_EU', 'GM_SICBO');

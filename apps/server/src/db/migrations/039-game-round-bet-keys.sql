-- A game round's bet row carried its vendor's code as its key, so the betting record could not tie a row to
-- its round. The key is now the vendor's round id (seamless/debit.ts); rows written before take theirs from
-- round_ref, which is '<vendor code>:<round id>' (the round id may itself hold colons: only the first splits).
UPDATE bets
   SET bet_key = substr(round_ref, strpos(round_ref, ':') + 1)
 WHERE bet_type = 'round'
   AND strpos(round_ref, ':') > 0;

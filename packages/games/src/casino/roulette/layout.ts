// The table layout: 1-36 in twelve rows of three (1 2 3 / 4 5 6 / … / 34 35 36), zero above the first row
// touching 1, 2 and 3. Inside bets must be a shape on this layout; these say which sorted sets are.

const inRange = (n: number) => n >= 1 && n <= 36;
/** The position of n in its row of three: 1, 2 or 3. */
const place = (n: number) => ((n - 1) % 3) + 1;

export function isSplit([a, b]: readonly number[]): boolean {
  if (a === undefined || b === undefined) return false;
  if (a === 0) return b >= 1 && b <= 3;
  if (!inRange(a) || !inRange(b)) return false;
  return b === a + 3 || (b === a + 1 && place(a) !== 3);
}

/** A row of three, or a trio with zero (0-1-2, 0-2-3). */
export function isStreet(ns: readonly number[]): boolean {
  const [a, b, c] = ns;
  if (a === 0) return (b === 1 && c === 2) || (b === 2 && c === 3);
  return a !== undefined && inRange(a) && place(a) === 1 && b === a + 1 && c === a + 2;
}

/** Four numbers meeting at a corner, or the first four (0-1-2-3). */
export function isCorner(ns: readonly number[]): boolean {
  const [a, b, c, d] = ns;
  if (a === 0) return b === 1 && c === 2 && d === 3;
  return a !== undefined && inRange(a) && a <= 32 && place(a) !== 3 && b === a + 1 && c === a + 3 && d === a + 4;
}

/** Two neighbouring rows. */
export function isSixLine(ns: readonly number[]): boolean {
  const a = ns[0];
  if (a === undefined || !inRange(a) || place(a) !== 1 || a > 31) return false;
  return ns.every((n, i) => n === a + i);
}

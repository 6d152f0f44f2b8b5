// Goodness-of-fit statistics for the fairness tests (GLI-19 ch. 3): plain numbers, no sampling here.

export function chiSquare(counts: readonly number[], expected: number): number {
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Upper 1% point of chi-square with df degrees of freedom (Wilson–Hilferty; within 0.05 of the tables for df ≥ 5). */
export function chiSquare99(df: number): number {
  const z = 2.326348;
  const h = 2 / (9 * df);
  return df * (1 - h + z * Math.sqrt(h)) ** 3;
}

/** Two-sided 99% bound for a standard normal statistic. */
export const Z_99 = 2.576;

/** Lag-1 serial correlation times √n: about N(0, 1) for independent values. */
export function serialCorrelationZ(values: readonly number[]): number {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i += 1) {
    const d = values[i]! - mean;
    den += d * d;
    if (i + 1 < n) num += d * (values[i + 1]! - mean);
  }
  return (num / den) * Math.sqrt(n);
}

/** Wald–Wolfowitz runs above and below a cut (values equal to it dropped): z of the number of runs. */
export function runsZ(values: readonly number[], cut: number): number {
  const signs = values.filter((v) => v !== cut).map((v) => v > cut);
  const n1 = signs.filter(Boolean).length;
  const n2 = signs.length - n1;
  let runs = 1;
  for (let i = 1; i < signs.length; i += 1) if (signs[i] !== signs[i - 1]) runs += 1;
  const n = n1 + n2;
  const mean = (2 * n1 * n2) / n + 1;
  const variance = (2 * n1 * n2 * (2 * n1 * n2 - n)) / (n * n * (n - 1));
  return (runs - mean) / Math.sqrt(variance);
}

export function tally(values: readonly number[], size: number, offset = 0): number[] {
  const counts = new Array<number>(size).fill(0);
  for (const v of values) counts[v - offset]! += 1;
  return counts;
}

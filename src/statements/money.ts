// Money helpers. Every sum is done in integer cents (metrics.md: "Sums are computed in integer cents, never by
// adding floats"); dollars only appear at the edges (input amounts, output figures).

/** Dollars (as printed, at most 2 decimals) to integer cents. Math.round absorbs float noise like 0.1+0.2. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents back to a dollar number with 2 decimals. */
export function fromCents(cents: number): number {
  const v = Math.round(cents) / 100;
  return Object.is(v, -0) ? 0 : v;
}

/** Sum of dollar amounts, computed in cents. */
export function sumCents(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) total += toCents(a);
  return total;
}

// Keeps values like 1.005 (stored as 1.00499999...) rounding the way a person would: float noise, not a tolerance.
const ROUNDING_EPSILON = 1e-7;

/** Round any number to 2 decimals, half away from zero (so 0.125 -> 0.13, -0.125 -> -0.13). */
export function round2(x: number): number {
  if (!Number.isFinite(x)) return 0;
  const sign = x < 0 ? -1 : 1;
  const v = (sign * Math.round(Math.abs(x) * 100 + ROUNDING_EPSILON)) / 100;
  return Object.is(v, -0) ? 0 : v;
}

/** Mean of a list of numbers rounded to 2 decimals; 0 for an empty list. */
export function mean2(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let s = 0;
  for (const v of values) s += v;
  return round2(s / values.length);
}

/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  if (s.length % 2 === 1) return s[mid]!;
  return (s[mid - 1]! + s[mid]!) / 2;
}

// Mutated PDFs (byte flips, truncation) through the parsing worker pool: every one ends in a result or a clear
// failure within the time limit; none crashes the process or hangs the pool.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createParsePool } from './pool.ts';

const source = new Uint8Array(readFileSync(new URL('../../../shared/corpus/samples/s02/s02_statement_2026-06.pdf', import.meta.url)));
const pool = createParsePool({ size: 2, timeoutMs: 20_000 });
afterAll(() => pool.close());

function rng(seed: number) {
  let x = seed >>> 0;
  return () => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return (x >>> 0) / 2 ** 32; };
}

function mutate(seed: number): Uint8Array {
  const r = rng(seed);
  const bytes = new Uint8Array(source);
  const kind = seed % 3;
  if (kind === 0) return bytes.subarray(0, Math.floor(r() * bytes.length)); // truncated
  const flips = kind === 1 ? 20 : 2000;
  for (let i = 0; i < flips; i++) bytes[Math.floor(r() * bytes.length)] = Math.floor(r() * 256);
  return bytes;
}

describe('mutated PDFs', () => {
  it('never crash or hang the parsing pool', async () => {
    const outcomes = await Promise.all(Array.from({ length: 24 }, (_, seed) =>
      pool.parse([{ name: `m${seed}.pdf`, bytes: mutate(seed + 1) }]).then(
        (r) => `ok:${r.result.parsing_details.statements.length}`,
        (e: Error & { code?: string }) => `failed:${e.code ?? e.message}`)));
    expect(outcomes).toHaveLength(24);
    for (const o of outcomes) expect(o).toMatch(/^ok:\d+$|^failed:(parse_error|parse_timeout|worker_crashed)$/);
    // The pool still works after the mutants.
    const clean = await pool.parse([{ name: 'clean.pdf', bytes: source }]);
    expect(clean.result.parsing_details.statements).toHaveLength(1);
  }, 120_000);
});

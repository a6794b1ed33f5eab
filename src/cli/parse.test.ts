// mca parse --each as a user runs it: every file its own application, in one process, one JSON document on stdout.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const samples = join(root, '..', 'shared', 'corpus', 'samples');
const a = join(samples, 's01', 's01_statement_2026-06.pdf');
const b = join(samples, 's02', 's02_statement_2026-09.pdf');

describe.skipIf(!existsSync(a) || !existsSync(b))('mca parse --each', () => {
  it('reads every file as its own application, in the order given', async () => {
    const { stdout } = await promisify(execFile)(join(root, 'bin', 'mca'), ['parse', '--each', '--json', a, b]);
    const { results } = JSON.parse(stdout) as { results: Array<{ file: string; application: { legal_name: string | null }; parsing_details: unknown[] }> };
    expect(results.map((r) => r.file)).toEqual([a, b]);
    // Two merchants, two applications: neither file's business name is the other's.
    expect(results[0]!.application.legal_name).toBeTruthy();
    expect(results[1]!.application.legal_name).toBeTruthy();
    expect(results[0]!.application.legal_name).not.toBe(results[1]!.application.legal_name);
    const together = JSON.parse((await promisify(execFile)(join(root, 'bin', 'mca'), ['parse', '--json', a])).stdout) as
      { application: unknown; parsing_details: { statements: Array<{ account_holder: string | null; account_holder_confidence: number | null }> } };
    expect(results[0]!.application).toEqual(together.application);
    // Each statement's holder comes with its confidence (an extension; docs/parsing.md, "Holder names").
    const [s] = together.parsing_details.statements;
    expect(s!.account_holder).toBeTruthy();
    expect(s!.account_holder_confidence).toBeGreaterThan(0);
  }, 60_000);

  it('refuses an unreadable file before reading any', async () => {
    await expect(promisify(execFile)(join(root, 'bin', 'mca'), ['parse', '--each', '--json', a, '/nonexistent.pdf'])).rejects.toMatchObject({ code: 2 });
  }, 30_000);
});

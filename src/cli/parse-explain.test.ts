// mca parse --explain as a maintainer runs it on a real statement: the per-line listing and one SVG per page.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from './args.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const mca = join(root, 'bin', 'mca');
const pdf = join(root, '..', 'shared', 'corpus', 'real', 'bank_of_america_sample.pdf');

describe('an optional flag value (--explain, --explain=lines)', () => {
  const spec = { explain: 'optional', svg: 'string' } as const;
  it('is true bare, its value after =, and never takes the next word', () => {
    expect(parse(['--explain', 'a.pdf'], spec)).toEqual({ positionals: ['a.pdf'], flags: { explain: true } });
    expect(parse(['a.pdf', '--explain=lines', '--svg', 'out'], spec)).toEqual({ positionals: ['a.pdf'], flags: { explain: 'lines', svg: 'out' } });
    expect(parse(['--', '--explain'], spec).positionals).toEqual(['--explain']);
    expect(() => parse(['--explainx'], spec)).toThrow(/explainx/);
  });
});

describe.skipIf(!existsSync(pdf))('mca parse --explain on a real statement', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mca-svg-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one SVG per page, as wide as the page, and names them', async () => {
    const out = join(dir, 'pictures');
    const { stdout } = await run(mca, ['parse', pdf, '--explain', '--svg', out, '--json']);
    const { documents } = JSON.parse(stdout) as { documents: { svg: string[]; explain: { trace: { pages: { page: number; width: number }[]; lines: unknown[] } } }[] };
    const { trace } = documents[0]!.explain;
    // The Bank of America sample: six US Letter pages.
    expect(trace.pages).toEqual([1, 2, 3, 4, 5, 6].map((page) => ({ page, width: 612, height: 792 })));
    expect(trace.lines.length).toBeGreaterThan(100);
    expect(documents[0]!.svg).toEqual(trace.pages.map((p) => join(out, `bank_of_america_sample-p${p.page}.svg`)));
    for (const path of documents[0]!.svg) expect(readFileSync(path, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="612" /);
    expect(readFileSync(join(out, 'bank_of_america_sample-p3.svg'), 'utf8')).toContain('>Deposits and other additions</text>');
    // --svg alone explains too, and prints the paths after the explanation.
    const alone = await run(mca, ['parse', pdf, '--svg', join(dir, 'alone')]);
    expect(alone.stdout).toMatch(/^ {2}result: \d+ statements returned/m);
    expect(alone.stdout.trimEnd().split('\n').slice(-6)).toEqual(trace.pages.map((p) => join(dir, 'alone', `bank_of_america_sample-p${p.page}.svg`)));
  }, 60_000);

  it('lists every line with --explain=lines after the usual explanation, and refuses another value', async () => {
    const { stdout } = await run(mca, ['parse', '--explain=lines', pdf]);
    expect(stdout).toMatch(/^ {2}result: \d+ statements returned/m);
    expect(stdout).toMatch(/^Lines of bank_of_america_sample\.pdf \(\d+ lines/m);
    expect(stdout).toMatch(/^ +\d+ p3 \S+ +Total deposits and other additions {2}\$7,667\.50/m);
    const plain = await run(mca, ['parse', '--explain', pdf]);
    expect(plain.stdout).not.toContain('Lines of ');
    await expect(run(mca, ['parse', '--explain=everything', pdf])).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});

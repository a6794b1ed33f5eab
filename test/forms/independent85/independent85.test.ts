// Set 85 checks: every layout x style generates, is deterministic, and its truth agrees with what the PDF shows
// (the page text for typed and handwritten forms, the AcroForm fields for fillable ones); one scan.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent85, INDEPENDENT85_LAYOUT_NAMES } from './index.ts';
import type { Printed } from './kit.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string) => s.replace(/\s+/g, '');
const MONTHS: Record<string, number> = {};
['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'].forEach((m, i) => {
  MONTHS[m] = i + 1; MONTHS[m.slice(0, 3)] = i + 1;
});
['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'].forEach((m, i) => { MONTHS[m] = i + 1; });
['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'].forEach((m, i) => { MONTHS[m] = i + 1; });

/** An independent reading of a printed date; day-first only where the form says DD/MM/YYYY. */
function parseDate(t: string, dayFirst: boolean): string {
  const p = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  let a = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (a) return p(+a[1]!, +a[2]!, +a[3]!);
  a = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (a) {
    const y = a[3]!.length === 2 ? (+a[3]! > 30 ? 1900 : 2000) + +a[3]! : +a[3]!;
    return dayFirst ? p(y, +a[2]!, +a[1]!) : p(y, +a[1]!, +a[2]!);
  }
  a = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (a) return p(+a[3]!, MONTHS[a[1]!.toLowerCase()]!, +a[2]!);
  a = /^(\d{1,2})(?:er)? (?:de )?(\p{L}+) (?:de )?(\d{4})$/u.exec(t);
  if (a) return p(+a[3]!, MONTHS[a[2]!.toLowerCase()]!, +a[1]!);
  throw new Error(`unreadable date ${t}`);
}

/** What the printed texts say, read independently of the generator's own field map. */
function checkPrinted(printed: Printed[], layout: string): void {
  for (const pr of printed) {
    for (const [path, v] of Object.entries(pr.fields)) {
      const leaf = path.split('.').pop()!;
      if (pr.kind === 'check') continue;
      if (leaf === 'requested_amount' || leaf === 'requested_payment') expect(Number(pr.text.replace(/[^\d.]/g, ''))).toBe(v);
      else if (leaf === 'business_tax_id' || leaf === 'tax_id') expect(pr.text.replace(/[\s-]/g, '')).toBe(v);
      else if (leaf === 'business_start_date' || leaf === 'date_of_birth') expect(parseDate(pr.text, layout === 'nordique-columns')).toBe(v);
      else if (leaf === 'legal_name' || leaf === 'trade_name' || leaf === 'role') expect(pr.text).toBe(v);
      else if (leaf === 'first_name' || leaf === 'last_name') expect(pr.text).toContain(String(v));
      else if (leaf === 'ownership' || leaf === 'credit_score' || leaf === 'number_of_payments') expect(Number(pr.text.replace('%', ''))).toBe(v);
    }
  }
}

describe('independent set 85 (bilingual US/Canadian broker forms)', () => {
  it('has seven layouts from seven brokers', async () => {
    expect(INDEPENDENT85_LAYOUT_NAMES).toHaveLength(7);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT85_LAYOUT_NAMES) brokers.add((await generateIndependent85(l, 1, { style: 'typed', scan: false })).broker);
    expect(brokers.size).toBe(7);
  });

  for (const layout of INDEPENDENT85_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: deterministic, truth shown on the page`, async () => {
        const seed = 3 + STYLES.indexOf(style);
        const f = await generateIndependent85(layout, seed, { style, scan: false });
        const g = await generateIndependent85(layout, seed, { style, scan: false });
        expect(Buffer.from(f.pdf).equals(Buffer.from(g.pdf))).toBe(true);
        expect(g.truth).toEqual(f.truth);
        const t = f.truth;
        for (const k of ['legal_name', 'type_of_entity', 'industry', 'business_tax_id', 'state_region', 'country', 'requested_amount'] as const) {
          expect(t[k], k).not.toBeNull();
        }
        expect(t.country).toBe(f.country === 'US' ? 'United States' : 'Canada');
        expect(t.applicants.length).toBeGreaterThan(0);
        for (const a of t.applicants) { expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy(); expect(a.ownership).toBeGreaterThan(0); }
        checkPrinted(f.printed, layout);
        const read = await pdfRead(f.pdf);
        const page = squash(read.text);
        if (style === 'fillable') {
          for (const pr of f.printed) expect(read.fields.get(pr.name), pr.name).toBe(pr.kind === 'check' ? 'Yes' : pr.text);
          expect(page).not.toContain(squash(t.legal_name!));
          expect(page).not.toContain(squash(String(t.business_tax_id)).slice(0, 9));
        } else {
          for (const pr of f.printed) expect(page, pr.text).toContain(squash(pr.text));
          expect(read.fields.size).toBe(0);
        }
      });
    }
  }

  it('varies with the seed: owners, entity types, DBA, dates', async () => {
    const owners = new Set<number>(), entities = new Set<string>(), dba = new Set<boolean>(), twoSurnames = new Set<boolean>();
    for (const layout of INDEPENDENT85_LAYOUT_NAMES) {
      for (let seed = 10; seed < 16; seed++) {
        const f = await generateIndependent85(layout, seed, { style: 'typed', scan: false });
        owners.add(f.truth.applicants.length);
        entities.add(f.truth.type_of_entity!);
        dba.add(f.truth.trade_name !== null);
        for (const a of f.truth.applicants) twoSurnames.add(/\p{L} \p{Lu}/u.test(a.last_name!));
        checkPrinted(f.printed, layout);
      }
    }
    expect(owners.size).toBeGreaterThanOrEqual(3);
    expect(entities.size).toBeGreaterThanOrEqual(6);
    expect(dba).toEqual(new Set([true, false]));
    expect(twoSurnames.has(true)).toBe(true);
  });

  it('a scanned fillable form keeps its truth and has no text or fields', async () => {
    const plain = await generateIndependent85('camino-two-page', 7, { style: 'fillable', scan: false });
    const scanned = await generateIndependent85('camino-two-page', 7, { style: 'fillable', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const read = await pdfRead(scanned.pdf);
    expect(read.pages).toHaveLength(2);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { decoyHits, namesPerson, namesState, readAs } from './check.ts';
import { TRADES } from './data.ts';
import { generateIndependent29, INDEPENDENT29_LAYOUT_NAMES, renderIndependent29, type Rendered } from './index.ts';
import { industryOf, luhnOk, REF } from './rules.ts';

type Style = 'typed' | 'handwritten' | 'fillable';
const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Every truth path with a value, and that value. */
function values(t: TruthApplication): [string, string | number][] {
  const out: [string, string | number][] = [];
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) out.push([`application.${k}`, v as string | number]);
  t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`application.applicants[${i}].${k}`, v as string | number]); });
  return out;
}

/** The printed value is on the page: in the text (typed, written) or in a field (fillable), and reads as the truth. */
function checkPrinted(r: Rendered, read: PdfRead, style: Style): void {
  const text = squash(read.pages.join(' '));
  const fieldValues = [...read.fields.values()];
  for (const [path, value] of values(r.truth)) {
    const from = r.printed.filter((p) => path in p.fields);
    expect(from.length, `${path} printed`).toBeGreaterThan(0);
    for (const p of from) {
      if (p.check) expect(text, `${path}: checkbox label`).toContain(p.text);
      else if (style === 'fillable') expect(fieldValues, `${path}: field`).toContain(p.text);
      // A comb's characters are spaced one per box: the page's text holds them apart.
      else expect(text.includes(squash(p.text)) || text.replace(/\s/g, '').includes(p.text.replace(/\s/g, '')), `${path}: ${p.text} on the page`).toBe(true);
      if (/first_name|last_name/.test(path)) expect(namesPerson(p.text, String(value)), `${path} in ${p.text}`).toBe(true);
      else if (/state_region|\.country$/.test(path)) expect(namesState(p.text, r.truth.state_region!), `${path} in ${p.text}`).toBe(true);
      else expect(readAs(path, p.text, r.deal.country), `${path} read from ${p.text}`).toEqual(value);
    }
  }
  if (style === 'fillable') {
    expect(text).not.toContain(r.truth.legal_name!);
    expect(read.fields.size).toBeGreaterThan(20);
    const checked = r.printed.filter((p) => p.check);
    for (const c of checked) expect([...read.fields.entries()].some(([k, v]) => v !== 'Off' && (k.includes(c.text) || v === c.text.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_|_$/g, ''))), c.text).toBe(true);
  }
}

function checkTruth(r: Rendered): void {
  const t = r.truth;
  expect(r.overflow, 'values too long for their boxes').toEqual([]);
  expect(REF.entity_types.map((e) => e.id)).toContain(t.type_of_entity);
  expect(REF.industries.map((e) => e.id)).toContain(t.industry);
  expect((r.deal.country === 'US' ? REF.states : REF.provinces).map((s) => s[0])).toContain(t.state_region);
  expect(t.country).toBe(r.deal.country === 'US' ? 'United States' : 'Canada');
  expect(t.legal_name).toBeTruthy();
  expect(t.trade_name).not.toBe(t.legal_name);
  expect(t.applicants.length).toBe(r.deal.owners.length);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.tax_id === null) expect(a.tax_id_type).toBeNull();
    if (a.tax_id_type === 'SIN') expect(luhnOk(a.tax_id!)).toBe(true);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
  }
  if (t.business_tax_id_type === 'BN') expect(luhnOk(t.business_tax_id!.slice(0, 9))).toBe(true);
  for (const d of r.decoys) for (const [path, v] of values(t)) expect(decoyHits(d, v), `decoy ${d} vs ${path}=${v}`).toBe(false);
}

describe('independent set 29: merchant applications of seven ISOs and funders', () => {
  it('has seven layouts and every trade phrase reads as an industry', () => {
    expect(INDEPENDENT29_LAYOUT_NAMES.length).toBe(7);
    for (const t of TRADES) expect(industryOf(t.text), t.text).not.toBeNull();
  });

  for (const layout of INDEPENDENT29_LAYOUT_NAMES) {
    it(`${layout}: deterministic, differs by seed, prints its truth in every style`, async () => {
      const a = await generateIndependent29(layout, 11, { style: 'typed', scan: false });
      const b = await generateIndependent29(layout, 11, { style: 'typed', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      const c = await generateIndependent29(layout, 12, { style: 'typed', scan: false });
      expect(JSON.stringify(c.truth)).not.toBe(JSON.stringify(a.truth));
      for (const [i, style] of STYLES.entries()) {
        for (const seed of [i + 1, i + 4]) {
          const r = await renderIndependent29(layout, seed, { style, scan: false });
          checkTruth(r);
          checkPrinted(r, await pdfRead(r.pdf), style);
        }
      }
    });
  }

  it('varies the deals: owners 1-4, masked SSNs, absent DBAs and scores, states and entities', async () => {
    const seen = { owners: new Set<number>(), masked: 0, noDba: 0, noScore: 0, states: new Set<string>(), entities: new Set<string>() };
    for (const layout of INDEPENDENT29_LAYOUT_NAMES) {
      for (let seed = 20; seed < 32; seed++) {
        const r = await renderIndependent29(layout, seed, { style: 'typed', scan: false });
        checkTruth(r);
        seen.owners.add(r.truth.applicants.length);
        if (r.truth.applicants.some((x) => x.tax_id === null)) seen.masked++;
        if (r.truth.trade_name === null) seen.noDba++;
        if (r.truth.applicants.some((x) => x.credit_score === null)) seen.noScore++;
        seen.states.add(r.truth.state_region!);
        seen.entities.add(r.truth.type_of_entity!);
      }
    }
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(Math.min(seen.masked, seen.noDba, seen.noScore)).toBeGreaterThan(3);
    expect(seen.states.size).toBeGreaterThan(15);
    expect(seen.entities.size).toBeGreaterThan(6);
  });

  it('scans have no text layer and keep the truth', async () => {
    for (const [layout, style] of [[INDEPENDENT29_LAYOUT_NAMES[1]!, 'handwritten'], [INDEPENDENT29_LAYOUT_NAMES[4]!, 'fillable']] as const) {
      const paper = await renderIndependent29(layout, 7, { style: style === 'fillable' ? 'typed' : style, scan: false });
      const scan = await generateIndependent29(layout, 7, { style, scan: true });
      expect(scan.truth).toEqual(paper.truth);
      const read = await pdfRead(scan.pdf);
      expect(read.text.trim()).toBe('');
      expect(read.fields.size).toBe(0);
    }
  }, 30000);
});

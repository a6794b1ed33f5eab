import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent36, INDEPENDENT36_LAYOUT_NAMES, renderIndependent36 } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();
const moneyOf = (s: string): number | null => (/^\$[\d,]+(\.\d\d)?$/.test(s) ? Number(s.replace(/[$,]/g, '')) : null);

function truthStrings(t: TruthApplication): string[] {
  const out = [t.legal_name, t.trade_name, t.business_tax_id];
  for (const a of t.applicants) out.push(`${a.first_name} ${a.last_name}`, a.tax_id);
  return out.filter((x): x is string => !!x).map((x) => x.toLowerCase());
}

async function checkLayout(layout: string): Promise<void> {
  for (const [i, style] of STYLES.entries()) {
    const r = await renderIndependent36(layout, 3 + i, style);
    const t = r.truth;
    expect(t.legal_name).toBeTruthy();
    expect(t.requested_amount).toBeGreaterThan(0);
    expect(t.applicants.length).toBeGreaterThan(0);
    expect(t.state_region).toMatch(/^[A-Z]{2}$/);
    const read = await pdfRead(r.pdf);
    const text = norm(read.text);
    for (const p of r.printed) {
      if (style === 'fillable') expect(read.fields.get(p.name), p.name).toBe(p.text);
      else expect(text, `${style} ${p.name}`).toContain(norm(p.text));
    }
    if (style === 'fillable') expect(text).not.toContain(t.legal_name!);
    const truths = truthStrings(t);
    const amounts = [t.requested_amount, t.requested_payment];
    for (const d of r.printed.filter((p) => p.decoy)) {
      expect(truths, d.name).not.toContain(d.text.toLowerCase());
      const v = moneyOf(d.text);
      if (v !== null) expect(amounts, `${d.name} ${d.text}`).not.toContain(v);
    }
    const m = r.merchant;
    const applicantNames = t.applicants.map((a) => `${a.first_name} ${a.last_name}`);
    expect(applicantNames).not.toContain(`${m.cosigner.first} ${m.cosigner.last}`);
    expect(t.business_tax_id).not.toBe(m.bank.routing.replace(/\D/g, ''));
    const decoys = r.printed.filter((p) => p.decoy).map((p) => p.text);
    for (const d of [m.bank.routing, m.equipment[0]!.vendor, `${m.cosigner.first} ${m.cosigner.last}`, m.accountant.name]) expect(decoys).toContain(d);
  }
}

describe('independent set 36: layouts', () => {
  it('has seven layouts, one of them Canadian', async () => {
    expect(INDEPENDENT36_LAYOUT_NAMES).toHaveLength(7);
    const countries = await Promise.all(INDEPENDENT36_LAYOUT_NAMES.map(async (l) => (await renderIndependent36(l, 1, 'typed')).truth.country));
    expect(countries).toContain('Canada');
    expect(countries).toContain('United States');
  });

  it('is deterministic for (layout, seed, style) and varies with the seed', async () => {
    const l = INDEPENDENT36_LAYOUT_NAMES[1]!;
    const a = await generateIndependent36(l, 7, { style: 'handwritten', scan: false });
    const b = await generateIndependent36(l, 7, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(a.truth).toEqual(b.truth);
    const names = new Set<string>();
    const owners = new Set<number>();
    for (let s = 1; s <= 12; s++) {
      const r = await renderIndependent36(INDEPENDENT36_LAYOUT_NAMES[0]!, s, 'typed');
      names.add(r.truth.legal_name!);
      owners.add(r.truth.applicants.length);
    }
    expect(names.size).toBeGreaterThan(8);
    expect(owners.size).toBeGreaterThan(1);
  });

  for (const layout of INDEPENDENT36_LAYOUT_NAMES) {
    it(`${layout}: every style renders its printed values and keeps decoys out of the truth`, () => checkLayout(layout));
  }
});

describe('independent set 36: truth', () => {
  it('reads the request and owners as applications.md says', async () => {
    for (let s = 1; s <= 10; s++) {
      for (const layout of INDEPENDENT36_LAYOUT_NAMES) {
        const r = await renderIndependent36(layout, s, 'typed');
        const t = r.truth;
        expect(t.requested_amount).toBe(r.merchant.amount);
        const sum = t.applicants.reduce((a, x) => a + (x.ownership ?? 0), 0);
        expect(sum).toBe(100);
        for (const [i, a] of t.applicants.entries()) {
          const o = r.merchant.owners[i]!;
          expect(a.tax_id === null).toBe(o.masked);
          expect(a.first_name).not.toMatch(/\s[A-Z]\.$/);
        }
        if (t.country === 'Canada') expect(t.business_tax_id).toMatch(/^\d{9}RC0001$/);
        for (const a of t.applicants) if (a.tax_id) expect(a.tax_id_type).toBe(t.country === 'Canada' ? 'SIN' : a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
        if (t.type_of_entity === 'sole_proprietorship' && t.business_tax_id_type !== 'EIN' && t.country === 'United States') {
          expect(t.legal_name).toBe(`${t.applicants[0]!.first_name} ${t.applicants[0]!.last_name}`);
        }
        if (t.payment_frequency) expect(t.number_of_payments).toBeGreaterThan(0);
        if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
      }
    }
  });

  it('scans keep the truth (typed, fillable as typed, handwritten)', async () => {
    const l = INDEPENDENT36_LAYOUT_NAMES[1]!;
    const plain = await generateIndependent36(l, 11, { style: 'typed', scan: false });
    const scanned = await generateIndependent36(l, 11, { style: 'typed', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    expect(norm((await pdfRead(scanned.pdf)).text)).not.toContain(plain.truth.legal_name!);
    const hw = await generateIndependent36(INDEPENDENT36_LAYOUT_NAMES[4]!, 12, { style: 'fillable', scan: true });
    const hwPlain = await generateIndependent36(INDEPENDENT36_LAYOUT_NAMES[4]!, 12, { style: 'fillable', scan: false });
    expect(hw.truth).toEqual(hwPlain.truth);
    expect((await pdfRead(hw.pdf)).fields.size).toBe(0);
    const pen = await generateIndependent36(INDEPENDENT36_LAYOUT_NAMES[2]!, 13, { style: 'handwritten', scan: true });
    expect(pen.truth).toEqual((await renderIndependent36(INDEPENDENT36_LAYOUT_NAMES[2]!, 13, 'handwritten')).truth);
  }, 60000);
});

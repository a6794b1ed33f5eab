// Generator 158 checks itself: every placed value and decoy is where it says (page text, or its AcroForm field);
// applications.md's rules applied to the placed text give the truth; decoys never equal a real value; bytes are
// reproducible; the truth is the same in every style and after a scan; seeds vary.
import { describe, expect, it } from 'vitest';
import { rasterise } from '../../statements/scan/scan.ts';
import { drawIndependent158, generateIndependent158, INDEPENDENT158_LAYOUT_NAMES } from './index.ts';
import { CA_ENTITIES, US_ENTITIES } from './entities.ts';
import { luhnOk } from './ids.ts';
import { readPdf, shows } from './pdftext.ts';
import { INDUSTRIES } from './pools.ts';
import { entityOf, industryOf, money, reread } from './reread.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Placed } from './types.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];
const near = (a: number[], b: number[]): boolean => a.every((v, i) => Math.abs(v - b[i]!) < 1);
const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Every value of the truth as a string, plus the owners' full names. */
function realValues(t: TruthApplication): Set<string> {
  const out = new Set<string>();
  const add = (v: unknown): void => { if (v !== null && v !== undefined && squash(String(v))) out.add(squash(String(v))); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) { Object.values(a).forEach(add); add(`${a.first_name} ${a.last_name}`); }
  return out;
}

function checkDecoys(t: TruthApplication, decoys: Placed[]): void {
  const real = realValues(t);
  const moneyReal = [t.requested_amount, t.requested_payment].filter((v) => v !== null);
  const ids = [t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter((v) => v !== null);
  for (const d of decoys) {
    const t = d.text.trim();
    if (/^\$?[\d,]+(\.\d\d)?$/.test(t)) expect(moneyReal, `decoy ${d.key} ${t}`).not.toContain(money(t));
    // Money compares as money ($4,950.00 is not 495000); everything else as text, case and punctuation ignored.
    if (!/^\$[\d,.]+$|^[\d,]+\.\d\d$/.test(t)) expect(real.has(squash(t)), `decoy ${d.key} ${t}`).toBe(false);
    expect(ids).not.toContain(d.text.replace(/\D/g, ''));
  }
}

describe('independent158 interface', () => {
  it('has four layouts and refuses unknown layouts, styles and scanned fillable forms', async () => {
    expect(INDEPENDENT158_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent158('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent158('keystone', 1, { style: 'crayon' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent158('keystone', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('spells every entity and industry so that applications.md reads the intended id', () => {
    for (const e of US_ENTITIES) for (const t of e.texts) expect(entityOf(t, 'US'), t).toBe(e.id);
    for (const e of CA_ENTITIES) for (const t of e.texts) expect(entityOf(t, 'CA'), t).toBe(e.id);
    for (const i of INDUSTRIES) expect(industryOf(i.text), i.text).toBe(i.id);
  });
});

describe.each(INDEPENDENT158_LAYOUT_NAMES)('independent158 %s', (layout) => {
  it.each(STYLES)('%s: every value and decoy is on its page or in its field, and re-reads to the truth', async (style) => {
    for (const seed of SEEDS) {
      const f = await generateIndependent158(layout, seed, { style });
      const pdf = await readPdf(f.pdf);
      expect(pdf.pages).toBe(f.pages);
      expect(Buffer.from(f.pdf).includes('Z003')).toBe(style === 'handwritten');
      for (const p of [...f.placed, ...f.decoys]) {
        const where = `${layout}/${seed}/${style} ${p.key} "${p.text}"`;
        expect(p.page, where).toBeLessThanOrEqual(f.pages);
        const items = pdf.items[p.page - 1]!;
        if (style === 'fillable') {
          const w = pdf.widgets.find((x) => x.name === p.acroform_field);
          expect(w, where).toBeDefined();
          expect(w!.page, where).toBe(p.page);
          if (w!.checkbox) {
            expect(w!.value, where).toBe(p.acroform_value ?? 'Yes');
            expect(w!.exportValue, where).toBe(p.acroform_value ?? 'Yes');
            expect(near(w!.rect, p.square!), where).toBe(true);
            expect(shows(items, p.box, p.text), where).toBe(true);
          } else {
            expect(w!.value, where).toBe(p.text);
            expect(near(w!.rect, p.box), where).toBe(true);
            expect(items.some((i) => i.str.trim() === p.text.trim()), `${where} leaks into the page text`).toBe(false);
          }
        } else {
          expect(shows(items, p.box, p.text), where).toBe(true);
          if (p.mark === 'letter') expect(shows(items, p.square!, 'X'), where).toBe(true);
          if (style === 'handwritten' && p.square) expect(shows(items, p.square, 'X'), `${where}: a drawn mark has no text`).toBe(false);
        }
      }
      if (style === 'fillable') {
        const checked = pdf.widgets.filter((w) => w.checkbox && w.value !== 'Off');
        expect(checked.length).toBe(f.placed.filter((p) => p.via === 'acroform' && p.square).length + (f.placed.some((p) => p.key === 'entity_type' && p.label === 'Other') ? 1 : 0));
      }
      expect(reread(f.placed), `${layout}/${seed}/${style}`).toEqual(f.truth);
      for (const p of f.placed) {
        for (const [path, v] of Object.entries(p.fields)) {
          const a = /applicants\[(\d+)\]\.(\w+)$/.exec(path);
          const got = a ? (f.truth.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] : (f.truth as unknown as Record<string, unknown>)[path.slice(12)];
          expect(got, `${path} of ${p.key}`).toEqual(v);
        }
      }
      checkDecoys(f.truth, f.decoys);
    }
  });

  it('is reproducible and has the same truth in every style', async () => {
    for (const seed of [7, 8]) {
      const a = await generateIndependent158(layout, seed, { style: 'typed' });
      const forms = await Promise.all(STYLES.map((style) => generateIndependent158(layout, seed, { style })));
      const again = await Promise.all(STYLES.map((style) => generateIndependent158(layout, seed, { style })));
      forms.forEach((f, i) => {
        expect(Buffer.from(f.pdf).equals(Buffer.from(again[i]!.pdf))).toBe(true);
        expect(f.truth).toEqual(a.truth);
        expect(f.placed.map((p) => [p.key, p.text, p.page])).toEqual(a.placed.map((p) => [p.key, p.text, p.page]));
        expect(f.decoys.map((p) => p.text)).toEqual(a.decoys.map((p) => p.text));
        expect([f.country, f.pages, f.broker]).toEqual([a.country, a.pages, a.broker]);
      });
    }
  });

  it('varies with the seed and keeps to the reference rules', async () => {
    const forms = await Promise.all(Array.from({ length: 40 }, (_, i) => generateIndependent158(layout, 100 + i, { style: 'typed' })));
    const t = forms.map((f) => f.truth);
    expect(new Set(t.map((x) => x.legal_name)).size).toBeGreaterThan(30);
    expect(new Set(t.map((x) => x.type_of_entity)).size).toBeGreaterThan(3);
    expect(new Set(t.map((x) => x.applicants.length)).size).toBeGreaterThan(1);
    expect(t.some((x) => x.trade_name === null) && t.some((x) => x.trade_name !== null)).toBe(true);
    expect(t.some((x) => x.applicants.some((a) => a.tax_id === null))).toBe(true);
    const ca = forms.filter((f) => f.country === 'CA').length;
    if (layout === 'maplemain') expect(ca).toBeGreaterThanOrEqual(4); else expect(ca).toBe(0);
    for (const x of t) {
      expect(x.applicants.length).toBeGreaterThanOrEqual(1);
      expect(x.applicants.length).toBeLessThanOrEqual(4);
      expect(x.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
      for (const a of x.applicants) {
        if (a.credit_score !== null) expect(a.credit_score >= 300 && a.credit_score <= 850).toBe(true);
        if (a.tax_id_type === 'SIN') expect(luhnOk(a.tax_id!)).toBe(true);
        if (a.tax_id_type === 'SSN') expect(/^(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}$/.test(a.tax_id!)).toBe(true);
      }
      if (x.business_tax_id_type === 'BN') expect(luhnOk(x.business_tax_id!.slice(0, 9))).toBe(true);
      if (x.business_tax_id_type === 'EIN') expect(/^(00|07|08|09|17|18|19|28|29|49|69|70|78|79|89|96|97)/.test(x.business_tax_id!)).toBe(false);
      if (x.business_start_date) expect(x.business_start_date <= new Date().toISOString().slice(0, 10)).toBe(true);
    }
  });
});

describe('independent158 marks and scans', () => {
  it('draws handwritten checkbox marks as ink with no text', async () => {
    for (const [layout, seed] of [['brightline', 3], ['harborview', 4], ['harborview', 9]] as const) {
      const { pen, pdf } = await drawIndependent158(layout, seed, 'handwritten');
      const dpi = 100, pages = await rasterise(pdf, dpi);
      const ink = (page: number, [x0, y0, x1, y1]: [number, number, number, number]): number => {
        const g = pages[page - 1]!;
        let n = 0;
        for (let py = Math.floor((792 - y1 - 4) * dpi / 72); py < (792 - y0 + 4) * dpi / 72; py++) {
          for (let px = Math.floor((x0 - 4) * dpi / 72); px < (x1 + 4) * dpi / 72; px++) if (g.data[py * g.width + px]! < 110) n++;
        }
        return n;
      };
      const on = pen.squares.filter((s) => s.checked).map((s) => ink(s.page, s.box));
      const off = pen.squares.filter((s) => !s.checked).map((s) => ink(s.page, s.box));
      expect(on.length).toBeGreaterThan(0);
      expect(Math.min(...on)).toBeGreaterThan(Math.max(...off) * 1.3);
    }
  });

  it('keeps the truth through a scan, with no text left on the pages', async () => {
    for (const [layout, seed, style] of [['maplemain', 11, 'typed'], ['brightline', 5, 'handwritten']] as const) {
      const plain = await generateIndependent158(layout, seed, { style });
      const scanned = await generateIndependent158(layout, seed, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.placed).toEqual(plain.placed);
      const pdf = await readPdf(scanned.pdf);
      expect(pdf.pages).toBe(plain.pages);
      expect(pdf.items.flat()).toHaveLength(0);
      expect(Buffer.from(scanned.pdf).equals(Buffer.from((await generateIndependent158(layout, seed, { style, scan: true })).pdf))).toBe(true);
    }
  }, 120_000);
});

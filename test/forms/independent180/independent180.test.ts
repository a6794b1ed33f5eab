// Checks of this set's own generator (not of any reader): values are where `placed` says, every truth value follows
// from its printed text by applications.md's rules, decoys stay out of the truth, bytes repeat per seed, the three
// styles share one truth, seeds vary, scans work.
import { describe, expect, it } from 'vitest';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent180, INDEPENDENT180_LAYOUT_NAMES, type Placed } from './index.ts';
import { entityOf, industryOf, isoOf, moneyOf, readPdf, REGIONS, squash, taxTypeOf, textIn } from './read-back.ts';
import { TRADES } from './data.ts';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

/** Every string and number the truth holds (for the decoy check). */
function truthValues(t: TruthApplication): Set<string> {
  const out = new Set<string>();
  const add = (v: unknown): void => { if (v !== null && v !== undefined) out.add(squash(String(v)).toLowerCase()); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) for (const v of Object.values(a)) add(v);
  return out;
}

/** One placed value against applications.md: what its printed text gives must be what it claims to give. */
function checkRule(p: Placed, country: 'US' | 'CA'): void {
  for (const [path, v] of Object.entries(p.fields)) {
    const f = path.replace(/^application\./, '').replace(/^applicants\[\d+\]\./, '');
    const at = `${p.key} "${p.text}" -> ${path}`;
    switch (f) {
      case 'legal_name': case 'trade_name': case 'role': expect(p.text, at).toBe(v); break;
      case 'type_of_entity': expect(entityOf(p.text, country), at).toBe(v); break;
      case 'industry': expect(industryOf(p.text), at).toBe(v); break;
      case 'business_start_date': case 'date_of_birth': expect(isoOf(p.text), at).toBe(v); break;
      case 'requested_amount': case 'requested_payment': expect(moneyOf(p.text), at).toBe(v); break;
      case 'number_of_payments': case 'credit_score': expect(Number(p.text), at).toBe(v); break;
      case 'ownership': expect(Number(p.text.replace('%', '')), at).toBe(v); break;
      case 'payment_frequency': expect(p.text.toLowerCase().replace('-', ''), at).toBe(v); break;
      case 'business_tax_id': case 'tax_id': expect(p.text.replace(/[^0-9A-Z]/g, ''), at).toBe(v); break;
      case 'business_tax_id_type': case 'tax_id_type': {
        const byFormat = taxTypeOf(p.text);
        if (byFormat) expect(byFormat, at).toBe(v);
        else expect(p.text, at).toMatch(/^\d{9}$/);
        break;
      }
      case 'business_tax_id_country': case 'tax_id_country': expect(v, at).toBe(['BN', 'SIN'].includes(String(p.fields[path.replace(/country$/, 'type')])) ? 'CA' : 'US'); break;
      case 'state_region': expect(REGIONS.some((r) => r.code === v && r.country === country && p.text.includes(String(v))), at).toBe(true); break;
      case 'country': expect(v, at).toBe(country === 'CA' ? 'Canada' : 'United States'); break;
      case 'first_name': expect(p.text, at).toContain(String(v)); break;
      case 'last_name': expect(p.text, at).toContain(String(v)); break;
      default: throw new Error(`unchecked field ${path}`);
    }
  }
}

describe('independent180 generator', () => {
  it('pairs every business description with the industry the shared reference gives it', () => {
    for (const t of TRADES) expect(industryOf(t.text), t.text).toBe(t.industry);
  });

  it('derives every truth value from its printed text, and keeps decoys out of the truth', async () => {
    for (const layout of INDEPENDENT180_LAYOUT_NAMES) {
      for (const seed of [...SEEDS, 11, 12, 13, 14, 15, 16]) {
        const f = await generateIndependent180(layout, seed, { style: 'typed' });
        for (const p of f.placed) checkRule(p, f.country);
        const values = truthValues(f.truth);
        for (const d of f.decoys) {
          expect(Object.keys(d.fields)).toHaveLength(0);
          expect(values.has(squash(d.text).toLowerCase()), `${layout}/${seed} decoy ${d.key} "${d.text}"`).toBe(false);
          if (/\$|\.\d\d$/.test(d.text)) expect([f.truth.requested_amount, f.truth.requested_payment]).not.toContain(moneyOf(d.text));
        }
        const t = f.truth;
        expect(t.legal_name && t.state_region && t.country && t.requested_amount && t.industry, `${layout}/${seed}`).toBeTruthy();
        expect(t.applicants.length).toBeGreaterThan(0);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) expect(a.first_name && a.last_name).toBeTruthy();
        if (t.business_start_date) expect(t.business_start_date < '2026-01-01').toBe(true);
      }
    }
  });

  it('prints typed and handwritten values as page text inside their boxes', async () => {
    for (const layout of INDEPENDENT180_LAYOUT_NAMES) {
      for (const style of ['typed', 'handwritten'] as const) {
        for (const seed of [1, 6]) {
          const f = await generateIndependent180(layout, seed, { style });
          const pages = await readPdf(f.pdf);
          expect(pages).toHaveLength(f.pages);
          for (const p of [...f.placed, ...f.decoys]) {
            expect(textIn(pages[p.page - 1]!.text, p.box), `${layout}/${style}/${seed} ${p.key}`).toContain(squash(p.text));
          }
          expect(pages.every((pg) => pg.widgets.length === 0)).toBe(true);
        }
      }
    }
  });

  it('keeps fillable values only in AcroForm fields with appearances, never in the page text', async () => {
    for (const layout of INDEPENDENT180_LAYOUT_NAMES) {
      for (const seed of [1, 6]) {
        const f = await generateIndependent180(layout, seed, { style: 'fillable' });
        const pages = await readPdf(f.pdf);
        const raw = Buffer.from(f.pdf).toString('latin1');
        expect(raw).toContain('/AP');
        expect(raw).toContain('/NeedAppearances false');
        for (const p of [...f.placed, ...f.decoys]) {
          const at = `${layout}/${seed} ${p.key}`;
          if (p.via === 'text') continue; // the broker's own printed address (static form text)
          const w = pages[p.page - 1]!.widgets.find((x) => x.name === p.acroform_field);
          expect(w, at).toBeDefined();
          if (p.via === 'acroform') {
            expect(w!.value, at).toBe(p.text);
            w!.rect.forEach((v, i) => expect(Math.abs(v - p.box[i]!), at).toBeLessThan(1));
            const pageText = pages[p.page - 1]!.text.map((t) => t.str).join(' ');
            const distinctive = ['legal_name', 'business_tax_id', 'requested_amount', 'first_name'].some((k) => Object.keys(p.fields).some((x) => x.endsWith(k)));
            if (distinctive) expect(pageText.includes(p.text), at).toBe(false);
          } else {
            expect(p.via).toBe('acroform_checkbox');
            expect(w!.checkBox, at).toBe(true);
            expect(w!.value, at).toBe(p.acroform_value ?? 'Yes');
            expect(textIn(pages[p.page - 1]!.text, p.box), at).toContain(squash(p.text));
          }
        }
      }
    }
  });

  it('gives one truth for a seed in all three styles, and the same bytes every time', async () => {
    for (const layout of INDEPENDENT180_LAYOUT_NAMES) {
      for (const seed of [2, 9]) {
        const forms = await Promise.all(STYLES.map((style) => generateIndependent180(layout, seed, { style })));
        expect(forms[1]!.truth).toEqual(forms[0]!.truth);
        expect(forms[2]!.truth).toEqual(forms[0]!.truth);
        expect(forms.map((f) => f.placed.map((p) => p.key))).toEqual(STYLES.map(() => forms[0]!.placed.map((p) => p.key)));
        for (const [i, style] of STYLES.entries()) {
          const again = await generateIndependent180(layout, seed, { style });
          expect(Buffer.from(again.pdf).equals(Buffer.from(forms[i]!.pdf)), `${layout}/${seed}/${style}`).toBe(true);
        }
      }
    }
  });

  it('varies the merchant and the optional fields with the seed', async () => {
    for (const layout of INDEPENDENT180_LAYOUT_NAMES) {
      const truths = await Promise.all(Array.from({ length: 24 }, (_, i) => generateIndependent180(layout, 100 + i, { style: 'typed' }).then((f) => f.truth)));
      const distinct = (f: (t: TruthApplication) => unknown): number => new Set(truths.map((t) => JSON.stringify(f(t)))).size;
      expect(distinct((t) => t.legal_name), layout).toBeGreaterThan(20);
      expect(distinct((t) => t.type_of_entity), layout).toBeGreaterThan(2);
      expect(distinct((t) => t.state_region), layout).toBeGreaterThan(8);
      expect(distinct((t) => t.trade_name === null), layout).toBe(2);
      expect(distinct((t) => t.applicants.length), layout).toBeGreaterThan(1);
      expect(distinct((t) => t.applicants[0]!.tax_id === null), layout).toBe(2);
      expect(distinct((t) => t.applicants[0]!.credit_score === null), layout).toBe(2);
    }
    const ng = await Promise.all(Array.from({ length: 16 }, (_, i) => generateIndependent180('northgate', i, { style: 'typed' })));
    expect(new Set(ng.map((f) => f.country)).size).toBe(2);
    expect(new Set(ng.map((f) => f.truth.payment_frequency === null)).size).toBe(2);
  });

  it('scans typed and handwritten forms, and refuses what it cannot make', async () => {
    for (const [layout, style] of [['harborline', 'typed'], ['pinecrest', 'handwritten']] as const) {
      const plain = await generateIndependent180(layout, 3, { style });
      const scan = await generateIndependent180(layout, 3, { style, scan: true });
      expect(scan.truth).toEqual(plain.truth);
      expect(Buffer.from(scan.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      const pages = await readPdf(scan.pdf);
      expect(pages).toHaveLength(plain.pages);
      expect(pages.every((p) => p.text.length === 0 && p.widgets.length === 0)).toBe(true);
    }
    await expect(generateIndependent180('keystone', 1, { style: 'fillable', scan: true })).rejects.toThrow();
    await expect(generateIndependent180('nowhere', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent180('keystone', 1, { style: 'crayon' as 'typed' })).rejects.toThrow();
  });
});

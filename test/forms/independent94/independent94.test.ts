// Set 94: every layout x style generates, is deterministic, keeps one truth across styles, and the truth agrees with
// what the PDF shows: each visible value is in the page text at its place (typed, handwritten) or in its AcroForm
// field (fillable), each field follows applications.md's rules from the printed text, and the template text a
// viewer hides (white, invisible, clipped, covered) leaves no ink on the rendered page.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { rasterise } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent94, INDEPENDENT94_LAYOUT_NAMES, type Independent94Form } from './index.ts';
import { dateOf, entityOf, industryOf, moneyOf, regionOf, shownAt, taxOf } from './reading.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3];

/** Each field a mark gives, checked against the rule that reads it from the mark's printed text. */
function checkRules(f: Independent94Form): void {
  for (const m of f.marks) {
    for (const [path, v] of Object.entries(m.fields)) {
      const key = path.replace(/^applicants\[\d+\]\./, '');
      const where = `${f.layout}: ${path} from "${m.text}"`;
      switch (key) {
        case 'industry': expect(industryOf(m.text), where).toBe(v); break;
        case 'type_of_entity': expect(entityOf(m.text, f.country), where).toBe(v); break;
        case 'business_tax_id': case 'tax_id': {
          const t = taxOf(m.text) ?? (/^\d{9}$/.test(m.text) ? { id: m.text, type: 'EIN' } : null);
          expect(t?.id, where).toBe(v);
          expect(m.fields[path.replace(/tax_id$/, 'tax_id_type')], where).toBe(t?.type);
          break;
        }
        case 'state_region': expect(regionOf(m.text) ?? /, ([A-Z]{2}) /.exec(m.text)?.[1], where).toBe(v); break;
        case 'requested_amount': expect(moneyOf(m.text), where).toBe(v); break;
        case 'requested_payment': expect(moneyOf(m.text) ?? moneyOf(/of (.*)$/.exec(m.text)?.[1] ?? ''), where).toBe(v); break;
        case 'business_start_date': case 'date_of_birth': expect(dateOf(m.text), where).toBe(v); break;
        case 'ownership': expect(Number(m.text.replace('%', '')), where).toBe(v); break;
        case 'credit_score': case 'number_of_payments': expect(Number(m.text.split(' ')[0]), where).toBe(v); break;
        case 'first_name': case 'last_name': expect(m.text, where).toContain(String(v)); break;
        case 'legal_name': case 'trade_name': case 'role': expect(m.text, where).toBe(v); break;
        case 'payment_frequency': expect(m.text.toLowerCase().replace('-', ''), where).toContain(String(v)); break;
        case 'business_tax_id_type': case 'business_tax_id_country': case 'tax_id_type': case 'tax_id_country': break;
        default: throw new Error(`unexpected field ${path}`);
      }
    }
  }
}

function checkTruthShape(t: TruthApplication, f: Independent94Form): void {
  expect(t.legal_name).toBeTruthy();
  expect(t.country).toBe(f.country === 'US' ? 'United States' : 'Canada');
  expect(t.state_region).toBeTruthy();
  expect(t.applicants.length).toBeGreaterThan(0);
  for (const a of t.applicants) { expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy(); }
  expect(t.trade_name === null || t.trade_name !== t.legal_name).toBe(true);
  // A decoy (a value with no field) never carries a truth value's digits.
  const decoys = f.marks.filter((m) => !Object.keys(m.fields).length).map((m) => m.text.replace(/\D/g, ''));
  if (t.business_tax_id) expect(decoys).not.toContain(t.business_tax_id);
}

describe('independent94 layouts', () => {
  it('has seven layouts', () => expect(INDEPENDENT94_LAYOUT_NAMES.length).toBe(7));

  for (const layout of INDEPENDENT94_LAYOUT_NAMES) {
    it(`${layout}: every style generates, one truth, shown where it is printed`, async () => {
      for (const seed of SEEDS) {
        let first: TruthApplication | null = null;
        for (const style of STYLES) {
          if (style === 'handwritten' && seed === 3) continue;
          const f = await generateIndependent94(layout, seed, { style, scan: false });
          if (first) expect(f.truth, `${layout} ${seed} ${style}`).toEqual(first); else first = f.truth;
          checkTruthShape(f.truth, f);
          checkRules(f);
          const read = await pdfRead(f.pdf);
          for (const m of f.marks) {
            const where = `${layout} ${seed} ${style}: "${m.text}"`;
            if (style === 'fillable') { expect(read.fields.get(m.acro!), where).toBe(m.check ? 'Yes' : m.text); continue; }
            const xs = read.items.filter((i) => i.page === m.page + 1 && i.str.trim() === 'X' && i.x >= m.box[0] - 1 && i.x <= m.box[2]
              && i.y >= m.box[1] - 1 && i.y <= m.box[3] && !f.hidden.some((h) => h.text === 'X' && Math.abs(h.origin[0] - i.x) < 1));
            if (m.check) expect(xs.length, where).toBe(style === 'typed' ? 1 : 0);
            else expect(shownAt(read.items, m.page + 1, m.box, m.text, f.hidden), where).toBe(true);
          }
          if (style === 'fillable') expect(read.text).not.toContain(f.truth.legal_name!);
          for (const h of f.hidden) expect(read.pages[h.page]!.replace(/\s/g, ''), `${layout} hidden ${h.text}`).toContain(h.text.replace(/\s/g, ''));
        }
      }
    });

    it(`${layout}: deterministic`, async () => {
      for (const style of STYLES) {
        const a = await generateIndependent94(layout, 7, { style, scan: false });
        const b = await generateIndependent94(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), style).toBe(true);
      }
    });

    it(`${layout}: hidden template text leaves no ink`, async () => {
      const overlaps = (a: number[], b: number[]) => a[0]! < b[2]! && b[0]! < a[2]! && a[1]! < b[3]! && b[1]! < a[3]!;
      let checked = 0;
      for (const seed of [4, 5, 6]) {
      const f = await generateIndependent94(layout, seed, { style: 'typed', scan: false });
      const pages = await rasterise(f.pdf, 72);
      for (const h of f.hidden) {
        if (f.inks.some((k) => k.page === h.page && overlaps(k.box, h.box))) continue;
        const g = pages[h.page]!, size = (h.box[3] - h.origin[1]) / 0.85;
        let min = 255;
        for (let x = Math.ceil(h.box[0] + 1.5); x < h.box[2] - 1.5; x++) {
          for (let y = Math.ceil(h.origin[1] + 1.5); y < h.origin[1] + size * 0.65; y++) min = Math.min(min, g.data[(g.height - y) * g.width + x]!);
        }
        expect(min, `${layout}: ${h.how} "${h.text}"`).toBeGreaterThan(200);
        checked++;
      }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('scans keep the truth and leave no text layer', async () => {
    for (const [layout, style] of [['glasswing', 'fillable'], ['dovetail', 'handwritten']] as const) {
      const plain = await generateIndependent94(layout, 5, { style, scan: false });
      const scanned = await generateIndependent94(layout, 5, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      const read = await pdfRead(scanned.pdf);
      expect(read.text.trim()).toBe('');
      expect(read.fields.size).toBe(0);
    }
  });
});

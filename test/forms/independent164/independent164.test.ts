// Set 164's generator checked against applications.md: every placed value is where it says (page text or AcroForm
// field), the rules re-read the printed text into exactly the truth, decoys never equal a real value, and output is
// reproducible across runs, identical in truth across styles and scans, and varied across seeds.
import { describe, expect, it } from 'vitest';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent164, INDEPENDENT164_LAYOUT_NAMES, type Placed } from './index.ts';
import { viewPdf, squash, type PdfView } from './pdf-text.ts';
import { readDate, readEntity, readFrequency, readIndustry, readMoney, readName, readNumber, readRegion, readTaxId, readTradeName } from './reader.ts';

type Form = Awaited<ReturnType<typeof generateIndependent164>>;
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const cache = new Map<string, Promise<Form>>();
const gen = (layout: string, seed: number, style: (typeof STYLES)[number] = 'typed'): Promise<Form> => {
  const k = `${layout}:${seed}:${style}`;
  if (!cache.has(k)) cache.set(k, generateIndependent164(layout, seed, { style }));
  return cache.get(k)!;
};
/** I164_SEEDS=400 widens the corpus for a one-off deeper run; the variety test always looks at the first 40. */
const CORPUS_SEEDS = Array.from({ length: Math.max(40, Number(process.env.I164_SEEDS ?? 40)) }, (_, i) => i + 1);
const PLACED_SEEDS = Math.max(3, Number(process.env.I164_PLACED_SEEDS ?? 3));
const CORPUS_TIMEOUT = CORPUS_SEEDS.length > 40 ? 900_000 : 30_000;
const low = (s: string): string => squash(s).toLowerCase();

function inside(p: Placed, x: number, y: number, m = 6): boolean {
  const [x0, y0, x1, y1] = p.box;
  return x >= x0 - m && x <= x1 + m && y >= y0 - m && y <= y1 + m;
}

function checkShown(v: PdfView, p: Placed, style: string): void {
  const where = `${p.key} "${p.text}" p${p.page}`;
  if (style === 'fillable') {
    const w = v.widgets[p.page - 1]!.find((x) => x.name === p.acroform_field);
    expect(w, where).toBeDefined();
    expect(w!.hasAppearance, where).toBe(true);
    if (p.via === 'acroform' && w!.checkBox) {
      expect(w!.value, where).toBe(p.acroform_value ?? 'Yes');
      expect(w!.exportValue, where).toBe(p.acroform_value ?? 'Yes');
    } else {
      expect(w!.value, where).toBe(p.text);
      expect(v.text[p.page - 1]!.some((t) => squash(t.str) === squash(p.text)), `${where} also in the page text`).toBe(false);
    }
    return;
  }
  const items = v.text[p.page - 1]!;
  const near = items.filter((t) => inside(p, t.x, t.y)).sort((a, b) => a.x - b.x);
  expect(squash(near.map((t) => t.str).join('')).includes(squash(p.text)), where).toBe(true);
  if (p.via === 'checkbox') expect(items.some((t) => t.str.trim() === 'X' && inside(p, t.x, t.y, 2)), where).toBe(true);
}

/** applications.md's rules over the placed texts, paths as the placed values name them. */
function reread(form: Form): TruthApplication {
  const app: Record<string, unknown> = { applicants: [] };
  const legal = form.placed.find((p) => 'application.legal_name' in p.fields)?.text ?? null;
  for (const p of form.placed) {
    const keys = Object.keys(p.fields);
    for (const path of keys) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      const field = a ? a[2]! : path.slice('application.'.length);
      let v: unknown;
      const tax = (): ReturnType<typeof readTaxId> => readTaxId(p.text, p.label);
      switch (field) {
        case 'legal_name': case 'role': v = p.text; break;
        case 'trade_name': v = readTradeName(p.text, legal); break;
        case 'type_of_entity': v = readEntity(p.text, form.country); break;
        case 'industry': v = readIndustry(p.text); break;
        case 'business_tax_id': case 'tax_id': v = tax().digits; break;
        case 'business_tax_id_type': case 'tax_id_type': v = tax().type; break;
        case 'business_tax_id_country': case 'tax_id_country': v = tax().country; break;
        case 'state_region': v = readRegion(p.text, form.country); break;
        case 'country': readRegion(p.text, form.country); v = form.country === 'US' ? 'United States' : 'Canada'; break;
        case 'requested_amount': case 'requested_payment': v = readMoney(p.text); break;
        case 'number_of_payments': case 'ownership': case 'credit_score': v = readNumber(p.text); break;
        case 'payment_frequency': v = readFrequency(p.text); break;
        case 'business_start_date': case 'date_of_birth': v = readDate(p.text); break;
        case 'first_name': case 'last_name': {
          const part = keys.includes(`application.applicants[${a![1]}].first_name`) && keys.includes(`application.applicants[${a![1]}].last_name`) ? 'full'
            : field === 'first_name' ? 'first' : 'last';
          v = readName(p.text, part)[field === 'first_name' ? 'first' : 'last'];
          break;
        }
        default: throw new Error(`unexpected path ${path}`);
      }
      expect(v, `${p.key} "${p.text}" -> ${path}`).toEqual(p.fields[path]);
      if (a) {
        const list = app.applicants as Record<string, unknown>[];
        while (list.length <= Number(a[1])) list.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
          tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        list[Number(a[1])]![field] = v;
      } else app[field] = v;
    }
  }
  const empty = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null, number_of_payments: null,
    payment_frequency: null, business_start_date: null };
  return { ...empty, ...app } as TruthApplication;
}

describe('independent164 generator', () => {
  it('rejects an unknown layout or style and a scan of a fillable form', async () => {
    await expect(generateIndependent164('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent164(INDEPENDENT164_LAYOUT_NAMES[0]!, 1, { style: 'inked' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent164(INDEPENDENT164_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
    expect(INDEPENDENT164_LAYOUT_NAMES).toHaveLength(4);
  }, CORPUS_TIMEOUT);

  for (const layout of INDEPENDENT164_LAYOUT_NAMES) {
    it(`${layout}: every placed value and decoy is on its page or in its field, in all three styles`, async () => {
      for (let seed = 1; seed <= PLACED_SEEDS; seed++) {
        const truths: TruthApplication[] = [];
        for (const style of STYLES) {
          const form = await gen(layout, seed, style);
          const v = await viewPdf(form.pdf);
          expect(v.pages).toBe(form.pages);
          for (const p of [...form.placed, ...form.decoys]) checkShown(v, p, style);
          if (style === 'fillable') {
            expect(v.widgets.flat().filter((w) => w.checkBox && w.value !== 'Off').length).toBe(form.placed.filter((p) => p.acroform_value !== undefined || (p.via === 'acroform' && p.key === p.label)).length);
          }
          truths.push(form.truth);
        }
        expect(truths[1]).toEqual(truths[0]);
        expect(truths[2]).toEqual(truths[0]);
      }
    }, PLACED_SEEDS > 3 ? 900_000 : 30_000);
  }

  it('re-reading the placed text by applications.md gives the truth, and the truth is plausible', async () => {
    for (const layout of INDEPENDENT164_LAYOUT_NAMES) {
      for (const seed of CORPUS_SEEDS) {
        const form = await gen(layout, seed);
        expect(reread(form), `${layout} ${seed}`).toEqual(form.truth);
        const t = form.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.applicants.length).toBeGreaterThanOrEqual(1);
        expect(t.applicants.length).toBeLessThanOrEqual(4);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          if (a.credit_score !== null) expect(a.credit_score >= 300 && a.credit_score <= 850).toBe(true);
        }
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        if (t.business_start_date) expect(t.business_start_date < '2025-01-01').toBe(true);
        expect(t.country).toBe(form.country === 'US' ? 'United States' : 'Canada');
      }
    }
  }, CORPUS_TIMEOUT);

  it('decoys never equal a real value', async () => {
    for (const layout of INDEPENDENT164_LAYOUT_NAMES) {
      for (const seed of CORPUS_SEEDS) {
        const form = await gen(layout, seed);
        const realTexts = new Set(form.placed.filter((p) => Object.values(p.fields).some((x) => x !== null)).map((p) => low(p.text)));
        const t = form.truth;
        const values = [t.legal_name, t.trade_name, t.business_tax_id, t.state_region, t.requested_amount, t.requested_payment, t.business_start_date,
          ...t.applicants.flatMap((a) => [a.tax_id, a.date_of_birth, `${a.first_name}${a.last_name}`])].filter((x) => x !== null).map((x) => low(String(x)));
        const moneys = [t.requested_amount, t.requested_payment].filter((x) => x !== null);
        for (const d of form.decoys) {
          const where = `${layout} ${seed} ${d.key} "${d.text}"`;
          expect(realTexts.has(low(d.text)), where).toBe(false);
          expect(values.includes(low(d.text)), where).toBe(false);
          expect(values.includes(d.text.replace(/\D/g, '')) && d.text.replace(/\D/g, '').length >= 9, where).toBe(false);
          if (/^(CAD\s*)?\$?\s*[\d,]+(\.\d\d)?(\s*CAD)?$/.test(d.text.trim())) expect(moneys.includes(readMoney(d.text)), where).toBe(false);
        }
      }
    }
  });

  it('is reproducible to the byte for a seed, in every style', async () => {
    for (const style of STYLES) {
      const layout = INDEPENDENT164_LAYOUT_NAMES[STYLES.indexOf(style) + 1]!;
      const a = await generateIndependent164(layout, 77, { style });
      const b = await generateIndependent164(layout, 77, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(b.truth).toEqual(a.truth);
    }
  });

  it('scans keep the truth and leave no text layer', async () => {
    for (const [layout, style] of [[INDEPENDENT164_LAYOUT_NAMES[3]!, 'typed'], [INDEPENDENT164_LAYOUT_NAMES[1]!, 'handwritten']] as const) {
      const plain = await gen(layout, 5, style);
      const scanned = await generateIndependent164(layout, 5, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.placed).toEqual(plain.placed);
      const v = await viewPdf(scanned.pdf);
      expect(v.pages).toBe(plain.pages);
      expect(v.text.flat().some((t) => low(t.str).includes(low(plain.truth.legal_name!)))).toBe(false);
    }
  }, 60_000);

  it('varies across seeds: names, owners, countries, entity types and the hard cases', async () => {
    const forms = await Promise.all(INDEPENDENT164_LAYOUT_NAMES.flatMap((l) => CORPUS_SEEDS.slice(0, 40).map(async (s) => ({ l, f: await gen(l, s) }))));
    for (const layout of INDEPENDENT164_LAYOUT_NAMES) {
      const mine = forms.filter((x) => x.l === layout).map((x) => x.f);
      expect(new Set(mine.map((f) => f.truth.legal_name)).size).toBeGreaterThan(30);
      expect(new Set(mine.map((f) => f.truth.type_of_entity)).size).toBeGreaterThan(3);
      expect(new Set(mine.map((f) => f.truth.applicants.length)).size).toBeGreaterThan(2);
      const ca = mine.filter((f) => f.country === 'CA').length;
      if (layout.startsWith('bluestem')) expect(ca > 2 && ca < 16).toBe(true);
      else expect(ca).toBe(0);
    }
    const all = forms.map((x) => x.f);
    const some = (pred: (f: Form) => boolean): number => all.filter(pred).length;
    expect(some((f) => f.truth.trade_name === null && f.placed.some((p) => 'application.trade_name' in p.fields))).toBeGreaterThan(3);
    expect(some((f) => f.truth.business_tax_id === null)).toBeGreaterThan(3);
    expect(some((f) => f.truth.business_tax_id_type === 'SSN' || f.truth.business_tax_id_type === 'ITIN')).toBeGreaterThan(0);
    expect(some((f) => f.truth.business_tax_id_type === 'BN' && /[A-Z]/.test(f.truth.business_tax_id ?? ''))).toBeGreaterThan(0);
    expect(some((f) => f.truth.applicants.some((a) => a.tax_id === null))).toBeGreaterThan(3);
    expect(some((f) => f.truth.applicants.some((a) => a.tax_id_type === 'SIN'))).toBeGreaterThan(0);
    expect(some((f) => f.truth.applicants.some((a) => / |'|-/.test(a.last_name ?? '')))).toBeGreaterThan(10);
    expect(some((f) => f.truth.payment_frequency !== null && f.truth.requested_payment !== null)).toBeGreaterThan(3);
    expect(some((f) => f.truth.business_start_date === null)).toBeGreaterThan(0);
    expect(some((f) => f.truth.applicants.some((a) => a.credit_score !== null))).toBeGreaterThan(5);
  });
});

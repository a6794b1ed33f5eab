// Set 208 checked against itself: every placed value is on its page (or in its AcroForm field), the truth follows
// applications.md against the reference data, the three styles share one truth, and output is deterministic.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent208, INDEPENDENT208_LAYOUT_NAMES, type Placed } from './index.ts';
import { BUSINESS_TEXTS } from './deal.ts';
import { ENTITY_TYPES, INDUSTRIES, STATES, entityId, industryId, money, parseDate, stateCode, tradeName } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];

interface Item { str: string; x: number; y: number; w: number }
interface PageData { items: Item[]; fields: Map<string, string> }

async function read(pdf: Uint8Array): Promise<PageData[]> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const out: PageData[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    const items = (tc.items as any[]).filter((i) => 'str' in i).map((i) => ({ str: String(i.str), x: i.transform[4] as number, y: i.transform[5] as number, w: Number(i.width) }));
    const fields = new Map<string, string>();
    for (const a of await page.getAnnotations()) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
    out.push({ items, fields });
  }
  await (doc as any).cleanup?.();
  return out;
}

/** An item that starts in the cell's row and overlaps the cell (merged pieces may start in the cell before it). */
const inRow = (i: Item, b: number[]): boolean => i.y >= b[1]! - 3 && i.y <= b[3]! - 1 && i.x <= b[2]! - 1 && i.x + i.w >= b[0]! + 2;
const inBox = (i: Item, b: number[]): boolean => i.x >= b[0]! - 3 && i.x <= b[2]! - 1 && i.y >= b[1]! - 3 && i.y <= b[3]! - 1;

function assertPrinted(p: Placed, pages: PageData[]): void {
  const page = pages[p.page - 1]!;
  const where = `${p.key} "${p.text}" p${p.page}`;
  if (p.via === 'acroform') {
    expect(page.fields.has(p.acroform_field!), where).toBe(true);
    const v = page.fields.get(p.acroform_field!);
    expect(v, where).toBe(p.key.startsWith('entity_') || p.key.startsWith('frequency_') ? 'Yes' : p.text);
  } else if (p.via === 'checkbox') {
    expect(page.items.some((i) => i.str.trim() === 'TRUE' && inBox(i, p.box)), where).toBe(true);
  } else if (p.via === 'mark') {
    // A drawn X: no text at all in the cell.
    expect(page.items.some((i) => i.str.trim() && inBox(i, p.box)), where).toBe(false);
  } else {
    // Extractors split a line at spaces (monospaced fonts) and may merge two neighbouring cells into one piece: join
    // the pieces over the cell left to right and look for the value in them.
    const pieces = page.items.filter((i) => i.str.trim() && inRow(i, p.box)).sort((a, b) => a.x - b.x);
    let cell = '';
    pieces.forEach((i, k) => { cell += (k && i.x - pieces[k - 1]!.x - pieces[k - 1]!.w > 1.5 ? ' ' : '') + i.str.trim(); });
    cell = cell.replace(/\s+/g, ' ').replace(/^\$ ?/, p.text.startsWith('$') ? '$' : '');
    expect(cell.includes(p.text), `${where}: "${cell}"`).toBe(true);
  }
}

describe('independent set 208 (spreadsheet applications)', () => {
  it('reads its type-of-business texts as intended', () => {
    for (const [text, id] of BUSINESS_TEXTS) expect(industryId(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT208_LAYOUT_NAMES) {
    it(`${layout}: values on the page, one truth per deal, rules kept`, async () => {
      for (const seed of SEEDS) {
        const results = await Promise.all(STYLES.map((style) => generateIndependent208(layout, seed, { style })));
        const [typed] = results;
        for (const [k, r] of results.entries()) {
          expect(r.truth, `${layout}/${seed}/${STYLES[k]}`).toEqual(typed!.truth);
          expect(r.placed.map((p) => [p.key, p.text, p.page])).toEqual(typed!.placed.map((p) => [p.key, p.text, p.page]));
          const pages = await read(r.pdf);
          expect(pages.length).toBe(r.pages);
          for (const p of [...r.placed, ...r.decoys]) assertPrinted(p, pages);
          if (STYLES[k] === 'fillable') {
            // Values live only in fields: the page text does not hold the legal name.
            expect(pages.flatMap((p) => p.items).some((i) => i.str.includes(r.truth.legal_name!))).toBe(false);
          }
        }
        checkRules(typed!);
      }
    }, 120_000);
  }

  it('is deterministic', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent208('brightwater', 11, { style });
      const b = await generateIndependent208('brightwater', 11, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
  });

  it('scans typed and handwritten forms, refuses to scan a fillable one', async () => {
    await expect(generateIndependent208('ledgerline', 1, { style: 'fillable', scan: true })).rejects.toThrow(/fillable/);
    const s = await generateIndependent208('northgate', 2, { style: 'handwritten', scan: true });
    const plain = await generateIndependent208('northgate', 2, { style: 'handwritten' });
    expect(s.truth).toEqual(plain.truth);
    const pages = await read(s.pdf);
    expect(pages.length).toBe(3);
    expect(pages.flatMap((p) => p.items).filter((i) => i.str.trim()).length).toBe(0);
  }, 120_000);
});

function checkRules(r: Awaited<ReturnType<typeof generateIndependent208>>): void {
  const t = r.truth;
  const byField = (f: string): Placed | undefined => r.placed.find((p) => `application.${f}` in p.fields);
  const ids = (items: { id?: string }[]): string[] => items.map((i) => i.id!);
  expect(t.legal_name).toBe(byField('legal_name')!.text);
  const dba = byField('trade_name');
  expect(t.trade_name).toBe(dba ? tradeName(dba.text, t.legal_name!) : null);
  if (t.type_of_entity) expect(ids(ENTITY_TYPES)).toContain(t.type_of_entity);
  const ent = r.placed.find((p) => 'application.type_of_entity' in p.fields)!;
  if (ent.via === 'text' || ent.key === 'type_of_entity_other') expect(t.type_of_entity).toBe(entityId(ent.text));
  expect(ids(INDUSTRIES)).toContain(t.industry);
  expect(t.industry).toBe(industryId(byField('industry')!.text));
  expect(STATES.map((s) => s.code)).toContain(t.state_region);
  expect(t.state_region).toBe(stateCode(byField('state_region')!.text));
  expect(t.country).toBe('United States');
  expect(t.business_tax_id).toMatch(/^\d{9}$/);
  expect(byField('business_tax_id')!.text.replace(/\D/g, '')).toBe(t.business_tax_id);
  expect(['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
  expect(t.requested_amount).toBe(money(byField('requested_amount')!.text));
  const pay = byField('requested_payment');
  expect(t.requested_payment).toBe(pay ? money(pay.text) : null);
  const start = byField('business_start_date');
  expect(t.business_start_date).toBe(start ? parseDate(start.text) : null);
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  expect(t.applicants.length).toBeGreaterThan(0);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name).toMatch(/^[A-Z][a-z]+$/);
    expect(a.last_name).not.toMatch(/,|\.$/);
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    if (a.tax_id !== null) expect(a.tax_id_type).toBe(a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
    else expect(a.tax_id_type).toBeNull();
    expect(a.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  // No decoy feeds the truth, and no truth path is given by a decoy's key.
  for (const d of r.decoys) expect(Object.keys(d.fields)).toEqual([]);
  const truthText = new Set(r.placed.map((p) => p.text));
  for (const d of r.decoys.filter((x) => /routing|account|funder/.test(x.key))) expect(truthText.has(d.text), d.key).toBe(false);
}

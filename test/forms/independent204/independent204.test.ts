// Set 204's generator checked against its own promises: every placed value is where the truth says (page text, or
// only the AcroForm field for the fillable style), the truth obeys applications.md against the reference data, the
// three styles share one truth, and a seed always gives the same bytes.
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent204, INDEPENDENT204_LAYOUT_NAMES } from './index.ts';
import type { Box, Placed } from './canvas.ts';
import { BUSINESSES } from './deal.ts';
import { ENTITY_TEXT } from './printed.ts';
import { ENTITY_TYPES, INDUSTRIES, STATES, entityId, industryId } from './rules.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];
const squash = (s: string) => s.replace(/\s+/g, '');

interface PageText { rotate: number; items: { str: string; x: number; y: number }[]; annots: { name: string; value: unknown; rect: number[]; ap: boolean }[] }

async function read(pdf: Uint8Array): Promise<{ pages: PageText[] }> {
  const task = pdfjs.getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: PageText[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const p = await doc.getPage(i);
    const tc = await p.getTextContent();
    const items = (tc.items as any[]).filter((t) => t.str).map((t) => ({ str: t.str as string, x: t.transform[4] as number, y: t.transform[5] as number }));
    const annots = (await p.getAnnotations()).filter((a: any) => a.fieldName)
      .map((a: any) => ({ name: a.fieldName as string, value: a.fieldValue, rect: a.rect as number[], ap: Boolean(a.hasAppearance) }));
    pages.push({ rotate: p.rotate, items, annots });
  }
  await task.destroy();
  return { pages };
}

const inside = (x: number, y: number, b: Box, pad = 4) => x >= b[0] - pad && x <= b[2] + pad && y >= b[1] - pad && y <= b[3] + pad;

function checkPlaced(p: Placed, page: PageText, style: string): void {
  const here = page.items.filter((t) => inside(t.x, t.y, p.box));
  if (p.via === 'acroform') {
    const a = page.annots.find((x) => x.name === p.acroform_field);
    expect(a, p.key).toBeDefined();
    expect(a!.ap, `${p.key} has an appearance`).toBe(true);
    if (p.key.startsWith('entity_') || p.key.startsWith('freq_')) expect(a!.value).toBe('Yes');
    else {
      expect(a!.value).toBe(p.text);
      // The value lives only in the field: no page text inside the field's box.
      expect(page.items.filter((t) => inside(t.x, t.y, p.box, 0)).map((t) => t.str).join('').trim(), p.key).toBe('');
    }
  } else if (p.via === 'mark') {
    const marks = here.filter((t) => t.str.trim() === 'X');
    if (style === 'handwritten') expect(marks.length, `${p.key}: a drawn mark has no text`).toBe(0);
    else expect(marks.length, p.key).toBe(1);
  } else {
    expect(squash(here.map((t) => t.str).join('')), p.key).toContain(squash(p.text));
  }
}

describe('independent204 forms', () => {
  it('has four layouts', () => expect(INDEPENDENT204_LAYOUT_NAMES).toHaveLength(4));

  for (const layout of INDEPENDENT204_LAYOUT_NAMES) {
    it(`${layout}: every value is where the truth says, in every style, with one truth`, async () => {
      for (const seed of SEEDS) {
        let first: unknown = null;
        for (const style of STYLES) {
          const g = await generateIndependent204(layout, seed, { style });
          const { pages } = await read(g.pdf);
          expect(pages).toHaveLength(g.pages);
          if (layout === 'harborline_rotated') expect(pages.every((p) => p.rotate === 90)).toBe(true);
          if (style === 'fillable') expect(new TextDecoder('latin1').decode(g.pdf)).toContain('/NeedAppearances false');
          for (const p of [...g.placed, ...g.decoys]) checkPlaced(p, pages[p.page - 1]!, style);
          if (first === null) first = g.truth;
          else expect(g.truth, `${layout} ${seed} ${style}`).toEqual(first);
        }
      }
    });
  }

  it('truth follows the rules against the reference data', async () => {
    const states = new Set(STATES.filter((s) => s.country === 'US').map((s) => s.code));
    const entities = new Set(ENTITY_TYPES.map((e) => e.id)), industries = new Set(INDUSTRIES.map((i) => i.id));
    for (const layout of INDEPENDENT204_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 25; seed++) {
        const g = await generateIndependent204(layout, seed, { style: 'typed' });
        const t = g.truth;
        expect(t.legal_name).toBeTruthy();
        expect(t.trade_name === null || !['SAME', 'N/A', t.legal_name].includes(t.trade_name)).toBe(true);
        expect(entities.has(t.type_of_entity!)).toBe(true);
        expect(industries.has(t.industry!)).toBe(true);
        expect(states.has(t.state_region!)).toBe(true);
        expect(t.country).toBe('United States');
        expect(t.business_tax_id).toMatch(/^\d{9}$/);
        expect(['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
        if (t.business_tax_id_type === 'EIN') expect(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97'])
          .not.toContain(t.business_tax_id!.slice(0, 2));
        if (t.business_tax_id_type !== 'EIN') expect(t.type_of_entity).toBe('sole_proprietorship');
        if (t.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
        expect(t.applicants.length).toBeGreaterThan(0);
        expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name).toMatch(/^[A-Z][a-z]+$/);
          expect(a.last_name).not.toMatch(/[,.]$|,/);
          if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
          if (a.tax_id !== null) {
            expect(a.tax_id).toMatch(/^\d{9}$/);
            expect(a.tax_id_type).toBe(a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
          } else expect(a.tax_id_type).toBeNull();
        }
        // No decoy is an applicant's value: names of officers, vendors and reps never equal an owner or the business.
        const names = [t.legal_name, t.trade_name, ...t.applicants.map((a) => `${a.first_name} ${a.last_name}`)];
        for (const d of g.decoys) expect(names).not.toContain(d.text);
      }
    }
  });

  it('the phrases and spellings read to the ids we mean', () => {
    for (const b of BUSINESSES) expect(industryId(b.phrase), b.phrase).toBe(b.industry);
    for (const [id, texts] of Object.entries(ENTITY_TEXT)) for (const t of texts) expect(entityId(t), t).toBe(id);
    // The Harborline check box labels.
    expect(['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Prop.'].map((t) => entityId(t)))
      .toEqual(['c_corporation', 's_corporation', 'llc', 'general_partnership', 'sole_proprietorship']);
  });

  it('is deterministic', async () => {
    for (const layout of INDEPENDENT204_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent204(layout, 11, { style }), b = await generateIndependent204(layout, 11, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout} ${style}`).toBe(true);
      }
    }
  });

  it('scans a printed form and refuses to scan a fillable one', async () => {
    const s = await generateIndependent204('harborline_rotated', 2, { style: 'handwritten', scan: true });
    const t = await generateIndependent204('harborline_rotated', 2, { style: 'typed' });
    expect(s.truth).toEqual(t.truth);
    const { pages } = await read(s.pdf);
    expect(pages[0]!.items).toHaveLength(0);
    await expect(generateIndependent204('harborline_rotated', 2, { style: 'fillable', scan: true })).rejects.toThrow();
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent263, INDEPENDENT263_LAYOUT_NAMES } from './index.ts';
import type { Independent263Form, Placed, Style } from './index.ts';

const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const SEEDS = [1, 2, 3];
const squash = (s: string): string => s.replace(/\s+/g, '');

interface Widget { fieldName: string; fieldValue: string | string[] | null }

async function readPdf(pdf: Uint8Array): Promise<{ text: string[]; widgets: Map<string, Widget> }> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const text: string[] = [];
  const widgets = new Map<string, Widget>();
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    text.push(squash(content.items.map((i) => ('str' in i ? i.str : '')).join('')));
    for (const a of (await page.getAnnotations()) as Widget[]) if (a.fieldName) widgets.set(a.fieldName, a);
  }
  await task.destroy();
  return { text, widgets };
}

const forms = new Map<string, Independent263Form>();
async function form(layout: string, style: Style, seed: number): Promise<Independent263Form> {
  const k = `${layout}:${style}:${seed}`;
  if (!forms.has(k)) forms.set(k, await generateIndependent263(layout, seed, { style, scan: false }));
  return forms.get(k)!;
}

describe('independent263: every placed value is in the PDF', () => {
  for (const layout of INDEPENDENT263_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}`, async () => {
        for (const seed of SEEDS) {
          const f = await form(layout, style, seed);
          const { text, widgets } = await readPdf(f.pdf);
          expect(text.length).toBe(f.pages);
          const all: Placed[] = [...f.locations, ...f.decoys];
          expect(f.locations.length).toBeGreaterThan(5);
          for (const p of all) {
            if (style === 'fillable') {
              const w = widgets.get(p.acroform_field ?? '');
              expect(w, `${p.key} widget`).toBeDefined();
              if (p.key === 'entity_check' || p.key === 'payment_frequency') expect(w!.fieldValue).toBe('Yes');
              else expect(w!.fieldValue).toBe(p.text);
            } else {
              expect(text[p.page - 1], `${layout} ${style} ${seed} ${p.key} "${p.text}"`).toContain(squash(p.text));
            }
          }
        }
      });
    }
  }
});

describe('independent263: fillable forms carry no applicant value as page text', () => {
  for (const layout of INDEPENDENT263_LAYOUT_NAMES) {
    it(layout, async () => {
      for (const seed of SEEDS) {
        const f = await form(layout, 'fillable', seed);
        const { text } = await readPdf(f.pdf);
        const page = text.join('');
        for (const p of [...f.locations, ...f.decoys]) {
          // Checkbox labels are printed by design; a role, a share ("20%") "Rent" or a state
          // named in the printed state-disclosure paragraph may occur as page text.
          if (/entity_check|payment_frequency|_title$|_ownership$|own_rent|^region$/.test(p.key) || squash(p.text).length < 4) continue;
          expect(page, `${layout} ${seed} ${p.key} "${p.text}"`).not.toContain(squash(p.text));
        }
      }
    });
  }
});

const REF = new URL('../../../../shared/reference/', import.meta.url);
const refItems = (file: string): Record<string, unknown>[] => (JSON.parse(readFileSync(new URL(file, REF), 'utf8')) as { items: Record<string, unknown>[] }).items;
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

describe.skipIf(!existsSync(REF))('independent263: the truth uses reference ids and applications.md rules', () => {
  it('entity types, industries, regions', async () => {
    const entities = refItems('entity-types.json') as { id: string; label: string; aliases: string[]; countries: string[] }[];
    const industries = refItems('industries.json') as { id: string; label: string; aliases: string[] }[];
    const regions = new Set([...refItems('states.json'), ...refItems('provinces.json')].map((r) => `${String(r.country)}:${String(r.code)}`));
    for (const layout of INDEPENDENT263_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const f = await form(layout, 'typed', seed);
        const t = f.truth;
        const e = entities.find((x) => x.id === t.type_of_entity);
        expect(e, `${layout} ${seed} ${t.type_of_entity}`).toBeDefined();
        expect(e!.countries).toContain(f.country);
        const written = f.locations.find((p) => /^entity/.test(p.key) && p.key !== 'entity_check') ?? f.locations.find((p) => p.key === 'entity_check')!;
        if (written.key !== 'entity_check') expect([e!.id, e!.label, ...e!.aliases].map(norm)).toContain(norm(written.text));
        expect(regions.has(`${f.country}:${t.state_region}`)).toBe(true);
        expect(t.country).toBe(f.country === 'US' ? 'United States' : 'Canada');
        const ind = f.locations.find((p) => p.key === 'industry');
        if (!ind) { expect(t.industry).toBeNull(); continue; }
        let best = { id: '', len: 0 };
        for (const i of industries) {
          for (const a of [i.label, ...i.aliases]) {
            const re = new RegExp(`(^|\\W)${a.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|\\W)`);
            if (re.test(ind.text.toLowerCase()) && a.length > best.len) best = { id: i.id, len: a.length };
          }
        }
        expect(t.industry, ind.text).toBe(best.id);
      }
    }
  });

  it('owners, tax ids and money follow the rules', async () => {
    for (const layout of INDEPENDENT263_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 12; seed++) {
        const { truth: t, locations } = await form(layout, 'typed', seed);
        if (t.business_tax_id !== null) expect(t.business_tax_id).toMatch(/^\d{9}(RC\d{4})?$/);
        expect(t.business_tax_id_type === null).toBe(t.business_tax_id === null);
        for (const a of t.applicants) {
          expect(a.first_name).toMatch(/^[A-Z][A-Za-z'-]+$/);
          expect(a.last_name).not.toMatch(/,/);
          if (a.tax_id !== null) expect(a.tax_id).toMatch(/^\d{9}$/);
          if (a.tax_id_type === 'ITIN') expect(a.tax_id!.startsWith('9')).toBe(true);
        }
        for (const p of locations) {
          if (p.key === 'tax_id' && /[X*]/i.test(p.text)) throw new Error('a masked number gave a value');
          if (p.key === 'amount') expect(Number(p.text.replace(/CAD|[$,\s]/g, ''))).toBe(t.requested_amount);
        }
      }
    }
  });
});

describe('independent263: deterministic, scans, refusals', () => {
  it('same seed, same bytes and truth', async () => {
    for (const layout of INDEPENDENT263_LAYOUT_NAMES) {
      const a = await generateIndependent263(layout, 42, { style: 'handwritten', scan: false });
      const b = await generateIndependent263(layout, 42, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      const c = await generateIndependent263(layout, 43, { style: 'handwritten', scan: false });
      expect(c.truth).not.toEqual(a.truth);
    }
  });

  it('a scan keeps the truth and has no text layer; a fillable scan throws', async () => {
    const plain = await generateIndependent263('bluestem', 5, { style: 'typed', scan: false });
    const scanned = await generateIndependent263('bluestem', 5, { style: 'typed', scan: 'phone' });
    expect(scanned.truth).toEqual(plain.truth);
    const { text } = await readPdf(scanned.pdf);
    expect(text.length).toBe(plain.pages);
    expect(text.join('')).not.toContain(squash(plain.truth.legal_name!));
    await expect(generateIndependent263('northwind', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60_000);
});

// Set 264: every placed value is in the PDF (page text, or the widget's value for fillable forms), the truth uses
// the reference's ids and applications.md's industry rule, fillable forms print no applicant value as page text,
// and generation is deterministic.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { generateIndependent264, INDEPENDENT264_LAYOUT_NAMES, type Generated264, type Placed, type Style } from './index.ts';

interface PageRead { items: string[]; flat: string; widgets: { name: string; value: string; checkbox: boolean }[] }

async function readPdf(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  const out: PageRead[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = tc.items.map((i) => ('str' in i ? i.str : '')).filter((s) => s.trim());
    const annots = (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown; checkBox?: boolean }[];
    out.push({ items: items.map((s) => s.trim()), flat: items.join('').replace(/\s+/g, ''),
      widgets: annots.filter((a) => a.fieldName).map((a) => ({ name: a.fieldName!, value: String(a.fieldValue ?? ''), checkbox: a.checkBox === true })) });
  }
  await task.destroy();
  return out;
}

const squash = (s: string): string => s.replace(/\s+/g, '');

function assertPlaced(p: Placed, pages: PageRead[]): void {
  const page = pages[p.page - 1];
  expect(page, `${p.key} page ${p.page}`).toBeDefined();
  if (p.acroform_field) {
    const w = page!.widgets.find((x) => x.name === p.acroform_field);
    expect(w, `widget ${p.acroform_field}`).toBeDefined();
    if (w!.checkbox) expect(w!.value).toBe('Yes');
    else expect(w!.value).toBe(p.text);
  } else {
    for (const line of p.text.split('\n')) expect(page!.flat, `${p.key} on page ${p.page}`).toContain(squash(line));
  }
}

const REF = process.env.MCA_SHARED_REFERENCE ?? '/work/shared/reference';
const hasRef = existsSync(join(REF, 'industries.json'));
interface RefItem { id: string; code?: string; label?: string; aliases?: string[]; countries?: string[]; country?: string }
const ref = (f: string): RefItem[] => (JSON.parse(readFileSync(join(REF, f), 'utf8')) as { items: RefItem[] }).items;

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string, items: RefItem[]): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of items) {
    for (const name of [it.label ?? '', ...(it.aliases ?? [])]) {
      if (!name) continue;
      const re = new RegExp(`(^|[^A-Za-z0-9])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`, 'i');
      if (re.test(text) && (!best || name.length > best.len)) best = { id: it.id, len: name.length };
    }
  }
  return best?.id ?? null;
}

const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const SEEDS = [1, 2, 3, 17];

describe('independent264 forms', () => {
  for (const layout of INDEPENDENT264_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: every placed value is in the PDF`, async () => {
        for (const seed of SEEDS) {
          const g = await generateIndependent264(layout, seed, { style, scan: false });
          const pages = await readPdf(g.pdf);
          expect(pages.length).toBe(g.pages);
          for (const p of [...g.locations, ...g.decoys]) assertPlaced(p, pages);
          expect(g.locations.length).toBeGreaterThan(5);
          if (style === 'fillable') assertNoValueAsText(g, pages);
          else expect(g.locations.every((l) => !l.acroform_field)).toBe(true);
        }
      });
    }
  }

  it('fillable forms carry every applicant value in a widget of the catalog /AcroForm', async () => {
    const g = await generateIndependent264('ledgerly-crm-print', 5, { style: 'fillable', scan: false });
    const raw = Buffer.from(g.pdf).toString('latin1');
    expect(raw).toMatch(/\/AcroForm/);
    expect(g.locations.every((l) => l.via === 'acroform' && l.acroform_field)).toBe(true);
  });

  // (pdfkit writes the creation date as an object of its own, "(D:20261207224014Z)": left out wherever it is, two
  // generations a second apart are the same file.)
  it('is deterministic', async () => {
    for (const layout of INDEPENDENT264_LAYOUT_NAMES) {
      const a = await generateIndependent264(layout, 42, { style: 'handwritten', scan: false });
      const b = await generateIndependent264(layout, 42, { style: 'handwritten', scan: false });
      expect(a.truth).toEqual(b.truth);
      expect(a.locations).toEqual(b.locations);
      expect(a.decoys).toEqual(b.decoys);
      expect(squash(Buffer.from(a.pdf).toString('latin1').replace(/\/CreationDate \([^)]*\)|\(D:\d{14}[^)]*\)|\/ID \[[^\]]*\]/g, '')))
        .toBe(squash(Buffer.from(b.pdf).toString('latin1').replace(/\/CreationDate \([^)]*\)|\(D:\d{14}[^)]*\)|\/ID \[[^\]]*\]/g, '')));
      const c = await generateIndependent264(layout, 43, { style: 'handwritten', scan: false });
      expect(c.truth).not.toEqual(a.truth);
    }
  });

  it('refuses to scan a fillable form', async () => {
    await expect(generateIndependent264('pulsepoll-export', 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  it('a scan keeps the truth and has no text layer', async () => {
    const plain = await generateIndependent264('quillform-submission', 4, { style: 'typed', scan: false });
    const scanned = await generateIndependent264('quillform-submission', 4, { style: 'typed', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const pages = await readPdf(scanned.pdf);
    expect(pages.length).toBe(plain.pages);
    expect(pages.every((p) => p.flat.length === 0)).toBe(true);
  }, 120_000);

  it.skipIf(!hasRef)('truth uses reference ids and applications.md rules', async () => {
    const entities = ref('entity-types.json'), industries = ref('industries.json');
    const states = ref('states.json'), provinces = ref('provinces.json');
    const seen = { entities: new Set<string>(), countries: new Set<string>(), owners: new Set<number>(), masked: 0 };
    for (const layout of INDEPENDENT264_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 30; seed++) {
        const g = await generateIndependent264(layout, seed, { style: 'typed', scan: false });
        const t = g.truth, cc = g.country;
        seen.entities.add(t.type_of_entity ?? ''); seen.countries.add(cc); seen.owners.add(t.applicants.length);
        const ent = entities.find((e) => e.id === t.type_of_entity);
        expect(ent, `${layout}/${seed} entity ${t.type_of_entity}`).toBeDefined();
        expect(ent!.countries).toContain(cc);
        const ind = g.locations.find((l) => 'industry' in l.fields)!;
        expect(industryOf(ind.text, industries), ind.text).toBe(t.industry);
        const regions = cc === 'US' ? states : provinces;
        expect(regions.some((r) => r.code === t.state_region), `${t.state_region}`).toBe(true);
        expect(t.country).toBe(cc === 'US' ? 'United States' : 'Canada');
        if (t.business_tax_id) {
          expect(t.business_tax_id_country).toBe(cc);
          expect(t.business_tax_id).toMatch(cc === 'US' ? /^\d{9}$/ : /^\d{9}([A-Z]{2}\d{4})?$/);
          expect(cc === 'US' ? ['EIN', 'SSN', 'ITIN'] : ['BN']).toContain(t.business_tax_id_type);
        } else {
          expect(t.business_tax_id_type).toBeNull();
          if (g.locations.some((l) => 'business_tax_id' in l.fields)) seen.masked++;
        }
        expect(t.legal_name).toBeTruthy();
        if (t.trade_name) expect(t.trade_name).not.toBe(t.legal_name);
        if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(t.requested_amount).toBeGreaterThan(0);
        if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
        expect(t.applicants.length).toBeGreaterThan(0);
        for (const a of t.applicants) {
          expect(a.first_name).toBeTruthy();
          expect(a.last_name).toBeTruthy();
          expect(a.first_name).not.toMatch(/\.$/);
          expect(a.last_name).not.toMatch(/,/);
          if (a.tax_id) {
            expect(a.tax_id).toMatch(/^\d{9}$/);
            expect(cc === 'US' ? ['SSN', 'ITIN'] : ['SIN']).toContain(a.tax_id_type);
            expect(a.tax_id_country).toBe(cc);
          } else expect(a.tax_id_type).toBeNull();
          if (a.date_of_birth) expect(a.date_of_birth).toMatch(/^19\d{2}-\d{2}-\d{2}$/);
        }
        const truthText = JSON.stringify(t);
        for (const d of g.decoys) {
          if (/^(bank|routing|account|landlord|iso_rep|state_of_inc)$/.test(d.key)) expect(truthText).not.toContain(`"${d.text}"`);
        }
      }
    }
    expect(seen.entities.size).toBeGreaterThan(8);
    expect(seen.countries).toEqual(new Set(['US', 'CA']));
    expect(seen.owners.size).toBe(4);
    expect(seen.masked).toBeGreaterThan(0);
  }, 120_000);
});

/** A fillable form prints labels only: no text-field value of the application is a page text item. */
function assertNoValueAsText(g: Generated264, pages: PageRead[]): void {
  const items = new Set(pages.flatMap((p) => p.items));
  const flat = pages.map((p) => p.flat).join('');
  for (const l of g.locations) {
    expect(l.acroform_field, l.key).toBeTruthy();
    const w = pages[l.page - 1]!.widgets.find((x) => x.name === l.acroform_field);
    if (w?.checkbox) continue;
    for (const line of l.text.split('\n')) {
      expect(items.has(line.trim()), `${l.key} "${line}" is page text`).toBe(false);
      if (squash(line).length >= 10) expect(flat, `${l.key} "${line}" is page text`).not.toContain(squash(line));
    }
  }
}

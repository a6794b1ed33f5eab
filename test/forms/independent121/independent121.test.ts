// Set 121 (marks rather than words): the truth is consistent, every non-null truth field is printed, and the page text
// (typed, handwritten) or the AcroForm fields (fillable) show the printed values.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateIndependent121, INDEPENDENT121_LAYOUT_NAMES } from './index.ts';
import { INDUSTRIES } from './pools.ts';

const here = dirname(fileURLToPath(import.meta.url));
const REF = [resolve(here, '../../../../shared/reference'), resolve(here, '../../../../../shared/reference'), '/work/shared/reference'].find((p) => existsSync(p));

async function pdfjs(data: Uint8Array) {
  const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return lib.getDocument({ data: new Uint8Array(data), useSystemFonts: false, verbosity: 0 }).promise;
}
async function pageTexts(data: Uint8Array): Promise<string[]> {
  const doc = await pdfjs(data);
  const out: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    out.push(tc.items.map((i) => ('str' in i ? i.str : '')).join(''));
  }
  return out;
}
const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

function truthPaths(t: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(t)) {
    if (k === 'applicants') (v as Record<string, unknown>[]).forEach((a, i) => { for (const [f, x] of Object.entries(a)) if (x !== null) out.push(`application.applicants[${i}].${f}`); });
    else if (v !== null) out.push(`application.${k}`);
  }
  return out;
}

describe('independent set 121', () => {
  it('has 3-4 layouts, US and Canadian', () => {
    expect(INDEPENDENT121_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(3);
    expect(INDEPENDENT121_LAYOUT_NAMES.length).toBeLessThanOrEqual(4);
  });

  it.runIf(REF)('industry texts and entity ids agree with the reference', () => {
    const ind = JSON.parse(readFileSync(resolve(REF!, 'industries.json'), 'utf8')).items as { id: string; label: string; aliases: string[] }[];
    const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const { text, id } of INDUSTRIES) {
      let best: { id: string; len: number } | null = null;
      for (const it of ind) for (const name of [it.label, ...it.aliases]) {
        if (new RegExp(`(^|[^a-z0-9])${esc(name.toLowerCase())}($|[^a-z0-9])`).test(text.toLowerCase()) && (!best || name.length > best.len)) best = { id: it.id, len: name.length };
      }
      expect(best?.id, text).toBe(id);
    }
    const ents = new Set((JSON.parse(readFileSync(resolve(REF!, 'entity-types.json'), 'utf8')).items as { id: string }[]).map((e) => e.id));
    for (const e of ['sole_proprietorship', 'general_partnership', 'llc', 'c_corporation', 's_corporation', 'nonprofit_corporation', 'pllc', 'llp', 'limited_partnership', 'ca_corporation', 'ca_ulc', 'cooperative']) expect(ents.has(e), e).toBe(true);
  });

  for (const layout of INDEPENDENT121_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      for (const seed of [1, 2]) {
        it(`${layout} ${style} seed ${seed}`, async () => {
          const g = await generateIndependent121(layout, seed, { style, scan: false });
          const t = g.truth;
          expect(t.legal_name).toBeTruthy();
          expect(t.country).toMatch(/^(United States|Canada)$/);
          expect(t.state_region).toMatch(/^[A-Z]{2}$/);
          expect(t.business_tax_id).toMatch(/^\d{9}(RC\d{4})?$/);
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          expect(t.applicants.length).toBeLessThanOrEqual(4);
          for (const a of t.applicants) { expect(a.first_name).toBeTruthy(); expect(a.last_name).toBeTruthy(); expect(a.first_name).not.toMatch(/\s[A-Z]\.$/); }
          const sum = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
          expect(sum).toBeGreaterThanOrEqual(50);
          expect(sum).toBeLessThanOrEqual(100);
          if (t.payment_frequency !== null) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
          // Every non-null truth field is printed somewhere; nothing printed gives a field the truth leaves null.
          const fields = new Set(g.printed.filter((p) => p.field).map((p) => p.field!));
          for (const path of truthPaths(t as unknown as Record<string, unknown>)) expect(fields.has(path), path).toBe(true);
          // Decoys are never the values.
          const values = new Set(g.printed.filter((p) => p.field).map((p) => p.text));
          for (const d of g.decoys) expect(values.has(d), d).toBe(false);
          if (style === 'fillable') {
            const doc = await pdfjs(g.pdf);
            const fieldValues = new Set<string>();
            const radios = new Set<string>();
            for (let p = 1; p <= doc.numPages; p++) for (const a of await (await doc.getPage(p)).getAnnotations()) {
              if (a.fieldType === 'Tx') fieldValues.add(String(a.fieldValue ?? ''));
              if (a.radioButton && a.fieldValue === a.buttonValue) radios.add(`${a.fieldName}=${a.buttonValue}`);
            }
            for (const p of g.printed) if (/^(entity_type|payment_schedule|premises|bankruptcy|tax_liens)$/.test(p.key)) expect(radios.has(`${p.key}=${p.text.replace(/[^A-Za-z0-9]+/g, '')}`), p.key).toBe(true);
            for (const p of g.printed) if (!/^(entity_type|payment_schedule|use_of_funds|premises|existing_advances|bankruptcy|tax_liens|home_based|tax_id_kind|amount_band|owner\d_credit_band)/.test(p.key)) expect(fieldValues.has(p.text), p.key).toBe(true);
            const text = norm((await pageTexts(g.pdf)).join(''));
            expect(text.includes(norm(t.legal_name!))).toBe(false);
          } else {
            const pages = (await pageTexts(g.pdf)).map(norm);
            for (const p of [...g.printed]) expect(pages[p.page - 1]!.includes(norm(p.text)), `${p.key}: ${p.text}`).toBe(true);
          }
        }, 30000);
      }
    }
  }

  it('a scanned copy keeps the truth and has no text layer', async () => {
    const a = await generateIndependent121(INDEPENDENT121_LAYOUT_NAMES[0]!, 5, { style: 'handwritten', scan: false });
    const b = await generateIndependent121(INDEPENDENT121_LAYOUT_NAMES[0]!, 5, { style: 'handwritten', scan: true });
    expect(b.truth).toEqual(a.truth);
    expect(norm((await pageTexts(b.pdf)).join(''))).toBe('');
  }, 120000);
});

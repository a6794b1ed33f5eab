// Set 7's own checks: determinism, values where the style puts them (page text or AcroForm fields only), truths that
// use the references' ids and follow applications.md's industry rule, decoys never equal to a truth, scans image-only.
import { describe, expect, it } from 'vitest';
import { entityTypes } from '../../../src/reference/tables/entity-types.ts';
import { industries } from '../../../src/reference/tables/industries.ts';
import { provinces } from '../../../src/reference/tables/provinces.ts';
import { states } from '../../../src/reference/tables/states.ts';
import { pdfRead } from '../generator/pdf-read.ts';
import { INDEPENDENT7_LAYOUT_NAMES, buildIndependent7, generateIndependent7 } from './index.ts';
import type { TruthApplication } from '../generator/truth.ts';

// (The project's copy of the shared reference lists, a clean clone having no ../shared beside it; it keeps an alias
// equal to its id, "restaurant", as the id only.)
const INDUSTRIES: readonly { id: string; label: string; aliases?: readonly string[] }[] = industries;
const ENTITIES = new Set(entityTypes.map((x) => x.id));
const REGIONS = new Set([...states, ...provinces].map((x) => x.id));
const squash = (s: string): string => s.replace(/\s+/g, '');

/** applications.md: the industry whose label or alias is the longest contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) for (const name of [it.label, it.id.replace(/_/g, ' '), ...(it.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || name.length > best[1])) best = [it.id!, name.length];
  }
  return best ? best[0] : null;
}

function truthValues(t: TruthApplication): string[] {
  const top = Object.entries(t).filter(([k, v]) => k !== 'applicants' && v !== null && !/country|type|frequency/.test(k)).map(([, v]) => String(v));
  const people = t.applicants.flatMap((a) => [a.first_name, a.last_name, a.tax_id, a.date_of_birth].filter((v): v is string => !!v));
  return [...top, ...people];
}

describe('independent7 forms', () => {
  it('has seven layouts and is deterministic per seed', async () => {
    expect(INDEPENDENT7_LAYOUT_NAMES).toHaveLength(7);
    for (const l of INDEPENDENT7_LAYOUT_NAMES) {
      const a = await generateIndependent7(l, 11, { style: 'handwritten' });
      const b = await generateIndependent7(l, 11, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const c = await generateIndependent7(l, 12);
      expect(c.truth.legal_name === a.truth.legal_name && c.truth.business_tax_id === a.truth.business_tax_id).toBe(false);
    }
  });

  for (const style of ['typed', 'handwritten'] as const) {
    it(`prints every ${style} value in the page text, with reference ids in the truth`, async () => {
      for (const l of INDEPENDENT7_LAYOUT_NAMES) for (const seed of [1, 2, 3]) {
        const b = await buildIndependent7(l, seed, { style });
        const text = squash((await pdfRead(b.pdf)).text);
        for (const p of b.printed) if (!p.checkbox && p.text) expect(text, `${l} ${seed} ${p.key}`).toContain(squash(p.text));
        const t = b.truth;
        expect(ENTITIES.has(t.type_of_entity!), `${l} entity ${t.type_of_entity}`).toBe(true);
        expect(REGIONS.has(t.state_region!)).toBe(true);
        expect(t.country).toBe(t.business_tax_id_country === 'CA' ? 'Canada' : 'United States');
        expect(t.business_tax_id).toMatch(/^(\d{9}|\d{9}RC\d{4})$/);
        expect(t.applicants.length).toBeGreaterThan(0);
        const ind = b.printed.find((p) => 'application.industry' in p.fields)!;
        expect(industryOf(ind.text), ind.text).toBe(t.industry);
      }
    });
  }

  it('keeps fillable values in AcroForm fields only, boxes really checked', async () => {
    for (const l of INDEPENDENT7_LAYOUT_NAMES) {
      const b = await buildIndependent7(l, 4, { style: 'fillable' });
      const r = await pdfRead(b.pdf);
      const text = squash(r.text);
      for (const p of b.printed) {
        if (p.checkbox) { expect(r.fields.get(p.key), `${l} ${p.key}`).toBe('Yes'); continue; }
        if (!p.text) continue;
        expect(r.fields.get(p.key), `${l} ${p.key}`).toBe(p.text);
        if (p.text.length >= 5 && (/\d/.test(p.text) || p.text.length > 12)) expect(text, `${l} ${p.key}`).not.toContain(squash(p.text));
      }
      const checked = [...r.fields.values()].filter((v) => v === 'Yes').length;
      expect(checked).toBe(b.printed.filter((p) => p.checkbox).length);
    }
  });

  it('never gives a decoy a truth value', async () => {
    for (const l of INDEPENDENT7_LAYOUT_NAMES) for (const seed of [1, 2, 3, 4, 5]) {
      const b = await buildIndependent7(l, seed);
      const truths = new Set(truthValues(b.truth));
      const ids = [b.truth.business_tax_id, ...b.truth.applicants.map((a) => a.tax_id)].filter(Boolean);
      for (const p of b.printed.filter((x) => x.decoy && x.text && !['SAME', 'N/A'].includes(x.text))) {
        expect(truths.has(p.text), `${l} ${seed} ${p.key} ${p.text}`).toBe(false);
        expect(ids).not.toContain(p.text.replace(/\D/g, ''));
      }
    }
  });

  it('scans to an image-only PDF with the same truth', async () => {
    const plain = await generateIndependent7('maplecrest', 3, { style: 'fillable' });
    const s = await generateIndependent7('maplecrest', 3, { style: 'fillable', scan: true });
    const r = await pdfRead(s.pdf);
    expect(r.text.trim()).toBe('');
    expect(r.fields.size).toBe(0);
    expect(r.pages).toHaveLength(2);
    expect(s.truth).toEqual(plain.truth);
  }, 30000);
});

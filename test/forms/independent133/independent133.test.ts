// Set 133: every layout x style gives a valid PDF whose values are exactly where the generator drew them: real text in
// the text layer, outlines NOT in the text layer, form values only in AcroForm fields; stale invisible text is there
// but never the truth; masked values are null; same seed, same bytes.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent133, INDEPENDENT133_LAYOUT_NAMES, truthFrom, type Generated133 } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [3, 11];
const REF = '/work/shared/reference/';
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const squash = (s: string): string => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ items: string[]; joined: string; fields: Record<string, string> }> {
  const task = getDocument({ data: pdf.slice(), disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  const items: string[] = [];
  const fields: Record<string, string> = {};
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    for (const it of tc.items) if ('str' in it && it.str.trim()) items.push(it.str.trim());
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) fields[a.fieldName] = String(a.fieldValue);
    }
  }
  await task.destroy();
  return { items, joined: squash(items.join('')), fields };
}

function isoOf(t: string): string | null {
  const M = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
  const p = (n: number): string => String(n).padStart(2, '0');
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]); return `${y}-${p(Number(m[1]))}-${p(Number(m[2]))}`; }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  return m ? `${m[3]}-${p(M.indexOf(m[1]!.toLowerCase()) + 1)}-${p(Number(m[2]))}` : null;
}

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
const refs = existsSync(REF + 'entity-types.json') ? {
  entities: (JSON.parse(readFileSync(REF + 'entity-types.json', 'utf8')) as { items: RefItem[] }).items,
  industries: (JSON.parse(readFileSync(REF + 'industries.json', 'utf8')) as { items: RefItem[] }).items } : null;

function entityIds(text: string, country: string): string[] {
  return (refs?.entities ?? []).filter((e) => e.countries?.includes(country) && [e.id, e.label, ...e.aliases].some((a) => norm(a) === norm(text))).map((e) => e.id);
}
function industryId(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of refs?.industries ?? []) {
    for (const a of [it.label, ...it.aliases]) {
      const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

/** What applications.md's rules read from one drawn value, field by field: it must be what the truth says. */
function checkReading(g: Generated133): void {
  const country = g.truth.country === 'Canada' ? 'CA' : 'US';
  for (const d of g.drawn) {
    for (const [path, want] of Object.entries(d.fields)) {
      const f = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
      const t = d.text;
      if (/requested_amount|requested_payment|ownership|credit_score|number_of_payments/.test(f)) expect(Number(t.replace(/[^\d.]/g, '')), path).toBe(want);
      else if (f === 'business_tax_id' || f === 'tax_id') expect(t.replace(/[\s-]/g, '').toUpperCase(), path).toBe(want);
      else if (f === 'business_start_date' || f === 'date_of_birth') expect(isoOf(t), path).toBe(want);
      else if (f === 'legal_name' || f === 'role' || f === 'state_region') expect(t, path).toBe(want);
      else if (f === 'trade_name') { expect(t).toBe(want); expect(['SAME', 'N/A', g.truth.legal_name]).not.toContain(t); }
      else if (f === 'first_name' || f === 'last_name') expect(t).toContain(String(want));
      else if (f === 'payment_frequency') expect(norm(t)).toBe(want);
      else if (f === 'type_of_entity' && refs) expect(entityIds(t, country), `${t} ${country}`).toEqual([want]);
      else if (f === 'industry' && refs) expect(industryId(t), t).toBe(want);
    }
  }
}

describe('independent133', () => {
  const cache = new Map<string, Promise<Generated133>>();
  const gen = (layout: string, seed: number, style: (typeof STYLES)[number], scan = false): Promise<Generated133> => {
    const k = `${layout}:${seed}:${style}:${scan}`;
    if (!cache.has(k)) cache.set(k, generateIndependent133(layout, seed, { style, scan }));
    return cache.get(k)!;
  };

  it('has four layouts from four brokers', async () => {
    expect(INDEPENDENT133_LAYOUT_NAMES).toHaveLength(4);
    const brokers = await Promise.all(INDEPENDENT133_LAYOUT_NAMES.map(async (l) => (await gen(l, 1, 'fillable')).broker));
    expect(new Set(brokers).size).toBe(4);
  });

  for (const layout of INDEPENDENT133_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: values are where they were drawn, and only there`, async () => {
        for (const seed of SEEDS) {
          const g = await gen(layout, seed, style);
          expect(Buffer.from(g.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
          expect(g.truth).toEqual(truthFrom(g.drawn));
          expect(g.truth.legal_name).toBeTruthy();
          checkReading(g);
          const { items, joined, fields } = await read(g.pdf);
          if (layout.startsWith('aurora')) expect(items, 'a page exported as curves has no text').toEqual([]);
          else expect(joined.length).toBeGreaterThan(200);
          for (const d of g.drawn) {
            const s = squash(d.text);
            if (d.as === 'text') expect(joined, d.key).toContain(s);
            // The same words may legitimately be text elsewhere (a sole proprietor's legal name typed on page 1 is
            // the owner's name outlined on page 2; a checkbox label "Daily").
            if ((d.as === 'outline' || d.as === 'field') && !g.drawn.some((e) => (e.as === 'text' || e.as === 'mark') && e.text === d.text)) {
              expect(items, `${d.key} drawn as ${d.as} must not be text`).not.toContain(d.text);
              if (s.length >= 8) expect(joined.includes(s), `${d.key} "${d.text}" in the text layer`).toBe(false);
            }
            if (d.field) expect(fields[d.field], d.key).toBe(d.as === 'mark' ? 'Yes' : d.text);
          }
          if (style !== 'fillable') expect(Object.keys(fields)).toEqual([]);
          for (const st of g.stale) expect(joined, `stale ${st.key}`).toContain(squash(st.text));
          if (layout.startsWith('meridian')) expect(g.stale.length).toBeGreaterThan(3);
          else expect(g.stale).toEqual([]);
          if (layout.startsWith('harborline') && style !== 'fillable') {
            expect(g.drawn.some((d) => d.as === 'text' && d.page === 1)).toBe(true);
            expect(g.drawn.filter((d) => d.page === 2 && d.as !== 'mark').every((d) => d.as === 'outline')).toBe(true);
          }
        }
      });
    }
  }

  it('masked and blank values are null; variety across seeds', async () => {
    let masked = 0, full = 0;
    const owners = new Set<number>(), entities = new Set<string>(), countries = new Set<string>();
    for (const layout of INDEPENDENT133_LAYOUT_NAMES) {
      for (let seed = 20; seed < 45; seed++) {
        const g = await generateIndependent133(layout, seed, { style: 'fillable', scan: false });
        checkReading(g);
        owners.add(g.truth.applicants.length);
        entities.add(String(g.truth.type_of_entity));
        countries.add(String(g.truth.country));
        for (const d of g.drawn) {
          const m = /^o(\d)\.(ssn|dob)$/.exec(d.key);
          if (!m) continue;
          const a = g.truth.applicants[Number(m[1])]!;
          const v = m[2] === 'ssn' ? a.tax_id : a.date_of_birth;
          if (/[X*x]/.test(d.text)) { masked++; expect(v, d.text).toBeNull(); } else { full++; expect(v).not.toBeNull(); }
        }
      }
    }
    expect(masked).toBeGreaterThan(5);
    expect(full).toBeGreaterThan(5);
    expect(owners.size).toBeGreaterThanOrEqual(3);
    expect(entities.size).toBeGreaterThanOrEqual(5);
    expect([...countries].sort()).toEqual(['Canada', 'United States']);
  });

  it('same seed, same bytes', async () => {
    for (const style of STYLES) {
      const layout = INDEPENDENT133_LAYOUT_NAMES[STYLES.indexOf(style)]!;
      const a = await generateIndependent133(layout, 5, { style, scan: false });
      const b = await generateIndependent133(layout, 5, { style, scan: false });
      expect(Buffer.compare(Buffer.from(a.pdf), Buffer.from(b.pdf))).toBe(0);
      expect(a.truth).toEqual(b.truth);
      const c = await generateIndependent133(layout, 6, { style, scan: false });
      expect(Buffer.compare(Buffer.from(a.pdf), Buffer.from(c.pdf))).not.toBe(0);
    }
  });

  it('a scan keeps the truth and has no text layer', async () => {
    const plain = await gen('keystone_outlined_values', 9, 'handwritten');
    const a = await generateIndependent133('keystone_outlined_values', 9, { style: 'handwritten', scan: true });
    const b = await generateIndependent133('keystone_outlined_values', 9, { style: 'handwritten', scan: true });
    expect(a.scanned).toBe(true);
    expect(a.truth).toEqual(plain.truth);
    expect(Buffer.compare(Buffer.from(a.pdf), Buffer.from(b.pdf))).toBe(0);
    const { items, fields } = await read(a.pdf);
    expect(items).toEqual([]);
    expect(fields).toEqual({});
  }, 60_000);
});

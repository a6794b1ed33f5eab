// Independent set 67: every layout and style builds the expected pages; each truth value is printed (page text, or
// AcroForm field value for fillable forms); checkboxes carry their on-states; reference ids are valid; no decoy
// equals a truth value; same arguments give the same bytes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfRead } from '../generator/pdf-read.ts';
import { build67, generateIndependent67, INDEPENDENT67_LAYOUT_NAMES, type Built67 } from './index.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface Item { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string }
const ref = (f: string): Item[] => (JSON.parse(readFileSync(`${REFERENCE_DIR}/${f}`, 'utf8')) as { items: Item[] }).items;
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json'), STATES = ref('states.json');
const squash = (s: string): string => s.replace(/\s+/g, '');
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: string | null = null, len = 0;
  const t = text.toLowerCase();
  for (const it of INDUSTRIES) for (const c of [it.label, ...(it.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${c.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(t) && c.length > len) { best = it.id; len = c.length; }
  }
  return best;
}
function entityOf(text: string): string | undefined {
  return ENTITIES.find((e) => (e.countries ?? []).includes('US') && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === norm(text)))?.id;
}

async function checkedBoxes(pdf: Uint8Array): Promise<Set<string>> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const on = new Set<string>();
  for (let i = 1; i <= doc.numPages; i++) {
    for (const a of (await (await doc.getPage(i)).getAnnotations()) as { checkBox?: boolean; fieldName: string; fieldValue: string; exportValue: string }[]) {
      if (a.checkBox && a.fieldValue === a.exportValue && a.fieldValue !== 'Off') on.add(`${a.fieldName}=${a.exportValue}`);
    }
  }
  await task.destroy();
  return on;
}

function checkTruth(b: Built67): void {
  const t = b.truth;
  if (t.type_of_entity) expect(ENTITIES.map((e) => e.id)).toContain(t.type_of_entity);
  if (t.industry) expect(INDUSTRIES.map((e) => e.id)).toContain(t.industry);
  expect(t.state_region && STATES.some((s) => s.code === t.state_region)).toBeTruthy();
  expect(t.country).toBe('United States');
  for (const p of b.painter.printed) {
    if (p.paths.includes('industry')) expect(industryOf(p.text)).toBe(t.industry);
    if (p.paths.includes('type_of_entity') && p.text) expect(entityOf(p.text)).toBe(t.type_of_entity);
  }
  const owned = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(owned).toBeLessThanOrEqual(100);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(b.layout.maxOwners);
  if (t.business_tax_id) expect(t.business_tax_id).toMatch(/^\d{9}$/);
}

function checkDecoys(b: Built67): void {
  const truthTexts = new Set(b.painter.printed.filter((p) => p.kind === 'truth' && p.text).map((p) => norm(p.text)));
  const values = new Set(Object.values(b.truth).concat(b.truth.applicants.flatMap((a) => Object.values(a)))
    .filter((x) => x !== null && typeof x !== 'object').map((x) => norm(String(x))));
  for (const d of b.painter.printed.filter((p) => p.kind === 'decoy')) {
    expect(truthTexts.has(norm(d.text)), `decoy ${d.text}`).toBe(false);
    expect(values.has(norm(d.text)), `decoy ${d.text}`).toBe(false);
  }
}

describe('independent67', () => {
  for (const layout of INDEPENDENT67_LAYOUT_NAMES) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      it(`${layout} ${style}`, async () => {
        for (const seed of [1, 2, 3, 4]) {
          const b = await build67(layout, seed, style);
          const rd = await pdfRead(b.pdf);
          expect(rd.pages.length).toBe(b.layout.pages);
          checkTruth(b);
          checkDecoys(b);
          const text = squash(rd.text);
          for (const p of b.painter.printed.filter((x) => x.text)) {
            if (style === 'fillable') {
              expect(rd.fields.get(p.field!), `${p.field}`).toBe(p.text);
              if (p.paths.some((k) => /legal_name|tax_id$|date_of_birth|requested_amount/.test(k))) expect(text.includes(squash(p.text)), `page text holds ${p.text}`).toBe(false);
            } else expect(text.includes(squash(p.text)), `${layout} ${style} ${seed}: ${p.text}`).toBe(true);
          }
          if (style === 'fillable') {
            const on = await checkedBoxes(b.pdf);
            for (const c of b.painter.checks) if (c.field) expect(on.has(`${c.field}=${c.on}`), `${c.field}`).toBe(c.checked);
          }
        }
      }, 60000);
    }
  }

  it('is deterministic and scans flattened styles only', async () => {
    const layout = INDEPENDENT67_LAYOUT_NAMES[3]!;
    const a = await generateIndependent67(layout, 9, { style: 'handwritten', scan: false });
    const b = await generateIndependent67(layout, 9, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const f = await generateIndependent67(layout, 9, { style: 'fillable', scan: true });
    expect((await pdfRead(f.pdf)).fields.size).toBeGreaterThan(20);
    const s = await generateIndependent67(INDEPENDENT67_LAYOUT_NAMES[0]!, 9, { style: 'typed', scan: true });
    const rs = await pdfRead(s.pdf);
    expect(rs.pages.length).toBe(1);
    expect(rs.fields.size).toBe(0);
    expect(s.truth).toEqual((await build67(INDEPENDENT67_LAYOUT_NAMES[0]!, 9, 'typed')).truth);
  }, 120000);
});

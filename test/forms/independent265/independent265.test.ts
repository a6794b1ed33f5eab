import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDEPENDENT265_LAYOUT_NAMES, generateIndependent265 } from './index.ts';

const REF = '/work/shared/reference';
const ids = (f: string) => new Set((JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')).items as { id?: string; code?: string }[]).map((i) => i.id ?? i.code));
const ENTITY = ids('entity-types.json'), INDUSTRY = ids('industries.json'), STATES = ids('states.json');
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6];
const squash = (s: string) => s.replace(/\s+/g, '');

async function read(pdf: Uint8Array): Promise<{ text: string; widgets: { name: string; value: string; check: boolean }[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: pdf.slice(), verbosity: 0,
    standardFontDataUrl: new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname });
  const doc = await task.promise;
  let text = '';
  const widgets: { name: string; value: string; check: boolean }[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text += tc.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n';
    for (const a of await page.getAnnotations()) {
      if (a.subtype !== 'Widget') continue;
      widgets.push({ name: a.fieldName, value: a.checkBox ? (a.fieldValue === 'Off' ? '' : String(a.fieldValue)) : String(a.fieldValue ?? ''), check: !!a.checkBox });
    }
  }
  await task.destroy();
  return { text, widgets };
}

/** applications.md's industry rule, over the reference: the longest label or alias contained, word-bounded. */
const INDUSTRY_ITEMS = JSON.parse(readFileSync(`${REF}/industries.json`, 'utf8')).items as { id: string; label: string; aliases: string[] }[];
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRY_ITEMS) for (const a of [it.label, ...it.aliases]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [it.id, a.length];
  }
  return best?.[0] ?? null;
}

describe('independent265 generator', () => {
  it('has four to seven layouts', () => {
    expect(INDEPENDENT265_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(4);
    expect(INDEPENDENT265_LAYOUT_NAMES.length).toBeLessThanOrEqual(7);
  });

  for (const layout of INDEPENDENT265_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: every truth value is printed where the truth says`, async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent265(layout, seed, { style, scan: false });
          const t = r.truth;
          const { text, widgets } = await read(r.pdf);
          const page = squash(text);
          expect(t.legal_name).toBeTruthy();
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          // Every non-null truth value has a location.
          const located = new Set(r.locations.flatMap((l) => l.fields));
          for (const [k, v] of Object.entries(t)) if (k !== 'applicants' && v !== null) expect(located.has(`application.${k}`), k).toBe(true);
          t.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) expect(located.has(`application.applicants[${i}].${k}`), `${i}.${k}`).toBe(true); });
          for (const l of r.locations) {
            if (style === 'fillable') {
              const w = widgets.find((x) => x.name === l.acroform_field);
              expect(w, l.acroform_field).toBeDefined();
              if (w!.check) expect(w!.value).toBe('Yes');
              else expect(w!.value).toBe(l.text);
            } else if (l.via === 'mark') {
              expect(page).toContain(squash(l.text)); // the label beside a drawn mark
            } else expect(page, l.text).toContain(squash(l.text));
          }
          if (style === 'fillable') {
            for (const l of r.locations) {
              if (l.via !== 'acroform' || l.text.length < 4 || l.fields.some((f) => /role|type_of_entity|payment_frequency|industry/.test(f))) continue;
              expect(page, `printed as text: ${l.text}`).not.toContain(squash(l.text));
            }
          }
          // Values read from their printed text.
          const by = (f: string) => r.locations.find((l) => l.fields.includes(`application.${f}`))?.text;
          if (t.requested_amount !== null) expect(Number(by('requested_amount')!.replace(/[$,\s]/g, ''))).toBe(t.requested_amount);
          if (t.business_tax_id !== null) expect(by('business_tax_id')!.replace(/\D/g, '')).toBe(t.business_tax_id);
          if (t.industry !== null) expect(industryOf(by('industry')!)).toBe(t.industry);
          t.applicants.forEach((a, i) => {
            const name = by(`applicants[${i}].first_name`)!;
            expect(name).toContain(a.first_name!);
            expect(name).toContain(a.last_name!);
            if (a.tax_id) expect(by(`applicants[${i}].tax_id`)!.replace(/\D/g, '')).toBe(a.tax_id);
          });
          // Decoys never carry a truth value.
          for (const d of r.decoys) if (d.key !== 'dba') expect(d.text).not.toBe(t.legal_name); // a DBA printed as the legal name is null, not a decoy's value
        }
      });
    }
  }

  it('truth ids exist in the reference and shares add up', async () => {
    for (const layout of INDEPENDENT265_LAYOUT_NAMES) for (let seed = 1; seed <= 25; seed++) {
      const { truth: t } = await generateIndependent265(layout, seed, { style: 'typed', scan: false });
      if (t.type_of_entity) expect(ENTITY.has(t.type_of_entity), t.type_of_entity).toBe(true);
      if (t.industry) expect(INDUSTRY.has(t.industry), t.industry).toBe(true);
      if (t.state_region) expect(STATES.has(t.state_region)).toBe(true);
      expect(t.country).toBe('United States');
      const sum = t.applicants.reduce((a, x) => a + (x.ownership ?? 0), 0);
      expect(sum).toBeLessThanOrEqual(100);
      if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
      if (t.business_tax_id_type) expect(['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
    }
  });

  it('is deterministic for a seed', async () => {
    for (const layout of INDEPENDENT265_LAYOUT_NAMES) for (const style of STYLES) {
      const a = await generateIndependent265(layout, 11, { style, scan: false });
      const b = await generateIndependent265(layout, 11, { style, scan: false });
      expect(a.truth).toEqual(b.truth);
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
  });

  it('varies owners, shapes and decoys across seeds', async () => {
    const counts = new Set<number>(); const masked = new Set<boolean>(); let dba = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const r = await generateIndependent265('harborline_capital', seed, { style: 'typed', scan: false });
      counts.add(r.truth.applicants.length);
      r.truth.applicants.forEach((a) => masked.add(a.tax_id === null));
      if (r.truth.trade_name) dba++;
      expect(r.decoys.length).toBeGreaterThan(5);
    }
    expect(counts.size).toBeGreaterThanOrEqual(3);
    expect(masked.size).toBe(2);
    expect(dba).toBeGreaterThan(0);
  });

  it('scans typed and handwritten forms, refuses to scan a fillable one', async () => {
    const a = await generateIndependent265('keystone_funding_group', 3, { style: 'handwritten', scan: true });
    const b = await generateIndependent265('bluepeak_advance', 3, { style: 'typed', scan: 'phone' });
    expect(a.skews?.length).toBe(a.pages);
    expect(b.pdf.length).toBeGreaterThan(1000);
    expect(squash((await read(a.pdf)).text)).not.toContain(squash(a.truth.legal_name!));
    await expect(generateIndependent265('bluepeak_advance', 3, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});

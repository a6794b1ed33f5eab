import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent266, INDEPENDENT266_LAYOUT_NAMES, type Independent266Result } from './index.ts';
import { ENTITY_TYPES, INDUSTRIES, PROVINCES, entityIdFor, industryIdFor } from './data.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];

interface Read { text: string; widgets: Map<string, { value: unknown; check: boolean }> }
async function read(pdf: Uint8Array): Promise<Read> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0, useSystemFonts: false }).promise;
  let text = '';
  const widgets = new Map<string, { value: unknown; check: boolean }>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    text += tc.items.map((it: any) => it.str ?? '').join('') + '\n';
    for (const a of (await page.getAnnotations()) as any[]) {
      if (a.subtype === 'Widget') widgets.set(a.fieldName, { value: a.fieldValue, check: Boolean(a.checkBox) });
    }
  }
  await doc.cleanup();
  return { text, widgets };
}
const squash = (s: string): string => s.replace(/\s+/g, '');

function money(text: string): number {
  const t = text.replace(/CAD|\$/g, '').trim();
  if (/,\d{2}$/.test(t)) return Number(t.replace(/[\s.]/g, '').replace(',', '.'));
  return Number(t.replace(/[\s,]/g, ''));
}
const PROV_NAMES = (code: string): string[] => {
  const p = PROVINCES.find((x) => x.code === code) as any;
  return [p.code, p.name, p.name_fr, ...(p.aliases ?? [])].map((s: string) => s.toLowerCase());
};
const FREQ_WORDS: Record<string, RegExp> = { daily: /daily|quotidien/i, weekly: /weekly|hebdo/i, biweekly: /bi-weekly|two weeks|deux semaines/i, monthly: /monthly|mensuel/i };

/** Does the printed text give this truth value under applications.md's rules? */
function gives(path: string, value: unknown, text: string): boolean {
  const key = path.replace(/^application\./, '').replace(/^applicants\[\d+\]\./, '');
  if (value === null) return key === 'tax_id' ? /[X*]/.test(text) : true;
  switch (key) {
    case 'legal_name': case 'trade_name': case 'role': return text === value;
    case 'first_name': case 'last_name': return text.includes(String(value));
    case 'ownership': case 'credit_score': case 'number_of_payments': return text.replace(/[^\d.]/g, '') === String(value);
    case 'requested_amount': case 'requested_payment': return money(text) === value;
    case 'business_tax_id': case 'tax_id': return text.replace(/[^0-9A-Z]/g, '') === value;
    case 'business_tax_id_type': return value === 'BN' ? /^(BN|\d{9}.*)$/.test(squash(text)) : value === 'SIN' ? /SIN|NAS|^[\dX* -]+$/.test(text) : false;
    case 'tax_id_type': return value === 'SIN';
    case 'business_tax_id_country': case 'tax_id_country': return value === 'CA';
    case 'business_start_date': case 'date_of_birth': {
      const [y, , d] = String(value).split('-');
      return text.includes(y!) && (text.includes(d!) || text.includes(String(Number(d))) || text.includes('1er'));
    }
    case 'type_of_entity': return entityIdFor(text) === value;
    case 'industry': return industryIdFor(text) === value;
    case 'state_region': return PROV_NAMES(String(value)).includes(text.toLowerCase());
    case 'country': return value === 'Canada';
    case 'payment_frequency': return FREQ_WORDS[String(value)]!.test(text);
    default: return false;
  }
}

function scalarTruth(r: Independent266Result): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(r.truth)) if (k !== 'applicants' && v !== null) out.push([`application.${k}`, v]);
  r.truth.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) out.push([`application.applicants[${i}].${k}`, v]); });
  return out;
}

describe('independent266 generator', () => {
  for (const layout of INDEPENDENT266_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: every truth value is printed where the truth says`, async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent266(layout, seed, { style, scan: false });
          expect(Buffer.from(r.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
          const { text, widgets } = await read(r.pdf);
          const page = squash(text);
          // every non-null truth value comes from a placed value that gives it
          const covered = new Map<string, unknown>();
          for (const loc of r.locations) {
            for (const [p, v] of Object.entries(loc.truth)) {
              expect(gives(p, v, loc.text), `${layout}#${seed} ${p}=${String(v)} from "${loc.text}"`).toBe(true);
              covered.set(`application.${p}`, v);
            }
          }
          for (const [p, v] of scalarTruth(r)) expect(covered.get(p), `${layout}#${seed} ${p}`).toEqual(v);
          expect(r.truth.legal_name).toBeTruthy();
          expect(r.truth.applicants.length).toBeGreaterThanOrEqual(1);
          expect(r.truth.applicants.length).toBeLessThanOrEqual(4);
          expect(r.truth.country).toBe('Canada');
          if (style === 'fillable') {
            expect(Buffer.from(r.pdf).toString('latin1')).toContain('/NeedAppearances false');
            for (const loc of r.locations) {
              const w = widgets.get(loc.acroform_field ?? '');
              expect(w, `${layout}#${seed} widget for ${loc.text}`).toBeDefined();
              if (loc.via === 'checkbox_widget') expect(w!.value).toBe('Yes');
              else expect(w!.value).toBe(loc.text);
              const paths = Object.keys(loc.truth).join(' ');
              if (loc.via === 'acroform' && squash(loc.text).length >= 5 && !/role|country|type_of_entity|industry|state_region/.test(paths)) {
                expect(page.includes(squash(loc.text)), `${layout}#${seed} "${loc.text}" drawn as page text`).toBe(false);
              }
            }
            for (const d of r.decoys) if (d.text.length >= 6 && /\d/.test(d.text)) expect(page.includes(squash(d.text))).toBe(false);
          } else {
            for (const loc of [...r.locations, ...r.decoys]) {
              expect(page.includes(squash(loc.text)), `${layout}#${seed} "${loc.text}" in page text`).toBe(true);
            }
            expect(widgets.size).toBe(0);
          }
        }
      });
    }
  }

  it('is deterministic for a seed and varies across seeds', async () => {
    for (const layout of INDEPENDENT266_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent266(layout, 11, { style, scan: false });
        const b = await generateIndependent266(layout, 11, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
        expect(a.truth).toEqual(b.truth);
      }
      const names = new Set<string>();
      for (let s = 0; s < 8; s++) names.add((await generateIndependent266(layout, s, { style: 'typed', scan: false })).truth.legal_name!);
      expect(names.size).toBeGreaterThan(4);
    }
  });

  it('uses reference ids only and covers the variety the set promises', async () => {
    const entityIds = new Set(ENTITY_TYPES.map((e) => e.id));
    const industryIds = new Set(INDUSTRIES.map((e) => e.id));
    const provinces = new Set(PROVINCES.map((p) => p.code));
    const seen = { owners: new Set<number>(), masked: 0, fullSin: 0, bnProgram: 0, bnBare: 0, sinBiz: 0, entities: new Set<string>(), provs: new Set<string>(), nullStart: 0 };
    for (const layout of INDEPENDENT266_LAYOUT_NAMES) {
      for (let seed = 0; seed < 25; seed++) {
        const { truth } = await generateIndependent266(layout, seed, { style: 'typed', scan: false });
        if (truth.type_of_entity) expect(entityIds.has(truth.type_of_entity)).toBe(true);
        if (truth.industry) expect(industryIds.has(truth.industry)).toBe(true);
        expect(provinces.has(truth.state_region!)).toBe(true);
        seen.owners.add(truth.applicants.length);
        seen.entities.add(truth.type_of_entity ?? '');
        seen.provs.add(truth.state_region!);
        if (truth.business_tax_id_type === 'SIN') seen.sinBiz++;
        if (truth.business_tax_id && /[A-Z]/.test(truth.business_tax_id)) seen.bnProgram++;
        if (truth.business_tax_id_type === 'BN' && /^\d{9}$/.test(truth.business_tax_id!)) seen.bnBare++;
        if (!truth.business_start_date) seen.nullStart++;
        for (const a of truth.applicants) {
          if (a.tax_id_type === 'SIN' && a.tax_id === null) seen.masked++;
          if (a.tax_id) { seen.fullSin++; expect(a.tax_id).toMatch(/^\d{9}$/); }
          if (a.ownership !== null) expect(a.ownership).toBeLessThanOrEqual(100);
        }
      }
    }
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(seen.masked).toBeGreaterThan(0);
    expect(seen.fullSin).toBeGreaterThan(0);
    expect(seen.bnProgram).toBeGreaterThan(0);
    expect(seen.bnBare).toBeGreaterThan(0);
    expect(seen.sinBiz).toBeGreaterThan(0);
    expect(seen.nullStart).toBeGreaterThan(0);
    expect(seen.entities.size).toBeGreaterThan(4);
    expect(seen.provs.size).toBeGreaterThan(7);
  });

  it('scans typed and handwritten forms, and refuses to scan a fillable one', async () => {
    const a = await generateIndependent266('maple-ridge-capital', 5, { style: 'typed', scan: true });
    expect(Buffer.from(a.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const b = await generateIndependent266('financement-boreal', 5, { style: 'handwritten', scan: 'phone' });
    expect(b.pages).toBe(2);
    expect(b.truth.legal_name).toBeTruthy();
    await expect(generateIndependent266('coastal-pacific-funding', 5, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 120_000);
});

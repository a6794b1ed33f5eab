// Set 84: every layout x style generates, is deterministic, and its truth is what the PDF shows (page text for typed
// and handwritten, AcroForm fields for fillable), each printed value re-read here by applications.md's rules.
import { describe, expect, it } from 'vitest';
import { pdfRead, type PdfRead } from '../generator/pdf-read.ts';
import { generateIndependent84, INDEPENDENT84_LAYOUT_NAMES, type Generated84 } from './index.ts';
import type { Placement } from './draw.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const squash = (s: string): string => s.toUpperCase().replace(/\s+/g, '');
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A printed date as ISO, by the forms applications.md names. */
function isoOf(text: string): string {
  const t = text.trim().toUpperCase();
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(t);
  if (m) {
    const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return `${y}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  }
  m = /^([A-Z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${String(MONTHS.indexOf(m[1]!.slice(0, 3)) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  throw new Error(`unreadable date ${text}`);
}

/** The fields a placement's text gives, read independently of the generator. */
function reread(p: Placement): Record<string, unknown> {
  const [path] = Object.keys(p.fields) as [string];
  const t = p.text;
  switch (p.kind) {
    case 'money': return { [path]: Number(t.replace(/[^0-9.]/g, '')) };
    case 'int': return { [path]: Number(t.trim()) };
    case 'pct': return { [path]: Number(t.replace(/[%\s]/g, '')) };
    case 'date': return { [path]: isoOf(t) };
    case 'freq': return { [path]: t.toLowerCase().replace(/[^a-z]/g, '') };
    case 'digits': {
      const out: Record<string, unknown> = {};
      const base = path.replace(/(business_)?tax_id$/, '');
      const own = path.startsWith('applicants');
      const digits = t.replace(/[^0-9A-Z]/g, '');
      const type = /RC|RT/.test(t) ? 'BN' : own && /SIN/.test(String(p.fields[`${base}tax_id_type`])) ? 'SIN'
        : /^\d{2}-\d{7}$/.test(t) || (!own && /^\d{9}$/.test(t)) ? 'EIN' : t.startsWith('9') ? 'ITIN' : 'SSN';
      out[path] = /X/.test(t) ? null : digits;
      out[`${base}${own ? '' : 'business_'}tax_id_type`] = type;
      out[`${base}${own ? '' : 'business_'}tax_id_country`] = type === 'BN' || type === 'SIN' ? 'CA' : 'US';
      return out;
    }
    default: return {};
  }
}

function checkAgainstPdf(g: Generated84, read: PdfRead, style: string): void {
  for (const p of g.placements) {
    if (style === 'fillable') {
      expect(read.fields.get(p.acro!), p.key).toBe(p.check ? 'Yes' : p.text);
    } else if (!p.check) {
      expect(squash(read.pages[p.page - 1]!), `${p.key} on page ${p.page}`).toContain(squash(p.text));
    }
    const again = reread(p);
    for (const [k, v] of Object.entries(again)) expect(p.fields[k], `${p.key} ${k} from "${p.text}"`).toEqual(v);
    if (p.kind === 'name') {
      for (const v of Object.values(p.fields)) expect(p.text).toContain(String(v));
    }
    if (p.kind === 'text' && 'trade_name' in p.fields) {
      expect(p.fields.trade_name).toBe(/^(SAME|N\/A|NONE|)$/i.test(p.text.trim()) ? null : p.text);
    } else if (p.kind === 'text') {
      for (const v of Object.values(p.fields)) if (typeof v === 'string' && !/_region$|^country$/.test(Object.keys(p.fields)[0]!)) expect([p.text, v]).toContain(v);
    }
  }
  if (style === 'fillable') {
    expect(squash(read.text)).not.toContain(squash(g.truth.legal_name!));
  }
  for (const d of g.decoys) for (const v of [g.truth.legal_name, g.truth.trade_name]) expect(d.text).not.toBe(v);
}

describe('independent set 84', () => {
  it('has seven layouts, each a different broker', async () => {
    expect(INDEPENDENT84_LAYOUT_NAMES).toHaveLength(7);
    const brokers = new Set<string>();
    for (const l of INDEPENDENT84_LAYOUT_NAMES) brokers.add((await generateIndependent84(l, 1, { style: 'typed', scan: false })).broker);
    expect(brokers.size).toBe(7);
  });

  for (const layout of INDEPENDENT84_LAYOUT_NAMES) {
    it(`${layout}: every style generates, is deterministic and agrees with the PDF`, async () => {
      for (const style of STYLES) {
        for (const seed of [1, 2]) {
          const g = await generateIndependent84(layout, seed, { style, scan: false });
          const again = await generateIndependent84(layout, seed, { style, scan: false });
          expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf)), `${style} ${seed} bytes`).toBe(true);
          expect(again.truth).toEqual(g.truth);
          const t = g.truth;
          expect(t.legal_name).toBeTruthy();
          expect(t.type_of_entity).toBeTruthy();
          expect(t.industry).toBeTruthy();
          expect(t.state_region).toBeTruthy();
          expect(t.requested_amount).toBeGreaterThan(0);
          expect(t.applicants.length).toBeGreaterThanOrEqual(1);
          for (const a of t.applicants) expect(a.first_name && a.last_name && a.ownership).toBeTruthy();
          checkAgainstPdf(g, await pdfRead(g.pdf), style);
        }
      }
    });
  }

  it('varies with the seed and never fails to map a printed entity or trade', async () => {
    for (const layout of INDEPENDENT84_LAYOUT_NAMES) {
      const names = new Set<string>();
      const owners = new Set<number>();
      for (let seed = 1; seed <= 16; seed++) {
        const g = await generateIndependent84(layout, seed, { style: 'typed', scan: false });
        names.add(g.truth.legal_name!);
        owners.add(g.truth.applicants.length);
      }
      expect(names.size).toBeGreaterThan(10);
      expect(owners.size).toBeGreaterThan(1);
    }
  });

  it('a scanned fillable form keeps its truth and has no text layer', async () => {
    const plain = await generateIndependent84('apex_comb_ruled', 3, { style: 'fillable', scan: false });
    const g = await generateIndependent84('apex_comb_ruled', 3, { style: 'fillable', scan: true });
    expect(g.truth).toEqual(plain.truth);
    const read = await pdfRead(g.pdf);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
  }, 30_000);
});

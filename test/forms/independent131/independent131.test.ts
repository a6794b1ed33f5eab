// Set 131: every layout x style gives a PDF whose page text (typed, handwritten) or AcroForm fields (fillable) hold the
// values its truth says, read back here by applications.md's rules written independently of the generator; masked and
// blank values are null; same seed, same bytes; a scan is an image-only PDF.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent131, INDEPENDENT131_LAYOUT_NAMES, type Independent131Result } from './index.ts';
import { INDUSTRIES } from './pools.ts';

const REF = '/work/shared/reference';
const STYLES = ['typed', 'handwritten', 'fillable'] as const;

async function readPdf(pdf: Uint8Array): Promise<{ text: string; fields: Map<string, string> }> {
  const doc = await getDocument({ data: pdf.slice(), disableFontFace: true, verbosity: 0 }).promise;
  let text = '';
  const fields = new Map<string, string>();
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text += tc.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n';
    for (const a of await page.getAnnotations()) {
      if (a.fieldName) fields.set(a.fieldName as string, String(a.checkBox ? (a.fieldValue === 'Off' || !a.fieldValue ? 'Off' : 'Yes') : (a.fieldValue ?? '')));
    }
  }
  await doc.cleanup();
  return { text, fields };
}

const compact = (s: string): string => s.replace(/\s+/g, '');

// ---- applications.md's rules, written for this test ----
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function isoDate(t: string): string {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  const pad = (n: number) => String(n).padStart(2, '0');
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) {
    const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return `${y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${pad(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${pad(Number(m[2]))}`;
  throw new Error(`date? ${t}`);
}
function personName(t: string): { first: string; last: string } {
  let s = t.replace(/,\s*(DC|DDS|CPA|DVM|MD)$/, '');
  const sw = /^([^,]+),\s*(.+)$/.exec(s);
  if (sw) s = `${sw[2]} ${sw[1]}`;
  const words = s.split(/\s+/).filter((w) => !/^[A-Z]\.$/.test(w));
  return { first: words[0]!, last: words.slice(1).join(' ') };
}
function taxId(t: string): { id: string; type: string; country: string } {
  const id = t.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (/RC\d{4}$/.test(id)) return { id, type: 'BN', country: 'CA' };
  if (/^\d{2}-\d{7}$/.test(t)) return { id, type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { id, type: id.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  if (/^\d{3}[ -]\d{3}[ -]\d{3}$/.test(t)) return { id, type: 'SIN', country: 'CA' };
  throw new Error(`tax id? ${t}`);
}
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const ENTITIES = existsSync(`${REF}/entity-types.json`)
  ? (JSON.parse(readFileSync(`${REF}/entity-types.json`, 'utf8')).items as { id: string; label: string; aliases: string[] }[]) : [];
const CODE_LEGEND: Record<string, string> = { c: 'c_corporation', s: 's_corporation', p: 'general_partnership' };
function entity(t: string, country: string, layout: string): string {
  const n = norm(t);
  if (layout === 'fiveboro_codes' && CODE_LEGEND[n]) return CODE_LEGEND[n]!;
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return country === 'Canada' ? 'ca_corporation' : 'c_corporation';
  const hit = ENTITIES.find((e) => [e.id, e.label, ...e.aliases].some((a) => norm(a) === n));
  if (!hit) throw new Error(`entity? ${t}`);
  return hit.id;
}
function freq(t: string): string {
  const s = t.toLowerCase();
  return s.startsWith('d') ? 'daily' : s.startsWith('b') ? 'biweekly' : s.startsWith('w') ? 'weekly' : s.startsWith('m') ? 'monthly' : `? ${t}`;
}
const INDUSTRY_REF = existsSync(`${REF}/industries.json`)
  ? (JSON.parse(readFileSync(`${REF}/industries.json`, 'utf8')).items as { id: string; label: string; aliases: string[] }[]) : [];
function industry(t: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRY_REF) for (const a of [it.label, ...it.aliases]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(t.toLowerCase()) && (!best || a.length > best[1])) best = [it.id, a.length];
  }
  return best?.[0] ?? null;
}
const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];

/** What a careful reader gets for one truth path from the printed text. */
function read(path: string, t: string, r: Independent131Result): unknown {
  const f = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  switch (f) {
    case 'legal_name': case 'trade_name': case 'role': return t;
    case 'business_tax_id': case 'tax_id': return taxId(t).id;
    case 'business_tax_id_type': case 'tax_id_type': return taxId(t).type;
    case 'business_tax_id_country': case 'tax_id_country': return taxId(t).country;
    case 'state_region': return t;
    case 'country': return PROVINCES.includes(t) ? 'Canada' : 'United States';
    case 'requested_amount': case 'requested_payment': return Number(t.replace(/[$,\s]|CAD/g, ''));
    case 'number_of_payments': case 'credit_score': return Number(t);
    case 'ownership': return Number(t.replace('%', '').trim());
    case 'payment_frequency': return freq(t);
    case 'business_start_date': case 'date_of_birth': return isoDate(t);
    case 'first_name': return personName(t).first;
    case 'last_name': return personName(t).last;
    case 'type_of_entity': return entity(t, r.truth.country!, r.layout);
    case 'industry': return INDUSTRY_REF.length ? industry(t) : r.truth.industry;
    default: throw new Error(`path? ${path}`);
  }
}

function truthAt(r: Independent131Result, path: string): unknown {
  const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
  if (a) return (r.truth.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!];
  return (r.truth as unknown as Record<string, unknown>)[path.slice('application.'.length)];
}

function nonNullPaths(r: Independent131Result): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(r.truth)) if (k !== 'applicants' && v !== null) out.push(`application.${k}`);
  r.truth.applicants.forEach((ap, i) => { for (const [k, v] of Object.entries(ap)) if (v !== null) out.push(`application.applicants[${i}].${k}`); });
  return out;
}

async function check(r: Independent131Result): Promise<void> {
  expect(new TextDecoder().decode(r.pdf.slice(0, 5))).toBe('%PDF-');
  const { text, fields } = await readPdf(r.pdf);
  const page = compact(text);
  for (const v of r.values) {
    if (r.style === 'fillable') {
      expect(fields.get(v.key), v.key).toBe(v.text);
      if (/\d{3}/.test(v.text)) expect(page.includes(compact(v.text)), `${v.key} not on the page`).toBe(false);
    } else {
      expect(page.includes(compact(v.text)), `${v.key}: ${v.text}`).toBe(true);
    }
  }
  for (const t of r.ticks) {
    if (r.style === 'fillable') expect(fields.get(t.key), t.key).toBe('Yes');
    else expect(page.includes(compact(t.label))).toBe(true);
  }
  if (r.style === 'fillable') {
    const on = [...fields].filter(([, v]) => v === 'Yes').map(([k]) => k).sort();
    expect(on).toEqual(r.ticks.map((t) => t.key).sort());
  }
  const covered = new Set<string>();
  for (const v of [...r.values, ...r.ticks.map((t) => ({ key: t.key, text: t.label, paths: t.paths }))]) {
    for (const p of v.paths) {
      covered.add(p);
      expect(read(p, v.text, r), `${p} from "${v.text}"`).toEqual(truthAt(r, p));
    }
  }
  expect([...covered].filter((p) => truthAt(r, p) === null)).toEqual([]);
  expect(nonNullPaths(r).filter((p) => !covered.has(p))).toEqual([]);
  // Masked values are read as null.
  for (const d of r.decoys) {
    if (!/[X*x]{2}/.test(d.text) || !/\d/.test(d.text)) continue;
    const o = /^o(\d)_(ssn|dob)/.exec(d.key);
    if (o) expect(truthAt(r, `application.applicants[${o[1]}].${o[2] === 'ssn' ? 'tax_id' : 'date_of_birth'}`)).toBeNull();
    if (d.key === 'fed_tin') expect(r.truth.business_tax_id).toBeNull();
  }
}

describe('independent set 131', () => {
  it('has four layouts', () => expect(INDEPENDENT131_LAYOUT_NAMES.length).toBe(4));

  it('prints industries the reference reads as intended', () => {
    if (!INDUSTRY_REF.length) return;
    for (const [text, id] of INDUSTRIES) expect(industry(text), text).toBe(id);
  });

  for (const layout of INDEPENDENT131_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: the form holds exactly its truth`, async () => {
        for (const seed of [1, 2, 3, 4, 5, 6]) await check(await generateIndependent131(layout, seed, { style, scan: false }));
      });
    }
  }

  it('varies merchants and masks values across seeds', async () => {
    const seen = { ca: 0, masked: 0, owners: new Set<number>(), entities: new Set<string>() };
    for (const layout of INDEPENDENT131_LAYOUT_NAMES) for (let seed = 10; seed < 30; seed++) {
      const r = await generateIndependent131(layout, seed, { style: 'typed', scan: false });
      if (r.country === 'CA') seen.ca++;
      if (r.decoys.some((d) => /[X*]{2}/.test(d.text) && /\d/.test(d.text))) seen.masked++;
      seen.owners.add(r.truth.applicants.length);
      seen.entities.add(r.truth.type_of_entity!);
      await check(r);
    }
    expect(seen.ca).toBeGreaterThan(3);
    expect(seen.masked).toBeGreaterThan(10);
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(seen.entities.size).toBeGreaterThan(7);
  });

  it('same seed, same bytes', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent131('northbridge_twin', 7, { style, scan: false });
      const b = await generateIndependent131('northbridge_twin', 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  it('a scan is an image-only PDF with the same truth, deterministic', async () => {
    const a = await generateIndependent131('fiveboro_codes', 3, { style: 'handwritten', scan: true });
    const b = await generateIndependent131('fiveboro_codes', 3, { style: 'handwritten', scan: true });
    const plain = await generateIndependent131('fiveboro_codes', 3, { style: 'handwritten', scan: false });
    expect(a.scanner).not.toBeNull();
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(a.truth).toEqual(plain.truth);
    expect(compact((await readPdf(a.pdf)).text)).toBe('');
  }, 60_000);
});

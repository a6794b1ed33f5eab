// Set 104 (browser-printed online applications): determinism, each truth value read back from what is printed (page
// text or AcroForm fields) by applications.md's rules, decoys never a truth value, every layout x style renders.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { INDUSTRIES } from './data.ts';
import { INDEPENDENT104_LAYOUT_NAMES, type Rendered, generateIndependent104, render104 } from './index.ts';

interface Item { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string; name?: string }
const ref = (f: string): Item[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
const INDUSTRY_REF = ref('industries.json'), ENTITY_REF = ref('entity-types.json');
const REGIONS = [...ref('states.json'), ...ref('provinces.json')];
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 4];

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const digits = (s: string): string => s.replace(/\D/g, '');
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRY_REF) {
    for (const term of [it.label, ...(it.aliases ?? [])]) {
      if (new RegExp(`(?<![A-Za-z0-9])${esc(term)}(?![A-Za-z0-9])`, 'i').test(text) && (!best || term.length > best[1])) best = [it.id, term.length];
    }
  }
  return best?.[0] ?? null;
}
function entityOf(text: string, country: string): string | null {
  const hits = ENTITY_REF.filter((e) => [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === norm(text)) && (e.countries ?? []).includes(country));
  if (hits.length === 1) return hits[0]!.id;
  return hits.find((h) => h.id === (country === 'US' ? 'c_corporation' : 'ca_corporation'))?.id ?? null;
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function dateOf(s: string): string | null {
  const p = (n: number): string => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return s;
  m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  if (m) return `${m[3]}-${m[1]}-${m[2]}`;
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(s);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  return null;
}
const moneyOf = (s: string): number => Number(s.replace(/CAD|\$|,|\s/g, ''));
const SKIP = Symbol('skip');
const FREQ: Record<string, string> = { daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' };

/** What applications.md's rule for `path` reads from the printed text. */
function readField(path: string, text: string, country: string): unknown {
  const k = path.replace(/^applicants\[\d+\]\./, '');
  switch (k) {
    case 'trade_name': return ['SAME', 'N/A', ''].includes(text.trim()) ? null : text;
    case 'type_of_entity': return entityOf(text, country);
    case 'industry': return industryOf(text);
    case 'business_tax_id': return text.replace(/[\s-]/g, '').toUpperCase();
    case 'business_tax_id_type': {
      const d = text.replace(/[\s-]/g, '');
      if (/^\d{9}RC\d{4}$/.test(d) || country === 'CA') return 'BN';
      if (/^\d{2}-\d{7}$/.test(text)) return 'EIN';
      if (/^\d{3}-\d{2}-\d{4}$/.test(text)) return text.startsWith('9') ? 'ITIN' : 'SSN';
      return 'EIN'; // a bare 9 digits under "Federal Tax ID (EIN)"
    }
    case 'business_tax_id_country': case 'tax_id_country': return country;
    case 'country': return country === 'US' ? 'United States' : 'Canada';
    case 'state_region': return REGIONS.find((r) => r.code === text || r.name === text)?.code ?? null;
    case 'requested_amount': case 'requested_payment': return moneyOf(text);
    case 'number_of_payments': case 'credit_score': return parseInt(text, 10);
    case 'ownership': return parseFloat(text);
    case 'payment_frequency': return FREQ[norm(text)] ?? null;
    case 'business_start_date': case 'date_of_birth': return dateOf(text);
    case 'tax_id': return /[*\u2022]/.test(text) ? null : digits(text);
    // A masked number's type comes from its label (README), which this reader does not see.
    case 'tax_id_type': return /[*\u2022]/.test(text) ? SKIP : country === 'CA' ? 'SIN' : text.startsWith('9') ? 'ITIN' : 'SSN';
    case 'first_name': return text.includes(',') && !/, [A-Z]{2,3}$/.test(text) ? text.split(', ')[1]!.split(' ')[0] : text.split(' ')[0];
    case 'last_name': {
      if (text.includes(',') && !/, [A-Z]{2,3}$/.test(text)) return text.split(', ')[0];
      return text.replace(/, [A-Z]{2,3}$/, '').split(' ').filter((w, i) => i > 0 && !/^[A-Z]\.$/.test(w)).join(' ') || text;
    }
    default: return text;
  }
}

function get(truth: Rendered['truth'], path: string): unknown {
  const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
  if (a) return (truth.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!];
  return (truth as unknown as Record<string, unknown>)[path];
}

async function check(layout: string, seed: number, style: (typeof STYLES)[number]): Promise<void> {
  const r = await render104(layout, seed, { style, scan: false });
  const read = await pdfRead(r.pdf);
  const fieldValues = [...read.fields.values()];
  const country = r.truth.country === 'Canada' ? 'CA' : 'US';
  const page = (p: number): string => read.pages[p - 1]!;
  const covered = new Set<string>();
  for (const pr of r.printed) {
    if (pr.via === 'mark' || style !== 'fillable') expect(page(pr.page), `${layout} ${pr.text}`).toContain(pr.text);
    else expect(fieldValues, `${layout} ${pr.text}`).toContain(pr.text);
    for (const f of pr.fields) {
      covered.add(f);
      // A first name alone is printed in its own input; the other readers need the whole text.
      const got = f.endsWith('first_name') && !pr.fields.some((x) => x.endsWith('last_name')) ? pr.text
        : f.endsWith('last_name') && !pr.fields.some((x) => x.endsWith('first_name')) ? pr.text : readField(f, pr.text, country);
      if (got !== SKIP) expect(got, `${layout}/${seed}/${style} ${f} from "${pr.text}"`).toEqual(get(r.truth, f));
    }
  }
  // Every non-null truth value comes from something printed.
  const flat: [string, unknown][] = [...Object.entries(r.truth).filter(([k]) => k !== 'applicants'),
    ...r.truth.applicants.flatMap((a, i) => Object.entries(a).map(([k, v]) => [`applicants[${i}].${k}`, v] as [string, unknown]))];
  for (const [k, v] of flat) if (v !== null) expect(covered.has(k), `${layout} ${k}`).toBe(true);
  // In the fillable style the page holds labels only.
  if (style === 'fillable') {
    for (const pr of r.printed) {
      if (pr.via === 'text' && pr.fields.some((f) => /legal_name|business_tax_id$|requested_amount|\.tax_id$|date/.test(f)) && pr.fields.every((f) => get(r.truth, f) !== undefined)) {
        expect(read.text, `${layout} page text holds ${pr.text}`).not.toContain(pr.text);
      }
    }
  }
  // Decoys are never a truth value.
  const truthStrings = new Set(flat.filter(([, v]) => v !== null).map(([, v]) => norm(String(v))));
  const truthDigits = new Set(flat.filter(([, v]) => v !== null && digits(String(v)).length >= 6).map(([, v]) => digits(String(v))));
  for (const d of r.decoys) {
    expect(truthStrings.has(norm(d.text)), `decoy ${d.key} "${d.text}"`).toBe(false);
    if (digits(d.text).length >= 6) expect(truthDigits.has(digits(d.text)), `decoy ${d.key} "${d.text}"`).toBe(false);
  }
}

describe('independent set 104: browser-printed online applications', () => {
  it('has six or seven layouts', () => {
    expect(INDEPENDENT104_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(6);
    expect(INDEPENDENT104_LAYOUT_NAMES.length).toBeLessThanOrEqual(7);
  });

  it('maps each printed type of business to its industry by the reference', () => {
    for (const [text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  it('is deterministic and the truth does not depend on the style', async () => {
    for (const layout of INDEPENDENT104_LAYOUT_NAMES.slice(0, 3)) {
      const a = await generateIndependent104(layout, 7, { style: 'handwritten', scan: false });
      const b = await generateIndependent104(layout, 7, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      const c = await generateIndependent104(layout, 7, { style: 'fillable', scan: false });
      expect(c.truth).toEqual(a.truth);
      const d = await generateIndependent104(layout, 8, { style: 'handwritten', scan: false });
      expect(d.truth).not.toEqual(a.truth);
    }
  });

  for (const layout of INDEPENDENT104_LAYOUT_NAMES) {
    it(`${layout}: every style renders, truth read back from the print, decoys apart`, async () => {
      for (const seed of SEEDS) for (const style of STYLES) await check(layout, seed, style);
    });
  }

  it('a scanned fillable form keeps the truth and has no text layer', async () => {
    const plain = await render104('prairie_review', 5, { style: 'fillable', scan: false });
    const scanned = await render104('prairie_review', 5, { style: 'fillable', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    const read = await pdfRead(scanned.pdf);
    expect(read.pages.length).toBe(plain.pages);
    expect(read.text.trim()).toBe('');
    expect(read.fields.size).toBe(0);
  }, 60_000);
});

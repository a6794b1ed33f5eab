// Independent set 105 (ISO deal submissions and funder intake forms): determinism, every truth value printed where the
// style puts it (page text or AcroForm field) and consistent with the printed text, decoys never equal to the truth.
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { generateIndependent105, INDEPENDENT105_LAYOUT_NAMES, type Generated105 } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const PROV: Record<string, string> = { Ontario: 'ON', Alberta: 'AB', 'British Columbia': 'BC', Quebec: 'QC', Manitoba: 'MB', 'Nova Scotia': 'NS', Saskatchewan: 'SK', 'New Brunswick': 'NB' };
// The printed words and the reference ids they read as (applications.md: entity by label/alias and country, industry by
// the longest label or alias contained in the text), written out here independently of the generator's tables.
const ENTITY: Record<string, string> = { LLC: 'llc', 'S-Corp': 's_corporation', 'Sole Prop': 'sole_proprietorship', 'Sole Proprietorship': 'sole_proprietorship',
  Partnership: 'general_partnership', PLLC: 'pllc', 'Ltd.': 'ca_corporation' };
const INDUSTRY: [RegExp, string][] = [[/pizzeria|restaurant|coffee shop/i, 'restaurant'], [/hair salon|barbershop|nail salon/i, 'personal_care'],
  [/collision repair|auto service/i, 'auto_repair'], [/hvac|plumbing|electrical contractor/i, 'specialty_trade_contractor'], [/dental office/i, 'dental_practice'],
  [/veterinary clinic/i, 'veterinary'], [/lawn care/i, 'landscaping'], [/dump truck|moving company/i, 'trucking_local'], [/fitness center|yoga studio/i, 'fitness'],
  [/daycare/i, 'childcare'], [/convenience store/i, 'convenience_store'], [/liquor store/i, 'liquor_store'], [/clothing store|furniture store/i, 'retail_general'],
  [/commercial cleaning/i, 'cleaning_services'], [/chiropractor/i, 'medical_practice'], [/machine shop/i, 'manufacturing'], [/catering/i, 'food_truck_catering'],
  [/hotel/i, 'hotel_motel'], [/it services/i, 'it_software'], [/pet grooming/i, 'pet_services'], [/car wash/i, 'car_wash'], [/distributor/i, 'wholesale_distribution'],
  [/bookkeeping/i, 'professional_services'], [/dry cleaner/i, 'dry_cleaning'], [/event venue/i, 'entertainment_venue'], [/assisted living/i, 'nursing_assisted_living']];

function parseDate(t: string): string {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  const p2 = (n: number): string => String(n).padStart(2, '0');
  if (m) { const y = Number(m[3]); return `${y < 100 ? (y > 30 ? 1900 + y : 2000 + y) : y}-${p2(Number(m[1]))}-${p2(Number(m[2]))}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p2(Number(m[2]))}`;
  return `unparsed ${t}`;
}
const num = (t: string): number => Number(t.replace(/[^0-9.]/g, ''));
const ids = (t: string): string => t.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** What the printed text says for one truth path, read by the rules of applications.md (for the values this set prints). */
function readsAs(path: string, text: string, g: Generated105): unknown {
  const f = path.replace(/^applicants\.\d+\./, '');
  switch (f) {
    case 'requested_amount': case 'requested_payment': return num(text.replace(/CAD/g, ''));
    case 'number_of_payments': case 'ownership': case 'credit_score': return num(text);
    case 'business_tax_id': case 'tax_id': return /X/.test(text) ? null : ids(text);
    case 'business_start_date': case 'date_of_birth': return parseDate(text);
    case 'legal_name': case 'role': return text;
    case 'trade_name': return ['', 'SAME', 'N/A', g.truth.legal_name].includes(text) ? null : text;
    case 'type_of_entity': return ENTITY[text] ?? (/^(Corporation|Inc\.?)$/.test(text) ? (g.country === 'US' ? 'c_corporation' : 'ca_corporation') : `? ${text}`);
    case 'industry': return INDUSTRY.find(([re]) => re.test(text))?.[1] ?? `? ${text}`;
    case 'state_region': return PROV[text] ?? (/\b([A-Z]{2})\b/.exec(text.replace(/[A-Z]\d[A-Z] \d[A-Z]\d$/, ''))?.[1] ?? `? ${text}`);
    case 'country': return g.country === 'US' ? 'United States' : 'Canada';
    case 'payment_frequency': return text.toLowerCase().replace(/[^a-z0-9]/g, '').replace('every2weeks', 'biweekly');
    case 'business_tax_id_type': return /RC\d{4}/.test(text) ? 'BN' : /^\d{3}-\d{2}-\d{4}$/.test(text) ? 'SSN' : 'EIN';
    case 'tax_id_type': return g.country === 'CA' ? 'SIN' : /^9/.test(text) ? 'ITIN' : 'SSN';
    case 'business_tax_id_country': case 'tax_id_country': return g.country;
    default: return undefined;
  }
}

async function check(g: Generated105, style: (typeof STYLES)[number]): Promise<void> {
  const read = await pdfRead(g.pdf);
  const text = norm(read.text);
  const where = `${g.layout}/${style}`;
  for (const p of g.printed) {
    if (p.via === 'check') {
      expect(text, where).toContain(p.text);
      if (style === 'fillable') expect(read.fields.get(p.field!), `${where} ${p.field}`).toBe('Yes');
    } else if (style === 'fillable') {
      expect(read.fields.get(p.field!), `${where} ${p.field}`).toBe(p.text);
      const esc = p.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (p.text.length > 8) expect(new RegExp(`(^|\\W)${esc}($|\\W)`).test(text), `${where}: ${p.text} must be only in a field`).toBe(false);
    } else {
      expect(text, where).toContain(norm(p.text));
    }
    for (const path of p.paths) {
      const f = path.replace(/^applicants\.(\d+)\./, '');
      const i = /^applicants\.(\d+)\./.exec(path)?.[1];
      const truth = i === undefined ? (g.truth as unknown as Record<string, unknown>)[path] : (g.truth.applicants[Number(i)] as unknown as Record<string, unknown>)[f];
      if (f === 'first_name' || f === 'last_name') { expect(p.text, `${where} ${path}`).toContain(String(truth)); continue; }
      if (p.via === 'check' && f === 'payment_frequency') { expect(readsAs(path, p.text, g)).toBe(truth); continue; }
      expect(readsAs(path, p.text, g), `${where} ${path} from "${p.text}"`).toEqual(truth);
    }
  }
  // Every non-null truth value was printed.
  const printedPaths = new Set(g.printed.flatMap((p) => p.paths));
  for (const [k, v] of Object.entries(g.truth)) if (k !== 'applicants' && v !== null) expect(printedPaths.has(k), `${where} ${k}`).toBe(true);
  g.truth.applicants.forEach((a, i) => { for (const [k, v] of Object.entries(a)) if (v !== null) expect(printedPaths.has(`applicants.${i}.${k}`), `${where} ${i}.${k}`).toBe(true); });
  // Decoys (ISO, funder's decision, prior/stacked advances, bank, landlord) never equal the merchant's values.
  const strings = [g.truth.legal_name, g.truth.trade_name, ...g.truth.applicants.map((a) => `${a.first_name} ${a.last_name}`)].filter((x): x is string => !!x).map((x) => x.toLowerCase());
  const taxIds = [g.truth.business_tax_id, ...g.truth.applicants.map((a) => a.tax_id)].filter((x): x is string => !!x);
  const moneys = [g.truth.requested_amount, g.truth.requested_payment].filter((x): x is number => x !== null);
  for (const dcy of g.decoys) {
    const t = norm(dcy.text).toLowerCase();
    for (const s of strings) expect(t.includes(s), `${where} decoy ${dcy.key} "${dcy.text}"`).toBe(false);
    if (ids(t).length >= 9) expect(taxIds.some((x) => ids(t).startsWith(x.slice(0, 9))), `${where} decoy ${dcy.key}`).toBe(false);
    if (/\$|cad/.test(t)) expect(moneys, `${where} decoy ${dcy.key} "${dcy.text}"`).not.toContain(num(t.replace(/cad/g, '')));
  }
  const credit = g.truth.applicants.map((a) => a.credit_score);
  for (const dcy of g.decoys.filter((x) => /fico/i.test(x.key))) expect(credit, where).not.toContain(Number(dcy.text));
  for (const dcy of g.decoys.filter((x) => /term/i.test(x.key))) expect(Number(dcy.text), where).not.toBe(g.truth.number_of_payments);
}

describe('independent105: ISO deal submissions and funder intake forms', () => {
  it('has six or seven layouts, US and Canadian', async () => {
    expect(INDEPENDENT105_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(6);
    expect(INDEPENDENT105_LAYOUT_NAMES.length).toBeLessThanOrEqual(7);
    const countries = new Set<string>();
    for (const l of INDEPENDENT105_LAYOUT_NAMES) countries.add((await generateIndependent105(l, 1, { style: 'typed', scan: false })).truth.country!);
    expect([...countries].sort()).toEqual(['Canada', 'United States']);
  });

  it('is deterministic, and the truth does not depend on the style', async () => {
    for (const l of INDEPENDENT105_LAYOUT_NAMES) {
      const a = await generateIndependent105(l, 11, { style: 'handwritten', scan: false });
      const b = await generateIndependent105(l, 11, { style: 'handwritten', scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), l).toBe(true);
      const c = await generateIndependent105(l, 11, { style: 'fillable', scan: false });
      expect(c.truth).toEqual(a.truth);
    }
  });

  for (const layout of INDEPENDENT105_LAYOUT_NAMES) {
    it(`${layout}: every style renders, truth printed and consistent, decoys apart`, async () => {
      for (const style of STYLES) for (const seed of [1, 2, 3]) await check(await generateIndependent105(layout, seed, { style, scan: false }), style);
    });
  }

  it('varies the merchant with the seed (owners, entities, industries, nulls)', async () => {
    const owners = new Set<number>(), entities = new Set<string>(), industries = new Set<string>();
    let masked = 0;
    for (const l of INDEPENDENT105_LAYOUT_NAMES) for (let seed = 1; seed <= 12; seed++) {
      const { truth } = await generateIndependent105(l, seed, { style: 'typed', scan: false });
      owners.add(truth.applicants.length); entities.add(truth.type_of_entity!); industries.add(truth.industry!);
      masked += truth.applicants.filter((a) => a.tax_id === null && a.tax_id_type !== null).length;
    }
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(entities.size).toBeGreaterThanOrEqual(6);
    expect(industries.size).toBeGreaterThanOrEqual(12);
    expect(masked).toBeGreaterThan(0);
  });

  it('scans: an image-only PDF with the same truth', async () => {
    for (const [l, style] of [['atlas_dense_grid', 'fillable'], ['prairie_transmittal_ca', 'handwritten']] as const) {
      const plain = await generateIndependent105(l, 2, { style, scan: false });
      const a = await generateIndependent105(l, 2, { style, scan: true });
      const b = await generateIndependent105(l, 2, { style, scan: true });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(plain.truth);
      const read = await pdfRead(a.pdf);
      expect(read.fields.size).toBe(0);
      expect(read.text.trim()).toBe('');
    }
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { generateIndependent40, INDEPENDENT40_LAYOUT_NAMES, renderIndependent40 } from './index.ts';
import { INDUSTRIES } from './data.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const ENTITY_IDS = ['llc', 'c_corporation', 's_corporation', 'general_partnership', 'sole_proprietorship', 'llp', 'ca_corporation'];
/** Seeds per layout and style (I40_SEEDS=40 for a wide sweep). */
const SEEDS = [...Array(Number(process.env.I40_SEEDS ?? 3)).keys()];
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Every truth value as a lower-case string, the way a decoy could collide with it. */
function truthStrings(t: TruthApplication): Set<string> {
  const out: unknown[] = [t.legal_name, t.trade_name, t.business_tax_id, t.requested_amount, t.requested_payment];
  for (const a of t.applicants) out.push(`${a.first_name} ${a.last_name}`, `${a.last_name}, ${a.first_name}`, a.tax_id);
  return new Set(out.filter((x) => x !== null && x !== undefined).map((x) => String(x).toLowerCase()));
}
const digitsOrMoney = (s: string): string => s.replace(/^\$/, '').replace(/[,\s-]/g, '').replace(/\.00$/, '').toLowerCase();

/** The rules of applications.md the truth must follow. */
function checkRules(t: TruthApplication): void {
  expect(t.legal_name).toBeTruthy();
  if (t.trade_name) expect(['same', 'n/a', t.legal_name!.toLowerCase()]).not.toContain(t.trade_name.toLowerCase());
  expect(ENTITY_IDS).toContain(t.type_of_entity);
  expect(INDUSTRIES.map((x) => x[1])).toContain(t.industry);
  const ca = t.country === 'Canada';
  expect(t.country).toBe(ca ? 'Canada' : 'United States');
  expect(t.state_region).toMatch(/^[A-Z]{2}$/);
  expect(t.business_tax_id_country).toBe(ca ? 'CA' : 'US');
  if (ca) expect(t.business_tax_id).toMatch(/^\d{9}RC0001$/);
  else expect(t.business_tax_id).toMatch(/^\d{9}$/);
  expect(ca ? ['BN'] : ['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
  if (t.business_start_date) expect(t.business_start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
  expect(t.requested_amount).toBeGreaterThan(0);
  if (t.payment_frequency) expect(['daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name).toMatch(/^[A-Z][a-z]+$/);
    expect(a.last_name).toBeTruthy();
    expect(a.role).toBeTruthy();
    if (a.credit_score !== null) expect(a.credit_score).toBeGreaterThanOrEqual(300);
    if (a.tax_id === null) expect([a.tax_id_type, a.tax_id_country]).toEqual([null, null]);
    else expect(a.tax_id).toMatch(/^\d{9}$/);
    if (a.tax_id) expect(a.tax_id_type).toBe(ca ? 'SIN' : a.tax_id.startsWith('9') ? 'ITIN' : 'SSN');
    expect(a.date_of_birth).toMatch(/^\d{4}-\d\d-\d\d$/);
  }
}

async function checkOne(layout: string, seed: number, style: (typeof STYLES)[number]): Promise<void> {
  const r = await renderIndependent40(layout, seed, style);
  checkRules(r.truth);
  const read = await pdfRead(r.pdf);
  const text = norm(read.text);
  for (const p of r.printed) {
    if (style === 'fillable') expect(read.fields.get(p.name), `${layout} ${p.name}`).toBe(p.text);
    else expect(text, `${layout} ${style} ${p.name}`).toContain(norm(p.text));
  }
  if (style === 'fillable') {
    expect(text).not.toContain(r.truth.legal_name!);
    for (const a of r.truth.applicants) expect(text).not.toContain(`${a.first_name} ${a.last_name}`);
  }
  const truths = truthStrings(r.truth), truthDigits = new Set([...truths].map(digitsOrMoney));
  for (const d of r.printed.filter((p) => !p.f)) {
    if (/^(same|n\/a)$/i.test(d.text)) continue;
    expect(truths.has(d.text.toLowerCase()), `${layout} decoy ${d.text}`).toBe(false);
    expect(truthDigits.has(digitsOrMoney(d.text)), `${layout} decoy ${d.text}`).toBe(false);
  }
}

describe('independent40: forms on unusual page geometry', () => {
  it('has seven layouts', () => expect(INDEPENDENT40_LAYOUT_NAMES).toHaveLength(7));

  for (const layout of INDEPENDENT40_LAYOUT_NAMES) {
    it(`${layout}: every style renders with its truth printed and its decoys apart`, async () => {
      for (const [i, style] of STYLES.entries()) for (const seed of SEEDS.map((k) => k * 10 + i + 1)) await checkOne(layout, seed, style);
    }, 60_000);
  }

  it('pages carry the geometry their forms are named for', async () => {
    const bytes = async (l: string, seed = 1): Promise<string> => Buffer.from((await renderIndependent40(l, seed, 'typed')).pdf).toString('latin1');
    expect(await bytes('bluewater-us-legal')).toContain('/MediaBox [0 0 612 1008]');
    expect(await bytes('northgate-a4-booklet')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(await bytes('tricounty-landscape-4col')).toContain('/MediaBox [0 0 792 612]');
    const turns = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) turns.add(/\/Rotate (\d+)/.exec(await bytes('keystone-rotate-page', seed))?.[1] ?? 'none');
    expect([...turns].sort()).toEqual(['270', '90']);
  });

  it('seeds vary the merchant, the owners and the blanks', async () => {
    const ts = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(async (s) => (await renderIndependent40('pinnacle-half-sheets', s, 'typed')).truth));
    expect(new Set(ts.map((t) => t.legal_name)).size).toBeGreaterThan(7);
    expect(new Set(ts.map((t) => t.applicants.length)).size).toBeGreaterThan(1);
    expect(ts.some((t) => t.trade_name === null)).toBe(true);
    expect(ts.some((t) => t.applicants.some((a) => a.tax_id === null))).toBe(true);
  });

  it('a scan keeps the truth and has no text layer', async () => {
    const plain = await generateIndependent40('keystone-rotate-page', 5, { style: 'handwritten', scan: false });
    const scanned = await generateIndependent40('keystone-rotate-page', 5, { style: 'handwritten', scan: true });
    expect(scanned.truth).toEqual(plain.truth);
    expect(norm((await pdfRead(scanned.pdf)).text)).toBe('');
  }, 60_000);
});

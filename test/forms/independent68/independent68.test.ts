// independent68: every layout and style builds a two-page form whose printed text (or AcroForm fields) holds each truth
// value as printed, whose reference codes are valid, and whose decoys never equal a truth value.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { buildIndependent68, generateIndependent68, INDEPENDENT68_LAYOUT_NAMES, type Built68 } from './index.ts';

const ref = (f: string): { items: { id?: string; code?: string }[] } => JSON.parse(readFileSync(new URL(`../../../../shared/reference/${f}`, import.meta.url), 'utf8'));
const ENTITY_IDS = new Set(ref('entity-types.json').items.map((x) => x.id));
const INDUSTRY_IDS = new Set(ref('industries.json').items.map((x) => x.id));
const STATES = new Set(ref('states.json').items.map((x) => x.code));
const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 7];
const TRUTH_FIELD = /^(legal_name|dba|ein|city|amount|payment|num_payments|start|entity_other_text|industry_other_text|owner\d_(name|title|pct|ssn|dob|fico))$/;
const CONTEXT = /^(street|phone|email|web|entity_|industry_|schedule_|own$|rent$)/;
const squash = (s: string): string => s.replace(/\s+/g, '');

/** Each truth value as the form prints it. */
function printed(b: Built68): string[] {
  const { merchant: m, layout: l } = b;
  const out = [m.legal, `${m.city}, ${m.state} ${m.zip}`, m.requestedText, m.startText];
  if (m.dba) out.push(m.dbaText);
  if (m.taxId) out.push(m.taxText);
  if (l.caps.payment) out.push(m.paymentText);
  if (l.caps.numPayments) out.push(String(m.numPayments));
  if (m.entity === 'other') out.push(m.entityOther);
  if (m.industryGrid === null) out.push(m.industryOther);
  for (const o of m.owners) {
    out.push(o.name, o.title, o.pctText, o.dobText);
    if (o.taxId) out.push(o.taxText);
    if (l.caps.credit && o.credit !== null) out.push(o.creditText);
  }
  return out;
}

function checkTruth(b: Built68): void {
  const t = b.truth;
  expect(t.legal_name).toBe(b.merchant.legal);
  if (t.type_of_entity !== null) expect(ENTITY_IDS.has(t.type_of_entity)).toBe(true);
  expect(INDUSTRY_IDS.has(t.industry!)).toBe(true);
  expect(STATES.has(t.state_region!)).toBe(true);
  expect(t.country).toBe('United States');
  expect(t.requested_amount).toBe(Number(b.merchant.requestedText.replace(/[$,\s]/g, '')));
  if (t.business_tax_id) expect(t.business_tax_id).toBe(b.merchant.taxText.replace(/\D/g, ''));
  const total = t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0);
  expect(total).toBeLessThanOrEqual(100);
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(b.layout.caps.maxOwners);
}

function checkDecoys(b: Built68): void {
  const truthTexts = new Set(printed(b).map((s) => s.toLowerCase()));
  const ids = [b.truth.business_tax_id, ...b.truth.applicants.map((a) => a.tax_id)].filter((x): x is string => !!x);
  const amounts = [b.truth.requested_amount, b.truth.requested_payment].filter((x) => x !== null);
  const decoys = b.rec.values.filter((v) => v.text && !TRUTH_FIELD.test(v.name) && !CONTEXT.test(v.name));
  expect(decoys.length).toBeGreaterThan(5);
  for (const d of decoys) {
    expect(truthTexts.has(d.text.toLowerCase()), `${d.name}=${d.text}`).toBe(false);
    expect(ids).not.toContain(d.text.replace(/\D/g, ''));
    const n = Number(d.text.replace(/[$,\s]/g, ''));
    if (Number.isFinite(n)) expect(amounts).not.toContain(n);
  }
}

async function checkPrinted(b: Built68, style: string): Promise<void> {
  const r = await pdfRead(b.pdf);
  expect(r.pages.length).toBe(2);
  const want = printed(b);
  const checks = b.rec.checks.filter((c) => c.on);
  const onNames = new Set(checks.map((c) => c.name));
  if (b.merchant.entity) expect(onNames.has(`entity_${b.merchant.entity}`)).toBe(true);
  if (b.merchant.frequency) expect(onNames.has(`schedule_${b.merchant.frequency}`)).toBe(true);
  if (style === 'fillable') {
    const values = new Set(r.fields.values());
    for (const w of want) expect(values.has(w), w).toBe(true);
    expect(r.text).not.toContain(b.merchant.legal);
    for (const c of b.rec.checks) expect(r.fields.get(c.name), c.name).toBe(c.on ? 'Yes' : 'Off');
  } else {
    const text = squash(r.text);
    for (const w of want) expect(text.includes(squash(w)), w).toBe(true);
    for (const c of checks) expect(text.includes(squash(c.label)), c.label).toBe(true);
    expect(r.fields.size).toBe(0);
  }
}

describe('independent68', () => {
  it('has seven layouts', () => expect(INDEPENDENT68_LAYOUT_NAMES.length).toBe(7));
  for (const layout of INDEPENDENT68_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}`, async () => {
        for (const seed of SEEDS) {
          const b = await buildIndependent68(layout, seed, { style, scan: false });
          checkTruth(b);
          checkDecoys(b);
          await checkPrinted(b, style);
        }
      }, 60000);
    }
  }
  it('is deterministic and scans', async () => {
    const a = await generateIndependent68('tarheel_nc', 4, { style: 'handwritten', scan: false });
    const b = await generateIndependent68('tarheel_nc', 4, { style: 'handwritten', scan: false });
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const s = await generateIndependent68('chesapeake_md', 2, { style: 'typed', scan: true });
    const r = await pdfRead(s.pdf);
    expect(r.pages.length).toBe(2);
    expect(r.text.trim()).toBe('');
    const f = await generateIndependent68('chesapeake_md', 2, { style: 'fillable', scan: true });
    expect((await pdfRead(f.pdf)).fields.size).toBeGreaterThan(20);
  }, 120000);
});

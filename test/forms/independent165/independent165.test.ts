// Set 165 (renewal / refinance applications): every placed value and decoy is where the generator says, re-reading
// the placed text by applications.md's rules gives the truth, decoys never equal a real value, and the output is
// reproducible, style-independent, scan-stable and seed-dependent.
import { describe, expect, it } from 'vitest';
import { generateIndependent165, INDEPENDENT165_LAYOUT_NAMES, truthFrom, type Independent165 } from './index.ts';
import type { Placed } from './canvas.ts';
import { dateOf, dump, itemInBox, moneyOf, pageText, reread, type PdfDump } from './reread.ts';
import { ENTITIES, INDUSTRIES, US_STATES, CA_PROVINCES } from './ref-data.ts';

// INDEPENDENT165_SEEDS=60 widens the sweep (typed seeds; the other styles get a third as many).
const N = Number(process.env.INDEPENDENT165_SEEDS ?? 7);
const SEEDS = Array.from({ length: N }, (_, i) => i + 1);
const STYLE_SEEDS = Array.from({ length: Math.max(3, Math.round(N / 3)) }, (_, i) => 11 + i);
const squash = (s: string) => s.replace(/\s+/g, '');
const low = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

function checkPlacement(g: Independent165, d: PdfDump, style: string): void {
  expect(d.numPages).toBe(g.pages);
  for (const p of [...g.placed, ...g.decoys]) {
    const where = `${p.key} "${p.text}" p${p.page}`;
    expect(p.page, where).toBeGreaterThanOrEqual(1);
    if (p.via === 'acroform') {
      const w = d.widgets[p.page - 1]!.find((x) => x.name === p.acroform_field);
      expect(w, where).toBeDefined();
      if (w!.checkBox) expect(w!.value, where).toBe(p.acroform_value ?? 'Yes');
      else expect(w!.value, where).toBe(p.text);
      const [x0, y0, x1, y1] = p.box;
      const [a0, b0, a1, b1] = w!.rect as [number, number, number, number];
      // A text field's rect is the box; a checkbox's rect lies inside the box of box + label.
      if (w!.checkBox) expect(a0 >= x0 - 1 && b0 >= y0 - 1 && a1 <= x1 + 1 && b1 <= y1 + 1, where).toBe(true);
      else expect(Math.abs(a0 - x0) + Math.abs(b0 - y0) + Math.abs(a1 - x1) + Math.abs(b1 - y1), where).toBeLessThan(2);
    } else if (p.via === 'mark') {
      expect(pageText(d, p.page), where).toContain(squash(p.text));
      if (style === 'typed') expect(d.items[p.page - 1]!.some((i) => i.str === 'X' && i.x >= p.box[0] && i.x <= p.box[0] + 10), where).toBe(true);
    } else {
      expect(pageText(d, p.page), where).toContain(squash(p.text));
      expect(itemInBox(d, p), `${where} in box ${p.box.map(Math.round).join(',')}`).toBe(true);
    }
  }
  if (style === 'fillable') {
    // Values live only in the fields: none of the merchant's values is page text.
    for (const p of g.placed) {
      if (p.via !== 'acroform' || p.text.length < 6 || !(/\d/.test(p.text) || /name/.test(p.key))) continue;
      expect(pageText(d, p.page), `${p.key} leaked to page text`).not.toContain(squash(p.text));
    }
    const checked = d.widgets.flat().filter((w) => w.checkBox && w.value !== 'Off');
    for (const w of checked) expect(g.placed.some((p) => p.acroform_field === w.name) || /^(tax_id_type|entity_other|pos\d)/.test(w.name), w.name).toBe(true);
  }
}

function checkRules(g: Independent165): void {
  const ctx = { legal: g.truth.legal_name, country: g.country };
  const reread_: Placed[] = g.placed.map((p) => {
    const got = reread(p, ctx);
    expect(got, `${p.key} "${p.text}"`).toEqual(p.fields);
    return { ...p, fields: got };
  });
  expect(truthFrom(reread_)).toEqual(g.truth);
  const t = g.truth;
  expect(t.applicants.length).toBeGreaterThanOrEqual(1);
  expect(t.applicants.length).toBeLessThanOrEqual(4);
  expect(t.applicants.reduce((s, a) => s + (a.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
  for (const a of t.applicants) {
    expect(a.first_name && a.last_name).toBeTruthy();
    if (a.credit_score !== null) expect(a.credit_score >= 300 && a.credit_score <= 850).toBe(true);
  }
  expect(t.legal_name && t.requested_amount && t.state_region).toBeTruthy();
  if (t.type_of_entity) expect(ENTITIES[t.type_of_entity]).toBeDefined();
  if (t.industry) expect(INDUSTRIES[t.industry]).toBeDefined();
  expect(g.country === 'US' ? US_STATES[t.state_region!] : CA_PROVINCES[t.state_region!]).toBeDefined();
  expect(t.country).toBe(g.country === 'US' ? 'United States' : 'Canada');
}

function checkDecoys(g: Independent165): void {
  const t = g.truth;
  const real = g.placed.filter((p) => Object.values(p.fields).some((v) => v !== null));
  const realTexts = new Set(real.map((p) => low(p.text)));
  const names = new Set(t.applicants.map((a) => low(`${a.first_name} ${a.last_name}`)));
  const ids = new Set([t.business_tax_id, ...t.applicants.map((a) => a.tax_id)].filter(Boolean).map((s) => s!.replace(/\D/g, '')));
  const dates = new Set([t.business_start_date, ...t.applicants.map((a) => a.date_of_birth)].filter(Boolean));
  for (const d of g.decoys) {
    const w = `decoy ${d.key} "${d.text}"`;
    expect(realTexts.has(low(d.text)), w).toBe(false);
    const m = moneyOf(d.text.replace(/\s*\/?\s*(day|wk|week|daily|wkly)$/i, ''));
    if (m !== null && /[$.,]|CAD/.test(d.text)) expect([t.requested_amount, t.requested_payment].includes(m), w).toBe(false);
    if (/^\d{1,3}( pmts)?$/.test(d.text)) expect(Number(/\d+/.exec(d.text)![0]) === t.number_of_payments, w).toBe(false);
    expect(names.has(low(d.text)), w).toBe(false);
    if (/\d{9}/.test(d.text.replace(/\D/g, ''))) expect(ids.has(d.text.replace(/\D/g, '')), w).toBe(false);
    const dt = dateOf(d.text);
    if (dt) expect(dates.has(dt), w).toBe(false);
    if (t.legal_name) expect(low(d.text) === low(t.legal_name), w).toBe(false);
  }
}

describe('independent165: renewal / refinance applications', () => {
  it('has four layouts and rejects bad input', async () => {
    expect(INDEPENDENT165_LAYOUT_NAMES).toHaveLength(4);
    await expect(generateIndependent165('nope', 1, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent165(INDEPENDENT165_LAYOUT_NAMES[0]!, 1, { style: 'crayon' as 'typed' })).rejects.toThrow();
    await expect(generateIndependent165(INDEPENDENT165_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  });

  for (const layout of INDEPENDENT165_LAYOUT_NAMES) {
    it(`${layout}: typed values and decoys are placed, rules give the truth, decoys differ`, async () => {
      for (const seed of SEEDS) {
        const g = await generateIndependent165(layout, seed, { style: 'typed' });
        checkPlacement(g, await dump(g.pdf), 'typed');
        checkRules(g);
        checkDecoys(g);
      }
    });

    it(`${layout}: handwritten and fillable keep the truth and place every value`, async () => {
      for (const seed of STYLE_SEEDS) {
        const typed = await generateIndependent165(layout, seed, { style: 'typed' });
        for (const style of ['handwritten', 'fillable'] as const) {
          const g = await generateIndependent165(layout, seed, { style });
          expect(g.truth, `${style} seed ${seed}`).toEqual(typed.truth);
          expect(g.placed.map((p) => p.text)).toEqual(typed.placed.map((p) => p.text));
          expect(g.decoys.map((p) => p.text).sort()).toEqual(typed.decoys.map((p) => p.text).sort());
          checkPlacement(g, await dump(g.pdf), style);
          checkRules(g);
        }
      }
    });
  }

  it('is reproducible byte for byte and varies with the seed', async () => {
    for (const layout of INDEPENDENT165_LAYOUT_NAMES) {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const a = await generateIndependent165(layout, 21, { style });
        const b = await generateIndependent165(layout, 21, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout} ${style}`).toBe(true);
      }
      const truths = await Promise.all([1, 2, 3, 4, 5].map(async (s) => (await generateIndependent165(layout, s, { style: 'typed' })).truth));
      expect(new Set(truths.map((t) => JSON.stringify(t))).size).toBe(5);
      expect(new Set(truths.map((t) => t.legal_name)).size).toBeGreaterThanOrEqual(4);
    }
  });

  it('covers the hard cases across seeds', async () => {
    const all = [];
    for (const layout of INDEPENDENT165_LAYOUT_NAMES) for (let s = 30; s < 42; s++) all.push(await generateIndependent165(layout, s, { style: 'typed' }));
    const apps = all.map((g) => g.truth);
    expect(all.some((g) => g.country === 'CA') && all.some((g) => g.country === 'US')).toBe(true);
    expect(apps.some((t) => t.trade_name === null) && apps.some((t) => t.trade_name !== null)).toBe(true);
    expect(apps.some((t) => t.applicants.some((a) => a.tax_id === null))).toBe(true);
    expect(apps.some((t) => t.requested_payment === null) && apps.some((t) => t.number_of_payments !== null)).toBe(true);
    expect(apps.some((t) => t.business_tax_id_type === 'BN' && /RC|RT|RP/.test(t.business_tax_id!))).toBe(true);
    expect(apps.some((t) => t.applicants.length >= 3)).toBe(true);
    expect(apps.some((t) => t.applicants.some((a) => a.tax_id_type === 'SIN'))).toBe(true);
    expect(all.every((g) => g.decoys.length >= 15)).toBe(true);
  });

  it('scans keep the truth and drop the text layer', async () => {
    for (const [layout, style] of [['crescent_addon', 'typed'], ['maplebridge_refinance', 'handwritten']] as const) {
      const plain = await generateIndependent165(layout, 5, { style });
      const scanned = await generateIndependent165(layout, 5, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.pages).toBe(plain.pages);
      const d = await dump(scanned.pdf);
      expect(d.numPages).toBe(plain.pages);
      expect(pageText(d, 1)).toBe('');
      expect(Buffer.from(scanned.pdf).equals(Buffer.from(plain.pdf))).toBe(false);
    }
  }, 120_000);
});

// Tests of the blind layouts (layouts-blind.ts) beyond what generator.test.ts checks of every layout: a set of their
// own (not dev, not held-out, not measured by default), centred values in small-capital boxes, numbered questions,
// circles with a filled dot, principals' grids side by side in printed order, a business contact who is never an
// applicant, the Canadian form's BN, province, SIN and Funding Request box, blanks null, decoys printed, scans.
import { describe, expect, it } from 'vitest';
import { BLIND_LAYOUT_NAMES, DEV_LAYOUT_NAMES, generate, HELD_OUT_LAYOUT_NAMES, layoutsOf } from './index.ts';
import type { FormTruth } from './truth.ts';
import { pdfRead } from './pdf-read.ts';

const at = (t: FormTruth, field: string) => t.locations.find((l) => l.fields.includes(`application.${field}`));
const names = (t: FormTruth) => t.application!.applicants.map((a) => `${a.first_name} ${a.last_name}`);

describe('blind form layouts', () => {
  it('are a set of their own: at least 4, apart from the development and held-out layouts, selectable as "blind"', () => {
    expect(BLIND_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(4);
    expect(BLIND_LAYOUT_NAMES.filter((l) => DEV_LAYOUT_NAMES.includes(l) || HELD_OUT_LAYOUT_NAMES.includes(l))).toEqual([]);
    expect(layoutsOf('blind')).toEqual(BLIND_LAYOUT_NAMES);
    expect(layoutsOf('dev').some((l) => BLIND_LAYOUT_NAMES.includes(l))).toBe(false);
    expect(layoutsOf('all')).toEqual(expect.arrayContaining([...BLIND_LAYOUT_NAMES]));
  });

  it('same seed, same bytes', async () => {
    for (const layout of BLIND_LAYOUT_NAMES) {
      const a = await generate(layout, 12, { style: 'handwritten' }), b = await generate(layout, 12, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  it('print their own wordings: small capitals, numbered questions, a label | value grid, BN / SIN / Funding Request', async () => {
    const wordings: Record<string, string[]> = {
      cobalt_dense_caps: ['LEGAL NAME OF ENTITY', 'DOING BUSINESS AS', 'ENTITY TYPE', '% OWNED', 'CONTACT FOR THIS FILE'],
      meridian_numbered: ['1. Legal name of business:', '2. Trade name / DBA, if different:', 'Principal #1', '% Owned:'],
      quarry_grid: ['Business Information', 'Doing Business As', 'Business Contact (name)', 'Principal #2', 'Existing Funders'],
      pinecrest_guarantors_first: ['KNOWN TO CUSTOMERS AS', 'NAME ON TAX RETURN', 'LEGAL STRUCTURE', 'OWNERSHIP SHARE', 'SPOUSE (NOT AN OWNER)'],
      laurentian_ca_request: ['Operating name (O/A)', 'Business Number (BN)', 'Prov.', 'FUNDING REQUEST', 'PURPOSE OF FUNDS', 'SIN', 'PIPEDA'],
    };
    for (const [layout, ws] of Object.entries(wordings)) {
      const { text } = await pdfRead((await generate(layout, 4, { style: 'typed' })).pdf);
      for (const w of ws) expect(text, `${layout}: ${w}`).toContain(w);
    }
  });

  it('pinecrest: the guarantors are printed above the business, the trade name above the legal name', async () => {
    for (let seed = 1; seed <= 4; seed++) {
      const t = (await generate('pinecrest_guarantors_first', seed, { style: 'typed' })).truth;
      const legal = at(t, 'legal_name')!;
      expect(at(t, 'applicants[0].first_name')!.box[1]).toBeGreaterThan(legal.box[1]); // higher on the page (PDF y grows upwards)
      const dba = t.locations.find((l) => l.fields.includes('application.trade_name')) ?? t.decoys.find((d) => d.key === 'dba');
      if (dba) expect(dba.box[1]).toBeGreaterThan(legal.box[1]);
    }
  });

  it('cobalt: typed values are centred in their boxes', async () => {
    for (let seed = 1; seed <= 4; seed++) {
      const t = (await generate('cobalt_dense_caps', seed, { style: 'typed' })).truth;
      const legal = at(t, 'legal_name')!;
      // the legal name's box spans 42% of the 540-point row from x 36: its centre at 36 + 113.4
      expect(Math.abs((legal.box[0] + legal.box[2]) / 2 - 149.4)).toBeLessThan(2);
    }
  });

  it('checkboxes are circles, some filled with a dot (no text); the checked label is the truth', async () => {
    const marks = new Set<string>();
    for (let seed = 1; seed <= 18; seed++) {
      const t = (await generate('meridian_numbered', seed, { style: 'typed' })).truth;
      marks.add(t.generator.mark!);
      const e = at(t, 'type_of_entity')!;
      if (e.via === 'mark') expect(['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor']).toContain(e.text);
    }
    expect(marks).toContain('filled_dot');
  });

  it('a business contact is printed and is never an applicant', async () => {
    for (const layout of BLIND_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 5; seed++) {
        const t = (await generate(layout, seed, { style: 'typed' })).truth;
        const c = t.decoys.find((d) => d.key === 'contact')!;
        expect(c.text.length, layout).toBeGreaterThan(0);
        expect(names(t)).not.toContain(c.text);
      }
    }
  });

  it('quarry: principals\' grids side by side keep their printed order (#1 left of #2, #3 under #1)', async () => {
    let four = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const t = (await generate('quarry_grid', seed, { style: 'typed' })).truth;
      const boxes = t.application!.applicants.map((_, i) => at(t, `applicants[${i}].first_name`)!.box);
      if (boxes.length >= 2) expect(boxes[1]![0]).toBeGreaterThan(boxes[0]![0] + 200);
      if (boxes.length >= 3) { expect(boxes[2]![1]).toBeLessThan(boxes[0]![1]); expect(Math.abs(boxes[2]![0] - boxes[0]![0])).toBeLessThan(10); }
      if (boxes.length === 4) four++;
    }
    expect(four).toBeGreaterThan(0);
  });

  it('laurentian (Canadian): BN with program account, province code, SIN, the amount in the Funding Request box beside the purpose', async () => {
    for (let seed = 1; seed <= 8; seed++) {
      const t = (await generate('laurentian_ca_request', seed, { style: 'typed' })).truth;
      const app = t.application!;
      expect(app.business_tax_id).toMatch(/^\d{9}RC\d{4}$/);
      expect(app.business_tax_id_type).toBe('BN');
      expect(app.business_tax_id_country).toBe('CA');
      expect(app.country).toBe('Canada');
      expect(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK']).toContain(app.state_region);
      for (const a of app.applicants) if (a.tax_id) { expect(a.tax_id_type).toBe('SIN'); expect(a.tax_id_country).toBe('CA'); }
      const use = t.decoys.find((d) => d.key === 'use')!;
      const amount = at(t, 'requested_amount');
      if (amount) { expect(use.box[0]).toBeGreaterThan(amount.box[2]); expect(Math.abs(use.box[1] - amount.box[1])).toBeLessThan(12); }
    }
  });

  it('fields left blank are null, masked IDs give a null tax ID', async () => {
    let blankStart = 0, blankScore = 0, masked = 0, n = 0;
    for (const layout of BLIND_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 10; seed++) {
        const t = (await generate(layout, seed, { style: 'typed' })).truth;
        n++;
        if (t.application!.business_start_date === null) { blankStart++; expect(at(t, 'business_start_date')).toBeUndefined(); }
        blankScore += t.application!.applicants.filter((a) => a.credit_score === null).length;
        for (const [i, a] of t.application!.applicants.entries()) {
          const d = t.decoys.find((x) => x.key === `owner.${i}.id`);
          if (d) { masked++; expect(d.text).toMatch(/[X*x]/); expect(a.tax_id).toBeNull(); expect(a.tax_id_type).toBeNull(); }
        }
      }
    }
    expect(blankStart).toBeGreaterThan(0);
    expect(blankStart).toBeLessThan(n / 2);
    expect(blankScore).toBeGreaterThan(0);
    expect(masked).toBeGreaterThan(0);
  });

  it('decoys are printed and never the truth: routing, account, landlord, ISO / agent, business contact', async () => {
    for (const layout of BLIND_LAYOUT_NAMES) {
      const g = await generate(layout, 6, { style: 'typed' });
      const { text } = await pdfRead(g.pdf);
      const keys = new Set(g.truth.decoys.map((d) => d.key.split('.')[0]!));
      for (const k of ['routing', 'account', 'landlord', 'contact']) expect(keys, `${layout} ${k}`).toContain(k);
      expect([...keys].some((k) => k.startsWith('iso_')), `${layout} ISO`).toBe(true);
      for (const d of g.truth.decoys) expect(text, `${layout} ${d.key}`).toContain(d.text);
      expect(g.truth.application!.business_tax_id).not.toBe(g.truth.decoys.find((d) => d.key === 'routing')!.text.replace(/\D/g, ''));
    }
  });

  it('fillable variants: fields named by page (quarry) or after their labels (cobalt, laurentian), on-states 1 / the option', async () => {
    const q = await generate('quarry_grid', 2, { style: 'fillable' });
    const qf = (await pdfRead(q.pdf)).fields;
    expect([...qf.keys()].every((n) => /^Page[12]_Field\d+$/.test(n))).toBe(true);
    for (const l of q.truth.locations.filter((x) => x.via === 'acroform')) expect(qf.get(l.acroform_field!)).toBe(l.text);
    const c = await generate('cobalt_dense_caps', 2, { style: 'fillable' });
    expect((await pdfRead(c.pdf)).fields.get('Legal name of entity')).toBe(c.truth.application!.legal_name);
    const l = await generate('laurentian_ca_request', 2, { style: 'fillable' });
    const lf = (await pdfRead(l.pdf)).fields;
    const freq = l.truth.locations.find((x) => x.via === 'acroform_checkbox' && x.fields.includes('application.payment_frequency'))!;
    expect(lf.get(freq.acroform_field!)).toBe(freq.text.replace(/[^A-Za-z0-9]/g, ''));
  });

  it('a scan of each blind layout is image-only with the truth of the form it was made from', async () => {
    for (const [i, layout] of BLIND_LAYOUT_NAMES.entries()) {
      const style = i % 2 ? 'handwritten' : 'typed';
      const plain = await generate(layout, 3, { style });
      const scan = await generate(layout, 3, { style, scan: true });
      expect(scan.truth.application).toEqual(plain.truth.application);
      expect(scan.truth.scan!.skews.length).toBe(plain.truth.pages);
      expect((await pdfRead(scan.pdf)).text.trim()).toBe('');
    }
  }, 60_000);
});

// Tests of the unseen layouts (layouts-unseen.ts) beyond what generator.test.ts checks of every layout: a set of their
// own, same seed same bytes, the truth printed (page text, or the designer-named AcroForm fields), decoys printed and
// never the truth, masked and blank values null, owners before the business and on a continuation page, "Last, First"
// names, four owners in a table, the Canadian form's BN / SIN / province, questions answered "No" giving no field, scans.
import { describe, expect, it } from 'vitest';
import { BLIND_LAYOUT_NAMES, DEV_LAYOUT_NAMES, FRESH_LAYOUT_NAMES, generate, HELD_OUT_LAYOUT_NAMES, layoutsOf, PRACTICE_LAYOUT_NAMES,
  UNSEEN_LAYOUT_NAMES } from './index.ts';
import type { FormTruth } from './truth.ts';
import { pdfRead } from './pdf-read.ts';

const at = (t: FormTruth, field: string) => t.locations.find((l) => l.fields.includes(`application.${field}`));
const decoy = (t: FormTruth, key: string) => t.decoys.find((d) => d.key === key);
const SEEDS = [1, 2, 3, 4, 5, 6];

describe('unseen form layouts', () => {
  it('are a set of their own: six, apart from every other set, selectable as "unseen", not part of "dev"', () => {
    expect(UNSEEN_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(6);
    const others = [...DEV_LAYOUT_NAMES, ...HELD_OUT_LAYOUT_NAMES, ...BLIND_LAYOUT_NAMES, ...FRESH_LAYOUT_NAMES, ...PRACTICE_LAYOUT_NAMES];
    expect(UNSEEN_LAYOUT_NAMES.filter((l) => others.includes(l))).toEqual([]);
    expect(layoutsOf('unseen')).toEqual(UNSEEN_LAYOUT_NAMES);
    expect(layoutsOf('dev').some((l) => UNSEEN_LAYOUT_NAMES.includes(l))).toBe(false);
    expect(layoutsOf('all')).toEqual(expect.arrayContaining([...UNSEEN_LAYOUT_NAMES]));
  });

  it('same seed, same bytes; another seed, another form', async () => {
    for (const layout of UNSEEN_LAYOUT_NAMES) {
      for (const style of ['handwritten', 'fillable'] as const) {
        const a = await generate(layout, 12, { style }), b = await generate(layout, 12, { style }), c = await generate(layout, 13, { style });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), layout).toBe(true);
        expect(a.truth).toEqual(b.truth);
        expect(Buffer.from(a.pdf).equals(Buffer.from(c.pdf)), layout).toBe(false);
      }
    }
  });

  it('print their own wordings', async () => {
    const wordings: Record<string, string[]> = {
      juniper_owner_first: ['OWNER / GUARANTOR #1', 'Corporate Name', 'Trade Name', 'FEIN', 'Business Inception', 'Ownership %', 'ADDITIONAL OWNER / GUARANTOR #2'],
      granary_captions_grid: ['Name of Business (legal)', 'Doing Business As', 'Tax ID / EIN', 'Time in Business (years)', 'Funding Amount Requested', 'SUBMITTED BY (ISO)'],
      cardinal_fillable: ['Corporate Name', 'Tax ID (EIN or SSN)', 'Date Established', 'PRINCIPALS', 'Last Name', 'First Name'],
      boreal_ca_columns: ['Operating Name (O/A)', 'Business Number (BN)', 'Province', 'Postal Code', 'SIN', 'PIPEDA', 'Principal 3'],
      lighthouse_questionnaire: ['1. Legal name of business:', '2. Trade name (d/b/a), if any:', "Owner's name (Last, First):", 'SECOND OWNER'],
      sable_deal_sheet: ['SUBMITTING ISO', 'Business Legal Name', 'Contact for this deal', 'OPEN POSITIONS', 'REP NOTES'],
    };
    expect(Object.keys(wordings).sort()).toEqual([...UNSEEN_LAYOUT_NAMES].sort());
    for (const [layout, ws] of Object.entries(wordings)) {
      const { text } = await pdfRead((await generate(layout, 4, { style: 'typed' })).pdf);
      for (const w of ws) expect(text, `${layout}: ${w}`).toContain(w);
    }
  });

  it('every truth value is printed: flattened in the page text on its page, fillable in its AcroForm field', async () => {
    for (const layout of UNSEEN_LAYOUT_NAMES) {
      for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        for (const seed of [3, 8]) {
          const g = await generate(layout, seed, { style });
          const r = await pdfRead(g.pdf);
          const app = g.truth.application!;
          expect(app.legal_name).not.toBeNull();
          expect(app.business_tax_id).not.toBeNull();
          for (const l of g.truth.locations) {
            if (l.via === 'text') expect(r.pages[l.page - 1], `${layout} ${l.fields}`).toContain(l.text);
            if (l.via === 'acroform') expect(r.fields.get(l.acroform_field!), `${layout} ${l.fields}`).toBe(l.text);
            if (l.via === 'acroform_checkbox') expect(r.fields.get(l.acroform_field!)).toBe(l.acroform_value ?? 'Yes');
          }
          // each applicant's last name is printed somewhere (a cell of its own, or within "First Last" / "Last, First")
          const printed = style === 'fillable' ? [...r.fields.values()].join(' ') : r.text;
          for (const a of app.applicants) expect(printed, `${layout} ${a.last_name}`).toContain(a.last_name!);
        }
      }
    }
  }, 120_000);

  it('cardinal: a fillable PDF by default, its fields named by the form\'s designer', async () => {
    let fillable = 0;
    for (let seed = 1; seed <= 12; seed++) if ((await generate('cardinal_fillable', seed)).truth.generator.style === 'fillable') fillable++;
    expect(fillable).toBeGreaterThan(8);
    const g = await generate('cardinal_fillable', 5, { style: 'fillable' });
    const { fields, text } = await pdfRead(g.pdf);
    expect(fields.get('CorpName')).toBe(g.truth.application!.legal_name);
    expect(fields.get('TIN')).toBe(at(g.truth, 'business_tax_id')!.text);
    expect(fields.get('Prin1_LName')).toBe(g.truth.application!.applicants[0]!.last_name);
    expect([...fields.keys()].some((n) => /^(Text|Field|fill_|untitled)\d+$/.test(n))).toBe(false);
    const freq = g.truth.locations.find((l) => l.fields.includes('application.payment_frequency'));
    if (freq) { expect(freq.acroform_field).toMatch(/^PmtFreq_/); expect(fields.get(freq.acroform_field!)).toBe('On'); }
    expect(text).not.toContain(g.truth.application!.legal_name!);
  });

  it('decoys are printed and never the truth: ISO / referrer, landlord, bank numbers, references, funders, notes, mailing address', async () => {
    const want: Record<string, string[]> = {
      juniper_owner_first: ['iso_name', 'iso_phone', 'landlord', 'state_inc', 'owner.0.home', 'signature.0.name'],
      granary_captions_grid: ['iso_company', 'iso_name', 'iso_phone', 'routing', 'years', 'refs.0.1', 'state_inc'],
      cardinal_fillable: ['routing', 'account', 'landlord', 'refs.0.1', 'signature.0.name'],
      boreal_ca_columns: ['iso_company', 'iso_name', 'extra.corpno', 'routing', 'account', 'landlord', 'zip'],
      lighthouse_questionnaire: ['iso_name', 'iso_phone', 'landlord', 'routing', 'refs.0.1', 'state_inc'],
      sable_deal_sheet: ['iso_company', 'iso_name', 'contact', 'extra.notes', 'extra.factor', 'zip'],
    };
    for (const layout of UNSEEN_LAYOUT_NAMES) {
      for (const style of ['typed', 'fillable'] as const) {
        const g = await generate(layout, 6, { style });
        const r = await pdfRead(g.pdf);
        const app = g.truth.application!;
        for (const k of want[layout]!) expect(decoy(g.truth, k)?.text, `${layout} ${k}`).toBeTruthy();
        for (const d of g.truth.decoys) {
          if (style === 'fillable') expect(r.fields.get(d.acroform_field!), `${layout} ${d.key}`).toBe(d.text);
          else expect(r.text, `${layout} ${d.key}`).toContain(d.text);
        }
        const people = app.applicants.map((a) => `${a.first_name} ${a.last_name}`);
        for (const k of ['iso_name', 'landlord', 'contact', 'refs.0.1']) if (decoy(g.truth, k)) expect(people).not.toContain(decoy(g.truth, k)!.text);
        const routing = decoy(g.truth, 'routing');
        if (routing) expect(app.business_tax_id).not.toBe(routing.text.replace(/\D/g, ''));
        const corp = decoy(g.truth, 'extra.corpno');
        if (corp) expect(app.business_tax_id!.startsWith(corp.text)).toBe(false);
      }
    }
  }, 60_000);

  it('existing advances are declared in a table on some seeds and not on others; a funder is never the business', async () => {
    for (const layout of ['juniper_owner_first', 'lighthouse_questionnaire', 'cardinal_fillable', 'boreal_ca_columns', 'sable_deal_sheet']) {
      let some = 0, none = 0;
      for (const seed of SEEDS) {
        const t = (await generate(layout, seed, { style: 'typed' })).truth;
        const funders = t.decoys.filter((d) => /^advances\.\d+\.0$/.test(d.key)).map((d) => d.text);
        if (funders.length) some++; else none++;
        for (const f of funders) expect(t.application!.legal_name).not.toBe(f);
      }
      expect(some, layout).toBeGreaterThan(0);
      expect(none, layout).toBeGreaterThan(0);
    }
  });

  it('masked IDs, blanks and values a layout does not print are null', async () => {
    let masked = 0, blankStart = 0, noFreq = 0;
    for (const layout of UNSEEN_LAYOUT_NAMES) {
      for (const seed of [...SEEDS, 7, 8, 9, 10, 11, 12]) {
        const t = (await generate(layout, seed, { style: 'typed' })).truth;
        const app = t.application!;
        for (const [i, a] of app.applicants.entries()) {
          const d = decoy(t, `owner.${i}.id`);
          if (d) { masked++; expect(d.text).toMatch(/[X*x]/); expect(a.tax_id).toBeNull(); expect(a.tax_id_type).toBeNull(); expect(a.tax_id_country).toBeNull(); }
        }
        if (app.business_start_date === null) { blankStart++; expect(at(t, 'business_start_date')).toBeUndefined(); }
        // Granary prints the years in business only; Boreal, Juniper, Lighthouse print no payment terms.
        if (layout === 'granary_captions_grid') { expect(app.business_start_date).toBeNull(); expect(decoy(t, 'years')!.text).toMatch(/^\d+$/); }
        if (['boreal_ca_columns', 'juniper_owner_first', 'lighthouse_questionnaire'].includes(layout)) {
          expect(app.requested_payment).toBeNull();
          expect(app.number_of_payments).toBeNull();
        }
        if (layout === 'juniper_owner_first' && app.payment_frequency === null) noFreq++;
        if (layout === 'juniper_owner_first') expect(app.payment_frequency).not.toBe('biweekly');
        // "No" answers and ticked uses of funds give no field
        expect(t.locations.some((l) => ['Yes', 'No', 'Own', 'Rent', 'Lease', 'Owned', 'Rented'].includes(l.text))).toBe(false);
      }
    }
    expect(masked).toBeGreaterThan(5);
    expect(blankStart).toBeGreaterThan(12);
    expect(noFreq).toBeGreaterThan(0); // a bi-weekly merchant on a form without that box
  }, 60_000);

  it('juniper: the first owner is printed above the business, the second on the continuation page', async () => {
    let second = 0;
    for (const seed of SEEDS) {
      const t = (await generate('juniper_owner_first', seed, { style: 'typed' })).truth;
      const legal = at(t, 'legal_name')!, owner = at(t, 'applicants[0].first_name')!;
      expect(owner.page).toBe(1);
      expect(owner.box[1]).toBeGreaterThan(legal.box[3]); // higher on the page (PDF y grows upwards)
      const o2 = at(t, 'applicants[1].first_name');
      if (o2) { second++; expect(o2.page).toBe(2); }
    }
    expect(second).toBeGreaterThan(0);
  });

  it('lighthouse: names printed "Last, First" are swapped, without a middle initial', async () => {
    let initials = 0;
    for (const seed of SEEDS) {
      const t = (await generate('lighthouse_questionnaire', seed, { style: 'typed' })).truth;
      for (const [i, a] of t.application!.applicants.entries()) {
        const l = at(t, `applicants[${i}].first_name`)!;
        expect(l.text.startsWith(`${a.last_name}, ${a.first_name}`)).toBe(true);
        if (/ [A-Z]\.$/.test(l.text)) initials++;
      }
    }
    expect(initials).toBeGreaterThan(0);
  });

  it('granary: up to four owners in the table, in printed order; cardinal and sable split first and last names', async () => {
    let four = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const t = (await generate('granary_captions_grid', seed, { style: 'typed' })).truth;
      const ys = t.application!.applicants.map((_, i) => at(t, `applicants[${i}].first_name`)!.box[1]);
      for (let i = 1; i < ys.length; i++) expect(ys[i]!).toBeLessThan(ys[i - 1]!);
      if (ys.length === 4) four++;
    }
    expect(four).toBeGreaterThan(0);
    for (const layout of ['cardinal_fillable', 'sable_deal_sheet']) {
      const t = (await generate(layout, 2, { style: 'typed' })).truth;
      const a = t.application!.applicants[0]!;
      expect(at(t, 'applicants[0].first_name')!.text).toBe(a.first_name);
      expect(at(t, 'applicants[0].last_name')!.text).toBe(a.last_name);
    }
  });

  it('granary: the business address on one line gives the state; a mailing address elsewhere never does', async () => {
    let mailings = 0;
    for (const seed of SEEDS) {
      const g = (await generate('granary_captions_grid', seed, { style: 'typed' })).truth;
      const line = at(g, 'state_region')!;
      expect(line.text).toMatch(/^.+, .+, [A-Za-z ]+ \d{5}$/);
      const j = (await generate('juniper_owner_first', seed, { style: 'typed' })).truth;
      const mail = decoy(j, 'extra.mailing');
      if (mail) { mailings++; expect(mail.text).toMatch(/^P\.O\. Box/); }
      expect(at(j, 'state_region')!.text).not.toContain('P.O.');
    }
    expect(mailings).toBeGreaterThan(0);
  });

  it('boreal (Canadian): BN with program account, province, postal code, SIN, CAD amounts, PIPEDA', async () => {
    let sins = 0;
    for (const seed of SEEDS) {
      const g = await generate('boreal_ca_columns', seed, { style: 'typed' });
      const app = g.truth.application!;
      expect(app.business_tax_id).toMatch(/^\d{9}RC\d{4}$/);
      expect(app.business_tax_id_type).toBe('BN');
      expect(app.business_tax_id_country).toBe('CA');
      expect(app.country).toBe('Canada');
      expect(['ON', 'AB', 'BC', 'QC', 'MB', 'NS', 'SK', 'NB']).toContain(app.state_region);
      expect(decoy(g.truth, 'zip')!.text).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      for (const a of app.applicants) if (a.tax_id) { sins++; expect(a.tax_id_type).toBe('SIN'); expect(a.tax_id_country).toBe('CA'); expect(a.tax_id).toMatch(/^\d{9}$/); }
      if (app.requested_amount !== null) expect(at(g.truth, 'requested_amount')!.text.replace(/CAD|[$,\s]/g, '')).toBe(String(app.requested_amount));
      expect((await pdfRead(g.pdf)).text).toContain('PIPEDA');
    }
    expect(sins).toBeGreaterThan(0);
  });

  it('a scan of each unseen layout is image-only with the truth of the form it was made from', async () => {
    for (const [i, layout] of UNSEEN_LAYOUT_NAMES.entries()) {
      const style = i % 2 ? 'handwritten' : 'typed';
      const plain = await generate(layout, 3, { style });
      const scan = await generate(layout, 3, { style, scan: true });
      expect(scan.truth.application).toEqual(plain.truth.application);
      expect(scan.truth.scan!.skews.length).toBe(plain.truth.pages);
      expect((await pdfRead(scan.pdf)).text.trim()).toBe('');
    }
    // a fillable form scanned is printed first: its values are ink
    const f = await generate('cardinal_fillable', 3, { scan: true });
    expect(f.truth.generator.style).toBe('typed');
  }, 120_000);
});

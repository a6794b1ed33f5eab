// Tests of the fresh layouts (layouts-fresh.ts) beyond what generator.test.ts checks of every layout: they are a set
// of their own; each renders in every style with its labels printed and its truth complete; numbered questions,
// labels right of or under the line, the "Field | Information" table, the blank second owner block, the sole
// proprietor's SSN, the French-first Canadian form with its NEQ, the four kinds of marks, the decoy people and numbers
// (printed, never the truth), meaningless fillable field names, blanks null, and scans keep the truth.
import { describe, expect, it } from 'vitest';
import { BLIND_LAYOUT_NAMES, DEV_LAYOUT_NAMES, FORM_LAYOUT_NAMES, FRESH_LAYOUT_NAMES, generate, HELD_OUT_LAYOUT_NAMES, layoutsOf, STYLES } from './index.ts';
import type { FormTruth, TruthApplication } from './truth.ts';
import { pdfRead as read } from './pdf-read.ts';

const decoy = (t: FormTruth, key: string) => t.decoys.find((d) => d.key === key);
const at = (t: FormTruth, field: string) => t.locations.find((l) => l.fields.includes(`application.${field}`));
const fullNames = (app: TruthApplication) => app.applicants.map((a) => `${a.first_name} ${a.last_name}`);

/** Labels each layout prints (in every style: labels are page text, values may be fields). */
const LABELS: Record<string, string[]> = {
  quillfield_numbered: ['1. Legal name of business:', '2. DBA (trade name), if any:', '12. Form of business:', '16. Landlord contact name:',
    '27. Owner 1', 'a. Full name:', 'Emergency contact (not an owner):', 'Prepared by (broker):'],
  ledgerline_captions: ['Legal name of business (as filed with the IRS)', 'Trade name / DBA', 'amount requested', 'social security no.',
    'Notary Public (printed name)', 'Witness (printed name)', 'ISO representative'],
  tabula_key_value: ['Field', 'Information', 'Legal Business Name', 'Previous Funder Balance', 'Owner 1', 'Owner 2', 'Landlord Contact Name', 'Prepared By'],
  beacon_owner_first: ['SECTION 1 - OWNER / GUARANTOR', 'Owner / Guarantor #2 (if applicable)', 'Landlord contact:', 'Emergency contact:', 'Prepared by:'],
  laurier_ca_francais: ['Nom légal de l\'entreprise / Legal business name', 'Numéro d\'entreprise du Québec (NEQ)', 'Nom d\'emprunt (O/A)', 'NAS / SIN',
    'Province', 'Témoin / Witness', 'PIPEDA'],
};

/** The application fields each layout prints (never left blank by it): non-null in every truth. */
const ALWAYS = ['legal_name', 'type_of_entity', 'industry', 'business_tax_id', 'business_tax_id_country', 'state_region', 'country'] as const;
const TERMS: Record<string, boolean> = { quillfield_numbered: false, ledgerline_captions: false, tabula_key_value: true, beacon_owner_first: false, laurier_ca_francais: true };

describe('fresh form layouts', () => {
  it('are a set of five of their own, apart from every other set, selectable as `fresh`', () => {
    expect(FRESH_LAYOUT_NAMES).toEqual(['quillfield_numbered', 'ledgerline_captions', 'tabula_key_value', 'beacon_owner_first', 'laurier_ca_francais']);
    for (const other of [DEV_LAYOUT_NAMES, HELD_OUT_LAYOUT_NAMES, BLIND_LAYOUT_NAMES]) expect(FRESH_LAYOUT_NAMES.filter((l) => other.includes(l))).toEqual([]);
    expect(layoutsOf('fresh')).toEqual(FRESH_LAYOUT_NAMES);
    expect(layoutsOf('all')).toEqual(expect.arrayContaining([...FRESH_LAYOUT_NAMES]));
    expect(FORM_LAYOUT_NAMES).toEqual(expect.arrayContaining([...FRESH_LAYOUT_NAMES]));
  });

  for (const layout of ['quillfield_numbered', 'ledgerline_captions', 'tabula_key_value', 'beacon_owner_first', 'laurier_ca_francais']) {
    it(`${layout}: renders in every style with its labels, and its truth is complete`, async () => {
      for (const style of STYLES) {
        for (const seed of [1, 2, 3]) {
          const g = await generate(layout, seed, { style });
          const r = await read(g.pdf);
          for (const label of LABELS[layout]!) expect(r.text, `${layout} ${style} ${label}`).toContain(label);
          const app = g.truth.application!;
          for (const f of ALWAYS) expect(app[f], `${layout} ${f}`).not.toBeNull();
          expect(app.applicants.length).toBeGreaterThan(0);
          for (const a of app.applicants) { expect(a.first_name).not.toBeNull(); expect(a.last_name).not.toBeNull(); }
          expect(app.applicants[0]!.ownership).not.toBeNull();
          for (const f of ['requested_payment', 'number_of_payments', 'payment_frequency'] as const) expect(app[f] !== null, f).toBe(TERMS[layout]);
          if (style === 'typed') for (const d of g.truth.decoys) expect(r.text, `${layout} ${d.key}`).toContain(d.text);
        }
      }
    }, 120_000);
  }

  it('same seed, same bytes', async () => {
    for (const layout of FRESH_LAYOUT_NAMES) {
      const a = await generate(layout, 5, { style: 'handwritten' }), b = await generate(layout, 5, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  it('quillfield: numbered questions, and typed brackets read "[X]" beside the checked option', async () => {
    for (let seed = 1; seed <= 4; seed++) {
      const g = await generate('quillfield_numbered', seed, { style: 'typed' });
      const r = await read(g.pdf);
      const entity = at(g.truth, 'type_of_entity')!;
      expect(r.text).toMatch(/\[ ?X ?\]/);
      if (entity.via === 'mark') expect(r.text.replace(/\s+/g, '')).toContain(`[X]${entity.text.replace(/\s+/g, '')}`);
      expect(g.truth.locations.find((l) => l.fields.includes('application.legal_name'))!.text).toBe(g.truth.application!.legal_name);
    }
  });

  it('ledgerline: labels right of the line (the value left of its label) and under it; some sole proprietors file under their SSN', async () => {
    let sole = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const g = await generate('ledgerline_captions', seed, { style: 'typed' });
      const r = await read(g.pdf);
      const app = g.truth.application!;
      const amount = at(g.truth, 'requested_amount');
      const label = r.items.find((i) => i.str === 'amount requested')!;
      if (amount) expect(label.x).toBeGreaterThan(amount.box[2]);
      const legal = at(g.truth, 'legal_name')!;
      const caption = r.items.find((i) => i.str.startsWith('Legal name of business'))!;
      expect(caption.y).toBeLessThan(legal.box[1]); // the caption under the value (PDF y grows upwards)
      if (app.type_of_entity === 'sole_proprietorship') {
        sole++;
        expect(app.business_tax_id_type).toMatch(/^(SSN|ITIN)$/);
        expect(app.legal_name).toBe(fullNames(app)[0]);
        // The business name is the DBA; one equal to the owner's name is no trade name (applications.md).
        expect(app.trade_name).not.toBe(app.legal_name);
        expect(app.applicants.length).toBe(1);
        if (app.applicants[0]!.tax_id) expect(app.applicants[0]!.tax_id).toBe(app.business_tax_id);
      }
      for (const k of ['extra.notary', 'extra.witness', 'iso_name', 'extra.emergency_name']) expect(decoy(g.truth, k), k).toBeDefined();
    }
    expect(sole).toBeGreaterThan(0);
  });

  it('beacon: owners before the business, the second owner block always blank: one applicant only', async () => {
    for (let seed = 1; seed <= 8; seed++) {
      for (const style of STYLES) {
        const t = (await generate('beacon_owner_first', seed, { style })).truth;
        expect(t.application!.applicants.length).toBe(1);
        expect([...t.locations.flatMap((l) => l.fields), ...t.decoys.map((d) => d.key)].some((k) => /applicants\[1\]|owner\.1\./.test(k))).toBe(false);
        const owner = at(t, 'applicants[0].first_name')!;
        expect(owner.box[1]).toBeGreaterThan(at(t, 'legal_name')!.box[1]); // higher on the page
        for (const k of ['extra.landlord_contact', 'extra.emergency_name', 'extra.prepared_by', 'iso_name', 'landlord_phone']) expect(decoy(t, k), k).toBeDefined();
      }
    }
  });

  it('tabula: a Field | Information table, radio bubbles filled, bank numbers and a prior funder\'s balance beside the values', async () => {
    for (let seed = 1; seed <= 4; seed++) {
      const g = await generate('tabula_key_value', seed, { style: 'typed' });
      expect(g.truth.generator.mark).toBe('filled_dot');
      const freq = at(g.truth, 'payment_frequency')!;
      expect(freq.via).toBe('mark');
      for (const k of ['routing', 'account', 'extra.prior_balance', 'extra.prior_funder', 'refs.0.1', 'refs.0.2']) expect(decoy(g.truth, k), k).toBeDefined();
      expect(g.truth.application!.business_tax_id).not.toBe(decoy(g.truth, 'routing')!.text);
    }
  });

  it('laurier: French first, a BN (bare with its box, or with its program account), the NEQ a decoy, NAS / SIN, province, "50 %" and "75 000 $"', async () => {
    let spaced = 0, french = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const g = await generate('laurier_ca_francais', seed, { style: 'typed' });
      const app = g.truth.application!;
      expect(app.country).toBe('Canada');
      expect(['BN', 'SIN']).toContain(app.business_tax_id_type);
      expect(app.business_tax_id).toMatch(/^\d{9}(R[CT]\d{4})?$/);
      const neq = decoy(g.truth, 'extra.neq')!.text;
      expect(neq).toMatch(/^\d{10}$/);
      expect(app.business_tax_id).not.toBe(neq);
      expect(['ON', 'AB', 'BC', 'QC', 'MB', 'NS', 'SK', 'NB']).toContain(app.state_region);
      for (const a of app.applicants) if (a.tax_id) expect(a.tax_id_type).toBe('SIN');
      if (g.truth.locations.some((l) => / %$/.test(l.text))) spaced++;
      if (/^\d{1,3}( \d{3})+ \$$/.test(at(g.truth, 'requested_amount')?.text ?? '')) french++;
    }
    expect(spaced).toBeGreaterThan(0);
    expect(french).toBeGreaterThan(0);
  });

  it('checkboxes carry an X of strokes, a tick, a filled bubble or a typed [X], by layout', async () => {
    const marks = new Set<string>();
    for (const layout of FRESH_LAYOUT_NAMES) for (let seed = 1; seed <= 6; seed++) marks.add((await generate(layout, seed, { style: 'typed' })).truth.generator.mark!);
    for (const m of ['drawn_x', 'drawn_check', 'filled_dot', 'letter_x']) expect(marks).toContain(m);
  });

  it('fillable variants: values only in fields with meaningless names', async () => {
    for (const layout of FRESH_LAYOUT_NAMES) {
      const g = await generate(layout, 2, { style: 'fillable' });
      const r = await read(g.pdf);
      const names = g.truth.locations.map((l) => l.acroform_field!);
      expect(names.length).toBeGreaterThan(5);
      for (const n of names) expect(n).toMatch(/^((Text|Field|fill_|untitled)\d+|Page\d_Field\d+)$/);
      for (const l of g.truth.locations.filter((x) => x.via === 'acroform')) expect(r.fields.get(l.acroform_field!)).toBe(l.text);
      expect(r.text).not.toContain(g.truth.application!.legal_name);
    }
  });

  it('decoy people are never applicants, blanks are null, money and percent as the spec reads them', async () => {
    let blankStart = 0, blankDob = 0, cents = 0, n = 0;
    for (const layout of FRESH_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 8; seed++) {
        const t = (await generate(layout, seed, { style: 'typed' })).truth;
        const app = t.application!;
        n++;
        if (app.business_start_date === null) blankStart++;
        blankDob += app.applicants.filter((a) => a.date_of_birth === null).length;
        const amount = at(t, 'requested_amount');
        if (amount && /^\d{1,3}(,\d{3})*\.\d\d$/.test(amount.text)) { cents++; expect(Number(amount.text.replace(/,/g, ''))).toBe(app.requested_amount); }
        // the applicants are exactly the owners printed in the owners' section
        expect(app.applicants.length).toBe(t.locations.filter((l) => l.fields.some((f) => /first_name$/.test(f))).length);
        for (const [i, a] of app.applicants.entries()) {
          const pct = t.locations.find((l) => l.fields.includes(`application.applicants[${i}].ownership`));
          if (pct) expect(Number(pct.text.replace(/[%\s]/g, ''))).toBe(a.ownership);
        }
      }
    }
    expect(blankStart).toBeGreaterThan(0);
    expect(blankStart).toBeLessThan(n / 2);
    expect(blankDob).toBeGreaterThan(0);
    expect(cents).toBeGreaterThan(0);
  });

  it('a scan of each fresh layout is image-only with the truth of the form it was made from', async () => {
    for (const [i, layout] of FRESH_LAYOUT_NAMES.entries()) {
      const style = STYLES[i % 3]!;
      const plain = await generate(layout, 3, { style: style === 'fillable' ? 'typed' : style });
      const scan = await generate(layout, 3, { style, scan: true });
      expect(scan.truth.application).toEqual(plain.truth.application);
      expect(scan.truth.scan!.skews.length).toBe(plain.truth.pages);
      expect((await read(scan.pdf)).text.trim()).toBe('');
    }
  }, 240_000);
});

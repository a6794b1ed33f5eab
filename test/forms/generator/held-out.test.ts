// Tests of the held-out layouts (layouts-held-out.ts) beyond what generator.test.ts checks of every layout: they are
// a set of their own, their Canadian form carries a BN program account and French labels, owners printed as columns
// or with split names keep their printed order, checkboxes carry the two extra marks, blanks are null, decoys
// (landlord, ISO, routing, references, positions) are printed and never taken, and scans keep the truth.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { BLIND_LAYOUT_NAMES, DEV_LAYOUT_NAMES, FORM_LAYOUT_NAMES, FRESH_LAYOUT_NAMES, generate, HELD_OUT_LAYOUT_NAMES, layoutsOf, PRACTICE_LAYOUT_NAMES, STYLES, UNSEEN_LAYOUT_NAMES } from './index.ts';
import type { FormTruth } from './truth.ts';

async function acroFields(pdf: Uint8Array): Promise<Map<string, string>> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out = new Map<string, string>();
  for (let i = 1; i <= doc.numPages; i++) {
    for (const a of (await (await doc.getPage(i)).getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) {
      if (a.fieldName) out.set(a.fieldName, String(a.fieldValue ?? ''));
    }
  }
  await task.destroy();
  return out;
}

async function pageText(pdf: Uint8Array): Promise<string> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const items = (await (await doc.getPage(i)).getTextContent()).items as { str: string }[];
    text += ` ${items.map((x) => x.str).join(' ')}`;
  }
  await task.destroy();
  return text.replace(/\s+/g, ' ');
}

const decoyTexts = (t: FormTruth, prefix: string) => t.decoys.filter((d) => d.key.startsWith(prefix)).map((d) => d.text);

describe('held-out form layouts', () => {
  it('are a set of their own: at least 4, apart from the development layouts, selectable by name', () => {
    expect(HELD_OUT_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(4);
    expect(HELD_OUT_LAYOUT_NAMES.filter((l) => DEV_LAYOUT_NAMES.includes(l))).toEqual([]);
    expect([...DEV_LAYOUT_NAMES, ...HELD_OUT_LAYOUT_NAMES, ...BLIND_LAYOUT_NAMES, ...FRESH_LAYOUT_NAMES, ...PRACTICE_LAYOUT_NAMES, ...UNSEEN_LAYOUT_NAMES].sort()).toEqual([...FORM_LAYOUT_NAMES].sort());
    expect(layoutsOf('held-out')).toEqual(HELD_OUT_LAYOUT_NAMES);
    expect(layoutsOf('dev')).toEqual(DEV_LAYOUT_NAMES);
    expect(layoutsOf('held-out,summit_boxes')).toEqual([...HELD_OUT_LAYOUT_NAMES, 'summit_boxes']);
    expect(() => layoutsOf('nope')).toThrow(/unknown layout/);
  });

  it('same seed, same bytes (the layouts\' own blanks and touches come from a stream of the seed)', async () => {
    for (const layout of HELD_OUT_LAYOUT_NAMES) {
      const a = await generate(layout, 11, { style: 'handwritten' }), b = await generate(layout, 11, { style: 'handwritten' });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  it('fillable variants: fields named after their labels or by page, checked boxes On / 1 / the option\'s name', async () => {
    const k = await generate('keystone_label_above', 2, { style: 'fillable' });
    const kf = await acroFields(k.pdf);
    expect(kf.get('CORPORATE NAME')).toBe(k.truth.application!.legal_name);
    expect(kf.get('BANK ABA ROUTING NO')).toBe(k.truth.decoys.find((d) => d.key === 'routing')!.text);
    const checked = (t: FormTruth) => t.locations.filter((l) => l.via === 'acroform_checkbox');
    for (const l of checked(k.truth)) { expect(l.acroform_value).toBe('On'); expect(kf.get(l.acroform_field!)).toBe('On'); }
    const a = await generate('aurora_ca_bilingual', 2, { style: 'fillable' });
    const af = await acroFields(a.pdf);
    const freq = checked(a.truth).find((l) => l.fields.includes('application.payment_frequency'))!;
    expect(af.get(freq.acroform_field!)).toBe(freq.text.replace(/[^A-Za-z0-9]/g, ''));
    expect([...af.keys()].some((n) => n.startsWith('Raison sociale'))).toBe(true);
    const s = await generate('solana_bilingual_es', 2, { style: 'fillable' });
    for (const l of checked(s.truth)) expect((await acroFields(s.pdf)).get(l.acroform_field!)).toBe('1');
    const i = await generate('ironbridge_cells', 2, { style: 'fillable' });
    expect([...(await acroFields(i.pdf)).keys()].every((n) => /^Page[12]_Field\d+$/.test(n))).toBe(true);
  });

  it('checkboxes are also marked with a filled square or a drawn tick (no text), and the checked label is the truth', async () => {
    const marks = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      const g = await generate('ironbridge_cells', seed, { style: 'typed' });
      marks.add(g.truth.generator.mark!);
      const at = g.truth.locations.find((l) => l.fields.includes('application.payment_frequency'))!;
      expect(at.via).toBe('mark');
      expect(g.truth.application!.payment_frequency).toBe({ Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Monthly: 'monthly' }[at.text]);
    }
    expect(marks).toContain('filled_square');
    expect(marks).toContain('drawn_check');
  });

  it('aurora (Canadian, French / English): BN with its program account, province, SIN, country printed, French labels', async () => {
    const programs = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const g = await generate('aurora_ca_bilingual', seed, { style: 'typed' });
      const app = g.truth.application!;
      expect(app.business_tax_id).toMatch(/^\d{9}R[TC]\d{4}$/);
      programs.add(app.business_tax_id!.slice(9));
      expect(app.business_tax_id_type).toBe('BN');
      expect(app.country).toBe('Canada');
      expect(g.truth.locations.some((l) => l.text === 'Canada' && l.fields.includes('application.country'))).toBe(true);
      for (const a of app.applicants) if (a.tax_id) expect(a.tax_id_type).toBe('SIN');
      // the landlord ("propriétaire de l'immeuble") is printed, and what is printed there gives no field (its name may
      // happen to be an owner's: a merchant renting from its owner)
      const landlord = g.truth.decoys.find((d) => d.key === 'landlord')!;
      expect(landlord.text.length).toBeGreaterThan(0);
      expect(g.truth.locations.some((l) => l.page === landlord.page && l.box.join() === landlord.box.join())).toBe(false);
      const text = await pageText(g.pdf);
      for (const s of ['Raison sociale', 'Nom commercial (O/A)', 'NAS / SIN', 'Propriétaire de l\'immeuble', 'PIPEDA']) expect(text).toContain(s);
    }
    expect(programs).toContain('RT0001');
  });

  it('solana (Spanish / English): the agent block comes before the business and is no applicant', async () => {
    for (let seed = 1; seed <= 4; seed++) {
      const g = await generate('solana_bilingual_es', seed, { style: 'typed' });
      const agent = decoyTexts(g.truth, 'iso_name')[0]!;
      const iso = g.truth.decoys.find((d) => d.key === 'iso_name')!;
      const legal = g.truth.locations.find((l) => l.fields.includes('application.legal_name'))!;
      expect(iso.box[1]).toBeGreaterThan(legal.box[1]); // higher on the page (PDF y grows upwards)
      expect(g.truth.application!.applicants.map((a) => `${a.first_name} ${a.last_name}`)).not.toContain(agent);
      expect(await pageText(g.pdf)).toContain('Razón social / Legal name');
    }
  });

  it('owners as columns (keystone) and in split-name rows (ironbridge) keep their printed order and give no middle initial', async () => {
    for (const layout of ['keystone_label_above', 'ironbridge_cells']) {
      for (let seed = 1; seed <= 4; seed++) {
        const t = (await generate(layout, seed, { style: 'typed' })).truth;
        const firsts = t.application!.applicants.map((_, i) => t.locations.find((l) => l.fields.includes(`application.applicants[${i}].first_name`))!);
        // columns run left to right (keystone); rows top to bottom (ironbridge)
        for (let i = 1; i < firsts.length; i++) {
          if (layout === 'keystone_label_above') expect(firsts[i]!.box[0]).toBeGreaterThan(firsts[i - 1]!.box[0]);
          else expect(firsts[i]!.box[1]).toBeLessThan(firsts[i - 1]!.box[1]);
        }
        for (const a of t.application!.applicants) expect(a.first_name).not.toMatch(/\s|\./);
      }
    }
  });

  it('tallgrass: "Last, First M." names give the first name alone; the contact person (an owner again, or not) adds no applicant', async () => {
    let swapped = 0, ownerAsContact = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const t = (await generate('tallgrass_guarantors', seed, { style: 'typed' })).truth;
      const app = t.application!;
      const owners = app.applicants.length;
      expect(owners).toBe(t.locations.filter((l) => l.fields.some((f) => /first_name$/.test(f))).length);
      for (const [i, a] of app.applicants.entries()) {
        const at = t.locations.find((l) => l.fields.includes(`application.applicants[${i}].first_name`))!;
        if (at.text.startsWith(`${a.last_name}, `)) { swapped++; expect(at.text).toMatch(new RegExp(`^.+, ${a.first_name}( [A-Z]\\.)?$`)); }
      }
      const contact = t.decoys.find((d) => d.key === 'contact')!.text;
      if (app.applicants.some((a) => `${a.first_name} ${a.last_name}` === contact)) ownerAsContact++;
    }
    expect(swapped).toBeGreaterThan(0);
    expect(ownerAsContact).toBeGreaterThan(0);
  });

  it('fields left blank are null, and masked IDs give a null tax ID', async () => {
    let blankStart = 0, blankScore = 0, masked = 0, n = 0;
    for (const layout of HELD_OUT_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 10; seed++) {
        const t = (await generate(layout, seed, { style: 'typed' })).truth;
        n++;
        if (t.application!.business_start_date === null) blankStart++;
        blankScore += t.application!.applicants.filter((a) => a.credit_score === null).length;
        for (const [i, a] of t.application!.applicants.entries()) {
          const d = t.decoys.find((x) => x.key === `owner.${i}.id`);
          if (d) { masked++; expect(d.text).toMatch(/[X*x]/); expect(a.tax_id).toBeNull(); }
          if (a.tax_id === null && !d) expect(t.locations.some((l) => l.fields.includes(`application.applicants[${i}].tax_id`))).toBe(false);
        }
      }
    }
    expect(blankStart).toBeGreaterThan(0);
    expect(blankStart).toBeLessThan(n / 2);
    expect(blankScore).toBeGreaterThan(0);
    expect(masked).toBeGreaterThan(0);
  });

  it('decoys are printed: routing beside the tax ID, landlord, ISO, references or positions', async () => {
    for (const layout of HELD_OUT_LAYOUT_NAMES) {
      const g = await generate(layout, 6, { style: 'typed' });
      const text = await pageText(g.pdf);
      const keys = new Set(g.truth.decoys.map((d) => d.key.split('.')[0]!));
      for (const k of ['routing', 'landlord']) expect(keys, `${layout} ${k}`).toContain(k);
      expect([...keys].some((k) => k.startsWith('iso_')), `${layout} ISO`).toBe(true);
      for (const d of g.truth.decoys) expect(text, `${layout} ${d.key}`).toContain(d.text);
      expect(g.truth.application!.business_tax_id).not.toBe(g.truth.decoys.find((d) => d.key === 'routing')!.text.replace(/\D/g, ''));
    }
  });

  it('a scan of each held-out layout is image-only with the truth of the form it was made from', async () => {
    for (const layout of HELD_OUT_LAYOUT_NAMES) {
      const style = STYLES[HELD_OUT_LAYOUT_NAMES.indexOf(layout) % 2]!;
      const plain = await generate(layout, 3, { style });
      const scan = await generate(layout, 3, { style, scan: true });
      expect(scan.truth.application).toEqual(plain.truth.application);
      expect(scan.truth.scan!.skews.length).toBe(plain.truth.pages);
      expect((await pageText(scan.pdf)).trim()).toBe('');
    }
  }, 60_000);
});

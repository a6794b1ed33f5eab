// Set 139's generator checks itself: valid PDFs, every truth value printed where the style puts it (page text or an
// AcroForm field), decoys never in the truth, the reference rules behind industry and entity ids, same seed -> same
// bytes, and the seed really varies the forms.
import { describe, expect, it } from 'vitest';
import { CA_ENTITY_ROW, INDUSTRY_TEXTS, OTHER_ENTITY, US_ENTITY_ROW } from './data.ts';
import { entityIdsOf, HAVE_REFERENCE, industryOf, readPdf, squash, truthStrings } from './checks.ts';
import { generateIndependent139, INDEPENDENT139_LAYOUT_NAMES } from './index.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 5];

function truthValue(truth: Record<string, unknown>, key: string): unknown {
  const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(key);
  if (!a) return truth[key];
  const ap = (truth.applicants as Record<string, unknown>[])[Number(a[1])];
  return ap ? ap[a[2]!] : undefined;
}

function allKeys(truth: Record<string, unknown>): string[] {
  const keys = Object.keys(truth).filter((k) => k !== 'applicants' && truth[k] !== null);
  (truth.applicants as Record<string, unknown>[]).forEach((a, i) => {
    for (const [k, v] of Object.entries(a)) if (v !== null) keys.push(`applicants[${i}].${k}`);
  });
  return keys;
}

describe('independent139 generator', () => {
  it('has four layouts', () => {
    expect(INDEPENDENT139_LAYOUT_NAMES).toHaveLength(4);
  });

  it.skipIf(!HAVE_REFERENCE)('uses industry and entity ids the reference rules give', () => {
    for (const [text, id] of INDUSTRY_TEXTS) expect(industryOf(text), text).toBe(id);
    for (const c of US_ENTITY_ROW) expect(entityIdsOf(c.label), c.label).toContain(c.us);
    for (const c of CA_ENTITY_ROW) expect(entityIdsOf(c.label), c.label).toContain(c.ca);
    for (const [text, id] of [...OTHER_ENTITY, ['ULC', 'ca_ulc'] as const]) expect(entityIdsOf(text), text).toContain(id);
  });

  for (const layout of INDEPENDENT139_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: prints every truth value and keeps decoys out`, async () => {
        for (const seed of SEEDS) {
          const r = await generateIndependent139(layout, seed, { style, scan: false });
          const pdf = await readPdf(r.pdf);
          const where = `${layout}/${style}/${seed}`;
          expect(pdf.pages, where).toBe(r.pages);
          const truth = r.truth as unknown as Record<string, unknown>;
          // Every non-null truth value comes from a printed entry, and every printed key is a non-null truth value.
          const covered = new Set(r.printed.flatMap((p) => p.keys));
          for (const k of allKeys(truth)) expect(covered.has(k), `${where} ${k} not printed`).toBe(true);
          for (const k of covered) expect(truthValue(truth, k), `${where} ${k}`).not.toBeNull();
          expect(r.truth.applicants.length, where).toBeGreaterThanOrEqual(1);
          const text = squash(pdf.text);
          for (const p of r.printed) {
            if (style === 'fillable') {
              expect(p.field, `${where} ${p.text}`).toBeDefined();
              const f = pdf.fields.get(p.field!);
              expect(f, `${where} field ${p.field}`).toBeDefined();
              // Values live only in the fields: a number-bearing value is not in the page text (labels only).
              if (f!.checkBox) expect(f!.value, `${where} ${p.field}`).toBe('Yes');
              else expect(f!.value, `${where} ${p.field}`).toBe(p.text);
              if (!f!.checkBox && /\d.*\d.*\d/.test(p.text)) expect(text.includes(squash(p.text)), `${where} value in page text: ${p.text}`).toBe(false);
            } else {
              expect(text.includes(squash(p.text)), `${where} not in text: ${p.text}`).toBe(true);
            }
          }
          // Printed money and ids read as the truth says.
          const amount = r.printed.find((p) => p.keys.includes('requested_amount'))!;
          expect(Number(amount.text.replace(/[^\d.]/g, ''))).toBe(r.truth.requested_amount);
          const tax = r.printed.find((p) => p.keys.includes('business_tax_id'));
          if (tax) expect(tax.text.replace(/[\s-]/g, '').toUpperCase()).toBe(r.truth.business_tax_id);
          r.truth.applicants.forEach((a, i) => {
            const name = r.printed.find((p) => p.keys.includes(`applicants[${i}].first_name`))!;
            expect(name.text).toContain(a.first_name!);
            expect(name.text).toContain(a.last_name!);
          });
          const values = truthStrings(r.truth);
          const printedTexts = new Set(r.printed.map((p) => squash(p.text).toLowerCase()));
          for (const d of r.decoys) {
            const s = squash(d.text).toLowerCase();
            expect(values.has(s) || printedTexts.has(s), `${where} decoy ${d.what} ${d.text}`).toBe(false);
            const n = Number(d.text.replace(/[^\d.]/g, ''));
            if (/\d/.test(d.text)) expect(values.has(String(n)), `${where} decoy number ${d.text}`).toBe(false);
          }
        }
      });
    }
  }

  it('is deterministic: same seed, same bytes', async () => {
    for (const layout of INDEPENDENT139_LAYOUT_NAMES) {
      for (const style of STYLES) {
        const a = await generateIndependent139(layout, 7, { style, scan: false });
        const b = await generateIndependent139(layout, 7, { style, scan: false });
        expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf)), `${layout}/${style}`).toBe(true);
      }
    }
  });

  it('scans typed and handwritten forms into image PDFs with the same truth', async () => {
    for (const [i, layout] of INDEPENDENT139_LAYOUT_NAMES.entries()) {
      const seed = i % 2 === 0 ? 3 : 4; // 3: phone photo, 4: office scanner
      const style = i % 2 === 0 ? 'handwritten' : 'typed';
      const plain = await generateIndependent139(layout, seed, { style, scan: false });
      const scanned = await generateIndependent139(layout, seed, { style, scan: true });
      const pdf = await readPdf(scanned.pdf);
      expect(pdf.pages).toBe(plain.pages);
      expect(squash(pdf.text)).toBe('');
      expect(scanned.truth).toEqual(plain.truth);
      if (i === 0) expect(Buffer.from((await generateIndependent139(layout, seed, { style, scan: true })).pdf).equals(Buffer.from(scanned.pdf))).toBe(true);
    }
    await expect(generateIndependent139(INDEPENDENT139_LAYOUT_NAMES[0]!, 1, { style: 'fillable', scan: true })).rejects.toThrow();
  }, 60_000);

  it('varies with the seed: owners, blanks, masks', async () => {
    const owners = new Set<number>();
    let nullTrade = 0, nullTax = 0, maskedDecoy = 0, nullOwnerTax = 0, nullStart = 0;
    const firstPages = new Set<string>();
    for (let seed = 1; seed <= 24; seed++) {
      const layout = INDEPENDENT139_LAYOUT_NAMES[seed % 4]!;
      const r = await generateIndependent139(layout, seed, { style: 'typed', scan: false });
      owners.add(r.truth.applicants.length);
      if (r.truth.trade_name === null) nullTrade++;
      if (r.truth.business_tax_id === null) nullTax++;
      if (r.truth.business_start_date === null) nullStart++;
      if (r.truth.applicants.some((a) => a.tax_id === null)) nullOwnerTax++;
      if (r.decoys.some((d) => d.what.startsWith('masked'))) maskedDecoy++;
      firstPages.add(r.truth.legal_name ?? '');
    }
    expect([...owners].sort()).toEqual([1, 2, 3]);
    for (const n of [nullTrade, nullTax, maskedDecoy, nullOwnerTax, nullStart]) expect(n).toBeGreaterThan(0);
    expect(firstPages.size).toBeGreaterThan(15);
  });
});

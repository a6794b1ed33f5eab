// Set 125 (Spanish US and French Québec application forms): the truth is consistent, and every truth value is on the
// page (page text for typed and handwritten forms, AcroForm fields for fillable ones), derived by applications.md's rules.
import { describe, expect, it } from 'vitest';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { derivationProblems, truthProblems } from './checks.ts';
import { generateIndependent125, INDEPENDENT125_LAYOUT_NAMES, truthFrom, type Independent125Form } from './index.ts';
import { entityOf, industryOf, SPANISH_ENTITY_WORDS } from './reference.ts';
import { ES_TRADES, FR_TRADES } from './words.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const SEEDS = [1, 2, 3, 7];

interface Widget { name: string; value: unknown; onState: string | null }
interface Read { text: string[]; widgets: Widget[]; images: number }

const norm = (s: string): string => s.normalize('NFC').replace(/\s+/g, ' ').trim();

async function read(pdf: Uint8Array): Promise<Read> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: Read = { text: [], widgets: [], images: 0 };
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tc = await page.getTextContent();
    out.text.push(norm(tc.items.map((i) => ('str' in i ? i.str : '')).join(' ')));
    for (const a of (await page.getAnnotations()) as any[]) {
      if (a.subtype !== 'Widget') continue;
      out.widgets.push({ name: a.fieldName, value: a.fieldValue, onState: a.radioButton ? a.buttonValue : a.checkBox ? a.exportValue : null });
    }
    const ops = await page.getOperatorList();
    out.images += ops.fnArray.filter((f: number) => f === OPS.paintImageXObject || f === OPS.paintInlineImageXObject).length;
  }
  await task.destroy();
  return out;
}

function visibility(form: Independent125Form, r: Read): string[] {
  const problems: string[] = [];
  for (const d of form.drawn) {
    const page = r.text[d.page - 1] ?? '';
    if (form.style !== 'fillable') {
      // pdf.js puts a space in some handwritten runs where a slanted glyph overhangs ("LSAQ )"): compare without spaces.
      if (!page.replace(/ /g, '').includes(norm(d.text).replace(/ /g, ''))) problems.push(`${d.key}: "${d.text}" not in page ${d.page} text`);
      continue;
    }
    if (d.kind === 'mark') {
      if (!page.includes(norm(d.text))) problems.push(`${d.key}: label "${d.text}" not on page ${d.page}`);
      const w = r.widgets.filter((x) => x.name === d.acroform);
      if (!w.length || !w.some((x) => x.value === d.onState && x.onState === d.onState)) problems.push(`${d.key}: ${d.acroform} not set to ${d.onState}`);
    } else {
      const w = r.widgets.find((x) => x.name === d.acroform);
      if (!w || w.value !== d.text) problems.push(`${d.key}: field ${d.acroform} is ${JSON.stringify(w?.value)}, drawn "${d.text}"`);
    }
  }
  return problems;
}

describe('independent set 125: Spanish and French application forms', () => {
  it('has four layouts, two Spanish US and two French Canadian', async () => {
    expect(INDEPENDENT125_LAYOUT_NAMES).toHaveLength(4);
    const countries = await Promise.all(INDEPENDENT125_LAYOUT_NAMES.map(async (l) => (await generateIndependent125(l, 1, { style: 'typed', scan: false })).country));
    expect(countries.filter((c) => c === 'CA').length).toBe(2);
    await expect(generateIndependent125('nope', 1, { style: 'typed', scan: false })).rejects.toThrow(/unknown layout/);
  });

  it('maps every printed type of business and entity word as documented', () => {
    for (const [text] of [...ES_TRADES, ...FR_TRADES]) expect(industryOf(text), text).not.toBeNull();
    const expected: Record<string, string> = { Restaurant: 'restaurant', 'Body shop y pintura de autos': 'auto_repair', 'Salón de belleza y spa': 'personal_care',
      'Microbrasserie et pub': 'bar_nightclub', 'Bodega / mini market': 'grocery', 'Boutique de vêtements': 'retail_general' };
    for (const [text, id] of Object.entries(expected)) expect(industryOf(text), text).toBe(id);
    for (const [word, id] of Object.entries(SPANISH_ENTITY_WORDS)) expect(entityOf(word, 'US')).toBe(id);
    expect(entityOf('Société par actions', 'CA')).toBe('ca_corporation');
    expect(entityOf('S.E.N.C.', 'CA')).toBe('general_partnership');
    expect(entityOf('Inc.', 'US')).toBe('c_corporation');
    expect(entityOf('Inc.', 'CA')).toBe('ca_corporation');
    expect(entityOf('Entreprise individuelle', 'CA')).toBe('sole_proprietorship');
  });

  for (const layout of INDEPENDENT125_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} ${style}: consistent truth, every value on the page`, async () => {
        for (const seed of SEEDS) {
          const form = await generateIndependent125(layout, seed, { style, scan: false });
          expect(truthProblems(form.truth, form.country), `seed ${seed}`).toEqual([]);
          expect(form.drawn.flatMap((d) => derivationProblems(d, form.country)), `seed ${seed}`).toEqual([]);
          const r = await read(form.pdf);
          expect(r.text).toHaveLength(form.pages);
          expect(visibility(form, r), `seed ${seed}`).toEqual([]);
          if (style === 'fillable') {
            const legal = form.drawn.find((d) => 'legal_name' in d.fields)!;
            expect(r.text.join(' ')).not.toContain(legal.text);
          } else {
            expect(r.widgets).toHaveLength(0);
          }
          expect(truthFrom(form.drawn)).toEqual(form.truth);
        }
      });
    }
  }

  it('gives the same truth in every style and the same bytes for the same seed', async () => {
    for (const layout of INDEPENDENT125_LAYOUT_NAMES) {
      const [a, b, c] = await Promise.all(STYLES.map((style) => generateIndependent125(layout, 11, { style, scan: false })));
      expect(b!.truth).toEqual(a!.truth);
      expect(c!.truth).toEqual(a!.truth);
      const again = await generateIndependent125(layout, 11, { style: 'handwritten', scan: false });
      expect(Buffer.from(again.pdf).equals(Buffer.from(b!.pdf))).toBe(true);
    }
  });

  it('varies owners, blanks, masks, entity types and formats across seeds', async () => {
    const owners = new Set<number>(), entities = new Set<string | null>(), seen = new Set<string>();
    for (const layout of INDEPENDENT125_LAYOUT_NAMES) {
      for (let seed = 1; seed <= 40; seed++) {
        const { truth, drawn } = await generateIndependent125(layout, seed, { style: 'typed', scan: false });
        owners.add(truth.applicants.length);
        entities.add(truth.type_of_entity);
        if (truth.trade_name === null) seen.add('no trade name');
        if (truth.business_start_date === null) seen.add('no start date');
        if (truth.applicants.some((a) => a.tax_id === null && a.tax_id_type !== null)) seen.add('masked');
        if (truth.applicants.some((a) => a.tax_id_type === 'ITIN') || truth.business_tax_id_type === 'ITIN') seen.add('itin');
        if (truth.business_tax_id_type === 'SSN') seen.add('ssn as business id');
        if (drawn.some((d) => /^\$ \d{1,3}(\.\d{3})*,\d{2}$/.test(d.text))) seen.add('$ 85.000,00');
        if (drawn.some((d) => /^\d{1,3}( \d{3})*(,\d{2})? \$/.test(d.text))) seen.add('50 000,00 $');
        if (drawn.some((d) => / de \p{L}+ de \d{4}$/u.test(d.text))) seen.add('long Spanish date');
        if (drawn.some((d) => /^\d{1,2}(er)? \p{L}+ \d{4}$/u.test(d.text))) seen.add('long French date');
        if (drawn.some((d) => /^\d{9} ?R[CT] ?\d{4}$/.test(d.text))) seen.add('BN with program account');
        if (truth.payment_frequency) seen.add('frequency');
      }
    }
    expect([...owners].sort()).toEqual([1, 2, 3, 4]);
    expect(entities.size).toBeGreaterThanOrEqual(8);
    expect([...seen].sort()).toEqual(['$ 85.000,00', '50 000,00 $', 'BN with program account', 'frequency', 'itin', 'long French date',
      'long Spanish date', 'masked', 'no start date', 'no trade name', 'ssn as business id']);
  });

  for (const [i, layout] of INDEPENDENT125_LAYOUT_NAMES.entries()) {
    it(`${layout}: a scan keeps the truth and carries no text`, async () => {
      const style = STYLES[i % 3]!;
      const plain = await generateIndependent125(layout, 5, { style, scan: false });
      const scanned = await generateIndependent125(layout, 5, { style, scan: true });
      expect(scanned.truth).toEqual(plain.truth);
      expect(scanned.scanner?.skews).toHaveLength(plain.pages);
      const r = await read(scanned.pdf);
      expect(r.text.join('')).toBe('');
      expect(r.widgets).toHaveLength(0);
      expect(r.images).toBe(plain.pages);
    }, 60_000);
  }
});

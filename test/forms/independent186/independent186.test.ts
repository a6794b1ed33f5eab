// Checks of the set-186 generator itself: values are where `placed` says, decoys stay out of the truth, bytes repeat
// per seed, the three styles share one truth, seeds vary, scans work.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateIndependent186, INDEPENDENT186_LAYOUT_NAMES, type Placed } from './index.ts';

interface Item { str: string; x: number; y: number }
async function open(pdf: Uint8Array) {
  return getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 }).promise;
}
async function texts(pdf: Uint8Array): Promise<Item[][]> {
  const doc = await open(pdf);
  const out: Item[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const c = await (await doc.getPage(p)).getTextContent();
    out.push(c.items.flatMap((i) => ('str' in i && i.str.trim() ? [{ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number }] : [])));
  }
  return out;
}
const inside = (p: Placed, i: Item, pad = 3) => i.x >= p.box[0] - pad && i.x <= p.box[2] + pad && i.y >= p.box[1] - pad && i.y <= p.box[3] + pad;

describe('independent186 generator', () => {
  it('places typed and handwritten values where placed says, and only values there', async () => {
    for (const layout of INDEPENDENT186_LAYOUT_NAMES) {
      for (const style of ['typed', 'handwritten'] as const) {
        const g = await generateIndependent186(layout, 11, { style });
        const pages = await texts(g.pdf);
        for (const p of [...g.placed, ...g.decoys]) {
          if (p.via === 'mark') continue; // a pen mark is a drawing, no text
          const here = pages[p.page - 1]!.filter((i) => inside(p, i)).map((i) => i.str).join('');
          expect(here.replace(/\s/g, ''), `${layout}/${style} ${p.key}`).toContain(p.text.replace(/\s/g, '') === 'X' ? 'X' : p.text.replace(/\s/g, ''));
        }
      }
    }
  });

  it('keeps fillable values only in AcroForm fields with appearance streams', async () => {
    for (const layout of INDEPENDENT186_LAYOUT_NAMES) {
      const g = await generateIndependent186(layout, 5, { style: 'fillable' });
      const doc = await open(g.pdf);
      const pageText = (await texts(g.pdf)).flat().map((i) => i.str).join(' ');
      for (const p of g.placed) {
        const annots = await (await doc.getPage(p.page)).getAnnotations();
        const a = annots.find((x: { fieldName?: string }) => x.fieldName === p.acroform_field) as { fieldValue?: string; hasAppearance?: boolean; checkBox?: boolean } | undefined;
        expect(a, p.key).toBeDefined();
        expect(a!.hasAppearance).toBe(true);
        if (a!.checkBox) expect(a!.fieldValue).toBe('Yes');
        else {
          expect(a!.fieldValue).toBe(p.text);
          // Short words (a title such as "Owner") may also be a label; names, numbers and dates must not be page text.
          if (p.text.length >= 10 || /\d/.test(p.text)) expect(pageText).not.toContain(p.text);
        }
      }
    }
  });

  it('shares one truth across styles, keeps decoys out of it, and varies with the seed', async () => {
    for (const layout of INDEPENDENT186_LAYOUT_NAMES) {
      const [t, h, f] = await Promise.all((['typed', 'handwritten', 'fillable'] as const).map((style) => generateIndependent186(layout, 21, { style })));
      expect(h!.truth).toEqual(t!.truth);
      expect(f!.truth).toEqual(t!.truth);
      expect(t!.truth.legal_name).toBeTruthy();
      for (const d of t!.decoys) expect(Object.keys(d.fields)).toHaveLength(0);
      const values = JSON.stringify(t!.truth);
      for (const d of t!.decoys.filter((x) => /^(landlord|iso|bank|funder|routing|ref)/.test(x.key))) expect(values).not.toContain(`"${d.text}"`);
      const names = new Set<string>();
      for (let seed = 1; seed <= 6; seed++) names.add(JSON.stringify((await generateIndependent186(layout, seed, { style: 'typed' })).truth));
      expect(names.size).toBe(6);
    }
  });

  it('gives the same bytes for the same seed', async () => {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      const a = await generateIndependent186('harborline', 7, { style });
      const b = await generateIndependent186('harborline', 7, { style });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    }
  });

  it('scans typed and handwritten forms and refuses bad requests', async () => {
    const s = await generateIndependent186('keystone', 3, { style: 'handwritten', scan: true });
    const plain = await generateIndependent186('keystone', 3, { style: 'handwritten' });
    expect(s.truth).toEqual(plain.truth);
    expect((await open(s.pdf)).numPages).toBe(s.pages);
    expect((await texts(s.pdf)).flat()).toHaveLength(0);
    await expect(generateIndependent186('keystone', 3, { style: 'fillable', scan: true })).rejects.toThrow();
    await expect(generateIndependent186('nope', 3, { style: 'typed' })).rejects.toThrow();
    await expect(generateIndependent186('keystone', 3, { style: 'crayon' as 'typed' })).rejects.toThrow();
  }, 30000);
});

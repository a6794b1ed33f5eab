// The extraction's resources belong to the Engines object that created them, not to the module: one owner keeps one
// warm PDFium for every document it reads, two owners share nothing, a dead instance is replaced, and a parse reads
// with the engines it is given.
import { afterAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { createEngines, type Engines } from './engines.ts';
import { extractDocument } from '../pipeline.ts';

const owned: Engines[] = [];
const engines = () => { const e = createEngines(); owned.push(e); return e; };
afterAll(() => Promise.all(owned.map((e) => e.close())));

function pdf(): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const d = new PDFDocument({ size: 'LETTER' });
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    d.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    d.fontSize(10).text('Hello statement reader', 72, 72);
    d.end();
  });
}

describe('Engines', () => {
  it('keeps one warm PDFium for its owner, and two owners share none', async () => {
    const a = engines();
    const b = engines();
    const first = await a.pdfium();
    expect(await a.pdfium()).toBe(first);
    expect(await b.pdfium()).not.toBe(first);
  });

  it('replaces a PDFium that died, and starts anew after close', async () => {
    const e = engines();
    const first = await e.pdfium();
    first.dead = true;
    const second = await e.pdfium();
    expect(second).not.toBe(first);
    expect(second.dead).toBe(false);
    await e.close();
    expect(await e.pdfium()).not.toBe(second);
  });

  it('a parse reads with the engines it is given, the same warm instance for every document', async () => {
    const e = engines();
    const seen = new Set<unknown>();
    const counted: Engines = { ...e, pdfium: async () => { const p = await e.pdfium(); seen.add(p); return p; } };
    const bytes = await pdf();
    const one = await extractDocument({ name: 'a.pdf', bytes }, { engines: counted, ocr: { enabled: false } });
    const two = await extractDocument({ name: 'b.pdf', bytes }, { engines: counted, ocr: { enabled: false } });
    expect(one.pages).toBe(1);
    expect(two.pages).toBe(1);
    expect(seen.size).toBe(1);
    expect([...seen][0]).toBe(await e.pdfium());
  });

  it('loads the OCR only when asked, once per owner, and close stops its engines', async () => {
    const e = engines();
    const ocr = await e.ocr();
    expect(await e.ocr()).toBe(ocr);
    expect(ocr.pool.running()).toBe(0);
    await e.close();
    expect(await e.ocr()).not.toBe(ocr);
  });
});

// Hostile PDFs, built from bytes in the test: each must end in a warning (or a clean empty result) within a time
// limit, never a crash or a hang.
import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { deflateSync } from 'node:zlib';
import { MAX_TEXT_ITEMS_PER_FILE, MAX_TEXT_ITEMS_PER_PAGE } from './extract.ts';
import { extractDocument } from '../pipeline.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const sample = path.resolve(repo, '..', 'shared', 'corpus', 'real', 'wells_fargo_checking_sample.pdf');

/** A PDF from object bodies (1-based ids), with a correct xref table. */
function buildPdf(objects: Array<string | Buffer>, rootId = 1): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let pos = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(pos);
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n')]);
    parts.push(b);
    pos += b.length;
  });
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} /Root ${rootId} 0 R >>\nstartxref\n${pos}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

function pdfkitBytes(opts: ConstructorParameters<typeof PDFDocument>[0], draw: (d: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const d = new PDFDocument(opts);
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    d.on('end', () => resolve(Buffer.concat(chunks)));
    d.on('error', reject);
    draw(d);
    d.end();
  });
}

async function run(bytes: Uint8Array, options = {}) {
  const t0 = Date.now();
  const doc = await extractDocument({ name: 'hostile.pdf', bytes }, options);
  return { doc, ms: Date.now() - t0 };
}

describe('hostile PDFs', () => {
  it('not a PDF at all', async () => {
    const { doc } = await run(new TextEncoder().encode('hello, this is not a pdf'));
    expect(doc.warnings).toContain('corrupt');
    expect(doc.statements).toEqual([]);
  });

  it('empty input', async () => {
    const { doc } = await run(new Uint8Array(0));
    expect(doc.warnings).toContain('corrupt');
  });

  it.skipIf(!existsSync(sample))('a truncated statement', async () => {
    const full = readFileSync(sample);
    for (const frac of [0.05, 0.3, 0.7]) {
      const { doc, ms } = await run(full.subarray(0, Math.floor(full.length * frac)));
      expect(ms).toBeLessThan(15_000);
      // pdfjs may recover some pages: either a warning or a statement, never a throw.
      expect(doc.warnings.length > 0 || doc.statements.length > 0).toBe(true);
    }
  });

  it.skipIf(!existsSync(sample))('flipped bytes in the xref', async () => {
    const b = Buffer.from(readFileSync(sample));
    const at = b.lastIndexOf('xref');
    const start = at >= 0 ? at : b.length - 400;
    for (let i = start; i < Math.min(b.length, start + 300); i += 3) b[i] = b[i]! ^ 0x5a;
    const { doc, ms } = await run(b);
    expect(ms).toBeLessThan(15_000);
    // pdfjs rebuilds a broken xref: either a warning or a statement, never a silent empty result.
    expect(doc.warnings.length > 0 || doc.statements.length > 0).toBe(true);
  });

  it('an image-only page gives no_text_layer', async () => {
    const img = Buffer.alloc(64 * 64, 0x80);
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
      Buffer.concat([Buffer.from(`<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${img.length} >>\nstream\n`), img, Buffer.from('\nendstream')]),
      '<< /Length 35 >>\nstream\nq 612 0 0 792 0 0 cm /Im1 Do Q\nendstream',
    ]);
    const { doc } = await run(bytes);
    expect(doc.text_layer).toBe(false);
    expect(doc.warnings).toContain('no_text_layer');
  });

  it('a text document that is not a statement', async () => {
    const bytes = await pdfkitBytes({}, (d) => { d.text('Dear customer, thank you for your letter of March 3. We will reply soon.'); });
    const { doc } = await run(bytes);
    expect(doc.warnings).toEqual(['not_a_statement']);
  });

  it('an encrypted PDF', async () => {
    const bytes = await pdfkitBytes({ userPassword: 'secret', ownerPassword: 'owner' }, (d) => { d.text('Beginning balance $1.00'); });
    const { doc } = await run(bytes);
    expect(doc.warnings).toContain('encrypted');
  });

  it('thousands of pages: reads at most maxPages', async () => {
    const bytes = await pdfkitBytes({ autoFirstPage: false }, (d) => {
      for (let i = 0; i < 3000; i++) d.addPage({ size: [200, 200] });
    });
    const { doc, ms } = await run(bytes, { maxPages: 20 });
    expect(doc.pages).toBe(3000);
    expect(doc.warnings).toContain('too_many_pages');
    expect(ms).toBeLessThan(20_000);
  }, 60_000);

  it('a page with more text items than the per-page cap: file_too_complex at once, nothing read', async () => {
    // 12,000 separate one-glyph runs at 1 pt: pdf.js reports about 24,000 items (each run and the gap after it).
    const bytes = await pdfkitBytes({ size: [612, 792] }, (d) => {
      d.fontSize(1);
      for (let i = 0; i < 12_000; i++) d.text('x', 4 + (i % 200) * 3, 4 + Math.floor(i / 200) * 1.5, { lineBreak: false });
    });
    expect(MAX_TEXT_ITEMS_PER_PAGE).toBe(20_000);
    const { doc, ms } = await run(bytes);
    expect(doc.warnings).toEqual(['file_too_complex']);
    expect(doc.warning_details).toEqual([{ code: 'file_too_complex', message: 'page 1 has more than 20000 text items' }]);
    expect(doc.statements).toEqual([]);
    expect(ms).toBeLessThan(10_000);
    // Under a higher cap the same page is read (and is no statement).
    expect((await run(bytes, { maxTextItemsPerPage: 100_000 })).doc.warnings).toEqual(['not_a_statement']);
  }, 30_000);

  it.skipIf(!existsSync(sample))('a file with more text items than the per-file cap: file_too_complex; a real statement is far below both caps', async () => {
    const real = new Uint8Array(readFileSync(sample));
    const capped = await run(real, { maxTextItemsPerFile: 100, ocr: { enabled: false } });
    expect(capped.doc.warnings).toEqual(['file_too_complex']);
    expect(capped.doc.warning_details).toEqual([{ code: 'file_too_complex', message: 'the file has more than 100 text items' }]);
    expect(MAX_TEXT_ITEMS_PER_FILE).toBe(400_000);
    const { doc } = await run(real, { ocr: { enabled: false } });
    expect(doc.warnings).not.toContain('file_too_complex');
    expect(doc.statements.length).toBeGreaterThan(0);
  }, 30_000);

  it('a page whose content decodes past the content cap: file_too_complex before PDFium parses it', async () => {
    // One-glyph objects written as `(a)Tj `: 6 bytes of content each; a million of them cost PDFium ~600 MB.
    const dense = (n: number) => {
      const content = Buffer.from(`BT /F1 1 Tf 0 0 Td ${'(a)Tj '.repeat(n)}ET`, 'latin1');
      const z = deflateSync(content);
      return buildPdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
        Buffer.concat([Buffer.from(`<< /Length ${z.length} /Filter /FlateDecode >>\nstream\n`), z, Buffer.from('\nendstream')]),
      ]);
    };
    const big = await run(dense(1_000_000));
    expect(big.doc.warnings).toEqual(['file_too_complex']);
    expect(big.doc.warning_details).toEqual([{ code: 'file_too_complex', message: "a page's content decodes to more than 2097152 bytes" }]);
    expect(big.ms).toBeLessThan(5_000);
    // 2,000 objects (12 KB) are read under the default cap, refused under a 10 KB one.
    expect((await run(dense(2_000))).doc.warnings).toEqual(['not_a_statement']);
    expect((await run(dense(2_000), { settings: { extract: { maxContentBytes: 10_000 } } })).doc.warnings).toEqual(['file_too_complex']);
  }, 30_000);

  it('a timeout is honoured between pages', async () => {
    const bytes = await pdfkitBytes({ autoFirstPage: false }, (d) => {
      for (let i = 0; i < 300; i++) { d.addPage(); d.text(`Page ${i} 06/01 Deposit 100.00`); }
    });
    const { doc, ms } = await run(bytes, { timeoutMs: 1 });
    expect(doc.warnings).toContain('timeout');
    expect(ms).toBeLessThan(10_000);
  }, 60_000);

  it('deeply nested objects', async () => {
    const depth = 50_000;
    const nested = '['.repeat(depth) + ']'.repeat(depth);
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Junk ${nested} /Contents 4 0 R >>`,
      '<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 712 Td (Hello world) Tj ET\nendstream',
    ]);
    const { doc, ms } = await run(bytes);
    expect(ms).toBeLessThan(15_000);
    expect(doc.statements).toEqual([]);
    expect(doc.warnings.length).toBeGreaterThan(0);
  }, 30_000);

  it('a 25 MB file', async () => {
    const blob = Buffer.alloc(25 * 1024 * 1024, 0x41);
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
      '<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 712 Td (Hello world) Tj ET\nendstream',
      Buffer.concat([Buffer.from(`<< /Length ${blob.length} >>\nstream\n`), blob, Buffer.from('\nendstream')]),
    ]);
    const { doc, ms } = await run(bytes);
    expect(ms).toBeLessThan(20_000);
    expect(doc.statements).toEqual([]);
    expect(doc.warnings.length).toBeGreaterThan(0);
  }, 60_000);
});

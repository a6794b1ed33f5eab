// One engine's text extraction alone, every page of every file given, in one process: the baselines bench/parse.ts
// runs as whole processes beside `mca parse --json` over the same files. Prints the pages read on stdout.
// Usage: node bench/extract-only.ts pdfjs|pdfium FILE...   (pdfium: PDFium's own text, bench/pdfium-raw.ts)
import { readFileSync } from 'node:fs';
import { enableCompileCache } from 'node:module';

// The same on-disk compile cache `mca` uses (src/cli/main.ts), so that the comparison is like for like.
enableCompileCache();
const { openPdfJs } = await import('../src/statements/extract/pdfjs-text.ts');
const { pdfiumRaw } = await import('./pdfium-raw.ts');
const { createEngines } = await import('../src/statements/extract/engines.ts');
const engines = createEngines();

const [engine, ...files] = process.argv.slice(2);
let pages = 0;
for (const f of files) {
  const bytes = new Uint8Array(readFileSync(f));
  if (engine === 'pdfium') {
    pages += pdfiumRaw(await engines.pdfium(), bytes);
  } else {
    // pdf.js as the extraction used it: our getDocument options, getTextContent for every page.
    const o = await openPdfJs(bytes);
    if ('error' in o) continue;
    const doc = o.doc as unknown as { getPage(n: number): Promise<{ getTextContent(): Promise<unknown>; cleanup(): boolean }> };
    for (let p = 1; p <= o.info.pages; p++) {
      const page = await doc.getPage(p).catch(() => null);
      if (await page?.getTextContent().then(() => true, () => false)) pages++;
      page?.cleanup();
    }
    await o.close();
  }
}
console.log(pages);

// mca parse FILE.pdf...: runs the parsing engine locally, no server or database needed.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseStatements } from '../statements/index.ts';
import { formatSummary } from '../statements/analyze/format.ts';
import { extractDocument } from '../statements/extract/extract.ts';
import { formatExplain } from '../statements/read/explain.ts';
import { READ_SETTINGS } from '../statements/read/settings.ts';
import { closeOcr, type OcrProgress } from '../statements/extract/ocr-lazy.ts';
import { parse as parseArgv, UsageError } from './args.ts';
import { print } from './output.ts';

export async function parse(argv: string[]) {
  const { flags, positionals } = parseArgv(argv, { explain: 'boolean' });
  if (positionals.length === 0) throw new UsageError('parse FILE.pdf...');
  const files = positionals.map((path) => {
    try { return { name: basename(path), bytes: new Uint8Array(readFileSync(path)) }; }
    catch { throw new UsageError(`cannot read ${path}`); }
  });
  process.stderr.write(`mca: parsing ${files.length} file(s)...\n`);
  // Scanned pages are OCR'd at about a second or two each: say how far it got.
  const onOcrPage = (p: OcrProgress) => process.stderr.write(p.error
    ? `mca: page ${p.page}/${p.pages}: OCR failed (${p.error})\n`
    : `mca: page ${p.page}/${p.pages} OCR ${(p.ms / 1000).toFixed(1)} s, ${p.words} words, confidence ${Math.round(p.confidence * 100)}%\n`);
  if (flags.explain) {
    // The readings tried per document and why the winner won: for the maintainer who wonders why a file read as it did.
    const docs = [];
    for (const f of files) docs.push(await extractDocument(f, { explain: true, onOcrPage }));
    print(!!flags.json, { settings: READ_SETTINGS, documents: docs.map((d) => ({ file_name: d.file_name, warnings: d.warnings, explain: d.explain ?? null })) }, formatExplain(docs));
    await closeOcr();
    return;
  }
  const result = await parseStatements(files, { onOcrPage }).finally(() => closeOcr());
  const { application, financials, parsing_details } = result;
  print(!!flags.json, { application, financials, parsing_details }, formatSummary(result));
}

// mca parse FILE.pdf...: runs the parsing engine locally, no server or database needed.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseStatements } from '../statements/index.ts';
import { formatSummary } from '../statements/format.ts';
import { closeOcr, type OcrProgress } from '../statements/ocr/index.ts';
import { parse as parseArgv, UsageError } from './args.ts';
import { print } from './output.ts';

export async function parse(argv: string[]) {
  const { flags, positionals } = parseArgv(argv, {});
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
  const result = await parseStatements(files, { onOcrPage }).finally(() => closeOcr());
  const { application, financials, parsing_details } = result;
  print(!!flags.json, { application, financials, parsing_details }, formatSummary(result));
}

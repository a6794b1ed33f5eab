// mca parse FILE.pdf...: runs the parsing engine locally, no server or database needed. The files are one application
// (a merchant's statements, analysed together); with --each, every file is its own application, all in this one
// process (PDFium and the code started once): how a folder of statements of different merchants is read in bulk.
import { accessSync, constants, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { closeOcr, extractDocument, formatExplain, formatSummary, parseStatements, READ_SETTINGS, type OcrProgress } from '../statements/index.ts';
import { parse as parseArgv, UsageError } from './args.ts';
import { print } from './output.ts';

// Scanned pages are OCR'd at about a second or two each: say how far it got.
const onOcrPage = (p: OcrProgress) => process.stderr.write(p.error
  ? `mca: page ${p.page}/${p.pages}: OCR failed (${p.error})\n`
  : `mca: page ${p.page}/${p.pages} OCR ${(p.ms / 1000).toFixed(1)} s, ${p.words} words, confidence ${Math.round(p.confidence * 100)}%\n`);

export async function parse(argv: string[]) {
  const { flags, positionals } = parseArgv(argv, { explain: 'boolean', each: 'boolean' });
  if (positionals.length === 0) throw new UsageError('parse FILE.pdf... [--each] [--explain]');
  if (flags.each && !flags.explain) return parseEach(positionals, !!flags.json);
  const files = positionals.map((path) => {
    try { return { name: basename(path), bytes: new Uint8Array(readFileSync(path)) }; }
    catch { throw new UsageError(`cannot read ${path}`); }
  });
  process.stderr.write(`mca: parsing ${files.length} file(s)...\n`);
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

/** Every file its own application, read one at a time (only one file's bytes in memory), progress on stderr. */
async function parseEach(paths: string[], json: boolean) {
  for (const path of paths) {
    try { accessSync(path, constants.R_OK); } catch { throw new UsageError(`cannot read ${path}`); }
  }
  const results: Array<{ file: string } & Pick<Awaited<ReturnType<typeof parseStatements>>, 'application' | 'financials' | 'parsing_details'>> = [];
  const texts: string[] = [];
  try {
    for (let i = 0; i < paths.length; i++) {
      const path = paths[i]!;
      process.stderr.write(`mca: ${i + 1}/${paths.length} ${basename(path)}\n`);
      const result = await parseStatements([{ name: basename(path), bytes: new Uint8Array(readFileSync(path)) }], { onOcrPage });
      const { application, financials, parsing_details } = result;
      results.push({ file: path, application, financials, parsing_details });
      if (!json) texts.push(`== ${path}\n${formatSummary(result)}`);
    }
  } finally {
    await closeOcr();
  }
  print(json, { results }, texts.join('\n\n'));
}

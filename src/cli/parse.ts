// mca parse FILE.pdf...: runs the parsing engine locally, no server or database needed. The files are one application
// (a merchant's statements, analysed together); with --each, every file is its own application, all in this one
// process (PDFium and the code started once): how a folder of statements of different merchants is read in bulk.
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import {
  createEngines, extractDocument, formatExplain, formatLines, formatSummary, parseStatements, resolveSettings, traceSvgs, type ExtractedDocument, type OcrProgress,
} from '../statements/index.ts';
import { parse as parseArgv, UsageError } from './args.ts';
import { print } from './output.ts';

// Scanned pages are OCR'd at about a second or two each: say how far it got.
const onOcrPage = (p: OcrProgress) => process.stderr.write(p.error
  ? `mca: page ${p.page}/${p.pages}: OCR failed (${p.error})\n`
  : `mca: page ${p.page}/${p.pages} OCR ${(p.ms / 1000).toFixed(1)} s, ${p.words} words, confidence ${Math.round(p.confidence * 100)}%\n`);

export async function parse(argv: string[]) {
  const { flags, positionals } = parseArgv(argv, { explain: 'optional', each: 'boolean', svg: 'string' });
  if (positionals.length === 0) throw new UsageError('parse FILE.pdf... [--each] [--explain[=lines]] [--svg DIR]');
  const explain = explainMode(flags);
  if (flags.each && !explain) return parseEach(positionals, !!flags.json);
  const files = positionals.map((path) => {
    try { return { name: basename(path), bytes: new Uint8Array(readFileSync(path)) }; }
    catch { throw new UsageError(`cannot read ${path}`); }
  });
  process.stderr.write(`mca: parsing ${files.length} file(s)...\n`);
  if (explain) return explainFiles(files, explain, !!flags.json);
  const engines = createEngines();
  const result = await parseStatements(files, { onOcrPage, engines }).finally(() => engines.close());
  const { application, financials, parsing_details } = result;
  print(!!flags.json, { application, financials, parsing_details }, formatSummary(result));
}

interface ExplainMode { lines: boolean; svg: string | null }

/** `--explain`, `--explain=lines` (every line's class and why) and `--svg DIR` (pictures; it implies --explain). */
function explainMode(flags: Record<string, string | boolean | undefined>): ExplainMode | null {
  const { explain, svg } = flags;
  if (explain !== undefined && explain !== true && explain !== 'lines') throw new UsageError(`--explain takes no value or =lines, not '${String(explain)}'`);
  if (svg === '') throw new UsageError('--svg needs a directory');
  if (explain === undefined && svg === undefined) return null;
  return { lines: explain === 'lines', svg: typeof svg === 'string' ? svg : null };
}

/** The readings tried per document and why the winner won: for the maintainer who wonders why a file read as it did. */
async function explainFiles(files: { name: string; bytes: Uint8Array }[], mode: ExplainMode, json: boolean) {
  const settings = resolveSettings();
  const docs: ExtractedDocument[] = [];
  const engines = createEngines();
  try {
    for (const f of files) docs.push(await extractDocument(f, { explain: true, onOcrPage, settings, engines }));
  } finally {
    await engines.close();
  }
  const svgs = mode.svg === null ? null : writeSvgs(docs, mode.svg);
  const text = [formatExplain(docs, settings), ...(mode.lines ? docs.map(formatLines) : []), ...(svgs ? [svgs.flat().join('\n') || 'no pages to draw'] : [])];
  const documents = docs.map((d, k) => ({ file_name: d.file_name, warnings: d.warnings, kind: d.kind ?? null, kind_confidence: d.kind_confidence ?? null, kind_reason: d.kind_reason ?? null, ...(d.parts ? { parts: d.parts } : {}), explain: d.explain ?? null, ...(svgs ? { svg: svgs[k] } : {}) }));
  print(json, { settings, documents }, text.join('\n\n'));
}

/** DIR/<file stem>-p<N>.svg per page of each document (a stem met twice gets -2, -3...); the paths written, per document. */
function writeSvgs(docs: ExtractedDocument[], dir: string): string[][] {
  mkdirSync(dir, { recursive: true });
  const stems = new Map<string, number>();
  return docs.map((d) => {
    const base = basename(d.file_name, extname(d.file_name)) || 'document';
    const seen = (stems.get(base) ?? 0) + 1;
    stems.set(base, seen);
    const stem = seen === 1 ? base : `${base}-${seen}`;
    return traceSvgs(d).map(({ page, svg }) => {
      const path = join(dir, `${stem}-p${page}.svg`);
      writeFileSync(path, svg);
      return path;
    });
  });
}

/** Every file its own application, read one at a time (only one file's bytes in memory), progress on stderr. */
async function parseEach(paths: string[], json: boolean) {
  for (const path of paths) {
    try { accessSync(path, constants.R_OK); } catch { throw new UsageError(`cannot read ${path}`); }
  }
  const results: Array<{ file: string } & Pick<Awaited<ReturnType<typeof parseStatements>>, 'application' | 'financials' | 'parsing_details'>> = [];
  const texts: string[] = [];
  // One PDFium and one OCR pool for the whole run, warm from the second file on.
  const engines = createEngines();
  try {
    for (let i = 0; i < paths.length; i++) {
      const path = paths[i]!;
      process.stderr.write(`mca: ${i + 1}/${paths.length} ${basename(path)}\n`);
      const result = await parseStatements([{ name: basename(path), bytes: new Uint8Array(readFileSync(path)) }], { onOcrPage, engines });
      const { application, financials, parsing_details } = result;
      results.push({ file: path, application, financials, parsing_details });
      if (!json) texts.push(`== ${path}\n${formatSummary(result)}`);
    }
  } finally {
    await engines.close();
  }
  print(json, { results }, texts.join('\n\n'));
}

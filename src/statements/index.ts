// The parsing engine: bytes in, result out. No I/O beyond the bytes given, no HTTP, no database.
import { extractDocument, type ExtractOptions } from './extract/extract.ts';
import { analyze } from './analyze/analyze.ts';
import type { InputFile, ParseResult } from './types.ts';

export type { ParseResult, InputFile } from './types.ts';
export type { ExtractOptions } from './extract/extract.ts';

/** Parse one upload (one or more PDFs) into application, financials and parsing_details. */
export async function parseStatements(files: InputFile[], options: ExtractOptions = {}): Promise<ParseResult> {
  const documents = [];
  for (const file of files) documents.push(await extractDocument(file, options));
  return analyze(documents);
}

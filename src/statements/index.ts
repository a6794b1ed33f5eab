// The parsing engine: bytes in, result out. No I/O beyond the bytes given, no HTTP, no database.
import { extractDocument, type ExtractOptions } from './extract/extract.ts';
import type { OcrProgress } from './extract/ocr/index.ts';
import { analyze } from './analyze/analyze.ts';
import type { ExtractedDocument, InputFile, ParseResult } from './types.ts';

export type { ParseResult, InputFile, ExtractedDocument } from './types.ts';
export type { ExtractOptions } from './extract/extract.ts';
export { DEFAULT_SETTINGS, resolveSettings, type ParseSettings, type DeepPartial } from './settings.ts';

/** Parse one upload (one or more PDFs) into application, financials and parsing_details. */
export async function parseStatements(files: InputFile[], options: ExtractOptions = {}): Promise<ParseResult> {
  return (await parseWithDocuments(files, [], options)).result;
}

/** A result and the extracted documents it was analysed from (without `explain`), `prior` first. */
export interface ParsedDocuments { result: ParseResult; documents: ExtractedDocument[] }

/**
 * Parse files together with documents extracted earlier (`prior`: an existing deal's earlier uploads), as one
 * upload: `prior` comes first in `documents` and in the result, so a statement uploaded again is the duplicate.
 */
export async function parseWithDocuments(files: InputFile[], prior: ExtractedDocument[] = [], options: ExtractOptions = {}): Promise<ParsedDocuments> {
  const documents: ExtractedDocument[] = [...prior];
  for (const [i, file] of files.entries()) {
    // OCR progress says which file of the upload it is about (the job's progress: src/parsing/pool.ts).
    const onOcrPage = options.onOcrPage && ((p: OcrProgress) => options.onOcrPage!({ ...p, file: i }));
    const { explain: _explain, ...doc } = await extractDocument(file, onOcrPage ? { ...options, onOcrPage } : options);
    documents.push(doc);
  }
  return { result: analyze(documents), documents };
}

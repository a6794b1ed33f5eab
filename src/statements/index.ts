// The parsing engine's public entry: bytes in, result out. No I/O beyond the bytes given, no HTTP, no database.
// Code outside src/statements imports the engine from here only (eslint.config.js); its stages are its own business.
// The pipeline itself reads top-down in pipeline.ts.
export { extractDocument, parseStatements, parseWithDocuments, type ExtractOptions, type ParsedDocuments } from './pipeline.ts';
export type * from './types.ts';

export { DEFAULT_SETTINGS, resolveSettings, type ParseSettings, type DeepPartial } from './settings.ts';
// `mca parse`: the summary, and `--explain`.
export { formatSummary } from './analyze/format.ts';
export { formatExplain } from './read/explain.ts';
export { formatLines } from './read/trace-lines.ts';
export { traceSvgs } from './read/trace-svg.ts';

// OCR: its progress (the CLI prints it, the parse worker reports it as the job's) and its settings.
export type { OcrProgress, OcrSettings } from './extract/ocr-lazy.ts';
// The warm PDFium and OCR engines a parse reads with: created once by a worker thread or a CLI run, passed as
// ExtractOptions.engines, closed by their owner (extract/engines.ts).
export { createEngines, type Engines } from './extract/engines.ts';

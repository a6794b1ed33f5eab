// The `ocr` warning every statement read from a scan carries, with what a reader needs to judge it. Written from the
// document's own data (the `ocr` reading extraction records on each statement it OCR'd), so analysis needs nothing of
// the OCR code.
import type { OcrReading, StatementWarning } from '../types.ts';

export function ocrWarning(r: OcrReading): StatementWarning {
  const repaired = r.repairs.length ? `; ${r.repairs.length} figure(s) re-read to make the balances chain: ${r.repairs.join(', ')}` : '';
  return {
    code: 'ocr',
    mean_confidence: r.mean_confidence,
    message: `read by OCR from ${r.pages} scanned page(s), mean word confidence ${Math.round(r.mean_confidence * 100)}%${repaired}`,
  };
}

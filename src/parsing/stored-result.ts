// What a completed parsing job stores (jobs.result, encrypted by the jobs repository): the ParseResult the API shows,
// plus, internally, the documents it was analysed from. The next upload to the same deal is analysed together with
// those documents (service.ts), so a deal's figures come from all of its statements. `parsingView` and the
// dashboard's reader never pass `extracted` on.
import type { ExtractedDocument, ParseResult } from '../statements/index.ts';

export interface StoredParseResult extends ParseResult {
  /** Internal. Every document analysed (an existing deal's earlier ones first), without `explain`, and the earlier
   *  parsings whose documents are among them. Missing in results stored before it existed: those count as none. */
  extracted?: { documents: ExtractedDocument[]; parsings: string[] };
}

/** The documents and parsings a new upload to the deal builds on, from the deal's newest completed parsing. */
export function buildsOn(id: string, stored: StoredParseResult): { id: string; documents: ExtractedDocument[]; parsings: string[] } {
  // A result stored before `extracted` existed has no documents to give: the new upload is analysed alone, as then.
  if (!stored.extracted) return { id, documents: [], parsings: [] };
  return { id, documents: stored.extracted.documents, parsings: [...stored.extracted.parsings, id] };
}

/** The result without its internal part. */
export function shownResult(stored: StoredParseResult): ParseResult {
  const { extracted: _extracted, ...result } = stored;
  return result;
}

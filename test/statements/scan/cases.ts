// What the scanned-statement tests share (scanned.test.ts, scanned-real.test.ts, scanned-limits.test.ts: split in
// three so that OCR, the costliest thing in `npm test`, is not one long file at the end of the run).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The real scans of the shared corpus. */
export const REAL = path.resolve(repo, '..', 'shared', 'corpus', 'real');

/** One month at a light density: the generated statements fit one page each. */
export const SMALL = { content: { months: 1, density: 0.05 } };
/** This machine is shared: a page's wall time follows everyone's load, so where the per-page limit is not what is
 *  tested it is lifted (what is read must not depend on the load; the limit has its own test in scanned-limits). */
export const OCR = { pageTimeoutMs: 300_000 };

// Reads a multipart upload: `files` parts (PDF), and the fields `external_id`, `create_deal` and `deal_id`. Each file is read
// once as it streams in, straight into an encrypted temporary file (spool.ts: hashed on the way, never whole in
// memory), checked to be a PDF by its first bytes, and the limits are enforced as the bytes arrive: 20 files, 25 MB
// each, 60 MB in all. The temporary files are removed when the request is done with them (`discard`), or at once
// when reading fails (a limit, a malformed body, a client that went away).
import type { FastifyRequest } from 'fastify';
import { DomainError, isOutOfSpace, outOfSpace, validationFailed, type FieldIssue } from '../platform/errors.ts';
import { isUuid } from '../platform/ids.ts';
import type { IncomingFile } from './blobs.ts';
import { HEAD_BYTES, type TempFile, type UploadSpool } from './spool.ts';

export const UPLOAD_LIMITS = { files: 20, fileBytes: 25 * 1024 * 1024, totalBytes: 60 * 1024 * 1024 };

/**
 * Options of the multipart plugin for every route that takes an upload (the API's and the dashboard's). Its limits
 * sit above ours, so our own checks (with the contract's 413 message) are the ones that fire. The file size one is a
 * MiB above: busboy discards the rest of a request at full speed once its own limit truncates a file, so with a
 * limit one byte above ours the rest of the body could be read before our check (behind the encrypting writes to the
 * temporary file) fires, and the 413 would keep the connection open; at our limit busboy is still waiting on us, and
 * the 413 closes the connection with the body unread.
 */
export const MULTIPART_OPTIONS = {
  limits: { files: UPLOAD_LIMITS.files + 1, fileSize: UPLOAD_LIMITS.fileBytes + 1024 * 1024, fields: 10, fieldSize: 4096, parts: UPLOAD_LIMITS.files + 11 },
  throwFileSizeLimit: false,
};

/** `deal_id`: an existing deal the statements are added to (exclusive with `create_deal`); null: none. */
export interface Upload { files: IncomingFile[]; external_id: string | null; create_deal: boolean; deal_id?: string | null }

const FIELDS = ['external_id', 'create_deal', 'deal_id'];

/** An upload whose files are still in temporary files: `discard` removes them (call it on every path). */
export interface ReceivedUpload extends Upload { discard(): Promise<void> }

const tooLarge = (what: string) => new DomainError('payload_too_large', what);

function isPdf(head: Buffer): boolean {
  // The header may follow some junk bytes; readers accept it within the first KB.
  return head.subarray(0, HEAD_BYTES).toString('latin1').includes('%PDF-');
}

/**
 * `csrf`: the dashboard's form without script sends its CSRF token as a `_csrf` field before the files; `check` is
 * called with it (undefined when none came) before the first file is read, and at the end when no file came, and
 * throws to refuse the upload with nothing read further.
 */
export interface ReadOptions {
  csrf?: (token: string | undefined) => void;
  /** Fields a form sends that are not the upload's (the dashboard's `_csrf` when a script sent the token as a header, checked already). */
  ignoreFields?: string[];
}

/**
 * Room in a multipart body beyond the files' bytes: each part's boundary and headers (a few hundred bytes for 20
 * files and the fields). A declared length above the limit and this is refused before a byte of the body is read.
 */
export const MULTIPART_OVERHEAD = 1024 * 1024;

/** A Content-Length that declares more than an upload may hold is a 413 at once (the body is never read). */
export function refuseDeclaredSize(contentLength: string | undefined) {
  if (contentLength === undefined || !/^\d+$/.test(contentLength)) return; // chunked: the limits apply as bytes arrive
  if (Number(contentLength) > UPLOAD_LIMITS.totalBytes + MULTIPART_OVERHEAD) {
    throw tooLarge(`an upload must be at most ${UPLOAD_LIMITS.totalBytes / 1048576} MB in all; this one declares ${(Number(contentLength) / 1048576).toFixed(0)} MB`);
  }
}

export async function readUpload(request: FastifyRequest, spool: UploadSpool, options: ReadOptions = {}): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new DomainError('unsupported_media_type', 'send the statements as multipart/form-data');
  refuseDeclaredSize(request.headers['content-length']);
  const temps: TempFile[] = [];
  const discard = async () => { await Promise.all(temps.map((f) => f.remove())); };
  try {
    return { ...(await readParts(request, spool, temps, options)), discard };
  } catch (error) {
    await discard();
    if (error instanceof DomainError) throw error;
    if (isOutOfSpace(error)) throw outOfSpace(); // the temporary file could not be written: not the client's fault
    const e = error as { code?: string; statusCode?: number; message?: string };
    // Our limits one above the plugin's: its own limit errors still mean "too large".
    if (e.statusCode === 413 || /LIMIT|TOO_LARGE/.test(e.code ?? '')) throw tooLarge('request body is over the size limit');
    // Busboy's parse errors (no boundary, a boundary that never comes, a body cut short, a JSON field that is not JSON).
    throw new DomainError('invalid_request', `malformed multipart body: ${multipartProblem(e.message ?? '')}`);
  }
}

/** A short, fixed description of what busboy found wrong (never the raw internal message). */
function multipartProblem(message: string): string {
  if (/boundary/i.test(message)) return 'the boundary is missing or does not match the body';
  if (/unexpected end|end of (form|part)|truncat/i.test(message)) return 'the body ends before its last part is closed';
  if (/json/i.test(message)) return 'a field declared as JSON is not valid JSON';
  return 'the parts could not be read';
}

async function readParts(request: FastifyRequest, spool: UploadSpool, temps: TempFile[], options: ReadOptions): Promise<Upload> {
  const files: IncomingFile[] = [];
  const issues: FieldIssue[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  let csrfChecked = !options.csrf;
  let csrfToken: string | undefined;
  const checkCsrf = () => { if (!csrfChecked) { csrfChecked = true; options.csrf!(csrfToken); } };
  for await (const part of request.parts()) {
    if (part.type === 'file') checkCsrf();
    if (part.type !== 'file' && options.ignoreFields?.includes(part.fieldname)) continue;
    if (part.type !== 'file' && part.fieldname === '_csrf' && options.csrf) {
      if (csrfToken === undefined && typeof part.value === 'string') csrfToken = part.value;
      continue;
    }
    if (part.type === 'file') {
      if (part.fieldname !== 'files') {
        part.file.resume();
        issues.push({ field: part.fieldname, issue: 'unknown file field; send PDFs as `files`' });
        continue;
      }
      if (files.length >= UPLOAD_LIMITS.files) throw tooLarge(`at most ${UPLOAD_LIMITS.files} files per upload`);
      let size = 0;
      const temp = await spool.receive(part.file, (chunk) => {
        size += chunk.length;
        total += chunk.length;
        if (size > UPLOAD_LIMITS.fileBytes) throw tooLarge(`each file must be at most ${UPLOAD_LIMITS.fileBytes / 1048576} MB`);
        if (total > UPLOAD_LIMITS.totalBytes) throw tooLarge(`an upload must be at most ${UPLOAD_LIMITS.totalBytes / 1048576} MB in all`);
      });
      temps.push(temp);
      if (part.file.truncated) throw tooLarge(`each file must be at most ${UPLOAD_LIMITS.fileBytes / 1048576} MB`);
      const index = files.length;
      if (!isPdf(temp.head)) issues.push({ field: `files[${index}]`, issue: `${part.filename || 'this part'} is not a PDF` });
      files.push({ name: safeFileName(part.filename, index), sha256: temp.sha256, size: temp.size, read: (n) => temp.read(n) });
    } else {
      if (!FIELDS.includes(part.fieldname)) {
        issues.push({ field: part.fieldname, issue: 'unknown field' });
      } else {
        // A part sent with a JSON content type arrives parsed: only text fields are taken.
        if (typeof part.value !== 'string') issues.push({ field: part.fieldname, issue: 'must be a plain text field' });
        else fields[part.fieldname] = part.value;
      }
    }
  }
  checkCsrf();
  if (files.length === 0) issues.push({ field: 'files', issue: 'at least one PDF is required' });
  const createDeal = fields.create_deal ?? 'false';
  if (createDeal !== 'true' && createDeal !== 'false') issues.push({ field: 'create_deal', issue: 'must be true or false' });
  const externalId = fields.external_id ?? null;
  if (externalId !== null && (externalId.length > 255 || /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(externalId))) {
    issues.push({ field: 'external_id', issue: 'must be at most 255 characters without control characters or bidi overrides' });
  }
  const dealId = fields.deal_id ?? null;
  if (dealId !== null && !isUuid(dealId)) issues.push({ field: 'deal_id', issue: 'must be a deal id (a lowercase UUID)' });
  else if (dealId !== null && createDeal === 'true') issues.push({ field: 'deal_id', issue: 'is not allowed with create_deal=true (send one or the other)' });
  if (issues.length) throw validationFailed(issues, 'invalid upload');
  return { files, external_id: externalId, create_deal: createDeal === 'true', deal_id: dealId };
}

// Control characters (NUL included: PostgreSQL text cannot hold it) and bidi overrides (they disguise a name).
const UNSAFE = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** A client's file name, kept as it was sent except for characters no name needs: those are removed. */
export function safeFileName(name: string | undefined, index: number): string {
  const cleaned = (name ?? '').replace(UNSAFE, '').trim().slice(0, 255);
  return cleaned || `file-${index + 1}.pdf`;
}

/** The identity of an upload for Idempotency-Key: its fields and each file's name and bytes (by hash). */
export function uploadFingerprint(upload: Upload): unknown {
  // deal_id only when sent, so keys stored before it existed still replay.
  return { external_id: upload.external_id, create_deal: upload.create_deal, ...(upload.deal_id ? { deal_id: upload.deal_id } : {}),
    files: upload.files.map((f) => ({ name: f.name, sha256: f.sha256 })) };
}

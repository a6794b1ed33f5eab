// Reads a multipart upload: `files` parts (PDF), and the fields `external_id` and `create_deal`. Each file is read
// once as it streams in (hashed on the way), checked to be a PDF by its bytes, and the limits are enforced as the
// bytes arrive: 20 files, 25 MB each, 60 MB in all.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DomainError, validationFailed, type FieldIssue } from '../platform/errors.ts';
import type { StoredFile } from './blobs.ts';

export const UPLOAD_LIMITS = { files: 20, fileBytes: 25 * 1024 * 1024, totalBytes: 60 * 1024 * 1024 };

export interface Upload { files: StoredFile[]; external_id: string | null; create_deal: boolean }

const tooLarge = (what: string) => new DomainError('payload_too_large', what);

function isPdf(bytes: Uint8Array): boolean {
  // The header may follow some junk bytes; readers accept it within the first KB.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new DomainError('unsupported_media_type', 'send the statements as multipart/form-data');
  const files: StoredFile[] = [];
  const issues: FieldIssue[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'files') {
        part.file.resume();
        issues.push({ field: part.fieldname, issue: 'unknown file field; send PDFs as `files`' });
        continue;
      }
      if (files.length >= UPLOAD_LIMITS.files) throw tooLarge(`at most ${UPLOAD_LIMITS.files} files per upload`);
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > UPLOAD_LIMITS.fileBytes) throw tooLarge(`each file must be at most ${UPLOAD_LIMITS.fileBytes / 1048576} MB`);
        if (total > UPLOAD_LIMITS.totalBytes) throw tooLarge(`an upload must be at most ${UPLOAD_LIMITS.totalBytes / 1048576} MB in all`);
        hash.update(chunk);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge(`each file must be at most ${UPLOAD_LIMITS.fileBytes / 1048576} MB`);
      const bytes: Uint8Array = Buffer.concat(chunks, size); // the one copy of the file; the chunks are dropped
      const index = files.length;
      if (!isPdf(bytes)) issues.push({ field: `files[${index}]`, issue: `${part.filename || 'this part'} is not a PDF` });
      files.push({ name: (part.filename || `file-${index + 1}.pdf`).slice(0, 255), sha256: hash.digest('hex'), bytes });
    } else {
      if (part.fieldname !== 'external_id' && part.fieldname !== 'create_deal') {
        issues.push({ field: part.fieldname, issue: 'unknown field' });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  }
  if (files.length === 0) issues.push({ field: 'files', issue: 'at least one PDF is required' });
  const createDeal = fields.create_deal ?? 'false';
  if (createDeal !== 'true' && createDeal !== 'false') issues.push({ field: 'create_deal', issue: 'must be true or false' });
  const externalId = fields.external_id ?? null;
  if (externalId !== null && (externalId.length > 255 || /[\u0000-\u001f\u007f]/.test(externalId))) {
    issues.push({ field: 'external_id', issue: 'must be at most 255 characters without control characters' });
  }
  if (issues.length) throw validationFailed(issues, 'invalid upload');
  return { files, external_id: externalId, create_deal: createDeal === 'true' };
}

/** The identity of an upload for Idempotency-Key: its fields and each file's name and bytes (by hash). */
export function uploadFingerprint(upload: Upload): unknown {
  return { external_id: upload.external_id, create_deal: upload.create_deal,
    files: upload.files.map((f) => ({ name: f.name, sha256: f.sha256 })) };
}

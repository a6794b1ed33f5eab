// Where uploaded files live until their job has run: in the database by default (one transaction with the job row,
// so a 202 means the files are durable). Object storage can be added behind the same interface. Bank statements carry
// full account numbers, names and addresses, so their bytes are encrypted at rest (AES-256-GCM, the data key).
import type { Db } from '../platform/db/index.ts';
import type { FieldCipher } from '../platform/crypto.ts';

export interface StoredFile { name: string; sha256: string; bytes: Uint8Array }

export interface BlobStore {
  put(tx: Db, jobId: string, files: StoredFile[]): Promise<void>;
  get(jobId: string): Promise<StoredFile[]>;
}

export function databaseBlobStore(db: Db, cipher: FieldCipher): BlobStore {
  return {
    async put(tx, jobId, files) {
      for (const [idx, f] of files.entries()) {
        await tx.insertInto('job_files').values({ job_id: jobId, idx, file_name: f.name, sha256: f.sha256, size: f.bytes.length,
          content: cipher.encryptBytes(f.bytes) }).execute();
      }
    },
    async get(jobId) {
      const rows = await db.selectFrom('job_files').selectAll().where('job_id', '=', jobId).orderBy('idx').execute();
      return rows.map((r) => ({ name: r.file_name, sha256: r.sha256, bytes: cipher.decryptBytes(r.content) }));
    },
  };
}

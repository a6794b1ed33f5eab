// Where uploaded files live until their job has run: in the database by default (one transaction with the job row,
// so a 202 means the files are durable). Object storage can be added behind the same interface. Bank statements carry
// full account numbers, names and addresses, so their bytes are encrypted at rest (AES-256-GCM, the data key).
//
// A file is stored in pieces (`job_file_chunks`, CHUNK_BYTES of plaintext each, each encrypted on its own), read from
// the upload's temporary file one piece at a time: storing a 25 MB upload never holds more than one piece in memory.
// `job_files` keeps the metadata (name, SHA-256, size, and the page count once the job has completed), which stays
// after the bytes are erased. Rows written before chunking hold the whole encrypted file in `job_files.content`;
// they are still read.
import type { Db } from '../platform/db/index.ts';
import type { FieldCipher } from '../platform/crypto.ts';

/** Plaintext bytes per stored chunk. */
export const CHUNK_BYTES = 1024 * 1024;

/** A file on its way in: its metadata, and its bytes in pieces of a requested size (read from a temporary file). */
export interface IncomingFile { name: string; sha256: string; size: number; read(pieceBytes: number): AsyncIterable<Uint8Array> }

/** A stored file read back whole (the parser needs all of it). */
export interface StoredFile { name: string; sha256: string; bytes: Uint8Array }

export interface BlobStore {
  put(tx: Db, jobId: string, files: IncomingFile[]): Promise<void>;
  get(jobId: string): Promise<StoredFile[]>;
  /** Records each file's page count (index = the file's position in the upload); null when it could not be read. */
  recordPages(tx: Db, jobId: string, pages: Array<number | null>): Promise<void>;
}

/** Chunks fetched per query when a file is reassembled (bounds the encrypted bytes held besides the file itself). */
const FETCH_CHUNKS = 8;

export function databaseBlobStore(db: Db, cipher: FieldCipher): BlobStore {
  return {
    async put(tx, jobId, files) {
      for (const [idx, f] of files.entries()) {
        await tx.insertInto('job_files').values({ job_id: jobId, idx, file_name: f.name, sha256: f.sha256, size: f.size,
          content: new Uint8Array(0), pages: null }).execute();
        let seq = 0;
        for await (const piece of f.read(CHUNK_BYTES)) {
          await tx.insertInto('job_file_chunks').values({ job_id: jobId, idx, seq: seq++, content: cipher.encryptBytes(piece) }).execute();
        }
      }
    },
    async get(jobId) {
      const rows = await db.selectFrom('job_files').select(['idx', 'file_name', 'sha256', 'size', 'content'])
        .where('job_id', '=', jobId).orderBy('idx').execute();
      const files: StoredFile[] = [];
      for (const r of rows) {
        // Its own ArrayBuffer of exactly the file's size: the parse pool transfers it to the worker thread uncopied.
        const bytes = new Uint8Array(r.size);
        let at = 0;
        let chunks = 0;
        for (let after = -1; ;) {
          const batch = await db.selectFrom('job_file_chunks').select(['seq', 'content']).where('job_id', '=', jobId)
            .where('idx', '=', r.idx).where('seq', '>', after).orderBy('seq').limit(FETCH_CHUNKS).execute();
          for (const c of batch) {
            const piece = cipher.decryptBytes(c.content);
            if (at + piece.length > r.size) throw new Error(`stored upload ${jobId}/${r.idx} is longer than its recorded size`);
            bytes.set(piece, at);
            at += piece.length;
            after = c.seq;
          }
          chunks += batch.length;
          if (batch.length < FETCH_CHUNKS) break;
        }
        if (chunks > 0) {
          if (at !== r.size) throw new Error(`stored upload ${jobId}/${r.idx} is shorter than its recorded size`);
          files.push({ name: r.file_name, sha256: r.sha256, bytes });
        } else {
          // Written before chunking (the whole file in one row), or erased: then empty.
          files.push({ name: r.file_name, sha256: r.sha256, bytes: r.content.length ? cipher.decryptBytes(r.content) : new Uint8Array(0) });
        }
      }
      return files;
    },
    async recordPages(tx, jobId, pages) {
      for (const [idx, n] of pages.entries()) {
        await tx.updateTable('job_files').set({ pages: n }).where('job_id', '=', jobId).where('idx', '=', idx).execute();
      }
    },
  };
}

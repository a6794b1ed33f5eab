// Data-key rotation: start every process with the new key as MCA_DATA_KEY and the old one as MCA_DATA_KEY_PREVIOUS
// (new writes use the new key, old values still read), run `mca rekey` once to re-encrypt every stored value with
// the new key, then drop MCA_DATA_KEY_PREVIOUS. One transaction: a failure leaves every value as it was.
import type { Db } from '../db/index.ts';
import type { FieldCipher } from '../crypto.ts';
import { rekeyRepository } from './repository.ts';

export interface RekeyReport {
  deals: number; webhook_endpoints: number; job_results: number;
  /** Kept uploads stored whole (written before uploads were chunked). */
  job_files: number;
  /** Chunks of kept uploads (job_file_chunks). */
  job_file_chunks: number;
  idempotent_answers: number;
  /** Deal corrections and activity-log entries. */
  deal_records: number;
}

/** Re-encrypts a deal application's tax IDs and applicants' dates of birth (the only encrypted fields inside it). */
function rekeyApplication(json: string, c: FieldCipher): string {
  const app = JSON.parse(json) as Record<string, any>;
  const again = (v: unknown) => (typeof v === 'string' ? c.encrypt(c.decrypt(v)) : v);
  if (app.business_tax_id !== undefined) app.business_tax_id = again(app.business_tax_id);
  if (Array.isArray(app.applicants)) app.applicants = app.applicants.map((a: Record<string, any>) => ({ ...a,
    ...(a.tax_id === undefined ? {} : { tax_id: again(a.tax_id) }), ...(a.date_of_birth === undefined ? {} : { date_of_birth: again(a.date_of_birth) }) }));
  return JSON.stringify(app);
}

export async function rekey(db: Db, cipher: FieldCipher): Promise<RekeyReport> {
  const repo = rekeyRepository();
  const again = (v: string) => (v.startsWith('enc:') ? cipher.encrypt(cipher.decrypt(v)) : v);
  return db.transaction().execute(async (tx) => {
    const report: RekeyReport = { deals: 0, webhook_endpoints: 0, job_results: 0, job_files: 0, job_file_chunks: 0, idempotent_answers: 0, deal_records: 0 };
    for (const d of await repo.deals(tx)) { await repo.setDealApplication(tx, d.id, rekeyApplication(d.application, cipher)); report.deals++; }
    for (const e of await repo.endpoints(tx)) {
      await repo.setEndpointSecrets(tx, e.id, again(e.secret), e.previous_secret === null ? null : again(e.previous_secret));
      report.webhook_endpoints++;
    }
    for (const j of await repo.jobResults(tx)) { await repo.setJobResult(tx, j.id, again(j.result!)); report.job_results++; }
    for (const f of await repo.files(tx)) {
      const { content } = await repo.file(tx, f.job_id, f.idx);
      await repo.setFile(tx, f.job_id, f.idx, cipher.encryptBytes(cipher.decryptBytes(content)));
      report.job_files++;
    }
    for (const k of await repo.chunkKeys(tx)) {
      const { content } = await repo.chunk(tx, k);
      await repo.setChunk(tx, k, cipher.encryptBytes(cipher.decryptBytes(content)));
      report.job_file_chunks++;
    }
    for (const k of await repo.answers(tx)) { await repo.setAnswer(tx, k, again(k.response_body!)); report.idempotent_answers++; }
    for (const table of ['deal_corrections', 'deal_activity'] as const) {
      for (const r of await repo.dealNotes(tx, table)) { await repo.setDealNote(tx, table, r.id, again(r.data)); report.deal_records++; }
    }
    return report;
  });
}

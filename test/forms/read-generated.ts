// Reading a generated application form in a test (the reading-rules files): the application read from its PDF, and
// the values compared with the generator's truth, side by side.
import { expect } from 'vitest';
import { parseStatements, type createEngines } from '../../src/statements/index.ts';
import type { TruthApplication } from './generator/truth.ts';

type Engines = ReturnType<typeof createEngines>;
type Applicant = { first_name?: string | null; last_name?: string | null; role?: string | null; ownership?: number | null; tax_id?: string | null };
type Terms = { requested_payment?: number | null; number_of_payments?: number | null; payment_frequency?: string | null };

/** The application read from one PDF with the file's engines. */
export const applicationReader = (engines: Engines) => async (pdf: Uint8Array) => (await parseStatements([{ name: 'f.pdf', bytes: pdf }], { engines })).application;

/** Each owner's name, title, share and tax ID. */
export const people = (a: { applicants?: Applicant[] | null } | null | undefined) =>
  (a?.applicants ?? []).map((o) => [o.first_name ?? null, o.last_name ?? null, o.role ?? null, o.ownership ?? null, o.tax_id ?? null]);

/** The payment asked, its count and its schedule. */
export const terms = (a: Terms | null | undefined) => [a?.requested_payment ?? null, a?.number_of_payments ?? null, a?.payment_frequency ?? null];

/** A generated form's owners read as its truth has them (`count`: how many the truth must hold, so that a layout
 *  drawn with fewer owners than the rule needs fails the test instead of passing it idly). */
export async function sameOwners(read: (pdf: Uint8Array) => Promise<{ applicants?: Applicant[] | null } | null | undefined>, g: { pdf: Uint8Array; truth: TruthApplication }, count?: number): Promise<void> {
  if (count !== undefined) expect(g.truth.applicants).toHaveLength(count);
  expect(people(await read(g.pdf))).toEqual(people(g.truth));
}

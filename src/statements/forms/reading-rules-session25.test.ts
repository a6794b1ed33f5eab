import { afterAll, describe, expect, it } from 'vitest';
import { createEngines } from '../index.ts';
import { applicationReader, sameOwners } from '../../../test/forms/read-generated.ts';
import { generateIndependent260 } from '../../../test/forms/independent260/index.ts';

// The twenty-fifth session's rules: the last sessions' leftovers (set 260) and what sets 265-268 printed that the
// reader missed at first sight, each on the set's own form.

const engines = createEngines();
afterAll(() => engines.close());
const appOf = applicationReader(engines);
const typed = { style: 'typed', scan: false } as const;

describe('a correction written over a section\'s band', () => {
  it('"$20500 KO" written in the DEAL band over "Requested $5,500" struck: the request (set 260)', async () => {
    const g = await generateIndependent260('redline-iso', 500001, typed);
    expect(g.truth.requested_amount).toBe(20500);
    expect((await appOf(g.pdf))?.requested_amount).toBe(20500);
  }, 120_000);
});

describe('an owner added by hand under the owners\' table', () => {
  it('"more owners ->" then "Connor T. von Hagen Secretary 55% ***-**-5910 dob 12/23/87" out of the columns: a third owner (set 260)', async () => {
    await sameOwners(appOf, await generateIndependent260('redline-iso', 500001, typed), 3);
    // (In a hand the line is one run: the title after the name, the masked number after the share.)
    await sameOwners(appOf, await generateIndependent260('redline-iso', 500001, { style: 'handwritten', scan: false }), 3);
  }, 120_000);
  it('"+ 3rd owner (added per call w/ merchant):" over "Yusuf Haddad  Partner  20%" after the signatures: a third owner (set 260)', async () => {
    await sameOwners(appOf, await generateIndependent260('maple-pine', 500000, typed), 3);
  }, 120_000);
});

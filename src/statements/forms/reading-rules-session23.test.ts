import { afterAll, describe, expect, it } from 'vitest';
import { createEngines } from '../index.ts';
import { applicationReader, people, sameOwners } from '../../../test/forms/read-generated.ts';
import { blank } from './values.ts';
import { generateIndependent258 } from '../../../test/forms/independent258/index.ts';
import { generateIndependent260 } from '../../../test/forms/independent260/index.ts';

// The twenty-third session's rules: what sets 257-260 (ordinary US ISO forms; renewals with corrections on file; web
// portals printed from a browser; paper forms with a person's corrections) printed that the reader missed at first
// sight, each on the set's own form.

const engines = createEngines();
afterAll(() => engines.close());
const appOf = applicationReader(engines);
const typed = { style: 'typed', scan: false } as const;

describe('a value struck out by hand at its foot', () => {
  it('"$70,000" struck through its figures\' feet, "$55000" written after it: the amount is 55000, no sum of both (set 260)', async () => {
    const g = await generateIndependent260('keystone-bridge', 610000, typed);
    expect(g.truth.requested_amount).toBe(55000);
    expect((await appOf(g.pdf))?.requested_amount).toBe(55000);
  }, 120_000);
});

describe('owners added by hand under a heading of their own', () => {
  it('"Add\'l owner(s) -->" over "O\'Neill, Rosa  COO  20.0%  SS# xxx-xx-3810  DOB 11/05/1970" and one more line: two more owners (set 260)', async () => {
    await sameOwners(appOf, await generateIndependent260('keystone-bridge', 500001, typed), 4);
  }, 120_000);
  it('written by hand, the title run on after the given name: "O\'Connor, Anne-Marie Treasurer 20 %" (set 260)', async () => {
    const g = await generateIndependent260('keystone-bridge', 500001, { style: 'handwritten', scan: false });
    expect(g.truth.applicants).toHaveLength(4);
    expect(people(await appOf(g.pdf)).map((o) => o.slice(0, 3))).toEqual(people(g.truth).map((o) => o.slice(0, 3)));
  }, 120_000);
});

describe('a renewal\'s box of changes since the application on file', () => {
  it('"CHANGES SINCE LAST APPLICATION": "Owner 1 %  50" over the 40 on file; a legal name corrected there (set 258)', async () => {
    const a = await generateIndependent258('keystone-addl-funding', 500000, typed);
    expect(a.truth.applicants.map((o) => o.ownership)).toEqual([50, 25, 25]);
    expect(people(await appOf(a.pdf)).map((o) => o[3])).toEqual([50, 25, 25]);
    const b = await generateIndependent258('keystone-addl-funding', 500001, typed);
    expect((await appOf(b.pdf))?.legal_name).toBe(b.truth.legal_name);
  }, 120_000);
  it('a name given up, "No longer used", is no trade name', () => {
    expect(['No longer used', 'Discontinued', 'not used anymore'].map(blank)).toEqual([true, true, true]);
    expect(blank('Used Auto Parts')).toBe(false);
  });
});

describe('a caption\'s other language printed as a piece of its own', () => {
  it('"Top-up request" "/ Montant demandé": the heading\'s French, no label taking the account summary\'s balance over it (set 258)', async () => {
    const g = await generateIndependent258('northline-topup-ca', 500000, typed);
    expect(g.truth.requested_amount).toBe(192500);
    expect((await appOf(g.pdf))?.requested_amount).toBe(192500);
  }, 120_000);
});

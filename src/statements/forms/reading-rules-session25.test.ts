import { afterAll, describe, expect, it } from 'vitest';
import { createEngines } from '../index.ts';
import { applicationReader, sameOwners } from '../../../test/forms/read-generated.ts';
import { generateIndependent31 } from '../../../test/forms/independent31/index.ts';
import { generateIndependent260 } from '../../../test/forms/independent260/index.ts';
import { generateIndependent265 } from '../../../test/forms/independent265/index.ts';
import { generateIndependent266 } from '../../../test/forms/independent266/index.ts';
import { generateIndependent267 } from '../../../test/forms/independent267/index.ts';
import { generateIndependent268 } from '../../../test/forms/independent268/index.ts';

// The twenty-fifth session's rules: the last sessions' leftovers (set 260) and what sets 265-268 printed that the
// reader missed at first sight, each on the set's own form.

const engines = createEngines();
afterAll(() => engines.close());
const appOf = applicationReader(engines);
const typed = { style: 'typed', scan: false } as const;
const hand = { style: 'handwritten', scan: false } as const;
const fillable = { style: 'fillable', scan: false } as const;

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

describe('a section\'s tab on a rule across the page', () => {
  it('"3. Owners" shaded in a tab over the rule its table hangs from heads the page\'s width: every owner\'s row (set 265)', async () => {
    await sameOwners(appOf, await generateIndependent265('bluepeak_advance', 500001, typed), 3);
  }, 120_000);
});

describe('a form for several products: the amount asked for the product ticked', () => {
  it('"Working Capital / Term Amount" and "Credit Line Requested $" are the request (set 268)', async () => {
    for (const [g, amount] of [[await generateIndependent268('lumen_equipment', 500000, typed), 82000], [await generateIndependent268('harborline_iso', 500001, hand), 185000]] as const) {
      expect(g.truth.requested_amount).toBe(amount);
      expect((await appOf(g.pdf))?.requested_amount).toBe(amount);
    }
  }, 120_000);
});

describe('captions a space apart over their values', () => {
  it('"# of Payments / Nbre de versements Frequency / Fréquence" over "26" and "Weekly / Hebdo": both read (set 266)', async () => {
    for (const style of [typed, hand]) {
      const a = await appOf((await generateIndependent266('coastal-pacific-funding', 610000, style)).pdf);
      expect([a?.number_of_payments, a?.payment_frequency]).toEqual([26, 'weekly']);
    }
  }, 120_000);
  it('"Date of Birth (YYYY-MM-DD) Credit Score Cell Phone" over three columns: the credit score (set 266)', async () => {
    const g = await generateIndependent266('maple-ridge-capital', 610000, typed);
    expect(g.truth.applicants[0]?.credit_score).toBe(767);
    expect((await appOf(g.pdf))?.applicants?.[0]?.credit_score).toBe(767);
    // (The first owner's score left blank: the column told by the rows under it.)
    const h = await generateIndependent266('maple-ridge-capital', 500001, typed);
    expect(h.truth.applicants.map((o) => o.credit_score)).toEqual([null, 793, 646, null]);
    expect((await appOf(h.pdf))?.applicants?.map((o) => o.credit_score ?? null)).toEqual([null, 793, 646, null]);
  }, 120_000);
  it('"BUSINESS START DATE" stays one caption, whatever starts under "DATE" a few rows down (set 31)', async () => {
    const g = await generateIndependent31('ridgeway-owner-table', 610000, typed);
    expect(g.truth.business_start_date).toBe('2002-06-26');
    expect((await appOf(g.pdf))?.business_start_date).toBe('2002-06-26');
  }, 120_000);
  it('"Remittance Frequency" over the next section\'s heading stays one caption (set 267)', async () => {
    expect((await appOf((await generateIndependent267('keystone_dotleader', 500000, typed)).pdf))?.payment_frequency).toBe('weekly');
  }, 120_000);
});

describe('a typewriter\'s short leaders', () => {
  it('"No. Pmts . . 16" is the count; "FICO ." before a filled field, its value (set 267)', async () => {
    expect((await appOf((await generateIndependent267('keystone_dotleader', 500000, typed)).pdf))?.number_of_payments).toBe(16);
    expect((await appOf((await generateIndependent267('keystone_dotleader', 500000, fillable)).pdf))?.applicants?.[0]?.credit_score).toBe(646);
  }, 120_000);
});

describe('margin labels', () => {
  it('"City, State, Zip  Mobile | AL | 36647": Mobile is the city, not a phone\'s caption (set 267)', async () => {
    const g = await generateIndependent267('oldpost_margin_labels', 610000, typed);
    expect(g.truth.state_region).toBe('AL');
    expect((await appOf(g.pdf))?.state_region).toBe('AL');
  }, 120_000);
  it('tiny captions "name | title | % own" with a hand\'s values written up across them: each owner\'s row (set 267)', async () => {
    await sameOwners(appOf, await generateIndependent267('oldpost_margin_labels', 610000, hand), 2);
  }, 120_000);
});

import { afterAll, describe, expect, it } from 'vitest';
import { createEngines } from '../index.ts';
import { applicationReader, sameOwners } from '../../../test/forms/read-generated.ts';
import { generateIndependent260 } from '../../../test/forms/independent260/index.ts';
import { generateIndependent265 } from '../../../test/forms/independent265/index.ts';
import { generateIndependent55 } from '../../../test/forms/independent55/index.ts';
import { generateIndependent269 } from '../../../test/forms/independent269/index.ts';
import { generateIndependent270 } from '../../../test/forms/independent270/index.ts';
import { generateIndependent271 } from '../../../test/forms/independent271/index.ts';
import { generateIndependent272 } from '../../../test/forms/independent272/index.ts';

// The twenty-sixth session's rules: the last session's leftovers (set 265) and what sets 269-272 printed that the
// reader missed at first sight, each on the set's own form.

const engines = createEngines();
afterAll(() => engines.close());
const appOf = applicationReader(engines);
const hand = { style: 'handwritten', scan: false } as const;

describe('a hand that sets each word at its own slant', () => {
  it('"General" + "Partner" touching, each at its slant: one title (set 265)', async () => {
    const g = await generateIndependent265('redwood_merchant_services', 500000, hand);
    expect(g.truth.applicants[0]?.role).toBe('General Partner');
    expect((await appOf(g.pdf))?.applicants?.[0]?.role).toBe('General Partner');
  }, 120_000);
  it('"Sunrise Brick" + "Oven Services PLLC": the DBA repeats the legal name, no trade name (set 265)', async () => {
    const g = await generateIndependent265('keystone_funding_group', 500001, hand);
    expect(g.truth.trade_name).toBeNull();
    const a = await appOf(g.pdf);
    expect([a?.legal_name, a?.trade_name]).toEqual([g.truth.legal_name, null]);
  }, 120_000);
});

describe('a level line drawn through a value with a pen a little thick', () => {
  it('"46" struck level to a quarter point, its bounds 2.5 points tall, "26" beside it: 26 payments (set 260)', async () => {
    const g = await generateIndependent260('maple-pine', 610000, { style: 'typed', scan: false });
    expect(g.truth.number_of_payments).toBe(26);
    expect((await appOf(g.pdf))?.number_of_payments).toBe(26);
  }, 120_000);
});

describe('captions under their rules, side by side', () => {
  const typed = { style: 'typed', scan: false } as const;
  it('"3,586.00" over "Estimated Payment" beside "Payment Schedule (daily/weekly/monthly)": the payment, not the schedule (set 269)', async () => {
    const g = await generateIndependent269('ironbridge_numbered_sections', 500000, typed);
    expect([g.truth.requested_payment, g.truth.payment_frequency]).toEqual([3586, 'weekly']);
    const a = await appOf(g.pdf);
    expect([a?.requested_payment, a?.payment_frequency]).toEqual([3586, 'weekly']);
  }, 120_000);
  it('"S Corp" over "Form of Business (Corp., LLC, etc.)", "PA" the state beside it: the entity (set 269)', async () => {
    const g = await generateIndependent269('ironbridge_numbered_sections', 610000, typed);
    expect(g.truth.type_of_entity).toBe('s_corporation');
    expect((await appOf(g.pdf))?.type_of_entity).toBe('s_corporation');
  }, 120_000);
});

describe('blank forms filled in by hand (set 271)', () => {
  const typed = { style: 'typed', scan: false } as const;
  it('"First ______  Last ______" in an empty principal\'s block: no owner named "Last"', async () => {
    const g = await generateIndependent271('keystone-two-column', 500000, typed);
    expect(g.truth.applicants).toHaveLength(1);
    expect((await appOf(g.pdf))?.applicants).toHaveLength(1);
  }, 120_000);
  it('"Funder: RIDGELINE FUNDING  Balance: $39,000  Pmt: $774" under no heading: an open advance\'s payment, no request', async () => {
    const g = await generateIndependent271('sunbelt-iso-questionnaire', 500000, typed);
    expect(g.truth.requested_payment).toBeNull();
    expect((await appOf(g.pdf))?.requested_payment ?? null).toBeNull();
  }, 120_000);
  it('"Amount to finance  $17,000.00" under no heading beside a leases table headed in the next column: the request (set 55)', async () => {
    const g = await generateIndependent55('cobalt_ridge_leasing', 610000, typed);
    expect(g.truth.requested_amount).toBe(17000);
    expect((await appOf(g.pdf))?.requested_amount).toBe(17000);
  }, 120_000);
});

describe('Canadian applications, seventh series (set 272)', () => {
  const typed = { style: 'typed', scan: false } as const;
  it('"% propr." over the owners\' shares: their ownership', async () => {
    const g = await generateIndependent272('laurentian_bilingual', 610000, typed);
    expect(g.truth.applicants.map((o) => o.ownership)).toEqual([40, 20, null, 20]);
    expect((await appOf(g.pdf))?.applicants?.map((o) => o.ownership ?? null)).toEqual([40, 20, null, 20]);
  }, 120_000);
  it('"783230675 RC 0001" written under "[X] BN": the number with its program account', async () => {
    const g = await generateIndependent272('prairie_two_page', 500001, hand);
    expect(g.truth.business_tax_id).toBe('783230675RC0001');
    expect((await appOf(g.pdf))?.business_tax_id).toBe('783230675RC0001');
  }, 120_000);
  it('"N/A" for a credit score, "500 rue Sainte-Catherine" in the home address under it: no score', async () => {
    const g = await generateIndependent272('quebec_cooperative', 610000, hand);
    expect(g.truth.applicants[0]?.credit_score).toBeNull();
    expect((await appOf(g.pdf))?.applicants?.[0]?.credit_score ?? null).toBeNull();
  }, 120_000);
});

describe('funder-direct and phone-intake applications (set 270)', () => {
  const typed = { style: 'typed', scan: false } as const;
  it('"D. BUSINESS CONTACT (IF OTHER THAN PRINCIPAL)": its name is no trade name; "[X] OTHER" with "OTHER (DESCRIBE)  S-CORP": the entity', async () => {
    const g = await generateIndependent270('summit_caps_letters', 610000, typed);
    expect([g.truth.trade_name, g.truth.type_of_entity]).toEqual([null, 's_corporation']);
    const a = await appOf(g.pdf);
    expect([a?.trade_name ?? null, a?.type_of_entity]).toEqual([null, 's_corporation']);
  }, 120_000);
  it('"Other - type" over "PLLC" under a row of entity boxes, "Other" ticked: PLLC', async () => {
    const g = await generateIndependent270('redline_phone_intake', 500001, typed);
    expect(g.truth.type_of_entity).toBe('pllc');
    expect((await appOf(g.pdf))?.type_of_entity).toBe('pllc');
  }, 120_000);
  it('"EST. DAILY/WKLY PAYMENT" names two schedules: none read from it', async () => {
    const g = await generateIndependent270('bluewater_iso_caps', 500001, { style: 'fillable', scan: false });
    expect(g.truth.payment_frequency).toBeNull();
    expect((await appOf(g.pdf))?.payment_frequency ?? null).toBeNull();
  }, 120_000);
});

describe('a hand that runs out of room (set 271)', () => {
  it('"Harbor Nails LLC" at the far end of the rule under "1. Legal name of the business", "20-7312973" past its rule\'s end', async () => {
    const g = await generateIndependent271('sunbelt-iso-questionnaire', 610001, hand);
    const a = await appOf(g.pdf);
    expect([a?.legal_name, a?.business_tax_id, a?.industry]).toEqual([g.truth.legal_name, '207312973', 'personal_care']);
  }, 120_000);
  it('"COASTAL FITNESS L.L.C." written on over the page\'s column rule at one slant: one legal name', async () => {
    const g = await generateIndependent271('keystone-two-column', 610000, hand);
    expect(g.truth.legal_name).toBe('COASTAL FITNESS L.L.C.');
    expect((await appOf(g.pdf))?.legal_name).toBe('COASTAL FITNESS L.L.C.');
  }, 120_000);
  it('"PRAIRIE ANIMAL CARE & PARTNERS" run on into the DBA\'s cell, "VETERINARY CLINIC" into the website\'s: their own cells\' values', async () => {
    const g = await generateIndependent271('bluestone-grid', 610001, hand);
    const a = await appOf(g.pdf);
    expect([a?.legal_name, a?.industry, a?.trade_name ?? null]).toEqual(['PRAIRIE ANIMAL CARE & PARTNERS', 'veterinary', null]);
  }, 120_000);
});

describe('an owner\'s value written on past its cell under the next column\'s header (set 271)', () => {
  it('"Yolanda" written right in the first name\'s cell and on under "Last Name" beside "Abernathy": her first name', async () => {
    await sameOwners(appOf, await generateIndependent271('bluestone-grid', 700000, hand), 2);
  }, 120_000);
  it('"ST. JAMES, FATIMA J." run from the name\'s cell under "Title" beside "TREASURER": the second owner\'s name', async () => {
    await sameOwners(appOf, await generateIndependent271('sunbelt-iso-questionnaire', 500001, hand), 3);
  }, 120_000);
});

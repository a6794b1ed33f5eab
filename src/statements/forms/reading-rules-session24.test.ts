import { afterAll, describe, expect, it } from 'vitest';
import { createEngines } from '../index.ts';
import { applicationReader, people, sameOwners, terms } from '../../../test/forms/read-generated.ts';
import { generateIndependent258 } from '../../../test/forms/independent258/index.ts';
import { generateIndependent259 } from '../../../test/forms/independent259/index.ts';
import { generateIndependent262 } from '../../../test/forms/independent262/index.ts';
import { generateIndependent264 } from '../../../test/forms/independent264/index.ts';
import { personName } from './values.ts';

// The twenty-fourth session's rules: the last session's leftovers (sets 258-260) and what sets 261-264 printed that
// the reader missed at first sight, each on the set's own form.

const engines = createEngines();
afterAll(() => engines.close());
const appOf = applicationReader(engines);
const typed = { style: 'typed', scan: false } as const;

describe('an owner named again in a review block', () => {
  it('"Owner 1  D\'Amato, Brittany G." under the owner read from cells "Brittany" | "G" | "D\'Amato": one owner, not a third (set 259)', async () => {
    await sameOwners(appOf, await generateIndependent259('lumenbridge_wizard', 610000, typed), 2);
    await sameOwners(appOf, await generateIndependent259('lumenbridge_wizard', 500000, { style: 'fillable', scan: false }), 2);
  }, 120_000);
});

describe('a renewal letter: the advance renewed, its priced options, a worksheet of corrections', () => {
  it('"Funded amount | Total paid | Balance remaining" is the advance renewed; the option ticked is the request (set 258)', async () => {
    const g = await generateIndependent258('cedarvine-renewal-letter', 500000, typed);
    const a = await appOf(g.pdf);
    expect([g.truth.requested_amount, ...terms(g.truth)]).toEqual([210000, 1640.63, 160, 'daily']);
    expect([a?.requested_amount, ...terms(a)]).toEqual([210000, 1640.63, 160, 'daily']);
  }, 120_000);
  it('"On file | Update (only if changed)": the update is the value, the address\'s city line under it too, the share corrected beside the title (set 258)', async () => {
    const g = await generateIndependent258('cedarvine-renewal-letter', 500000, typed);
    const a = await appOf(g.pdf);
    expect(g.truth.state_region).toBe('MI');
    expect(a?.state_region).toBe('MI');
    expect(people(a)).toEqual(people(g.truth));
  }, 120_000);
  it('four guarantors on the worksheet, shares and SSNs updated for some: each stays its own guarantor\'s (set 258)', async () => {
    await sameOwners(appOf, await generateIndependent258('cedarvine-renewal-letter', 610001, typed), 4);
  }, 120_000);
  it('no option ticked, "Other amount requested" is: no option\'s terms; the trade name updated over the letter\'s "d/b/a" (set 258)', async () => {
    const g = await generateIndependent258('cedarvine-renewal-letter', 500001, typed);
    const a = await appOf(g.pdf);
    expect([g.truth.requested_amount, g.truth.requested_payment, g.truth.trade_name]).toEqual([117500, null, 'Cornerstone Plumbing']);
    expect([a?.requested_amount, a?.requested_payment ?? null, a?.trade_name]).toEqual([117500, null, 'Cornerstone Plumbing']);
  }, 120_000);
});

describe('a renewal\'s owners: a change by the owner\'s number, a title run into the share\'s column', () => {
  it('"Owner 3 %  25" in the box of changes is owner 3\'s share, not the first owner\'s (set 258)', async () => {
    const g = await generateIndependent258('keystone-addl-funding', 500001, typed);
    expect(g.truth.applicants.map((o) => o.ownership)).toEqual([40, 35, 25]);
    expect(people(await appOf(g.pdf)).map((o) => o[3])).toEqual([40, 35, 25]);
  }, 120_000);
  it('"Managing Partner100", the title typed up to the share under "%": the title and the share (set 258)', async () => {
    await sameOwners(appOf, await generateIndependent258('northline-topup-ca', 500000, typed), 1);
  }, 120_000);
});

describe('Canadian forms (set 262)', () => {
  it('an owners\' table whose name caption is said again in French after a slash, "Name (Last, First) / Nom (Nom, Prénom)"', async () => {
    await sameOwners(appOf, await generateIndependent262('prairie_lending_bilingual', 500000, typed), 2);
  }, 120_000);
  it('a degree of capitals and small letters after the name, "Anne-Marie Z. Bouchard, P.Eng.", is no part of it', async () => {
    expect(['Anne-Marie Z. Bouchard, P.Eng.', 'Bouchard, Anne-Marie, Ph.D.', 'Ana Ruiz, M.Sc.'].map(personName)).toEqual([
      { first: 'Anne-Marie', last: 'Bouchard' }, { first: 'Anne-Marie', last: 'Bouchard' }, { first: 'Ana', last: 'Ruiz' }]);
    await sameOwners(appOf, await generateIndependent262('maple_ridge_capital', 500001, typed), 2);
  }, 120_000);
  it('the schedule said after the count\'s unit, "x 100  payments, Bi-weekly"', async () => {
    const g = await generateIndependent262('atlantic_bridge_funding', 610000, typed);
    expect(terms(g.truth)).toEqual([337.5, 100, 'biweekly']);
    expect(terms(await appOf(g.pdf))).toEqual([337.5, 100, 'biweekly']);
  }, 120_000);
});

describe('form builders\' and survey tools\' prints (set 264)', () => {
  it('questions about each owner in turn, "Primary owner: Title", "Second owner: Social Security Number"', async () => {
    await sameOwners(appOf, await generateIndependent264('pulsepoll-export', 610000, typed), 2);
    await sameOwners(appOf, await generateIndependent264('pulsepoll-export', 610001, { style: 'handwritten', scan: false }), 2);
  }, 120_000);
  it('a question noted "(no answer)" takes no footer for its answer; a menu\'s choice "Sole Prop - Sole Proprietorship"', async () => {
    const g = await generateIndependent264('quillform-submission', 610001, typed);
    const a = await appOf(g.pdf);
    expect(g.truth.type_of_entity).toBe('sole_proprietorship');
    expect(a?.type_of_entity).toBe('sole_proprietorship');
    expect(people(a)).toEqual(people(g.truth));
  }, 120_000);
  it('"Open advance 1 - funder, balance, payment" answered "$60,000 balance, $686/day" is an open advance\'s, no payment asked', async () => {
    const g = await generateIndependent264('quillform-submission', 610000, { style: 'fillable', scan: false });
    expect(g.truth.requested_payment).toBeNull();
    expect((await appOf(g.pdf))?.requested_payment ?? null).toBeNull();
  }, 120_000);
});

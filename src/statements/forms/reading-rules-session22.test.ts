import { afterAll, describe, expect, it } from 'vitest';
import { createEngines } from '../index.ts';
import { applicationReader, people, sameOwners, terms } from '../../../test/forms/read-generated.ts';
import { checkboxes, frequency } from './marks.ts';
import type { PageText } from '../types.ts';
import { generateIndependent7 } from '../../../test/forms/independent7/index.ts';
import { generateIndependent73 } from '../../../test/forms/independent73/index.ts';
import { generateIndependent193 } from '../../../test/forms/independent193/index.ts';
import { generateIndependent242 } from '../../../test/forms/independent242/index.ts';
import { generateIndependent244 } from '../../../test/forms/independent244/index.ts';
import { generateIndependent247 } from '../../../test/forms/independent247/index.ts';
import { generateIndependent248 } from '../../../test/forms/independent248/index.ts';
import { generateIndependent249 } from '../../../test/forms/independent249/index.ts';
import { generateIndependent251 } from '../../../test/forms/independent251/index.ts';
import { generateIndependent252 } from '../../../test/forms/independent252/index.ts';
import { generateIndependent254 } from '../../../test/forms/independent254/index.ts';
import { generateIndependent255 } from '../../../test/forms/independent255/index.ts';
import { generateIndependent256 } from '../../../test/forms/independent256/index.ts';
import { isoDate } from './values.ts';
import { sectionOf } from './section-of.ts';

// The twenty-second session's rules: what sets 242 and 244 (spreadsheet-made forms; industry forms with licences as
// decoys) printed that the reader still missed after the twenty-first session, and what sets 245-248 printed that it
// missed at first sight, each on the set's own form or a self-made page here.

const engines = createEngines();
afterAll(() => engines.close());
const appOf = applicationReader(engines);
const typed = { style: 'typed', scan: false } as const, fillable = { style: 'fillable', scan: false } as const;

describe('terms said in a sentence of printed words and typed values', () => {
  it('"per business day" is daily, as "every business day" is', () => {
    expect(frequency('per business day')).toBe('daily');
    expect(frequency('per week')).toBe('weekly');
  });
  it('"Requested remittance: $1,688 per week for 32 payments": the payment, its schedule and the count (set 244)', async () => {
    for (const seed of [500001, 610000]) {
      const g = await generateIndependent244('redline', seed, typed);
      expect(g.truth.number_of_payments).not.toBeNull();
      expect(terms(await appOf(g.pdf))).toEqual(terms(g.truth));
    }
  }, 120_000);
});

describe('a spreadsheet\'s narrow column between label and value', () => {
  const page = (boxes: { x0: number; x1: number; y0: number; y1: number }[]) => ({ form: { boxes } }) as unknown as PageText;
  it('its cells stacked edge to edge are no boxes to tick; boxes standing apart are', () => {
    const column = [0, 1, 2, 3].map((k) => ({ x0: 154, x1: 166, y0: 100 + 13.5 * k, y1: 114 + 13.5 * k }));
    expect(checkboxes(page(column))).toEqual([]);
    const apart = [0, 1, 2].map((k) => ({ x0: 154, x1: 164, y0: 100 + 20 * k, y1: 110 + 20 * k }));
    expect(checkboxes(page(apart))).toHaveLength(3);
  });
  it('the industry written after it is the industry, no ticked option of a grid (set 242)', async () => {
    const g = await generateIndependent242('northgrid_gsheets_ca', 500000, typed);
    expect((await appOf(g.pdf))?.industry).toBe(g.truth.industry);
  }, 120_000);
  it('the street and city in one cell, the state and postal code each in a cell far along: the address\'s state (set 242)', async () => {
    for (const seed of [500000, 610000]) {
      const g = await generateIndependent242('blueprint_spill_2p', seed, typed);
      expect((await appOf(g.pdf))?.state_region).toBe(g.truth.state_region);
    }
  }, 120_000);
});

describe('owners printed as columns of a sheet, values set flush right in their cells', () => {
  it('the row of titles ("Title | CEO | Partner | Director") is a row of values, no new grid of owners; each SSN and date of birth its column\'s owner\'s (set 242)', async () => {
    const g = await generateIndependent242('ironbark_iso_sheet', 500000, typed);
    expect(g.truth.applicants.map((a) => a.role)).toEqual(['CEO', 'Partner', 'Director']);
    const app = await appOf(g.pdf);
    expect((app?.applicants ?? []).map((a) => [a.tax_id ?? null, a.date_of_birth ?? null])).toEqual(g.truth.applicants.map((a) => [a.tax_id, a.date_of_birth]));
  }, 120_000);
});

describe('first sight of sets 247 and 248 (dense small print; owners as columns)', () => {
  it('"Legal Entity (LLC, Corp, etc.) Partnership": the bracket lists the kinds, the word after it answers; "Business Email" is a caption, no DBA (set 247)', async () => {
    const g = await generateIndependent247('harborline_leaders', 610000, typed);
    expect(g.truth.type_of_entity).toBe('general_partnership');
    const app = await appOf(g.pdf);
    expect([app?.type_of_entity, app?.trade_name ?? null]).toEqual([g.truth.type_of_entity, g.truth.trade_name]);
  }, 120_000);
  it('a column headed "Spouse (if co-signing)" beside the shareholders\' is the grid\'s, for no owner (set 248)', async () => {
    await sameOwners(appOf, await generateIndependent248('mapleleaf-shareholders-spouse', 500001, typed), 2);
  }, 120_000);
  it('a DBA left blank over a striped table\'s next row takes nothing of that row ("Entity Type  Partnership", set 248)', async () => {
    const g = await generateIndependent248('bluewater-principals-guarantor', 500001, typed);
    expect(g.truth.trade_name).toBeNull();
    expect((await appOf(g.pdf))?.trade_name ?? null).toBeNull();
  }, 120_000);
});

describe('first sight of sets 251 and 252 (Canadian, fifth series; comb-box forms)', () => {
  it('"$1,320.38 / business day" is daily; three boxes "11 05 22" under "(MM DD YY)" are a date', () => {
    expect(frequency('$1,320.38 / business day')).toBe('daily');
    expect(isoDate('11 05 22')).toBe('2022-11-05');
    expect(isoDate('12 345 678')).toBeNull();
  });
  it('"Principal product or service", "Principal place of business", "PRINCIPAL OFFICE ADDRESS" head no owners\' part; "Principals", "Principal 2" do', () => {
    expect(['Principal product or service', 'Principal place of business', 'PRINCIPAL OFFICE ADDRESS'].map(sectionOf)).not.toContain('owner');
    expect(['Principals', 'Principal 2', 'Principal Information'].map(sectionOf)).toEqual(['owner', 'owner', 'owner']);
  });
  it('a principal\'s lines lettered "a.  Full legal name ..." are read label then value, not values before labels (set 251)', async () => {
    await sameOwners(appOf, await generateIndependent251('prairiesky-schedule', 500001, typed), 3);
  }, 120_000);
  it('"Other" ticked, the kind written after "Précisez / Specify:" on the line under the row (set 251)', async () => {
    const g = await generateIndependent251('fleurdelys-bilingue', 500001, typed);
    expect((await appOf(g.pdf))?.type_of_entity).toBe('ca_professional_corporation');
  }, 120_000);
  it('"NAME (LAST, FIRST, M.I.) - ONE LETTER PER BOX": the instruction is the label\'s, the combs the owner\'s; "25. DATE OF BIRTH" numbered asks the date (set 252)', async () => {
    const g = await generateIndependent252('granite-state-registration', 500000, typed);
    await sameOwners(appOf, g, 3);
    expect((await appOf(g.pdf))?.applicants?.map((a) => a.date_of_birth ?? null)).toEqual(g.truth.applicants.map((a) => a.date_of_birth));
  }, 120_000);
  it('items lettered "a  Last name  b  First name": a lone small letter is no value (set 252)', async () => {
    const g = await generateIndependent252('federal-street-fsf100', 500000, typed);
    const app = await appOf(g.pdf);
    expect(people(app).map((o) => o.slice(0, 3))).toEqual(people(g.truth).map((o) => o.slice(0, 3)));
  }, 120_000);
  it('a schedule\'s lines: "Principal product or service" heads no owners, a dotted leader\'s label no part, a city\'s state and ZIP in combs (set 252)', async () => {
    const g = await generateIndependent252('liberty-ledger-schedule', 500000, typed);
    const app = await appOf(g.pdf);
    expect([app?.industry, app?.state_region, app?.requested_amount, app?.business_start_date]).toEqual([g.truth.industry, g.truth.state_region, g.truth.requested_amount, g.truth.business_start_date]);
  }, 120_000);
});

describe('an owners\' table captioned in two languages about a slash', () => {
  it('"Name (last, first) / Nom, prénom" is one column, "Managing Member" begun a little left of "Title / Titre" is its title (set 252)', async () => {
    const g = await generateIndependent252('maple-crown-bilingual', 500000, typed);
    expect(g.truth.applicants.map((a) => a.role)).toEqual(['Managing Member', 'Partner']);
    expect(people(await appOf(g.pdf)).map((o) => o.slice(0, 4))).toEqual(people(g.truth).map((o) => o.slice(0, 4)));
  }, 120_000);
});

describe('a schedule\'s fillable combs', () => {
  it('items numbered "1a", "1b" open label lines; "d  Ownership" over "100 %"; "$ [67] , [500.00]" one sum (set 252)', async () => {
    const liberty = await generateIndependent252('liberty-ledger-schedule', 500000, fillable);
    const a = await appOf(liberty.pdf);
    expect([a?.legal_name, a?.trade_name, a?.requested_amount]).toEqual([liberty.truth.legal_name, liberty.truth.trade_name, liberty.truth.requested_amount]);
    const federal = await generateIndependent252('federal-street-fsf100', 500000, fillable);
    expect((await appOf(federal.pdf))?.requested_amount).toBe(67500);
    const typedForm = await generateIndependent252('federal-street-fsf100', 500000, typed);
    expect((await appOf(typedForm.pdf))?.applicants?.[0]?.ownership).toBe(100);
  }, 120_000);
});

describe('a heading set between dashes', () => {
  it('"-- OWNER 1 --" heads its owner, though its dashes read as a leader (set 7, a regression of this session caught)', async () => {
    await sameOwners(appOf, await generateIndependent7('northstar', 610000, typed));
  }, 120_000);
});

describe('first sight of set 254 (one-person businesses)', () => {
  it('"Home address (this is also your business address)" gives the state; "Date you started this work" the start (set 254)', async () => {
    const g = await generateIndependent254('curbside', 500000, typed);
    const app = await appOf(g.pdf);
    expect([app?.state_region, app?.business_start_date]).toEqual([g.truth.state_region, g.truth.business_start_date]);
  }, 120_000);
  it('"Home address same as business address", a box under the owner\'s row, is no owner (set 254)', async () => {
    await sameOwners(appOf, await generateIndependent254('northern', 610000, typed));
  }, 120_000);
});

describe('captions packed at a box\'s top over values set out across it (set 255)', () => {
  it('"Remittance | Schedule | No. of Remittances", "Legal Structure | Jurisdiction", an address\'s four parts, "Full Name | Position | % Owned": each caption its value in order', async () => {
    const g = await generateIndependent255('northwind_legend', 500000, typed);
    const app = await appOf(g.pdf);
    expect([app?.type_of_entity, app?.state_region, ...terms(app)]).toEqual([g.truth.type_of_entity, g.truth.state_region, ...terms(g.truth)]);
    expect(people(app)).toEqual(people(g.truth));
  }, 120_000);
});

describe('a label naming several fields with slashes, its values set out along its line (set 255)', () => {
  it('"Payment / Frequency / # Pmts  $ 14,798  Bi-Weekly  26", "Home Address / FICO ... 754": each field its value in order', async () => {
    const g = await generateIndependent255('keystone_ledger', 500000, typed);
    const app = await appOf(g.pdf);
    expect([...terms(app), app?.business_start_date, app?.applicants?.[0]?.credit_score]).toEqual([...terms(g.truth), g.truth.business_start_date, g.truth.applicants[0]?.credit_score]);
  }, 120_000);
});

describe('an owners\' header repeated over the next owner\'s row (set 254)', () => {
  it('"Co-owner (Surname, Given names) | Title | % owned | SIN" under the first owner\'s row heads the second owner, no captions under the first\'s values', async () => {
    await sameOwners(appOf, await generateIndependent254('northern', 610001, typed), 2);
  }, 120_000);
  it('"ADDITIONAL OWNER 2 | TITLE | OWN %" heads a column of the next owner\'s name', async () => {
    await sameOwners(appOf, await generateIndependent254('quicklane', 500001, typed), 2);
  }, 120_000);
});

describe('an owner named again on the signature page (set 256)', () => {
  it('"Principal 2: Marco W. Whitaker, DDS" is "Whitaker, Marco W., DDS" of the principals\' part, no third owner', async () => {
    await sameOwners(appOf, await generateIndependent256('ironbridge', 500001, fillable));
  }, 120_000);
});

describe('values read in order only under captions packed together', () => {
  it('"Yes" "No" both under "Still an Owner?" leave the owners\' other columns as they stand (set 73, a regression of this session caught)', async () => {
    await sameOwners(appOf, await generateIndependent73('keystone_renewal', 610000, fillable));
  }, 120_000);
});

describe('owners\' captions hung under each owner\'s values, repeated for every owner (set 249)', () => {
  it('are no header repeated over the next owner\'s row: each owner read over its captions', async () => {
    await sameOwners(appOf, await generateIndependent249('redline-captions', 500000, typed), 3);
  }, 120_000);
});

describe('captions said in two languages side by side are no packed run', () => {
  it('"Nom légal  Legal name" over the legal name, beside "Nom commercial  Operating name (O/A)" (set 193, a regression of this session caught)', async () => {
    const g = await generateIndependent193('acadie_checkbox', 610000, fillable);
    const app = await appOf(g.pdf);
    expect([app?.legal_name, app?.trade_name]).toEqual([g.truth.legal_name, g.truth.trade_name]);
    expect(people(app)).toEqual(people(g.truth));
  }, 120_000);
});

import { afterAll, describe, expect, it } from 'vitest';
import { splitHeader } from './table-split.ts';
import type { TablePiece } from './owners-table.ts';
import { createEngines, parseStatements } from '../index.ts';
import { applicationReader, people } from '../../../test/forms/read-generated.ts';
import { OCR } from '../../../test/statements/scan/cases.ts';
import { generateIndependent221 } from '../../../test/forms/independent221/index.ts';
import { generateIndependent233 } from '../../../test/forms/independent233/index.ts';
import { generateIndependent234 } from '../../../test/forms/independent234/index.ts';
import { generateIndependent235 } from '../../../test/forms/independent235/index.ts';
import { generateIndependent236 } from '../../../test/forms/independent236/index.ts';
import { generateIndependent242 } from '../../../test/forms/independent242/index.ts';
import { generateIndependent243 } from '../../../test/forms/independent243/index.ts';
import { generateIndependent244 } from '../../../test/forms/independent244/index.ts';
import { generateIndependent239 } from '../../../test/forms/independent239/index.ts';
import { generateIndependent240 } from '../../../test/forms/independent240/index.ts';

// The twenty-first session's rules: what sets 234-236 (a funder's application-and-agreement packet, bilingual
// Spanish/English forms, pages of other geometry) printed that the reader missed at first sight, and a scan's small
// print read up close (set 221's scan), each on a self-made page here or on the set's own form.

const engines = createEngines();
afterAll(() => engines.close());
const appOf = applicationReader(engines);

describe('a page parted into columns is read down each column before the next', () => {
  it('two pages printed side by side on one sheet: the left page\'s owner before the right page\'s (set 236)', async () => {
    const g = await generateIndependent236('keystone_2up', 610001, { style: 'typed', scan: false });
    expect(g.truth.applicants.length).toBe(3);
    expect(people(await appOf(g.pdf))).toEqual(people(g.truth));
  }, 120_000);
  it('a signature\'s caption across a gutter is no signature block of the owner\'s title in the column beside it (set 236)', async () => {
    const g = await generateIndependent236('atlas_landscape', 610000, { style: 'typed', scan: false });
    expect(g.truth.applicants[1]?.role).toBe('Vice President');
    expect(people(await appOf(g.pdf))).toEqual(people(g.truth));
  }, 120_000);
});

describe('a label\'s note in brackets under it ("Legal Name" over "(Nombre Legal)") is the label\'s, not its value', () => {
  it('reads a bilingual broker sheet\'s names and industry (set 235)', async () => {
    const g = await generateIndependent235('frontera_express', 610000, { style: 'typed', scan: false });
    const app = await appOf(g.pdf);
    expect([app?.legal_name, app?.trade_name, app?.industry]).toEqual([g.truth.legal_name, g.truth.trade_name, g.truth.industry]);
  }, 120_000);
});

describe('two captions of a table\'s header set as tight as their words', () => {
  const header: TablePiece = { text: 'Owner % / Propiedad SSN / ITIN', x0: 290, x1: 381, y0: 64, y1: 72, page: 1, source: 'text',
    words: [['Owner', 290, 305], ['%', 308, 311], ['/', 314, 317], ['Propiedad', 320, 347], ['SSN', 350, 360], ['/', 363, 366], ['ITIN', 369, 381]].map(([text, x0, x1]) => ({ text: text as string, x0: x0 as number, x1: x1 as number })) };
  it('are parted where the row under starts a value under the second\'s first word', () => {
    expect(splitHeader(header, [38, 210, 292, 354, 510]).map((p) => p.text)).toEqual(['Owner % / Propiedad', 'SSN / ITIN']);
  });
  it('stay one caption where no value starts there', () => {
    expect(splitHeader(header, [38, 210, 292, 510]).map((p) => p.text)).toEqual(['Owner % / Propiedad SSN / ITIN']);
  });
  it('reads the owners\' tax IDs of a bilingual owners\' table (set 235)', async () => {
    const g = await generateIndependent235('puente_two_page', 610000, { style: 'typed', scan: false });
    expect(g.truth.applicants[1]?.tax_id).toBe('902758707');
    expect(people(await appOf(g.pdf))).toEqual(people(g.truth));
  }, 120_000);
});

describe('a business\'s "location address"', () => {
  it('is its address: the state read from the caption under it (set 234)', async () => {
    const g = await generateIndependent234('quill', 500000, { style: 'typed', scan: false });
    expect((await appOf(g.pdf))?.state_region).toBe(g.truth.state_region);
    expect(g.truth.state_region).toBe('CA');
  }, 120_000);
});

describe('an owners\' table ends', () => {
  it('at a line asking a question, though its answer sits under a caption in the name\'s column (set 239)', async () => {
    const g = await generateIndependent239('brightline_quick', 500000, { style: 'fillable', scan: false });
    expect(g.truth.applicants.length).toBe(1);
    expect(people(await appOf(g.pdf))).toEqual(people(g.truth));
  }, 120_000);
});

describe('a table of the business\'s locations', () => {
  it('gives the state of the row that names itself the head office, "Main Office (HQ)", not the first row\'s (set 240)', async () => {
    const g = await generateIndependent240('meridian', 610000, { style: 'typed', scan: false });
    expect(g.truth.state_region).toBe('GA');
    expect((await appOf(g.pdf))?.state_region).toBe('GA');
  }, 120_000);
});

describe('more of the first round\'s leftovers', () => {
  it('a hand\'s values a little into their columns part the header\'s captions there (set 235)', async () => {
    const g = await generateIndependent235('puente_two_page', 610000, { style: 'handwritten', scan: false });
    expect(people(await appOf(g.pdf))).toEqual(people(g.truth));
  }, 120_000);
  it('"Catering / banquetes" is an industry, no bank\'s caption (set 235)', async () => {
    const g = await generateIndependent235('capital_latino', 500000, { style: 'typed', scan: false });
    expect((await appOf(g.pdf))?.industry).toBe('food_truck_catering');
  }, 120_000);
  it('"State: MI" is Michigan, though "MI" heads a middle initial\'s column (set 233)', async () => {
    const g = await generateIndependent233('keystone_lines', 500000, { style: 'typed', scan: false });
    expect((await appOf(g.pdf))?.state_region).toBe('MI');
  }, 120_000);
});

describe('a spreadsheet\'s empty column between a label\'s cell and its value\'s (set 242)', () => {
  it('the value is in the first cell on the row holding anything, its cell drawn or a narrow undrawn column on', async () => {
    for (const layout of ['blueprint_spill_2p', 'northgrid_gsheets_ca']) {
      const g = await generateIndependent242(layout, 500000, { style: 'typed', scan: false });
      const app = await appOf(g.pdf);
      expect([app?.legal_name, app?.business_tax_id, app?.requested_amount, app?.number_of_payments]).toEqual(
        [g.truth.legal_name, g.truth.business_tax_id, g.truth.requested_amount, g.truth.number_of_payments]);
    }
  }, 120_000);
});

describe('the third round\'s first sight', () => {
  it('a personal financial statement\'s heading heads a decoy\'s part: no owner named "PERSONAL STATEMENT" (set 243)', async () => {
    const g = await generateIndependent243('harborview_loan', 500000, { style: 'typed', scan: false });
    expect(people(await appOf(g.pdf))).toEqual(people(g.truth));
  }, 120_000);
  it('"3256 Rue Saint-Denis" in a table of the principals\' homes is an address, no owner (set 243)', async () => {
    const g = await generateIndependent243('harborview_loan', 610000, { style: 'typed', scan: false });
    expect(people(await appOf(g.pdf))).toEqual(people(g.truth));
  }, 120_000);
  it('an owner\'s detail line with its last label left blank keeps the table going; "Mendoza-Van Dyke" is one surname (set 244)', async () => {
    const g = await generateIndependent244('ironclad', 500001, { style: 'typed', scan: false });
    expect(g.truth.applicants.map((a) => a.last_name)).toEqual(['Mendoza-Van Dyke', 'Haddad']);
    expect(people(await appOf(g.pdf))).toEqual(people(g.truth));
  }, 120_000);
});

describe('a scanned form\'s small print read up close', () => {
  it('reads "Tax ID:" (read "Tax ip;" at the page\'s size) as a person does, with the number it labels (set 221\'s scan)', async () => {
    const g = await generateIndependent221('northstar_checkbox', 500000, { style: 'typed', scan: true });
    const r = await parseStatements([{ name: 'scan.pdf', bytes: g.pdf }], { ocr: OCR, engines });
    expect([r.application?.business_tax_id, r.application?.business_tax_id_type]).toEqual(['846281398', 'EIN']);
  }, 300_000);
});

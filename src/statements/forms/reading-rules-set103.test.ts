import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Sets 103 and 101 (Canadian forms, English, bilingual and French-first; ordinary broker forms): a bilingual form's
// headings set larger than its labels, one of them worded like a label; a name's part said in the label's other
// language; a French surname's particle; a deal sheet's "Own:"; a word sharing the noun after its slash; a checkbox's
// X over the value it types.

/** Text at (x, y): [text, x, y, size, bold]; a checkbox drawn at (x, y) for each of `boxes`. */
type Run = [string, number, number, number?, boolean?];
async function page(runs: Run[], boxes: [number, number][] = []): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  for (const [x, y] of boxes) doc.lineWidth(0.6).rect(x, y, 9, 9).stroke();
  for (const [t, x, y, size = 9, bold = false] of runs) doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).text(t, x, y, { lineBreak: false });
  return collect(doc);
}
const read = async (runs: Run[], boxes: [number, number][] = []) => (await parseStatements([{ name: 'f.pdf', bytes: await page(runs, boxes) }])).application;

/** A bilingual form's business block, its sections headed in bold 11-point type, labels in 8-point. */
const BUSINESS: Run[] = [['Demande de financement / Funding Application', 330, 20, 11, true], ['Entreprise / Business', 40, 66, 11, true],
  ['Nom légal / Legal name:', 40, 86, 8], ['9123-4567 Québec inc.', 140, 84], ['NE / BN:', 40, 104, 8], ['788951242 RC0001', 90, 102],
  ['Province:', 40, 122, 8], ['QC', 90, 120], ['Secteur d\'activité / Type of business:', 200, 122, 8], ['Driving school', 360, 120]];
const OWNERS = (y: number): Run[] => [['Actionnaires / Shareholders', 40, y, 11, true], ['Actionnaire 1 / Shareholder 1', 40, y + 20, 8],
  ['Nom / Last name:', 40, y + 36, 8], ['Ivanova', 110, y + 34], ['Prénom / First name:', 250, y + 36, 8], ['Tanya', 330, y + 34],
  ['% :', 440, y + 36, 8], ['60%', 455, y + 34], ['Titre / Title:', 40, y + 54, 8], ['Président', 90, y + 52],
  ['Actionnaire 2 / Shareholder 2', 40, y + 74, 8], ['Nom / Last name:', 40, y + 90, 8], ['Bélanger', 110, y + 88],
  ['Prénom / First name:', 250, y + 90, 8], ['Luc', 330, y + 88], ['% :', 440, y + 90, 8], ['40%', 455, y + 88]];

describe('sets 103 and 101: Canadian and ordinary broker forms', () => {
  it("a heading worded like a label, set as the page's headings are, heads the request: its bare \"Montant / Amount\" is the amount asked", async () => {
    const a = await read([...BUSINESS, ['Financement demandé / Funding requested', 40, 150, 11, true], ['Montant / Amount:', 40, 170, 8],
      ['500 000 $', 125, 168], ['Utilisation / Use of funds:', 250, 170, 8], ['New location', 345, 168], ...OWNERS(200)]);
    expect([a?.legal_name, a?.requested_amount]).toEqual(['9123-4567 Québec inc.', 500000]);
  });

  it('a name asked in one language and its part in the other ("Nom / Last name") is the part: the surname', async () => {
    const a = await read([...BUSINESS, ...OWNERS(150)]);
    expect((a?.applicants ?? []).map((o) => [o.first_name, o.last_name, o.ownership])).toEqual([['Tanya', 'Ivanova', 60], ['Luc', 'Bélanger', 40]]);
  });

  it('a French surname\'s particle "Des" is the surname\'s: "François Des Rosiers"', async () => {
    const a = await read([...BUSINESS, ['Propriétaires / Owners', 40, 150, 11, true], ['Name / Nom:', 40, 172, 8], ['François Des Rosiers', 100, 170],
      ['Title / Titre:', 40, 188, 8], ['Partner', 100, 186], ['Ownership / Participation:', 40, 204, 8], ['100%', 150, 202]]);
    expect((a?.applicants ?? []).map((o) => [o.first_name, o.last_name])).toEqual([['François', 'Des Rosiers']]);
  });

  it('a deal sheet\'s "Own:" in a principal\'s line is the share owned', async () => {
    const a = await read([['DEAL SUBMISSION SHEET', 48, 30, 12, true], ['MERCHANT', 48, 60, 9, true], ['Legal Name:', 48, 80, 8], ['Poirier & Nguyen', 200, 78],
      ['Entity:', 48, 96, 8], ['General Partnership', 200, 94], ['CRA Business No.:', 48, 112, 8], ['772902714RT0001', 200, 110],
      ['Address:', 48, 128, 8], ['3773 Granville St, Calgary', 200, 126], ['Province:', 48, 144, 8], ['Alberta', 200, 142],
      ['Amount Requested:', 48, 160, 8], ['$30,000 CAD', 200, 158], ['PRINCIPALS', 48, 184, 9, true],
      ['Principal 1:', 48, 204, 8], ['Sébastien Poirier', 200, 202], ['Title:', 68, 220, 8], ['Partner', 101, 218], ['Own:', 228, 220, 8], ['50%', 256, 218],
      ['SIN:', 328, 220, 8], ['463-841-288', 356, 218], ['Principal 2:', 48, 244, 8], ['Graham Nguyen', 200, 242], ['Title:', 68, 260, 8], ['Partner', 101, 258],
      ['Own:', 228, 260, 8], ['50%', 256, 258], ['SIN:', 328, 260, 8], ['191 795 178', 356, 258]]);
    expect((a?.applicants ?? []).map((o) => [o.first_name, o.last_name, o.ownership])).toEqual([['Sébastien', 'Poirier', 50], ['Graham', 'Nguyen', 50]]);
  });

  it('a word before a slash shares the noun after it: "Trade / Operating Name (O/A)" asks the trade name, no trade', async () => {
    const a = await read([['SECTION A - BUSINESS', 41, 60, 8, true], ['Legal Name (as registered)', 39, 84, 7], ['2408928 Nova Scotia Inc.', 41, 93],
      ['Trade / Operating Name (O/A)', 39, 108, 7], ['Northern Lights Dental Office', 41, 117], ['Street Address', 39, 132, 7], ['5309 Dundas St E', 41, 141],
      ['Province', 409, 132, 7], ['NS', 411, 141], ['Nature of Business', 189, 156, 7], ['Dental office', 191, 165], ['Date Business Established', 39, 156, 7],
      ['12-May-2017', 41, 165], ['SECTION B - FUNDING REQUESTED', 41, 190, 8, true], ['Advance Amount Requested', 39, 204, 7], ['$60,000', 41, 213]]);
    expect([a?.trade_name, a?.industry]).toEqual(['Northern Lights Dental Office', 'dental_practice']);
  });

  it("a checkbox's letter X over the number it types is no other label's: the number under the row is the tax ID", async () => {
    const a = await read([['SECTION A - BUSINESS', 41, 60, 8, true], ['Legal Name', 39, 84, 7], ['2408928 Nova Scotia Inc.', 41, 93],
      ['Tax ID:', 40, 152, 8], ['X', 76.5, 151], ['BN', 89, 152, 8], ['SIN (sole proprietor without BN)', 122, 152, 8], ['HST No.:', 336, 152, 8],
      ['869246868RC0001', 77, 161], ['Street Address', 39, 178, 7], ['5309 Dundas St E', 41, 187],
      ['Province', 409, 178, 7], ['NS', 411, 187], ['SECTION B - FUNDING REQUESTED', 41, 210, 8, true], ['Advance Amount Requested', 39, 224, 7], ['$60,000', 41, 233]], [[75, 150], [110, 150]]);
    expect([a?.business_tax_id, a?.business_tax_id_type]).toEqual(['869246868RC0001', 'BN']);
  });
});

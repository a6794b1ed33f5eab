// Sections shared by the layouts of set 77: the other parties' rows (ISO rep, referral partner, CPA, landlord, bank,
// previous owner, emergency contact), the funders and references tables, owners' rows and table, checkbox rows,
// the authorisation paragraph and the signatures. Each layout draws them with its own renderer and order.
import type { Rng } from '../../statements/generator/prng.ts';
import { f, ownerName, randomDate, type Merchant, type Owner } from './data.ts';
import type { Parties } from './parties.ts';
import type { Cell, Pen, Val } from './pen.ts';

export const isoRows = (p: Parties, v: number): Cell[][] => v === 0
  ? [[['ISO / Broker Company', p.iso.company, 2], ['ISO ID #', p.iso.isoId]], [['Sales Rep Name', p.iso.rep, 1.3], ['Rep Phone', p.iso.phone], ['ISO Tax ID (EIN)', p.iso.ein]]]
  : [[['Submitting Office', p.iso.company, 1.5], ['Office Address', p.iso.office, 1.5]], [['Account Executive', p.iso.rep], ['Direct Line', p.iso.phone], ['Rep E-mail', p.iso.email, 1.2], ['Broker EIN', p.iso.ein]]];
export const referralRows = (p: Parties): Cell[][] => [[['Referral Partner', p.referral.name], ['Referral Company', p.referral.company, 1.3]],
  [['Partner Phone', p.referral.phone], ['Partner EIN / Tax ID', p.referral.ein], ['Split', p.referral.split, 0.6]]];
export const cpaRows = (p: Parties): Cell[][] => [[['Accountant / CPA Name', p.cpa.name, 1.3], ['Accounting Firm', p.cpa.firm, 1.3]], [['CPA Phone', p.cpa.phone], ['CPA E-mail', p.cpa.email]]];
export const landlordRows = (p: Parties): Cell[][] => [[[`${p.landlord.kind} Name`, p.landlord.name, 1.6], ['Contact', p.landlord.contact]],
  [[`${p.landlord.kind} Phone`, p.landlord.phone], [p.landlord.kind === 'Landlord' ? 'Monthly Rent' : 'Monthly Mortgage Pmt', p.landlord.rent], ['Occupied Since', p.landlord.since]]];
export const bankRows = (p: Parties): Cell[][] => [[['Bank Name', p.bank.name, 1.4], ['Bank Officer / Contact', p.bank.officer, 1.2], ['Bank Phone', p.bank.phone]],
  [['Account #', p.bank.acct], ['ABA Routing #', p.bank.routing], ['Date Opened', p.bank.opened], ['Avg. Daily Balance', p.bank.balance]]];
export const prevRows = (p: Parties): Cell[][] => [[['Previous Owner Name', p.prev.name, 1.3], ['Previous Owner Phone', p.prev.phone]],
  [['Date Business Purchased', p.prev.sold], ['Purchase Price', p.prev.price]]];
export const contactRows = (p: Parties): Cell[][] => {
  const row: Cell[] = [];
  if (p.show.emergency) row.push(['Emergency Contact', p.emergency.name, 1.2], ['Relationship', p.emergency.relation, 0.8], ['Contact Phone', p.emergency.phone]);
  if (p.show.spouse) row.push(['Spouse Name', p.spouse.name, 1.2], ['Spouse Phone', p.spouse.phone]);
  return row.length > 3 ? [row.slice(0, 3), row.slice(3)] : row.length ? [row] : [];
};

/** Existing MCA positions: funder, original amount, balance, payment, frequency. */
export function fundersTable(pen: Pen, x: number, y: number, w: number, p: Parties, blankRows: number): number {
  const ws = [0.3, 0.16, 0.16, 0.16, 0.1, 0.12].map((k) => k * w);
  const rows: Val[][] = p.funders.map((fu) => [fu.name, fu.funded, fu.balance, fu.payment, fu.freq, fu.start]);
  while (rows.length < p.funders.length + blankRows) rows.push(['', '', '', '', '', '']);
  return pen.table(x, y, ws, ['Funder / Lender', 'Funded Amount', 'Current Balance', 'Daily/Wkly Payment', 'Freq.', 'Funded Date'], rows, 13);
}

export function refsTable(pen: Pen, x: number, y: number, w: number, p: Parties, title: string): number {
  const ws = [0.34, 0.24, 0.22, 0.2].map((k) => k * w);
  return pen.table(x, y, ws, [title, 'Contact', 'Phone', 'Account #'], p.refs.map((r) => [r.name, r.contact, r.phone, r.acct]), 13);
}

export const ENTITY_A: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'],
  ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation'], ['Other', '']];
export const ENTITY_B: [string, string][] = [['Sole Prop', 'sole_proprietorship'], ['C Corp', 'c_corporation'], ['S Corp', 's_corporation'],
  ['LLC', 'llc'], ['LLP', 'llp'], ['Partnership', 'general_partnership'], ['Other', '']];

/** An entity checkbox row; a type the row lacks is checked "Other" with its name written on the line. Returns the y below. */
export function entityRow(pen: Pen, x: number, y: number, w: number, m: Merchant, options: [string, string][], label: string): number {
  pen.text(x, y + 1, label, { size: 7, bold: true });
  pen.doc.font(pen.boldFont).fontSize(7);
  const hit = options.find(([, id]) => id === m.entityId);
  const chosen = hit ? f(hit[0], { type_of_entity: m.entityId }) : f('Other');
  const ex = pen.choices(x + pen.doc.widthOfString(label) + 6, y, options.map((o) => o[0]), chosen, { name: 'entity', gap: 7 });
  pen.under(ex - 4, y - 2, Math.max(60, x + w - ex + 4), ':', hit ? '' : f(m.entityText, { type_of_entity: m.entityId }));
  return y + 13;
}

export function freqRow(pen: Pen, x: number, y: number, m: Merchant, label: string): number {
  pen.text(x, y + 1, label, { size: 7 });
  pen.doc.font(pen.labelFont).fontSize(7);
  pen.choices(x + pen.doc.widthOfString(label) + 6, y, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.freq ? m.freqF : null, { name: 'frequency' });
  return y + 13;
}

/** One owner as rows of cells. */
export function ownerRows(o: Owner, v: number): Cell[][] {
  const name: Cell[] = v === 1 ? [['Last Name', ownerName(o, 'last')], ['First Name', ownerName(o, 'first')]] : [[v === 2 ? 'Name (Last, First)' : 'Full Name', ownerName(o, v === 2 ? 'lastFirst' : 'full'), 2]];
  return [[...name, ['Title', o.title], ['Ownership %', o.pct, 0.7]],
    [['SSN', o.ssn], ['Date of Birth', o.dob], ['Credit Score (est.)', o.score, 0.8], ['Cell Phone', o.cell]],
    [['Home Address', o.home, 1.6], ['City, State, Zip', o.cityLine, 1.4], ['E-mail', o.email, 1.3]]];
}

/** Owners as one table row each; cols picks and orders the columns. */
export function ownersTable(pen: Pen, x: number, y: number, w: number, m: Merchant, cols: string[], slots: number, nameForm: 'full' | 'lastFirst' = 'full'): number {
  const spec: Record<string, [string, number, (o: Owner) => Val]> = {
    name: [nameForm === 'full' ? 'Owner Name' : 'Owner (Last, First)', 2.2, (o) => ownerName(o, nameForm)], title: ['Title', 1.2, (o) => o.title],
    pct: ['Own %', 0.6, (o) => o.pct], ssn: ['SSN', 1.2, (o) => o.ssn], dob: ['DOB', 1, (o) => o.dob], score: ['FICO', 0.6, (o) => o.score],
    home: ['Home Address', 2, (o) => `${o.home}, ${o.cityLine}`], cell: ['Cell', 1.2, (o) => o.cell],
  };
  const tot = cols.reduce((s, c) => s + spec[c]![1], 0);
  const ws = cols.map((c) => (spec[c]![1] * w) / tot);
  const rows: Val[][] = m.owners.map((o) => cols.map((c) => spec[c]![2](o)));
  while (rows.length < slots) rows.push(cols.map(() => ''));
  return pen.table(x, y, ws, cols.map((c) => spec[c]![0]), rows, 14);
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") certify that ' +
  'all information and documents submitted in connection with this application are true, correct and complete. You authorize the ISO named above, ' +
  'its assigns, agents, banks and financial institutions, and funding sources to which it may present this application to obtain consumer and ' +
  'business credit reports, bank references, trade references and any other information on you and the business, including contacting the ' +
  'landlord, accountant and references listed herein. The third parties named on this application are not applicants and are not guarantors.';

function scribble(pen: Pen, r: Rng, x: number, y: number, w: number): void {
  const d = pen.doc;
  d.save().lineWidth(0.9).strokeColor([25, 25, 90]).moveTo(x, y);
  let cx = x;
  while (cx < x + w) { d.bezierCurveTo(cx + 6, y - r.float(4, 10), cx + 10, y + r.float(2, 6), cx + r.float(12, 20), y - r.float(-2, 3)); cx += 16; }
  d.stroke().restore();
}

/** A signature line per owner: signature, printed name, title, date. Returns the y below. */
export function signatures(pen: Pen, r: Rng, x: number, y: number, w: number, m: Merchant, sig: boolean): number {
  const signed = randomDate(r, 2025, 2025, 0).text;
  for (const o of m.owners) {
    if (sig && pen.style !== 'fillable') scribble(pen, r, x + 40, y + 8, w * 0.22);
    pen.grid(x, y, w, 17, [[['Signature', '', 1.3], ['Print Name', ownerName(o, 'full'), 1.3], ['Title', o.title, 0.8], ['Date', signed, 0.7]]], 'lines');
    y += 19;
  }
  return y;
}

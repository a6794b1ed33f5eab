// Layout 1: Harborline Capital Partners (US broker). An application typed in a word processor: no boxes, each line a
// label, a dot leader (or only a tab's gap) to a tab stop, then the value; some lines hold two or three tab stops;
// entity type and payment frequency as a row of Word checkboxes; owners on page 2; bank and trade references.
import type { Rng } from '../../statements/generator/prng.ts';
import { v, type Deal, type Val } from './deal.ts';
import type { Sheet } from './sheet.ts';

const FONT = 'Times-Roman';
const BOLD = 'Times-Bold';
const SIZE = 10.5;
const ENTITY_BOXES: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
  ['Sole Proprietor', 'sole_proprietorship'], ['S Corp', 's_corporation']];

type Item = Val | { decoy: string; text: string };

class Writer {
  y = 0;
  private readonly s: Sheet;
  private readonly leader: string;
  constructor(s: Sheet, leader: string) { this.s = s; this.leader = leader; }

  /** `label ........ value` with the value at `tab`; returns the x after the value's slot. */
  pair(label: string, item: Item, x: number, tab: number, slot: number): number {
    const doc = this.s.doc.font(FONT).fontSize(SIZE);
    const lw = doc.widthOfString(`${label} `);
    let text = `${label} `;
    if (this.leader) {
      const dw = doc.widthOfString(this.leader);
      text += this.leader.repeat(Math.max(2, Math.floor((tab - x - lw - 4) / dw)));
    }
    this.s.label(text, x, this.y, { font: FONT, size: SIZE });
    if ('decoy' in item) this.s.decoy(item.decoy, item.text, tab, this.y, slot, { font: FONT, size: SIZE });
    else this.s.value(item, tab, this.y, slot, { font: FONT, size: SIZE });
    return tab + slot;
  }

  line(label: string, item: Item): void {
    this.pair(label, item, 72, 245, 290);
    this.y += 18;
  }

  heading(text: string): void {
    this.y += 6;
    this.s.label(text, 72, this.y, { font: BOLD, size: 12 });
    this.s.doc.lineWidth(0.6).moveTo(72, this.y + 14).lineTo(540, this.y + 14).stroke();
    this.y += 22;
  }
}

function page1(s: Sheet, d: Deal, w: Writer, rng: Rng): void {
  s.label('Harborline Capital Partners', 72, 48, { font: BOLD, size: 16, color: '#1f3864' });
  s.label('Small Business Funding Application', 72, 68, { font: FONT, size: 12 });
  s.label('Please complete every line. Return by e-mail to apps@harborlinecp.com', 72, 84, { font: 'Times-Italic', size: 9 });
  w.y = 108;
  w.heading('Section 1  -  Business Information');
  w.line('Legal Business Name', d.legal);
  w.line(rng.pick(['DBA', 'Doing Business As (DBA)', 'Trade Name / DBA']), d.dba);
  s.label('Entity Type:', 72, w.y, { font: FONT, size: SIZE });
  let x = 150;
  const box = ENTITY_BOXES.find(([l, id]) => id === d.entity.id && (l !== 'Corporation' || ['Corporation', 'Inc.'].includes(d.entity.text)));
  for (const [label, id] of ENTITY_BOXES) x = s.check(label, box?.[0] === label, x, w.y, box?.[0] === label ? { type_of_entity: id } : {}, { font: FONT, size: SIZE - 1 });
  w.y += 17;
  x = s.check('Other (specify):', !box, 150, w.y, {}, { font: FONT, size: SIZE - 1 });
  s.doc.lineWidth(0.5).moveTo(x - 8, w.y + 11).lineTo(400, w.y + 11).stroke();
  if (!box) s.value(v(d.entity.text, { type_of_entity: d.entity.id }), x - 4, w.y, 400 - x, { font: FONT, size: SIZE });
  w.y += 20;
  w.line(d.taxLabel, d.tax);
  if (d.start.text) w.line('Business Start Date', d.start);
  else w.line('Years in Business', { decoy: 'years in business (no date)', text: d.years });
  w.line('State of Incorporation', { decoy: 'state of incorporation', text: d.incState });
  w.line('Physical Address', { decoy: 'street address', text: d.street });
  const end = w.pair('City', { decoy: 'city', text: d.addr.city }, 72, 140, 120);
  const end2 = w.pair('State', d.region, end + 6, end + 70, 40);
  w.pair('Zip', { decoy: 'zip code', text: d.addr.postal }, end2 + 6, end2 + 60, 60);
  w.y += 18;
  w.line('Business Phone', { decoy: 'business phone', text: d.phone });
  w.line('Business E-mail', { decoy: 'business e-mail', text: d.email });
  if (d.website) w.line('Website', { decoy: 'website', text: d.website });
  w.line('Type of Business / Industry', d.industry);
  w.line('Number of Employees', { decoy: 'employees', text: d.employees });
  w.line('Landlord / Mortgage Holder', { decoy: 'landlord', text: d.landlord.name });
  w.line('Landlord Phone', { decoy: 'landlord phone', text: d.landlord.phone });
  w.heading('Section 2  -  Funding Request');
  w.line('Amount Requested', d.amount);
  w.line('Use of Proceeds', { decoy: 'use of funds', text: d.useOfFunds });
  w.line('Average Monthly Sales', { decoy: 'average monthly sales', text: d.monthlySales });
  if (d.freq.text) {
    s.label('Payment Schedule:', 72, w.y, { font: FONT, size: SIZE });
    let fx = 175;
    for (const f of ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']) fx = s.check(f, f === d.freq.text, fx, w.y, f === d.freq.text ? d.freq.set : {}, { font: FONT, size: SIZE - 1 });
    w.y += 20;
    w.line('Proposed Payment Amount', d.payment);
    w.line('Number of Payments', d.nPayments);
  }
}

function page2(s: Sheet, d: Deal, w: Writer, rng: Rng): void {
  w.y = 60;
  w.heading('Section 3  -  Owners / Officers (all owners of 20% or more)');
  const ssnLabel = rng.pick(['Social Security #', 'SSN', 'SSN / ITIN']);
  d.owners.forEach((o, i) => {
    s.label(`Owner ${i + 1}`, 72, w.y, { font: BOLD, size: SIZE });
    w.y += 16;
    w.line('Full Name', o.name);
    w.line('Title', o.title);
    w.line('Ownership %', o.pct);
    w.line(ssnLabel, o.tax);
    w.line('Date of Birth', o.dob);
    w.line('Home Address', { decoy: 'owner home address', text: o.home });
    w.line('Credit Score (self-reported)', o.score);
  });
  w.heading('Section 4  -  Bank & Trade References');
  w.line('Business Bank', { decoy: 'bank name', text: d.bank.name });
  const end = w.pair('Routing #', { decoy: 'routing number', text: d.bank.routing }, 72, 140, 110);
  w.pair('Account #', { decoy: 'account number', text: d.bank.account }, end + 6, end + 80, 120);
  w.y += 18;
  d.refs.forEach((r, i) => {
    const e = w.pair(`Trade Reference ${i + 1}`, { decoy: 'trade reference', text: r.name }, 72, 190, 170);
    w.pair('Phone', { decoy: 'trade reference phone', text: r.phone }, e + 6, e + 50, 110);
    w.y += 18;
  });
  w.y += 8;
  s.label('By signing below, each owner certifies that the information above is true and complete and authorizes Harborline ' +
    'Capital Partners and its funding partners to obtain consumer and business credit reports, verify the information given, ' +
    'and share this application with prospective funders.', 72, w.y, { font: FONT, size: 9, width: 468 });
  w.y += 52;
  d.owners.forEach(() => {
    s.label('Signature ______________________________      Date ______________', 72, w.y, { font: FONT, size: SIZE });
    w.y += 24;
  });
}

export function drawWord(s: Sheet, d: Deal, rng: Rng): void {
  const w = new Writer(s, rng.pick(['.', '.', '. ', '']));
  s.doc.addPage({ size: 'LETTER', margin: 0 });
  page1(s, d, w, rng);
  s.doc.addPage({ size: 'LETTER', margin: 0 });
  page2(s, d, w, rng);
}

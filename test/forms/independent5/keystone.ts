// Keystone Merchant Funding: a two-page form of boxed cells (label small in the corner, value inside). Page 1 holds
// the business, an entity checkbox row marked with a drawn X (two lines, no text) and an "Other: ___" line, own/rent
// boxes, the landlord (decoy) and the amount only. Page 2 holds 1-2 owners with first name, initial and last name in
// separate cells, home addresses (decoys), trade references (decoys) and signatures.
import type { Rng } from '../../statements/generator/prng.ts';
import { ein, fmtDate, money, ssnText } from './format.ts';
import { BIZ_TAX, cell, STATE, TAX, type Layout } from './kit.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';

const X0 = 40;
const W = 532;
const GREEN = '#2e5e3a';

function band(p: Pen, title: string, y: number): number {
  p.rect(X0, y, W, 15, { fill: GREEN });
  p.text(title, X0 + 6, y + 4, { font: 'Helvetica-Bold', size: 8.5, color: '#fff' });
  return y + 15;
}

/** Entity row: the reference's own labels for the boxes; S corp and LP go on the "Other" line. */
function entityRow(p: Pen, m: Merchant, y: number): void {
  const boxes: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
    ['Sole Prop', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']];
  const listed = boxes.some(([, id]) => id === m.entityId);
  p.rect(X0, y, W, 24, { lw: 0.7 });
  p.text('Type of Entity', X0 + 3, y + 2.5, { size: 6.5 });
  const x = p.checks(boxes.map(([label, id]) => ({ label, on: id === m.entityId })), X0 + 8, y + 12, ['type_of_entity'], { name: 'Entity' });
  p.checks([{ label: 'Other:', on: !listed }], x, y + 12, [], { name: 'Entity' });
  p.rule(x + 40, y + 20, X0 + W - 10, y + 20, { w: 0.5 });
  if (!listed) p.value(m.entityId === 's_corporation' ? 'S Corp' : 'LP', x + 44, y + 10, 100, ['type_of_entity']);
}

function page1(p: Pen, m: Merchant, r: Rng): void {
  let y = band(p, 'SECTION A  -  BUSINESS INFORMATION', 92);
  const h = 26;
  cell(p, 'Business Legal Name', X0, y, 330, h, m.legal, ['legal_name']);
  cell(p, 'Federal Tax ID #', X0 + 330, y, 202, h, ein(m.tid), BIZ_TAX);
  y += h;
  cell(p, 'Doing Business As (DBA)', X0, y, 330, h, m.dba, ['trade_name']);
  cell(p, 'Business Start Date', X0 + 330, y, 202, h, fmtDate(m.start, r.pick(['long', 'short-month'] as const)), ['business_start_date']);
  y += h;
  entityRow(p, m, y);
  y += 24;
  cell(p, 'Physical Address (no P.O. Box)', X0, y, 250, h, m.addr.street, 'info');
  cell(p, 'City', X0 + 250, y, 120, h, m.addr.city, 'info');
  cell(p, 'State', X0 + 370, y, 60, h, m.addr.region, STATE);
  cell(p, 'Zip', X0 + 430, y, 102, h, m.addr.zip, 'info');
  y += h;
  cell(p, 'Business Phone', X0, y, 180, h, m.phone, 'info');
  cell(p, 'Website', X0 + 180, y, 200, h, m.website, 'info');
  cell(p, 'State of Incorporation', X0 + 380, y, 152, h, m.incState[1], 'decoy');
  y += h;
  cell(p, 'Type of Business / Products Sold', X0, y, 260, h, m.industryText, ['industry']);
  cell(p, '# of Employees', X0 + 260, y, 90, h, String(m.employees), 'info');
  p.rect(X0 + 350, y, 182, h, { lw: 0.7 });
  p.text('Business Location', X0 + 353, y + 2.5, { size: 6.5 });
  p.checks([{ label: 'Own', on: !m.rent }, { label: 'Rent', on: m.rent }], X0 + 360, y + 13, [], { name: 'Premises' });
  y += h;
  cell(p, 'Landlord / Mortgage Holder', X0, y, 330, h, m.rent ? m.landlord.name : '', 'decoy');
  cell(p, 'Landlord Phone', X0 + 330, y, 202, h, m.rent ? m.landlord.phone : '', 'decoy');
  y = band(p, 'SECTION B  -  FUNDING REQUEST', y + h + 12);
  cell(p, 'Funding Amount Requested', X0, y, 200, h, money(m.amount, { cents: true }), ['requested_amount']);
  cell(p, 'Use of Proceeds', X0 + 200, y, 200, h, m.use, 'info');
  cell(p, 'Avg. Monthly Revenue', X0 + 400, y, 132, h, money(m.monthlySales), 'info');
  y = band(p, 'SECTION C  -  BANK INFORMATION', y + h + 12);
  cell(p, 'Bank Name', X0, y, 180, h, m.bank.name, 'decoy');
  cell(p, 'ABA Routing Number', X0 + 180, y, 170, h, m.bank.routing, 'decoy');
  cell(p, 'Business Checking Account #', X0 + 350, y, 182, h, m.bank.account, 'decoy');
}

function ownerBlock(p: Pen, m: Merchant, i: number, y: number, r: Rng): number {
  const o = m.owners[i]!;
  const h = 26;
  p.text(`OWNER / GUARANTOR ${i + 1}`, X0, y, { font: 'Helvetica-Bold', size: 8 });
  y += 11;
  cell(p, 'First Name', X0, y, 190, h, o.first, [`a${i}.first_name`]);
  cell(p, 'M.I.', X0 + 190, y, 40, h, o.middle, 'info');
  cell(p, 'Last Name', X0 + 230, y, 200, h, o.last + (o.suffix ? ` ${o.suffix}` : ''), [`a${i}.last_name`]);
  cell(p, '% of Ownership', X0 + 430, y, 102, h, `${o.pct}`, [`a${i}.ownership`]);
  y += h;
  cell(p, 'Title', X0, y, 190, h, o.title, [`a${i}.role`]);
  cell(p, 'Social Security #', X0 + 190, y, 140, h, ssnText(o, r.pick(['X', '*'] as const)), TAX(i));
  cell(p, 'Date of Birth', X0 + 330, y, 110, h, fmtDate(o.dob, 'mdy'), [`a${i}.date_of_birth`]);
  cell(p, 'Credit Score (est.)', X0 + 440, y, 92, h, o.score === null ? '' : String(o.score), [`a${i}.credit_score`]);
  y += h;
  cell(p, 'Home Address', X0, y, 250, h, o.home.street, 'decoy');
  cell(p, 'City', X0 + 250, y, 120, h, o.home.city, 'decoy');
  cell(p, 'State', X0 + 370, y, 60, h, o.home.region, 'decoy');
  cell(p, 'Cell Phone', X0 + 430, y, 102, h, o.phone, 'info');
  return y + h + 14;
}

export const KEYSTONE: Layout = {
  name: 'keystone-boxed', country: 'US', owners: [1, 2], entities: ['llc', 'c_corporation', 'general_partnership', 's_corporation', 'limited_partnership'],
  mark: 'x-lines', valueFont: 'Helvetica', maskSsn: 0.4,
  draw(p, m, r) {
    p.rect(X0, 36, 44, 44, { fill: GREEN });
    p.text('K', X0 + 13, 44, { font: 'Times-Bold', size: 30, color: '#fff' });
    p.text('Keystone Merchant Funding', X0 + 54, 40, { font: 'Times-Bold', size: 18, color: GREEN });
    p.text('Business Cash Advance Application  -  Page 1 of 2', X0 + 54, 62, { size: 8.5 });
    p.text(`ISO Code: KMF-${r.int(1000, 9999)}`, 470, 44, { size: 7.5 });
    page1(p, m, r);
    p.addPage();
    let y = band(p, 'SECTION D  -  OWNERSHIP (ALL OWNERS OF 20% OR MORE)', 40) + 10;
    m.owners.forEach((_, i) => { y = ownerBlock(p, m, i, y, r); });
    y = band(p, 'SECTION E  -  TRADE REFERENCES', y);
    m.refs.forEach((ref, i) => {
      cell(p, `Reference ${i + 1} Company`, X0, y, 330, 26, ref.name, 'decoy');
      cell(p, 'Phone', X0 + 330, y, 202, 26, ref.phone, 'decoy');
      y += 26;
    });
    p.text('By signing below, each owner certifies that the information in this application is true and complete and authorizes ' +
      'Keystone Merchant Funding, its assigns and funding partners to obtain credit reports, bank statements and any other information.', X0, y + 12, { size: 7, w: W });
    for (const [k, x] of [[0, X0], [1, X0 + 280]] as const) {
      p.rule(x, y + 62, x + 240, y + 62);
      p.text(`Owner ${k + 1} Signature                                  Date`, x, y + 65, { size: 7 });
    }
  },
};

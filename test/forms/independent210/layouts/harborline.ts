// Harborline Funding Group: three pages of numbered sections in a serif face, every caption under its line. The
// request (with the funder's payoff and net-funding figures beside it) comes before the business; ownership is a
// table of full names; property, bank, references and the ISO follow; page 3 is the authorization and guaranty.
import type { Sheet } from '../canvas.ts';
import { FREQ_LABEL, type Merchant } from '../data.ts';
import { oneLine } from '../formats.ts';
import { AUTH, F, checks, field, fine, GUARANTY, signature, table, v } from '../parts.ts';

const GREEN = '#1d4d3a';

function head(s: Sheet, page: number): void {
  s.text('Harborline Funding Group', 36, 30, 17, { bold: true, color: GREEN });
  s.text('Renewal & Additional Capital Application', 36, 50, 10);
  s.text(`88 Water Street, Suite 1400, New York, NY 10004\nDeals: (646) 555-0172   Page ${page} of 3`, 380, 32, 7, { width: 196, align: 'right' });
  s.line(36, 66, 576, 66, GREEN, 1.5);
}

function sec(s: Sheet, n: number, t: string, y: number): number {
  s.text(`${n}.  ${t}`, 36, y, 10.5, { bold: true, color: GREEN });
  return y + 17;
}

function page1(s: Sheet, m: Merchant): void {
  head(s, 1);
  let y = sec(s, 1, 'Account Summary (completed by Harborline)', 76);
  s.rect(36, y, 540, 40, { fill: '#eef4f1', stroke: GREEN });
  const c = m.cur;
  [['Merchant ID', 'cur.id', c.merchantId], ['Original advance', 'cur.original', c.original], ['Date funded', 'cur.funded', c.funded],
    ['Current balance', 'cur.balance', c.balance], ['Last payment', 'cur.payment', c.payment], [`Remaining (${FREQ_LABEL[c.freq]})`, 'cur.remaining', c.remaining]]
    .forEach(([l, k, t], i) => { const x = 42 + (i % 3) * 180, yy = y + 4 + Math.floor(i / 3) * 18; s.text(`${l}:`, x, yy + 1, 7.5); s.preprinted(k!, t!, x + 78, yy, 8.5, 'Courier-Bold'); });
  y = sec(s, 2, 'Renewal Request (completed by merchant)', y + 52);
  field(s, 'under', 'Renewal amount requested', 36, y, 170, v('req.amount', m.amountText, F.amount(m)));
  field(s, 'under', 'Desired payment amount', 216, y, 170, v('req.payment', m.paymentText, F.payment(m)));
  field(s, 'under', 'Number of payments', 396, y, 180, v('req.n', m.nText, F.count(m)));
  y += 32;
  s.text('Payment schedule:', 36, y + 1, 8.5);
  checks(s, 'req.freq', 120, y, Object.values(FREQ_LABEL), m.freqPrinted ? FREQ_LABEL[m.freq] : null, F.freq(m.freq), 8.5, 14);
  y += 18;
  s.text('Less payoff of current balance:', 36, y, 8);
  s.preprinted('cur.payoff', c.payoff, 170, y - 1, 8.5, 'Courier-Bold');
  s.text('Estimated net funding:', 300, y, 8);
  s.preprinted('cur.net', c.net, 400, y - 1, 8.5, 'Courier-Bold');
  y += 18;
  field(s, 'under', 'How will the funds be used?', 36, y, 540, v('use', m.useOfFunds));
  y = sec(s, 3, 'Business Profile', y + 36);
  field(s, 'under', 'Legal name of business', 36, y, 310, v('legal', m.legal, F.legal(m)));
  field(s, 'under', 'Trade name (d/b/a)', 356, y, 220, v('dba', m.dbaText, F.dba(m)));
  y += 32;
  field(s, 'under', 'Form of business (Corp, LLC, LP ...)', 36, y, 150, v('entity', m.entityText, F.entity(m)));
  field(s, 'under', m.taxType === 'EIN' ? 'Federal employer ID no. (EIN)' : 'EIN or SSN', 196, y, 130, v('taxid', m.taxText, F.tax(m)));
  field(s, 'under', 'Date business started', 336, y, 110, v('start', m.startText, F.start(m)));
  field(s, 'under', 'Years in business', 456, y, 120, v('years', String(m.years)));
  y += 32;
  field(s, 'under', 'Street address of business location', 36, y, 260, v('street', m.addr.street));
  field(s, 'under', 'City', 306, y, 120, v('city', m.addr.city));
  field(s, 'under', 'State', 436, y, 60, v('state', m.stateText, F.state(m)));
  field(s, 'under', 'ZIP code', 506, y, 70, v('zip', m.addr.zip));
  y += 32;
  field(s, 'under', 'Principal line of business', 36, y, 220, v('industry', m.industryText, F.industry(m)));
  field(s, 'under', 'Telephone', 266, y, 120, v('phone', m.phone));
  field(s, 'under', 'Web site', 396, y, 180, v('website', m.website));
  y += 32;
  field(s, 'under', 'State where incorporated/organized', 36, y, 170, v('state_inc', m.stateInc));
  field(s, 'under', 'Average monthly deposits', 216, y, 170, v('sales', m.monthlySales));
  field(s, 'under', 'Full-time employees', 396, y, 180, v('employees', String(m.employees)));
}

function page2(s: Sheet, m: Merchant): void {
  head(s, 2);
  let y = sec(s, 4, 'Ownership (all owners holding 20% or more; attach a sheet for more)', 76);
  y += table(s, 36, y, [{ title: 'Owner name', w: 130 }, { title: 'Title / position', w: 90 }, { title: 'Ownership', w: 60 }, { title: 'Social Security No.', w: 95 },
    { title: 'Date of birth', w: 80 }, { title: 'Mobile', w: 85 }], m.owners.map((o, i) => [v(`o${i}.name`, o.full, F.name(o, i)),
    v(`o${i}.title`, o.role, F.role(o, i)), v(`o${i}.pct`, o.pctText, F.pct(o, i)), v(`o${i}.ssn`, o.taxText, F.ssn(o, i)),
    v(`o${i}.dob`, o.dobText, F.dob(o, i)), v(`o${i}.cell`, o.cell)]), { head: '#dcebe3', rowH: 20 }) + 8;
  m.owners.forEach((o, i) => { y += field(s, 'under', `Owner ${i + 1} residence address`, 36, y, 540, v(`o${i}.home`, oneLine(o.home))); });
  y = sec(s, 5, 'Business Property', y + 6);
  checks(s, 'premises', 40, y, ['Leased', 'Owned (mortgage)', 'Owned free and clear'], m.ownRent === 'Own' ? 'Owned (mortgage)' : 'Leased', {}, 8.5, 16);
  y += 18;
  field(s, 'under', 'Landlord / mortgage lender', 36, y, 230, v('landlord', m.landlord.name));
  field(s, 'under', 'Contact person', 276, y, 130, v('landlord.contact', m.landlord.contact));
  field(s, 'under', 'Phone', 416, y, 80, v('landlord.phone', m.landlord.phone));
  field(s, 'under', 'Monthly amount', 506, y, 70, v('landlord.rent', m.landlord.rent));
  y = sec(s, 6, 'Operating Bank Account and Trade References', y + 38);
  field(s, 'under', 'Bank', 36, y, 170, v('bank', m.bank.name));
  field(s, 'under', 'Routing (ABA)', 216, y, 150, v('routing', m.bank.routing));
  field(s, 'under', 'Account number', 376, y, 200, v('account', m.bank.account));
  y += 32;
  m.refs.forEach((r, i) => {
    field(s, 'under', `Trade reference ${i + 1}`, 36 + i * 270, y, 160, v(`ref${i}.name`, r.name));
    field(s, 'under', 'Phone', 206 + i * 270, y, 96, v(`ref${i}.phone`, r.phone));
  });
  y = sec(s, 7, 'Other Funding Received Since Your Harborline Advance', y + 38);
  y += table(s, 36, y, [{ title: 'Company', w: 260 }, { title: 'Balance owed', w: 140 }, { title: 'Payment', w: 140 }],
    m.others.length ? m.others.map((o, i) => [v(`oth${i}.funder`, o.funder), v(`oth${i}.bal`, o.balance), v(`oth${i}.pay`, o.payment)]) : [[v('oth.none', 'NONE'), null, null]]) + 10;
  y = sec(s, 8, 'Submitted by (ISO / broker use only)', y);
  field(s, 'under', 'Representative', 36, y, 180, v('iso.name', m.iso.name));
  field(s, 'under', 'ISO company', 226, y, 230, v('iso.company', m.iso.company));
  field(s, 'under', 'ISO phone', 466, y, 110, v('iso.phone', m.iso.phone));
}

function page3(s: Sheet, m: Merchant): void {
  head(s, 3);
  let y = sec(s, 9, 'Authorization', 76);
  y = fine(s, 36, y, 540, AUTH, 7.2) + 12;
  m.owners.forEach((o, i) => {
    signature(s, 36, y, 200, 'Signature', true, i);
    field(s, 'under', 'Name', 250, y + 3, 170, v(`sig${i}.name`, o.full, F.name(o, i)));
    field(s, 'under', 'Title', 430, y + 3, 146, v(`sig${i}.title`, o.role, F.role(o, i)));
    y += 36;
  });
  y = sec(s, 10, 'Personal Guaranty', y + 10);
  y = fine(s, 36, y, 540, GUARANTY, 7.2) + 8;
  field(s, 'under', 'Merchant legal name', 36, y, 330, v('g.legal', m.legal, F.legal(m)));
  y += 36;
  m.owners.forEach((o, i) => {
    signature(s, 36, y, 200, `Guarantor ${i + 1}`, true, i + 7);
    field(s, 'under', 'Guarantor name', 250, y + 3, 200, v(`g${i}.name`, o.full, F.name(o, i)));
    field(s, 'under', 'Date', 460, y + 3, 116, v(`g${i}.date`, 'Jun 2, 2025'));
    y += 36;
  });
  fine(s, 36, 700, 540, 'Harborline Funding Group purchases future receivables; it does not make loans. Renewal offers are subject to ' +
    'underwriting and to the merchant being current on its existing Harborline advance on the date of funding.', 6.5);
}

export function harborline(s: Sheet, m: Merchant): void {
  s.newPage(); page1(s, m);
  s.newPage(); page2(s, m);
  s.newPage(); page3(s, m);
}

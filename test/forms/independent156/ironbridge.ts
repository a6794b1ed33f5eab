// Ironbridge Capital Funding: a dense one-page grid form (navy band, Helvetica, every value in a ruled cell with a tiny
// caption), entity type as a checkbox row, owners in a four-row table whose last column is the owner's home address,
// and the office panel (approval amount, factor rate) sitting right beside the merchant's request.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './canvas.ts';
import {
  amountF, countF, dbaF, dobF, entityChoice, entityF, freqF, homeLine, industryF, legalF, nameF, paymentF, pctF,
  pctText, roleF, scoreF, ssnF, startF, stateF, stateText, taxF,
} from './fields.ts';
import { ownerName, type Deal } from './model.ts';

const NAVY = '#1d2f5e';
const ENTITY_LABELS = ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation', 'S Corp', 'Non-Profit', 'Other'];

function cell(s: Sheet, label: string, x: number, y: number, w: number, h = 22): { x: number; y: number; w: number } {
  s.box(x, y, w, h, { stroke: '#8a93a8' });
  s.text(label.toUpperCase(), x + 2, y + 1.5, { size: 5.2, color: '#4a5575', font: 'Helvetica-Bold' });
  return { x: x + 1, y: y + 8, w: w - 2 };
}

function section(s: Sheet, title: string, y: number): void {
  s.box(36, y, 540, 11, { fill: NAVY });
  s.text(title, 40, y + 2.5, { size: 7, color: '#fff', font: 'Helvetica-Bold' });
}

export function ironbridge(s: Sheet, d: Deal, rng: Rng): void {
  s.box(36, 28, 540, 46, { fill: NAVY });
  s.text('IRONBRIDGE CAPITAL FUNDING', 46, 36, { size: 17, color: '#fff', font: 'Helvetica-Bold' });
  s.text('Direct Funder  |  Merchant Cash Advance Application', 46, 57, { size: 8.5, color: '#c9d3ea' });
  s.text('One Ironbridge Plaza, Suite 1400, Hoboken, NJ 07030', 400, 40, { size: 6.5, color: '#fff' });
  s.text('(201) 555-0148  |  apps@ironbridgecf.com', 400, 50, { size: 6.5, color: '#fff' });
  s.text('Form IB-APP-07 (rev. 03/2024)', 400, 60, { size: 6.5, color: '#c9d3ea' });

  // The merchant's request, with the funder's office panel immediately to its right.
  section(s, 'FUNDING REQUEST', 80);
  let c = cell(s, 'Amount Requested', 36, 91, 120);
  s.val('request.amount', d.amountText, amountF(d), c.x, c.y, c.w);
  c = cell(s, 'Use of Funds', 156, 91, 180);
  s.val('request.use', d.useOfFunds, {}, c.x, c.y, c.w);
  c = cell(s, 'Requested Payment', 36, 113, 100);
  s.val('request.payment', d.paymentText, paymentF(d), c.x, c.y, c.w);
  c = cell(s, 'No. of Payments', 136, 113, 90);
  s.val('request.count', d.count === null ? null : String(d.count), countF(d), c.x, c.y, c.w);
  c = cell(s, 'Frequency', 226, 113, 110);
  s.val('request.frequency', d.freqText, freqF(d), c.x, c.y, c.w);
  s.box(344, 91, 232, 44, { fill: '#eceef3', stroke: '#8a93a8' });
  s.text('FOR OFFICE USE ONLY', 350, 94, { size: 6.5, font: 'Helvetica-Bold', color: '#7a1f1f' });
  const office: [string, string, string][] = [['Underwriter', 'office.underwriter', d.office.underwriter], ['ISO #', 'office.iso', d.office.iso],
    ['Deal ID', 'office.deal_id', d.office.dealId], ['Approval Amt', 'office.approval', d.office.approval],
    ['Factor Rate', 'office.factor', d.office.factor], ['Holdback', 'office.holdback', d.office.holdback]];
  office.forEach(([label, key, v], i) => {
    const x = 350 + (i % 2) * 114, y = 103 + Math.floor(i / 2) * 10.5;
    s.text(`${label}:`, x, y + 2, { size: 6 });
    s.line(x + 42, y + 10, x + 110, y + 10, '#999', 0.4);
    s.val(key, v, {}, x + 40, y, 70, { h: 10.5, size: 7, decoy: true });
  });

  section(s, 'BUSINESS INFORMATION', 141);
  c = cell(s, 'Legal Business Name', 36, 152, 300);
  s.val('biz.legal', d.legal, legalF(d), c.x, c.y, c.w);
  c = cell(s, 'DBA / Trade Name', 336, 152, 240);
  s.val('biz.dba', d.dbaText, dbaF(d), c.x, c.y, c.w);
  c = cell(s, 'Physical Address (no P.O. boxes)', 36, 174, 220);
  s.val('biz.street', d.address.street, {}, c.x, c.y, c.w);
  c = cell(s, 'City', 256, 174, 110);
  s.val('biz.city', d.address.city, {}, c.x, c.y, c.w);
  c = cell(s, 'State', 366, 174, 60);
  s.val('biz.state', stateText(d), stateF(d), c.x, c.y, c.w);
  c = cell(s, 'Zip', 426, 174, 55);
  s.val('biz.zip', d.address.zip, {}, c.x, c.y, c.w);
  c = cell(s, 'Business Phone', 481, 174, 95);
  s.val('biz.phone', d.bizPhone, {}, c.x, c.y, c.w);
  c = cell(s, 'Federal Tax ID (EIN)', 36, 196, 110);
  s.val('biz.tax_id', d.taxText, taxF(d), c.x, c.y, c.w);
  c = cell(s, 'Business Start Date', 146, 196, 95);
  s.val('biz.start', d.startText, startF(d), c.x, c.y, c.w);
  c = cell(s, 'State of Incorporation', 241, 196, 85);
  s.val('biz.inc_state', d.entity === 'sole_proprietorship' ? null : d.incState, {}, c.x, c.y, c.w, { decoy: true });
  c = cell(s, 'Type of Business / Industry', 326, 196, 250);
  s.val('biz.industry', d.industryText, industryF(d), c.x, c.y, c.w);
  s.box(36, 218, 540, 16, { stroke: '#8a93a8' });
  s.text('ENTITY:', 40, 223, { size: 6, font: 'Helvetica-Bold', color: '#4a5575' });
  const ent = entityChoice(d, ENTITY_LABELS);
  let x = 72;
  const opts = ENTITY_LABELS.map(label => { const o = { label, x, y: 222 }; x += s.width(label, 'Helvetica', 7) + 22; return o; });
  s.checks('biz.entity', opts, ent.checked, ent.other ? {} : entityF(d), { size: 7 });
  s.line(x - 4, 231, 574, 231, '#999', 0.4);
  s.val('biz.entity_other', ent.other, entityF(d), x - 4, 220, 574 - x + 4, { h: 12, size: 8 });
  c = cell(s, 'Business E-mail', 36, 234, 170);
  s.val('biz.email', d.email, {}, c.x, c.y, c.w);
  c = cell(s, 'Website', 206, 234, 150);
  s.val('biz.web', d.website, {}, c.x, c.y, c.w);
  c = cell(s, 'Avg. Monthly Sales', 356, 234, 120);
  s.val('biz.sales', d.monthlySales, {}, c.x, c.y, c.w);
  c = cell(s, 'Years in Business', 476, 234, 100);
  s.val('biz.years', String(d.years), {}, c.x, c.y, c.w);

  section(s, 'OWNERS / GUARANTORS  (list every owner of 20% or more)', 262);
  const cols: [string, number][] = [['Name', 128], ['Title', 68], ['Own %', 38], ['SSN / ITIN', 72], ['Date of Birth', 66], ['FICO', 36], ['Home Address', 132]];
  x = 36;
  for (const [label, w] of cols) { s.box(x, 273, w, 11, { fill: '#dfe4ef', stroke: '#8a93a8' }); s.text(label, x + 2, 276, { size: 6, font: 'Helvetica-Bold' }); x += w; }
  for (let i = 0; i < 4; i++) {
    const y = 284 + i * 18, o = d.owners[i];
    x = 36;
    const xs = cols.map(([, w]) => { const at = x; s.box(x, y, w, 18, { stroke: '#8a93a8' }); x += w; return at; });
    if (!o) continue;
    const v = (k: string, t: string | null, f: Record<string, unknown>, col: number, decoy = false) =>
      s.val(`owner${i + 1}.${k}`, t, f, xs[col]! + 1, y + 3, cols[col]![1] - 2, { decoy });
    v('name', ownerName(rng, o), nameF(i, o), 0);
    v('title', o.role, roleF(i, o), 1);
    v('pct', pctText(rng, o), pctF(i, o), 2);
    v('ssn', o.ssnText, ssnF(i, o), 3);
    v('dob', o.dobText, dobF(i, o), 4);
    v('fico', o.score === null ? null : String(o.score), scoreF(i, o), 5);
    v('home', homeLine(o), {}, 6, true);
  }

  section(s, 'BANKING, LANDLORD & TRADE REFERENCES', 362);
  c = cell(s, 'Bank Name', 36, 373, 170);
  s.val('bank.name', d.bank.name, {}, c.x, c.y, c.w, { decoy: true });
  c = cell(s, 'ABA Routing No.', 206, 373, 100);
  s.val('bank.routing', d.bank.routing, {}, c.x, c.y, c.w, { decoy: true });
  c = cell(s, 'Account No.', 306, 373, 110);
  s.val('bank.account', d.bank.account, {}, c.x, c.y, c.w, { decoy: true });
  c = cell(s, 'Bank Officer / Phone', 416, 373, 160);
  s.val('bank.contact', `${d.bank.contact.name} ${d.bank.contact.phone}`, {}, c.x, c.y, c.w, { decoy: true });
  c = cell(s, 'Landlord / Mortgage Holder', 36, 395, 220);
  s.val('landlord.name', d.landlord.name, {}, c.x, c.y, c.w, { decoy: true });
  c = cell(s, 'Landlord Phone', 256, 395, 160);
  s.val('landlord.phone', d.landlord.phone, {}, c.x, c.y, c.w, { decoy: true });
  c = cell(s, 'Monthly Rent', 416, 395, 160);
  s.val('landlord.rent', d.landlord.rent, {}, c.x, c.y, c.w, { decoy: true });
  d.refs.forEach((r, i) => {
    const y = 417 + i * 22;
    c = cell(s, `Trade Reference ${i + 1}`, 36, y, 220);
    s.val(`ref${i + 1}.company`, r.company, {}, c.x, c.y, c.w, { decoy: true });
    c = cell(s, 'Contact', 256, y, 160);
    s.val(`ref${i + 1}.name`, r.name, {}, c.x, c.y, c.w, { decoy: true });
    c = cell(s, 'Phone', 416, y, 160);
    s.val(`ref${i + 1}.phone`, r.phone, {}, c.x, c.y, c.w, { decoy: true });
  });

  section(s, 'CURRENT ADVANCES / LOANS', 488);
  for (let i = 0; i < 3; i++) {
    const a = d.advances[i], y = 499 + i * 22;
    c = cell(s, 'Funder / Lender', 36, y, 260);
    s.val(`adv${i + 1}.funder`, a?.funder, {}, c.x, c.y, c.w, { decoy: true });
    c = cell(s, 'Balance', 296, y, 140);
    s.val(`adv${i + 1}.balance`, a?.balance, {}, c.x, c.y, c.w, { decoy: true });
    c = cell(s, 'Payment', 436, y, 140);
    s.val(`adv${i + 1}.payment`, a?.payment, {}, c.x, c.y, c.w, { decoy: true });
  }

  section(s, 'AUTHORIZATION', 571);
  s.text('Each of the undersigned certifies that the information above is true and complete and authorizes Ironbridge Capital Funding, ' +
    'its affiliates and assigns to obtain consumer and business credit reports, to verify bank and trade references, and to share ' +
    'this application with its funding partners. This application is not a commitment to fund.', 40, 586, { size: 6.8, width: 532 });
  for (let i = 0; i < 2; i++) {
    const x0 = 40 + i * 270;
    s.line(x0, 650, x0 + 160, 650);
    s.line(x0 + 180, 650, x0 + 250, 650);
    s.text(`Owner ${i + 1} Signature`, x0, 653, { size: 6 });
    s.text('Date', x0 + 180, 653, { size: 6 });
    if (d.owners[i]) { s.signature(x0, 632, 160); s.val(`sign${i + 1}.date`, d.signed, {}, x0 + 180, 637, 70, { decoy: true }); }
  }
  s.text('Ironbridge Capital Funding is a direct funder. Submissions through an ISO are subject to the ISO agreement on file.', 36, 760, { size: 6, color: '#666' });
}

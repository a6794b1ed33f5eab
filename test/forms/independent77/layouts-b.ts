// Layouts 4-5 of set 77: Meridian (grey label / white value tables, owners side by side, funding terms with a
// frequency row, an existing-positions table), Pinnacle (a rep intake sheet: the rep's own SSN and EIN first,
// then the merchant, principals with first and last name apart, the spouse inside the first principal's block).
import { ownerName, type Owner } from './data.ts';
import type { Cell } from './pen.ts';
import { AUTH, bankRows, contactRows, cpaRows, ENTITY_B, entityRow, freqRow, fundersTable, isoRows, landlordRows, prevRows, referralRows,
  refsTable, signatures } from './sections.ts';
import { need, type Ctx, type Layout } from './layouts-a.ts';

function meridian(c: Ctx): void {
  const { pen, m, p, r } = c;
  const X = 32, W = 548;
  const blue = (y: number, t: string) => pen.bar(X, y, W, t, { fill: 0.3, h: 13 });
  pen.text(X, 26, 'MERIDIAN ADVANCE BROKERS, LLC', { size: 14, bold: true });
  pen.text(X, 43, `${p.iso.office}  ·  Tel ${p.iso.phone}  ·  ISO Tax ID ${p.iso.ein}`, { size: 7, color: 0.35 });
  pen.text(X + 380, 26, 'DEAL #', { size: 7 });
  pen.rect(X + 410, 23, 138, 14);
  pen.val(X + 412, 26, 134, `MAB-${r.digits(6)}`, { name: 'deal_number' });
  let y = blue(58, 'Section A — Merchant');
  y = pen.grid(X, y, W, 15, [[['Corporate / Legal Name', m.legal]], [['Doing Business As', m.dba]],
    [['Fed. Tax ID #', m.ein], ['Business Start Date', m.start]], [['Physical Address', m.street], ['City', m.city]],
    [['State', m.state], ['Zip Code', m.zip]], [['Main Phone', m.phone], ['E-mail', m.email]], [['Industry / Type of Business', m.bizType], ['State of Formation', m.stateInc]],
    [['Years at Location', String(r.int(1, 15))], ['Website', m.web]]], 'kv', 0.45);
  y = entityRow(pen, X + 2, y + 4, W, m, ENTITY_B, 'Business Entity:');
  y = blue(y + 2, 'Section B — Funding Terms Requested');
  y = pen.grid(X, y, W, 15, [[['Requested Funding', m.amount], ['Requested Payment', m.payment]], [['Number of Payments', m.nPay], ['Use of Funds', m.use]]], 'kv', 0.45);
  y = freqRow(pen, X + 2, y + 4, m, 'Payment Schedule:');
  y = blue(y + 2, 'Section C — Principals (100% of ownership must be listed)');
  for (let i = 0; i < m.owners.length; i += 2) {
    y = need(c, y, 130);
    const pair = m.owners.slice(i, i + 2);
    const h = pair.map((o, k) => {
      const ox = X + k * (W / 2);
      return pen.grid(ox, y, W / 2, 14, principal(o), 'kv', 0.42);
    });
    y = Math.max(...h) + 4;
  }
  if (p.show.funders) { y = need(c, y, 90); y = blue(y + 2, 'Section D — Existing Positions (MCA / Loans)'); y = fundersTable(pen, X, y, W, p, 4 - p.funders.length); }
  if (p.show.bank) { y = need(c, y, 50); y = blue(y + 4, 'Section E — Operating Bank Account'); y = pen.grid(X, y, W, 15, bankRows(p), 'kv', 0.45); }
  if (p.show.landlord) { y = need(c, y, 50); y = blue(y + 4, `Section F — ${p.landlord.kind}`); y = pen.grid(X, y, W, 15, landlordRows(p), 'kv', 0.45); }
  const extra: Cell[][] = [...(p.show.referral ? referralRows(p) : []), ...(p.show.cpa ? cpaRows(p) : []), ...(p.show.prev ? prevRows(p) : []), ...contactRows(p)];
  if (extra.length) { y = need(c, y, 20 + extra.length * 15); y = blue(y + 4, 'Section G — Other Contacts'); y = pen.grid(X, y, W, 15, extra, 'kv', 0.45); }
  if (p.show.refs) { y = need(c, y, 70); y = blue(y + 4, 'Section H — Trade References'); y = refsTable(pen, X, y, W, p, 'Trade Reference'); }
  y = need(c, y, 110 + m.owners.length * 19);
  y = blue(y + 4, 'Section I — ISO Certification');
  y = pen.grid(X, y, W, 15, isoRows(p, 1), 'kv', 0.45);
  y = pen.para(X, y + 5, W, AUTH, 6);
  signatures(pen, r, X, y + 6, W, m, true);
}

function principal(o: Owner): Cell[][] {
  return [[[`Principal ${o.idx + 1} Name`, ownerName(o, 'full')]], [['Title', o.title]], [['% Ownership', o.pct]], [['Social Security #', o.ssn]],
    [['Date of Birth', o.dob]], [['FICO (approx.)', o.score]], [['Home Address', o.home]], [['City, State Zip', o.cityLine]], [['Mobile', o.cell]]];
}

function pinnacle(c: Ctx): void {
  const { pen, m, p, r } = c;
  const X = 36, W = 540;
  pen.text(X, 28, 'PINNACLE REP NETWORK', { size: 16, bold: true });
  pen.text(X, 47, 'Rep Intake Sheet & Merchant Application', { size: 9 });
  pen.text(X + 360, 30, `Submission date: ${r.int(1, 12)}/${r.int(1, 28)}/2025`, { size: 7, w: 180, align: 'right' });
  pen.rect(X, 62, W, 64, 0.94);
  pen.text(X + 4, 65, 'REP SECTION — completed by the sales representative (rep is paid on a 1099)', { size: 7, bold: true });
  let y = pen.grid(X + 4, 76, W - 8, 16, [[['Rep Name:', p.iso.rep], ['Rep SSN (1099):', p.iso.repSsn], ['Rep Cell:', p.iso.phone]],
    [['Office:', p.iso.company], ['Office EIN:', p.iso.ein], ['Rep ID:', p.iso.isoId]],
    [['Referred by:', p.show.referral ? p.referral.name : ''], ['Referrer EIN:', p.show.referral ? p.referral.ein : ''], ['Referrer Phone:', p.show.referral ? p.referral.phone : '']]], 'lines');
  y = pen.bar(X, y + 10, W, 'MERCHANT', { fill: 0.1 });
  y = pen.grid(X, y, W, 22, [[['Business Legal Name', m.legal, 2], ['Trade Name (DBA)', m.dba, 1.5]],
    [['Federal Tax ID', m.ein], ['Date Established', m.start], ['Years in Business', m.years, 0.7], ['State of Inc.', m.stateInc, 0.7]],
    [['Business Address', m.street, 2], ['City', m.city], ['State', m.state, 0.45], ['ZIP', m.zip, 0.6]],
    [['Business Phone', m.phone], ['E-mail', m.email, 1.4], ['Type of Business', m.bizType, 1.5]],
    [['Amount Requested', m.amount], ['Use of Funds', m.use, 1.5], ['Monthly Revenue', m.monthly], ['# Employees', m.employees, 0.6]]], 'cells');
  y = entityRow(pen, X + 2, y + 5, W, m, ENTITY_B, 'Entity:');
  y = pen.bar(X, y + 2, W, 'PRINCIPALS', { fill: 0.1 });
  for (const o of m.owners) {
    pen.text(X, y + 3, `Principal ${o.idx + 1}`, { size: 7.5, bold: true });
    const rows: Cell[][] = [[['First Name', ownerName(o, 'first')], ['Last Name', ownerName(o, 'last'), 1.3], ['Title', o.title], ['Ownership', o.pct, 0.6]],
      [['SSN', o.ssn], ['Date of Birth', o.dob], ['Credit Score', o.score, 0.7], ['Mobile Phone', o.cell]],
      [['Residence Address', `${o.home}, ${o.cityLine}`, 2.4], ['Own / Rent Home', r.pick(['Own', 'Rent']), 0.7]]];
    if (o.idx === 0 && p.show.spouse) rows.push([['Spouse Name (not a guarantor)', p.spouse.name, 1.6], ['Spouse Phone', p.spouse.phone]]);
    y = pen.grid(X, y + 12, W, 20, rows, 'cells') + 2;
    y = need(c, y, 96);
  }
  if (p.show.landlord) { y = need(c, y, 60); y = pen.bar(X, y + 4, W, p.landlord.kind === 'Landlord' ? 'LANDLORD' : 'MORTGAGE', { fill: 0.1 }); y = pen.grid(X, y, W, 20, landlordRows(p), 'cells'); }
  if (p.show.bank) { y = need(c, y, 55); y = pen.bar(X, y + 4, W, 'DEPOSITORY BANK', { fill: 0.1 }); y = pen.grid(X, y, W, 20, bankRows(p), 'cells'); }
  if (p.show.funders) { y = need(c, y, 70); y = pen.bar(X, y + 4, W, 'CURRENT FUNDERS', { fill: 0.1 }); y = fundersTable(pen, X, y, W, p, 0); }
  if (p.show.refs) { y = need(c, y, 70); y = pen.bar(X, y + 4, W, 'BUSINESS REFERENCES (3 required)', { fill: 0.1 }); y = refsTable(pen, X, y, W, p, 'Business Name'); }
  const rest: Cell[][] = [...(p.show.cpa ? cpaRows(p) : []), ...(p.show.prev ? prevRows(p) : []), ...(p.show.emergency ? [[['Emergency Contact', p.emergency.name], ['Relationship', p.emergency.relation], ['Phone', p.emergency.phone]] as Cell[]] : [])];
  if (rest.length) { y = need(c, y, 20 + rest.length * 20); y = pen.bar(X, y + 4, W, 'OTHER CONTACTS', { fill: 0.1 }); y = pen.grid(X, y, W, 20, rest, 'cells'); }
  y = need(c, y, 70 + m.owners.length * 19);
  y = pen.para(X, y + 6, W, AUTH, 6.5);
  signatures(pen, r, X, y + 6, W, m, r.chance(0.8));
}

export const LAYOUTS_B: Layout[] = [
  { name: 'meridian_advance_brokers', title: 'Meridian Advance Brokers - Merchant Application', maxOwners: 4, freqs: true, draw: meridian },
  { name: 'pinnacle_rep_network', title: 'Pinnacle Rep Network - Rep Intake Sheet', maxOwners: 3, freqs: false, draw: pinnacle },
];

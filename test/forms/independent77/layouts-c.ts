// Layouts 6-7 of set 77: Cedar Point (landscape, three columns: the business, its owners, the third parties kept
// for verification; a second page of bank, funders and references), Summit Bridge (an office-use box of ISO codes
// on top, labels above lines, the owners in a transposed table: one column per owner).
import { f, ownerName, type Owner } from './data.ts';
import type { Cell, Val } from './pen.ts';
import { AUTH, bankRows, contactRows, cpaRows, ENTITY_A, entityRow, fundersTable, isoRows, landlordRows, prevRows, referralRows, refsTable,
  signatures } from './sections.ts';
import { need, type Ctx, type Layout } from './layouts-a.ts';

function cedar(c: Ctx): void {
  const { pen, m, p, r } = c;
  const X = 28, CW = 236, G = 14;
  pen.text(X, 22, 'CEDAR POINT ISO', { size: 17, bold: true });
  pen.text(X + 170, 28, '— Small Business Funding Application (page 1 of 2)', { size: 9 });
  pen.line(X, 44, X + 3 * CW + 2 * G, 44, 1.5);
  const col = (k: number) => X + k * (CW + G);
  let y = pen.bar(col(0), 52, CW, '1  THE BUSINESS', { fill: 0.25 });
  y = pen.grid(col(0), y, CW, 14, [[['Legal Name', m.legal]], [['DBA Name', m.dba]], [['Entity (LLC, Corp...)', f(m.entityText, { type_of_entity: m.entityId })]],
    [['Federal Tax ID', m.ein]], [['Business Inception Date', m.start]], [['State Incorporated', m.stateInc]], [['Street', m.street]], [['City', m.city]],
    [['State', m.state]], [['Zip', m.zip]], [['Business Phone', m.phone]], [['E-mail', m.email]], [['Website', m.web]], [['Industry', m.bizType]],
    [['Employees', m.employees]], [['Amount Needed', m.amount]], [['Purpose', m.use]], [['Avg Monthly Sales', m.monthly]]], 'kv', 0.45);
  let oy = pen.bar(col(1), 52, CW, '2  OWNERSHIP', { fill: 0.25 });
  for (const o of m.owners) {
    oy = pen.grid(col(1), oy + 3, CW, 13, [[[`Owner ${o.idx + 1}`, ownerName(o, 'full')]], [['Title', o.title]], [['Percent Owned', o.pct]], [['SSN', o.ssn]],
      [['DOB', o.dob]], [['FICO', o.score]], [['Home Phone', o.cell]]], 'kv', 0.4);
  }
  let ty = pen.bar(col(2), 52, CW, '3  THIRD PARTIES (verification only)', { fill: 0.25 });
  const lines = (title: string, rs: Cell[][]) => {
    pen.text(col(2), ty + 4, title, { size: 6.5, bold: true });
    ty += 12;
    for (const [l, v] of rs.flat()) { pen.under(col(2), ty, CW, `${l}:`, v, 6); ty += 12; }
  };
  lines('Submitting ISO', isoRows(p, 0));
  if (p.show.referral) lines('Referral Source', referralRows(p));
  if (p.show.cpa) lines('Accountant', cpaRows(p));
  if (p.show.landlord) lines(p.landlord.kind, landlordRows(p));
  if (p.show.prev) lines('Prior Owner', prevRows(p));
  const cr = contactRows(p);
  if (cr.length) lines('Emergency Contact / Spouse', cr);
  let ey = Math.max(y, oy, ty) + 8;
  if (ey > 580) { pen.doc.addPage({ size: 'LETTER', layout: 'landscape', margin: 0 }); ey = 30; }
  entityRow(pen, X, ey, 3 * CW, m, ENTITY_A, 'Check one:');
  pen.doc.addPage({ size: 'LETTER', layout: 'landscape', margin: 0 });
  const W = 3 * CW + 2 * G;
  pen.text(X, 22, 'CEDAR POINT ISO — page 2 of 2', { size: 10, bold: true });
  y = 40;
  if (p.show.bank) { y = pen.bar(X, y, W, 'BANKING', { fill: 0.25 }); y = pen.grid(X, y, W, 15, bankRows(p), 'kv', 0.45) + 6; }
  if (p.show.funders) { y = pen.bar(X, y, W, 'OUTSTANDING CASH ADVANCES', { fill: 0.25 }); y = fundersTable(pen, X, y, W, p, 2) + 6; }
  if (p.show.refs) { y = pen.bar(X, y, W, 'TRADE / SUPPLIER REFERENCES', { fill: 0.25 }); y = refsTable(pen, X, y, W, p, 'Supplier') + 6; }
  y = pen.para(X, y + 4, W, AUTH, 7);
  signatures(pen, r, X, y + 8, W * 0.8, m, true);
}

function summit(c: Ctx): void {
  const { pen, m, p, r } = c;
  const X = 40, W = 532;
  pen.text(X, 28, 'SUMMIT BRIDGE FUNDING', { size: 15, bold: true });
  pen.text(X, 45, 'Revenue-Based Financing · Deal Submission Form', { size: 8 });
  pen.rect(X + 300, 22, 232, 58, 0.93);
  pen.text(X + 304, 25, 'FOR OFFICE USE ONLY', { size: 6.5, bold: true });
  pen.grid(X + 304, 34, 224, 11, [[['ISO Agent:', p.iso.rep], ['Code:', p.iso.isoId]], [['Agent Tel:', p.iso.phone], ['ISO EIN:', p.iso.ein]],
    [['Underwriter:', `${r.pick(['J.', 'K.', 'M.'])} ${r.pick(['Ferris', 'Dalton', 'Yeager'])}`], ['Received:', `${r.int(1, 12)}/${r.int(1, 28)}/25`]],
    [['Funder Codes:', `${r.alnum(3)}-${r.digits(2)} / ${r.alnum(3)}-${r.digits(2)}`]]], 'lines');
  let y = 92;
  const stack = (rows: [string, Val, number?][][]) => {
    for (const row of rows) {
      const tot = row.reduce((s, c2) => s + (c2[2] ?? 1), 0);
      let cx = X;
      for (const [l, v, w] of row) {
        const cw = (W * (w ?? 1)) / tot;
        pen.text(cx, y, l, { size: 6, color: 0.3 });
        pen.line(cx, y + 19, cx + cw - 8, y + 19, 0.4);
        pen.val(cx, y + 9, cw - 8, v, { name: l, h: 10 });
        cx += cw;
      }
      y += 24;
    }
  };
  const head = (t: string) => { y = need(c, y, 60); pen.text(X, y, t.toUpperCase(), { size: 8.5, bold: true }); pen.line(X, y + 10, X + W, y + 10, 1); y += 14; };
  head('Business');
  stack([[['Legal Business Name (as on tax return)', m.legal, 1.6], ['DBA', m.dba]], [['EIN', m.ein], ['Date Established', m.start], ['Date Current Owner Acquired', p.show.prev ? p.prev.sold : ''], ['State of Inc.', m.stateInc, 0.7]],
    [['Location Address', m.street, 1.6], ['City', m.city], ['State', m.state, 0.4], ['Zip', m.zip, 0.6]], [['Phone', m.phone], ['E-mail', m.email, 1.3], ['Industry', m.bizType, 1.3]]]);
  y = entityRow(pen, X, y, W, m, ENTITY_A, 'Entity:') + 2;
  head('Funding');
  stack([[['Amount Requested', m.amount], ['Est. Payment', m.payment], ['Term (# of pmts)', m.nPay], ['Payment Frequency', m.freqF], ['Use of Funds', m.use, 1.4]]]);
  head('Owners / Guarantors');
  const fields: [string, (o: Owner) => Val][] = [['Name', (o) => ownerName(o, 'full')], ['Title', (o) => o.title], ['Ownership %', (o) => o.pct], ['SSN', (o) => o.ssn],
    ['Date of Birth', (o) => o.dob], ['Credit Score', (o) => o.score], ['Home Address', (o) => o.home], ['City/State/Zip', (o) => o.cityLine], ['Cell', (o) => o.cell]];
  const cols = Math.max(2, m.owners.length);
  const lw = 80, cw = (W - lw) / cols;
  for (let k = 0; k < cols; k++) { pen.rect(X + lw + k * cw, y, cw, 12, 0.85); pen.text(X + lw + k * cw + 3, y + 3, `Owner ${k + 1}`, { size: 6.5, bold: true }); }
  y += 12;
  for (const [l, get] of fields) {
    pen.rect(X, y, lw, 13, 0.93);
    pen.text(X + 3, y + 3.5, l, { size: 6.5 });
    for (let k = 0; k < cols; k++) { pen.rect(X + lw + k * cw, y, cw, 13); const o = m.owners[k]; pen.val(X + lw + k * cw + 1, y + 2.5, cw - 2, o ? get(o) : '', { name: `${l} ${k + 1}`, h: 11 }); }
    y += 13;
  }
  y += 6;
  const parties: [string, Cell[][]][] = [];
  if (p.show.landlord) parties.push([p.landlord.kind, landlordRows(p)]);
  if (p.show.prev) parties.push(['Previous Owner', prevRows(p)]);
  if (p.show.cpa) parties.push(['Accountant', cpaRows(p)]);
  if (p.show.referral) parties.push(['Referral', referralRows(p)]);
  if (p.show.bank) parties.push(['Bank', bankRows(p)]);
  const cr = contactRows(p);
  if (cr.length) parties.push(['Emergency Contact', cr]);
  for (const [t, rs] of r.shuffle(parties)) { head(t); stack(rs.map((row) => row.map(([l, v, w]) => [l, v, w] as [string, Val, number?]))); }
  if (p.show.funders) { head('Existing Funding'); y = fundersTable(pen, X, y, W, p, 1) + 4; }
  if (p.show.refs) { head('References'); y = refsTable(pen, X, y, W, p, 'Reference') + 4; }
  y = need(c, y, 60 + m.owners.length * 19);
  y = pen.para(X, y + 4, W, AUTH, 6.5);
  signatures(pen, r, X, y + 6, W, m, true);
}

export const LAYOUTS_C: Layout[] = [
  { name: 'cedar_point_iso', title: 'Cedar Point ISO - Small Business Funding Application', maxOwners: 4, freqs: false, landscape: true, generic: true, draw: cedar },
  { name: 'summit_bridge_funding', title: 'Summit Bridge Funding - Deal Submission', maxOwners: 4, freqs: true, draw: summit },
];

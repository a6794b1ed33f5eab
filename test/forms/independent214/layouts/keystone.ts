// Layout "keystone": Keystone Franchise Capital, a single-unit franchisee application. Boxed grid cells with the
// label small in the cell's top-left corner, green section bars, a holding-company block whose EIN is a decoy, the
// franchisee's other units in a table, two pages.
import type { Canvas } from '../canvas.ts';
import type { Model } from '../model.ts';
import { A, AUTH, einFields, oDob, oName, oPct, oRole, oScore, oTax, oneLine, pctText, signatures, stateFields, type Fields } from '../parts.ts';

const L = 'Helvetica', LB = 'Helvetica-Bold', X0 = 40, WW = 532, CH = 28;

function bar(c: Canvas, n: string, title: string, y: number): number {
  c.rect(X0, y, WW, 13, { fill: '#1f4d3a' });
  c.text(`${n}. ${title}`, X0 + 5, y + 3, { font: LB, size: 7.5, color: '#fff' });
  return y + 13;
}
type Cell = [label: string, w: number, key?: string, text?: string, fields?: Fields];
function row(c: Canvas, y: number, cells: Cell[]): number {
  let x = X0;
  for (const [label, w, key, text, fields] of cells) {
    c.rect(x, y, w, CH, { stroke: '#6b7d74' });
    c.text(label.toUpperCase(), x + 3, y + 2.5, { font: L, size: 5.6, color: '#2d4a3e' });
    if (key && text) c.value(key, text, x + 4, y + 12, w - 8, { fields: fields ?? {}, size: 9 });
    x += w;
  }
  return y + CH;
}

export function drawKeystone(c: Canvas, m: Model): void {
  c.rect(0, 0, 612, 58, { fill: '#1f4d3a' });
  c.text('KEYSTONE FRANCHISE CAPITAL', X0, 14, { font: LB, size: 16, color: '#fff' });
  c.text('Franchisee Funding Application  |  Single-Unit', X0, 35, { font: L, size: 9, color: '#cfe3d8' });
  c.text('Fax 888-555-0142  |  submissions@keystonefc.example', 360, 38, { font: L, size: 7, color: '#cfe3d8' });
  let y = bar(c, '1', 'FRANCHISE UNIT', 70);
  y = row(c, y, [['Franchise brand / DBA', 220, 'dba', m.dba, A('trade_name', m.trade)], ['Store / unit no.', 80, 'store_no', m.storeNo],
    ['Franchisor (legal name)', 232, 'franchisor', m.brand.franchisor]]);
  y = row(c, y, [['Franchise agreement date', 130, 'fa_date', m.agreementDate], ['Initial franchise fee', 120, 'fa_fee', m.franchiseFee],
    ['Royalty', 80, 'royalty', m.royalty], ['Franchisor phone', 202, 'franchisor_phone', m.franchisorPhone]]);
  y = bar(c, '2', 'FRANCHISEE (APPLICANT ENTITY)', y + 8);
  y = row(c, y, [['Legal name of franchisee entity', 362, 'legal_name', m.legal, A('legal_name', m.legal)],
    ['Federal Tax ID (EIN)', 170, 'ein', m.ein.text, einFields(m)]]);
  y = row(c, y, [['Entity type', 120, 'entity', m.entityText, A('type_of_entity', m.entityId)], ['State of formation', 80, 'inc_state', m.incState],
    ['Business start date', 105, 'start', m.start?.text ?? '', A('business_start_date', m.start?.value ?? null)], ['Employees', 60, 'employees', m.employees],
    ['Type of business', 167, 'kind', m.kind, A('industry', m.industry)]]);
  y = row(c, y, [['Unit street address', 250, 'street', m.addr.street], ['City', 120, 'city', m.addr.city],
    ['State', 50, 'state', m.addr.state, stateFields(m)], ['ZIP', 112, 'zip', m.addr.zip]]);
  y = row(c, y, [['Unit phone', 130, 'phone', m.phone], ['E-mail', 220, 'email', m.email ?? ''], ['Website', 182, 'website', m.website ?? '']]);
  y = bar(c, '3', 'OWNERSHIP STRUCTURE', y + 8);
  c.rect(X0, y, 170, CH, { stroke: '#6b7d74' });
  c.text('OWNED THROUGH A HOLDING COMPANY?', X0 + 3, y + 2.5, { font: L, size: 5.6, color: '#2d4a3e' });
  c.check('holding_yes', 'Yes', X0 + 8, y + 13, !!m.holding); c.text('Yes', X0 + 19, y + 14, { font: L, size: 7.5 });
  c.check('holding_no', 'No', X0 + 50, y + 13, !m.holding); c.text('No', X0 + 61, y + 14, { font: L, size: 7.5 });
  c.doc.x = 0;
  y = rowAt(c, X0 + 170, y, [['Holding company legal name', 232, 'holding_name', m.holding?.name ?? ''], ['Holding company EIN', 130, 'holding_ein', m.holding?.ein ?? '']]);
  y = bar(c, '4', 'PRINCIPALS / PERSONAL GUARANTORS (EVERY OWNER OF 20% OR MORE, DIRECTLY OR THROUGH THE HOLDING COMPANY)', y + 8);
  m.owners.forEach((o, i) => {
    c.text(`Principal ${i + 1}`, X0 + 2, y + 2, { font: LB, size: 6.5, color: '#1f4d3a' });
    y += 10;
    y = row(c, y, [['Full name', 200, `o${i}_name`, o.name, oName(i, o)], ['Title', 110, `o${i}_title`, o.role, oRole(i, o)],
      ['% owned (direct or indirect)', 92, `o${i}_pct`, pctText(o, 0), oPct(i, o)], ['Social Security No.', 130, `o${i}_ssn`, o.tax.text, oTax(i, o)]]);
    y = row(c, y, [['Date of birth', 100, `o${i}_dob`, o.dob?.text ?? '', oDob(i, o)], ['Home address', 262, `o${i}_home`, oneLine(o.home)],
      ['Mobile', 100, `o${i}_phone`, o.phone], ['Est. credit score', 70, `o${i}_score`, o.score ? String(o.score) : '', oScore(i, o)]]);
  });
  c.text('Keystone Franchise Capital is a commercial finance broker. Page 1 of 2', X0, 770, { font: L, size: 6, color: '#777' });
  c.newPage();
  y = bar(c, '5', 'FUNDING REQUEST', 40);
  y = row(c, y, [['Amount requested', 150, 'amount', m.amount?.text ?? '', A('requested_amount', m.amount?.value ?? null)], ['Use of funds', 382, 'use', m.use]]);
  y = bar(c, '6', 'OTHER UNITS OWNED OR OPERATED BY THE PRINCIPALS (NOT PART OF THIS APPLICATION)', y + 8);
  const cols: [string, number][] = [['Store #', 60], ['Street address', 200], ['City / State / ZIP', 142], ['Opened', 55], ['Avg. monthly sales', 75]];
  y = tableHead(c, y, cols);
  m.locations.forEach((l, i) => {
    let x = X0;
    const vals = [l.store, l.addr.street, `${l.addr.city}, ${l.addr.state} ${l.addr.zip}`, l.opened, l.sales];
    cols.forEach(([, w], k) => { c.rect(x, y, w, 16, { stroke: '#9aa8a1' }); c.value(`unit${i}_${k}`, vals[k]!, x + 3, y + 4, w - 6, { size: 8 }); x += w; });
    y += 16;
  });
  y = bar(c, '7', 'BANKING, PREMISES & FINANCIALS', y + 8);
  y = row(c, y, [['Operating bank', 180, 'bank', m.bank.name], ['ABA routing no.', 150, 'routing', m.bank.routing], ['Account no.', 202, 'account', m.bank.account]]);
  y = row(c, y, [['Landlord / mortgage holder', 230, 'landlord', m.landlord.name], ['Landlord phone', 150, 'landlord_phone', m.landlord.phone],
    ['Monthly rent', 152, 'rent', m.landlord.rent]]);
  y = row(c, y, [['Avg. monthly gross sales', 266, 'monthly_sales', m.monthlySales], ['Annual revenue (last FY)', 266, 'annual_rev', m.annualRevenue]]);
  y = bar(c, '8', 'EXISTING ADVANCES / BUSINESS LOANS', y + 8);
  if (!m.advances.length) y = row(c, y, [['Funder', 230, 'adv_none', 'None'], ['Balance', 150], ['Payment', 152]]);
  m.advances.forEach((a, i) => { y = row(c, y, [['Funder', 230, `adv${i}_funder`, a.funder], ['Balance', 150, `adv${i}_bal`, a.balance], ['Payment', 152, `adv${i}_pay`, a.payment]]); });
  y = bar(c, '9', 'AUTHORIZATION & SIGNATURES', y + 8);
  y = c.text(AUTH, X0, y + 5, { font: L, size: 6.6, width: WW, wrap: true, color: '#333' });
  y = signatures(c, m, X0, y + 4, WW, L);
  c.rect(X0, Math.max(y + 6, 690), WW, 42, { stroke: '#1f4d3a' });
  const fy = Math.max(y + 6, 690);
  c.text('FOR KEYSTONE USE ONLY', X0 + 4, fy + 3, { font: LB, size: 6, color: '#1f4d3a' });
  c.text('Account rep', X0 + 4, fy + 18, { font: L, size: 6.5 }); c.value('rep', m.rep.name, X0 + 50, fy + 16, 130, { size: 8 });
  c.text('Rep phone', X0 + 190, fy + 18, { font: L, size: 6.5 }); c.value('rep_phone', m.rep.phone, X0 + 230, fy + 16, 110, { size: 8 });
  c.text('ISO no.', X0 + 350, fy + 18, { font: L, size: 6.5 }); c.value('iso', m.rep.iso, X0 + 380, fy + 16, 100, { size: 8 });
  c.text('Page 2 of 2', X0, 770, { font: L, size: 6, color: '#777' });
}

function rowAt(c: Canvas, x0: number, y: number, cells: Cell[]): number {
  let x = x0;
  for (const [label, w, key, text] of cells) {
    c.rect(x, y, w, CH, { stroke: '#6b7d74' });
    c.text(label.toUpperCase(), x + 3, y + 2.5, { font: L, size: 5.6, color: '#2d4a3e' });
    if (key && text) c.value(key, text, x + 4, y + 12, w - 8, { size: 9 });
    x += w;
  }
  return y + CH;
}
function tableHead(c: Canvas, y: number, cols: [string, number][]): number {
  let x = X0;
  for (const [h, w] of cols) { c.rect(x, y, w, 13, { fill: '#e3ece7', stroke: '#9aa8a1' }); c.text(h, x + 3, y + 3.5, { font: LB, size: 6.5 }); x += w; }
  return y + 13;
}

// Lakeshore Merchant Capital (Chicago ISO, owners side by side) and Buckeye Business Funding (Columbus ISO, two
// pages of boxes with an entity checkbox row).
import type { Rng } from '../../statements/generator/prng.ts';
import { money, printAmount, type Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';
import { AUTH, amountV, band, boxField, creditV, dbaV, dobV, entityV, homeCszV, homeV, kindV, legalV, lineField, nameV,
  pctV, plain, ssnV, startV, stateV, taxV, titleV } from './fields.ts';

export function lakeshore(p: Pen, m: Merchant, r: Rng): void {
  p.text('LAKESHORE MERCHANT CAPITAL', 40, 34, { size: 16, font: 'Helvetica-Bold', color: '#0b4f6c' });
  p.text('Working Capital Application', 40, 53, { size: 10, font: 'Helvetica-Oblique', color: '#0b4f6c' });
  p.text('233 S. Wacker Dr., Suite 4100 · Chicago, IL 60606', 300, 28, { size: 7, width: 272, align: 'right' });
  p.text('(312) 555-0148 · apps@lakeshoremc.com', 300, 37, { size: 7, width: 272, align: 'right' });
  lineField(p, 'ISO Rep:', 'iso_rep', plain(m.rep.name), 300, 52, 150, 38, { size: 8 });
  lineField(p, 'Rep Phone:', 'iso_phone', plain(m.rep.phone), 452, 52, 120, 44, { size: 8 });
  p.hline(40, 572, 72, 2, '#0b4f6c');
  band(p, 'BUSINESS INFORMATION', 40, 80, 532, '#0b4f6c');
  let y = 100;
  lineField(p, 'Corporate/Legal Name:', 'legal_name', legalV(m), 40, y, 532, 98); y += 20;
  lineField(p, 'DBA:', 'dba', dbaV(m), 40, y, 300, 24);
  lineField(p, 'Entity Type:', 'entity', entityV(m), 350, y, 222, 50); y += 20;
  lineField(p, 'Fed Tax ID #:', 'tax_id', taxV(m, false), 40, y, 200, 58);
  lineField(p, 'Date Business Established:', 'start', startV(r, m), 250, y, 200, 112);
  lineField(p, 'State of Inc.:', 'inc_state', plain(m.incState), 460, y, 112, 54); y += 20;
  lineField(p, 'Physical Address:', 'street', plain(m.addr.street), 40, y, 300, 76);
  lineField(p, 'City:', 'city', plain(m.addr.place.city), 350, y, 222, 22); y += 20;
  lineField(p, 'State:', 'state', stateV(m), 40, y, 100, 28);
  lineField(p, 'Zip:', 'zip', plain(m.addr.place.zip), 150, y, 90, 20);
  lineField(p, 'Business Phone:', 'phone', plain(m.phone), 250, y, 160, 66);
  lineField(p, 'Email:', 'email', plain(m.email), 420, y, 152, 28, { size: 7.5 }); y += 20;
  lineField(p, 'Type of Business:', 'kind', kindV(m), 40, y, 300, 74);
  lineField(p, 'Own / Rent:', 'rent_own', plain(m.rentOrOwn), 350, y, 110, 48);
  lineField(p, '# Employees:', 'employees', plain(String(m.employees)), 470, y, 102, 56); y += 20;
  lineField(p, 'Landlord / Mortgage Co.:', 'landlord', plain(m.landlord.name), 40, y, 300, 102);
  lineField(p, 'Landlord Phone:', 'landlord_phone', plain(m.landlord.phone), 350, y, 222, 66); y += 26;
  band(p, 'FUNDING REQUEST', 40, y, 532, '#0b4f6c'); y += 20;
  lineField(p, 'Amount Requested:', 'amount', amountV(r, m), 40, y, 220, 80);
  lineField(p, 'Use of Funds:', 'use', plain(m.use), 270, y, 302, 58); y += 20;
  lineField(p, 'Avg. Monthly Sales:', 'monthly', plain(`$${money(m.monthlySales)}`), 40, y, 220, 82);
  lineField(p, 'Business Bank:', 'bank', plain(m.bank.name), 270, y, 302, 64); y += 26;
  band(p, 'OWNER INFORMATION', 40, y, 532, '#0b4f6c'); y += 18;
  for (let i = 0; i < 2; i++) lakeshoreOwner(p, m, r, i, 40 + i * 272, y);
  y += 196;
  band(p, 'AUTHORIZATION', 40, y, 532, '#0b4f6c');
  p.text(AUTH, 40, y + 18, { size: 6.5, width: 532, lineGap: 1 });
  y += 82;
  for (let i = 0; i < 2; i++) {
    p.hline(40 + i * 272, 290 + i * 272, y + 22);
    p.text(`Owner #${i + 1} Signature                                    Date`, 40 + i * 272, y + 25, { size: 6.5 });
  }
}

function lakeshoreOwner(p: Pen, m: Merchant, r: Rng, i: number, x: number, y: number): void {
  const o = m.owners[i];
  const w = 260;
  p.text(`OWNER #${i + 1}${i === 1 ? ' (if applicable)' : ''}`, x, y, { size: 8, font: 'Helvetica-Bold', color: '#0b4f6c' });
  const v = (f: () => ReturnType<typeof plain>) => (o ? f() : plain(''));
  let yy = y + 14;
  lineField(p, 'Name:', `o${i}_name`, v(() => nameV(o!, i)), x, yy, w, 30); yy += 19;
  lineField(p, 'Title:', `o${i}_title`, v(() => titleV(o!, i)), x, yy, 150, 26);
  lineField(p, '% Ownership:', `o${i}_pct`, v(() => pctV(o!, i)), x + 156, yy, w - 156, 54); yy += 19;
  lineField(p, 'SSN:', `o${i}_ssn`, v(() => ssnV(r, o!, i)), x, yy, 130, 22);
  lineField(p, 'Date of Birth:', `o${i}_dob`, v(() => dobV(r, o!, i)), x + 136, yy, w - 136, 54); yy += 19;
  lineField(p, 'Home Address:', `o${i}_home`, v(() => homeV(o!)), x, yy, w, 60); yy += 19;
  lineField(p, 'City/State/Zip:', `o${i}_csz`, v(() => homeCszV(o!)), x, yy, w, 60); yy += 19;
  lineField(p, 'Cell:', `o${i}_cell`, v(() => plain(o!.cell)), x, yy, 130, 22);
  lineField(p, 'FICO (est.):', `o${i}_fico`, v(() => creditV(o!, i)), x + 136, yy, w - 136, 48); yy += 19;
  lineField(p, 'Email:', `o${i}_email`, v(() => plain(o!.email)), x, yy, w, 28, { size: 8 });
}

const ENTITY_BOXES = [['sole', 'Sole Prop.'], ['partnership', 'Partnership'], ['llc', 'LLC'], ['corp', 'Corporation'], ['scorp', 'S-Corp']] as const;

export function buckeye(p: Pen, m: Merchant, r: Rng): void {
  p.rect(36, 30, 540, 44, { fill: '#b3121f', stroke: 'none' });
  p.text('BUCKEYE BUSINESS FUNDING', 46, 38, { size: 15, font: 'Times-Bold', color: '#ffffff' });
  p.text('Merchant Funding Application  |  41 S. High St, Columbus, OH 43215  |  614-555-0190', 46, 58, { size: 7.5, color: '#ffffff' });
  boxField(p, 'SUBMITTING AGENT / ISO CODE', 'agent', plain(`${m.rep.name} / BBF-${r.int(1000, 9999)}`), 400, 80, 176, 26);
  p.text('SECTION 1 — BUSINESS PROFILE', 36, 92, { size: 9, font: 'Times-Bold', color: '#b3121f' });
  let y = 110;
  boxField(p, 'BUSINESS NAME (AS ON TAX RETURN)', 'legal_name', legalV(m), 36, y, 330, 26);
  boxField(p, 'DOING BUSINESS AS', 'dba', dbaV(m), 366, y, 210, 26); y += 26;
  p.rect(36, y, 540, 22, { lw: 0.5 });
  p.text('ENTITY:', 40, y + 8, { size: 6.5, font: 'Helvetica-Bold' });
  let x = 78;
  const isOther = m.entity.key === 'pllc';
  for (const [k, label] of ENTITY_BOXES) {
    p.check(`entity_${k}`, label, m.entity.key === k, x, y + 6, 8, { type_of_entity: m.entity.id });
    p.text(label, x + 11, y + 7, { size: 7 });
    x += label.length * 4 + 30;
  }
  p.check('entity_other', 'Other', isOther, x, y + 6, 8);
  p.text('Other:', x + 11, y + 7, { size: 7 });
  p.hline(x + 36, 570, y + 16, 0.4);
  p.value('entity_other_text', isOther ? m.entityWord : '', x + 36, y + 5, 570 - x - 36, { size: 8, fields: { type_of_entity: m.entity.id } });
  y += 22;
  boxField(p, 'FEDERAL EIN', 'tax_id', taxV(m, true), 36, y, 140, 26);
  boxField(p, 'INCEPTION DATE', 'start', startV(r, m), 176, y, 110, 26);
  boxField(p, 'STATE OF INCORPORATION', 'inc_state', plain(m.incState), 286, y, 110, 26);
  boxField(p, 'INDUSTRY / TYPE OF BUSINESS', 'kind', kindV(m), 396, y, 180, 26); y += 26;
  boxField(p, 'STREET ADDRESS (NO P.O. BOXES)', 'street', plain(m.addr.street), 36, y, 250, 26);
  boxField(p, 'CITY', 'city', plain(m.addr.place.city), 286, y, 130, 26);
  boxField(p, 'STATE', 'state', stateV(m), 416, y, 60, 26);
  boxField(p, 'ZIP', 'zip', plain(m.addr.place.zip), 476, y, 100, 26); y += 26;
  boxField(p, 'BUSINESS PHONE', 'phone', plain(m.phone), 36, y, 140, 26);
  boxField(p, 'BUSINESS EMAIL', 'email', plain(m.email), 176, y, 220, 26, { size: 8 });
  boxField(p, 'WEBSITE', 'web', plain(m.website ?? ''), 396, y, 180, 26, { size: 8 }); y += 36;
  p.text('SECTION 2 — FUNDING', 36, y, { size: 9, font: 'Times-Bold', color: '#b3121f' }); y += 14;
  boxField(p, 'FUNDING AMOUNT NEEDED', 'amount', amountV(r, m), 36, y, 150, 26);
  boxField(p, 'PURPOSE OF FUNDS', 'use', plain(m.use), 186, y, 170, 26);
  boxField(p, 'GROSS ANNUAL REVENUE', 'annual', plain(printAmount(r, m.annualRevenue)), 356, y, 110, 26);
  boxField(p, 'MONTHLY CC SALES', 'cc', plain(`$${money(Math.round(m.monthlySales * 0.4))}`), 466, y, 110, 26); y += 36;
  buckeyeAdvances(p, m, y);
  p.text('Page 1 of 2', 36, 760, { size: 7 });
  p.newPage();
  buckeyeOwners(p, m, r);
}

function buckeyeAdvances(p: Pen, m: Merchant, y: number): void {
  p.text('SECTION 3 — CURRENT ADVANCES / LOANS (list all open balances)', 36, y, { size: 9, font: 'Times-Bold', color: '#b3121f' }); y += 14;
  const cols = [[36, 'FUNDER / LENDER', 220], [256, 'BALANCE', 110], [366, 'PAYMENT', 110], [476, 'FREQUENCY', 100]] as const;
  for (const [cx, h, w] of cols) {
    p.rect(cx, y, w, 12, { fill: '#eeeeee', stroke: '#000000', lw: 0.4 });
    p.text(h, cx + 3, y + 3, { size: 6.5, font: 'Helvetica-Bold' });
  }
  y += 12;
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    for (const [cx, , w] of cols) p.rect(cx, y, w, 16, { lw: 0.4 });
    p.value(`funder_${i}`, f?.name ?? '', 36, y + 3, 216, { size: 8 });
    p.value(`funder_bal_${i}`, f ? `$${money(f.balance)}` : '', 256, y + 3, 106, { size: 8 });
    p.value(`funder_pmt_${i}`, f ? `$${money(f.payment)}` : '', 366, y + 3, 106, { size: 8 });
    p.value(`funder_freq_${i}`, f ? 'Daily' : '', 476, y + 3, 96, { size: 8 });
    y += 16;
  }
  y += 12;
  p.text('SECTION 4 — BANK & TRADE REFERENCES', 36, y, { size: 9, font: 'Times-Bold', color: '#b3121f' }); y += 14;
  boxField(p, 'BANK NAME', 'bank', plain(m.bank.name), 36, y, 200, 26);
  boxField(p, 'ROUTING #', 'routing', plain(m.bank.routing), 236, y, 150, 26);
  boxField(p, 'ACCOUNT #', 'account', plain(m.bank.account), 386, y, 190, 26); y += 26;
  for (let i = 0; i < 2; i++) {
    const t = m.refs[i]!;
    boxField(p, `TRADE REFERENCE ${i + 1}`, `ref_${i}`, plain(t.name), 36, y, 200, 26);
    boxField(p, 'CONTACT', `ref_contact_${i}`, plain(t.contact), 236, y, 150, 26);
    boxField(p, 'PHONE', `ref_phone_${i}`, plain(t.phone), 386, y, 190, 26); y += 26;
  }
}

function buckeyeOwners(p: Pen, m: Merchant, r: Rng): void {
  p.text('BUCKEYE BUSINESS FUNDING — Merchant Funding Application (cont.)', 36, 34, { size: 10, font: 'Times-Bold', color: '#b3121f' });
  p.text('SECTION 5 — OWNERSHIP (all owners of 20% or more)', 36, 56, { size: 9, font: 'Times-Bold', color: '#b3121f' });
  let y = 70;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const v = <T>(f: () => T, e: T): T => (o ? f() : e);
    p.rect(36, y, 540, 12, { fill: '#eeeeee', stroke: '#000000', lw: 0.5 });
    p.text(`OWNER / OFFICER ${i + 1}`, 40, y + 3, { size: 7, font: 'Helvetica-Bold' }); y += 12;
    boxField(p, 'FULL NAME', `o${i}_name`, v(() => nameV(o!, i), plain('')), 36, y, 230, 26);
    boxField(p, 'TITLE', `o${i}_title`, v(() => titleV(o!, i), plain('')), 266, y, 130, 26);
    boxField(p, '% OWNED', `o${i}_pct`, v(() => pctV(o!, i), plain('')), 396, y, 70, 26);
    boxField(p, 'DATE OF BIRTH', `o${i}_dob`, v(() => dobV(r, o!, i), plain('')), 466, y, 110, 26); y += 26;
    boxField(p, 'SOCIAL SECURITY #', `o${i}_ssn`, v(() => ssnV(r, o!, i), plain('')), 36, y, 140, 26);
    boxField(p, 'HOME ADDRESS', `o${i}_home`, v(() => homeV(o!), plain('')), 176, y, 220, 26);
    boxField(p, 'CITY, STATE ZIP', `o${i}_csz`, v(() => homeCszV(o!), plain('')), 396, y, 180, 26); y += 26;
    boxField(p, 'MOBILE', `o${i}_cell`, v(() => plain(o!.cell), plain('')), 36, y, 140, 26);
    boxField(p, 'EMAIL', `o${i}_email`, v(() => plain(o!.email), plain('')), 176, y, 220, 26, { size: 8 });
    boxField(p, 'CREDIT SCORE (IF KNOWN)', `o${i}_fico`, v(() => creditV(o!, i), plain('')), 396, y, 180, 26); y += 40;
  }
  p.text('SECTION 6 — AUTHORIZATION', 36, y, { size: 9, font: 'Times-Bold', color: '#b3121f' });
  p.text(AUTH, 36, y + 14, { size: 7, width: 540, lineGap: 1.5 });
  y += 100;
  for (let i = 0; i < 2; i++) {
    p.hline(36 + i * 280, 296 + i * 280, y + 20);
    p.text(`Signature of Owner ${i + 1}                                         Date`, 36 + i * 280, y + 23, { size: 6.5 });
  }
  p.text('Page 2 of 2', 36, 760, { size: 7 });
}

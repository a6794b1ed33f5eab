// Gateway Arch Funding (St. Louis ISO, dotted leaders, stacked principal blocks), Badger State Capital (Milwaukee,
// compact Times form, owners as "Last, First") and Prairie Wind Merchant Services (Wichita, owners in columns of a
// grid, entity checkbox row).
import type { Rng } from '../../statements/generator/prng.ts';
import { money, printAmount, type Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';
import { AUTH, amountV, band, boxField, cityStateZipV, creditV, dbaV, dobV, entityV, homeCszV, homeV, kindV, legalV, lineField, nameV,
  pctV, plain, ssnV, startV, stateV, taxV, titleV, type Val } from './fields.ts';

/** Label with a colon, then a dotted leader to the value's line. */
function dotted(p: Pen, label: string, key: string, v: Val, x: number, y: number, w: number, lw: number): void {
  p.text(label, x, y + 2, { size: 8.5, font: 'Times-Roman' });
  p.doc.save().dash(1, { space: 2 });
  p.hline(x + lw, x + w, y + 12, 0.6, '#444444');
  p.doc.undash().restore();
  p.value(key, v.text, x + lw, y, w - lw, { fields: v.fields });
}

export function gateway(p: Pen, m: Merchant, r: Rng): void {
  p.text('GATEWAY ARCH FUNDING', 0, 30, { size: 17, font: 'Times-Bold', width: 612, align: 'center', color: '#4a2c0b' });
  p.text('Small Business Capital · 100 N. Broadway, Suite 1200 · St. Louis, Missouri 63102 · (314) 555-0163', 0, 52, { size: 8, font: 'Times-Italic', width: 612, align: 'center' });
  p.hline(50, 562, 66, 0.8, '#4a2c0b'); p.hline(50, 562, 68.5, 0.4, '#4a2c0b');
  let y = 80;
  p.text('I. THE BUSINESS', 50, y, { size: 10, font: 'Times-Bold' }); y += 18;
  const d = (label: string, key: string, v: Val, x: number, w: number, lw: number): void => dotted(p, label, key, v, x, y, w, lw);
  d('Legal Entity Name:', 'legal_name', legalV(m), 50, 562 - 50, 86); y += 20;
  d('Trade Name:', 'dba', dbaV(m), 50, 290, 56); d('Structure:', 'entity', entityV(m), 300, 262, 48); y += 20;
  d('Fed. Tax ID / SSN:', 'tax_id', taxV(m, false), 50, 240, 80); d('Business Inception:', 'start', startV(r, m), 300, 262, 88); y += 20;
  d('Street:', 'street', plain(m.addr.street), 50, 290, 34); d('City/State/Zip:', 'csz', cityStateZipV(m), 300, 262, 66); y += 20;
  d('Telephone:', 'phone', plain(m.phone), 50, 210, 50); d('Product / Service Sold:', 'kind', kindV(m), 270, 292, 100); y += 20;
  d('Landlord:', 'landlord', plain(m.landlord.name), 50, 290, 44); d('Landlord Tel.:', 'landlord_phone', plain(m.landlord.phone), 300, 262, 62); y += 28;
  p.text('II. THE REQUEST', 50, y, { size: 10, font: 'Times-Bold' }); y += 18;
  d('Amount of Funding Requested:', 'amount', amountV(r, m), 50, 290, 132); d('Purpose:', 'use', plain(m.use), 300, 262, 42); y += 20;
  d('Average Monthly Revenue:', 'monthly', plain(printAmount(r, m.monthlySales)), 50, 290, 112);
  d('Current Funder (if any):', 'funder_0', plain(m.funders[0]?.name ?? 'None'), 300, 262, 104); y += 28;
  p.text('III. PRINCIPAL / OFFICER / GUARANTOR', 50, y, { size: 10, font: 'Times-Bold' }); y += 18;
  for (let i = 0; i < m.owners.length; i++) {
    if (y > 640) { p.text('(continued on page 2)', 50, 740, { size: 8, font: 'Times-Italic' }); p.newPage(); y = 50; }
    y = gatewayOwner(p, m, r, i, y);
  }
  if (p.page === 1) { p.text('(continued on page 2)', 50, 740, { size: 8, font: 'Times-Italic' }); p.newPage(); y = 50; }
  p.text('IV. BUSINESS REFERENCES', 50, y, { size: 10, font: 'Times-Bold' }); y += 18;
  for (const [i, t] of m.refs.slice(0, 2).entries()) {
    d(`Reference ${i + 1}:`, `ref_${i}`, plain(t.name), 50, 290, 58); d('Phone:', `ref_phone_${i}`, plain(t.phone), 300, 262, 32); y += 20;
  }
  y += 10;
  p.text('V. CERTIFICATION', 50, y, { size: 10, font: 'Times-Bold' });
  p.text(AUTH, 50, y + 16, { size: 8, font: 'Times-Roman', width: 512, lineGap: 1.5 }); y += 120;
  p.hline(50, 300, y); p.hline(330, 562, y);
  p.text('Principal / Officer / Guarantor', 50, y + 3, { size: 7, font: 'Times-Italic' }); p.text('Date', 330, y + 3, { size: 7, font: 'Times-Italic' });
  p.text('Submitted by: Gateway Arch Funding — ', 50, 740, { size: 7.5, font: 'Times-Roman' });
  p.value('iso_rep', m.rep.name, 190, 737, 200, { size: 8 });
}

function gatewayOwner(p: Pen, m: Merchant, r: Rng, i: number, y: number): number {
  const o = m.owners[i]!;
  const d = (label: string, key: string, v: Val, x: number, w: number, lw: number): void => dotted(p, label, key, v, x, y, w, lw);
  p.rect(50, y, 512, 12, { fill: '#efe6da', stroke: 'none' });
  p.text(`Principal / Officer / Guarantor #${i + 1}`, 54, y + 2.5, { size: 8, font: 'Times-Bold' }); y += 18;
  d('Name:', `o${i}_name`, nameV(o, i), 50, 290, 30); d('Title:', `o${i}_title`, titleV(o, i), 300, 160, 28);
  d('Equity %:', `o${i}_pct`, pctV(o, i, false), 470, 92, 44); y += 20;
  d('Social Security #:', `o${i}_ssn`, ssnV(r, o, i), 50, 240, 78); d('Birth Date:', `o${i}_dob`, dobV(r, o, i), 300, 150, 50);
  d('FICO:', `o${i}_fico`, creditV(o, i), 460, 102, 28); y += 20;
  d('Home Address:', `o${i}_home`, plain(`${homeV(o).text}, ${homeCszV(o).text}`), 50, 512, 64); y += 26;
  return y;
}

export function badger(p: Pen, m: Merchant, r: Rng): void {
  p.text('Badger State Capital', 54, 36, { size: 18, font: 'Times-Bold' });
  p.text('735 N. Water St. · Milwaukee, WI 53202 · 414-555-0109 · fax 414-555-0110', 54, 58, { size: 8, font: 'Times-Roman' });
  p.text('CONFIDENTIAL MERCHANT APPLICATION', 360, 40, { size: 9, font: 'Times-Bold', width: 200, align: 'right' });
  p.hline(54, 558, 72, 1.5);
  let y = 82;
  const l = (label: string, key: string, v: Val, x: number, w: number, lw: number): void => lineField(p, label, key, v, x, y, w, lw, { lfont: 'Times-Bold', lsize: 8.5 });
  l('Business Legal Name:', 'legal_name', legalV(m), 54, 504, 98); y += 19;
  l('d/b/a:', 'dba', dbaV(m), 54, 260, 30); l('Type of Entity:', 'entity', entityV(m), 324, 234, 66); y += 19;
  l('Federal Tax ID (EIN):', 'tax_id', taxV(m, true), 54, 260, 96); l('Date Started:', 'start', startV(r, m), 324, 234, 60); y += 19;
  l('Address:', 'street', plain(m.addr.street), 54, 260, 42); l('City:', 'city', plain(m.addr.place.city), 324, 120, 24);
  l('St:', 'state', stateV(m), 450, 50, 16); l('Zip:', 'zip', plain(m.addr.place.zip), 506, 52, 18); y += 19;
  l('Phone:', 'phone', plain(m.phone), 54, 200, 34); l('Description of Business:', 'kind', kindV(m), 264, 294, 108); y += 19;
  l('Capital Requested:', 'amount', amountV(r, m), 54, 200, 84); l('Annual Sales:', 'annual', plain(printAmount(r, m.annualRevenue)), 264, 294, 62); y += 26;
  p.text('OWNERSHIP — list owners Last, First', 54, y, { size: 9, font: 'Times-Bold' }); y += 16;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const v = (fn: () => Val): Val => (o ? fn() : plain(''));
    l(`${i + 1}. Name:`, `o${i}_name`, v(() => nameV(o!, i, true)), 54, 260, 44); l('Title:', `o${i}_title`, v(() => titleV(o!, i)), 324, 140, 26);
    l('Ownership %:', `o${i}_pct`, v(() => pctV(o!, i, false)), 470, 88, 58); y += 19;
    l('SS#:', `o${i}_ssn`, v(() => ssnV(r, o!, i)), 66, 130, 24); l('DOB:', `o${i}_dob`, v(() => dobV(r, o!, i)), 204, 110, 24);
    l('Home:', `o${i}_home`, v(() => plain(`${o!.home.street}, ${o!.home.place.city} ${o!.home.place.state}`)), 324, 234, 28); y += 25;
  }
  p.text('EXISTING FINANCING (MCA / loans)', 54, y, { size: 9, font: 'Times-Bold' }); y += 14;
  const cols = [['Company', 54, 220], ['Original Amount', 274, 95], ['Balance', 369, 95], ['Daily/Weekly Pmt', 464, 94]] as const;
  for (const [h, x, w] of cols) { p.rect(x, y, w, 13, { lw: 0.5 }); p.text(h, x + 3, y + 3.5, { size: 7.5, font: 'Times-Bold' }); }
  y += 13;
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    for (const [, x, w] of cols) p.rect(x, y, w, 15, { lw: 0.5 });
    p.value(`funder_${i}`, f?.name ?? '', 54, y + 3, 216, { size: 8 });
    p.value(`funder_orig_${i}`, f ? `$${money(f.balance * 2 + 17)}` : '', 274, y + 3, 91, { size: 8 });
    p.value(`funder_bal_${i}`, f ? `$${money(f.balance)}` : '', 369, y + 3, 91, { size: 8 });
    p.value(`funder_pmt_${i}`, f ? `$${money(f.payment)}` : '', 464, y + 3, 90, { size: 8 });
    y += 15;
  }
  y += 12;
  l('Bank:', 'bank', plain(m.bank.name), 54, 200, 26); l('Acct #:', 'account', plain(m.bank.account), 264, 150, 32);
  l('Broker:', 'iso_rep', plain(m.rep.name), 420, 138, 34); y += 28;
  p.text(AUTH, 54, y, { size: 7.5, font: 'Times-Roman', width: 504, lineGap: 1.2 }); y += 82;
  p.hline(54, 290, y); p.hline(324, 558, y);
  p.text('Signature', 54, y + 3, { size: 7, font: 'Times-Italic' }); p.text('Print Name / Date', 324, y + 3, { size: 7, font: 'Times-Italic' });
}

const KS_ENTITIES = [['llc', 'LLC'], ['corp', 'C-Corp'], ['scorp', 'S-Corp'], ['partnership', 'Partnership'], ['sole', 'Sole Proprietor'], ['pllc', 'PLLC']] as const;

export function prairieWind(p: Pen, m: Merchant, r: Rng): void {
  p.rect(30, 28, 552, 40, { fill: '#e8efe0', stroke: '#5b7f3a', lw: 1 });
  p.text('PRAIRIE WIND MERCHANT SERVICES', 40, 35, { size: 14, font: 'Helvetica-Bold', color: '#3d5a22' });
  p.text('Wichita, KS 67202 · 316-555-0135 · Fast funding for Main Street', 40, 53, { size: 8, color: '#3d5a22' });
  let y = 76;
  band(p, 'COMPANY', 30, y, 552, '#5b7f3a'); y += 13;
  boxField(p, 'Company Legal Name', 'legal_name', legalV(m), 30, y, 330, 26, { lcolor: '#3d5a22' });
  boxField(p, 'Operating Name (DBA)', 'dba', dbaV(m), 360, y, 222, 26, { lcolor: '#3d5a22' }); y += 26;
  p.rect(30, y, 552, 20, { lw: 0.5 });
  p.text('Business type:', 34, y + 7, { size: 7, font: 'Helvetica-Bold', color: '#3d5a22' });
  let x = 96;
  for (const [k, label] of KS_ENTITIES) {
    p.check(`type_${k}`, label, m.entity.key === k, x, y + 6, 8, { type_of_entity: m.entity.id });
    p.text(label, x + 11, y + 7, { size: 7 }); x += label.length * 4.2 + 26;
  }
  y += 20;
  boxField(p, 'EIN / SSN', 'tax_id', taxV(m, false), 30, y, 130, 26);
  boxField(p, 'Business Est. Date', 'start', startV(r, m), 160, y, 110, 26);
  boxField(p, 'Years in Business', 'tib', plain(`${m.years}`), 270, y, 70, 26);
  boxField(p, 'What does the business do?', 'kind', kindV(m), 340, y, 242, 26); y += 26;
  boxField(p, 'Business Street Address', 'street', plain(m.addr.street), 30, y, 220, 26);
  boxField(p, 'City', 'city', plain(m.addr.place.city), 250, y, 120, 26);
  boxField(p, 'State', 'state', stateV(m), 370, y, 50, 26);
  boxField(p, 'Zip', 'zip', plain(m.addr.place.zip), 420, y, 60, 26);
  boxField(p, 'Phone', 'phone', plain(m.phone), 480, y, 102, 26); y += 26;
  boxField(p, 'Funding Amount Needed', 'amount', amountV(r, m), 30, y, 150, 26);
  boxField(p, 'What will you use it for?', 'use', plain(m.use), 180, y, 200, 26);
  boxField(p, 'Monthly Card Sales', 'cc', plain(`$${money(Math.round(m.monthlySales * 0.55))}`), 380, y, 100, 26);
  boxField(p, 'Monthly Rent', 'rent', plain(`$${money(m.rent)}`), 480, y, 102, 26); y += 34;
  band(p, 'OWNERS (one column per owner)', 30, y, 552, '#5b7f3a'); y += 13;
  y = ownerColumns(p, m, r, y);
  y += 8;
  band(p, 'REFERRED BY', 30, y, 552, '#5b7f3a'); y += 13;
  boxField(p, 'Referral Partner', 'iso_rep', plain(m.rep.name), 30, y, 200, 26);
  boxField(p, 'Partner Phone', 'iso_phone', plain(m.rep.phone), 230, y, 150, 26);
  boxField(p, 'Partner Email', 'iso_email', plain(m.rep.email), 380, y, 202, 26, { size: 8 }); y += 34;
  p.text(AUTH, 30, y, { size: 6.8, width: 552, lineGap: 1 }); y += 66;
  p.hline(30, 290, y); p.hline(320, 582, y);
  p.text('Owner signature', 30, y + 3, { size: 7 }); p.text('Date', 320, y + 3, { size: 7 });
}

function ownerColumns(p: Pen, m: Merchant, r: Rng, y: number): number {
  const rows = ['Owner Name', 'Title', '% Owned', 'SSN', 'Date of Birth', 'Home Address', 'City, State Zip', 'Credit Score (approx.)'] as const;
  const keys = ['name', 'title', 'pct', 'ssn', 'dob', 'home', 'csz', 'fico'] as const;
  const colW = 142, x0 = 156;
  p.rect(30, y, 126, 14, { fill: '#f4f7f0', stroke: '#000000', lw: 0.4 });
  for (let c = 0; c < 3; c++) {
    p.rect(x0 + c * colW, y, colW, 14, { fill: '#f4f7f0', stroke: '#000000', lw: 0.4 });
    p.text(`Owner ${c + 1}`, x0 + c * colW + 4, y + 4, { size: 7, font: 'Helvetica-Bold' });
  }
  y += 14;
  const vals = [0, 1, 2].map((i): Val[] => {
    const o = m.owners[i];
    return o ? [nameV(o, i), titleV(o, i), pctV(o, i), ssnV(r, o, i), dobV(r, o, i), homeV(o), homeCszV(o), creditV(o, i)] : rows.map(() => plain(''));
  });
  rows.forEach((label, k) => {
    p.rect(30, y, 126, 17, { lw: 0.4 });
    p.text(label, 34, y + 5, { size: 7, font: 'Helvetica-Bold', color: '#3d5a22' });
    for (let c = 0; c < 3; c++) {
      p.rect(x0 + c * colW, y, colW, 17, { lw: 0.4 });
      p.value(`o${c}_${keys[k]}`, vals[c]![k]!.text, x0 + c * colW, y + 4, colW - 4, { size: 7.5, fields: vals[c]![k]!.fields });
    }
    y += 17;
  });
  return y;
}

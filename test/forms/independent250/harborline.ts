// Layout "harborline_grid": Harborline Capital, a one-page boxed grid (tiny labels in the corner of each cell, grey
// section bars), owners in two side-by-side columns plus an "additional owner" strip, after a two-column fax cover.
import { fmtDate, fullName, money, phone, type DateFmt } from './data.ts';
import { bizTaxF, countryOf, dbaF, dobF, nameF, ownerTaxF, pctF, roleF, scoreF } from './common.ts';
import { coverSheet, faxHeader, type FaxCtx } from './fax.ts';

export const HARBORLINE = { name: 'Harborline Capital', header: 'HARBORLINE CAPITAL', fax: '718-555-0143', phone: '(718) 555-0140',
  address: '1 Water Street, 14th Fl, Brooklyn, NY 11201', look: 'grid' as const };

const ENTITY_ROW: [string, string][] = [['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
  ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']];

export function harborline(c: FaxCtx): void {
  const { s, m, rng } = c;
  s.addPage(); faxHeader(c, 1); coverSheet(c);
  s.addPage(); faxHeader(c, 2, 1);
  const L = 33, W = 546;
  const cell = (label: string, x: number, y: number, w: number, h = 24): void => { s.rect(x, y, w, h, 0.5); s.label(label, x + 2, y + 2, { size: 5.5 }); };
  const put = (f: Record<string, string | number | null>, text: string, x: number, y: number, w: number, name: string): void =>
    s.value(f, text, x + 3, y + 11, w - 6, { name, size: 8.5 });
  const decoy = (key: string, text: string, x: number, y: number, w: number, name: string): void => s.decoy(key, text, x + 3, y + 11, w - 6, { name, size: 8.5 });
  const bar = (t: string, y: number): void => { s.rect(L, y, W, 12, 0.5, '#d0d0d0'); s.label(t, L + 4, y + 3, { size: 7, font: 'Helvetica-Bold' }); };
  s.label('HARBORLINE CAPITAL', L, 30, { size: 14, font: 'Helvetica-Bold' });
  s.label('Merchant Cash Advance Application  |  Submit with last 4 months of business bank statements', L, 47, { size: 7.5 });

  let y = 62; bar('BUSINESS INFORMATION', y); y += 12;
  cell('Legal / Corporate Name', L, y, 330); put({ legal_name: m.legal }, m.legal, L, y, 330, 'txtLegalName');
  cell('DBA', L + 330, y, 216); put(dbaF(m.dba), m.dbaPrinted, L + 330, y, 216, 'txtDBA');
  y += 24;
  cell('Physical Address (no P.O. Box)', L, y, 250); decoy('business_street', m.addr.street, L, y, 250, 'txtAddress');
  cell('City', L + 250, y, 120); decoy('business_city', m.addr.city, L + 250, y, 120, 'txtCity');
  cell('State', L + 370, y, 50); put({ state_region: m.addr.region, country: countryOf(m.country) }, m.addr.region, L + 370, y, 50, 'txtState');
  cell('Zip', L + 420, y, 60); decoy('business_zip', m.addr.postal, L + 420, y, 60, 'txtZip');
  cell('Own / Rent', L + 480, y, 66); decoy('own_rent', m.rent, L + 480, y, 66, 'txtOwnRent');
  y += 24;
  cell('Business Phone', L, y, 110); decoy('business_phone', m.phone, L, y, 110, 'txtPhone');
  cell('Business Fax', L + 110, y, 100); decoy('business_fax', phone(rng), L + 110, y, 100, 'txtFax');
  cell('Email', L + 210, y, 190); decoy('business_email', m.email, L + 210, y, 190, 'txtEmail');
  cell('Federal Tax ID (EIN)', L + 400, y, 146);
  if (m.tax) put(bizTaxF(m.tax), m.tax.printed, L + 400, y, 146, 'txtFEIN');
  y += 24;
  const startFmt = rng.pick<DateFmt>(['mdy', 'mdy2', 'long', 'dmon']);
  cell('Business Start Date', L, y, 100); put({ business_start_date: m.startIso }, fmtDate(m.startIso, startFmt), L, y, 100, 'txtStartDate');
  cell('State of Inc.', L + 100, y, 60); decoy('state_of_incorporation', m.incRegion, L + 100, y, 60, 'txtStateInc');
  cell('Type of Business / Industry', L + 160, y, 200); put({ industry: m.industry }, m.desc, L + 160, y, 200, 'txtIndustry');
  cell('# Employees', L + 360, y, 60); decoy('employees', String(m.employees), L + 360, y, 60, 'txtEmployees');
  cell('Avg. Monthly Gross Sales', L + 420, y, 126); decoy('monthly_sales', money(m.monthlySales, rng), L + 420, y, 126, 'txtMonthlySales');
  y += 24;
  s.rect(L, y, W, 18, 0.5); s.label('Entity:', L + 4, y + 6, { size: 7, font: 'Helvetica-Bold' });
  let x = L + 36;
  for (const [label, id] of ENTITY_ROW) { s.check(label, x, y + 5, m.entityId === id, { type_of_entity: id }, { name: `chk${label.replace(/\W/g, '')}` }); x += label.length * 3.6 + 20; }
  const other = !ENTITY_ROW.some(([, id]) => id === m.entityId);
  s.check('Other:', x, y + 5, other, {}, { name: 'chkOther' });
  s.line(x + 38, y + 14, L + W - 6, y + 14, 0.4);
  if (other) s.value({ type_of_entity: m.entityId }, m.entityText, x + 40, y + 5, L + W - x - 46, { name: 'txtEntityOther', size: 8 });
  y += 18;

  y += 8; bar('FUNDING REQUEST', y); y += 12;
  cell('Amount Requested', L, y, 140); put({ requested_amount: m.amount }, money(m.amount, rng), L, y, 140, 'txtAmount');
  cell('Use of Funds', L + 140, y, 200); decoy('use_of_funds', m.use, L + 140, y, 200, 'txtUseOfFunds');
  cell('Landlord / Mortgage Co. & Phone', L + 340, y, 206);
  decoy('landlord', `${rng.pick(['Brightwater Realty', 'J. Feldman Properties', 'Kingsbridge Mgmt'])} ${phone(rng)}`, L + 340, y, 206, 'txtLandlord');
  y += 24;

  y += 8; bar('OWNER / OFFICER INFORMATION (all owners of 20% or more)', y); y += 12;
  const colW = W / 2;
  const fmtDob = rng.pick<DateFmt>(['mdy', 'mdy2']);
  m.owners.slice(0, 2).forEach((o, i) => {
    const ox = L + i * colW; let oy = y;
    cell(`Owner ${i + 1} Full Name`, ox, oy, colW * 0.65); put(nameF(i, o), fullName(o, 'natural'), ox, oy, colW * 0.65, `txtOwner${i + 1}Name`);
    cell('Title', ox + colW * 0.65, oy, colW * 0.35); put(roleF(i, o), o.title, ox + colW * 0.65, oy, colW * 0.35, `txtOwner${i + 1}Title`);
    oy += 24;
    cell('Ownership %', ox, oy, colW * 0.3); put(pctF(i, o), `${o.pct}%`, ox, oy, colW * 0.3, `txtOwner${i + 1}Pct`);
    cell('SSN', ox + colW * 0.3, oy, colW * 0.4); if (o.tax) put(ownerTaxF(i, o.tax), o.tax.printed, ox + colW * 0.3, oy, colW * 0.4, `txtOwner${i + 1}SSN`);
    cell('Date of Birth', ox + colW * 0.7, oy, colW * 0.3); put(dobF(i, o), fmtDate(o.dobIso, fmtDob), ox + colW * 0.7, oy, colW * 0.3, `txtOwner${i + 1}DOB`);
    oy += 24;
    cell('Home Address', ox, oy, colW); decoy('owner_home_address', `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, ox, oy, colW, `txtOwner${i + 1}Home`);
    oy += 24;
    cell('Cell Phone', ox, oy, colW * 0.5); decoy('owner_cell', o.cell, ox, oy, colW * 0.5, `txtOwner${i + 1}Cell`);
    cell('Est. Credit Score', ox + colW * 0.5, oy, colW * 0.5);
    if (o.score !== null) put(scoreF(i, o), String(o.score), ox + colW * 0.5, oy, colW * 0.5, `txtOwner${i + 1}FICO`);
  });
  y += 96;
  const o3 = m.owners[2];
  if (o3) {
    s.label('ADDITIONAL OWNER', L, y + 3, { size: 6.5, font: 'Helvetica-Bold' }); y += 12;
    cell('Name', L, y, 200); put(nameF(2, o3), fullName(o3, 'natural'), L, y, 200, 'txtOwner3Name');
    cell('Title', L + 200, y, 100); put(roleF(2, o3), o3.title, L + 200, y, 100, 'txtOwner3Title');
    cell('%', L + 300, y, 50); put(pctF(2, o3), `${o3.pct}%`, L + 300, y, 50, 'txtOwner3Pct');
    cell('SSN', L + 350, y, 110); if (o3.tax) put(ownerTaxF(2, o3.tax), o3.tax.printed, L + 350, y, 110, 'txtOwner3SSN');
    cell('DOB', L + 460, y, 86); put(dobF(2, o3), fmtDate(o3.dobIso, fmtDob), L + 460, y, 86, 'txtOwner3DOB');
    y += 24;
  }

  y += 8; bar('BANK / ISO INFORMATION', y); y += 12;
  cell('Business Bank Name', L, y, 150); decoy('bank_name', rng.pick(['Chase', 'TD Bank', 'Wells Fargo', 'PNC Bank', 'Regions']), L, y, 150, 'txtBank');
  cell('ABA Routing #', L + 150, y, 110); decoy('routing_number', rng.pick(['021000021', '031101266', '121000248', '043000096']), L + 150, y, 110, 'txtRouting');
  cell('Account #', L + 260, y, 120); decoy('account_number', String(rng.int(100000000, 999999999)) + String(rng.int(10, 99)), L + 260, y, 120, 'txtAccount');
  cell('ISO Rep / ISO #', L + 380, y, 166); decoy('iso_rep', `${c.rep} / ISO-${rng.int(100, 999)}`, L + 380, y, 166, 'txtISO');
  y += 34;
  s.label('By signing below, each of the above listed business and business owner/officer (individually and collectively, "you") ' +
    'certify that all information and documents submitted in connection with this application are true, correct and complete. You ' +
    'authorize Harborline Capital, its assigns, agents and funding partners to obtain consumer and business credit reports, bank ' +
    'references and any other information from third parties in connection with this application and any renewal.', L, y, { size: 6.3, width: W });
  y += 50;
  m.owners.slice(0, 2).forEach((_o, i) => {
    const ox = L + i * colW;
    s.line(ox, y + 16, ox + 150, y + 16); s.label('Signature', ox, y + 19, { size: 6 });
    s.doc.save().moveTo(ox + 10, y + 14).bezierCurveTo(ox + 30, y - 4, ox + 45, y + 20, ox + 80, y + 4).lineWidth(0.9).strokeColor('#223').stroke().restore();
    s.line(ox + 165, y + 16, ox + 240, y + 16); s.label('Date', ox + 165, y + 19, { size: 6 });
    s.decoy('signature_date', fmtDate(`2025-${String(c.sent.getUTCMonth() + 1).padStart(2, '0')}-${String(c.sent.getUTCDate()).padStart(2, '0')}`, 'mdy'), ox + 167, y + 4, 70, { name: `txtSignDate${i + 1}`, size: 8 });
  });
}

// Meridian Practice Funding: two pages of underlined blanks with checkbox rows (entity type, payment frequency),
// a credentialing box of NPI / PTAN / CLIA / licence numbers, owners on page 2 as "Last, First", bank, landlord
// and existing advances.
import type { Canvas } from './canvas.ts';
import { fmtDate, money, ownerName, ownerTax, type Practice } from './data.ts';
import { entityId } from './reference.ts';
import { f } from './fields.ts';

const MAROON = '#7a1f3d', GREY = '#efe9eb';

function blank(c: Canvas, label: string, key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> | null): void {
  c.label(label, x, y + 3, 7.5, { bold: true });
  const lw = c.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(label) + 4;
  c.line(x + lw, y + 12, x + w - 6, y + 12, '#444');
  c.value(key, text, x + lw, y + 1, w - lw - 8, fields, 9);
}

function header(c: Canvas, page: number): void {
  const d = c.doc;
  d.save().circle(52, 44, 18).fill(MAROON).restore();
  d.save().rect(48, 32, 8, 24).fill('white').rect(40, 40, 24, 8).fill('white').restore();
  c.label('Meridian', 78, 26, 20, { bold: true, color: MAROON });
  c.label('PRACTICE FUNDING', 78, 48, 8.5, { color: '#444' });
  c.label('Merchant Application - Medical, Dental & Professional Practices', 330, 30, 8, { bold: true, align: 'right', width: 252 });
  c.label(`Page ${page} of 2   |   Fax completed forms to (646) 555-0198   |   apps@meridianpf.example`, 330, 44, 6.5, { align: 'right', width: 252, color: '#666' });
  c.line(30, 66, 582, 66, MAROON, 1.5);
}

const ENTITY_BOXES = ['PLLC', 'P.C.', 'P.A.', 'LLP', 'LLC', 'Corporation', 'Sole Prop.'];

export function drawMeridian(c: Canvas, p: Practice): void {
  const L = 30, Wd = 552;
  header(c, 1);
  let y = 74;
  c.bar('SECTION 1 - BUSINESS INFORMATION', L, y, Wd, MAROON); y += 18;
  blank(c, 'Business Legal Name:', 'legal_name', p.legal, L, y, Wd, f.legal(p)); y += 18;
  blank(c, 'DBA:', 'trade_name', p.dbaText, L, y, 330, p.dbaText ? f.dba(p) : null);
  blank(c, p.einBare ? 'Federal Tax ID (EIN):' : 'Federal Tax ID:', 'business_tax_id', p.einBare ? p.ein.replace('-', '') : p.ein, L + 330, y, Wd - 330, f.ein(p)); y += 20;
  c.label('Entity:', L, y + 1, 7.5, { bold: true });
  const box = ENTITY_BOXES.find((b) => entityId(b) === p.entityId && b.replace(/\W/g, '').toLowerCase() === p.entityText.replace(/\W/g, '').toLowerCase());
  let x = L + 34;
  for (const b of ENTITY_BOXES) x = c.check('type_of_entity', b, x, y, b === box, b === box ? f.entity(p.entityId) : null) + 10;
  x = c.check('type_of_entity', 'Other:', x, y, !box, null);
  c.line(x + 3, y + 9, L + Wd, y + 9, '#444');
  if (!box) c.value('type_of_entity_other', p.entityText, x + 3, y - 1, L + Wd - x - 3, f.entity(p.entityId), 8.5);
  y += 16;
  blank(c, 'Type of Business / Specialty:', 'industry', p.industryText, L, y, 330, f.industry(p));
  if (p.yearsOnly) blank(c, 'Years in Business:', 'years', String(p.years), L + 330, y, Wd - 330, null);
  else blank(c, 'Business Start Date:', 'business_start_date', fmtDate(p.start, p.startMode), L + 330, y, Wd - 330, f.start(p));
  y += 18;
  blank(c, 'Physical Address:', 'address', p.addr.street, L, y, 290, null);
  blank(c, 'City:', 'city', p.addr.city, L + 290, y, 130, null);
  blank(c, 'State:', 'state_region', p.addr.state, L + 420, y, 62, f.state(p));
  blank(c, 'Zip:', 'zip', p.addr.zip, L + 482, y, Wd - 482, null); y += 18;
  blank(c, 'Phone:', 'phone', p.phone, L, y, 170, null);
  blank(c, 'E-mail:', 'email', p.email, L + 170, y, 230, null);
  blank(c, 'State of Formation:', 'state_of_incorporation', p.incState, L + 400, y, Wd - 400, null); y += 24;

  c.rect(L, y, Wd, 44, '#b98a9a', 0.6, GREY);
  c.label('CREDENTIALING (for verification only - these are not tax identification numbers)', L + 5, y + 3, 6.5, { bold: true, color: MAROON });
  blank(c, 'Group NPI:', 'group_npi', p.groupNpi, L + 5, y + 12, 170, null);
  blank(c, 'Medicare PTAN:', 'ptan', p.kind === 'medical' ? p.ptan : '', L + 180, y + 12, 170, null);
  blank(c, 'CLIA #:', 'clia', p.kind === 'medical' ? p.clia : '', L + 360, y + 12, 185, null);
  blank(c, 'Facility/State License #:', 'state_license', p.stateLicense, L + 5, y + 27, 260, null);
  blank(c, 'Malpractice carrier:', 'malpractice', `${p.malpractice.carrier} ${p.malpractice.policy}`, L + 270, y + 27, 275, null); y += 52;

  c.bar('SECTION 2 - FUNDING REQUEST', L, y, Wd, MAROON); y += 18;
  blank(c, 'Amount Requested:', 'requested_amount', money(p.requested, p.amountMode), L, y, 200, f.amount(p));
  blank(c, 'Use of Proceeds:', 'use_of_funds', p.useOfFunds, L + 200, y, Wd - 200, null); y += 18;
  blank(c, 'Requested Payment:', 'requested_payment', p.paymentPrinted ? money(p.payment, 1) : '', L, y, 200, f.payment(p));
  blank(c, '# of Payments:', 'number_of_payments', p.paymentPrinted ? String(p.nPayments) : '', L + 200, y, 110, f.count(p));
  x = L + 318;
  for (const [lab, v] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
    const on = p.paymentPrinted && p.freq === v;
    x = c.check('payment_frequency', lab, x, y + 3, on, on ? f.freq(p) : null) + 10;
  }
  y += 24;
  c.bar('SECTION 3 - PRACTICE REVENUE', L, y, Wd, MAROON); y += 16;
  const cols = [L, L + 200, L + 260, L + 340];
  ['Payer / source', '% Mix', 'Monthly $', ''].forEach((h, i) => c.label(h, cols[i]! + 3, y, 7, { bold: true }));
  c.label('Monthly collections', L + 380, y, 7, { bold: true });
  p.payers.forEach((r, i) => {
    const ry = y + 11 + i * 13;
    c.rect(L, ry - 2, 340, 13, '#bbb');
    c.label(r.name, L + 3, ry + 1, 7.5);
    c.value(`payer_pct_${i}`, `${r.pct}%`, cols[1]!, ry, 55, null, 8);
    c.value(`payer_amount_${i}`, money(r.amount, 0), cols[2]!, ry, 75, null, 8);
  });
  p.collections.forEach((m, i) => {
    const ry = y + 11 + i * 13;
    c.rect(L + 380, ry - 2, Wd - 380, 13, '#bbb');
    c.label(m.month, L + 383, ry + 1, 7.5);
    c.value(`collections_${i}`, money(m.amount, 0), L + 420, ry, Wd - 425, null, 8);
  });
  y += 11 + 4 * 13 + 10;
  c.fine('Meridian Practice Funding is a broker, not a lender. Submission of this application does not guarantee funding. Figures in Section 3 are self-reported and will be verified against bank statements and payer remittances.', L, y, Wd);

  c.newPage();
  header(c, 2);
  y = 74;
  c.bar('SECTION 4 - OWNERS / PRINCIPALS', L, y, Wd, MAROON); y += 18;
  p.owners.forEach((o, i) => {
    c.label(`Principal #${i + 1}`, L, y, 8, { bold: true, color: MAROON }); y += 12;
    blank(c, 'Name (Last, First):', `owner${i}_name`, ownerName(o, 1), L, y, 300, f.name(o, i));
    blank(c, 'Title:', `owner${i}_role`, o.role, L + 300, y, 160, f.role(o, i));
    blank(c, '% Owned:', `owner${i}_ownership`, o.ownershipText, L + 460, y, Wd - 460, f.own(o, i)); y += 18;
    blank(c, 'SSN / ITIN:', `owner${i}_tax_id`, ownerTax(o, i + 1), L, y, 170, f.tax(o, i));
    blank(c, 'Date of Birth:', `owner${i}_dob`, o.dob ? fmtDate(o.dob, 0) : '', L + 170, y, 150, f.dob(o, i));
    blank(c, 'Credit Score:', `owner${i}_credit`, o.credit ? String(o.credit) : '', L + 320, y, 100, f.credit(o, i));
    blank(c, 'Credential:', `owner${i}_cred`, o.cred, L + 420, y, Wd - 420, null); y += 18;
    blank(c, 'Home Address:', `owner${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, L, y, 360, null);
    blank(c, 'License #:', `owner${i}_license`, o.license, L + 360, y, Wd - 360, null); y += 24;
  });
  c.bar('SECTION 5 - BANKING, LANDLORD & EXISTING ADVANCES', L, y, Wd, MAROON); y += 18;
  blank(c, 'Bank:', 'bank_name', p.bank.name, L, y, 180, null);
  blank(c, 'Routing #:', 'routing', p.bank.routing, L + 180, y, 170, null);
  blank(c, 'Account #:', 'account', p.bank.account, L + 350, y, Wd - 350, null); y += 18;
  blank(c, 'Landlord:', 'landlord', p.landlord.name, L, y, 300, null);
  blank(c, 'Landlord Phone:', 'landlord_phone', p.landlord.phone, L + 300, y, Wd - 300, null); y += 20;
  ['Funder', 'Balance', 'Payment'].forEach((h, i) => c.label(h, L + 3 + i * 150, y, 7, { bold: true }));
  for (let i = 0; i < 2; i++) {
    const ry = y + 11 + i * 13, e = p.existing[i];
    c.rect(L, ry - 2, 450, 13, '#bbb');
    if (e) { c.value(`funder_${i}`, e.funder, L, ry, 145, null, 8); c.value(`funder_balance_${i}`, money(e.balance, 0), L + 150, ry, 140, null, 8); c.value(`funder_payment_${i}`, money(e.payment, 0), L + 300, ry, 140, null, 8); }
  }
  y += 46;
  blank(c, 'Office Manager (contact):', 'office_manager', `${p.manager.name}, ${p.manager.phone}`, L, y, 360, null); y += 24;
  y = c.fine('AUTHORIZATION. Each undersigned principal represents that the information in this application is true, correct and complete, and authorizes Meridian Practice Funding and any purchaser of future receivables to whom it is submitted to obtain credit reports, verify practice licensure and enrollment with payers, and contact the bank, landlord and creditors named above. This authorization extends to the practice and each principal individually. A copy of this authorization is as valid as the original.', L, y, Wd) + 14;
  p.owners.forEach((o, i) => {
    const sy = y + i * 30;
    c.line(L, sy + 14, L + 220, sy + 14, '#333');
    c.label('Signature', L, sy + 16, 6);
    c.line(L + 240, sy + 14, L + 420, sy + 14, '#333');
    c.label('Print name', L + 240, sy + 16, 6);
    c.value(`sign_name_${i}`, `${o.first} ${o.last}`, L + 240, sy + 3, 175, f.name(o, i), 8.5);
    c.line(L + 440, sy + 14, L + Wd, sy + 14, '#333');
    c.label('Date', L + 440, sy + 16, 6);
    c.value(`sign_date_${i}`, fmtDate(p.signDate, 0), L + 440, sy + 3, 100, null, 8.5);
  });
}

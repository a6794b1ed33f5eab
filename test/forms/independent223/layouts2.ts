// Pinecrest Merchant Services (checkbox rows, owners as "Last, First", a non-owner signers table, a "person completing
// this form" block) and Bluewater Advance Group (the ISO's block on top, principals side by side, owner 3 on an
// "Additional Owners" sheet, references and landlord).
import type { Canvas } from './canvas.ts';
import { money, nameText, type Model } from './model.ts';
import { biz, decoy, other, owner } from './values.ts';
import { FINE } from './layouts1.ts';

const ENTITY_BOXES: [string, string][] = [['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'],
  ['PLLC', 'pllc'], ['Corporation', 'c_corporation'], ['S Corp', 's_corporation'], ['Non-Profit', 'nonprofit_corporation']];
const BOX_OF: Record<string, string> = { llc: 'LLC', pllc: 'PLLC', c_corporation: 'Corporation', s_corporation: 'S Corp',
  general_partnership: 'Partnership', sole_proprietorship: 'Sole Proprietor' };

export function pinecrest(c: Canvas, m: Model): void {
  const green = '#2d6a4f';
  for (let k = 0; k < 3; k++) c.doc.save().polygon([40 + k * 14, 60], [50 + k * 14, 30 + k * 4], [60 + k * 14, 60]).fill(k === 1 ? '#40916c' : green).restore();
  c.label('PINECREST', 92, 30, { size: 17, bold: true, color: green });
  c.label('MERCHANT SERVICES', 93, 48, { size: 8, color: green });
  c.rect(400, 28, 176, 32, green, 0.8);
  c.label('Working Capital Application\nPlease print clearly. All owners of 20%+ must be listed.', 405, 32, { size: 6.8, width: 168 });
  const b = biz(m);
  let y = 72;
  c.bar('SECTION A — BUSINESS PROFILE', 36, y, 540, green); y += 16;
  c.cell('Business Legal Name (as shown on tax return)', b.legal, 36, y, 340); c.cell('Operating / DBA Name', b.dba, 376, y, 200); y += 28;
  c.label('Legal Structure:', 36, y + 1, { size: 7, bold: true });
  let x = 110;
  for (const [lbl, id] of ENTITY_BOXES) {
    c.check(lbl, x, y, BOX_OF[m.entityId] === lbl, `entity_${id}`, { 'application.type_of_entity': id });
    x += 22 + c.doc.font('Helvetica').fontSize(7).widthOfString(lbl);
  }
  y += 14;
  c.cell('EIN / Tax ID', b.tax, 36, y, 130); c.cell(m.yearsOnly ? 'Years Owned' : 'Date Established', b.start, 166, y, 110);
  c.cell('State of Formation', b.inc, 276, y, 90); c.cell('Nature of Business', b.industry, 366, y, 210); y += 28;
  c.cell('Street Address (no P.O. boxes)', b.street, 36, y, 230); c.cell('City', b.city, 266, y, 130); c.cell('State', b.state, 396, y, 50);
  c.cell('ZIP', b.zip, 446, y, 60); c.cell('Employees', b.employees, 506, y, 70); y += 28;
  c.label('Premises:', 36, y + 1, { size: 7, bold: true });
  c.check('Own', 90, y, m.rentOrOwn === 'Own', 'premises_own'); c.check('Rent', 130, y, m.rentOrOwn === 'Rent', 'premises_rent');
  const ll = other(m.landlord, 'landlord');
  c.row('Landlord', ll.extra, 180, y - 3, 200, 40); c.row('Landlord Ph.', ll.phone, 390, y - 3, 186, 50); y += 18;
  c.bar('SECTION B — REQUEST', 36, y, 540, green); y += 16;
  c.cell('Requested Amount', b.amount, 36, y, 120); c.cell('Desired Payment', b.payment, 156, y, 100); c.cell('Term (# payments)', b.nPay, 256, y, 90);
  c.label('Remittance:', 356, y + 2, { size: 7, bold: true });
  x = 356;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly']) {
    const lbl = f === 'biweekly' ? 'Bi-Weekly' : f[0]!.toUpperCase() + f.slice(1);
    c.check(lbl, x, y + 13, m.freq === f, `freq_${f}`, { 'application.payment_frequency': f });
    x += 55;
  }
  y += 30;
  c.bar('SECTION C — OWNERSHIP (owners only; list non-owner officers in Section D)', 36, y, 540, green); y += 16;
  const cols: [string, number][] = [['Owner Name (Last, First)', 150], ['Title', 80], ['Own %', 45], ['SSN', 85], ['DOB', 70], ['Home Address', 110]];
  x = 36;
  for (const [h, w] of cols) { c.label(h, x + 2, y, { size: 6.5, bold: true }); x += w; }
  y += 9;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i] ? owner(m.owners[i]!, i, true) : null;
    x = 36;
    [o?.name, o?.title, o?.pct, o?.ssn, o?.dob, o?.home].forEach((val, k) => {
      c.line(x, y + 16, x + cols[k]![1] - 4, y + 16, '#888');
      c.value(val ?? null, x + 1, y + 2, cols[k]![1] - 6, 13);
      x += cols[k]![1];
    });
    y += 18;
  }
  y += 6;
  c.bar('SECTION D — OFFICERS / AUTHORIZED SIGNERS WITH NO OWNERSHIP', 36, y, 540, '#74a57f'); y += 16;
  m.officers.forEach((of, j) => {
    c.cell('Name', decoy(`officer${j + 1}_name`, nameText(of.person)), 36, y, 200); c.cell('Title', decoy(`officer${j + 1}_title`, of.title), 236, y, 140);
    c.cell('Ownership', decoy(`officer${j + 1}_pct`, 'None'), 376, y, 80); y += 26;
  });
  y += 4;
  c.bar('SECTION E — CONTACTS', 36, y, 540, green); y += 16;
  for (const [ct, key] of [[m.bookkeeper, 'bookkeeper'], [m.emergency, 'emergency'], [m.reference, 'reference']] as const) {
    const d = other(ct, key);
    c.label(ct.role, 36, y + 6, { size: 7, bold: true });
    c.cell('Name', d.name, 130, y, 170); c.cell('Firm / Relation', d.extra, 300, y, 140); c.cell('Phone', d.phone, 440, y, 136); y += 26;
  }
  c.label('Page 1 of 2 — continue on reverse', 450, 762, { size: 6, color: '#777' });

  c.addPage();
  y = 36;
  c.bar('SECTION F — BANKING & EXISTING FINANCING', 36, y, 540, green); y += 16;
  c.cell('Bank', decoy('bank_name', m.bank.name), 36, y, 200); c.cell('Routing Number', decoy('routing', m.bank.routing), 236, y, 140);
  c.cell('Account Number', decoy('account', m.bank.account), 376, y, 200); y += 28;
  c.label('Do you currently have a cash advance or loan?', 36, y + 1, { size: 7 });
  c.check('Yes', 230, y, m.funders.length > 0, 'adv_yes'); c.check('No', 270, y, m.funders.length === 0, 'adv_no'); y += 14;
  m.funders.forEach((f, k) => {
    c.row('Funder', decoy(`funder${k + 1}`, f.name), 36, y, 250, 40); c.row('Balance', decoy(`funder${k + 1}_bal`, money(f.balance)), 300, y, 130, 40);
    c.row('Daily Pmt', decoy(`funder${k + 1}_pay`, money(f.payment)), 440, y, 136, 40); y += 18;
  });
  y += 8;
  c.bar('SECTION G — AUTHORIZATION', 36, y, 540, green); y += 16;
  c.label(FINE, 36, y, { size: 6.5, width: 540 }); y += 46;
  m.owners.forEach((o, i) => c.signature(36 + i * 180, y, 160, `Owner ${i + 1}`));
  y += 40;
  if (m.spouse) {
    const sp = other(m.spouse, 'spouse');
    c.label('Spousal consent (community-property states) — spouse is not an owner of the business', 36, y, { size: 7, bold: true }); y += 10;
    c.cell('Spouse Name', sp.name, 36, y, 220); c.cell('Spouse of', sp.extra, 256, y, 200); y += 28;
    c.signature(36, y, 200, 'Spouse'); y += 36;
  }
  const pr = other(m.preparer, 'preparer');
  c.rect(36, y, 540, 46, '#888', 0.6);
  c.label('PERSON COMPLETING THIS FORM (if not an owner)', 42, y + 4, { size: 7, bold: true });
  c.cell('Name', pr.name, 42, y + 14, 180); c.cell('Position', pr.extra, 222, y + 14, 130); c.cell('Phone', pr.phone, 352, y + 14, 110);
  c.cell('Date', decoy('prep_date', m.signDate.toISOString().slice(0, 10)), 462, y + 14, 110); y += 56;
  const iso = other(m.iso, 'iso');
  c.label('Broker use only:', 36, y, { size: 6.5, bold: true, color: '#777' });
  c.row('Account Exec', iso.name, 110, y - 4, 220, 55); c.row('ISO Code', iso.extra, 340, y - 4, 236, 40);
  c.label('Page 2 of 2', 530, 762, { size: 6, color: '#777' });
}

export function bluewater(c: Canvas, m: Model): void {
  const blue = '#023e8a', orange = '#f77f00';
  c.doc.save().circle(58, 46, 18).fill(blue).restore();
  c.doc.save().moveTo(42, 50).bezierCurveTo(50, 40, 60, 58, 74, 46).lineWidth(2.5).strokeColor('#fff').stroke().restore();
  c.label('BLUEWATER ADVANCE GROUP', 84, 34, { size: 14, bold: true, color: blue });
  c.label('Revenue-Based Funding  |  apply@bluewater-advance.test', 84, 51, { size: 7, color: '#666' });
  const iso = other(m.iso, 'iso');
  c.rect(400, 26, 176, 40, orange, 0.8, '#fff4e6');
  c.label('SUBMITTING ISO', 404, 29, { size: 6.5, bold: true, color: orange });
  c.value(iso.name, 404, 36, 168, 11); c.value(iso.phone, 404, 48, 84, 11); c.value(iso.extra, 490, 48, 84, 11);
  const b = biz(m);
  let y = 76;
  c.bar('COMPANY', 36, y, 540, blue); y += 16;
  c.cell('Company Legal Name', b.legal, 36, y, 270, { boxed: true }); c.cell('Trade Name (DBA)', b.dba, 306, y, 270, { boxed: true }); y += 24;
  c.cell('Business Address', b.fullAddr, 36, y, 370, { boxed: true }); c.cell('Business Phone', b.phone, 406, y, 170, { boxed: true }); y += 24;
  c.cell('Legal Entity', b.entity, 36, y, 100, { boxed: true }); c.cell('Federal Tax ID', b.tax, 136, y, 120, { boxed: true });
  c.cell(m.yearsOnly ? 'Years in Business' : 'Inception Date', b.start, 256, y, 100, { boxed: true });
  c.cell('Industry / Description', b.industry, 356, y, 220, { boxed: true }); y += 24;
  c.cell('Funding Amount Sought', b.amount, 36, y, 130, { boxed: true }); c.cell('Payment Amount', b.payment, 166, y, 100, { boxed: true });
  c.cell('Frequency', b.freq, 266, y, 90, { boxed: true }); c.cell('No. of Payments', b.nPay, 356, y, 80, { boxed: true });
  c.cell('Gross Monthly Sales', b.sales, 436, y, 140, { boxed: true }); y += 32;
  c.bar('PRINCIPALS  (Principal 3 and beyond: Additional Owners sheet)', 36, y, 540, blue); y += 16;
  const lines: [string, keyof ReturnType<typeof owner>][] = [['Name', 'name'], ['Title', 'title'], ['Ownership', 'pct'], ['Social Security #', 'ssn'],
    ['Date of Birth', 'dob'], ['FICO (self-reported)', 'credit'], ['Home Address', 'home'], ['Cell', 'phone'], ['Email', 'email']];
  const side = (vals: ReturnType<typeof owner> | null, x: number, title: string, yy: number) => {
    c.label(title, x, yy, { size: 8, bold: true, color: orange });
    lines.forEach(([lbl, k], n) => c.row(lbl, vals ? vals[k] : null, x, yy + 12 + n * 15, 262, 78));
  };
  side(owner(m.owners[0]!, 0), 36, 'PRINCIPAL 1', y);
  side(m.owners[1] ? owner(m.owners[1], 1) : null, 314, 'PRINCIPAL 2', y);
  y += 12 + lines.length * 15 + 10;
  c.bar('REFERENCES & LANDLORD (not guarantors)', 36, y, 540, blue); y += 16;
  for (const [ct, key, lbl] of [[m.landlord, 'landlord', 'Landlord'], [m.reference, 'reference', 'Trade Reference'], [m.emergency, 'emergency', 'Emergency Contact']] as const) {
    const d = other(ct, key);
    c.label(lbl, 36, y + 6, { size: 7, bold: true });
    c.cell('Contact Name', d.name, 120, y, 170); c.cell('Company / Relation', d.extra, 290, y, 160); c.cell('Phone', d.phone, 450, y, 126); y += 26;
  }
  c.label('Continued on page 2.', 36, 760, { size: 6.5, oblique: true });

  c.addPage();
  y = 36;
  c.label('BLUEWATER ADVANCE GROUP — page 2', 36, y, { size: 10, bold: true, color: blue }); y += 18;
  c.bar('BANKING', 36, y, 540, blue); y += 16;
  c.cell('Depository Bank', decoy('bank_name', m.bank.name), 36, y, 200, { boxed: true });
  c.cell('ABA Routing', decoy('routing', m.bank.routing), 236, y, 150, { boxed: true }); c.cell('Account', decoy('account', m.bank.account), 386, y, 190, { boxed: true }); y += 30;
  c.bar('CURRENT BALANCES WITH OTHER FUNDERS', 36, y, 540, blue); y += 16;
  for (let k = 0; k < 2; k++) {
    const f = m.funders[k];
    c.cell('Funder', decoy(`funder${k + 1}`, f?.name), 36, y, 240); c.cell('Balance', decoy(`funder${k + 1}_bal`, f ? money(f.balance) : null), 276, y, 150);
    c.cell('Payment', decoy(`funder${k + 1}_pay`, f ? money(f.payment) : null), 426, y, 150); y += 26;
  }
  c.bar('ACCOUNTING CONTACT & CO-SIGNERS (NON-OWNERS)', 36, y, 540, blue); y += 16;
  for (const [ct, key] of [[m.bookkeeper, 'bookkeeper'], [m.guarantor, 'guarantor'], [m.spouse, 'spouse']] as const) {
    if (!ct) continue;
    const d = other(ct, key);
    c.label(ct.role, 36, y + 6, { size: 7, bold: true });
    c.cell('Name', d.name, 160, y, 170); c.cell('Details', d.extra, 330, y, 130); c.cell('Phone', d.phone, 460, y, 116); y += 26;
  }
  y += 8;
  c.bar('MERCHANT AUTHORIZATION', 36, y, 540, blue); y += 16;
  c.label(FINE, 36, y, { size: 6.5, width: 540 }); y += 44;
  m.owners.forEach((o, i) => c.signature(36 + i * 180, y, 160, `Principal ${i + 1}`));
  y += 36;
  const pr = other(m.preparer, 'preparer');
  c.row('Form completed by', pr.name, 36, y, 300, 80); c.row('Title', pr.extra, 350, y, 226, 30);

  if (m.owners.length > 2) {
    c.addPage();
    y = 36;
    c.bar('ADDITIONAL OWNERS SHEET — attach to Bluewater application', 36, y, 540, orange); y += 22;
    c.row('Company Legal Name', b.legal, 36, y, 540, 90); y += 24;
    for (let i = 2; i < m.owners.length; i++) { side(owner(m.owners[i]!, i), 36, `PRINCIPAL ${i + 1}`, y); y += 12 + lines.length * 15 + 14; }
    c.signature(36, y, 220, `Principal ${m.owners.length}`);
  }
}

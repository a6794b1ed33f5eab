// Keystone Bridge Capital (principals/officers table mixing owners and 0% officers) and Harborline Funding Partners
// (owner blocks, look-alike spouse and guarantor blocks, owner 3 on an "Additional Owners" sheet).
import type { Canvas } from './canvas.ts';
import { money, nameText, type Model } from './model.ts';
import { biz, decoy, other, owner } from './values.ts';

export const FINE = 'By signing below, each of the above (the "Merchant" and its principals) certifies that the information provided is true and '
  + 'complete and authorizes the broker, its assigns and any funding source to obtain consumer and business credit reports, contact references and '
  + 'verify information with banks, landlords and processors. This is an application for the sale of future receivables, not a loan.';

export function keystone(c: Canvas, m: Model): void {
  const navy = '#1d3557';
  c.doc.save().polygon([40, 58], [52, 30], [76, 30], [88, 58]).fill(navy).restore();
  c.doc.save().rect(58, 40, 12, 18).fill('#e9c46a').restore();
  c.label('KEYSTONE BRIDGE CAPITAL', 96, 32, { size: 15, bold: true, color: navy });
  c.label('Business Funding Application  ·  keystonebridge.test  ·  (888) 555-0142', 96, 50, { size: 7.5, color: '#555' });
  c.label(`Ref# KB-${m.bank.account.slice(0, 5)}`, 500, 34, { size: 7, color: '#888' });
  const b = biz(m);
  let y = 72;
  c.bar('1. MERCHANT INFORMATION', 36, y, 540, navy); y += 16;
  c.cell('Legal Business Name', b.legal, 36, y, 300, { boxed: true }); c.cell('DBA', b.dba, 336, y, 240, { boxed: true }); y += 24;
  c.cell('Entity Type', b.entity, 36, y, 120, { boxed: true }); c.cell('Federal Tax ID (EIN)', b.tax, 156, y, 130, { boxed: true });
  c.cell(m.yearsOnly ? 'Years in Business' : 'Business Start Date', b.start, 286, y, 110, { boxed: true });
  c.cell('State of Inc.', b.inc, 396, y, 60, { boxed: true }); c.cell('Type of Business', b.industry, 456, y, 120, { boxed: true }); y += 24;
  c.cell('Physical Address', b.street, 36, y, 220, { boxed: true }); c.cell('City', b.city, 256, y, 120, { boxed: true });
  c.cell('State', b.state, 376, y, 50, { boxed: true }); c.cell('Zip', b.zip, 426, y, 60, { boxed: true }); c.cell('Phone', b.phone, 486, y, 90, { boxed: true }); y += 24;
  c.cell('Email', b.email, 36, y, 200, { boxed: true }); c.cell('Website', b.web, 236, y, 160, { boxed: true });
  c.cell('Monthly Sales', b.sales, 396, y, 90, { boxed: true }); c.cell('# Employees', b.employees, 486, y, 90, { boxed: true }); y += 32;
  c.bar('2. FUNDING REQUEST', 36, y, 540, navy); y += 16;
  c.cell('Amount Requested', b.amount, 36, y, 130, { boxed: true }); c.cell('Use of Funds', b.use, 166, y, 150, { boxed: true });
  c.cell('Est. Payment', b.payment, 316, y, 90, { boxed: true }); c.cell('# of Payments', b.nPay, 406, y, 70, { boxed: true });
  c.cell('Frequency', b.freq, 476, y, 100, { boxed: true }); y += 32;
  c.bar('3. PRINCIPALS & OFFICERS  (list every owner and every officer, including officers with no ownership)', 36, y, 540, navy); y += 16;
  const cols: [string, number][] = [['Name', 150], ['Title', 90], ['% Own', 45], ['SSN', 85], ['Date of Birth', 70], ['FICO', 40], ['Cell Phone', 60]];
  let x = 36;
  for (const [h, w] of cols) { c.rect(x, y, w, 12, '#999', 0.5, '#e8edf3'); c.label(h, x + 3, y + 3, { size: 6.5, bold: true }); x += w; }
  y += 12;
  // Owners and officers interleaved as a real table is: the officers' rows say 0%.
  type Row = { kind: 'owner'; i: number } | { kind: 'officer'; j: number };
  const rows: Row[] = m.owners.map((_, i) => ({ kind: 'owner' as const, i }));
  m.officers.forEach((_, j) => rows.splice(Math.min(rows.length, 1 + j * 2), 0, { kind: 'officer', j }));
  let ord = 0;
  for (const row of rows.slice(0, 5)) {
    x = 36;
    for (const [, w] of cols) { c.rect(x, y, w, 16, '#999', 0.5); x += w; }
    if (row.kind === 'owner') {
      const o = owner(m.owners[row.i]!, ord++);
      [o.name, o.title, o.pct, o.ssn, o.dob, o.credit, o.phone].forEach((val, k) => {
        const cx = 36 + cols.slice(0, k).reduce((s, [, w]) => s + w, 0);
        c.value(val, cx + 1, y + 2, cols[k]![1] - 4, 13);
      });
    } else {
      const of = m.officers[row.j]!;
      c.value(decoy(`officer${row.j + 1}_name`, nameText(of.person)), 37, y + 2, 146, 13);
      c.value(decoy(`officer${row.j + 1}_title`, of.title), 187, y + 2, 86, 13);
      c.value(decoy(`officer${row.j + 1}_pct`, '0%'), 277, y + 2, 41, 13);
    }
    y += 16;
  }
  y += 10;
  c.bar('4. BANK & LANDLORD', 36, y, 540, navy); y += 16;
  c.cell('Bank Name', decoy('bank_name', m.bank.name), 36, y, 160, { boxed: true });
  c.cell('Routing #', decoy('routing', m.bank.routing), 196, y, 100, { boxed: true });
  c.cell('Account #', decoy('account', m.bank.account), 296, y, 110, { boxed: true });
  const ll = other(m.landlord, 'landlord');
  c.cell('Landlord / Mortgage Co.', ll.extra, 406, y, 100, { boxed: true }); c.cell('Landlord Phone', ll.phone, 506, y, 70, { boxed: true }); y += 30;
  c.label(FINE, 36, y, { size: 6, width: 540, color: '#444' });
  c.label('Page 1 of 2', 540, 760, { size: 6, color: '#888' });

  c.addPage();
  y = 36;
  c.label('KEYSTONE BRIDGE CAPITAL — Application (continued)', 36, y, { size: 10, bold: true, color: navy }); y += 20;
  c.bar('5. OTHER CONTACTS (not owners — for verification only)', 36, y, 540, navy); y += 16;
  for (const [lbl, ct, key] of [[m.bookkeeper.role, m.bookkeeper, 'bookkeeper'], ['Emergency Contact', m.emergency, 'emergency'],
    ['Business Reference', m.reference, 'reference']] as const) {
    const d = other(ct, key);
    c.label(lbl, 36, y + 8, { size: 7, bold: true });
    c.cell('Name', d.name, 140, y, 160); c.cell('Relationship / Firm', d.extra, 300, y, 120); c.cell('Phone', d.phone, 420, y, 156); y += 28;
  }
  if (m.funders.length) {
    c.bar('6. EXISTING ADVANCES', 36, y, 540, navy); y += 16;
    m.funders.forEach((f, k) => {
      c.cell('Funder', decoy(`funder${k + 1}`, f.name), 36, y, 220); c.cell('Balance', decoy(`funder${k + 1}_bal`, money(f.balance)), 256, y, 120);
      c.cell('Payment', decoy(`funder${k + 1}_pay`, money(f.payment)), 376, y, 120); y += 26;
    });
  }
  y += 8;
  c.bar('7. AUTHORIZATION & SIGNATURES', 36, y, 540, navy); y += 18;
  c.label(FINE, 36, y, { size: 6.5, width: 540 }); y += 40;
  m.owners.forEach((o, i) => {
    c.signature(36 + (i % 2) * 280, y, 220, `Principal ${i + 1}`);
    c.label(`Print Name: ${nameText(o.person)}     Date: ${m.signDate.toISOString().slice(0, 10)}`, 36 + (i % 2) * 280, y + 30, { size: 6.5 });
    if (i % 2 === 1) y += 48;
  });
  if (m.owners.length % 2 === 1) y += 48;
  const sp = m.spouse ?? m.guarantor;
  if (sp) {
    const d = other(sp, 'cosigner');
    c.label(`${sp.role} (if required by funder)`, 36, y, { size: 7, bold: true }); y += 10;
    c.cell('Name', d.name, 36, y, 220); c.cell('Relationship', d.extra, 256, y, 160); c.cell('Phone', d.phone, 416, y, 160); y += 28;
  }
  const iso = other(m.iso, 'iso');
  c.rect(36, 690, 540, 50, '#999', 0.5, '#f4f4f4');
  c.label('FOR OFFICE USE — ISO / Sales Representative', 42, 694, { size: 6.5, bold: true });
  c.row('Rep Name', iso.name, 42, 706, 250, 50); c.row('Rep Phone', iso.phone, 310, 706, 250, 50); c.row('ISO ID', iso.extra, 42, 722, 250, 50);
  c.label('Page 2 of 2', 540, 760, { size: 6, color: '#888' });
}

export function harborline(c: Canvas, m: Model): void {
  const teal = '#0f6e73';
  for (let k = 0; k < 3; k++) c.doc.save().circle(52 + k * 9, 44, 10 - k * 2).lineWidth(2).strokeColor(k === 1 ? '#f4a261' : teal).stroke().restore();
  c.label('Harborline', 84, 28, { size: 20, bold: true, color: teal });
  c.label('FUNDING PARTNERS', 86, 50, { size: 8, color: '#333' });
  c.label('MERCHANT APPLICATION', 400, 30, { size: 12, bold: true, color: '#333' });
  c.label('Submit with last 4 months of bank statements', 400, 46, { size: 6.5, oblique: true });
  const b = biz(m);
  let y = 72;
  c.line(36, y, 576, y, teal, 2); y += 6;
  c.label('BUSINESS', 36, y, { size: 9, bold: true, color: teal }); y += 14;
  const L = 36, R = 312, w = 264;
  c.row("Business Legal Name", b.legal, L, y, w, 88); c.row('Doing Business As', b.dba, R, y, w, 80); y += 16;
  c.row('Business Address', b.fullAddr, L, y, 540, 88); y += 16;
  c.row('Type of Entity', b.entity, L, y, w, 88); c.row('Tax ID #', b.tax, R, y, w, 80); y += 16;
  c.row(m.yearsOnly ? 'Years in Business' : 'Date Business Started', b.start, L, y, w, 88); c.row('Industry', b.industry, R, y, w, 80); y += 16;
  c.row('Business Phone', b.phone, L, y, w, 88); c.row('Incorporated in (state)', b.inc, R, y, w, 80); y += 16;
  c.row('Amount Requested', b.amount, L, y, w, 88); c.row('Use of Proceeds', b.use, R, y, w, 80); y += 16;
  c.row('Avg Monthly Deposits', b.sales, L, y, w, 88); c.row(`${m.rentOrOwn === 'Rent' ? 'Monthly Rent' : 'Mortgage'}`, b.rent, R, y, w, 80); y += 22;
  const block = (title: string, vals: ReturnType<typeof owner>, yy: number, note?: string) => {
    c.rect(36, yy, 540, 70, '#9bb', 0.6);
    c.bar(title, 36, yy, 540, '#d8ecec', teal, 12);
    if (note) c.label(note, 340, yy + 3, { size: 6, oblique: true });
    c.cell('Full Name', vals.name, 40, yy + 14, 180); c.cell('Title', vals.title, 220, yy + 14, 100); c.cell('Ownership %', vals.pct, 320, yy + 14, 70);
    c.cell('SSN', vals.ssn, 390, yy + 14, 90); c.cell('Date of Birth', vals.dob, 480, yy + 14, 92);
    c.cell('Home Address', vals.home, 40, yy + 40, 300); c.cell('Credit Score (est.)', vals.credit, 340, yy + 40, 90); c.cell('Mobile', vals.phone, 430, yy + 40, 142);
  };
  const onFirst = Math.min(2, m.owners.length);
  for (let i = 0; i < onFirst; i++) { block(`OWNER ${i + 1}`, owner(m.owners[i]!, i), y); y += 76; }
  // Look-alike blocks for people who are not owners.
  const nonOwner = (ct: NonNullable<Model['spouse']>, key: string, title: string) => {
    const d = other(ct, key);
    c.rect(36, y, 540, 44, '#bbb', 0.6);
    c.bar(title, 36, y, 540, '#eeeeee', '#444', 12);
    c.cell('Full Name', d.name, 40, y + 14, 180); c.cell('Relationship', d.extra, 220, y + 14, 170); c.cell('Ownership %', decoy(`${key}_pct`, '0%'), 390, y + 14, 70);
    c.cell('Phone', d.phone, 460, y + 14, 112); y += 50;
  };
  if (m.spouse) nonOwner(m.spouse, 'spouse', 'SPOUSE / CO-SIGNER (NOT AN OWNER)');
  if (m.guarantor) nonOwner(m.guarantor, 'guarantor', 'ADDITIONAL GUARANTOR (NON-OWNER)');
  if (y < 650) {
    c.label(m.owners.length > 2 ? 'More than two owners: see ADDITIONAL OWNERS sheet attached.' : 'More than two owners? Use the Additional Owners sheet.', 36, y + 2, { size: 7, oblique: true });
    y += 14;
  }
  c.label(FINE, 36, Math.max(y, 700), { size: 5.8, width: 540, color: '#555' });

  c.addPage();
  y = 36;
  c.label('Harborline Funding Partners', 36, y, { size: 11, bold: true, color: teal });
  c.label(m.owners.length > 2 ? 'ADDITIONAL OWNERS SHEET' : 'CONTACTS & AUTHORIZATION', 380, y, { size: 10, bold: true }); y += 20;
  for (let i = 2; i < m.owners.length; i++) { block(`OWNER ${i + 1}`, owner(m.owners[i]!, i), y); y += 76; }
  c.label('CONTACTS', 36, y, { size: 9, bold: true, color: teal }); y += 14;
  for (const [ct, key] of [[m.bookkeeper, 'bookkeeper'], [m.emergency, 'emergency'], [m.preparer, 'preparer']] as const) {
    const d = other(ct, key);
    c.label(ct.role, 36, y + 4, { size: 7, bold: true });
    c.row('Name', d.name, 180, y, 190, 28); c.row('Phone', d.phone, 380, y, 196, 30); y += 16;
    c.row('Relationship / Firm', d.extra, 180, y, 396, 70); y += 20;
  }
  const ref = other(m.reference, 'reference');
  c.row('Trade Reference', ref.name, 36, y, 300, 88); c.row('Phone', ref.phone, 350, y, 226, 30); y += 24;
  c.row('Bank', decoy('bank_name', m.bank.name), 36, y, 200, 40); c.row('ABA', decoy('routing', m.bank.routing), 250, y, 150, 28);
  c.row('Acct', decoy('account', m.bank.account), 410, y, 166, 28); y += 26;
  c.label(FINE, 36, y, { size: 6.3, width: 540 }); y += 44;
  m.owners.forEach((o, i) => { c.signature(36 + (i % 3) * 180, y, 160, nameText(o.person)); });
  y += 50;
  const iso = other(m.iso, 'iso');
  c.rect(36, y, 540, 40, teal, 0.8);
  c.label('SUBMITTED BY (ISO)', 42, y + 4, { size: 7, bold: true, color: teal });
  c.row('Agent', iso.name, 42, y + 16, 250, 36); c.row('Agent Phone', iso.phone, 300, y + 16, 270, 50);
}

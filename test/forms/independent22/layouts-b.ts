// Layouts 3-5: an additional-owners schedule after the signature page, a table whose rows wrap, one owner per page.
import { A, B, dob, fico, fmoney, fname, oneline, pct, pickStyles, plain, role, ssn } from './fmt.ts';
import { entityRow, type Layout } from './layouts-a.ts';
import { incDecoy, type Merchant, type Owner } from './model.ts';
import type { Pen } from './pen.ts';

function ownerBlock(pen: Pen, m: Merchant, i: number, y: number, st: ReturnType<typeof pickStyles>, masked: boolean): void {
  const o = m.owners[i]!;
  pen.uline('Owner name', fname(i, o, st.name), 36, y, 300); pen.uline('Title', role(i, o), 342, y, 130); pen.uline('Ownership', pct(i, o, st.pct), 478, y, 98);
  pen.uline('Social Security #', ssn(i, o, masked ? 'x' : false), 36, y + 18, 200); pen.uline('Date of birth', dob(i, o, st.date), 242, y + 18, 150);
  pen.uline('Mobile', plain(o.cell), 398, y + 18, 178);
  pen.uline('Residence address', plain(oneline(o.home)), 36, y + 36, 540);
}

export const schedule: Layout = (pen, m, rng) => {
  const st = pickStyles(rng);
  pen.label('TRISTATE CAPITAL SOURCE', 36, 30, { size: 15, bold: true }); pen.label('Application for Business Cash Advance — Page 1 of 3', 36, 48, { size: 8 });
  pen.heading('Section 1 — The Business', 36, 66, 540, '#5a2a27');
  pen.uline('Corporate / legal name', B.legal(m), 36, 84, 540); pen.uline('d/b/a', B.dba(m, 'SAME'), 36, 102, 300); pen.uline('EIN', B.tax(m), 342, 102, 234);
  entityRow(pen, m, ['LLC', 'Corporation', 'Sole Proprietorship', 'Partnership', 'PLLC'], 36, 124);
  pen.uline('Physical address', plain(m.addr.street), 36, 138, 260); pen.uline('City', plain(m.addr.city), 302, 138, 130); pen.uline('St', B.state(m), 438, 138, 60); pen.uline('Zip', plain(m.addr.zip), 504, 138, 72);
  pen.uline('Date established', B.start(m, st.date), 36, 156, 200); pen.uline('Nature of business', B.kind(m), 242, 156, 334);
  pen.uline('Landlord / mortgage holder', plain(m.landlord.name), 36, 174, 330, { decoy: 'landlord' }); pen.uline('Landlord phone', plain(m.landlord.phone), 372, 174, 204, { decoy: 'landlord_phone' });
  pen.heading('Section 2 — Request', 36, 198, 540, '#5a2a27');
  pen.uline('Advance amount sought', B.amount(m, st.money), 36, 216, 260); pen.uline('Purpose', plain(m.use), 302, 216, 274);
  pen.heading('Section 3 — Principal Owner', 36, 240, 540, '#5a2a27');
  ownerBlock(pen, m, 0, 258, st, rng.chance(0.2));
  pen.label(m.owners.length > 1 ? 'Additional owners: see Schedule A (page 3).' : 'Additional owners: none.', 36, 318, { size: 8, bold: true });
  pen.newPage();
  pen.label('Page 2 of 3 — Authorization and Signatures', 36, 30, { size: 11, bold: true });
  const y = pen.para('Merchant and each undersigned owner authorize Tristate Capital Source, its affiliates and funding partners to obtain credit reports, contact the business\'s bank and landlord, and share this application with prospective funders. The undersigned certify that all information in this application and Schedule A is true and complete.', 36, 54, 540, 8);
  m.owners.forEach((o, i) => {
    const yy = y + 30 + i * 52;
    pen.line(36, yy + 14, 250, yy + 14); pen.label('Signature', 36, yy + 17, { size: 6.5 });
    pen.uline('Print name', plain(`${o.first} ${o.last}`), 270, yy, 200); pen.uline('Date', plain('01/05/2026'), 476, yy, 100);
  });
  pen.rect(36, 600, 540, 70); pen.label('ISO / Referring broker', 42, 606, { size: 8, bold: true });
  pen.uline('Rep name', plain(m.iso.name), 42, 620, 250, { decoy: 'iso_rep' }); pen.uline('Company', plain(m.iso.company), 300, 620, 270, { decoy: 'iso_company' });
  pen.uline('Rep phone', plain(m.iso.phone), 42, 640, 250, { decoy: 'iso_phone' }); pen.uline('Rep email', plain(m.iso.email), 300, 640, 270, { decoy: 'iso_email' });
  pen.newPage();
  pen.label('SCHEDULE A — ADDITIONAL OWNERS', 36, 30, { size: 13, bold: true }); pen.label(`Merchant: ${m.legal}`, 36, 48, { size: 8 });
  for (let i = 1; i < 4; i++) {
    const yy = 70 + (i - 1) * 80;
    pen.label(`Owner #${i + 1}`, 36, yy, { size: 9, bold: true });
    if (i < m.owners.length) ownerBlock(pen, m, i, yy + 12, st, rng.chance(0.2));
    else pen.label('— not applicable —', 120, yy, { size: 8 });
  }
};

export const wraptable: Layout = (pen, m, rng) => {
  const st = pickStyles(rng);
  pen.rect(0, 0, 612, 56, '#0d3b3b'); pen.label('NORTHBEAM ADVANCE', 36, 16, { size: 18, bold: true, color: '#fff' }); pen.label('Small Business Working Capital Application', 36, 38, { size: 9, color: '#fff' });
  pen.cell('Business Legal Name', B.legal(m), 36, 70, 300); pen.cell('Doing Business As', B.dba(m, 'N/A'), 336, 70, 240);
  pen.cell('Tax ID', B.tax(m), 36, 94, 120); pen.cell('Entity', B.entity(m), 156, 94, 100); pen.cell('Inception Date', B.start(m, st.date), 256, 94, 100);
  pen.cell('Business Type', B.kind(m), 356, 94, 220);
  pen.cell('Location Address', plain(`${m.addr.street}, ${m.addr.city}`), 36, 118, 300); pen.cell('State', B.state(m), 336, 118, 60); pen.cell('Zip', plain(m.addr.zip), 396, 118, 80);
  pen.cell('Phone', plain(m.phone), 476, 118, 100);
  pen.cell('Amount Requested', B.amount(m, st.money), 36, 142, 130); pen.cell('Payment Amount', B.payment(m, 'dollar'), 166, 142, 130);
  pen.cell('# of Payments', B.nPay(m), 296, 142, 90); pen.cell('Frequency', { text: B.freqWord(m), fields: { payment_frequency: m.freq } }, 386, 142, 90);
  pen.cell('Monthly Rent', plain(fmoney(m.landlord.rent, 'dollar')), 476, 142, 100, 24, { decoy: 'rent' });
  pen.label('OWNERSHIP (list every owner of the business)', 36, 176, { size: 9, bold: true });
  const cols: [string, number][] = [['Owner Name', 92], ['Title', 70], ['Home Address', 150], ['SSN', 78], ['DOB', 64], ['Own %', 42], ['FICO', 44]];
  let x = 36;
  for (const [h, w] of cols) { pen.rect(x, 190, w, 14, '#d7e6e6'); pen.label(h, x + 3, 194, { size: 7, bold: true }); x += w; }
  for (let r = 0; r < 5; r++) {
    const y = 204 + r * 30, o: Owner | undefined = m.owners[r];
    x = 36;
    for (const [, w] of cols) { pen.rect(x, y, w, 30); x += w; }
    if (!o) continue;
    const mid = o.middle ? ` ${o.middle}.` : '';
    pen.value({ text: `${o.first}${mid}`, fields: { [A(r, 'first_name')]: o.first } }, 39, y + 4, 86, { size: 8.5 });
    pen.value({ text: o.last, fields: { [A(r, 'last_name')]: o.last } }, 39, y + 17, 86, { size: 8.5 });
    const t = o.title.split(' ');
    if (t.length > 1) { pen.value({ text: t[0]!, fields: { [A(r, 'role')]: o.title } }, 131, y + 4, 64, { size: 8.5 }); pen.value(plain(t.slice(1).join(' ')), 131, y + 17, 64, { size: 8.5 }); }
    else pen.value(role(r, o), 131, y + 4, 64, { size: 8.5 });
    pen.value(plain(o.home.street), 201, y + 4, 144, { size: 8.5 }); pen.value(plain(`${o.home.city}, ${o.home.state} ${o.home.zip}`), 201, y + 17, 144, { size: 8.5 });
    pen.value(ssn(r, o, rng.chance(0.2) ? 'x' : false), 351, y + 10, 72, { size: 8.5 }); pen.value(dob(r, o, st.date), 429, y + 10, 58, { size: 8 });
    pen.value(pct(r, o, st.pct === 'words' ? 'plain' : st.pct), 493, y + 10, 36, { size: 8.5 }); pen.value(fico(r, o), 535, y + 10, 38, { size: 8.5 });
  }
  pen.uline('Store / site manager (not an owner, not a guarantor):', plain(m.officer.name), 36, 362, 380, { decoy: 'non_owner_manager' });
  pen.uline('Landlord', plain(m.landlord.name), 36, 382, 300, { decoy: 'landlord' }); pen.uline('Phone', plain(m.landlord.phone), 342, 382, 234, { decoy: 'landlord_phone' });
  pen.uline('Bank', plain(m.bank.name), 36, 402, 180, { decoy: 'bank_name' }); pen.uline('ABA', plain(m.bank.routing), 222, 402, 160, { decoy: 'routing_number' });
  pen.uline('Acct', plain(m.bank.account), 388, 402, 188, { decoy: 'account_number' });
  pen.para('Signing below, each owner authorizes Northbeam Advance to obtain credit and background reports and agrees to the terms of the advance if approved.', 36, 432, 540, 7.5);
  m.owners.forEach((_, i) => { pen.line(36 + i * 135, 480, 160 + i * 135, 480); pen.label(`Owner ${i + 1} signature`, 36 + i * 135, 483, { size: 6.5 }); });
};

export const perpage: Layout = (pen, m, rng) => {
  const st = pickStyles(rng);
  pen.label('Granite Peak Commercial Funding', 36, 30, { size: 16, bold: true }); pen.label('Business Profile', 36, 50, { size: 10 });
  pen.cell('Legal name of business', B.legal(m), 36, 70, 540); pen.cell('Operating name (if different)', B.dba(m, ''), 36, 94, 540);
  pen.cell('Federal EIN', B.tax(m), 36, 118, 180); pen.cell('Start date', B.start(m, st.date), 216, 118, 160); pen.cell('State incorporated in', plain(m.incState), 376, 118, 200, 24, incDecoy(m));
  entityRow(pen, m, ['LLC', 'Inc.', 'S Corp', 'LP', 'Sole Proprietor'], 40, 148);
  pen.cell('Business address', plain(`${m.addr.street}, ${m.addr.city}`), 36, 162, 360); pen.cell('State', B.state(m), 396, 162, 70); pen.cell('Zip', plain(m.addr.zip), 466, 162, 110);
  pen.cell('Describe the business', B.kind(m), 36, 186, 540);
  pen.cell('Capital requested', B.amount(m, st.money), 36, 210, 180); pen.cell('Use of proceeds', plain(m.use), 216, 210, 360);
  pen.cell('Operating bank', plain(m.bank.name), 36, 242, 180, 24, { decoy: 'bank_name' }); pen.cell('Routing', plain(m.bank.routing), 216, 242, 180, 24, { decoy: 'routing_number' });
  pen.cell('Account', plain(m.bank.account), 396, 242, 180, 24, { decoy: 'account_number' });
  pen.label(`Number of owners: ${m.owners.length}. Complete one Guarantor Profile page for each owner.`, 36, 280, { size: 8.5, bold: true });
  m.owners.forEach((o, i) => {
    pen.newPage();
    pen.label(`GUARANTOR PROFILE — Owner ${i + 1} of ${m.owners.length}`, 36, 30, { size: 13, bold: true });
    pen.cell('First name', { text: o.first, fields: { [A(i, 'first_name')]: o.first } }, 36, 60, 170); pen.cell('M.I.', o.middle ? plain(o.middle) : null, 206, 60, 40);
    pen.cell('Last name', { text: o.last, fields: { [A(i, 'last_name')]: o.last } }, 246, 60, 170);
    pen.cell('Title', role(i, o), 36, 84, 180); pen.cell('Percent of ownership', pct(i, o, st.pct), 216, 84, 200);
    pen.cell('SSN / ITIN', ssn(i, o, rng.chance(0.25) ? 'star' : false), 36, 108, 180); pen.cell('Date of birth', dob(i, o, st.date), 216, 108, 200);
    pen.cell('Home address', plain(oneline(o.home)), 36, 132, 380); pen.cell('Self-reported credit score', fico(i, o), 36, 156, 180);
    pen.rect(436, 60, 140, 120); pen.label('PHOTO ID', 480, 66, { size: 8, bold: true }); pen.label('Attach a copy of a government-issued photo ID', 442, 160, { size: 5.5 });
    pen.decoy('id_number', `DL ${o.home.state}-${o.ssn.slice(-4)}${m.bank.routing.slice(3, 7)}`, 444, 120, 126, { size: 8 });
    pen.para('I personally guarantee the obligations of the merchant named on page 1 and authorize Granite Peak Commercial Funding to obtain my consumer credit report.', 36, 200, 380, 7.5);
    pen.line(36, 260, 250, 260); pen.label('Signature', 36, 263, { size: 6.5 });
  });
};

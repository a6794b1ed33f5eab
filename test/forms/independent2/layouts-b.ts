// Brokers' layouts, part two: a matrix whose rows are fields and whose columns are the business and its owners, and
// a two-page bank-style form in capital letters with boxed character combs for numbers and dates.
import type { Sheet } from './draw.ts';
import type { Layout } from './layout.ts';
import { FREQ_WORD, dob, money, ownerId, ownerName, startDate } from './rules.ts';
import { d2, type Merchant, type Owner } from './model.ts';

type Row = [string, (m: Merchant) => string, ((o: Owner, i: number) => string) | null, boolean];

function matrixRows(m: Merchant): Row[] {
  const ca = m.country === 'CA';
  return [
    ['Name', (x) => x.legal, (o) => ownerName(o, 'first_last'), false],
    ['DBA  /  Title', (x) => x.dba, (o) => o.title, false],
    ['Entity  /  Ownership', (x) => x.entity.text, (o) => `${o.pct}%`, false],
    [ca ? 'Tax ID (BN / SIN)' : 'Tax ID (EIN / SSN)', (x) => x.taxId, (o) => ownerId(m.country, o), false],
    ['Start Date  /  DOB', (x) => startDate(x.start, 'mdy').text, (o) => dob(o.dob), false],
    ['Street', (x) => x.street, (o) => o.home.street, true],
    [ca ? 'City, Prov. Postal' : 'City, State ZIP', (x) => `${x.city}, ${x.region} ${x.zip}`, (o) => `${o.home.city}, ${o.home.region}`, false],
    ['Phone', (x) => x.phone, (_o, i) => `(${410 + i}) 555-02${d2(20 + i)}`, true],
    ['E-mail', (x) => x.email, (o) => `${o.first.toLowerCase()}.${o.last.toLowerCase().replace(/[^a-z]/g, '')}@mail.example`, false],
    ['Credit Score (est.)', () => 'N/A', (o) => (o.score === null ? '' : String(o.score)), false],
  ];
}

/** Ledger Point: one table, rows are the questions, columns "Business | Owner 1 | Owner 2 | Owner 3". */
export const ledgerMatrix: Layout = {
  name: 'ledger_matrix', countries: ['US', 'CA'], owners: [1, 3],
  draw(s, m) {
    s.valueFont = 'Helvetica';
    s.text('LEDGER POINT FUNDING', 36, 32, { size: 15, font: 'Helvetica-Bold', color: '#0b5d3b' });
    s.text('Merchant & Guarantor Information Matrix', 36, 50, { size: 9, font: 'Helvetica-Oblique' });
    s.text('Complete one column for the business and one per owner of 20% or more.', 300, 36, { size: 6.5 });
    let y = 70;
    s.text('Type of Business:', 36, y, { size: 8, font: 'Helvetica-Bold' }); s.value(m.industryText, 112, y - 1, 200, 'industry');
    s.text(m.country === 'CA' ? 'Province of Inc.:' : 'State of Inc.:', 330, y, { size: 8, font: 'Helvetica-Bold' });
    s.decoy(m.incRegion, 400, y - 1, 40, 'inc_state'); y += 18;
    const cols = [36, 126, 276, 376, 476, 576];
    const heads = ['', 'BUSINESS', 'OWNER 1', 'OWNER 2', 'OWNER 3'];
    s.rect(36, y, 540, 14, '#0b5d3b');
    heads.forEach((h, i) => s.text(h, cols[i]! + 4, y + 4, { size: 7, font: 'Helvetica-Bold', color: 'white' }));
    y += 14;
    for (const [label, biz, own, decoy] of matrixRows(m)) {
      s.rect(36, y, 90, 22, '#e8f0ec');
      for (let c = 0; c < 5; c++) s.rect(cols[c]!, y, cols[c + 1]! - cols[c]!, 22);
      s.text(label, 40, y + 8, { size: 6.5, font: 'Helvetica-Bold' });
      const key = label.replace(/\W+/g, '_').toLowerCase();
      if (decoy) s.decoy(biz(m), cols[1]! + 3, y + 7, 146, `biz_${key}`, { size: 7.5 });
      else s.value(biz(m), cols[1]! + 3, y + 7, 146, `biz_${key}`, { size: 7.5 });
      m.owners.forEach((o, i) => {
        const v = own ? own(o, i) : '';
        if (decoy) s.decoy(v, cols[i + 2]! + 3, y + 7, 96, `o${i}_${key}`, { size: 7.5 });
        else s.value(v, cols[i + 2]! + 3, y + 7, 96, `o${i}_${key}`, { size: 7.5 });
      });
      y += 22;
    }
    y += 14;
    s.bar('FUNDING REQUEST', 36, y, 540, '#0b5d3b'); y += 15;
    const req: [string, string][] = [['Amount Requested', money(m.amount, 'plain')], ['Payment', money(m.payment, 'cents')],
      ['# of Payments', String(m.payments)], ['Frequency', FREQ_WORD[m.freq]!]];
    req.forEach(([l, v], i) => { s.rect(36 + i * 135, y, 135, 26); s.text(l, 40 + i * 135, y + 3, { size: 6 }); s.value(v, 42 + i * 135, y + 13, 120, `req_${i}`); });
    y += 40;
    s.bar('EXISTING ADVANCES / LOANS', 36, y, 540, '#0b5d3b'); y += 15;
    ['Funder', 'Current Balance', 'Payment', 'Schedule'].forEach((h, i) => s.text(h, 40 + i * 135, y, { size: 7, font: 'Helvetica-Bold' }));
    y += 12;
    for (let k = 0; k < 3; k++) {
      const f = m.funders[k];
      [f?.name ?? '', f ? money(f.balance, 'plain') : '', f ? money(f.payment, 'cents') : '', f?.freq ?? ''].forEach((v, i) => s.decoy(v, 40 + i * 135, y, 125, `adv${k}_${i}`, { size: 8 }));
      s.line(36, y + 12, 576, y + 12); y += 16;
    }
    y += 10;
    y = s.para('Each owner signing below authorizes Ledger Point Funding, its funders and assigns to verify the information in this matrix, to obtain credit reports and to share it with funding sources. Signing as owner does not make any owner a borrower.', 36, y, 540) + 18;
    m.owners.forEach((_o, i) => { s.line(36 + i * 180, y, 196 + i * 180, y); s.text(`Owner ${i + 1} signature / date`, 36 + i * 180, y + 2, { size: 6 }); });
    return { start: 'mdy', terms: { amount: true, payment: true, payments: true, freq: true }, maxOwners: 3, score: true, caps: false };
  },
};

function dateComb(s: Sheet, d: Date, x: number, y: number, name: string): void {
  const parts: [string, number, string][] = [[d2(d.getUTCMonth() + 1), 2, 'MM'], [d2(d.getUTCDate()), 2, 'DD'], [String(d.getUTCFullYear()), 4, 'YYYY']];
  let cx = x;
  for (const [v, n, l] of parts) {
    s.comb(v, cx, y, n, `${name}_${l.toLowerCase()}`);
    s.text(l, cx, y + 14, { size: 5 });
    cx += n * 11 + 8;
  }
}

const caps = (v: string) => v.toUpperCase();

/** Keystone: bank-style, numbered questions, instructions, capital letters, one character per box for numbers. */
export const keystoneComb: Layout = {
  name: 'keystone_comb', countries: ['US'], owners: [1, 2],
  draw(s, m) {
    s.text('KEYSTONE MERCHANT FUNDING', 40, 30, { size: 13, font: 'Times-Bold' });
    s.text('Business Cash Advance Application  -  Form KMF-200 (Rev. 04)', 40, 46, { size: 8, font: 'Times-Roman' });
    s.rect(40, 60, 532, 26, '#f1f1f1'); s.rect(40, 60, 532, 26);
    s.para('INSTRUCTIONS: PLEASE PRINT IN CAPITAL LETTERS USING BLACK OR BLUE INK. WRITE ONE CHARACTER PER BOX. Complete every section; incomplete applications delay review. Attach the last 4 months of business bank statements.', 44, 64, 524, 6.5);
    let y = 96;
    const q = (n: string, label: string, v: string, x: number, w: number, name: string) => {
      s.text(`${n}  ${label}`, x, y, { size: 7 }); s.line(x, y + 22, x + w, y + 22); s.value(caps(v), x + 4, y + 11, w - 6, name);
    };
    s.bar('SECTION A  -  BUSINESS', 40, y, 532, '#222222'); y += 18;
    q('A1', 'Legal name of business', m.legal, 40, 320, 'legal'); q('A2', 'Trade name (DBA)', m.dba, 370, 202, 'dba'); y += 30;
    s.text('A3  Tax identification number', 40, y, { size: 7 });
    s.comb(m.taxId.replace(/\D/g, ''), 40, y + 10, 9, 'taxid');
    s.options(['EIN', 'SSN'], m.taxType, 150, y + 13, 'drawn', 'taxid_type', 8);
    s.text('A4  Date business started', 230, y, { size: 7 }); dateComb(s, m.start, 230, y + 10, 'start');
    s.text('A5  State of organization', 400, y, { size: 7 }); s.comb(m.incRegion, 400, y + 10, 2, 'inc_state');
    s.decoys.push(m.incRegion);
    y += 34;
    s.text('A6  Legal structure', 40, y, { size: 7 });
    s.options(['LLC', 'CORPORATION', 'S CORP', 'PARTNERSHIP', 'SOLE PROPRIETOR', 'PLLC', 'LLP', 'NON-PROFIT'], caps(m.entity.text), 120, y, 'drawn', 'entity', 8, 6.5);
    y += 16;
    q('A7', 'Business street address', m.street, 40, 300, 'street'); q('A8', 'City', m.city, 350, 130, 'city');
    s.text('A9  State', 490, y, { size: 7 }); s.comb(m.region, 490, y + 9, 2, 'state'); y += 30;
    s.text('A10  ZIP code', 40, y, { size: 7 }); s.comb(m.zip, 40, y + 9, 5, 'zip');
    s.text('A11  Business telephone', 120, y, { size: 7 }); s.comb(m.phone.replace(/\D/g, ''), 120, y + 9, 10, 'phone');
    s.text('A12  Fax', 260, y, { size: 7 }); s.comb(m.fax.replace(/\D/g, ''), 260, y + 9, 10, 'fax');
    s.decoys.push(m.fax.replace(/\D/g, ''));
    q('A13', 'Nature of business', m.industryText, 400, 172, 'industry'); y += 34;
    s.bar('SECTION B  -  REQUEST', 40, y, 532, '#222222'); y += 18;
    q('B1', 'Amount requested', money(m.amount, 'usd'), 40, 150, 'amount'); q('B2', 'Payment amount', money(m.payment, 'bare'), 200, 120, 'payment');
    s.text('B3  Number of payments', 340, y, { size: 7 }); s.comb(String(m.payments), 340, y + 9, 3, 'payments'); y += 30;
    s.text('B4  Payment frequency', 40, y, { size: 7 });
    s.options(['DAILY', 'WEEKLY', 'BI-WEEKLY', 'MONTHLY'], caps(FREQ_WORD[m.freq]!), 130, y, 'drawn', 'freq', 12); y += 18;
    q('B5', 'Use of funds', 'Inventory and payroll', 40, 300, 'use'); y += 34;
    s.text('Continued on page 2  >', 480, 750, { size: 7, font: 'Helvetica-Oblique' });
    s.page();
    keystoneOwners(s, m);
    return { start: 'mdy', terms: { amount: true, payment: true, payments: true, freq: true }, maxOwners: 2, score: true, caps: true };
  },
};

function keystoneOwners(s: Sheet, m: Merchant): void {
  let y = 36;
  m.owners.slice(0, 2).forEach((o, i) => {
    s.bar(`SECTION C${i + 1}  -  OWNER / GUARANTOR ${i + 1}`, 40, y, 532, '#222222'); y += 18;
    s.text('Full name', 40, y, { size: 7 }); s.line(40, y + 22, 300, y + 22); s.value(caps(ownerName(o, 'with_middle')), 44, y + 11, 250, `o${i}_name`);
    s.text('Title', 310, y, { size: 7 }); s.line(310, y + 22, 440, y + 22); s.value(caps(o.title), 314, y + 11, 120, `o${i}_title`);
    s.text('Ownership %', 450, y, { size: 7 }); s.comb(String(o.pct), 450, y + 9, 3, `o${i}_pct`); y += 32;
    s.text('SSN / ITIN', 40, y, { size: 7 }); s.comb((o.masked ? ownerId('US', o) : o.taxId).replace(/-/g, ''), 40, y + 9, 9, `o${i}_ssn`);
    s.text('Date of birth', 160, y, { size: 7 }); dateComb(s, o.dob, 160, y + 9, `o${i}_dob`);
    s.text('Credit score (if known)', 330, y, { size: 7 }); s.comb(o.score === null ? '' : String(o.score), 330, y + 9, 3, `o${i}_score`); y += 34;
    s.text('Home address', 40, y, { size: 7 }); s.line(40, y + 22, 572, y + 22);
    s.decoy(caps(`${o.home.street}, ${o.home.city}`), 44, y + 11, 400, `o${i}_home`); y += 36;
  });
  s.bar('SECTION D  -  SETTLEMENT ACCOUNT', 40, y, 532, '#222222'); y += 18;
  s.text('Bank name', 40, y, { size: 7 }); s.line(40, y + 22, 230, y + 22); s.decoy(caps(m.bank.name), 44, y + 11, 180, 'bank');
  s.text('Routing number', 240, y, { size: 7 }); s.comb(m.bank.routing, 240, y + 9, 9, 'routing');
  s.text('Account number', 360, y, { size: 7 }); s.comb(m.bank.account, 360, y + 9, 12, 'account');
  s.decoys.push(m.bank.routing, m.bank.account); y += 40;
  y = s.para('CERTIFICATION. I certify that the statements made in this application are true and complete and authorize Keystone Merchant Funding to obtain consumer credit reports, verify employment and bank information, and contact my landlord and trade references.', 40, y, 532) + 20;
  s.line(40, y, 260, y); s.text('Signature of owner / guarantor', 40, y + 2, { size: 6 });
  s.line(300, y, 420, y); s.text('Date', 300, y + 2, { size: 6 });
  s.rect(430, y + 20, 142, 40, '#eeeeee'); s.rect(430, y + 20, 142, 40);
  s.text('FOR BANK USE ONLY', 434, y + 23, { size: 6, font: 'Helvetica-Bold' });
  s.text('Batch', 434, y + 35, { size: 6 }); s.decoy(m.office.batch, 460, y + 34, 80, 'office_batch', { size: 8 });
  s.text('Officer', 434, y + 47, { size: 6 }); s.decoy(m.iso.code, 460, y + 46, 80, 'office_officer', { size: 8 });
}

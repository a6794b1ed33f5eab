// Harborline Funding Partners (navy, one page) and Copperleaf Capital Group (serif, green, two pages).
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS, dateText, money, phone, otherPerson, type Merchant } from './data.ts';
import { advances, approved, checkRow, decoy, give, ownerRows, signatureBlock, v } from './parts.ts';
import { table, type Sheet, type TableLook } from './sheet.ts';

const AUTH = 'By signing below, each of the above (individually and on behalf of the business) certifies that the information in this ' +
  'application is true and complete, and authorizes the recipient, its assigns and funding partners to obtain consumer and business ' +
  'credit reports, bank statements and any other information to verify it.';

export function harborline(sh: Sheet, rng: Rng, m: Merchant): void {
  const t: TableLook = { labelFill: '#e6edf5', headFill: '#1f3a5f', headColor: '#ffffff', grid: '#7d90aa' };
  const b = m.biz;
  sh.newPage();
  sh.fill(36, 30, 540, 44, '#1f3a5f');
  sh.text(48, 38, 'HARBORLINE FUNDING PARTNERS', { size: 15, font: 'Helvetica-Bold', color: '#ffffff' });
  sh.text(48, 58, 'Applicant / Co-Applicant Comparison Sheet  -  Working Capital Request', { size: 8, color: '#cfe0f5' });
  sh.text(430, 40, 'Harborline ISO Desk', { size: 7, color: '#cfe0f5' });
  sh.text(430, 50, '1-800-555-0142  |  deals@harborline.example', { size: 6, color: '#cfe0f5' });
  let y = table(sh, 36, 82, 110, [160, 270], ['Submitted by ISO', 'ISO representative / phone'],
    [{ label: 'ISO office', cells: [decoy(`${rng.pick(['Keystone', 'Bayside', 'Granite'])} Funding Brokers`), decoy(`${otherPerson(rng)}  ${phone(rng)}`)] }], t, 15);
  const heading = (s: string, yy: number): void => sh.text(36, yy, s, { size: 9, font: 'Helvetica-Bold', color: '#1f3a5f' });
  heading('1. BUSINESS DETAILS', y + 8);
  const startTxt = dateText(rng, b.start, ['mdy', 'mdyy']);
  y = table(sh, 36, y + 20, 130, [410], ['As registered'], [
    { label: 'Legal business name', cells: [v(b.legal, give.legal(m))] },
    { label: 'DBA', cells: [v(b.dbaText, give.dba(m))] },
    { label: 'Entity type', cells: [v(b.entityText, give.entity(m))] },
    { label: 'Federal Tax ID (EIN)', cells: [v(b.taxText, give.tax(m))] },
    { label: 'Business start date', cells: [v(startTxt, give.start(m))] },
    { label: 'State of incorporation', cells: [decoy(b.incState)] },
    { label: 'Street address', cells: [decoy(b.street)] },
    { label: 'City / State / ZIP', cells: [v(`${b.city}, ${b.state} ${b.zip}`, give.state(m))] },
    { label: 'Business phone', cells: [decoy(b.phone)] },
    { label: 'Type of business', cells: [v(b.industryText, give.industry(m))] },
    { label: 'Average monthly sales', cells: [decoy(money(b.sales))] },
  ], t, 15);
  heading('2. OWNERS AND GUARANTORS', y + 8);
  y = table(sh, 36, y + 20, 110, [143, 143, 144], ['Applicant', 'Co-Applicant', 'Guarantor 2'],
    ownerRows(rng, m, 3, { nameForm: 'first', dates: ['mdy'], pct: (n) => `${n}%`,
      labels: ['Full name', 'Title', 'Ownership %', 'SSN / ITIN', 'Date of birth', 'Home address', 'Credit score (self-reported)'] }), t, 15);
  heading('3. REQUESTED TERMS', y + 8);
  const ap = approved(rng, m);
  const r = m.req;
  y = table(sh, 36, y + 20, 130, [205, 205], ['Requested', 'Approved (office use only)'], [
    { label: 'Funding amount', cells: [v(money(r.amount), give.amount(m)), ap ? v(ap.amount, null, true) : null] },
    { label: 'Payment amount', cells: [r.payment ? v(money(r.payment, true), give.payment(m)) : null, ap ? v(ap.payment, null, true) : null] },
    { label: 'Number of payments', cells: [r.count ? v(String(r.count), give.count(m)) : null, ap ? v(ap.count, null, true) : null] },
    { label: 'Payment frequency', cells: [r.freq ? v(r.freq, give.freq(m)) : null, ap?.freq ? v(ap.freq, null, true) : null] },
    { label: 'Use of funds', cells: [decoy(r.use), null] },
  ], t, 15);
  y = advances(sh, rng, 36, y + 10, t, 'Existing advances (funder)');
  y = table(sh, 36, y + 8, 110, [170, 130, 130], ['Bank name', 'Routing #', 'Account #'],
    [{ label: 'Operating account', cells: [decoy(rng.pick(BANKS)), decoy(`0${rng.digits(8)}`), decoy(rng.digits(rng.int(9, 11)))] }], t, 15);
  sh.text(36, y + 8, AUTH, { size: 6.3, width: 540 });
  signatureBlock(sh, rng, m, 36, y + 28, 540, false);
}

export function copperleaf(sh: Sheet, rng: Rng, m: Merchant): void {
  const t: TableLook = { labelFill: '#f3f7f1', headFill: '#dfe9db', headColor: '#2f6b3a', grid: '#6f9a76', headFont: 'Times-Bold' };
  const b = m.biz, r = m.req;
  sh.newPage();
  sh.text(36, 34, 'Copperleaf Capital Group', { size: 20, font: 'Times-Bold', color: '#2f6b3a' });
  sh.text(400, 38, 'Merchant Funding Application', { size: 10, font: 'Times-Italic', color: '#2f6b3a' });
  sh.text(400, 52, 'Principal Comparison Form  CCG-07', { size: 7, font: 'Times-Roman', color: '#555' });
  sh.line(36, 66, 576, 66, '#2f6b3a', 1.5);
  sh.text(36, 74, 'Business Information', { size: 11, font: 'Times-Bold', color: '#2f6b3a' });
  const boxes = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit'];
  const other = b.entityBox === 'Other';
  const useYears = rng.chance(0.2);
  const yrs = Math.max(1, 2025 - Number(b.start.slice(0, 4)));
  let y = table(sh, 36, 90, 140, [400], ['Merchant'], [
    { label: 'Legal name', cells: [v(b.legal, give.legal(m))] },
    { label: 'D/B/A', cells: [v(b.dbaText, give.dba(m))] },
    { label: 'Entity type', h: 30, cells: [checkRow(sh, boxes, other ? null : b.entityBox, give.entity(m), 'Entity type', false,
      { text: other ? b.entityText : '', gives: give.entity(m) })] },
    { label: 'Tax ID (EIN or SSN)', cells: [v(b.taxText, give.tax(m))] },
    useYears ? { label: 'Years in business', cells: [decoy(`${yrs} years`)] }
      : { label: 'Date business started', cells: [v(dateText(rng, b.start, ['long', 'mdy']), give.start(m))] },
    { label: 'State of incorporation', cells: [decoy(b.incState)] },
    { label: 'Business address', cells: [v(`${b.street}, ${b.city}, ${b.state} ${b.zip}`, give.state(m))] },
    { label: 'Telephone / website', cells: [decoy(`${b.phone}   ${b.website}`)] },
    { label: 'Nature of business', cells: [v(b.industryText, give.industry(m))] },
    { label: 'Number of employees', cells: [decoy(`${b.employees} full-time`)] },
  ], t, 16);
  sh.text(36, y + 10, 'Principals (all owners of 20% or more)', { size: 11, font: 'Times-Bold', color: '#2f6b3a' });
  y = table(sh, 36, y + 26, 110, [143, 143, 144], ['Principal A', 'Principal B', 'Principal C'],
    ownerRows(rng, m, 3, { nameForm: 'last', dates: ['mdy', 'long'], pct: (n) => `${n} %`, email: true,
      labels: ['Name (last, first)', 'Title', '% Ownership', 'Social Security #', 'Date of birth', 'Residence address', 'FICO (est.)'] }), t, 16);
  sh.text(36, y + 10, 'Requested Terms', { size: 11, font: 'Times-Bold', color: '#2f6b3a' });
  const ap = approved(rng, m);
  const freqs = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
  y = table(sh, 36, y + 26, 130, [205, 205], ['Requested by merchant', 'Approved (office use)'], [
    { label: 'Amount requested', cells: [v(money(r.amount), give.amount(m)), ap ? v(ap.amount, null, true) : null] },
    { label: 'Proposed payment', cells: [r.payment ? v(money(r.payment, true), give.payment(m)) : null, ap ? v(ap.payment, null, true) : null] },
    { label: 'No. of payments', cells: [r.count ? v(String(r.count), give.count(m)) : null, ap ? v(ap.count, null, true) : null] },
    { label: 'Frequency', h: 30, cells: [checkRow(sh, freqs, r.freq, give.freq(m), 'Requested frequency'),
      checkRow(sh, freqs, ap?.freq ?? null, null, 'Approved frequency', true)] },
    { label: 'Use of proceeds', cells: [decoy(r.use), null] },
  ], t, 16);
  sh.text(36, y + 8, 'Continued on page 2', { size: 7, font: 'Times-Italic' });

  sh.newPage();
  sh.text(36, 34, 'Copperleaf Capital Group  -  page 2', { size: 11, font: 'Times-Bold', color: '#2f6b3a' });
  sh.line(36, 50, 576, 50, '#2f6b3a', 1);
  y = advances(sh, rng, 36, 60, t, 'Current funding positions');
  const refs = [otherPerson(rng), otherPerson(rng)];
  y = table(sh, 36, y + 14, 90, [150, 150, 150], ['Business bank', 'Trade reference 1', 'Trade reference 2'], [
    { label: 'Name', cells: [decoy(rng.pick(BANKS)), decoy(`${rng.pick(['Sysco', 'Ferguson', 'Uline', 'Grainger'])} Supply`), decoy('Tri-County Wholesale')] },
    { label: 'Contact', cells: [decoy(otherPerson(rng)), decoy(refs[0]!), decoy(refs[1]!)] },
    { label: 'Phone', cells: [decoy(phone(rng)), decoy(phone(rng)), decoy(phone(rng))] },
    { label: 'Account #', cells: [decoy(`****${rng.digits(4)}`), decoy(`C-${rng.digits(5)}`), null] },
  ], t, 16);
  y = table(sh, 36, y + 14, 140, [400], ['Landlord / mortgage holder'], [
    { label: 'Name', cells: [decoy(`${rng.pick(['Westgate', 'Parkside', 'Millbrook'])} Properties LLC`)] },
    { label: 'Contact / phone', cells: [decoy(`${otherPerson(rng)}  ${phone(rng)}`)] },
    { label: 'Monthly rent', cells: [decoy(money(rng.int(18, 120) * 100))] },
  ], t, 16);
  sh.text(36, y + 14, 'Authorization', { size: 10, font: 'Times-Bold', color: '#2f6b3a' });
  sh.text(36, y + 28, AUTH, { size: 7.5, font: 'Times-Roman', width: 540 });
  y = signatureBlock(sh, rng, m, 36, y + 62, 540, true);
  m.owners.slice(0, 2).forEach((o, i) => {
    sh.text(36 + i * 270, y, 'Title:', { size: 7 });
    sh.value(36 + i * 270 + 45, y - 5, 150, 15, o.role, give.role(i, o), 'Signature title');
  });
}

// Layout "harborline": a Harborline Funding application as it came off the fax: a transmittal cover sheet as page 1
// (every name and number on it is a decoy) and a fax header line over each page (date, time, fax numbers, PAGE i/n).
import type { Rng } from '../../statements/generator/prng.ts';
import { ENTITY_BOXES, fmtDate, fmtMoney, phone, type Country } from './data.ts';
import { bankRows, cc, consent, landlordRow, signature, type Ctx } from './parts.ts';
import { freqText, ownerTaxText, taxText } from './blanks.ts';
import { decoyMoney, fAmount, fDba, fDob, fEntity, fFreq, fIndustry, fLegal, fName, fNPay, fOwnerTax, fPayment, fPct, fRole, fScore,
  fStart, fState, fTax, funder, makeMerchant, nameText, otherName, type Merchant } from './model.ts';

export const faxMerchant = (rng: Rng, country: Country): Merchant => makeMerchant(rng, { country, owners: [1, 4], entity: 'box' });

const ISOS = ['NORTHPOINT BIZ CAPITAL', 'LEDGERLINE ADVISORS', 'MAIN ST FUNDING SVCS', 'QUICKBRIDGE ISO GROUP', 'TRUE NORTH MERCHANT SVCS'];

function header(c: Ctx, f: { date: string; time: string; from: string; to: string; iso: string }, page: number, pages: number): void {
  const { s } = c;
  const parts: [string, string | null][] = [[`${f.date} ${f.time}`, null], ['FROM:', null], [f.from, 'fax_from'], ['TO:', null], [f.to, 'fax_to'],
    [f.iso, null], [`PAGE ${page}/${pages}`, null]];
  let x = 24;
  const d = s.doc.font('Courier').fontSize(8);
  for (const [t, key] of parts) {
    const w = d.widthOfString(t);
    if (key) {
      s.label(t, x, 10, { size: 8, font: 'Courier' });
      (s.decoys as unknown[]).push({ key: `${key}_p${page}`, page: s.page, box: [x, 792 - 20, x + w, 792 - 8], text: t, fields: {}, via: 'text' });
    } else s.label(t, x, 10, { size: 8, font: 'Courier' });
    x += w + 12;
  }
  s.rule(24, 21, 564);
}

export function drawFax(c: Ctx): void {
  const { s, rng, m } = c;
  const ca = m.country === 'CA';
  s.typedFont = 'Courier';
  const f = { date: `${rng.pick(['03', '04', '05', '06'])}/${String(rng.int(1, 28)).padStart(2, '0')}/2025`,
    time: `${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, from: phone(rng).replace(/[()]/g, '').replace(' ', '-'),
    to: phone(rng).replace(/[()]/g, '').replace(' ', '-'), iso: rng.pick(ISOS) };
  const pages = 3;
  // Page 1: the transmittal cover sheet.
  s.newPage();
  header(c, f, 1, pages);
  s.label('FAX', 36, 50, { size: 40, bold: true });
  s.label('TRANSMITTAL COVER SHEET', 36, 96, { size: 11, bold: true });
  s.label(f.iso, 330, 54, { size: 10, bold: true });
  s.label('Business funding brokerage - submissions desk', 330, 68, { size: 7 });
  let y = 130;
  const row = (lbl: string, key: string, text: string, x: number, w: number) => s.write('decoy', key, text, s.line(lbl, x, y, w, 60));
  row('TO:', 'cover_to', otherName(rng), 36, 260); row('FROM:', 'cover_from', otherName(rng), 316, 260); y += 24;
  row('COMPANY:', 'cover_to_company', 'Harborline Funding - Underwriting', 36, 260); row('COMPANY:', 'cover_from_company', f.iso, 316, 260); y += 24;
  row('FAX:', 'cover_to_fax', f.to, 36, 260); row('FAX:', 'cover_from_fax', f.from, 316, 260); y += 24;
  row('PHONE:', 'cover_to_phone', phone(rng), 36, 260); row('PHONE:', 'cover_from_phone', phone(rng), 316, 260); y += 24;
  row('DATE:', 'cover_date', f.date, 36, 260); row('PAGES:', 'cover_pages', `${pages} (incl. cover)`, 316, 260); y += 24;
  row('RE:', 'cover_ref', `New submission - file HF-${rng.digits(5)}`, 36, 540); y += 30;
  let x = 36;
  for (const [lbl, on] of [['Urgent', rng.chance(0.5)], ['For review', true], ['Please comment', false], ['Please reply', rng.chance(0.3)]] as const) x = s.check(null, 'cover_flag', lbl, x, y, on);
  y += 24;
  s.write(null, 'cover_note', rng.pick(['App attached, statements to follow by e-mail.', 'Signed app. Please call with any questions.', 'Merchant is ready to go - pls rush.']), s.line('COMMENTS:', 36, y, 540, 60));
  s.label('CONFIDENTIALITY NOTICE: this facsimile contains confidential information intended only for the recipient named above. ' +
    'If you received it in error, notify the sender by telephone and destroy all copies.', 36, 700, { size: 6.5, width: 540 });

  // Page 2: the form's business page.
  s.newPage();
  header(c, f, 2, pages);
  s.label('HARBORLINE FUNDING', 36, 32, { size: 14, bold: true });
  s.label(`Merchant Application${ca ? ' (Canada)' : ''}  -  please type or print clearly`, 36, 48, { size: 8 });
  y = 64;
  s.band('BUSINESS', 36, y, 540);
  y += 16;
  s.write('field', 'legal_name', m.legal, s.line(cc(m.country, 'Legal / corporate name', 'Legal name'), 36, y, 540), fLegal(m));
  y += 20;
  const dbaA = s.line(cc(m.country, 'DBA', 'Operating name (O/A)'), 36, y, 540);
  if (rng.chance(0.8)) s.write('field', 'trade_name', m.dba, dbaA, fDba(m));
  y += 22;
  x = 36;
  for (const [lbl] of ENTITY_BOXES[m.country]) {
    const on = m.entityMode === 'box' && lbl === m.entityText;
    x = s.check(on ? 'field' : null, 'entity', lbl, x, y, on, on ? fEntity(m) : {});
  }
  const other = m.entityMode === 'other';
  x = s.check(null, 'entity', 'Other:', x, y, other);
  s.rule(x, y + 8, 576 - x);
  if (other) s.write('field', 'entity_other', m.entityText, { x, y: y - 6, w: 576 - x }, fEntity(m));
  y += 16;
  const taxLbl = cc(m.country, m.taxType === 'SSN' ? 'Tax ID (EIN or SSN)' : 'Federal Tax ID (EIN)', 'Business Number (BN + program acct)');
  s.write('field', 'tax_id', taxText(m, rng), s.line(taxLbl, 36, y, 300), fTax(m), taxLbl);
  s.write('field', 'start_date', fmtDate(m.start, rng, m.country), s.line('Start date', 342, y, 234), fStart(m));
  y += 20;
  s.write(null, 'street', m.street, s.line('Street', 36, y, 250));
  s.write(null, 'city', m.city, s.line('City', 292, y, 130));
  s.write('field', 'state', m.state, s.line(cc(m.country, 'State', 'Prov.'), 428, y, 60), fState(m));
  s.write(null, 'zip', m.zip, s.line(cc(m.country, 'ZIP', 'Postal'), 494, y, 82));
  y += 20;
  s.write(null, 'phone', m.phone, s.line('Phone', 36, y, 160));
  s.write('field', 'industry', m.industryText, s.line('Type of business', 202, y, 374), fIndustry(m));
  y += 24;
  s.band('REQUEST', 36, y, 540);
  y += 16;
  s.write('field', 'requested_amount', fmtMoney(m.amount, rng, m.country), s.line('Amount requested', 36, y, 180), fAmount(m));
  s.write('field', 'requested_payment', fmtMoney(m.payment, rng, m.country), s.line('Payment', 222, y, 120), fPayment(m));
  s.write('field', 'number_of_payments', String(m.nPay), s.line('# pmts', 348, y, 80), fNPay(m));
  s.write('field', 'frequency', freqText(m.freq, rng), s.line('Frequency', 434, y, 142), fFreq(m));
  y += 24;
  s.band('BANKING AND PREMISES', 36, y, 540);
  y = bankRows(c, y + 16);
  y = landlordRow(c, y, rng.chance(0.3));
  s.write('decoy', 'adv0_funder', funder(rng), s.line('Current funder (if any)', 36, y + 4, 260));
  s.write('decoy', 'adv0_balance', `$${decoyMoney(m, rng.int(4000, 80000) + 0.4).toFixed(2)}`, s.line('Balance', 302, y + 4, 130));

  // Page 3: owners.
  s.newPage();
  header(c, f, 3, pages);
  y = 36;
  m.owners.forEach((o, i) => {
    s.band(`OWNER ${i + 1}`, 36, y, 540);
    y += 15;
    s.write('field', `owner${i}.name`, nameText(o, rng), s.line('Name', 36, y, 280), fName(i, o));
    s.write('field', `owner${i}.role`, o.role, s.line('Title', 322, y, 150), fRole(i, o));
    s.write('field', `owner${i}.pct`, `${o.pct}%`, s.line('Ownership', 478, y, 98), fPct(i, o));
    y += 20;
    s.write('field', `owner${i}.ssn`, ownerTaxText(o, rng), s.line(ca ? 'SIN' : 'SSN', 36, y, 170), fOwnerTax(i, o), ca ? 'SIN' : 'SSN');
    s.write('field', `owner${i}.dob`, fmtDate(o.dob, rng, m.country), s.line('DOB', 212, y, 150), fDob(i, o));
    const sc = s.line('Credit score', 368, y, 208);
    if (rng.chance(0.65)) s.write('field', `owner${i}.score`, String(o.score), sc, fScore(i, o));
    y += 20;
    s.write('decoy', `owner${i}.home`, o.home, s.line('Home address', 36, y, 540));
    y += 24;
  });
  s.write('decoy', 'iso_rep', otherName(rng), s.line('Referred by (ISO rep)', 36, y, 300));
  s.write('decoy', 'iso_phone', phone(rng), s.line('Rep phone', 342, y, 234));
  y += 28;
  y = consent(c, y);
  signature(c, 36, y, 1);
}

// Layout "cardinal": Cardinal Ridge Funding's one-line-per-field application, filled by the owner, who wrote N/A,
// SAME, "same as above", "see above", "applied for" or nothing in several blanks. Each filler reads as null.
import type { Rng } from '../../statements/generator/prng.ts';
import { dash, fmtDate, fmtMoney, US_STATE_NAMES, type Country } from './data.ts';
import { bankRows, cc, consent, landlordRow, signature, type Ctx } from './parts.ts';
import { decoyMoney, fAmount, fDba, fDob, fEntity, fFreq, fIndustry, fLegal, fName, fNPay, fOwnerTax, fPayment, fPct, fRole, fScore,
  fStart, fState, fTax, funder, makeMerchant, nameText, nulls, otherName, type Merchant, type Owner } from './model.ts';

export const blanksMerchant = (rng: Rng, country: Country): Merchant => makeMerchant(rng, { country, owners: [1, 2], entity: 'free' });

export function taxText(m: Merchant, rng: Rng): string {
  if (m.taxType === 'BN') return rng.pick([`${m.taxId.slice(0, 9)} ${m.taxId.slice(9)}`, m.taxId, `${m.taxId.slice(0, 9)}-${m.taxId.slice(9, 11)}-${m.taxId.slice(11)}`]);
  if (m.taxType === 'SSN') return dash(m.taxId, [3, 2, 4]);
  return rng.chance(0.8) ? dash(m.taxId, [2, 7]) : m.taxId;
}
export function ownerTaxText(o: Owner, rng: Rng): string {
  if (o.taxType === 'SIN') return rng.pick([`${o.tax.slice(0, 3)} ${o.tax.slice(3, 6)} ${o.tax.slice(6)}`, dash(o.tax, [3, 3, 3])]);
  return dash(o.tax, [3, 2, 4]);
}
const FREQ: Record<string, string[]> = { daily: ['Daily', 'daily', 'DAILY'], weekly: ['Weekly', 'weekly'], biweekly: ['Bi-weekly', 'Biweekly', 'Bi-Weekly'], monthly: ['Monthly', 'monthly'] };
export const freqText = (f: string, rng: Rng) => rng.pick(FREQ[f]!);
const FILL_NA = ['N/A', 'n/a', 'NA', 'N/A'];

export function drawBlanks(c: Ctx): void {
  const { s, rng, m } = c;
  const ca = m.country === 'CA';
  s.newPage();
  s.label('CARDINAL RIDGE FUNDING', 36, 28, { size: 15, bold: true });
  s.label(`Business Cash Advance Application${ca ? ' - Canada' : ''}`, 36, 47, { size: 9 });
  s.label('Please complete every line. Write N/A if a line does not apply. Incomplete applications may delay funding.', 36, 60, { size: 6.5, gray: 0.35 });
  let y = 76;
  s.band('BUSINESS INFORMATION', 36, y, 540);
  y += 16;
  s.write('field', 'legal_name', m.legal, s.line('Legal business name', 36, y, 540), fLegal(m));
  y += 20;
  const dbaA = s.line(cc(m.country, 'DBA (doing business as)', 'Operating name (O/A)'), 36, y, 540);
  const dba = rng.weighted<string>([['real', 35], ['SAME', 12], ['Same as above', 10], ['N/A', 15], ['see above', 10], ['legal', 12], ['blank', 6]]);
  if (dba === 'real') s.write('field', 'trade_name', m.dba, dbaA, fDba(m));
  else if (dba !== 'blank') s.write('filler', 'trade_name', dba === 'legal' ? m.legal : dba, dbaA, nulls(fDba(m)));
  y += 20;
  const entA = s.line('Entity type (Corp, LLC, etc.)', 36, y, 260);
  if (rng.chance(0.88)) s.write('field', 'entity', m.entityText, entA, fEntity(m));
  const taxLbl = cc(m.country, 'Federal Tax ID / EIN', 'Business Number (BN)');
  const taxA = s.line(taxLbl, 306, y, 270);
  const taxPick = rng.weighted<string>([['real', 78], ['applied for', 7], ['N/A', 7], ['pending', 3], ['blank', 5]]);
  if (taxPick === 'real') s.write('field', 'tax_id', taxText(m, rng), taxA, fTax(m), taxLbl);
  else if (taxPick !== 'blank') s.write('filler', 'tax_id', taxPick, taxA, nulls(fTax(m)), taxLbl);
  y += 20;
  const hasStart = rng.chance(0.8);
  if (hasStart) s.write('field', 'start_date', fmtDate(m.start, rng, m.country), s.line('Business start date', 36, y, 260), fStart(m));
  else s.line('Business start date', 36, y, 260);
  s.write(null, 'years', hasStart && rng.chance(0.4) ? 'see above' : String(2025 - m.start.y), s.line('Years in business', 306, y, 270));
  y += 20;
  s.write(null, 'street', m.street, s.line('Physical address (street)', 36, y, 540));
  y += 20;
  const st = !ca && rng.chance(0.3) ? US_STATE_NAMES[m.state]! : m.state;
  s.write('field', 'state', `${m.city}, ${st} ${m.zip}`, s.line(cc(m.country, 'City, State, ZIP', 'City, Province, Postal code'), 36, y, 540), fState(m));
  y += 20;
  const mail = rng.pick(['same', 'Same as above', 'see above', 'SAME', '']);
  const mailA = s.line('Mailing address (if different)', 36, y, 540);
  if (mail) s.write(null, 'mailing', mail, mailA);
  y += 20;
  s.write(null, 'phone', rng.pick([m.phone, 'see above']), s.line('Business phone', 36, y, 170));
  s.write(null, 'email', rng.chance(0.5) ? 'N/A' : `office@${m.legal.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}.com`, s.line('E-mail', 214, y, 180));
  s.write(null, 'website', rng.pick(['N/A', 'none', 'n/a']), s.line('Website', 402, y, 174));
  y += 20;
  const indA = s.line('Type of business / what do you sell', 36, y, 540);
  if (rng.chance(0.95)) s.write('field', 'industry', m.industryText, indA, fIndustry(m));
  y += 20;
  y = landlordRow(c, y, rng.chance(0.3), rng.chance(0.2));
  y += 6;
  s.band('FUNDING REQUEST', 36, y, 540);
  y += 16;
  const amtA = s.line('Amount requested', 36, y, 170);
  if (rng.chance(0.92)) s.write('field', 'requested_amount', fmtMoney(m.amount, rng, m.country), amtA, fAmount(m));
  const opt = (key: string, lbl: string, x: number, w: number, text: string, f: Record<string, string | number>) => {
    const a = s.line(lbl, x, y, w);
    const pick = rng.weighted<string>([['real', 50], ['na', 35], ['blank', 15]]);
    if (pick === 'real') s.write('field', key, text, a, f);
    else if (pick === 'na') s.write('filler', key, rng.pick(FILL_NA), a, nulls(f));
  };
  opt('requested_payment', 'Est. payment', 214, 170, fmtMoney(m.payment, rng, m.country), fPayment(m));
  opt('number_of_payments', '# of payments', 392, 184, String(m.nPay), fNPay(m));
  y += 20;
  opt('frequency', 'Payment frequency (daily/weekly/bi-weekly/monthly)', 36, 300, freqText(m.freq, rng), fFreq(m));
  s.write(null, 'use', rng.pick(['inventory', 'payroll + rent', 'new equipment', 'see above', 'expansion']), s.line('Use of funds', 344, y, 232));
  y += 26;
  s.band('TRADE REFERENCES', 36, y, 540);
  y += 16;
  for (let r = 0; r < 2; r++) {
    const na = r === 1 && rng.chance(0.5);
    s.write(na ? null : 'decoy', `ref${r}_name`, na ? 'N/A' : `${otherName(rng)} ${rng.pick(['Supply', 'Wholesale', 'Distributing'])}`, s.line(`${r + 1}. Company`, 36, y, 230));
    if (!na) s.write('decoy', `ref${r}_contact`, otherName(rng), s.line('Contact', 272, y, 150));
    if (!na) s.write('decoy', `ref${r}_phone`, `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, s.line('Phone', 428, y, 148));
    y += 20;
  }
  s.band('EXISTING ADVANCES / LOANS', 36, y + 4, 540);
  y += 20;
  const open = rng.chance(0.6);
  s.label('Any open cash advances or business loans?', 36, y + 2, { size: 7.5 });
  s.check(null, 'open', 'Yes', 200, y + 2, open);
  s.check(null, 'open', 'No', 240, y + 2, !open);
  y += 14;
  for (let r = 0; r < 2; r++) {
    const real = open && (r === 0 || rng.chance(0.4));
    const fa = s.line('Funder / lender', 36, y, 220), ba = s.line('Balance', 262, y, 150), pa = s.line('Payment', 418, y, 158);
    if (real) {
      s.write('decoy', `adv${r}_funder`, funder(rng), fa);
      s.write('decoy', `adv${r}_balance`, `$${decoyMoney(m, rng.int(30, 900) * 100 + 17).toLocaleString('en-US')}`, ba);
      s.write('decoy', `adv${r}_payment`, `$${decoyMoney(m, rng.int(90, 1200) + 0.5).toFixed(2)}`, pa);
    } else if (r === 0) s.write(null, 'adv_none', rng.pick(['N/A', 'none', 'NONE']), fa);
    y += 20;
  }
  s.label('Page 1 of 2', 530, 764, { size: 6.5, gray: 0.4 });

  s.newPage();
  s.label('CARDINAL RIDGE FUNDING  -  Application, page 2', 36, 30, { size: 10, bold: true });
  y = 50;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    s.band(`OWNER / PRINCIPAL #${i + 1}`, 36, y, 540);
    y += 16;
    const nameA = s.line('Full name', 36, y, 300), roleA = s.line('Title', 344, y, 232);
    y += 20;
    const pctA = s.line('Ownership %', 36, y, 120), taxA = s.line(ca ? 'SIN' : 'SSN', 164, y, 200), dobA = s.line('Date of birth', 372, y, 204);
    y += 20;
    const scA = s.line('Credit score (if known)', 36, y, 180), homeA = s.line('Home address', 224, y, 352);
    y += 26;
    if (!o) { if (rng.chance(0.6)) s.write('filler', `owner${i}.name`, rng.pick(['N/A', 'n/a', 'none']), nameA, {}); continue; }
    s.write('field', `owner${i}.name`, nameText(o, rng), nameA, fName(i, o));
    const rp = rng.weighted<string>([['real', 80], ['na', 10], ['blank', 10]]);
    if (rp === 'real') s.write('field', `owner${i}.role`, o.role, roleA, fRole(i, o));
    else if (rp === 'na') s.write('filler', `owner${i}.role`, 'N/A', roleA, nulls(fRole(i, o)));
    s.write('field', `owner${i}.pct`, rng.chance(0.7) ? `${o.pct}%` : String(o.pct), pctA, fPct(i, o));
    const tp = rng.weighted<string>([['real', 70], ['masked', 15], ['blank', 15]]);
    if (tp === 'real') s.write('field', `owner${i}.ssn`, ownerTaxText(o, rng), taxA, fOwnerTax(i, o), ca ? 'SIN' : 'SSN');
    else if (tp === 'masked') s.write('filler', `owner${i}.ssn`, ca ? `XXX XXX ${o.tax.slice(6)}` : rng.pick([`XXX-XX-${o.tax.slice(5)}`, `***-**-${o.tax.slice(5)}`]), taxA, nulls(fOwnerTax(i, o)), ca ? 'SIN' : 'SSN');
    if (rng.chance(0.8)) s.write('field', `owner${i}.dob`, fmtDate(o.dob, rng, m.country), dobA, fDob(i, o));
    const sp = rng.weighted<string>([['real', 55], ['na', 25], ['blank', 20]]);
    if (sp === 'real') s.write('field', `owner${i}.score`, String(o.score), scA, fScore(i, o));
    else if (sp === 'na') s.write('filler', `owner${i}.score`, rng.pick(['N/A', 'unknown', "don't know"]), scA, nulls(fScore(i, o)));
    const home = rng.chance(0.6);
    s.write(home ? 'decoy' : null, `owner${i}.home`, home ? o.home : rng.pick(['same as business', 'see above']), homeA);
  }
  s.band('BANK ACCOUNT (FOR FUNDING)', 36, y, 540);
  y = bankRows(c, y + 16);
  y = consent(c, y + 8);
  signature(c, 36, y, 1);
  if (m.owners.length > 1) signature(c, 36, y + 24, 2);
  s.label('Page 2 of 2', 530, 764, { size: 6.5, gray: 0.4 });
}

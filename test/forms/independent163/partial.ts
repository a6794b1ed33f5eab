// Layout "tworivers": Two Rivers Merchant Group's broker form. The owner table was started for two owners, but the
// second row holds only the name and the percentage (sometimes a title): no SSN, date of birth or score.
import type { Rng } from '../../statements/generator/prng.ts';
import { ENTITY_BOXES, fmtDate, fmtMoney, US_STATE_NAMES, type Country } from './data.ts';
import { cc, consent, landlordRow, signature, type Ctx } from './parts.ts';
import { taxText, ownerTaxText } from './blanks.ts';
import { decoyMoney, fAmount, fDba, fDob, fEntity, fFreq, fIndustry, fLegal, fName, fNPay, fOwnerTax, fPayment, fPct, fRole, fScore,
  fStart, fState, fTax, funder, makeMerchant, nameText, nulls, otherName, type Merchant } from './model.ts';

export const partialMerchant = (rng: Rng, country: Country): Merchant => makeMerchant(rng, { country, owners: [2, 2], entity: 'box' });

const FREQ_BOXES: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

export function drawPartial(c: Ctx): void {
  const { s, rng, m } = c;
  s.typedFont = rng.pick(['Helvetica', 'Times-Roman']);
  s.newPage();
  s.label('TWO RIVERS', 36, 26, { size: 18, bold: true });
  s.label('MERCHANT GROUP  |  Working Capital Application', 36, 47, { size: 9 });
  s.rect(380, 22, 196, 40);
  s.label('Submitted by (ISO / agent)', 384, 25, { size: 6 });
  s.write('decoy', 'iso_rep', otherName(rng), { x: 384, y: 30, w: 188 });
  s.label('ISO #', 384, 47, { size: 6 });
  s.write('decoy', 'iso_number', `TR-${rng.digits(5)}`, { x: 404, y: 44, w: 90 });
  let y = 72;
  s.band('1. BUSINESS', 36, y, 540);
  y += 16;
  s.write('field', 'legal_name', m.legal, s.line('Legal name', 36, y, 330), fLegal(m));
  const dbaA = s.line('DBA', 372, y, 204);
  const dba = rng.weighted<string>([['real', 70], ['legal', 15], ['blank', 15]]);
  if (dba === 'real') s.write('field', 'trade_name', m.dba, dbaA, fDba(m));
  else if (dba === 'legal') s.write('filler', 'trade_name', m.legal, dbaA, nulls(fDba(m)));
  y += 22;
  s.label('Entity:', 36, y + 1, { size: 7.5, bold: true });
  let x = 70;
  for (const [lbl] of ENTITY_BOXES.US) {
    const on = m.entityMode === 'box' && lbl === m.entityText;
    x = s.check(on ? 'field' : null, 'entity', lbl, x, y, on, on ? fEntity(m) : {});
  }
  const other = m.entityMode === 'other';
  x = s.check(null, 'entity', 'Other:', x, y, other);
  const oa = { x, y: y - 6, w: 576 - x };
  s.rule(x, y + 8, 576 - x);
  if (other) s.write('field', 'entity_other', m.entityText, oa, fEntity(m));
  y += 18;
  const taxLbl = 'Federal Tax ID (EIN)';
  s.write('field', 'tax_id', taxText(m, rng), s.line(taxLbl, 36, y, 190), fTax(m), taxLbl);
  s.write('decoy', 'bank_routing', m.routing, s.line(`${m.bank} routing #`, 232, y, 170));
  s.write('decoy', 'bank_account', m.account, s.line('Acct #', 408, y, 168));
  y += 20;
  s.write('field', 'start_date', fmtDate(m.start, rng, m.country), s.line('Date business started', 36, y, 190), fStart(m));
  s.write('decoy', 'state_of_incorporation', rng.chance(0.5) ? US_STATE_NAMES[m.incState]! : m.incState, s.line('State of incorporation', 232, y, 170));
  s.write(null, 'phone', m.phone, s.line('Phone', 408, y, 168));
  y += 20;
  s.write(null, 'street', m.street, s.line('Business address', 36, y, 290));
  s.write(null, 'city', m.city, s.line('City', 332, y, 120));
  s.write('field', 'state', m.state, s.line('State', 458, y, 50), fState(m));
  s.write(null, 'zip', m.zip, s.line('ZIP', 514, y, 62));
  y += 20;
  s.write('field', 'industry', m.industryText, s.line('Nature of business', 36, y, 330), fIndustry(m));
  s.write(null, 'employees', String(rng.int(1, 45)), s.line('# employees', 372, y, 204));
  y += 20;
  y = landlordRow(c, y, rng.chance(0.3));
  y += 8;
  s.band('2. FUNDING REQUEST', 36, y, 540);
  y += 16;
  s.write('field', 'requested_amount', fmtMoney(m.amount, rng, m.country), s.line('Amount requested', 36, y, 180), fAmount(m));
  const payPrinted = rng.chance(0.7);
  const pa = s.line('Payment amount', 222, y, 170);
  if (payPrinted) s.write('field', 'requested_payment', fmtMoney(m.payment, rng, m.country), pa, fPayment(m));
  const na = s.line('Number of payments', 398, y, 178);
  if (payPrinted) s.write('field', 'number_of_payments', String(m.nPay), na, fNPay(m));
  y += 22;
  s.label('Payment schedule:', 36, y + 1, { size: 7.5, bold: true });
  x = 110;
  const freqOn = rng.chance(0.85);
  for (const [lbl, id] of FREQ_BOXES) {
    const on = freqOn && id === m.freq;
    x = s.check(on ? 'field' : null, 'frequency', lbl, x, y, on, on ? fFreq(m) : {});
  }
  s.write(null, 'use', rng.pick(['Inventory', 'Payroll', 'Equipment', 'Marketing', 'Renovation']), s.line('Use of funds', 340, y - 6, 236));
  s.label('Two Rivers Merchant Group  |  Page 1 of 2', 36, 764, { size: 6.5, gray: 0.4 });

  s.newPage();
  y = 36;
  s.band('3. OWNERS / OFFICERS  (list every owner of 20% or more)', 36, y, 540);
  y += 18;
  const cols: [string, number][] = [['Owner name', 170], ['Title', 90], ['% owned', 40], ['SSN', 100], ['Date of birth', 80], ['FICO (est.)', 60]];
  x = 36;
  for (const [h, w] of cols) { s.rect(x, y, w, 12, 0.85); s.label(h, x + 3, y + 3, { size: 6.5, bold: true }); x += w; }
  y += 12;
  const cell = (col: number, row: number) => {
    let cx = 36;
    for (let k = 0; k < col; k++) cx += cols[k]![1];
    return { x: cx + 1, y: y + row * 20 + 3, w: cols[col]![1] - 2 };
  };
  for (let r = 0; r < 3; r++) { x = 36; for (const [, w] of cols) { s.rect(x, y + r * 20, w, 20); x += w; } }
  m.owners.forEach((o, i) => {
    s.write('field', `owner${i}.name`, nameText(o, rng, false), cell(0, i), fName(i, o));
    s.write('field', `owner${i}.pct`, rng.chance(0.6) ? `${o.pct}%` : String(o.pct), cell(2, i), fPct(i, o));
    if (i === 0 || rng.chance(0.4)) s.write('field', `owner${i}.role`, o.role, cell(1, i), fRole(i, o));
    if (i > 0) return;
    if (rng.chance(0.85)) s.write('field', `owner${i}.ssn`, ownerTaxText(o, rng), cell(3, i), fOwnerTax(i, o), 'SSN');
    else s.write('filler', `owner${i}.ssn`, `XXX-XX-${o.tax.slice(5)}`, cell(3, i), nulls(fOwnerTax(i, o)), 'SSN');
    s.write('field', `owner${i}.dob`, fmtDate(o.dob, rng, m.country), cell(4, i), fDob(i, o));
    if (rng.chance(0.6)) s.write('field', `owner${i}.score`, String(o.score), cell(5, i), fScore(i, o));
  });
  y += 66;
  s.write('decoy', 'owner0.home', m.owners[0]!.home, s.line('Owner 1 home address', 36, y, 540));
  y += 20;
  s.line('Owner 2 home address', 36, y, 540);
  y += 28;
  s.band('4. EXISTING ADVANCES / LOANS', 36, y, 540);
  y += 16;
  const n = rng.int(0, 2);
  for (let r = 0; r < Math.max(1, n); r++) {
    const fa = s.line('Funder', 36, y, 200), oa2 = s.line('Original', 242, y, 110), ba = s.line('Balance', 358, y, 110), pa2 = s.line('Payment', 474, y, 102);
    if (r < n) {
      s.write('decoy', `adv${r}_funder`, funder(rng), fa);
      s.write('decoy', `adv${r}_original`, `$${decoyMoney(m, rng.int(20, 150) * 1000 + 250).toLocaleString('en-US')}`, oa2);
      s.write('decoy', `adv${r}_balance`, `$${decoyMoney(m, rng.int(3000, 90000) + 0.25).toFixed(2)}`, ba);
      s.write('decoy', `adv${r}_payment`, `$${decoyMoney(m, rng.int(95, 1400) + 0.75).toFixed(2)}`, pa2);
    } else s.write(null, 'adv_none', 'None', fa);
    y += 20;
  }
  y += 10;
  y = consent(c, y);
  signature(c, 36, y, 1);
  s.line('Signature (owner 2)', 36, y + 26, 250);
  s.label(cc(m.country, 'Two Rivers Merchant Group  |  Page 2 of 2', 'Page 2 of 2'), 36, 764, { size: 6.5, gray: 0.4 });
}

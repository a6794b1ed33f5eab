// Layouts 4-5: Tidewater Merchant Group (second position, label: value lines, principal blocks) and Bluegrass Capital
// Exchange (pre-filled update form with a correction column and "correct as shown" boxes, owners re-confirmed).
import { STATE_NAMES } from './pools.ts';
import { chg, changeTable, checkRow, dv, gridRow, header, lineField, para, signatures, table, type Values } from './parts.ts';
import type { Sheet } from './sheet.ts';

const FREQS = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
function freqRow(s: Sheet, v: Values, x: number, y: number, opts = FREQS): void {
  const i = ['daily', 'weekly', 'biweekly', 'monthly'].indexOf(v.d.freq);
  checkRow(s, x, y, opts, i, opts.map((t, k) => (k === i ? { ...v.freqText(), text: t } : undefined)), 12);
}

export function tidewater(s: Sheet, v: Values): void {
  const d = v.d;
  header(s, 'TIDEWATER MERCHANT GROUP', 'Stacking-friendly second position capital', 'Norfolk, VA  •  (757) 555-0199  •  deals@tidewatermg.com', 'SECOND POSITION FUNDING APPLICATION');
  s.band(36, 96, 540, 'BUSINESS');
  const L = 95;
  lineField(s, 36, 112, 'Corporate Name:', 270, v.legal(), L); lineField(s, 306, 112, 'Physical Address:', 270, v.street(), L);
  lineField(s, 36, 130, 'DBA Name:', 270, v.dba(), L); lineField(s, 306, 130, 'City / State / Zip:', 270, v.city(), L);
  lineField(s, 36, 148, 'Entity:', 270, v.entityText(), L); lineField(s, 306, 148, 'Business Phone:', 270, dv('phone', d.phone), L);
  lineField(s, 36, 166, 'EIN #:', 270, v.taxId(), L); lineField(s, 306, 166, 'E-mail:', 270, dv('email', d.email), L);
  lineField(s, 36, 184, 'Time in Business:', 270, dv('years', `${2026 - d.start.getUTCFullYear()} yrs`), L); lineField(s, 306, 184, 'State of Inc.:', 270, dv('state_inc', STATE_NAMES[d.stateInc] ?? d.stateInc), L);
  lineField(s, 36, 202, 'Type of Business:', 270, v.industry(), L); lineField(s, 306, 202, 'Landlord:', 270, d.rent ? dv('landlord', d.landlord) : dv('own', 'Owns building'), L);
  s.band(36, 226, 540, 'CURRENT 1ST POSITION  (as reported by merchant)');
  const p = d.positions[0]!;
  let y = gridRow(s, 36, 242, [{ label: 'Funder', w: 150, v: dv('first_funder', p.funder) }, { label: 'Date Funded', w: 75, v: dv('first_funded', v.dt(p.funded)) },
    { label: 'Original Funding', w: 80, v: dv('first_original', v.m(p.original)) }, { label: 'Current Balance', w: 80, v: dv('first_balance', v.m(p.balance)) },
    { label: 'Daily Remit', w: 75, v: dv('first_daily', v.m(p.daily)) }, { label: 'Est. Payments Left', w: 80, v: dv('first_left', `${Math.max(5, Math.round(p.balance / p.daily))} left`) }]);
  s.label('Other open advances:', 36, y + 5, { size: 7 });
  s.value(dv('other_positions', d.positions.slice(1).map((q) => `${q.funder} (${v.m(q.balance)} bal.)`).join('; ') || 'None'), 120, y + 4, 456);
  s.hline(118, 576, y + 13);
  s.band(36, y + 22, 540, '2ND POSITION REQUEST');
  y += 38;
  lineField(s, 36, y, 'Amount Requested for 2nd Position:', 280, v.amount());
  s.label('Preferred remittance:', 322, y + 4, { size: 7.5 }); freqRow(s, v, 398, y + 3.5);
  const uses = ['Inventory', 'Payroll', 'Equipment', 'Expansion'];
  const ui = uses.findIndex((u) => d.use.toLowerCase().includes(u.toLowerCase()));
  s.label('Use of Funds:', 36, y + 23, { size: 7.5 });
  const ox = checkRow(s, 92, y + 22.5, [...uses, 'Other:'], ui < 0 ? 4 : ui);
  s.hline(ox, 576, y + 31);
  if (ui < 0) s.value(v.use(), ox + 2, y + 20, 570 - ox);
  y += 44;
  s.band(36, y, 540, 'PRINCIPALS  (every owner of 20% or more; check the box for any principal who is no longer an owner)');
  y += 16;
  d.owners.forEach((o, i) => {
    s.label(`Principal #${i + 1}`, 36, y + 4, { size: 7.5, bold: true });
    s.check(420, y + 3, o.removed); s.label('Removed — no longer an owner', 430, y + 3.5, { size: 7 });
    lineField(s, 36, y + 14, 'Full Name:', 250, v.name(o), 55); lineField(s, 286, y + 14, 'Title:', 150, v.title(o), 30); lineField(s, 436, y + 14, 'Ownership %:', 140, v.pct(o), 58);
    lineField(s, 36, y + 30, 'Soc. Sec. #:', 160, v.ssn(o), 55); lineField(s, 196, y + 30, 'Birth Date:', 130, v.dob(o), 48); lineField(s, 326, y + 30, 'Home Address:', 250, v.home(o), 62);
    if (o.removed) s.strike(92, 280, y + 22);
    y += 50;
  });
  s.band(36, y, 540, 'ISO / REFERENCES');
  gridRow(s, 36, y + 16, [{ label: 'ISO Rep Name', w: 130, v: dv('iso_name', d.iso.name) }, { label: 'Rep Phone', w: 100, v: dv('iso_phone', d.iso.phone) },
    { label: 'Trade Reference 1', w: 160, v: dv('ref1', `${d.refs[0]!.name} ${d.refs[0]!.phone}`) }, { label: 'Trade Reference 2', w: 150, v: dv('ref2', d.refs[1]!.name) }]);
  y = para(s, 36, y + 48, 540, 'Merchant acknowledges this is a second position and that the existing first-position funder has not been asked to subordinate. Information provided is true and complete; Tidewater Merchant Group and its funders may verify it with any credit bureau, bank or funder.');
  signatures(s, v, 36, y + 2, 540, ['Principal', 'Date:', '']);
}

export function bluegrass(s: Sheet, v: Values): void {
  const d = v.d;
  header(s, 'Bluegrass Capital Exchange', 'Returning merchant program', '200 W Vine St, Lexington, KY 40507  •  (859) 555-0117', 'RENEWAL — PRE-FILLED MERCHANT UPDATE FORM');
  s.label('Account #', 420, 78, { size: 7 }); s.value(dv('account_no', d.prev.dealNo), 460, 77, 110);
  s.label('We filled in what we have on file. Check the box if it is still correct, or write the correct value in the Correction column.', 36, 94, { size: 7, oblique: true });
  let y = changeTable(s, 36, 106, ['Item', 'Information on File   (check if correct)', 'Correction (write new value)'], [115, 225, 200], [
    chg('Legal Entity Name', null, v.legal()), chg('Doing Business As', v.dbaOld(), v.dba()), chg('Business Type', v.entityOld(), v.entityText()),
    chg('Tax ID #', null, v.taxId()), chg('Date Business Started', null, v.start()), chg('Business Address', v.street(true), v.street()),
    chg('City / State / Zip', v.city(true), v.city()), chg('Main Phone', d.phoneOld ? dv('phone_on_file', d.phoneOld) : null, dv('phone', d.phone)), chg('Industry', null, v.industry()),
  ], { okBox: true });
  s.band(36, y + 8, 540, 'YOUR CURRENT ADVANCE WITH US');
  y = gridRow(s, 36, y + 22, [{ label: 'Advance #', w: 80, v: dv('prev_no', d.prev.dealNo) }, { label: 'Funded On', w: 80, v: dv('prev_funded', v.dt(d.prev.funded)) },
    { label: 'Purchase Price', w: 95, v: dv('prev_amount', v.m(d.prev.amount)) }, { label: 'Right to Receive', w: 95, v: dv('prev_rtr', v.m(d.prev.payback)) },
    { label: 'Balance Remaining', w: 95, v: dv('prev_balance', v.m(d.prev.balance)) }, { label: 'Payment', w: 95, v: dv('prev_payment', `${v.m(d.prev.payment)} / business day`) }]);
  s.band(36, y + 8, 540, 'NEW FUNDING REQUEST');
  y = gridRow(s, 36, y + 22, [{ label: 'Amount Requested', w: 130, v: v.amount() }, { label: 'Use of Proceeds', w: 210, v: v.use() },
    { label: 'Requested Payment', w: 100, v: v.payment() }, { label: 'Term (# of payments)', w: 100, v: v.nPayments() }]);
  s.rect(36, y, 540, 16, { lw: 0.5 }); s.label('Payment Frequency:', 40, y + 5, { size: 7 }); freqRow(s, v, 112, y + 4.5);
  y += 16;
  s.band(36, y + 8, 540, 'OWNERSHIP RE-CONFIRMATION');
  const top = y + 22;
  y = table(s, 36, top, ['Name on File', 'Title', '% on File', 'Correct %', 'SSN', 'Date of Birth', 'Still an owner?'], [132, 80, 52, 52, 84, 64, 76],
    d.owners.map((o) => [v.name(o), v.title(o), o.removed ? dv(`owner${d.owners.indexOf(o) + 1}_pct_on_file`, `${o.pct}%`) : o.oldPct != null ? v.pct(o, true) : v.pct(o),
      !o.removed && o.oldPct != null ? v.pct(o) : null, v.ssn(o), v.dob(o), null]));
  d.owners.forEach((o, i) => checkRow(s, 36 + 467, top + 14 + i * 16 + 4.5, ['Yes', 'No'], o.removed ? 1 : 0, [], 8));
  s.band(36, y + 8, 540, 'PAYOFF LETTER');
  s.label('Should we obtain a payoff letter for your current balance?', 36, y + 26, { size: 7.5 }); checkRow(s, 250, y + 25.5, ['Yes', 'No'], 0);
  lineField(s, 330, y + 22, 'Send payoff letter to:', 246, dv('payoff_to', d.payoff.email));
  lineField(s, 36, y + 40, 'Payoff requested from (funder):', 290, dv('payoff_funder', d.payoff.funder)); lineField(s, 330, y + 40, 'Needed by:', 246, dv('payoff_good', v.dt(d.payoff.goodThrough)));
  y = para(s, 36, y + 64, 540, 'I confirm the information on file, as corrected above, is accurate. Owners marked "No" have no remaining ownership interest. I authorize Bluegrass Capital Exchange to share this form with funders and to request payoff figures from my existing funder.');
  signatures(s, v, 36, y + 2, 540, ['Owner', 'Date:', '']);
}

// Layouts 6-7: Pinecrest Working Capital (add-on request, two pages, guarantor re-confirmation blocks) and Meridian
// Reach Brokerage (refi & consolidation worksheet: pre-filled lines corrected in place, the old value struck through).
import { checkRow, decoy, dv, entityRow, gridRow, header, lineField, para, signatures, table, type Values } from './parts.ts';
import type { Sheet, Val } from './sheet.ts';

export function pinecrest(s: Sheet, v: Values): void {
  const d = v.d;
  header(s, 'PINECREST WORKING CAPITAL', 'Add-on funding for merchants in good standing', 'Pinecrest Working Capital • 75 State St, Boston, MA 02109\naddons@pinecrestwc.com', 'ADD-ON / ADDITIONAL FUNDING REQUEST');
  s.label('Page 1 of 2', 520, 78, { size: 7 });
  s.band(36, 96, 540, 'MERCHANT  (as on file — update anything that changed)');
  let y = gridRow(s, 36, 112, [{ label: 'Legal Name of Business', w: 300, v: v.legal() }, { label: 'DBA / Trade Name', w: 240, v: v.dba() }]);
  s.rect(36, y, 540, 18, { lw: 0.5 }); s.label('Business Form:', 40, y + 6, { size: 7 });
  entityRow(s, v, 96, y + 5.5, ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'LLP', 'LP'], 'Other');
  y = gridRow(s, 36, y + 18, [{ label: 'EIN', w: 120, v: v.taxId() }, { label: 'Business Start Date', w: 110, v: v.start() }, { label: 'Business Phone', w: 120, v: dv('phone', d.phone) },
    { label: 'Avg. Monthly Sales', w: 190, v: dv('monthly_sales', v.m(Math.round(d.amount * 0.9 / 1000) * 1000 + 3500, 'whole')) }]);
  y = gridRow(s, 36, y, [{ label: 'Business Street Address', w: 270, v: v.street() }, { label: 'City, State ZIP', w: 270, v: v.city() }]);
  y = gridRow(s, 36, y, [{ label: 'Industry / Description of Business', w: 540, v: v.industry() }]);
  s.band(36, y + 8, 540, 'OPEN ADVANCES  (all funders, including Pinecrest)');
  y = table(s, 36, y + 22, ['Funder', 'Funded', 'Original', 'Balance', 'Payment', 'Paid %'], [170, 75, 80, 80, 85, 50],
    d.positions.map((p, i) => [dv(`open${i + 1}_funder`, p.funder), dv(`open${i + 1}_funded`, v.dt(p.funded)), dv(`open${i + 1}_original`, v.m(p.original)),
      dv(`open${i + 1}_balance`, v.m(p.balance)), dv(`open${i + 1}_payment`, `${v.m(p.daily)}/day`), dv(`open${i + 1}_paid`, `${Math.round(100 - (p.balance / (p.original * 1.35)) * 100)}% paid`)]));
  s.band(36, y + 8, 540, 'PREVIOUS PINECREST ADVANCE');
  y = gridRow(s, 36, y + 22, [{ label: 'Contract #', w: 100, v: dv('prev_no', d.prev.dealNo) }, { label: 'Advance Amount', w: 110, v: dv('prev_amount', v.m(d.prev.amount)) },
    { label: 'Factor', w: 60, v: dv('prev_factor', d.prev.factor) }, { label: 'Payback Amount', w: 110, v: dv('prev_payback', v.m(d.prev.payback)) }, { label: 'Remaining', w: 160, v: dv('prev_balance', `${v.m(d.prev.balance)} remaining`) }]);
  s.band(36, y + 8, 540, 'ADDITIONAL FUNDING');
  y = gridRow(s, 36, y + 22, [{ label: 'Additional Amount Requested', w: 150, v: v.amount() }, { label: 'Desired Payment Amount', w: 130, v: v.payment() },
    { label: 'No. of Payments', w: 90, v: v.nPayments() }, { label: 'Payment Frequency', w: 170, v: v.freqText() }]);
  y = gridRow(s, 36, y, [{ label: 'What will the additional funds be used for?', w: 540, v: v.use() }]);
  s.band(36, y + 8, 540, 'PAYOFF LETTER REQUEST');
  s.check(40, y + 26, d.positions.length > 1); s.label('Pay off other open advances with this funding — please request payoff letters.', 52, y + 26.5, { size: 7 });
  gridRow(s, 36, y + 38, [{ label: 'Funder', w: 200, v: dv('payoff_funder', d.payoff.funder) }, { label: 'Contact', w: 120, v: dv('payoff_contact', d.payoff.contact) },
    { label: 'Phone', w: 110, v: dv('payoff_phone', d.payoff.phone) }, { label: 'Payoff Good Through', w: 110, v: dv('payoff_good', v.dt(d.payoff.goodThrough)) }]);
  s.addPage();
  s.label('PINECREST WORKING CAPITAL — Add-On Request', 36, 30, { size: 10, bold: true }); s.label('Page 2 of 2', 520, 32, { size: 7 });
  s.band(36, 48, 540, 'GUARANTOR RE-CONFIRMATION  (check the box if this person is no longer an owner)');
  y = 64;
  d.owners.forEach((o, i) => {
    s.label(`Guarantor ${i + 1}`, 36, y + 2, { size: 7.5, bold: true });
    s.check(440, y + 1, o.removed); s.label('Owner no longer with company', 450, y + 1.5, { size: 7 });
    let yy = gridRow(s, 36, y + 12, [{ label: 'Guarantor Name', w: 220, v: v.name(o), strike: o.removed }, { label: 'Title', w: 120, v: v.title(o) },
      { label: 'Ownership %', w: 80, v: v.pct(o) }, { label: 'Credit Score (self-reported)', w: 120, v: v.fico(o) }]);
    yy = gridRow(s, 36, yy, [{ label: 'Social Security #', w: 120, v: v.ssn(o) }, { label: 'Date of Birth', w: 100, v: v.dob(o) }, { label: 'Home Address', w: 320, v: v.home(o) }]);
    y = yy + 10;
  });
  s.band(36, y, 540, 'DEPOSIT ACCOUNT & LANDLORD');
  y = gridRow(s, 36, y + 14, [{ label: 'Bank', w: 130, v: dv('bank', d.bank.name) }, { label: 'ABA Routing', w: 110, v: dv('routing', d.bank.routing) }, { label: 'Account Number', w: 120, v: dv('account', d.bank.account) },
    { label: 'Landlord', w: 180, v: d.rent ? dv('landlord', `${d.landlord} ${d.landlordPhone}`) : dv('own', 'Own') }]);
  y = para(s, 36, y + 14, 540, 'Each guarantor re-affirms the personal guaranty given with the original advance, certifies that the ownership shown above is current, and authorizes Pinecrest Working Capital to obtain credit reports and to contact any funder listed for payoff information.');
  signatures(s, v, 36, y + 6, 540, ['Guarantor', 'Date:', '']);
}

/** A pre-filled line; a change is written after the struck on-file value. */
function fixLine(s: Sheet, x: number, y: number, label: string, w: number, old: Val | null, cur: Val | null): void {
  s.label(label, x, y + 4, { size: 7 });
  const lx = x + 92;
  s.hline(lx, x + w - 4, y + 13);
  if (!old) { s.value(cur, lx + 3, y + 2.5, w - 100); return; }
  const ow = Math.min(s.measure(old.text), (w - 100) / 2 - 6);
  s.value(decoy(old), lx + 3, y + 2.5, (w - 100) / 2 - 6);
  s.strike(lx + 1, lx + ow + 6, y + 6.5);
  s.value(cur, lx + ow + 14, y + 2.5, w - 100 - ow - 14);
}

export function meridian(s: Sheet, v: Values): void {
  const d = v.d;
  header(s, 'MERIDIAN REACH BROKERAGE', 'Refinance & consolidation desk', 'Scottsdale, AZ  •  (480) 555-0163  •  refi@meridianreach.com', 'REFI & CONSOLIDATION WORKSHEET — RETURNING MERCHANT');
  s.label('Pre-filled from your prior file. Cross out anything that changed and write the new value beside it.', 36, 94, { size: 7, oblique: true });
  const rows: [string, Val | null, Val | null][] = [['Legal Name', null, v.legal()], ['DBA', v.dbaOld(), v.dba()], ['Entity Type', v.entityOld(), v.entityText()],
    ['Fed. Tax ID', null, v.taxId()], ['Date Started', null, v.start()], ['Address', v.street(true), v.street()], ['City, ST ZIP', v.city(true), v.city()],
    ['Phone', d.phoneOld ? dv('phone_on_file', d.phoneOld) : null, dv('phone', d.phone)], ['Industry', null, v.industry()], ['Website', null, dv('website', d.website)]];
  rows.forEach(([l, o, c], i) => fixLine(s, 36 + (i % 2) * 272, 106 + Math.floor(i / 2) * 18, l, 268, o, c));
  let y = 106 + 5 * 18 + 6;
  s.band(36, y, 540, 'LAST FUNDING WITH MERIDIAN', 13, true);
  y = gridRow(s, 36, y + 14, [{ label: 'Funder', w: 160, v: dv('prev_funder', d.prev.funder) }, { label: 'Date', w: 80, v: dv('prev_funded', v.dt(d.prev.funded)) },
    { label: 'Funded', w: 100, v: dv('prev_amount', v.m(d.prev.amount)) }, { label: 'Payback', w: 100, v: dv('prev_payback', v.m(d.prev.payback)) }, { label: 'Balance Today', w: 100, v: dv('prev_balance', v.m(d.prev.balance)) }]);
  s.band(36, y + 8, 540, 'ALL OPEN POSITIONS  (payoff letters will be requested for rows marked Y)', 13, true);
  const top = y + 22;
  y = table(s, 36, top, ['Funder', 'Date Funded', 'Funded Amt', 'Balance', 'Daily Pmt', 'Payoff? Y / N'], [160, 80, 80, 80, 70, 70],
    d.positions.map((p, i) => [dv(`open${i + 1}_funder`, p.funder), dv(`open${i + 1}_funded`, v.dt(p.funded)), dv(`open${i + 1}_amt`, v.m(p.original)), dv(`open${i + 1}_bal`, v.m(p.balance)), dv(`open${i + 1}_pmt`, v.m(p.daily)), null]));
  d.positions.forEach((_, i) => checkRow(s, 36 + 476, top + 14 + i * 16 + 4.5, ['Y', 'N'], i === 0 || d.positions.length < 3 ? 0 : 1, [], 6));
  lineField(s, 36, y + 4, 'Payoff letters needed by:', 200, dv('payoff_good', v.dt(d.payoff.goodThrough))); lineField(s, 236, y + 4, 'Funder payoff contact:', 340, dv('payoff_contact', `${d.payoff.contact}, ${d.payoff.phone}`));
  s.band(36, y + 24, 540, 'REFI REQUEST', 13, true);
  y = gridRow(s, 36, y + 38, [{ label: 'Refi Amount Requested', w: 140, v: v.amount() }, { label: 'Purpose', w: 220, v: v.use() }, { label: 'Payment', w: 90, v: v.payment() }, { label: 'Term (payments)', w: 90, v: v.nPayments() }]);
  s.label('Payment schedule:', 36, y + 6, { size: 7 });
  const fi = ['daily', 'weekly', 'biweekly', 'monthly'].indexOf(d.freq), fl = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
  checkRow(s, 104, y + 5.5, fl, fi, fl.map((t, k) => (k === fi ? { ...v.freqText(), text: t } : undefined)), 12);
  y += 12;
  s.band(36, y + 8, 540, 'GUARANTORS  (strike any person who is no longer an owner)', 13, true);
  y = table(s, 36, y + 22, ['Guarantor (Last, First)', 'Title', 'Ownership %', 'SSN', 'DOB', 'FICO', 'Status'], [130, 80, 60, 86, 70, 44, 70],
    d.owners.map((o) => [v.name(o), v.title(o), v.pct(o), v.ssn(o), v.dob(o), v.fico(o), dv(`owner${d.owners.indexOf(o) + 1}_status`, o.removed ? 'Former owner' : 'Current')]), { struck: d.owners.map((o) => o.removed) });
  gridRow(s, 36, y + 8, [{ label: 'ISO / Agent', w: 180, v: dv('iso_name', d.iso.name) }, { label: 'Agent Phone', w: 120, v: dv('iso_phone', d.iso.phone) }, { label: 'Bank Routing #', w: 120, v: dv('routing', d.bank.routing) }, { label: 'Acct #', w: 120, v: dv('account', d.bank.account) }]);
  y = para(s, 36, y + 40, 540, 'The undersigned confirm that the pre-filled information, as corrected, is accurate; that the guarantors listed as Current own the business in the percentages shown; and authorize Meridian Reach Brokerage to request payoff letters and credit reports.');
  signatures(s, v, 36, y + 4, 540, ['Guarantor', 'Date:', '']);
}

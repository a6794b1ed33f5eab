// Layouts 1-3: Keystone Bridge Capital (renewal, on file / changes), Harborline Funding Partners (refinance / buyout,
// boxed grid, owner blocks), Crescent Ledger Advisors (debt consolidation, underlined fields, Last, First owners).
import { ENTITY_BOXES, STATE_NAMES } from './pools.ts';
import { chg, changeTable, checkRow, dv, entityRow, gridRow, header, lineField, para, signatures, table, type Values } from './parts.ts';
import type { Sheet } from './sheet.ts';

const AUTH = 'By signing below, each owner certifies that the information above is true and complete, authorizes the broker and its funding partners to obtain consumer and business credit reports, bank statements and payoff information from any existing funder, and confirms that no owner other than those listed holds 20% or more of the business.';

export function keystone(s: Sheet, v: Values): void {
  const d = v.d;
  header(s, 'KEYSTONE BRIDGE CAPITAL', 'Renewals & working capital for returning merchants', '1180 Arch Street, Suite 600, Philadelphia, PA 19107\nrenewals@keystonebridgecap.com  (215) 555-0188', 'MERCHANT RENEWAL APPLICATION');
  s.label('Prior Deal ID:', 380, 78, { size: 7 }); s.value(dv('prior_deal_id', d.prev.dealNo), 430, 77, 60);
  s.label('Date:', 500, 78, { size: 7 }); s.value(dv('form_date', v.dt(d.formDate)), 520, 77, 56);
  s.band(36, 96, 540, 'A. BUSINESS PROFILE  (pre-filled from your last application: write any change in the right-hand column)');
  let y = changeTable(s, 36, 112, ['Field', 'On File', 'Changes since last application'], [120, 210, 210], [
    chg('Legal Business Name', null, v.legal()), chg('DBA', v.dbaOld(), v.dba()), chg('Entity Type', v.entityOld(), v.entityText()),
    chg('Federal Tax ID', null, v.taxId()), chg('Business Start Date', null, v.start()), chg('Street Address', v.street(true), v.street()),
    chg('City / State / ZIP', v.city(true), v.city()), chg('Business Phone', d.phoneOld ? dv('phone_on_file', d.phoneOld) : null, dv('phone', d.phone)),
    chg('Email', null, dv('email', d.email)), chg('Type of Business', null, v.industry()),
  ], { strike: true });
  s.band(36, y + 8, 540, 'B. PREVIOUS ADVANCE SUMMARY  (for reference only)');
  y = gridRow(s, 36, y + 24, [{ label: 'Funder', w: 150, v: dv('prev_funder', d.prev.funder) }, { label: 'Funded Date', w: 120, v: dv('prev_funded', v.dt(d.prev.funded)) },
    { label: 'Funded Amount', w: 135, v: dv('prev_amount', v.m(d.prev.amount)) }, { label: 'Factor Rate', w: 135, v: dv('prev_factor', d.prev.factor) }]);
  y = gridRow(s, 36, y, [{ label: 'Total Payback', w: 150, v: dv('prev_payback', v.m(d.prev.payback)) }, { label: 'Current Balance', w: 120, v: dv('prev_balance', v.m(d.prev.balance)) },
    { label: 'Daily Payment', w: 135, v: dv('prev_payment', `${v.m(d.prev.payment)} daily ACH`) }, { label: '% Paid In', w: 135, v: dv('prev_paid', `${d.prev.paidPct}% paid`) }]);
  s.band(36, y + 8, 540, 'C. RENEWAL REQUEST');
  y = gridRow(s, 36, y + 24, [{ label: 'Renewal Amount Requested', w: 180, v: v.amount() }, { label: 'Purpose of Funds', w: 360, v: v.use() }]);
  s.band(36, y + 8, 540, 'D. OWNERS / GUARANTORS  (please re-confirm each owner; mark "No" for anyone who is no longer an owner)');
  const top = y + 24;
  y = table(s, 36, top, ['Owner Name', 'Title', '% On File', '% Now', 'SSN', 'Date of Birth', 'Still an Owner?'], [130, 78, 48, 48, 82, 72, 82],
    d.owners.map((o) => {
      const onFile = o.removed ? dv(`owner${d.owners.indexOf(o) + 1}_pct_on_file`, `${o.pct}%`) : o.oldPct != null ? v.pct(o, true) : v.pct(o);
      const now = o.removed ? dv(`owner${d.owners.indexOf(o) + 1}_pct_now`, '0%') : o.oldPct != null ? v.pct(o) : null;
      return [v.name(o), v.title(o), onFile, now, v.ssn(o), v.dob(o), null];
    }), { struck: d.owners.map((o) => o.removed) });
  d.owners.forEach((o, i) => checkRow(s, 36 + 460, top + 14 + i * 16 + 4.5, ['Yes', 'No'], o.removed ? 1 : 0, [], 10));
  s.band(36, y + 8, 540, 'E. PAYOFF LETTER REQUEST');
  s.check(40, y + 25, true); s.label('Keystone Bridge Capital may request a payoff letter from the funder below on my behalf.', 52, y + 25.5, { size: 7 });
  y = gridRow(s, 36, y + 38, [{ label: 'Funder', w: 140, v: dv('payoff_funder', d.payoff.funder) }, { label: 'Payoff Contact', w: 110, v: dv('payoff_contact', d.payoff.contact) },
    { label: 'Phone / Fax', w: 100, v: dv('payoff_phone', d.payoff.phone) }, { label: 'Good-Through Date', w: 90, v: dv('payoff_good', v.dt(d.payoff.goodThrough)) },
    { label: 'Est. Payoff', w: 100, v: dv('payoff_est', v.m(d.payoff.estimate)) }]);
  s.band(36, y + 8, 540, 'F. AUTHORIZATION');
  y = para(s, 36, y + 26, 540, AUTH);
  signatures(s, v, 36, y + 6, 540, ['Owner Signature', 'Date:', '']);
}

export function harborline(s: Sheet, v: Values): void {
  const d = v.d;
  header(s, 'Harborline Funding Partners', 'Refinance • Buyout • Reverse consolidation', 'ISO Desk  (757) 555-0142\nsubmissions@harborlinefp.com', 'REFINANCE / BUYOUT REQUEST FORM');
  s.band(36, 96, 540, 'MERCHANT INFORMATION', 13, true);
  let y = gridRow(s, 36, 110, [{ label: 'Business Legal Name', w: 300, v: v.legal() }, { label: 'd/b/a', w: 240, v: v.dba() }]);
  s.rect(36, y, 540, 18, { lw: 0.5 }); s.label('Entity:', 40, y + 6, { size: 7, bold: true });
  entityRow(s, v, 72, y + 5.5, ENTITY_BOXES.slice(0, 6));
  y = gridRow(s, 36, y + 18, [{ label: 'Tax ID (EIN)', w: 110, v: v.taxId() }, { label: 'Date Established', w: 90, v: v.start() },
    { label: 'State of Incorporation', w: 110, v: dv('state_inc', STATE_NAMES[d.stateInc] ?? d.stateInc) }, { label: 'Business Phone', w: 110, v: dv('phone', d.phone) },
    { label: '# Employees', w: 120, v: dv('employees', String(d.employees)) }]);
  y = gridRow(s, 36, y, [{ label: 'Business Address', w: 220, v: v.street() }, { label: 'City', w: 130, v: dv('city', d.addr.city) },
    { label: 'State', w: 60, v: v.stateOnly() }, { label: 'Zip', w: 60, v: dv('zip', d.addr.zip) }, { label: 'Own / Rent', w: 70, v: dv('own_rent', d.rent ? 'Rent' : 'Own') }]);
  y = gridRow(s, 36, y, [{ label: 'Nature of Business', w: 200, v: v.industry() }, { label: 'Landlord / Mortgage Co.', w: 200, v: d.rent ? dv('landlord', d.landlord) : null },
    { label: 'Landlord Phone', w: 140, v: d.rent ? dv('landlord_phone', d.landlordPhone) : null }]);
  s.band(36, y + 8, 540, 'EXISTING POSITIONS  (list every open advance)', 13, true);
  y = table(s, 36, y + 22, ['Funder', 'Original Amount', 'Current Balance', 'Daily Payment', 'Date Funded', 'Pay off?'], [150, 85, 85, 80, 80, 60],
    d.positions.map((p, i) => [dv(`pos${i + 1}_funder`, p.funder), dv(`pos${i + 1}_original`, v.m(p.original)), dv(`pos${i + 1}_balance`, v.m(p.balance)),
      dv(`pos${i + 1}_daily`, v.m(p.daily)), dv(`pos${i + 1}_funded`, v.dt(p.funded)), null]));
  d.positions.forEach((_, i) => s.check(36 + 500, y - (d.positions.length - i) * 16 + 4.5, true));
  s.band(36, y + 8, 540, 'REFINANCE REQUEST', 13, true);
  const payoff = d.positions.reduce((a, p) => a + p.balance, 0);
  y = gridRow(s, 36, y + 22, [{ label: 'Gross Refinance Amount', w: 130, v: v.amount() }, { label: 'Less: Est. Payoff of Positions', w: 130, v: dv('est_payoff', v.m(payoff)) },
    { label: 'Net to Merchant', w: 110, v: dv('net', v.m(d.amount - payoff)) }, { label: 'Proposed Payment', w: 90, v: v.payment() }, { label: '# of Payments', w: 80, v: v.nPayments() }]);
  s.rect(36, y, 540, 16, { lw: 0.5 }); s.label('Payment Frequency:', 40, y + 5, { size: 7, bold: true });
  const fq = ['daily', 'weekly', 'biweekly', 'monthly'].indexOf(d.freq);
  checkRow(s, 120, y + 4.5, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], fq, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'].map((t, i) => (i === fq ? { ...v.freqText(), text: t } : undefined)), 14);
  y += 16;
  s.band(36, y + 8, 540, 'OWNER INFORMATION  (all owners of 20% or more)', 13, true);
  y += 22;
  const bw = 540 / d.owners.length;
  d.owners.forEach((o, i) => {
    const x = 36 + i * bw;
    let yy = gridRow(s, x, y, [{ label: `Owner ${i + 1} Name`, w: bw, v: v.name(o) }], 22);
    yy = gridRow(s, x, yy, [{ label: 'Title', w: bw * 0.6, v: v.title(o) }, { label: '% Owned', w: bw * 0.4, v: v.pct(o) }], 22);
    yy = gridRow(s, x, yy, [{ label: 'SSN', w: bw * 0.55, v: v.ssn(o) }, { label: 'DOB', w: bw * 0.45, v: v.dob(o) }], 22);
    yy = gridRow(s, x, yy, [{ label: 'Home Address', w: bw, v: v.home(o) }], 22);
    yy = gridRow(s, x, yy, [{ label: 'Cell', w: bw * 0.6, v: dv(`owner${i + 1}_cell`, o.cell) }, { label: 'Credit Score', w: bw * 0.4, v: v.fico(o) }], 22);
    if (o.removed) {
      s.strike(x + 4, x + bw - 4, y + 6); s.strike(x + 4, x + bw - 4, yy - 6);
      s.doc.save().lineWidth(1).moveTo(x + 4, yy - 4).lineTo(x + bw - 4, y + 4).stroke(s.style === 'handwritten' ? s.o.ink : '#b00').restore();
      s.label('NO LONGER AN OWNER', x + bw / 2 - 48, y + 56, { size: 9, bold: true, color: '#b00' });
    }
  });
  y += 110;
  s.band(36, y + 8, 540, 'BANK ACCOUNT FOR DEPOSIT', 13, true);
  y = gridRow(s, 36, y + 22, [{ label: 'Bank Name', w: 180, v: dv('bank', d.bank.name) }, { label: 'Routing #', w: 180, v: dv('routing', d.bank.routing) }, { label: 'Account #', w: 180, v: dv('account', d.bank.account) }]);
  y = para(s, 36, y + 8, 540, AUTH);
  signatures(s, v, 36, y + 4, 540, ['Signature of Owner', 'Dated:', '']);
}

export function crescent(s: Sheet, v: Values): void {
  const d = v.d;
  header(s, 'Crescent Ledger Advisors', 'One payment instead of many', 'Crescent Ledger Advisors LLC • 400 Canal Pl, New Orleans, LA 70130', 'BUSINESS DEBT CONSOLIDATION APPLICATION');
  s.label('Section 1 — Company', 36, 98, { size: 9, bold: true }); s.hline(36, 576, 109, 1, '#333');
  lineField(s, 36, 112, 'Registered Company Name', 320, v.legal()); lineField(s, 356, 112, 'Trade Name (if different)', 220, v.dba());
  s.label('Legal Structure:', 36, 134, { size: 7.5 }); entityRow(s, v, 100, 133.5, ENTITY_BOXES, 'Other (specify):');
  lineField(s, 36, 148, 'Taxpayer ID No.', 200, v.taxId()); lineField(s, 236, 148, 'In Business Since', 200, v.start()); lineField(s, 436, 148, 'Staff', 140, dv('employees', String(d.employees)));
  lineField(s, 36, 166, 'Headquarters Address', 320, v.street()); lineField(s, 356, 166, 'City/State/ZIP', 220, v.city());
  lineField(s, 36, 184, 'Industry / Products Sold', 300, v.industry()); lineField(s, 336, 184, 'Website', 240, dv('website', d.website));
  s.label('Premises:', 36, 205, { size: 7.5 }); checkRow(s, 80, 204.5, ['Own', 'Rent'], d.rent ? 1 : 0);
  lineField(s, 160, 202, 'Landlord', 250, d.rent ? dv('landlord', d.landlord) : null); lineField(s, 410, 202, 'Monthly Rent', 166, d.rent ? dv('rent', v.m(d.monthlyRent, 'whole')) : null);
  s.label('Section 2 — Positions to be Consolidated', 36, 228, { size: 9, bold: true }); s.hline(36, 576, 239, 1, '#333');
  let y = table(s, 36, 244, ['#', 'Lender / Funder', 'Funded On', 'Original Advance', 'Remaining Balance', 'Daily Remit'], [24, 170, 86, 86, 90, 84],
    d.positions.map((p, i) => [dv(`pos${i + 1}_no`, String(i + 1)), dv(`pos${i + 1}_funder`, p.funder), dv(`pos${i + 1}_funded`, v.dt(p.funded)), dv(`pos${i + 1}_original`, v.m(p.original)),
      dv(`pos${i + 1}_balance`, v.m(p.balance)), dv(`pos${i + 1}_daily`, v.m(p.daily))]), { fill: '#efe9dc' });
  const payoff = d.positions.reduce((a, p) => a + p.balance, 0);
  s.label('Section 3 — Consolidation Request', 36, y + 12, { size: 9, bold: true }); s.hline(36, 576, y + 23, 1, '#333');
  lineField(s, 36, y + 28, 'Total Consolidation Amount Requested', 290, v.amount()); lineField(s, 326, y + 28, 'Combined Payoff (est.)', 250, dv('payoff_total', v.m(payoff)));
  lineField(s, 36, y + 46, 'Cash to Merchant After Payoffs', 290, dv('net', v.m(d.amount - payoff))); lineField(s, 326, y + 46, 'Remaining funds will be used for', 250, v.use());
  y += 70;
  s.label('Section 4 — Payoff Authorization', 36, y, { size: 9, bold: true }); s.hline(36, 576, y + 11, 1, '#333');
  s.check(36, y + 16, true); s.label('Please request payoff letters on my behalf from the funder(s) listed in Section 2.', 48, y + 16.5, { size: 7 });
  lineField(s, 36, y + 28, 'Funder', 200, dv('payoff_funder', d.payoff.funder)); lineField(s, 236, y + 28, 'Payoff Dept. E-mail', 200, dv('payoff_email', d.payoff.email));
  lineField(s, 436, y + 28, 'Good Through', 140, dv('payoff_good', v.dt(d.payoff.goodThrough)));
  y += 56;
  s.label('Section 5 — Ownership (list every owner; check "Removed" for anyone no longer an owner)', 36, y, { size: 9, bold: true }); s.hline(36, 576, y + 11, 1, '#333');
  const top = y + 16;
  y = table(s, 36, top, ['Owner (Last, First)', 'Title', 'Own %', 'SSN / ITIN', 'Date of Birth', 'FICO (est.)', 'Removed'], [140, 80, 50, 86, 80, 58, 46],
    d.owners.map((o) => [v.name(o), v.title(o), v.pct(o), v.ssn(o), v.dob(o), v.fico(o), null]), { fill: '#efe9dc', struck: d.owners.map((o) => o.removed) });
  d.owners.forEach((o, i) => s.check(36 + 512, top + 14 + i * 16 + 4.5, o.removed));
  y = para(s, 36, y + 10, 540, `${AUTH} Each owner authorizes Crescent Ledger Advisors to communicate with existing funders regarding payoff amounts.`);
  signatures(s, v, 36, y + 4, 540, ['Authorized Signature', 'Date:', '']);
}

// Three US sheets: Harbor Point's renewal application (the current advance pre-filled by the funder), Keystone's intake
// with a position disclosure table and checkbox rows, and Lakeshore's (an ISO) quick-submit half-sheet.
import { FREQ_LABEL, fmtDate, money, ownerName, type Deal } from './data.ts';
import { T, amountText, freqBoxes, ownerCols, ownersGrid, stackTable, taxText, uwBox, uwItems } from './common.ts';
import type { Ctx, Layout } from './layouts-a.ts';

const taxLbl = (d: Deal): string => (d.taxIdType === 'SSN' ? 'Federal Tax ID / SSN' : d.taxIdBare ? 'Federal Tax ID (EIN)' : 'Federal Tax ID');

function harbor({ s, d, r }: Ctx): void {
  const X = 40, W = 532, teal = '#0e5c63';
  const df = r.pick(['long', 'us', 'abbr'] as const), mv = r.int(0, 2);
  s.label('HARBOR POINT CAPITAL', X, 30, { size: 16, bold: true, color: teal });
  s.label('RENEWAL & ADDITIONAL FUNDING APPLICATION', X, 50, { size: 9, bold: true, color: '#333333' });
  s.rect(370, 24, 202, 46, { stroke: teal, lw: 0.8 });
  s.label('SUBMITTED BY (ISO)', 374, 27, { size: 5.8, bold: true, color: teal });
  s.value(null, 'iso_name', d.iso.company, 374, 34, 194, 11, { size: 8, name: 'ISO Name' });
  s.value(null, 'iso_rep', `Rep: ${d.iso.repFirst} ${d.iso.repLast}`, 374, 45, 110, 11, { size: 7.5, name: 'ISO Rep' });
  s.value(null, 'iso_id', d.iso.isoId, 486, 45, 82, 11, { size: 7.5, name: 'ISO Number' });
  s.value(null, 'iso_phone', d.iso.phone, 374, 56, 100, 11, { size: 7.5, name: 'ISO Phone' });
  s.value(null, 'iso_ein', `EIN ${d.iso.ein}`, 476, 56, 92, 11, { size: 7.5, name: 'ISO EIN' });

  let y = 80;
  s.bar('1. CURRENT HARBOR POINT ADVANCE  (pre-filled by Harbor Servicing)', X, y, W, teal);
  y += 12;
  const p = d.prior;
  let cx = X;
  for (const [l, v, w] of [['Contract #', `HPC-${r.digits(5)}`, 70], ['Date Funded', fmtDate(p.date, 'us'), 66], ['Funded Amount', money(p.funded), 76], ['RTR / Payback', money(Math.round(p.funded * 1.38) + 45), 80],
    ['Balance Remaining', money(p.balance), 84], ['Paid-in %', `${r.int(45, 90)}%`, 56], ['Current Payment', `${money(p.payment, true)} ${p.freq === 'daily' ? 'daily' : 'wkly'}`, 100]] as [string, string, number][]) {
    s.cell(l, null, `prior_${l.replace(/\W/g, '')}`, v, cx, y, w); cx += w;
  }
  y += 30;
  s.bar('2. MERCHANT', X, y, W, teal);
  y += 16;
  s.lined('Legal Business Name', T.legal(d), 'legal', d.legal, X, y, 320, { name: 'Legal Business Name' });
  s.lined('DBA', T.dba(d), 'dba', d.dbaPrinted, X + 330, y, 202, { name: 'DBA' });
  y += 18;
  s.lined(taxLbl(d), T.taxId(d), 'taxid', d.taxId, X, y, 200, { name: 'Tax ID' });
  s.lined('Entity', T.entity(d), 'entity', d.entityText, X + 210, y, 120, { name: 'Entity' });
  s.lined('Industry', T.industry(d), 'industry', d.industryText, X + 340, y, 192, { name: 'Industry' });
  y += 18;
  s.lined('Business Start Date', T.start(d), 'start', fmtDate(d.start, df), X, y, 200, { name: 'Business Start Date' });
  s.lined('State of Organization', null, 'inc', d.incState, X + 210, y, 120);
  s.lined('Phone', {}, 'phone', d.phone, X + 340, y, 192);
  y += 18;
  s.lined('Physical Address', {}, 'street', d.addr.street, X, y, 250);
  s.lined('City', {}, 'city', d.addr.city, X + 260, y, 130);
  s.lined('State', T.state(d), 'state', d.addr.state, X + 400, y, 60, { name: 'State' });
  s.lined('Zip', {}, 'zip', d.addr.zip, X + 470, y, 62);
  y += 28;
  s.bar('3. NEW REQUEST  (as stated by the merchant)', X, y, W, teal);
  y += 16;
  s.lined('New Amount Requested', T.amount(d), 'amount', amountText(d.amount, mv), X, y, 180, { name: 'New Amount Requested' });
  s.lined('Requested Payment', T.payment(d), 'payment', money(d.payment, true), X + 190, y, 150, { name: 'Requested Payment' });
  s.lined('# Payments', T.n(d), 'npay', String(d.nPayments), X + 350, y, 80, { name: 'Number of Payments' });
  s.lined('Frequency', T.freq(d), 'freq', FREQ_LABEL[d.freq], X + 440, y, 92, { name: 'Frequency' });
  y += 20;
  s.label('Pay off current Harbor Point balance from new advance?', X, y + 1, { size: 7 });
  cx = s.check(null, 'payoff', 'Yes', true, X + 200, y);
  s.check(null, 'payoff', 'No', false, cx, y);
  y += 18;
  s.bar('4. OWNERS / PERSONAL GUARANTORS', X, y, W, teal);
  y += 14;
  d.owners.forEach((o, i) => {
    const bx = X + (i % 2) * 270, by = y + Math.floor(i / 2) * 58;
    s.label(`Guarantor ${i + 1}`, bx, by, { size: 6.5, bold: true, color: teal });
    s.lined('Name', T.name(o, i), `o${i}_name`, ownerName(o, 'full'), bx, by + 6, 160, { name: `Guarantor${i + 1} Name` });
    s.lined('Title', T.role(o, i), `o${i}_title`, o.title, bx + 166, by + 6, 96, { name: `Guarantor${i + 1} Title` });
    s.lined('% Owned', T.pct(o, i), `o${i}_pct`, `${o.pct}`, bx, by + 22, 70, { name: `Guarantor${i + 1} Pct` });
    s.lined('SSN', T.tax(o, i, d), `o${i}_ssn`, taxText(o), bx + 76, by + 22, 110, { name: `Guarantor${i + 1} SSN` });
    if (o.fico !== null) s.lined('Credit Score', T.fico(o, i), `o${i}_fico`, String(o.fico), bx + 192, by + 22, 70, { name: `Guarantor${i + 1} Score` });
    s.lined('Date of Birth', T.dob(o, i), `o${i}_dob`, fmtDate(o.dob, df === 'long' ? 'us' : df), bx, by + 38, 130, { name: `Guarantor${i + 1} DOB` });
    s.lined('Cell', null, `o${i}_cell`, o.cell, bx + 136, by + 38, 126, { name: `Guarantor${i + 1} Cell` });
  });
  y += Math.ceil(d.owners.length / 2) * 58 + 4;
  y = s.para('By signing below the merchant confirms the information in sections 2-4 and authorizes Harbor Point Capital to obtain business and personal credit reports. Section 1 and the box below are completed by Harbor Point.', X, y, W, 6.5) + 20;
  s.line(X, y, X + 220, y); s.label('Merchant Signature / Date', X, y + 3, { size: 6 });
  y += 18;
  const items = uwItems(d, 'Renewal Payment');
  items[0] = ['Renewal Approved', money(d.uw.approved)];
  items[9] = ['Net Funding after Payoff', money(Math.max(0, d.uw.approved - d.prior.balance))];
  uwBox(s, d, X, y, W, 'RENEWAL UNDERWRITING  -  HARBOR POINT USE ONLY', items, 5, '#e6f1f2');
}

function keystone({ s, d, r }: Ctx): void {
  const X = 30, W = 552, blue = '#24305e';
  s.label('KEYSTONE MERCHANT CAPITAL, INC.', X, 24, { size: 14, bold: true, color: blue });
  s.label('Merchant Intake & Position Disclosure  -  Broker Channel', X, 42, { size: 8, color: '#444444' });
  s.label(`Form KMC-INT-${r.pick(['07', '09', '11'])}/24`, 500, 28, { size: 6.5 });
  let y = 58;
  s.rect(X, y, W, 60, { fill: '#e9ecf5', stroke: blue, lw: 0.8 });
  s.label('BROKER / ISO  (Keystone pays commission to the ISO named here)', X + 4, y + 3, { size: 7, bold: true, color: blue });
  y += 12;
  s.cell('ISO Company', null, 'iso_name', d.iso.company, X + 4, y, 180);
  s.cell('ISO Rep', null, 'iso_rep', `${d.iso.repLast}, ${d.iso.repFirst}`, X + 184, y, 130);
  s.cell('ISO Tax ID (EIN)', null, 'iso_ein', d.iso.ein, X + 314, y, 100);
  s.cell('Broker Compensation', null, 'iso_comp', `${d.iso.points} pts + ${d.iso.upsell} upsell`, X + 414, y, 134);
  y += 22;
  s.cell('ISO Phone', null, 'iso_phone', d.iso.phone, X + 4, y, 120);
  s.cell('ISO E-mail', null, 'iso_email', d.iso.email, X + 124, y, 220);
  s.cell('ISO Address', null, 'iso_addr', `${d.iso.addr.city}, ${d.iso.addr.state}`, X + 344, y, 204);
  y += 32;
  s.bar('BUSINESS', X, y, W, blue);
  y += 12;
  s.cell('Legal Name of Business', T.legal(d), 'legal', d.legal, X, y, 230, 22, { name: 'Legal Name' });
  s.cell('d/b/a', T.dba(d), 'dba', d.dbaPrinted, X + 230, y, 180, 22, { name: 'dba' });
  s.cell(taxLbl(d), T.taxId(d), 'taxid', d.taxId, X + 410, y, 142, 22, { name: 'Federal Tax ID' });
  y += 22;
  s.rect(X, y, W, 20, { stroke: '#8a8a8a', lw: 0.5 });
  s.label('Entity:', X + 3, y + 7, { size: 6.5, bold: true });
  let cx = X + 32;
  for (const b of ['Sole Prop', 'Partnership', 'LLC', 'Corporation', 'S-Corp']) cx = s.check(d.entityBox === b ? T.entity(d) : null, 'entity', b, d.entityBox === b, cx, y + 6.5);
  cx = s.check(null, 'entity', 'Other:', d.entityBox === 'Other', cx, y + 6.5);
  s.line(cx - 6, y + 14, cx + 80, y + 14);
  if (d.entityBox === 'Other') s.value(T.entity(d), 'entity_other', d.entityText, cx - 6, y + 3, 86, 11, { name: 'Entity Other' });
  y += 20;
  s.cell('Type of Business', T.industry(d), 'industry', d.industryText, X, y, 160, 22, { name: 'Type of Business' });
  s.cell('Date Business Started', T.start(d), 'start', fmtDate(d.start, r.pick(['us', 'short'] as const)), X + 160, y, 100, 22, { name: 'Start Date' });
  s.cell('Business Address', {}, 'street', d.addr.street, X + 260, y, 150, 22);
  s.cell('City', {}, 'city', d.addr.city, X + 410, y, 70, 22);
  s.cell('State', T.state(d), 'state', d.addr.state, X + 480, y, 30, 22, { name: 'State' });
  s.cell('Zip', {}, 'zip', d.addr.zip, X + 510, y, 42, 22);
  y += 28;
  s.bar('FUNDING REQUEST', X, y, W, blue);
  y += 12;
  s.cell('Requested Funding', T.amount(d), 'amount', money(d.amount), X, y, 120, 24, { name: 'Requested Funding' });
  s.cell('Desired Payment', T.payment(d), 'payment', money(d.payment, true), X + 120, y, 100, 24, { name: 'Desired Payment' });
  s.cell('Number of Payments', T.n(d), 'npay', String(d.nPayments), X + 220, y, 80, 24, { name: 'Number of Payments' });
  s.rect(X + 300, y, 252, 24, { stroke: '#8a8a8a', lw: 0.5 });
  s.label('Payment Schedule', X + 302, y + 2, { size: 5.6 });
  freqBoxes(s, d, X + 305, y + 12, { biweekly: 'Every 2 Weeks' });
  y += 30;
  s.bar('OWNERS  (list every owner of 20% or more)', X, y, W, blue);
  y = ownersGrid(s, d, X, y + 12, ownerCols(d, W, { nameStyle: 'lastfirst', dob: 'short', taxHead: d.owners.some((o) => o.taxIdType === 'ITIN') ? 'SSN / ITIN' : 'SSN' }), 4, 16, '#dfe3f0') + 6;
  s.bar('CURRENT POSITIONS  (list ALL open advances, loans and LOCs; Keystone will verify on statements)', X, y, W, '#6b2d2d');
  y = stackTable(s, d, X, y + 12, W, 4) + 4;
  s.label('Stacking: Keystone will only take a position behind disclosed balances. Undisclosed positions void any approval.', X, y + 2, { size: 6 });
  y += 14;
  const items = uwItems(d, d.freq === 'daily' ? 'Daily Pmt Approved' : 'Pmt Approved');
  items[9] = ['Stack OK?', r.chance(0.6) ? 'Y' : 'N'];
  y = uwBox(s, d, X, y, W, 'KEYSTONE UNDERWRITING ONLY  -  DO NOT COMPLETE', items, 5, '#efe9f5') + 8;
  s.para('Merchant and guarantors authorize Keystone Merchant Capital, Inc. and its ISO to obtain consumer and business credit reports and to verify the information above.', X, y, W, 6.5);
}

function lakeshore({ s, d, r }: Ctx): void {
  const X = 44, W = 524, c = '#1d5f8a';
  const yrs = 2025 - d.start.y;
  s.rect(X, 28, W, 34, { fill: c, stroke: 'none' });
  s.label('LAKESHORE CAPITAL BROKERS', X + 8, 34, { size: 13, bold: true, color: '#ffffff' });
  s.label('QUICK SUBMIT  -  pre-qualification, full app to follow', X + 8, 50, { size: 7, color: '#d8e8f3' });
  let y = 74;
  s.label('MERCHANT', X, y, { size: 8.5, bold: true, color: c });
  s.label('SUBMITTING BROKER', X + 290, y, { size: 8.5, bold: true, color: c });
  y += 12;
  const L: [string, Record<string, string | number | null> | null, string, string][] = [['Business Legal Name', T.legal(d), 'legal', d.legal],
    ['DBA', T.dba(d), 'dba', d.dbaPrinted], [taxLbl(d), T.taxId(d), 'taxid', d.taxId], ['Entity Type', T.entity(d), 'entity', d.entityText],
    ['Industry', T.industry(d), 'industry', d.industryText], ['Time in Business', {}, 'tib', `${yrs} yrs`], ['State', T.state(d), 'state', d.addr.state],
    ['Monthly Revenue', {}, 'monthly', money(d.monthly)], ['Amount Requested', T.amount(d), 'amount', amountText(d.amount, r.int(0, 2))]];
  L.forEach(([l, p, k, v], i) => s.lined(l, p, k, v, X, y + i * 18, 270, { lw: 92, name: l }));
  const R: [string, string, string][] = [['Broker Rep', 'iso_rep', `${d.iso.repFirst} ${d.iso.repLast}`], ['Broker ID', 'iso_id', d.iso.isoId],
    ['Broker EIN', 'iso_ein', d.iso.ein], ['Phone', 'iso_phone', d.iso.phone], ['E-mail', 'iso_email', d.iso.email],
    ['Commission (pts)', 'iso_points', String(d.iso.points)], ['Prior Funder', 'prior_funder', d.prior.funder], ['Prior Balance', 'prior_bal', money(d.prior.balance)]];
  R.forEach(([l, k, v], i) => s.lined(l, null, k, v, X + 290, y + i * 18, 234, { lw: 76, name: l }));
  y += 9 * 18 + 14;
  s.label('OWNERS', X, y, { size: 8.5, bold: true, color: c });
  y += 10;
  const cols = ownerCols(d, W, { nameStyle: 'plain', dob: 'us' }).filter((col) => ['Owner / Guarantor Name', 'Own %', 'Date of Birth', 'FICO'].includes(col.head));
  y = ownersGrid(s, d, X, y, cols.map((col) => ({ ...col, w: col.w * W / cols.reduce((a, x) => a + x.w, 0) })), Math.max(2, d.owners.length), 17, '#dcebf5') + 16;
  const resp: [string, string][] = [['Offer Amount', money(d.uw.approved)], ['Factor', d.uw.factor], ['Term (pmts)', String(d.uw.term)],
    ['Payment', money(d.uw.payment, true)], ['Funder Rep', `${r.pick(['J.', 'M.', 'S.'])} ${r.pick(['Ortiz', 'Klein', 'Boyd'])}`]];
  y = uwBox(s, d, X, y, W, 'FUNDER RESPONSE  (funder completes and returns to broker)', resp, 5, '#eef4f8') + 10;
  s.para('Quick Submit is not an application. Figures above are as stated by the merchant to the broker; the funder\'s full application, signed by the merchant, follows with bank statements.', X, y, W, 7);
}

export const LAYOUTS_C: Layout[] = [
  { name: 'harbor_renewal', broker: 'Harbor Point Capital', country: 'US', kind: 'funder', draw: harbor },
  { name: 'keystone_position_intake', broker: 'Keystone Merchant Capital, Inc.', country: 'US', kind: 'funder', draw: keystone },
  { name: 'lakeshore_quick_submit', broker: 'Lakeshore Capital Brokers', country: 'US', kind: 'iso', draw: lakeshore },
];

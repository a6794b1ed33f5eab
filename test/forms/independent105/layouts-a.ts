// Two ISO-made sheets (US): Atlas's one dense grid page, and Northbridge's cover letter with a one-page deal summary.
import type { Rng } from '../../statements/generator/prng.ts';
import { FREQ_LABEL, fmtDate, money, ownerName, type Deal } from './data.ts';
import type { Sheet } from './sheet.ts';
import { T, amountText, freqBoxes, ownerCols, ownersGrid, stackTable, taxText, uwBox, uwItems } from './common.ts';

export interface Ctx { s: Sheet; d: Deal; r: Rng }
/** `kind`: who made the sheet, the ISO itself (its name is the broker) or a funder (the ISO block is filled in). */
export interface Layout { name: string; broker: string; country: 'US' | 'CA'; kind: 'iso' | 'funder'; labelFont?: string; draw: (c: Ctx) => void }

const taxLabel = (d: Deal, bare: string): string => (d.taxIdType === 'SSN' ? 'Tax ID (SSN if no EIN)' : d.taxIdBare ? bare : 'Federal Tax ID');

/** Atlas Funding Advisors: everything on one dense grid page, ISO block first, the funder's box at the foot. */
function atlas({ s, d, r }: Ctx): void {
  const X = 30, W = 552;
  const ctx = { money: r.int(0, 2), date: r.pick(['us', 'short', 'long'] as const) };
  s.label('ATLAS', X, 26, { size: 22, bold: true, color: '#1f3a5f' });
  s.label('FUNDING ADVISORS', X + 78, 30, { size: 9, bold: true, color: '#1f3a5f' });
  s.label('Independent Sales Organization  |  Deal Desk: submissions@atlasfa.example', X + 78, 42, { size: 6.5 });
  s.rect(390, 24, 192, 32, { fill: '#1f3a5f', stroke: 'none' });
  s.label('DEAL SUBMISSION SHEET', 398, 29, { size: 11, bold: true, color: '#ffffff' });
  s.label('Send complete file with 4 mos. statements, DL and voided check', 398, 44, { size: 5.5, color: '#dddddd' });

  let y = 64;
  s.bar('SUBMITTING ISO', X, y, W);
  y += 12;
  const isoCells: [string, string, number][] = [['ISO Company', d.iso.company, 150], ['ISO Rep', `${d.iso.repFirst} ${d.iso.repLast}`, 120],
    ['ISO ID #', d.iso.isoId, 70], ["ISO's EIN", d.iso.ein, 80], ['Submitted', fmtDate({ y: 2025, m: r.int(1, 10), d: r.int(1, 28) }, 'us'), 132]];
  let x = X;
  for (const [l, v, w] of isoCells) { s.cell(l, null, `iso_${l}`, v, x, y, w); x += w; }
  y += 22;
  x = X;
  for (const [l, v, w] of [['ISO Phone', d.iso.phone, 110], ['ISO E-mail', d.iso.email, 190], ['Points Requested', `${d.iso.points} pts`, 90],
    ['Upsell Points', String(d.iso.upsell), 70], ['Split w/ Sub-ISO', 'No', 92]] as [string, string, number][]) { s.cell(l, null, `iso_${l}`, v, x, y, w); x += w; }
  y += 28;

  s.bar('MERCHANT INFORMATION', X, y, W);
  y += 12;
  s.cell('Legal / Corporate Name', T.legal(d), 'legal', d.legal, X, y, 220, 22, { name: 'Legal Name' });
  s.cell('DBA', T.dba(d), 'dba', d.dbaPrinted, X + 220, y, 190, 22, { name: 'DBA' });
  s.cell(taxLabel(d, 'Federal Tax ID (EIN)'), T.taxId(d), 'taxid', d.taxId, X + 410, y, 142, 22, { name: 'Tax ID' });
  y += 22;
  s.cell('Entity Type', T.entity(d), 'entity', d.entityText, X, y, 85, 22, { name: 'Entity' });
  s.cell('Industry / Type of Business', T.industry(d), 'industry', d.industryText, X + 85, y, 150, 22, { name: 'Industry' });
  s.cell('Business Start Date', T.start(d), 'start', fmtDate(d.start, ctx.date), X + 235, y, 95, 22, { name: 'Start Date' });
  s.cell('State of Inc.', null, 'inc_state', d.incState, X + 330, y, 70, 22);
  s.cell('# Employees', {}, 'employees', String(d.employees), X + 400, y, 52, 22);
  s.cell('Avg Monthly Sales', {}, 'monthly', money(d.monthly), X + 452, y, 100, 22);
  y += 22;
  s.cell('Business Address', {}, 'street', d.addr.street, X, y, 220, 22);
  s.cell('City', {}, 'city', d.addr.city, X + 220, y, 110, 22);
  s.cell('State', T.state(d), 'state', d.addr.state, X + 330, y, 45, 22, { name: 'State' });
  s.cell('Zip', {}, 'zip', d.addr.zip, X + 375, y, 65, 22);
  s.cell('Business Phone', {}, 'phone', d.phone, X + 440, y, 112, 22);
  y += 22;
  s.cell('Business E-mail', {}, 'email', d.email, X, y, 220, 22);
  s.cell('Website', {}, 'web', d.website ?? '', X + 220, y, 155, 22);
  s.cell('Landlord / Mortgage Holder', null, 'landlord', d.landlord.name, X + 375, y, 177, 22);
  y += 28;

  s.bar('MERCHANT REQUEST', X, y, W);
  y += 12;
  s.cell('Amount Requested', T.amount(d), 'amount', amountText(d.amount, ctx.money), X, y, 110, 24, { name: 'Amount Requested' });
  s.cell('Requested Payment', T.payment(d), 'payment', money(d.payment, true), X + 110, y, 100, 24, { name: 'Requested Payment' });
  s.cell('# of Payments', T.n(d), 'npay', String(d.nPayments), X + 210, y, 60, 24, { name: 'Number of Payments' });
  s.rect(X + 270, y, 282, 24, { stroke: '#8a8a8a', lw: 0.5 });
  s.label('Payment Frequency', X + 272, y + 2, { size: 5.6 });
  freqBoxes(s, d, X + 276, y + 12);
  y += 30;

  s.bar('OWNERS / GUARANTORS (all owners 20% or more)', X, y, W);
  y = ownersGrid(s, d, X, y + 12, ownerCols(d, W, { nameStyle: r.chance(0.5) ? 'lastfirst' : 'full', dob: ctx.date === 'long' ? 'us' : ctx.date, home: true })) + 6;

  s.bar('EXISTING POSITIONS / STACKING', X, y, W, '#5f5f5f');
  y = stackTable(s, d, X, y + 12, W) + 6;

  s.bar('OPERATING ACCOUNT', X, y, W, '#5f5f5f');
  y += 12;
  s.cell('Bank Name', null, 'bank', d.bank.name, X, y, 180, 22);
  s.cell('ABA Routing #', null, 'routing', d.bank.routing, X + 180, y, 150, 22);
  s.cell('Account #', null, 'account', d.bank.account, X + 330, y, 222, 22);
  y += 30;
  y = uwBox(s, d, X, y, W, 'FOR UNDERWRITING USE ONLY  -  FUNDER TO COMPLETE  -  NOT THE MERCHANT\'S REQUEST', uwItems(d, d.freq === 'daily' ? 'Daily Payment Approved' : 'Payment Approved')) + 8;
  s.para('ISO certifies that the merchant signed the funder\'s application and authorization to obtain credit reports, and that the information above was provided by the merchant. Do not alter merchant-provided figures.', X, y, W, 6.5);
  s.line(X, y + 40, X + 220, y + 40);
  s.label('ISO Representative Signature', X, y + 43, { size: 6 });
  s.line(X + 300, y + 40, X + 420, y + 40);
  s.label('Date', X + 300, y + 43, { size: 6 });
}

/** Northbridge Commercial Partners: a typed cover letter to the funder, then a one-page summary of the deal. */
function northbridge({ s, d, r }: Ctx): void {
  const X = 60, W = 492;
  const funder = r.pick(['Cardinal Business Capital', 'Everstone Funding Group', 'Pinnacle Receivables', 'Bluewater MCA']);
  s.label('NORTHBRIDGE', X, 50, { size: 20, font: 'Times-Bold', color: '#22402a' });
  s.label('COMMERCIAL PARTNERS', X + 172, 57, { size: 9, font: 'Times-Roman', color: '#22402a' });
  s.line(X, 76, X + W, 76, '#22402a', 1.2);
  s.label(`${d.iso.addr.street}  -  ${d.iso.addr.city}, ${d.iso.addr.state} ${d.iso.addr.zip}`, X, 80, { size: 7, font: 'Times-Roman' });
  let y = 112;
  s.label(fmtDate({ y: 2025, m: r.int(1, 10), d: r.int(1, 28) }, 'long'), X, y, { size: 10, font: 'Times-Roman', color: '#111111' });
  y += 28;
  s.para(`Underwriting Department\n${funder}\nVia e-mail submission portal`, X, y, W, 10, 'Times-Roman');
  y += 60;
  s.label('Re:  New deal submission', X, y, { size: 10, font: 'Times-Bold', color: '#111111' });
  y += 18;
  s.lined('Merchant (legal name):', T.legal(d), 'legal', d.legal, X + 20, y, 440, { lw: 110, name: 'Re Merchant' });
  s.lined('Doing business as:', T.dba(d), 'dba', d.dbaPrinted, X + 20, y + 18, 440, { lw: 110, name: 'Re DBA' });
  s.lined('Amount requested:', T.amount(d), 'amount', money(d.amount), X + 20, y + 36, 260, { lw: 110, name: 'Re Amount' });
  y += 66;
  y = s.para('Dear Underwriting Team,\n\nPlease find enclosed a complete submission for the merchant named above: the signed application, four months of business bank statements, a copy of the owner\'s driver\'s licence and a voided check. The summary on the following page was prepared by our office from the merchant\'s signed application; figures in the "funder use" box are left for your team.\n\nOur compensation request and pricing notes for this file are below. Please send all offers and stipulations to the representative who signs this letter, not to the merchant directly.', X, y, W, 10, 'Times-Roman') + 12;
  s.lined('ISO commission requested (points):', null, 'iso_points', `${d.iso.points}`, X + 20, y, 300, { lw: 170, name: 'Points' });
  s.lined('Max buy rate acceptable to ISO:', null, 'iso_buy', (Number(d.uw.buy) + 0.03).toFixed(2), X + 20, y + 18, 300, { lw: 170, name: 'Max Buy Rate' });
  s.lined('ISO target funding amount:', null, 'iso_target', money(d.uw.approved + 1750), X + 20, y + 36, 300, { lw: 170, name: 'ISO Target' });
  y += 72;
  s.para('Sincerely,', X, y, W, 10, 'Times-Roman');
  s.value(null, 'iso_rep', `${d.iso.repFirst} ${d.iso.repLast}`, X, y + 26, 200, 14, { name: 'ISO Rep Name' });
  s.line(X, y + 42, X + 200, y + 42);
  s.label('Senior Funding Advisor, Northbridge Commercial Partners', X, y + 46, { size: 8, font: 'Times-Roman' });
  s.value(null, 'iso_phone', d.iso.phone, X, y + 58, 150, 12, { name: 'ISO Phone' });
  s.value(null, 'iso_email', d.iso.email, X + 160, y + 58, 220, 12, { name: 'ISO Email' });
  s.value(null, 'iso_id', `ISO ID ${d.iso.isoId}`, X + 390, y + 58, 100, 12, { name: 'ISO ID' });

  s.addPage();
  const L = 40, R = 572;
  s.label('NORTHBRIDGE COMMERCIAL PARTNERS', L, 30, { size: 8, font: 'Times-Bold', color: '#22402a' });
  s.label('MERCHANT DEAL SUMMARY', L, 42, { size: 15, font: 'Times-Bold', color: '#111111' });
  s.label(`Prepared for ${funder}`, 400, 46, { size: 8, font: 'Times-Roman' });
  s.line(L, 62, R, 62, '#22402a', 1);
  const row = (lbl: string, p: Record<string, string | number | null> | null, key: string, val: string, x: number, yy: number, i: number): void => {
    if (i % 2 === 0) s.rect(x, yy, 262, 16, { fill: '#eef3ee', stroke: 'none' });
    s.label(lbl, x + 3, yy + 5, { size: 7, font: 'Times-Bold' });
    s.value(p, key, val, x + 108, yy + 1, 152, 14, { name: `Summary ${lbl}` });
  };
  const left: [string, Record<string, string | number | null> | null, string, string][] = [
    ['Legal Name', T.legal(d), 'legal', d.legal], ['DBA', T.dba(d), 'dba', d.dbaPrinted], [taxLabel(d, 'EIN'), T.taxId(d), 'taxid', d.taxId],
    ['Entity', T.entity(d), 'entity', d.entityText], ['Industry', T.industry(d), 'industry', d.industryText],
    ['Business Since', T.start(d), 'start', fmtDate(d.start, r.pick(['us', 'long', 'abbr'] as const))], ['Street', {}, 'street', d.addr.street],
    ['City / State / Zip', T.state(d), 'csz', `${d.addr.city}, ${d.addr.state} ${d.addr.zip}`], ['Phone', {}, 'phone', d.phone], ['E-mail', {}, 'email', d.email]];
  const right: [string, Record<string, string | number | null> | null, string, string][] = [
    ['Amount Requested', T.amount(d), 'amount', money(d.amount)], ['Requested Payment', T.payment(d), 'payment', money(d.payment, true)],
    ['No. of Payments', T.n(d), 'npay', String(d.nPayments)], ['Payment Frequency', T.freq(d), 'freq', FREQ_LABEL[d.freq]], ['Use of Funds', {}, 'use', d.use],
    ['Avg Monthly Revenue', {}, 'monthly', money(d.monthly)], ['State of Formation', null, 'inc_state', d.incState], ['Bank', null, 'bank', d.bank.name],
    ['Routing / Account', null, 'acct', `${d.bank.routing} / ${d.bank.account}`], ['Landlord', null, 'landlord', d.landlord.name]];
  left.forEach(([l, p, k, v], i) => row(l, p, k, v, L, 72 + i * 16, i));
  right.forEach(([l, p, k, v], i) => row(l, p, k, v, 310, 72 + i * 16, i));
  let y2 = 72 + 10 * 16 + 12;
  s.label('OWNERS', L, y2, { size: 9, font: 'Times-Bold', color: '#111111' });
  y2 += 12;
  d.owners.forEach((o, i) => {
    const bx = L + (i % 2) * 270, by = y2 + Math.floor(i / 2) * 74;
    s.rect(bx, by, 262, 70, { stroke: '#9ab09a' });
    s.label(`Owner ${i + 1}`, bx + 4, by + 3, { size: 6.5, font: 'Times-Bold' });
    s.value(T.name(o, i), `owner${i + 1}_name`, ownerName(o, 'full'), bx + 40, by + 1, 140, 12, { name: `Owner${i + 1} Name` });
    s.value(T.role(o, i), `owner${i + 1}_title`, o.title, bx + 180, by + 1, 80, 12, { name: `Owner${i + 1} Title` });
    s.label('Ownership', bx + 4, by + 20, { size: 6.5 }); s.value(T.pct(o, i), `owner${i + 1}_pct`, `${o.pct}%`, bx + 50, by + 16, 50, 12, { name: `Owner${i + 1} Pct` });
    s.label(d.country === 'US' ? 'SSN' : 'SIN', bx + 110, by + 20, { size: 6.5 }); s.value(T.tax(o, i, d), `owner${i + 1}_ssn`, taxText(o), bx + 130, by + 16, 128, 12, { name: `Owner${i + 1} SSN` });
    s.label('DOB', bx + 4, by + 36, { size: 6.5 }); s.value(T.dob(o, i), `owner${i + 1}_dob`, fmtDate(o.dob, 'us'), bx + 26, by + 32, 80, 12, { name: `Owner${i + 1} DOB` });
    s.label('Credit score (stated)', bx + 110, by + 36, { size: 6.5 });
    if (o.fico !== null) s.value(T.fico(o, i), `owner${i + 1}_fico`, String(o.fico), bx + 180, by + 32, 50, 12, { name: `Owner${i + 1} FICO` });
    s.label('Home', bx + 4, by + 52, { size: 6.5 }); s.value(null, `owner${i + 1}_home`, `${o.home.street}, ${o.home.city}, ${o.home.state}`, bx + 26, by + 48, 232, 12, { name: `Owner${i + 1} Home` });
  });
  y2 += Math.ceil(d.owners.length / 2) * 74 + 6;
  s.label('OPEN POSITIONS (as disclosed)', L, y2, { size: 9, font: 'Times-Bold', color: '#111111' });
  y2 = stackTable(s, d, L, y2 + 12, R - L, d.stack.length) + 10;
  uwBox(s, d, L, y2, R - L, 'FUNDER DECISION  -  FOR FUNDER USE ONLY', uwItems(d, 'Payment Approved'), 5, '#f4f4f4');
}

export const LAYOUTS_A: Layout[] = [
  { name: 'atlas_dense_grid', broker: 'Atlas Funding Advisors', country: 'US', kind: 'iso', draw: atlas },
  { name: 'northbridge_cover_summary', broker: 'Northbridge Commercial Partners', country: 'US', kind: 'iso', labelFont: 'Times-Roman', draw: northbridge },
];

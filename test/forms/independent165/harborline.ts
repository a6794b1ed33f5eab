// Harborline Funding Group: a US two-page "Consolidation / Refinance Request" submitted through an ISO. Entity type
// and payment frequency are checkbox rows (the mark alone tells the value); a "for Harborline use only" underwriting
// box pre-prints the prior deal, payoff quote, net funding and max approval; the open-positions table has funded
// amounts, RTR balances, payments and remaining-payment counts. Owners, trade references, landlord and bank on page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { date, money, type Case } from './data.ts';
import * as P from './print.ts';
import type { Layout } from './layouts.ts';

const MAROON = '#7b2d26';
const ENTITY_BOXES: [string, string][] = [['c_corporation', 'Corporation'], ['llc', 'LLC'], ['general_partnership', 'Partnership'],
  ['limited_partnership', 'LP'], ['llp', 'LLP'], ['sole_proprietorship', 'Sole Proprietor'], ['nonprofit_corporation', 'Non-Profit']];
const FREQ_BOXES: [string, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];

function draw(c: Canvas, k: Case, r: Rng): void {
  c.addPage();
  c.fill(36, 30, 7, 40, MAROON);
  c.text('HARBORLINE FUNDING GROUP', 52, 31, { size: 15, bold: true, color: MAROON });
  c.text('Consolidation / Refinance Request', 52, 51, { size: 10, color: '#444' });
  c.text('Deal #', 440, 32, { size: 6, color: '#555' });
  c.value('deal_no', `HFG-${r.digits(6)}`, 470, 30, 106, {}, { pre: true });
  let y = c.cells(78, [{ label: 'Submitted by ISO', w: 170, key: 'iso.company', text: k.iso.company }, { label: 'ISO Representative', w: 130, key: 'iso.rep', text: k.iso.rep },
    { label: 'Rep Phone', w: 120, key: 'iso.phone', text: k.iso.phone }, { label: 'ISO #', w: 120, key: 'iso.id', text: k.iso.id }], 22) + 8;

  y = c.section('MERCHANT INFORMATION', y, MAROON);
  y = c.cells(y, [{ label: 'Legal Business Name', w: 300, key: 'legal_name', ...P.legal(k) }, { label: 'DBA', w: 240, key: 'trade_name', ...P.trade(k) }]);
  c.text('Entity:', 40, y + 5, { size: 7, bold: true });
  let x = 72;
  const boxIdx = ENTITY_BOXES.findIndex(([id]) => id === k.entityId);
  for (const [i, [id, label]] of ENTITY_BOXES.entries()) x = c.check(`entity.${id}`, label, x, y + 4, i === boxIdx, P.entity(k, label).fields) + 10;
  x = c.check('entity.other', 'Other:', x, y + 4, boxIdx < 0) + 3;
  c.line(x, y + 12, 576, y + 12, 0.4);
  if (boxIdx < 0) c.value('entity_other', k.entityText, x + 3, y + 3, 576 - x - 6, P.entity(k).fields, { size: 7.5, label: 'Other' });
  y += 18;
  y = c.cells(y, [{ label: 'Federal Tax ID', w: 150, key: 'tax_id', ...P.businessTax(k, r) }, { label: 'Date Business Started', w: 120, key: 'start', ...P.started(k, r) },
    { label: 'State of Formation', w: 100, key: 'inc_state', text: k.incState }, { label: 'Business Phone', w: 170, key: 'phone', text: k.phone }]);
  y = c.cells(y, [{ label: 'Business Address (street, city, state, zip)', w: 360, key: 'address', ...P.addressLine(k, r) },
    { label: 'Industry / Type of Business', w: 180, key: 'industry', ...P.industry(k) }]) + 8;

  y = c.section('FUNDING REQUEST', y, MAROON);
  const t = P.terms(k, r, 0.12);
  y = c.cells(y, [{ label: 'Refinance Amount Requested', w: 160, key: 'amount', ...t.amount }, { label: 'Requested Payment', w: 130, key: 'payment', ...t.payment },
    { label: '# of Payments', w: 100, key: 'count', ...t.count }, { label: 'Use of Proceeds', w: 150, key: 'use', text: k.use }]);
  c.text('Payment Frequency:', 40, y + 5, { size: 7, bold: true });
  x = 116;
  for (const [f, label] of FREQ_BOXES) x = c.check(`freq.${f}`, label, x, y + 4, t.freq.text !== '' && f === k.freq, t.freq.fields) + 14;
  y += 22;

  c.frame(36, y, 540, 64, 1.2, MAROON);
  c.text('FOR HARBORLINE USE ONLY - UNDERWRITING', 42, y + 4, { size: 7, bold: true, color: MAROON });
  const p0 = k.positions[0]!;
  const uw = (label: string, key: string, text: string) => ({ label, w: 108, key, text, pre: true });
  let uy = c.cells(y + 14, [uw('Prior Deal #', 'prev.id', k.prev.id), uw('Prior Funded', 'prev.funded', money(k.prev.funded, r)),
    uw('Prior RTR', 'prev.rtr', money(Math.round(k.prev.funded * 1.39), r)), uw('Prior Payment', 'prev.payment', P.posPayment(p0, r)),
    uw('Prior Term', 'prev.count', `${k.prev.count} pmts`)], 24, 36);
  uy = c.cells(uy, [uw('Paid-In', 'prev.paid_in', k.prev.paidIn), uw('Payoff Quote', 'payoff', money(k.payoff, r)), uw('Net Funding', 'net', money(k.net, r)),
    uw('Max Approval', 'prev.max_offer', money(k.prev.maxOffer, r)), uw('Holdback', 'prev.holdback', `${r.int(8, 14)}%`)], 24, 36);
  y = uy + 10;

  y = c.section('CURRENT POSITIONS / OPEN BALANCES (attach payoff letters)', y, MAROON);
  const heads = [{ head: 'Funder', w: 130 }, { head: 'Funded', w: 62 }, { head: 'Funded Amt', w: 70 }, { head: 'RTR Balance', w: 70 },
    { head: 'Payment', w: 84 }, { head: 'Remaining Pmts', w: 64 }, { head: 'Payoff', w: 60 }];
  const rows = k.positions.map((p, i) => [{ key: `pos${i}.funder`, text: p.funder }, { key: `pos${i}.start`, text: date(p.start, r) },
    { key: `pos${i}.original`, text: money(p.original, r) }, { key: `pos${i}.balance`, text: money(p.balance, r) },
    { key: `pos${i}.payment`, text: P.posPayment(p, r) }, { key: `pos${i}.remaining`, text: String(p.remaining) }, {}]);
  while (rows.length < 7) rows.push(heads.map(() => ({})));
  const top = y;
  y = c.table(36, y, heads, rows, 15);
  k.positions.forEach((p, i) => c.check(`pos${i}.payoff`, 'Yes', 36 + 480 + 6, top + 15 * (i + 1) + 3.5, p.payoff));
  c.text('Harborline Funding Group - Consolidation / Refinance Request - page 1 of 2', 36, 760, { size: 6.5, color: '#666' });

  c.addPage();
  y = c.section('OWNERS / OFFICERS (all owners of 20% or more)', 36, MAROON);
  const lastFirst = r.chance(0.3);
  k.owners.forEach((o, i) => {
    const op = P.ownerPrint(o, i, r, { country: 'US', lastFirst, mask: 0.2, score: 0.7 });
    y = c.cells(y, [{ label: `Owner ${i + 1} Name`, w: 170, key: `owner${i}.name`, ...op.name }, { label: 'Title', w: 90, key: `owner${i}.role`, ...op.role },
      { label: '% Owned', w: 60, key: `owner${i}.pct`, ...op.pct }, { label: 'SSN', w: 100, key: `owner${i}.ssn`, ...op.tax },
      { label: 'DOB', w: 120, key: `owner${i}.dob`, ...op.dob }]);
    y = c.cells(y, [{ label: 'Home Address', w: 360, key: `owner${i}.home`, text: op.home }, { label: 'FICO (est.)', w: 80, key: `owner${i}.score`, ...op.score },
      { label: 'Initials', w: 100 }]) + 6;
  });
  y = c.section('TRADE REFERENCES', y + 2, MAROON);
  y = c.table(36, y, [{ head: 'Company', w: 300 }, { head: 'Phone', w: 240 }],
    k.refs.map((f, i) => [{ key: `ref${i}.name`, text: f.name }, { key: `ref${i}.phone`, text: f.phone }]), 15) + 8;
  y = c.section('LANDLORD', y, MAROON);
  y = c.cells(y, [{ label: 'Landlord Name', w: 220, key: 'landlord.name', text: k.landlord.name }, { label: 'Phone', w: 140, key: 'landlord.phone', text: k.landlord.phone },
    { label: 'Monthly Rent', w: 180, key: 'landlord.rent', text: money(k.landlord.rent, r) }]) + 8;
  y = c.section('OPERATING ACCOUNT', y, MAROON);
  y = c.cells(y, [{ label: 'Bank', w: 220, key: 'bank.name', text: k.bank.name }, { label: 'Routing', w: 140, key: 'bank.routing', text: k.bank.routing },
    { label: 'Account', w: 180, key: 'bank.account', text: k.bank.account }]) + 10;
  c.text('By signing, each owner certifies the information above is true, authorizes Harborline Funding Group to pull credit and to contact the ' +
    'funders listed for payoff letters, and agrees that the consolidation proceeds will first retire the positions marked for payoff.', 36, y, { size: 6.5, w: 540 });
  y += 36;
  for (let i = 0; i < 2; i++) { c.line(36 + i * 280, y + 14, 290 + i * 280, y + 14); c.text('Owner Signature / Date', 36 + i * 280, y + 17, { size: 6 }); }
  c.text('Harborline Funding Group - Consolidation / Refinance Request - page 2 of 2', 36, 760, { size: 6.5, color: '#666' });
}

export const HARBORLINE: Layout = { broker: 'Harborline Funding Group', font: 'Helvetica', bold: 'Helvetica-Bold', country: () => 'US', soleProp: 0.1, draw };

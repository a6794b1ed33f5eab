// Crescent Lane Advance Partners: a dense one-page "Add-On / Renewal Worksheet" in a typewriter face, US or Canadian.
// An underwriter summary (prior advance IDs, funded, payment, term, balance, paid-in, payoff quote, estimated net, max
// add-on) is pre-printed at the top; the merchant block is label: value lines (the address on one line, "Years in
// Business" instead of a date on some); then the add-on request grid, the positions and owners tables, landlord
// and ISO lines.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { date, money, type Case } from './data.ts';
import * as P from './print.ts';
import type { Layout } from './layouts.ts';

const INK = '#3d348b';

function draw(c: Canvas, k: Case, r: Rng): void {
  const ca = k.country === 'CA';
  const m = (v: number) => money(v, r, ca);
  /** `Label: value` on a ruled line from x to x + w. */
  const lv = (label: string, key: string, p: { text: string; fields?: P.Fields }, x: number, y: number, w: number, note?: string) => {
    c.text(`${label}:`, x, y + 1, { size: 7, bold: true });
    const lw = c.doc.font(c.bold).fontSize(7).widthOfString(`${label}:`) + 4;
    c.line(x + lw, y + 10, x + w - 6, y + 10, 0.4, '#777');
    c.value(key, p.text, x + lw + 2, y, w - lw - 10, p.fields ?? {}, { size: 8, label: note ?? label });
  };
  c.addPage();
  c.text('Crescent Lane Advance Partners', 36, 30, { size: 14, bold: true, color: INK });
  c.text('ADD-ON / RENEWAL WORKSHEET', 400, 33, { size: 10, bold: true, color: '#333' });
  c.text(ca ? 'Toronto - Calgary - Vancouver' : 'New York - Miami - Dallas', 36, 48, { size: 7, color: '#555' });
  c.line(36, 60, 576, 60, 1.5, INK); c.line(36, 63, 576, 63, 0.5, INK);

  // Underwriter summary, pre-printed (decoys only).
  let y = 70;
  c.fill(36, y, 540, 86, '#f1eff8');
  c.frame(36, y, 540, 86, 0.8, INK);
  c.text('UNDERWRITER SUMMARY - INTERNAL - prior advance(s)', 42, y + 4, { size: 7, bold: true, color: INK });
  const p0 = k.positions[0]!;
  const older = `${k.prev.id.slice(0, 4)}${r.digits(5)}`;
  const uw: [string, string, string][] = [['Prior Advance IDs', 'prev.ids', `${k.prev.id}; ${older} (closed)`], ['Prior Funded', 'prev.funded', m(k.prev.funded)],
    ['Prior Payment', 'prev.payment', P.posPayment(p0, r, ca)], ['Prior # Pmts', 'prev.count', String(k.prev.count)],
    ['Current Balance', 'prev.balance', m(p0.balance)], ['Paid-In', 'prev.paid_in', k.prev.paidIn], ['Payoff Quote', 'payoff', m(k.payoff)],
    ['Est. Net Funding', 'net', m(k.net)], ['Max Add-On', 'prev.max_offer', m(k.prev.maxOffer)], ['Funded On', 'prev.funded_on', date(k.prev.fundedOn, r, k.country)]];
  uw.forEach(([label, key, text], i) => {
    const x = 42 + (i % 2) * 270, yy = y + 16 + Math.floor(i / 2) * 13.5;
    c.text(`${label}:`, x, yy + 1, { size: 7, color: '#444' });
    c.value(key, text, x + 86, yy, 176, {}, { pre: true, size: 7.5 });
  });
  y += 96;

  c.text('MERCHANT', 36, y, { size: 8, bold: true, color: INK });
  y += 13;
  lv('Legal Name', 'legal_name', P.legal(k), 36, y, 300); lv('d/b/a', 'trade_name', P.trade(k), 336, y, 240); y += 16;
  const bare = k.taxType === 'EIN' && r.chance(0.4);
  const taxLabel = ca ? (k.taxType === 'SIN' ? 'SIN (no BN)' : 'BN') : bare ? 'EIN' : 'Fed Tax ID';
  lv('Entity', 'entity', P.entity(k), 36, y, 200); lv(taxLabel, 'tax_id', P.businessTax(k, r, bare), 236, y, 190);
  lv('Inc. in', 'inc_state', { text: k.incState }, 426, y, 150); y += 16;
  lv('Address', 'address', P.addressLine(k, r), 36, y, 400); lv('Phone', 'phone', { text: k.phone }, 436, y, 140); y += 16;
  const years = r.chance(0.3);
  lv('Type of Business', 'industry', P.industry(k), 36, y, 270);
  if (years) lv('Years in Business', 'start', { text: String(2025 - Number(k.start.slice(0, 4))), fields: { business_start_date: null } }, 306, y, 270);
  else lv('Date Established', 'start', P.started(k, r, 0.05), 306, y, 270);
  y += 16;
  lv('Email', 'email', { text: k.email }, 36, y, 300); lv('Use of Add-On', 'use', { text: k.use }, 336, y, 240); y += 20;

  c.text('ADD-ON REQUEST', 36, y, { size: 8, bold: true, color: INK });
  const t = P.terms(k, r, 0.2);
  y = c.cells(y + 11, [{ label: 'Add-On Amount Requested', w: 150, key: 'amount', ...t.amount }, { label: 'Payment', w: 130, key: 'payment', ...t.payment },
    { label: '# of Payments', w: 110, key: 'count', ...t.count }, { label: 'Frequency', w: 150, key: 'freq', ...t.freq }], 24) + 10;

  c.text('EXISTING POSITIONS (including Crescent Lane)', 36, y, { size: 8, bold: true, color: INK });
  const heads = [{ head: 'Funder', w: 145 }, { head: 'Advance ID', w: 75 }, { head: 'Balance', w: 85 }, { head: 'Payment', w: 95 },
    { head: 'Start', w: 70 }, { head: 'Pay off w/ Add-On?', w: 70 }];
  const rows = k.positions.map((p, i) => [{ key: `pos${i}.funder`, text: p.funder }, { key: `pos${i}.id`, text: p.id }, { key: `pos${i}.balance`, text: m(p.balance) },
    { key: `pos${i}.payment`, text: P.posPayment(p, r, ca) }, { key: `pos${i}.start`, text: date(p.start, r, k.country) }, { key: `pos${i}.flag`, text: p.payoff ? 'Y' : 'N' }]);
  y = c.table(36, y + 11, heads, rows, 14) + 10;

  c.text('OWNERS / GUARANTORS', 36, y, { size: 8, bold: true, color: INK });
  const oh = [{ head: 'Name', w: 150 }, { head: 'Title', w: 80 }, { head: 'Own %', w: 50 }, { head: ca ? 'SIN' : 'SSN', w: 90 },
    { head: 'DOB', w: 90 }, { head: ca ? 'Beacon' : 'FICO', w: 80 }];
  const lastFirst = r.chance(0.5);
  const ops = k.owners.map((o, i) => P.ownerPrint(o, i, r, { country: k.country, lastFirst, mask: 0.25, score: 0.55 }));
  y = c.table(36, y + 11, oh, ops.map((op, i) => [{ key: `owner${i}.name`, ...op.name }, { key: `owner${i}.role`, ...op.role },
    { key: `owner${i}.pct`, ...op.pct }, { key: `owner${i}.tax`, ...op.tax }, { key: `owner${i}.dob`, ...op.dob }, { key: `owner${i}.score`, ...op.score }]), 15) + 8;
  ops.forEach((op, i) => { lv(`Owner ${i + 1} home`, `owner${i}.home`, { text: op.home }, 36, y, 540); y += 15; });
  y += 4;
  lv('Landlord', 'landlord.name', { text: k.landlord.name }, 36, y, 220); lv('Ph', 'landlord.phone', { text: k.landlord.phone }, 256, y, 140);
  lv('Rent/mo', 'landlord.rent', { text: m(k.landlord.rent) }, 396, y, 180); y += 16;
  lv('ISO', 'iso.company', { text: k.iso.company }, 36, y, 220); lv('Rep', 'iso.rep', { text: k.iso.rep }, 256, y, 170);
  lv('ISO Ph', 'iso.phone', { text: k.iso.phone }, 426, y, 150); y += 22;
  c.text('Merchant confirms the positions above are complete and authorizes Crescent Lane Advance Partners to pay off the balances marked Y from ' +
    `the add-on proceeds${ca ? ' and, under PIPEDA, to obtain credit reports on each guarantor' : ' and to obtain credit reports on each guarantor'}.`,
  36, y, { size: 6.5, w: 540 });
  c.line(36, y + 40, 260, y + 40); c.text('Signature', 36, y + 43, { size: 6 });
  c.line(320, y + 40, 440, y + 40); c.text('Date', 320, y + 43, { size: 6 });
}

export const CRESCENT: Layout = { broker: 'Crescent Lane Advance Partners', font: 'Courier', bold: 'Courier-Bold',
  country: (r) => (r.chance(0.3) ? 'CA' : 'US'), soleProp: 0.12, draw };

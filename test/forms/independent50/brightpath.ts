// Brightpath Funding (US broker): teal header band, "STEP n" tabs, values in rounded boxes with grey captions under
// them, a segmented entity selector, owners in a rounded table (Last, First; SSN sometimes masked), existing advances,
// landlord and the broker's rep as decoys. One page.
import type { Form } from './kit.ts';
import { money, type Kind, type Merchant } from './merchant.ts';
import * as P from './parts.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const ENTITIES: [string, Kind][] = [['LLC', 'llc'], ['Corp', 'corp'], ['S Corp', 'scorp'], ['LLP', 'llp'], ['Partnership', 'partnership'], ['Sole Proprietor', 'soleprop']];

function table(f: Form, x: number, y: number, cols: [string, number][], rows: (string | null)[][], fields: (P.Fields | undefined)[][], decoy?: string): number {
  const w = cols.reduce((a, c) => a + c[1], 0), rh = 21;
  f.rect(x, y, w, 18 + rh * rows.length, { r: 8, stroke: f.t.line, fill: '#ffffff' });
  f.doc.save().roundedRect(x, y, w, 18, 8).clip().rect(x, y, w, 18).fill(f.t.soft).restore();
  let cx = x;
  for (const [label, cw] of cols) { f.text(label, cx + 6, y + 6, { size: 6.5, bold: true, color: f.t.brand }); cx += cw; }
  rows.forEach((row, i) => {
    const ry = y + 18 + i * rh;
    if (i > 0) f.doc.save().lineWidth(0.5).moveTo(x + 6, ry).lineTo(x + w - 6, ry).stroke('#e5e7eb').restore();
    let vx = x;
    row.forEach((v, j) => { f.value(v, vx + 6, ry + 6, cols[j]![1] - 10, { fields: fields[i]?.[j], decoy: decoy && v && j < 3 ? `${decoy}_${j}` : undefined, hint: `${cols[j]![0]} ${i + 1}` }); vx += cols[j]![1]; });
  });
  return y + 18 + rh * rows.length;
}

function draw(f: Form, m: Merchant, r: Rng): void {
  const b = f.t.brand;
  f.rect(0, 0, 612, 64, { r: 0, fill: b });
  f.circle(40, 32, 12, { stroke: '#ffffff', lw: 2 });
  f.doc.save().moveTo(30, 40).bezierCurveTo(36, 28, 44, 36, 52, 22).lineWidth(2).stroke('#99f6e4').restore();
  f.text('brightpath', 62, 19, { size: 18, bold: true, color: '#ffffff' });
  f.text('F U N D I N G', 63, 41, { size: 6.5, color: '#ccfbf1' });
  f.text('Merchant Application', 376, 20, { size: 13, bold: true, color: '#ffffff', w: 200, align: 'right' });
  f.text('Fast, simple working capital for small business', 336, 40, { size: 7, color: '#ccfbf1', w: 240, align: 'right' });
  const years = r.chance(0.35), mask = r.chance(0.35) ? r.pick(['***-**-', 'XXX-XX-']) : null;
  const cap = (x: number, y: number, w: number, label: string, v: [string, P.Fields] | string | null, o: { decoy?: string; helper?: string } = {}) =>
    f.field(x, y, w, 22, label, typeof v === 'string' || v === null ? v : v[0], { kind: 'caption', fields: Array.isArray(v) ? v[1] : undefined, decoy: o.decoy, helper: o.helper, fill: '#ffffff' });
  // Step 1
  f.step('STEP 1', 'Your business', 36, 80, { shape: 'tab', size: 10 });
  f.rect(36, 98, 540, 222, { r: 10, fill: '#f0f9f7' });
  cap(48, 108, 300, 'Legal name of business', P.legal(m), { helper: 'Exactly as registered with the IRS' });
  cap(358, 108, 206, 'Trade name / DBA', P.dba(m, r.pick(['', 'SAME', 'same as above'] as const)));
  f.pills(48, 150, ENTITIES.map((e) => e[0]), P.chosenEntity(m, ENTITIES), P.entityFields(m), { shape: 'segment', w: 86, h: 20, radio: 'fill_entity' });
  f.text('Entity type', 51, 172, { size: 6.3, color: f.t.grey });
  cap(48, 190, 120, m.kind === 'soleprop' ? 'Tax ID (EIN/SSN)' : 'Federal Tax ID', P.taxId(m));
  if (years) cap(178, 190, 90, 'Years in business', String(2025 - m.start[0]));
  else cap(178, 190, 90, 'Date established', P.start(m, 'long'));
  cap(278, 190, 286, 'Industry / type of business', P.industry(m));
  cap(48, 232, 370, 'Business address (street, city, state, ZIP)', P.addressLine(m));
  cap(428, 232, 136, 'Business phone', m.phone);
  const rents = r.chance(0.75);
  f.check(48, 276, 9, 'Own', !rents);
  f.check(90, 276, 9, 'Rent', rents);
  cap(140, 272, 170, 'Landlord / mortgage company', rents ? m.landlord.name : m.landlord.company, { decoy: 'landlord' });
  cap(320, 272, 130, 'Landlord phone', m.landlord.phone, { decoy: 'landlord_phone' });
  cap(460, 272, 104, 'Monthly rent / mortgage', money(m.rent), { decoy: 'rent' });
  // Step 2
  f.step('STEP 2', 'About you', 36, 336, { shape: 'tab', size: 10 });
  f.text('List every owner with 20% or more', 176, 339, { size: 7, color: f.t.grey });
  const cols: [string, number][] = [['Owner name (Last, First)', 160], ['Title', 92], ['Own %', 46], ['SSN', 86], ['Date of birth', 82], ['Est. FICO', 74]];
  const rows = [0, 1, 2, 3].map((i) => m.owners[i]);
  const cells = rows.map((o, i) => (o ? [P.ownerName(o, i, 'last, first'), P.role(o, i), P.pct(o, i, false), P.ownerTax(o, i, mask), P.dob(o, i, 'mdy'), P.score(o, i)] : []));
  let y = table(f, 36, 354, cols, cells.map((c) => (c.length ? c.map((v) => v[0]) : cols.map(() => null))), cells.map((c) => c.map((v) => v[1])));
  // Step 3
  y += 16;
  f.step('STEP 3', 'Funding', 36, y, { shape: 'tab', size: 10 });
  f.rect(36, y + 18, 540, 98, { r: 10, fill: '#f0f9f7' });
  cap(48, y + 28, 120, 'Amount requested', P.amount(m, { cents: true }));
  const terms = r.chance(0.7);
  cap(178, y + 28, 100, 'Est. payment', terms ? P.payment(m) : null);
  cap(288, y + 28, 70, '# of payments', terms ? P.payments(m) : null);
  cap(368, y + 28, 196, 'Use of funds', m.useOfFunds);
  f.text('Payment frequency', 48, y + 76, { size: 7, color: f.t.grey });
  f.pills(120, y + 72, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], P.freqIndex(m), P.freqFields(m), { h: 16, radio: 'fill_freq' });
  y += 132;
  f.text('Current advances or loans', 36, y, { size: 9, bold: true });
  f.text(m.advances.length ? 'List all open balances' : 'None', 160, y + 1.5, { size: 7, color: f.t.grey });
  const adv = [0, 1].map((i) => m.advances[i]);
  y = table(f, 36, y + 12, [['Funder / lender', 220], ['Balance', 110], ['Payment', 110], ['Frequency', 100]],
    adv.map((a) => (a ? [a.funder, money(a.balance), money(a.payment), 'Daily'] : [null, null, null, null])), [], 'advance');
  y += 14;
  f.legal('By signing, each owner certifies the information is true and authorizes Brightpath Funding, LLC and the funders it ' +
    'submits this application to, to obtain credit reports, verify bank statements and contact references and landlords. ' +
    'Brightpath is a broker and does not make funding decisions.', 36, y, 540);
  y += 36;
  f.doc.save().lineWidth(0.7).moveTo(36, y + 14).lineTo(246, y + 14).moveTo(266, y + 14).lineTo(396, y + 14).stroke('#9ca3af').restore();
  f.text('Owner signature', 36, y + 17, { size: 6.3, color: f.t.grey });
  f.value(r.pick(['03/14/2025', '04/02/2025', '02/27/2025']), 268, y + 2, 120, { hint: 'Date' });
  f.text('Date', 268, y + 17, { size: 6.3, color: f.t.grey });
  f.rect(416, y - 6, 160, 40, { r: 8, fill: f.t.soft });
  f.text('Your Brightpath advisor', 424, y - 1, { size: 6.3, color: f.t.grey });
  f.value(m.iso.name, 424, y + 9, 150, { decoy: 'iso_rep', size: 8.5 });
  f.value(m.iso.phone, 424, y + 21, 150, { decoy: 'iso_phone', size: 7.5 });
  f.legal('Brightpath Funding, LLC - 250 Greenwich St, New York, NY 10007 - Broker ID BPF-2291', 36, 760, 540, 5.8);
}

export const brightpath: P.Layout = {
  name: 'brightpath-funding', country: 'US', kinds: ['llc', 'llc', 'corp', 'scorp', 'llp', 'partnership', 'soleprop'], title: 'Merchant Application',
  producer: 'Brightpath Funding', draw,
  theme: { brand: '#0f766e', soft: '#d5efe9', ink: '#134e4a', grey: '#5f7673', line: '#b7dcd5', font: 'Helvetica', bold: 'Helvetica-Bold',
    valueFont: 'Courier', valueSize: 9, radius: 6, name: (i) => `fill_${i}`, on: 'On', radioOn: (_i, l) => l.replace(/\W/g, ''), mark: 'x' },
};

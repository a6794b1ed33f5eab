// Layout 3, "pronto_quick": Pronto Capital's one-page quick app, the fewest fields a funder takes: legal name, DBA, EIN,
// start date, amount, one owner and a signature, in two columns (the request column sometimes on the left) with the
// label above each line, a rounded geometric typeface, and a referral code at the foot (a decoy). No entity, industry,
// title or ownership is asked, so those stay null; a sole proprietor may write an SSN in the EIN box.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet, ValueOpts } from './canvas.ts';
import { businessTax, businessTaxFields, dbaFields, nameFields, type Merchant } from './data.ts';
import { date, dateStyle, money, moneyStyle, personName } from './format.ts';
import { ISOS } from './pools.ts';

const ORANGE = '#e3641b', INK = '#2b2b2b';

/** Label above, line (or box) below, value on it; returns the next y. */
function stacked(s: Sheet, key: string, label: string, text: string, x: number, y: number, w: number, boxed: boolean, o: ValueOpts = {}): number {
  s.text(label, x, y, { font: 'gothic', size: 8.5, color: '#555555' });
  if (boxed) s.rect(x, y + 12, w, 20, { stroke: '#9a9a9a', lw: 0.7 });
  else s.line(x, y + 30, x + w, y + 30, 0.8, '#9a9a9a');
  s.value(key, text, x + 4, y + 15, w - 8, { h: 15, size: 10, ...o });
  return y + 44;
}

function heading(s: Sheet, n: string, title: string, x: number, y: number): number {
  s.doc.save().circle(x + 8, y + 7, 8).fill(ORANGE).restore();
  s.text(n, x + 5.2, y + 2.6, { font: 'gothicB', size: 9.5, color: '#ffffff' });
  s.text(title, x + 22, y + 1.5, { font: 'gothicB', size: 11, color: INK });
  return y + 26;
}

export function drawPronto(s: Sheet, m: Merchant, rng: Rng): void {
  s.text('pronto', 44, 34, { font: 'gothicB', size: 30, color: ORANGE });
  s.text('CAPITAL', 46, 68, { font: 'gothic', size: 9, color: INK });
  s.text(rng.pick(['Quick App', 'Express Application', '60-Second Application']), 300, 36, { font: 'gothicB', size: 18, color: INK });
  s.text('One page. Funding decisions in hours, up to $500,000.', 300, 60, { font: 'gothic', size: 9, color: '#555555' });
  s.line(44, 88, 568, 88, 2, ORANGE);

  const boxed = rng.chance(0.5);
  const swap = rng.chance(0.35);
  const colA = swap ? 322 : 44, colB = swap ? 44 : 322, cw = 246;
  // Business column.
  let y = heading(s, '1', rng.pick(['Your business', 'The business', 'Company']), colA, 104);
  y = stacked(s, 'legal', rng.pick(['Legal business name', 'Legal name (as on tax return)', 'Registered business name']), m.legal, colA, y, cw, boxed,
    { fields: { legal_name: m.legal } });
  const dba = m.tradeName ?? rng.pick(['', '', 'Same', 'N/A']);
  y = stacked(s, 'dba', rng.pick(['DBA (if any)', 'Operating as', 'Trade name / DBA']), dba, colA, y, cw, boxed, { fields: dbaFields(dba, m.legal) });
  const tax = businessTax(m, rng, { bareOk: true });
  const taxLabel = m.taxKind === 'SSN' ? rng.pick(['EIN (or SSN if none)', 'Tax ID (EIN / SSN)']) : rng.pick(['EIN', 'Federal EIN', 'Employer ID (EIN)']);
  y = stacked(s, 'taxid', taxLabel, tax.text, colA, y, cw, boxed, { fields: businessTaxFields(tax) });
  const ds = dateStyle(rng, m.start, 'US');
  y = stacked(s, 'start', rng.pick(['Business start date', 'When did you open?', 'Date started']), date(m.start, ds), colA, y, cw, boxed,
    { fields: { business_start_date: m.start } });
  y = stacked(s, 'bizphone', 'Business phone', m.phone, colA, y, cw, boxed);
  if (rng.chance(0.6)) {
    const st = `${m.address.city}, ${m.address.region}`;
    stacked(s, 'location', 'City, State', st, colA, y, cw, boxed, { fields: { state_region: m.address.region, country: 'United States' } });
  }

  // Request and owner column.
  y = heading(s, '2', rng.pick(['Your request', 'How much?', 'Funding']), colB, 104);
  const ms = moneyStyle(rng, 'US');
  y = stacked(s, 'amount', rng.pick(['Amount you need', 'Funding amount', 'Requested amount ($)']), money(m.amount, ms), colB, y, cw, boxed,
    { fields: { requested_amount: m.amount } });
  y = heading(s, '3', rng.pick(['About you', 'Owner', 'The owner']), colB, y + 6);
  const o = m.owners[0]!;
  y = stacked(s, 'owner_name', rng.pick(['Owner full name', 'Your name', 'Owner name']), personName(o.person, rng.pick(['fl', 'fml'] as const)),
    colB, y, cw, boxed, { fields: nameFields(0, o.person) });
  y = stacked(s, 'owner_cell', 'Mobile', o.cell, colB, y, cw, boxed);
  y = stacked(s, 'owner_email', 'Email', o.email, colB, y, cw, boxed);
  s.text('Sign here', colB, y, { font: 'gothic', size: 8.5, color: '#555555' });
  s.signature(colB + 4, y + 16, 170);
  s.line(colB, y + 36, colB + 170, y + 36, 0.8, INK);
  s.text('Date', colB + 180, y, { font: 'gothic', size: 8.5, color: '#555555' });
  s.line(colB + 180, y + 36, colB + cw, y + 36, 0.8, INK);
  const bottom = y + 44;
  s.value('sig_date', date(`2026-03-0${rng.int(1, 3)}`, rng.pick(['mdy', 'mdyShort'] as const)), colB + 182, y + 20, cw - 184, { h: 14 });

  const fy = Math.max(bottom, 470) + rng.int(10, 60);
  s.rect(44, fy, 524, 112, { fill: '#f6f2ee' });
  s.text('By signing, you certify that the information on this application is true and authorize Pronto Capital LLC and its ' +
    'assigns to obtain business and personal credit reports, statements from your bank and processors, and any other information ' +
    'needed to evaluate a purchase of future receivables. You consent to be contacted by phone, text and email at the numbers above. ' +
    'This is not a loan application.', 56, fy + 12, { font: 'gothic', size: 7.5, width: 500, color: '#444444' });
  s.text('Attach your last 4 months of business bank statements, or connect your bank at pronto-capital.com/link.', 56, fy + 66,
    { font: 'gothicB', size: 7.5, color: INK });
  s.text('Referral / partner code', 56, fy + 86, { font: 'gothic', size: 7, color: '#666666' });
  s.line(150, fy + 96, 300, fy + 96, 0.5, '#9a9a9a');
  s.value('referral', rng.chance(0.6) ? `${rng.pick(ISOS).split(' ')[0]!.toUpperCase()}-${rng.int(100, 999)}` : '', 152, fy + 83, 146, { decoy: true, h: 13 });
  s.text('Pronto Capital LLC  |  Direct funder  |  Form QA-3 (01/2026)', 330, fy + 88, { font: 'gothic', size: 6.5, color: '#888888' });
}

// Layout 1, Ledgerline Capital: one very dense page at 6-7 pt, three to six fields across, captions in small caps above
// hairlines, the owners in a compact ruled grid at the bottom, a tiny authorisation and two signature lines.
import type { Rng } from '../../statements/generator/prng.ts';
import { dealCells, ownerCells, pickFormats, signDate, type Cell } from './cells.ts';
import type { Deal } from './data.ts';
import type { Pen } from './pen.ts';

const L = 22, R = 590, W = R - L;
type Spec = [caption: string, weight: number, key: string, cell: Cell | undefined];

export function drawDense(pen: Pen, deal: Deal, rng: Rng): void {
  const f = pickFormats(rng, 0.15, ['first-last', 'last-first']);
  const c = dealCells(deal, rng, f);
  const cap = pen.font('dn-cap', 'NimbusSansNarrow-Regular.otf', 'Helvetica');
  const bold = pen.font('dn-bold', 'NimbusSansNarrow-Bold.otf', 'Helvetica-Bold');
  const size = rng.pick([6, 6.5, 7]);
  const rowH = Math.max(size * 2.8, 18.5);

  const band = (y: number, title: string, note = ''): number => {
    pen.box(L, y, W, 8.5, { fill: '#1c2b3a' });
    pen.label(title.toUpperCase(), L + 3, y + 1.6, 6, bold, { color: '#ffffff' });
    if (note) pen.label(note, L, y + 2, 4.6, cap, { color: '#d8dde3', width: W - 4, align: 'right' });
    return y + 10;
  };
  const row = (y: number, specs: Spec[]): number => {
    const total = specs.reduce((s, x) => s + x[1], 0);
    let x = L;
    for (const [caption, weight, key, cell] of specs) {
      const w = (weight / total) * W;
      pen.smallCaps(caption, x + 1, y + 0.5, 4.9, cap);
      pen.line(x + 1, y + rowH - 1.5, x + w - 3, y + rowH - 1.5, 0.3);
      pen.value(key, cell?.text ?? '', cell?.fields ?? {}, x + 2, y + rowH - 2.5 - size * 1.05, w - 6, size, { decoy: cell?.decoy });
      x += w;
    }
    return y + rowH;
  };

  // Header: the broker's name, a form number, the one-line instruction.
  pen.label('LEDGERLINE', L, 20, 15, bold, { color: '#1c2b3a' });
  pen.label('CAPITAL', L + 84, 20, 15, cap, { color: '#6a7b8c' });
  pen.label('Merchant Funding Application  ·  Form LL-7  ·  rev. 01/26', L, 37, 6, cap);
  pen.label('Submit with 4 months of business bank statements to deals@ledgerline-capital.com  |  Fax (646) 555-0190', L, 44, 5, cap,
    { width: W, align: 'right' });
  pen.line(L, 52, R, 52, 1.2, '#1c2b3a');

  let y = band(56, 'A. The Business', 'all fields required unless marked optional');
  y = row(y, [['Legal / Corporate Name', 2.4, 'legal_name', c.legal], ['DBA (if different)', 1.7, 'dba', c.dba],
    ['Entity Type', 0.9, 'entity', c.entity], ['Federal Tax ID / EIN', 1.1, 'tax_id', c.taxId]]);
  y = row(y, [['Physical Address (no P.O. Box)', 2.2, 'street', c.street], ['City', 1.1, 'city', c.city], ['State', 0.5, 'state', c.state],
    ['Zip', 0.6, 'zip', c.zip], ['Business Phone', 1.1, 'phone', c.phone]]);
  y = row(y, [['Date Est.', 0.9, 'start', c.start], ['Yrs in Bus.', 0.5, 'years', c.years], ['State of Inc.', 0.7, 'inc_state', c.inc],
    ['Nature of Business', 1.6, 'industry', c.industry], ['# Empl.', 0.45, 'employees', c.employees], ['Web Site (optional)', 1.3, 'website', c.website]]);
  y = row(y, [['E-mail', 1.5, 'email', c.email], ['Own / Lease', 0.6, 'own', c.own], ['Landlord or Mortgage Co.', 1.6, 'landlord', c.landlord],
    ['Landlord Ph.', 1, 'landlord_phone', c.landlordPhone], ['Mo. Rent / Mtg', 0.8, 'rent', c.rent]]);

  y = row(y, [['Mailing Address (if different)', 2.2, 'mail', undefined], ['Fax', 0.9, 'fax', undefined],
    ['Seasonal? (Y/N)', 0.6, 'seasonal', { text: rng.pick(['N', 'No', '']), fields: {} }], ['Peak Months', 1, 'peak', undefined],
    ['Home-Based? (Y/N)', 0.7, 'home_based', { text: rng.pick(['N', 'No']), fields: {} }]]);

  y = band(y + 3, 'B. Funding Request & Processing');
  y = row(y, [['Amount Sought', 1, 'amount', c.amount], ['Purpose of Funds', 1.6, 'use', c.use], ['Est. Remit', 0.9, 'payment', c.payment],
    ['No. of Remits', 0.7, 'n_payments', c.nPayments], ['Remit Schedule', 0.9, 'freq', c.freq], ['Avg Mo. Deposits', 1, 'monthly', c.monthly],
    ['Gross Annual Sales', 1, 'annual', c.annual]]);
  y = row(y, [['Card Processor', 1.4, 'processor', { text: rng.pick(['Square', 'Clover / Fiserv', 'Stripe', 'Toast', 'Heartland', '']), fields: {} }],
    ['Mo. Card Volume', 1, 'card_volume', undefined], ['Avg Ticket', 0.8, 'ticket', undefined], ['Time w/ Processor', 0.9, 'proc_time', undefined],
    ['How did you hear about us?', 1.6, 'heard', { text: rng.pick(['Referral', 'Broker', 'Google', '']), fields: {} }]]);

  const months = ['Oct', 'Nov', 'Dec', 'Jan'];
  y = row(y, months.map((mo, i): Spec => [`${mo} Gross Deposits`, 1, `deposits${i}`,
    { text: rng.chance(0.3) ? '' : `${Math.round(deal.monthly * rng.float(0.8, 1.2)).toLocaleString('en-US')}`, fields: {} }]));

  y = band(y + 3, 'C. Depository & Open Balances', 'list every advance or loan currently outstanding');
  y = row(y, [['Operating Bank', 1.6, 'bank', c.bank], ['ABA Routing', 1, 'routing', c.routing], ['Account No.', 1.1, 'account', c.account],
    ['Rep / ISO', 1.1, 'rep', c.rep], ['Rep Code', 0.6, 'rep_id', c.repId]]);
  for (let i = 0; i < 3; i++) {
    y = row(y, [[`Funder / Lender ${i + 1}`, 1.8, `funder${i}`, c[`funder${i}`]], ['Balance Owed', 1, `balance${i}`, c[`balance${i}`]],
      ['Payment', 1, `fpay${i}`, c[`fpay${i}`]], [`Trade Reference ${i + 1}`, 1.6, `ref${i}`, c[`ref${i}`]], ['Ref. Phone', 1, `ref_phone${i}`, c[`refPhone${i}`]]]);
  }

  y = band(y + 3, 'D. History');
  const qs = ['Open tax liens?', 'Judgments / suits?', 'Bankruptcy (7 yrs)?', 'Defaulted on an advance?'];
  qs.forEach((q, i) => {
    const qx = L + i * (W / 4);
    pen.smallCaps(q, qx + 1, y + 2, 5.2, cap);
    const yes = rng.chance(0.08);
    pen.check(`hist${i}_yes`, 'Yes', {}, qx + 88, y + 1, 6, yes, 10);
    pen.label('Yes', qx + 96, y + 1.8, 5.5, cap);
    pen.check(`hist${i}_no`, 'No', {}, qx + 112, y + 1, 6, !yes, 8);
    pen.label('No', qx + 120, y + 1.8, 5.5, cap);
  });
  y += 11;

  y = band(y + 3, 'E. Owners & Officers (20% or more)', f.name === 'last-first' ? 'name: LAST, FIRST MI' : 'full legal name');
  const colsA: [string, number, string][] = [['#', 10, ''], ['Name', 126, 'name'], ['Title', 64, 'title'], ['Own %', 30, 'pct'],
    ['SSN', 64, 'ssn'], ['D.O.B.', 58, 'dob'], ['FICO', 28, 'fico'], ['Cell', 66, 'cell'], ['E-mail', 122, 'email']];
  const colsB: [string, number, string][] = [['', 10, ''], ['Home Address (street, city, state, zip)', 318, 'home'], ['Yrs at Res.', 50, ''],
    ['Own / Rent Home', 60, ''], ['Driver Lic. # / State', 130, '']];
  const gh = Math.max(size * 2.3, 15.5);
  const header = (cols: [string, number, string][], yy: number): void => {
    let x = L;
    for (const [h, w] of cols) { pen.box(x, yy, w, 7, { fill: '#e4e8ec', stroke: '#7d8a96', lw: 0.3 }); pen.smallCaps(h, x + 2, yy + 1.4, 4.6, cap); x += w; }
  };
  const cells = (cols: [string, number, string][], yy: number, i: number, oc: ReturnType<typeof ownerCells> | undefined): void => {
    let x = L;
    for (const [, w, k] of cols) {
      pen.box(x, yy, w, gh, { stroke: '#7d8a96', lw: 0.3 });
      if (!k && w === 10 && cols === colsA) pen.label(String(i + 1), x + 3, yy + gh / 2 - 2.5, 5.5, cap);
      const cell = k ? oc?.[k as keyof typeof oc] : undefined;
      if (w > 10) pen.value(`owner${i}_${k || 'x'}`, cell?.text ?? '', cell?.fields ?? {}, x + 2, yy + (gh - size) / 2 - 0.5, w - 4, size, { decoy: cell?.decoy });
      x += w;
    }
  };
  header(colsA, y);
  header(colsB, y + 7);
  y += 14;
  for (let i = 0; i < 4; i++) {
    const o = deal.owners[i];
    const oc = o ? ownerCells(o, i, rng, f) : undefined;
    cells(colsA, y, i, oc);
    cells(colsB, y + gh, i, oc);
    y += gh * 2 + 1.5;
  }

  y = band(y + 3, 'F. Remarks', 'explain any Yes answer above, seasonality, or a recent change of ownership');
  for (let i = 0; i < 3; i++) pen.line(L, y + 12 + i * 12, R, y + 12 + i * 12, 0.3);
  y += 38;
  y = pen.paragraph('AUTHORIZATION. By signing, each owner named above certifies the information on this application and in any attached documents '
    + 'is true and complete and authorizes Ledgerline Capital, its assigns and its funding partners to obtain consumer and business credit reports, '
    + 'bank verifications, tax transcripts and background checks, now and for as long as any obligation is outstanding, and to share this '
    + 'application with funders who may contact the merchant. A photocopy or electronic transmission of this authorization is as valid as the '
    + 'original. CONSENT TO CONTACT: the merchant and owners agree to be contacted at the numbers and e-mail addresses above, including by '
    + 'autodialed calls and text messages. Each signer who owns 20% or more personally guarantees the merchant\'s performance of any agreement '
    + 'that results from this application, as set out in that agreement.', L, y + 4, W, 4.9, cap) + 5;
  const sd = signDate(rng, f.date);
  for (let i = 0; i < deal.owners.length; i++) {
    const o = deal.owners[i]!;
    const sx = L + i * (W / 4), sw = W / 4 - 12;
    pen.line(sx, y + 16, sx + sw * 0.68, y + 16, 0.4);
    pen.line(sx + sw * 0.72, y + 16, sx + sw, y + 16, 0.4);
    pen.smallCaps(`Owner ${i + 1} Signature`, sx, y + 18, 4.9, cap);
    pen.smallCaps('Date', sx + sw * 0.72, y + 18, 4.9, cap);
    if (pen.style !== 'fillable') pen.value(`sign${i}`, `${o.first} ${o.last}`, {}, sx + 3, y + 5, sw * 0.65, 9, { font: 'Times-Italic' });
    pen.value(`sign_date${i}`, sd, {}, sx + sw * 0.73, y + 8, sw * 0.27, size);
  }
  y += 30;
  pen.box(L, y, W, 16, { stroke: '#7d8a96', lw: 0.4 });
  pen.smallCaps('For Ledgerline use only  —  Deal #            Received            Underwriter            Stips            Decision', L + 4, y + 5, 5.5, cap, '#7d8a96');
  pen.label('LL-7 · Ledgerline Capital is a commercial funding marketplace; this is not a loan application. · Page 1 of 1', L, 770, 4.8, cap,
    { width: W, align: 'center', color: '#6a7b8c' });
}

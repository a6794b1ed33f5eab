// Tri-County Merchant Funding Bureau, Form TCF-7: a government-style strict grid of numbered cells with tiny
// captions (5.5 pt) above typewriter values (8 pt), checkbox rows with lettered boxes (3a-3h, 19a-19d), four fixed
// owner blocks (24a-27h) whether used or not, a control number in the header and the operating account's routing
// number in the cell beside the EIN.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { authText, blankVal, entityBoxes, freqBoxes, isUS, type Layout } from './common.ts';
import type { Draft, Val } from './data.ts';

const X0 = 24, W = 564, CAP = 5.5;
type Cell = [string, string, Val | ((x: number, y: number, w: number, h: number) => void), number];

function bar(c: Canvas, y: number, part: string, title: string): number {
  c.rect(X0, y, W, 11, { fill: '#000000' });
  c.text(part, X0 + 3, y + 2.5, 7, { font: 'Helvetica-Bold', color: '#ffffff' });
  c.text(title, X0 + 46, y + 2.5, 7, { font: 'Helvetica-Bold', color: '#ffffff' });
  return y + 11;
}

function row(c: Canvas, y: number, h: number, cells: Cell[]): number {
  const total = cells.reduce((s, k) => s + k[3], 0);
  let x = X0;
  for (const [num, cap, v, wgt] of cells) {
    const w = (W * wgt) / total;
    c.rect(x, y, w, h, { lw: 0.5 });
    c.text(num, x + 1.5, y + 1.5, CAP, { font: 'Helvetica-Bold' });
    c.text(cap, x + 2.5 + c.width(num, 'Helvetica-Bold', CAP), y + 1.5, CAP);
    if (typeof v === 'function') v(x, y, w, h);
    else c.value(v, x + 1, y + 8, w - 2, h - 9, { size: 8 });
    x += w;
  }
  return y + h;
}

/** Lettered checkboxes across a cell, below its caption. */
function boxes(c: Canvas, opts: [string, boolean, Val | null][], num: string, x: number, y: number, w: number, other?: Val): void {
  let bx = x + 3;
  const natural = opts.map(([label]) => 21 + c.width(label, 'Helvetica', 6.5));
  const gap = (w - 6 - (other ? 95 : 0) - natural.reduce((s, v) => s + v, 0)) / opts.length;
  let last = bx;
  opts.forEach(([label, on, v], i) => {
    const letter = `${num}${String.fromCharCode(97 + i)}`;
    c.text(letter, bx, y + 12, CAP, { font: 'Helvetica-Bold' });
    c.check(v, on, bx + 10, y + 11, 7, c.width(label, 'Helvetica', 6.5) + 3);
    c.text(label, bx + 19, y + 12, 6.5);
    last = bx;
    bx += natural[i]! + Math.max(2, gap);
  });
  if (other) {
    const sx = last + 19 + c.width('Other', 'Helvetica', 6.5) + 2;
    c.text('(specify)', sx, y + 12.5, CAP);
    const lx = sx + c.width('(specify)', 'Helvetica', CAP) + 2;
    c.line(lx, y + 19, x + w - 4, y + 19, '#000000', 0.4);
    c.value(other, lx, y + 9, x + w - 4 - lx, 11, { size: 8 });
  }
}

function draw(c: Canvas, d: Draft, rng: Rng): void {
  const us = isUS(d);
  const control: Val = { key: 'form.control', text: `000${rng.digits(6)}`, fields: {}, decoy: true };
  // Header: three boxes.
  c.rect(X0, 24, 110, 46, { lw: 1 });
  c.text('Form', X0 + 4, 28, 7);
  c.text('TCF-7', X0 + 22, 27, 15, { font: 'Helvetica-Bold' });
  c.text('(Rev. March 2024)', X0 + 4, 47, CAP);
  c.text('Tri-County Merchant Funding Bureau', X0 + 4, 56, CAP);
  c.rect(X0 + 110, 24, 334, 46, { lw: 1 });
  c.text('Application for Purchase of Future Receivables', X0 + 116, 30, 11, { font: 'Helvetica-Bold' });
  c.text('Complete all parts. Type or print in ink. Instructions for each numbered box are on page 2.', X0 + 116, 46, 6);
  c.text(us ? 'Owners of 20% or more must be listed in Part III.' : 'Canadian applicants: see box 4 (BN with program account) and box 24e (SIN).', X0 + 116, 55, 6);
  c.rect(X0 + 444, 24, 120, 46, { lw: 1 });
  c.text('Control No.', X0 + 447, 27, CAP);
  c.value(control, X0 + 446, 33, 116, 14, { size: 8 });
  c.text('Bureau use only', X0 + 447, 58, CAP, { color: '#555555' });

  let y = bar(c, 78, 'Part I', 'Business Information');
  y = row(c, y, 24, [['1', 'Legal name of business (as shown on tax return)', d.legal, 3],
    ['2', us ? 'Trade name / DBA (if different from line 1)' : 'Operating name (O/A), if different', d.dba, 2.2]]);
  y = row(c, y, 24, [['3', 'Type of entity (check only one box)', (x, yy, w) => boxes(c, entityBoxes(d), '3', x, yy, w, d.entityOther), 1]]);
  y = row(c, y, 24, [['4', us ? 'Employer identification number (EIN)' : 'Business number (BN) and program account', d.taxId, 1.4],
    ['5', us ? 'Routing number (operating account)' : 'Transit and institution no.', d.bank[1]!, 1.4],
    ['6', us ? 'State of incorporation' : 'Province of incorporation', d.incState, 1], ['7', 'Date business started', d.start, 1.2]]);
  y = row(c, y, 24, [['8', 'Street address (no P.O. boxes)', d.street, 2.4], ['9', 'City', d.city, 1.3],
    ['10', us ? 'State' : 'Province', d.state, 0.8], ['11', us ? 'ZIP code' : 'Postal code', d.zip, 0.9]]);
  y = row(c, y, 24, [['12', 'Nature of business', d.industry, 1.8], ['13', 'Business telephone', d.phone, 1.2],
    ['14', 'Years in business', d.years, 0.8], ['15', 'E-mail', d.email, 1.8]]);
  y = bar(c, y + 4, 'Part II', 'Funding Request');
  y = row(c, y, 24, [['16', 'Amount requested', d.amount, 1.2], ['17', 'Payment amount', d.payment, 1.1], ['18', 'Number of payments', d.count, 1],
    ['19', 'Payment frequency (check one)', (x, yy, w) => boxes(c, freqBoxes(d), '19', x, yy, w), 2.6]]);
  y = row(c, y, 24, [['20', 'Use of proceeds', d.use, 1.6], ['21', 'Average monthly gross sales', d.sales, 1.2],
    ['22', 'Bank name', d.bank[0]!, 1.6], ['23', 'Account number', d.bank[2]!, 1.4]]);
  y = bar(c, y + 4, 'Part III', 'Owners and Principals (each owner of 20% or more; attach a schedule for more than four)');
  for (let i = 0; i < 4; i++) {
    const o = d.owners[i];
    const n = String(24 + i);
    const b = (k: string): Val => blankVal(`slot${i}.${k}`);
    y = row(c, y, 22, [[`${n}a`, 'Last name', o ? o.last : b('last'), 1.6], [`${n}b`, 'First name and middle initial', o ? o.first : b('first'), 1.5],
      [`${n}c`, 'Title', o ? o.role : b('role'), 1.3], [`${n}d`, 'Ownership %', o ? o.ownership : b('own'), 0.7]]);
    y = row(c, y, 22, [[`${n}e`, us ? 'Social security no.' : 'Social insurance no. (SIN)', o ? o.taxId : b('tax'), 1.2],
      [`${n}f`, 'Date of birth', o ? o.dob : b('dob'), 1], [`${n}g`, 'Credit score (if known)', o ? o.credit : b('fico'), 0.8],
      [`${n}h`, 'Home address', o ? o.home : b('home'), 2.8]]) + 3;
  }
  y = bar(c, y + 1, 'Part IV', 'Existing Advances and Loans');
  y = row(c, y, 10, [['28', 'Funder or lender', () => undefined, 2.2], ['29', 'Current balance', () => undefined, 1.2], ['30', 'Payment and frequency', () => undefined, 1.4]]);
  for (let k = 0; k < 3; k++) {
    const f = d.funders[k];
    const b = (s: string): Val => blankVal(`funder${k}.${s}`);
    y = row(c, y, 15, [['', '', f ? f[0]! : b('n'), 2.2], ['', '', f ? f[1]! : b('b'), 1.2], ['', '', f ? f[2]! : b('p'), 1.4]]);
  }
  c.text('Form TCF-7 (Rev. 3-2024)', X0, 770, 6, { font: 'Helvetica-Bold' });
  c.text('Page 1', X0 + W - 30, 770, 6);

  c.newPage();
  y = bar(c, 30, 'Part V', 'Premises');
  y = row(c, y, 24, [['31', 'Landlord or mortgage holder', d.landlord[0]!, 2], ['32', 'Landlord telephone', d.landlord[1]!, 1.2], ['33', 'Monthly rent or mortgage', d.landlord[2]!, 1.2]]);
  y = bar(c, y + 4, 'Part VI', 'Trade References');
  d.refs.forEach((r, k) => {
    y = row(c, y, 24, [[`${34 + k}a`, 'Business name', r[0]!, 2], [`${34 + k}b`, 'Contact person', r[1]!, 1.6], [`${34 + k}c`, 'Telephone', r[2]!, 1.2]]);
  });
  y = bar(c, y + 4, 'Part VII', 'For Broker / ISO Use Only');
  y = row(c, y, 24, [['36', 'Representative', d.rep[0]!, 2], ['37', 'Representative telephone', d.rep[1]!, 1.3], ['38', 'ISO number', d.rep[2]!, 1]]);
  y = bar(c, y + 4, 'Part VIII', 'Certification and Signatures');
  c.text(authText(d, 'Tri-County Merchant Funding Bureau'), X0 + 4, y + 5, 6.5, { width: W - 8, lineGap: 0.5 });
  y += 62;
  for (let i = 0; i < Math.max(2, d.owners.length); i++) {
    const sy = y + Math.floor(i / 2) * 26, sx = X0 + (i % 2) * 284;
    c.text('Sign', sx + 2, sy + 6, 8, { font: 'Helvetica-Bold' });
    c.text('Here', sx + 2, sy + 14, 8, { font: 'Helvetica-Bold' });
    c.line(sx + 26, sy + 20, sx + 180, sy + 20);
    c.text(`Signature of owner ${i + 1}`, sx + 26, sy + 22, CAP);
    c.line(sx + 190, sy + 20, sx + 270, sy + 20);
    c.text(i === 0 ? '39 Date' : 'Date', sx + 190, sy + 22, CAP);
    if (i === 0) c.value(d.signDate, sx + 190, sy + 6, 80, 13, { size: 8 });
  }
  y += Math.ceil(Math.max(2, d.owners.length) / 2) * 26 + 10;
  y = bar(c, y, 'Instr.', 'Instructions for Form TCF-7');
  const instr = [
    'Box 1. Enter the legal name exactly as it appears on the business\'s tax filings. A sole proprietor enters the owner\'s own name.',
    'Box 2. Enter the name the business operates under. Leave blank if it is the same as box 1.',
    `Box 3. Check one box. If you check 3${String.fromCharCode(96 + entityBoxes(d).length)} (Other), write the entity type on the line.`,
    us ? 'Box 4. Enter the nine-digit EIN. A sole proprietor without an EIN enters the owner\'s SSN (xxx-xx-xxxx).'
      : 'Box 4. Enter the nine-digit business number followed by the program account (for example RC0001).',
    'Box 5. The routing number of the account into which funds will be deposited; it is not a tax number.',
    'Box 6. The state or province under whose laws the business was formed, which may differ from box 10.',
    'Boxes 16-19. Complete if your representative has quoted terms. Box 17 is the amount of each payment.',
    'Part III. List each owner of 20% or more. Use the blocks in order; unused blocks stay blank.',
    'Part IV. List every open advance or loan. These are not part of this request.',
  ];
  instr.forEach((s, i) => c.text(s, X0 + 4 + (i % 2) * 282, y + 4 + Math.floor(i / 2) * 18, CAP, { width: 276 }));
  c.text('Form TCF-7 (Rev. 3-2024)', X0, 770, 6, { font: 'Helvetica-Bold' });
  c.text('Page 2', X0 + W - 30, 770, 6);
}

export const GRID: Layout = {
  name: 'tricounty-grid',
  broker: 'Tri-County Merchant Funding Bureau',
  caShare: 0.3,
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Courier', ink: '#000000',
    acro: (_k, n) => `f1_${String(n).padStart(2, '0')}`, onStates: ['1', 'Yes', 'On'], typedMark: 'X' },
  draw,
};

// Quillstone Funding Group: a two-page portrait form in ruled cells (serif labels in each cell's corner), both pages
// stored sideways: landscape media boxes with the content turned 270 degrees and /Rotate 90, so a viewer shows the
// pages upright. Entity type and payment frequency are checkbox rows.
import { entityBox, money } from './format.ts';
import type { Freq } from './model.ts';
import type { Ctx, Layout } from './layout.ts';
import { row, scribble, type Blank, type Look } from './parts.ts';
import type { Frame, Vals } from './sheet.ts';

const CELL: Look = { place: 'cell', font: 'Times-Bold', size: 5.8, color: '#222222', upper: true, cellH: 26, line: '#222222' };
const L = 36, W = 540;
const ENTITY_BOXES = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor'];
const FREQS: [Freq, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];

function bar(ctx: Ctx, f: Frame, y: number, text: string): number {
  ctx.s.rect(f, L, y, W, 13, { fill: '#111111' });
  ctx.s.text(f, L + 5, y + 2.6, text, { font: 'Times-Bold', size: 8.5, color: '#ffffff' });
  return y + 13;
}

/** A cell holding a label and a row of checkboxes; returns the y below. */
function boxRow(ctx: Ctx, f: Frame, y: number, label: string, opts: { key: string; label: string; checked: boolean; vals: Vals }[], x = L, w = W): number {
  const { s } = ctx;
  s.rect(f, x, y, w, 26, { stroke: '#222222', width: 0.5 });
  s.text(f, x + 2, y + 1.8, label.toUpperCase(), { font: 'Times-Bold', size: 5.8, color: '#222222' });
  let cx = x + 6;
  for (const o of opts) {
    s.check(f, o.key, cx, y + 12, 8, o.checked, o.label, o.vals);
    s.text(f, cx + 11, y + 13, o.label, { font: 'Times-Roman', size: 8 });
    s.doc.font('Times-Roman').fontSize(8);
    cx += 11 + s.doc.widthOfString(o.label) + 12;
  }
  return y + 26;
}

function page1(ctx: Ctx, f: Frame): void {
  const { s, c, fl, rng } = ctx;
  const b = c.business, d = c.decoys;
  s.text(f, L, 34, 'QUILLSTONE FUNDING GROUP', { font: 'Times-Bold', size: 20, align: 'center', width: W });
  s.text(f, L, 58, 'Merchant Cash Advance Application \u2014 Page 1 of 2', { font: 'Times-Italic', size: 10, align: 'center', width: W });
  s.line(f, L, 74, L + W, 74, 1.5);
  let y = bar(ctx, f, 84, 'SECTION A \u2014 THE MERCHANT');
  y = row(s, f, CELL, L, y, W, [{ key: 'qs_legal', label: 'Legal / Corporate Name', fill: fl.legal() }, { key: 'qs_dba', label: 'DBA (if different)', fill: fl.dba() }]);
  const box = entityBox(b.entity, ENTITY_BOXES);
  const other = box === null ? fl.entity() : { text: '', vals: {} };
  y = boxRow(ctx, f, y, 'Type of Entity (check one)', [...ENTITY_BOXES.map((e) => ({ key: `qs_ent_${e}`, label: e, checked: e === box, vals: e === box ? fl.entityAs(e) : {} })),
    { key: 'qs_ent_other', label: 'Other:', checked: box === null, vals: {} }]);
  s.value(f, 'qs_ent_other_text', L + W - 150, y - 3, 148, other.text, other.vals);
  s.line(f, L + W - 150, y - 3, L + W - 2, y - 3, 0.4);
  y = row(s, f, CELL, L, y, W, [{ key: 'qs_taxid', label: b.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID', fill: fl.taxId() },
    { key: 'qs_start', label: 'Date Business Started', fill: fl.start(rng.pick(['us', 'long'] as const)) },
    { key: 'qs_industry', label: 'Type of Business / Industry', fill: fl.industry() }], [1, 1, 1.6]);
  y = row(s, f, CELL, L, y, W, [{ key: 'qs_street', label: 'Physical Address (no P.O. boxes)', fill: b.address.street, decoy: true },
    { key: 'qs_city', label: 'City', fill: b.address.city, decoy: true }, { key: 'qs_state', label: 'State', fill: fl.region() },
    { key: 'qs_zip', label: 'Zip', fill: b.address.postal, decoy: true }], [2.4, 1.4, 0.6, 0.8]);
  y = row(s, f, CELL, L, y, W, [{ key: 'qs_phone', label: 'Business Phone', fill: b.phone, decoy: true }, { key: 'qs_email', label: 'Email', fill: b.email, decoy: true },
    { key: 'qs_web', label: 'Website', fill: b.website, decoy: true }, { key: 'qs_emp', label: 'Employees', fill: String(b.employees), decoy: true }], [1, 1.5, 1.5, 0.6]);
  y = row(s, f, CELL, L, y, W, [{ key: 'qs_inc', label: 'State of Incorporation', fill: b.incState, decoy: true },
    { key: 'qs_own', label: 'Own / Rent', fill: b.owns ? 'Own' : 'Rent', decoy: true }, { key: 'qs_ll', label: 'Landlord / Mortgage Co.', fill: d.landlord, decoy: true },
    { key: 'qs_llphone', label: 'Landlord Phone', fill: d.landlordPhone, decoy: true }, { key: 'qs_rent', label: 'Monthly Rent', fill: money(b.rent, 'dollar'), decoy: true }], [0.9, 0.6, 1.6, 1, 0.8]);
  y = row(s, f, CELL, L, y, W, [{ key: 'qs_sales', label: 'Average Monthly Gross Sales', fill: money(b.monthlySales, 'dollar'), decoy: true },
    { key: 'qs_rev', label: 'Annual Revenue (last year)', fill: money(b.annualRevenue, 'dollar'), decoy: true }, { key: 'qs_years', label: 'Years at Location', fill: String(Math.max(1, b.years - 1)), decoy: true }]);

  y = bar(ctx, f, y + 10, 'SECTION B \u2014 FUNDING REQUEST');
  y = row(s, f, CELL, L, y, W, [{ key: 'qs_amount', label: 'Funding Amount Requested', fill: fl.amount(rng.pick(['dollar', 'dollar-cents'] as const)) },
    { key: 'qs_use', label: 'Purpose of Funds', fill: c.request.use, decoy: true }], [1, 2]);
  y = row(s, f, CELL, L, y, 250, [{ key: 'qs_payment', label: 'Payment Amount', fill: fl.payment('dollar-cents') }, { key: 'qs_count', label: 'Number of Payments', fill: fl.count() }]) - 26;
  y = boxRow(ctx, f, y, 'Payment Schedule', FREQS.map(([k, label]) => ({ key: `qs_f_${k}`, label, checked: c.request.freq === k, vals: fl.freqBox(k) })), L + 250, W - 250);

  y = bar(ctx, f, y + 10, 'SECTION C \u2014 OPERATING ACCOUNT');
  y = row(s, f, CELL, L, y, W, [{ key: 'qs_bank', label: 'Bank Name', fill: d.bank, decoy: true }, { key: 'qs_routing', label: 'Routing Number', fill: d.routing, decoy: true },
    { key: 'qs_account', label: 'Account Number', fill: d.account, decoy: true }]);
  y = bar(ctx, f, y + 10, 'SECTION D \u2014 OPEN ADVANCES / LOANS');
  for (let i = 0; i < 3; i++) {
    const fu = d.funders[i];
    const blanks: Blank[] = [{ key: `qs_fu${i}`, label: i === 0 ? 'Funder / Lender' : '', fill: fu?.name ?? '', decoy: true },
      { key: `qs_fub${i}`, label: i === 0 ? 'Current Balance' : '', fill: fu ? money(fu.balance, 'dollar') : '', decoy: true },
      { key: `qs_fup${i}`, label: i === 0 ? 'Payment' : '', fill: fu ? money(fu.payment, 'dollar') : '', decoy: true },
      { key: `qs_fuf${i}`, label: i === 0 ? 'Frequency' : '', fill: fu ? (fu.freq === 'daily' ? 'Daily' : 'Weekly') : '', decoy: true }];
    y = row(s, f, { ...CELL, cellH: 21 }, L, y, W, blanks, [2, 1, 1, 1]);
  }
  s.text(f, L, 770, 'Quillstone Funding Group \u2022 QFG-MCA-02 \u2022 Page 1', { font: 'Times-Italic', size: 7, color: '#555555' });
}

function page2(ctx: Ctx, f: Frame): void {
  const { s, c, fl, rng } = ctx;
  s.text(f, L, 34, 'QUILLSTONE FUNDING GROUP \u2014 Page 2 of 2', { font: 'Times-Bold', size: 12 });
  s.line(f, L, 50, L + W, 50, 1.5);
  let y = 60;
  const dobStyle = rng.pick(['us', 'long'] as const);
  for (let i = 0; i < 2; i++) {
    const o = c.owners[i];
    y = bar(ctx, f, y, `SECTION E${i + 1} \u2014 OWNER / GUARANTOR ${i + 1}`);
    const ex = (fill: () => { text: string; vals: Vals }) => (o ? fill() : '');
    y = row(s, f, CELL, L, y, W, [{ key: `qs_o${i}name`, label: 'Owner Name', fill: ex(() => fl.ownerName(i, 'full')) },
      { key: `qs_o${i}title`, label: 'Title', fill: ex(() => fl.title(i)) }, { key: `qs_o${i}pct`, label: 'Ownership %', fill: ex(() => fl.ownership(i, false)) }], [2.2, 1.2, 0.7]);
    y = row(s, f, CELL, L, y, W, [{ key: `qs_o${i}ssn`, label: o?.taxType === 'ITIN' ? 'ITIN' : 'Social Security #', fill: ex(() => fl.ownerTax(i)) },
      { key: `qs_o${i}dob`, label: 'Date of Birth', fill: ex(() => fl.dob(i, dobStyle)) }, { key: `qs_o${i}fico`, label: 'Credit Score (self-reported)', fill: ex(() => fl.score(i)) }]);
    y = row(s, f, CELL, L, y, W, [{ key: `qs_o${i}home`, label: 'Home Address', fill: o ? o.home.street : '', decoy: true },
      { key: `qs_o${i}city`, label: 'City', fill: o ? o.home.city : '', decoy: true }, { key: `qs_o${i}st`, label: 'State', fill: o ? o.home.region : '', decoy: true },
      { key: `qs_o${i}zip`, label: 'Zip', fill: o ? o.home.postal : '', decoy: true }], [2.4, 1.4, 0.6, 0.8]);
    y = row(s, f, CELL, L, y, W, [{ key: `qs_o${i}cell`, label: 'Mobile Phone', fill: o ? o.cell : '', decoy: true }, { key: `qs_o${i}email`, label: 'Email', fill: o ? o.email : '', decoy: true }]) + 10;
  }
  y = bar(ctx, f, y, 'SECTION F \u2014 TRADE REFERENCES');
  c.decoys.refs.forEach((r, i) => {
    y = row(s, f, { ...CELL, cellH: 22 }, L, y, W, [{ key: `qs_ref${i}`, label: i === 0 ? 'Company' : '', fill: r.name, decoy: true },
      { key: `qs_refc${i}`, label: i === 0 ? 'Contact' : '', fill: r.contact, decoy: true }, { key: `qs_refp${i}`, label: i === 0 ? 'Phone' : '', fill: r.phone, decoy: true }]);
  });
  y = bar(ctx, f, y + 10, 'SECTION G \u2014 AUTHORIZATION');
  y = s.para(f, L, y + 5, W, 'Each undersigned owner and guarantor certifies that the statements made in this application are true, correct and complete, ' +
    'and authorizes Quillstone Funding Group and each of its funding partners to obtain business and personal credit reports, to verify any ' +
    'information given here with banks, landlords and references, and to share this application with prospective purchasers of future receivables. ' +
    'A photocopy, fax or electronic copy of this authorization is as valid as the original.', { font: 'Times-Roman', size: 8 }) + 26;
  for (let i = 0; i < 2; i++) {
    const x = L + i * 280;
    if (c.owners[i]) scribble(s, f, x, y, 170, 11 + i * 7 + c.request.amount);
    s.line(f, x, y, x + 170, y, 0.6);
    s.text(f, x, y + 2, `Owner ${i + 1} signature`, { font: 'Times-Italic', size: 7 });
    s.line(f, x + 180, y, x + 250, y, 0.6);
    s.text(f, x + 180, y + 2, 'Date', { font: 'Times-Italic', size: 7 });
    if (c.owners[i]) s.decoy(f, `qs_sigdate${i}`, x + 180, y, 70, '01/06/2026');
  }
  s.text(f, L, 770, `Quillstone Funding Group \u2022 QFG-MCA-02 \u2022 Page 2 \u2022 Rep: ${c.decoys.isoName} (${c.decoys.isoId})`, { font: 'Times-Italic', size: 7, color: '#555555' });
}

function draw(ctx: Ctx): void {
  const { s, rng } = ctx;
  s.valueFont = rng.pick(['Helvetica', 'Times-Roman']);
  s.valueSize = 9;
  // Stored sideways: landscape media, content turned 270 (top at the left edge), /Rotate 90 turns it upright.
  page1(ctx, s.frame(s.addPage(792, 612, 90), 612, 792, 270));
  page2(ctx, s.frame(s.addPage(792, 612, 90), 612, 792, 270));
}

export const QUILLSTONE: Layout = { name: 'quillstone-sideways-rotate90', broker: 'Quillstone Funding Group', country: () => 'US', maxOwners: 2,
  soleProp: true, terms: 'maybe', draw };

// Layout 4, Harborview Funding Solutions: two pages. Page 1 (portrait) is the business and the deal in a boxed
// label-cell / value-cell table with a payment-frequency checkbox row; page 2 (landscape) is "Schedule A", an owners'
// table with one owner per row and eight columns, then a personal-guarantee paragraph and a signature line per owner.
import type { Rng } from '../../statements/generator/prng.ts';
import { dealCells, ownerCells, pickFormats, signDate, type Cell } from './cells.ts';
import type { Deal } from './data.ts';
import type { Pen } from './pen.ts';

const L = 36, R = 576, W = R - L, RH = 19;
/** A table row of [label, weight, key, cell] pairs: label cells shaded, value cells white. */
type Pair = [label: string, weight: number, key: string, cell?: Cell];

export function drawTwoPage(pen: Pen, deal: Deal, rng: Rng): void {
  const f = pickFormats(rng, 0.14, ['last-first', 'first-last']);
  const c = dealCells(deal, rng, f);
  const serif = 'Times-Roman', serifB = 'Times-Bold', sans = 'Helvetica', sansB = 'Helvetica-Bold';
  const navy = '#12355b';
  const size = rng.pick([9, 9.5, 10]);
  let y = 0;

  const heading = (title: string): void => {
    pen.box(L, y, W, 14, { fill: navy });
    pen.label(title, L + 6, y + 3.2, 8.5, sansB, { color: '#ffffff' });
    y += 14;
  };
  const pairs = (items: Pair[]): void => {
    const total = items.reduce((s, p) => s + p[1], 0);
    let x = L;
    for (const [label, weight, key, cell] of items) {
      const lw = Math.min(92, (weight / total) * W * 0.42), vw = (weight / total) * W - lw;
      pen.box(x, y, lw, RH, { fill: '#e9eef4', stroke: '#8a99ab', lw: 0.5 });
      pen.label(label, x + 3, y + 6.5, 6.8, sans);
      pen.box(x + lw, y, vw, RH, { stroke: '#8a99ab', lw: 0.5 });
      pen.value(key, cell?.text ?? '', cell?.fields ?? {}, x + lw + 4, y + (RH - size) / 2 - 0.5, vw - 8, size, { decoy: cell?.decoy });
      x += lw + vw;
    }
    y += RH;
  };

  // Page 1: the business and the deal.
  pen.label('HARBORVIEW', L, 28, 20, serifB, { color: navy });
  pen.label('FUNDING SOLUTIONS', L + 2, 50, 8, sans, { color: navy });
  pen.doc.save().lineWidth(1.2).strokeColor('#5b8cc0').moveTo(L, 62).bezierCurveTo(L + 40, 56, L + 80, 68, L + 130, 61).stroke().restore();
  pen.label('Business Funding Application', L, 30, 13, serifB, { width: W, align: 'right' });
  pen.label('Page 1 of 2 — Business & Request', L, 47, 8, sans, { width: W, align: 'right', color: '#555555' });
  y = 74;

  heading('1. BUSINESS PROFILE');
  pairs([['Legal Name of Business', 1, 'legal_name', c.legal]]);
  pairs([['DBA / Trade Name', 1.4, 'dba', c.dba], ['Entity Type', 1, 'entity', c.entity]]);
  pairs([['Tax ID # (EIN)', 1.2, 'tax_id', c.taxId], ['Business Start Date', 1.2, 'start', c.start]]);
  pairs([['Type of Business', 1.4, 'industry', c.industry], ['Years in Business', 1, 'years', c.years]]);
  pairs([['Business Address', 1, 'street', c.street]]);
  pairs([['City, State, Zip', 1.4, 'city_state_zip', c.cityStateZip], ['Business Phone', 1, 'phone', c.phone]]);
  pairs([['Business E-mail', 1.4, 'email', c.email], ['Website', 1, 'website', c.website]]);
  pairs([['State of Incorporation', 1.2, 'inc_state', c.inc], ['Number of Employees', 1.2, 'employees', c.employees]]);
  pairs([['Own / Lease Premises', 1, 'own', c.own], ['Landlord / Mortgage Co.', 1.4, 'landlord', c.landlord]]);
  pairs([['Landlord Phone', 1.2, 'landlord_phone', c.landlordPhone], ['Monthly Rent / Mortgage', 1.2, 'rent', c.rent]]);

  y += 8;
  heading('2. FUNDING REQUEST');
  pairs([['Amount Requested', 1, 'amount', c.amount], ['Use of Funds', 1.4, 'use', c.use]]);
  pairs([['Proposed Payment', 1, 'payment', c.payment], ['Number of Payments', 1, 'n_payments', c.nPayments]]);
  pen.box(L, y, W, RH, { stroke: '#8a99ab', lw: 0.5 });
  pen.box(L, y, 92, RH, { fill: '#e9eef4', stroke: '#8a99ab', lw: 0.5 });
  pen.label('Payment Frequency', L + 3, y + 6.5, 6.8, sans);
  const freqLabels: [string, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];
  let x = L + 104;
  for (const [id, lab] of freqLabels) {
    const chosen = c.freq.text !== '' && deal.freq === id;
    pen.check(`freq_${id}`, lab, chosen ? { payment_frequency: id } : {}, x, y + 5.5, 8, chosen, 34);
    pen.label(lab, x + 12, y + 6, 8.5, serif);
    x += 80;
  }
  y += RH;
  pairs([['Avg. Monthly Revenue', 1, 'monthly', c.monthly], ['Annual Gross Revenue', 1, 'annual', c.annual]]);

  y += 8;
  heading('3. EXISTING ADVANCES / LOANS (list all open balances)');
  for (let i = 0; i < 2; i++) {
    pairs([[`Funder ${i + 1}`, 1.4, `funder${i}`, c[`funder${i}`]], ['Balance', 1, `balance${i}`, c[`balance${i}`]],
      ['Payment', 1, `fpay${i}`, c[`fpay${i}`]]]);
  }

  y += 8;
  heading('4. BANK & TRADE REFERENCES');
  pairs([['Bank Name', 1.2, 'bank', c.bank], ['Routing #', 1, 'routing', c.routing], ['Account #', 1, 'account', c.account]]);
  for (let i = 0; i < 3; i++) pairs([[`Trade Reference ${i + 1}`, 1.6, `ref${i}`, c[`ref${i}`]], ['Phone', 1, `ref_phone${i}`, c[`refPhone${i}`]]]);

  y += 8;
  pairs([['Referred By / ISO', 1.4, 'rep', c.rep], ['ISO Rep #', 1, 'rep_id', c.repId]]);
  y += 10;
  heading('5. APPLICANT STATEMENT');
  y = pen.paragraph('The business certifies that the information on pages 1 and 2 is true and complete, that it is not in default under any '
    + 'advance or loan except as listed in section 3, and that it has no pending bankruptcy. Owners sign Schedule A on page 2.', L + 4, y + 5, W - 90, 7.8, serif);
  pen.box(R - 78, y - 24, 78, 26, { stroke: '#8a99ab', lw: 0.5 });
  pen.label('Initials', R - 75, y - 21, 6.5, sans, { color: '#555555' });
  const o0 = deal.owners[0]!;
  pen.value('initials', pen.style === 'fillable' ? '' : `${o0.first[0]}${o0.last.replace(/[^A-Z]/g, '').slice(0, 1)}`, {}, R - 60, y - 13, 50, 10);
  pen.label('Harborview Funding Solutions · 1 Harbor Plaza, Suite 900, Norfolk, VA 23510 · submissions@harborviewfs.com', L, 760, 6.5, sans,
    { width: W, align: 'center', color: '#666666' });

  // Page 2 (landscape): Schedule A, owners as rows.
  pen.addPage([792, 612]);
  const L2 = 30, R2 = 762;
  pen.label('HARBORVIEW FUNDING SOLUTIONS', L2, 26, 11, serifB, { color: navy });
  pen.label('Page 2 of 2 — Schedule A: Owners & Personal Guarantors', L2, 27, 9, sans, { width: R2 - L2, align: 'right' });
  pen.line(L2, 42, R2, 42, 1, navy);
  const nameHead = f.name === 'last-first' ? 'Owner Name (Last, First MI)' : 'Owner Full Name';
  const cols: [string, number, keyof ReturnType<typeof ownerCells> | ''][] = [['#', 16, ''], [nameHead, 128, 'name'], ['Title', 70, 'title'],
    ['% Ownership', 50, 'pct'], ['SSN', 72, 'ssn'], ['Date of Birth', 70, 'dob'], ['Credit Score', 46, 'fico'], ['Home Address', 200, 'home'],
    ['Cell Phone', 80, 'cell']];
  y = 54;
  x = L2;
  for (const [h, w] of cols) {
    pen.box(x, y, w, 22, { fill: navy, stroke: '#ffffff', lw: 0.5 });
    pen.doc.font(sansB).fontSize(6.8).fillColor('#ffffff').text(h, x + 3, y + 4, { width: w - 6, lineGap: -0.5 });
    x += w;
  }
  y += 22;
  const rowH = 26;
  for (let i = 0; i < 4; i++) {
    const o = deal.owners[i];
    const oc = o ? ownerCells(o, i, rng, f) : undefined;
    x = L2;
    for (const [, w, k] of cols) {
      pen.box(x, y, w, rowH, { stroke: '#8a99ab', lw: 0.5, ...(i % 2 ? { fill: '#f3f6f9' } : {}) });
      if (!k) pen.label(String(i + 1), x + 5, y + 9, 8, sansB);
      else pen.value(`owner${i}_${k}`, oc?.[k].text ?? '', oc?.[k].fields ?? {}, x + 3, y + (rowH - size) / 2 - 0.5, w - 6, size, { decoy: oc?.[k].decoy });
      x += w;
    }
    y += rowH;
  }
  pen.label('List every person owning 20% or more. Attach a copy of a government-issued photo ID for each owner.', L2, y + 4, 7, sans, { color: '#555555' });
  y += 20;
  pen.label('PERSONAL GUARANTEE', L2, y, 9, sansB, { color: navy });
  y = pen.paragraph('In consideration of any purchase of future receivables or other financing extended to the business named on page 1, each '
    + 'undersigned owner, jointly and severally, personally guarantees the prompt and complete performance of every obligation of the business '
    + 'under any agreement with Harborview Funding Solutions or its funding partners, including obligations arising from a breach of the '
    + 'performance covenants of that agreement. This guarantee is a continuing guarantee. Each undersigned also authorizes Harborview Funding '
    + 'Solutions and its partners to obtain consumer credit reports and to verify the information on this application.', L2, y + 13, R2 - L2, 7.8, serif) + 10;
  const sd = signDate(rng, f.date);
  deal.owners.forEach((o, i) => {
    const sx = L2 + (i % 2) * 370, sy = y + Math.floor(i / 2) * 46;
    pen.line(sx, sy + 22, sx + 180, sy + 22, 0.5);
    pen.line(sx + 190, sy + 22, sx + 280, sy + 22, 0.5);
    pen.line(sx + 290, sy + 22, sx + 350, sy + 22, 0.5);
    pen.label(`Guarantor ${i + 1} Signature`, sx, sy + 24, 6.5, sans);
    pen.label('Printed Name', sx + 190, sy + 24, 6.5, sans);
    pen.label('Date', sx + 290, sy + 24, 6.5, sans);
    if (pen.style !== 'fillable') pen.value(`sign${i}`, `${o.first} ${o.last}`, {}, sx + 4, sy + 6, 170, 12, { font: 'Times-Italic' });
    pen.value(`print_name${i}`, `${o.first} ${o.last}`, {}, sx + 192, sy + 10, 86, 8);
    pen.value(`sign_date${i}`, sd, {}, sx + 292, sy + 10, 56, 8);
  });
}

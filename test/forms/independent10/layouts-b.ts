// Layouts 3-4: labels inside the top-left of each box in tiny capitals (two pages), and numbered sections with the
// labels printed under the lines (two pages, years in business on some seeds instead of a start date).
import type { Rng } from '../../statements/generator/prng.ts';
import { dbaOf, entityBox, entityText, FREQ_BOXES, ownerPrint, regionOf, taxOf, US_ENTITY_BOXES } from './common.ts';
import { fmtDate, fmtMoney, oneLine, type Merchant } from './data.ts';
import type { Pen, TruthVals } from './pen.ts';

type V = [string, TruthVals];
const ctx = (s: string): V => [s, {}];

/** 3. Every value in a ruled box whose caption sits in its top-left corner in 5.5pt capitals. */
export function boxedCaps(p: Pen, m: Merchant, r: Rng): void {
  const X = 30, W = 552, BH = 24;
  let y = 58;
  const funder = r.pick(['GRANITE STATE CAPITAL', 'NORTHLINE MERCHANT FUNDING', 'BLUEWATER REVENUE PARTNERS']);
  const head = (page: number) => {
    p.text(funder, X, 22, { bold: true, size: 13 });
    p.text(`MERCHANT APPLICATION  ·  PAGE ${page} OF 2`, X + 370, 26, { size: 7, color: '#444' });
    p.line(X, 44, X + W, 44, '#000', 1.5);
    y = 58;
  };
  const boxes = (list: [string, number, string, V, boolean?][]) => {
    const total = list.reduce((s, c) => s + c[1], 0);
    let x = X;
    for (const [cap, w0, key, v, decoy] of list) {
      const w = (w0 / total) * W;
      p.rect(x, y, w, BH, { stroke: '#333' });
      p.text(cap.toUpperCase(), x + 2, y + 2, { size: 5.5, color: '#333' });
      p.value(key, v[0], x + 1, y + 7, w - 2, BH - 7, { truth: v[1], decoy, size: 9 });
      x += w;
    }
    y += BH;
  };
  const band = (t: string) => { p.rect(X, y, W, 12, { fill: '#c9d3dc', stroke: '#333' }); p.text(t.toUpperCase(), X + 4, y + 3, { size: 7, bold: true }); y += 12; };
  head(1);
  band('Section A - Business');
  boxes([['Legal name of business', 3, 'legal', [m.legal, { legal_name: m.legal }]], ['Doing business as', 2, 'dba', dbaOf(m, r)]]);
  boxes([['Physical address (no P.O. boxes)', 5, 'street', ctx(m.address.street)], ['City', 3, 'city', ctx(m.address.city)], ['State', 1, 'state', regionOf(m)],
    ['Zip', 2, 'zip', ctx(m.address.zip)]]);
  boxes([['Mailing address (if different)', 1, 'mail', ctx(r.chance(0.5) ? oneLine(m.mailing) : ''), true]]);
  boxes([['Federal tax ID', 2, 'ein', taxOf(m, r)], ['Date business started', 2, 'start', [fmtDate(m.start, r.int(0, 3)), { business_start_date: m.start }]],
    ['State of inc.', 1, 'inc', ctx(m.stateOfInc), true], ['Business phone', 2, 'phone', ctx(m.phone)]]);
  boxes([['Nature of business', 3, 'industry', [m.industryText, { industry: m.industryId }]], ['Website', 2, 'web', ctx(m.website)], ['No. of employees', 1, 'empl', ctx(String(m.employees))]]);
  // Entity type: a box of checkboxes, its caption inside like the others.
  const eb = entityBox(m, r);
  p.rect(X, y, W, BH, { stroke: '#333' });
  p.text('LEGAL ENTITY (CHECK ONE)', X + 2, y + 2, { size: 5.5, color: '#333' });
  let x = X + 6;
  for (const [label, id] of [...US_ENTITY_BOXES, ['Other', '']]) {
    p.check(`ent_${label}`, label, x, y + 11, eb.checked === label, { truth: { type_of_entity: id || m.entity }, size: 7.5, labelSize: 7 });
    x += label.length * 3.9 + 20;
  }
  p.value('ent_other', eb.other, x - 4, y + 7, X + W - x, BH - 7, { size: 8.5 });
  y += BH;
  band('Section B - Funding');
  const n = r.chance(0.5);
  boxes([['Amount requested', 2, 'amount', [fmtMoney(m.amount, r.int(0, 3)), { requested_amount: m.amount }]], ['Use of funds', 3, 'use', ctx(m.useOfFunds)],
    ['Gross annual sales', 2, 'annual', ctx(fmtMoney(m.annualRevenue, 0)), true], ['Number of payments', 2, 'npay', n ? [String(m.nPayments), { number_of_payments: m.nPayments }] : ctx('')]]);
  p.rect(X, y, W, BH, { stroke: '#333' });
  p.text('PREFERRED REMITTANCE', X + 2, y + 2, { size: 5.5, color: '#333' });
  FREQ_BOXES.forEach(([label, id], i) => p.check(`freq_${id}`, label, X + 10 + i * 80, y + 11, n && m.freq === id, { truth: { payment_frequency: id }, size: 7.5, labelSize: 7 }));
  p.text('PREMISES', X + 350, y + 2, { size: 5.5, color: '#333' });
  p.check('own', 'Own', X + 360, y + 11, !m.rent, { size: 7.5, labelSize: 7 });
  p.check('rent', 'Lease', X + 410, y + 11, m.rent, { size: 7.5, labelSize: 7 });
  y += BH;
  boxes([['Landlord / mortgage holder', 3, 'landlord', ctx(m.landlord.name), true], ['Landlord phone', 2, 'llphone', ctx(m.landlord.phone), true],
    ['Monthly rent / mortgage', 2, 'rentamt', ctx(fmtMoney(m.landlord.rent, 3)), true]]);
  band('Section C - Business bank account');
  boxes([['Bank name', 3, 'bank', ctx(m.bank.name), true], ['ABA / routing no.', 2, 'routing', ctx(m.bank.routing), true], ['Account no.', 2, 'account', ctx(m.bank.account), true]]);
  band('Section D - Current advances and loans');
  for (let i = 0; i < 2; i++) {
    const e = m.existing[i];
    boxes([['Lender / funder', 3, `ex${i}_f`, ctx(e?.funder ?? ''), true], ['Current balance', 2, `ex${i}_b`, ctx(e ? fmtMoney(e.balance, 3) : ''), true],
      ['Payment', 2, `ex${i}_p`, ctx(e ? fmtMoney(e.payment, 0) : ''), true]]);
  }
  p.addPage();
  head(2);
  m.owners.forEach((o, i) => {
    const op = ownerPrint(o, i, r, r.int(0, 3));
    band(`Section E - Owner ${i + 1}`);
    boxes([['First name', 2, `o${i}_first`, op.first], ['Last name', 2, `o${i}_last`, op.last], ['Title', 2, `o${i}_title`, op.title], ['% owned', 1, `o${i}_pct`, op.pct]]);
    boxes([['Social security no.', 2, `o${i}_ssn`, op.taxId], ['Date of birth', 2, `o${i}_dob`, op.dob], ['Credit score', 1, `o${i}_fico`, op.credit],
      ['Mobile', 2, `o${i}_phone`, ctx(o.phone)]]);
    boxes([['Home address', 1, `o${i}_home`, ctx(oneLine(o.home)), true]]);
    y += 6;
  });
  band('Section F - Authorization');
  p.text('Each undersigned owner certifies that the information in this application is true and complete and authorizes the funder, its assigns and agents to obtain consumer and business credit reports and to contact the references listed.', X + 4, y + 4, { size: 7, width: W - 8 });
  y += 40;
  m.owners.forEach((o, i) => {
    boxes([['Signature', 3, `sig${i}`, ctx('')], ['Print name', 2, `sig${i}_name`, ctx('')], ['Date', 1, `sig${i}_date`, ctx(fmtDate(m.signedOn, 0)), true]]);
    p.signature(X + 20, y - 8, 150);
  });
  y += 14;
  band('For office use - ISO');
  boxes([['ISO name', 2, 'iso', ctx(m.iso.company), true], ['Rep', 2, 'rep', ctx(m.iso.rep), true], ['ISO phone', 1, 'isophone', ctx(m.iso.phone), true]]);
}

/** 4. Numbered sections, labels printed under the value lines, serif labels. */
export function numberedSections(p: Pen, m: Merchant, r: Rng): void {
  const X = 50, W = 512;
  p.labelFont = 'Times-Roman';
  p.valueFont = r.pick(['Courier', 'Helvetica']);
  let y = 40;
  const funder = r.pick(['Cornerstone Revenue Capital', 'Liberty Bell Funding Co.', 'Westbrook Merchant Services']);
  p.text(funder, X, y, { bold: true, size: 16 });
  p.text('Business Cash Advance Application', X, y + 20, { size: 10 });
  y += 46;
  const heading = (t: string) => { p.text(t, X, y, { bold: true, size: 11 }); p.line(X, y + 14, X + W, y + 14, '#000', 0.8); y += 22; };
  const lines = (list: [string, number, string, V, boolean?][]) => {
    let x = X;
    for (const [label, w, key, v, decoy] of list) {
      p.value(key, v[0], x, y, w - 8, 16, { truth: v[1], decoy, size: 9.5 });
      p.line(x, y + 16, x + w - 8, y + 16, '#000', 0.5);
      p.text(label, x, y + 18, { size: 7, color: '#222' });
      x += w;
    }
    y += 32;
  };
  heading('1. Business Information');
  lines([['Business Legal Name', 300, 'legal', [m.legal, { legal_name: m.legal }]], ['Trade Name / DBA', 212, 'dba', dbaOf(m, r)]]);
  lines([['Street Address', 230, 'street', ctx(m.address.street)], ['City', 120, 'city', ctx(m.address.city)], ['State', 60, 'state', regionOf(m, r.chance(0.25))],
    ['Zip Code', 102, 'zip', ctx(m.address.zip)]]);
  const years = r.chance(0.35);
  const age = 2026 - Number(m.start.slice(0, 4));
  lines([['Federal Tax ID #', 150, 'ein', taxOf(m, r)], ['Type of Entity', 130, 'entity', entityText(m, r)],
    years ? ['Years in Business', 100, 'years', ctx(String(age))] : ['Date Established', 100, 'start', [fmtDate(m.start, r.int(0, 3)), { business_start_date: m.start }]],
    ['Incorporated in', 132, 'inc', ctx(m.stateOfInc), true]]);
  lines([['Industry / Type of Business', 230, 'industry', [m.industryText, { industry: m.industryId }]], ['Business Phone', 140, 'phone', ctx(m.phone)],
    ['Business Email', 142, 'email', ctx(m.email)]]);
  heading('2. Funding Request');
  const pay = r.chance(0.5);
  lines([['Amount Requested', 150, 'amount', [fmtMoney(m.amount, r.int(0, 3)), { requested_amount: m.amount }]], ['Purpose of Funds', 180, 'use', ctx(m.useOfFunds)],
    ['Desired Daily/Weekly Payment', 182, 'payment', pay ? [fmtMoney(m.payment, 3), { requested_payment: m.payment }] : ctx('')]]);
  heading('3. Financial Information');
  lines([['Average Monthly Deposits', 170, 'sales', ctx(fmtMoney(m.monthlySales, 0)), true], ['Annual Gross Revenue', 170, 'annual', ctx(fmtMoney(m.annualRevenue, 1)), true],
    ['Monthly Rent', 172, 'rentamt', ctx(fmtMoney(m.landlord.rent, 0)), true]]);
  const e = m.existing[0];
  lines([['Current Advance Funder (if any)', 230, 'ex_f', ctx(e?.funder ?? 'None'), true], ['Balance', 140, 'ex_b', ctx(e ? fmtMoney(e.balance, 0) : ''), true],
    ['Payment', 142, 'ex_p', ctx(e ? fmtMoney(e.payment, 0) : ''), true]]);
  heading('4. Bank & Trade References');
  lines([['Business Bank', 190, 'bank', ctx(m.bank.name), true], ['Bank Contact', 160, 'officer', ctx(m.bank.officer), true], ['Account #', 162, 'account', ctx(m.bank.account), true]]);
  m.tradeRefs.slice(0, 2).forEach((t, i) => lines([[`Trade Reference ${i + 1}`, 220, `tr${i}`, ctx(t.name), true], ['Contact', 150, `tr${i}_c`, ctx(t.contact), true],
    ['Phone', 142, `tr${i}_p`, ctx(t.phone), true]]));
  p.addPage();
  y = 40;
  heading('5. Owner / Officer Information');
  m.owners.forEach((o, i) => {
    const op = ownerPrint(o, i, r, r.int(0, 3));
    p.text(`Owner ${i + 1}`, X, y, { bold: true, size: 9 });
    y += 13;
    lines([['Full Name', 220, `o${i}_name`, op.name], ['Title', 130, `o${i}_title`, op.title], ['Ownership %', 80, `o${i}_pct`, op.pct], ['Credit Score', 82, `o${i}_fico`, op.credit]]);
    lines([['Social Security #', 150, `o${i}_ssn`, op.taxId], ['Date of Birth', 110, `o${i}_dob`, op.dob], ['Home Address', 252, `o${i}_home`, ctx(oneLine(o.home)), true]]);
  });
  heading('6. Authorization');
  p.text(`By signing, the applicant and each owner authorize ${funder} and its affiliates to obtain credit reports, verify the information provided, and contact the references named in Section 4.`, X, y, { size: 8.5, width: W });
  y += 50;
  m.owners.forEach((o, i) => {
    p.signature(X + 10, y + 6, 150);
    lines([['Signature', 220, `sig${i}`, ctx('')], ['Printed Name', 170, `sig${i}_name`, ctx(`${o.first} ${o.last}`)], ['Date', 122, `sig${i}_date`, ctx(fmtDate(m.signedOn, 0)), true]]);
  });
  p.text(`Submitted by: ${m.iso.company} / ${m.iso.rep}`, X, 760, { size: 7.5, color: '#444' });
}

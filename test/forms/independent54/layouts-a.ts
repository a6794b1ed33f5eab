// Ledgerline (Word tab leaders), Brightwater (Word table, owners as columns), Cobblestone (Excel grid, Y / N answers).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import { money } from './model.ts';
import { AUTH_US, band, cell, leaderRow, signatures, title } from './common.ts';
import { amountText, bizTaxSets, cityLine, dateText, dbaText, FREQ_TEXT, homeLine, legalSets, nameSets, ownerName, ownerSets,
  ownerTax, payText, startSets, stateSets, yearsIn } from './parts.ts';
import type { Pen, Sets } from './pen.ts';

const ENTITY_BOXES: [string, string][] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S Corporation', 's_corporation'],
  ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']];

/** Ledgerline Capital Partners: a Word document, Times, "Label ........ value" rows on tab stops, owners on page 2. */
export function ledgerline(p: Pen, m: Merchant, r: Rng): void {
  const d = p.doc, X = 60, TAB = 236, END = 556;
  p.label('LEDGERLINE CAPITAL PARTNERS', 0, 40, { bold: true, size: 16, width: 612, align: 'center' });
  p.label('Business Funding Application', 0, 60, { italic: true, size: 11, width: 612, align: 'center' });
  p.label('4410 Parkview Ave, Suite 210  |  Charlotte, NC 28209  |  apps@ledgerline.example', 0, 75, { size: 8, width: 612, align: 'center' });
  let y = 100;
  const row = (label: string, v: string | null, sets: Sets | null, decoy?: string) => {
    leaderRow(p, label, X, y, TAB, END, v, sets, decoy ? { decoy } : {}); y += 17;
  };
  title(p, 'Business Information', X, y); y += 20;
  row('Legal Name', m.legal, legalSets(m));
  const dba = dbaText(m, r.pick(['SAME', 'N/A', null]));
  row('Doing Business As (DBA)', dba.text, dba.sets);
  row('Type of Entity', m.entityText, { type_of_entity: m.entityId });
  row(m.soleProp ? 'Tax ID (SSN if Sole Proprietor)' : 'Federal Tax ID (EIN)', m.taxId, bizTaxSets(m));
  const yrs = r.chance(0.35);
  if (yrs) row('Years in Business', String(yearsIn(m)), null);
  else row('Business Start Date', dateText(m.start, r.int(0, 2)), startSets(m));
  row('Business Address', m.addr.street, null);
  row('City / State / Zip', cityLine(m), stateSets(m));
  row('Business Phone', m.phone, null);
  row('Business Email', m.email, null);
  if (m.website) row('Website', m.website, null);
  row('Type of Business', m.industryText, { industry: m.industryId });
  if (!m.soleProp) row('State of Incorporation', m.stateOfInc, null, 'state_of_incorporation');
  row('Number of Employees', String(m.employees), null);
  row('Own or Rent Location', m.own, null);
  y += 8; title(p, 'Funding Request', X, y); y += 20;
  row('Amount Requested', amountText(m.amount, r.int(0, 1)), { requested_amount: m.amount });
  row('Use of Funds', m.use, null);
  row('Average Monthly Sales', money(m.monthlySales), null, 'monthly_sales');
  row('Preferred Payment Frequency', FREQ_TEXT[m.freq], { payment_frequency: m.freq });
  if (r.chance(0.5)) {
    row('Estimated Payment', payText(m), { requested_payment: m.payment });
    row('Number of Payments', String(m.nPayments), { number_of_payments: m.nPayments });
  }
  y += 8; title(p, 'Landlord / Mortgage Holder', X, y); y += 20;
  row('Landlord Name', m.own === 'Rent' ? m.landlord.name : 'N/A', null, 'landlord');
  if (m.own === 'Rent') { row('Landlord Phone', m.landlord.phone, null, 'landlord_phone'); row('Monthly Rent', money(m.landlord.rent), null, 'rent'); }
  p.label('Ledgerline Capital Partners  -  Application rev. 01/2025', 0, 760, { size: 7.5, width: 612, align: 'center' });
  d.addPage();
  y = 50;
  title(p, 'Owner / Officer Information', X, y); y += 18;
  p.label('(List all owners with 20% or more ownership)', X, y, { italic: true, size: 8 }); y += 16;
  const credit = r.chance(0.5), mask = r.chance(0.3), nf = r.pick([0, 1, 2]);
  m.owners.forEach((o, i) => {
    p.label(`Owner #${i + 1}`, X, y, { bold: true, size: 9.5 }); y += 15;
    row('Full Name', ownerName(o, nf), nameSets(i, o));
    row('Title', o.title, ownerSets(i, o, 'role'));
    row('Ownership %', `${o.pct}%`, ownerSets(i, o, 'ownership'));
    const t = ownerTax(i, o, mask);
    row(o.taxType === 'ITIN' ? 'SSN / ITIN' : 'Social Security #', t.text, t.sets);
    row('Date of Birth', dateText(o.dob, 0), ownerSets(i, o, 'date_of_birth'));
    row('Home Address', homeLine(o), null, `home_${i}`);
    row('Cell Phone', o.cell, null);
    if (credit) row('Credit Score (Est.)', String(o.credit), ownerSets(i, o, 'credit_score'));
    y += 6;
  });
  title(p, 'Bank Information', X, y); y += 20;
  row('Bank Name', m.bank.name, null, 'bank_name');
  row('Routing Number', m.bank.routing, null, 'routing');
  row('Account Number', m.bank.account, null, 'account');
  y += 6; title(p, 'Existing Advances / Loans', X, y); y += 20;
  if (!m.funders.length) row('Current Funder(s)', 'None', null);
  m.funders.forEach((f, i) => { row(`Funder ${i + 1} / Balance`, `${f.name} - ${money(f.balance)}`, null, `funder_${i}`); });
  if (y > 610) { d.addPage(); y = 50; }
  signatures(p, m, r, X, y + 6, END - X, AUTH_US);
}

/** Brightwater Funding Group: a Word table with thin borders, merged header rows, bold labels with colons inside
 *  the cells, entity checkboxes, and the owners as COLUMNS (Owner 1 | Owner 2 | Owner 3) with the fields as rows. */
export function brightwater(p: Pen, m: Merchant, r: Rng): void {
  const X = 36, W = 540;
  p.label('Brightwater Funding Group', X, 30, { bold: true, size: 15, color: '#1f3864' });
  p.label('MERCHANT CASH ADVANCE APPLICATION', X, 49, { size: 9 });
  p.label('Fax: (305) 555-0199   |   submissions@brightwater.example', 360, 34, { size: 7.5 });
  let y = 66;
  band(p, 'SECTION 1 - BUSINESS INFORMATION', X, y, W); y += 13;
  const H = 24;
  cell(p, X, y, 300, H, 'Legal Business Name:', m.legal, legalSets(m));
  const dba = dbaText(m, r.pick(['Same', null]));
  cell(p, X + 300, y, 240, H, 'DBA:', dba.text, dba.sets); y += H;
  cell(p, X, y, 230, H, 'Physical Address:', m.addr.street, null);
  cell(p, X + 230, y, 130, H, 'City:', m.addr.city, null);
  cell(p, X + 360, y, 70, H, 'State:', m.addr.state, stateSets(m));
  cell(p, X + 430, y, 110, H, 'Zip:', m.addr.zip, null); y += H;
  cell(p, X, y, 135, H, m.soleProp ? 'Tax ID / SSN:' : 'Federal Tax ID:', m.taxId, bizTaxSets(m));
  cell(p, X + 135, y, 135, H, 'Business Start Date:', dateText(m.start, r.pick([0, 1, 3])), startSets(m));
  cell(p, X + 270, y, 120, H, 'Business Phone:', m.phone, null);
  cell(p, X + 390, y, 150, H, 'Email:', m.email, null); y += H;
  p.rect(X, y, W, 18);
  let cx = X + p.label('Entity Type:', X + 3, y + 5, { bold: true, size: 7.5 }) + 10;
  const boxed = ENTITY_BOXES.find(([, id]) => id === m.entityId);
  for (const [lab, id] of ENTITY_BOXES) cx += p.check(cx, y + 5, id === m.entityId, lab, { type_of_entity: id }, { name: `entity_${id}` });
  cx += p.check(cx, y + 5, !boxed, 'Other:', null, { name: 'entity_other' });
  p.value(boxed ? null : m.entityText, cx - 6, y + 4.5, X + W - cx, boxed ? null : { type_of_entity: m.entityId }, { size: 8, name: 'entity_other_text' });
  y += 18;
  cell(p, X, y, 250, H, 'Industry / Type of Business:', m.industryText, { industry: m.industryId });
  cell(p, X + 250, y, 170, H, 'Website:', m.website, null);
  cell(p, X + 420, y, 120, H, 'State of Inc.:', m.soleProp ? null : m.stateOfInc, null, { decoy: 'state_of_incorporation' }); y += H + 8;
  band(p, 'SECTION 2 - FUNDING REQUEST', X, y, W); y += 13;
  cell(p, X, y, 140, H, 'Amount Requested:', amountText(m.amount, r.int(0, 2)), { requested_amount: m.amount });
  cell(p, X + 140, y, 250, H, 'Use of Funds:', m.use, null);
  cell(p, X + 390, y, 150, H, 'Avg. Monthly Gross Sales:', money(m.monthlySales), null, { decoy: 'monthly_sales' }); y += H + 8;
  band(p, 'SECTION 3 - OWNER / GUARANTOR INFORMATION', X, y, W); y += 13;
  const LW = 108, OW = (W - LW) / 3, RH = 16;
  p.rect(X, y, LW, RH, 0.5, '#f2f2f2');
  for (let k = 0; k < 3; k++) { p.rect(X + LW + k * OW, y, OW, RH, 0.5, '#f2f2f2'); p.label(`Owner ${k + 1}`, X + LW + k * OW, y + 4, { bold: true, size: 8.5, width: OW, align: 'center' }); }
  y += RH;
  const mask = r.chance(0.4), credit = r.chance(0.6);
  const rows: [string, (i: number) => [string | null, Sets | null, string?]][] = [
    ['Full Name:', (i) => [ownerName(m.owners[i]!, r.pick([0, 1])), nameSets(i, m.owners[i]!)]],
    ['Title:', (i) => [m.owners[i]!.title, ownerSets(i, m.owners[i]!, 'role')]],
    ['Ownership %:', (i) => [`${m.owners[i]!.pct}%`, ownerSets(i, m.owners[i]!, 'ownership')]],
    ['SSN:', (i) => { const t = ownerTax(i, m.owners[i]!, mask); return [t.text, t.sets]; }],
    ['Date of Birth:', (i) => [dateText(m.owners[i]!.dob, 0), ownerSets(i, m.owners[i]!, 'date_of_birth')]],
    ['Home Address:', (i) => [m.owners[i]!.home.street, null, `home_${i}`]],
    ['City, State, Zip:', (i) => [`${m.owners[i]!.home.city}, ${m.owners[i]!.home.state} ${m.owners[i]!.home.zip}`, null]],
    ['Cell Phone:', (i) => [m.owners[i]!.cell, null]],
    ['Credit Score:', (i) => [credit ? String(m.owners[i]!.credit) : null, credit ? ownerSets(i, m.owners[i]!, 'credit_score') : null]],
  ];
  for (const [lab, f] of rows) {
    p.rect(X, y, LW, RH); p.label(lab, X + 3, y + 4.5, { bold: true, size: 7.5 });
    for (let k = 0; k < 3; k++) {
      p.rect(X + LW + k * OW, y, OW, RH);
      const [v, sets, decoy] = k < m.owners.length ? f(k) : [null, null];
      if (decoy) p.decoy(decoy, v, X + LW + k * OW + 3, y + 4, OW - 6, { size: 8, name: `o${k + 1}_${lab}` });
      else p.value(v, X + LW + k * OW + 3, y + 4, OW - 6, sets, { size: 8, name: `o${k + 1}_${lab}` });
    }
    y += RH;
  }
  y += 8;
  band(p, 'SECTION 4 - BANKING & EXISTING ADVANCES', X, y, W); y += 13;
  cell(p, X, y, 220, H, 'Bank Name:', m.bank.name, null, { decoy: 'bank_name' });
  cell(p, X + 220, y, 150, H, 'Routing #:', m.bank.routing, null, { decoy: 'routing' });
  cell(p, X + 370, y, 170, H, 'Account #:', m.bank.account, null, { decoy: 'account' }); y += H;
  for (let k = 0; k < 2; k++) {
    const f = m.funders[k];
    cell(p, X, y, 220, 20, 'Current Funder:', f?.name ?? null, null, { decoy: `funder_${k}`, inline: true });
    cell(p, X + 220, y, 150, 20, 'Balance:', f ? money(f.balance) : null, null, { decoy: `funder_balance_${k}`, inline: true });
    cell(p, X + 370, y, 170, 20, 'Payment:', f ? `${money(f.payment, true)} ${f.freq}` : null, null, { decoy: `funder_payment_${k}`, inline: true }); y += 20;
  }
  signatures(p, m, r, X, y + 8, W, AUTH_US);
}

/** Cobblestone Business Finance: an Excel sheet printed with gridlines (no column letters or row numbers), label and
 *  value cells side by side, typed "Y" / "N" answers, years in business instead of a start date on some seeds. */
export function cobblestone(p: Pen, m: Merchant, r: Rng): void {
  const X = 30, W = 552, RH = 15, COLS = [120, 156, 120, 156];
  const grid = (y: number, widths: number[]) => { let x = X; for (const w of widths) { p.doc.save().lineWidth(0.4).strokeColor('#bfbfbf').rect(x, y, w, RH).stroke().restore(); x += w; } };
  let y = 32;
  p.fill(X, y, W, RH * 2, '#ddebf7');
  grid(y, [W]); grid(y + RH, [W]);
  p.label('COBBLESTONE BUSINESS FINANCE - Merchant Application', X + 4, y + 3, { bold: true, size: 11 });
  p.label('Complete all cells. Attach 4 months bank statements.', X + 4, y + RH + 4, { size: 7.5, italic: true });
  y += RH * 2;
  const pair = (col: number, label: string, v: string | null, sets: Sets | null, decoy?: string) => {
    const x = X + (col ? COLS[0]! + COLS[1]! : 0);
    grid(y, col ? [] : COLS);
    p.label(label, x + 3, y + 4, { size: 7.5, bold: true });
    if (decoy) p.decoy(decoy, v, x + COLS[0]! + 3, y + 3.5, COLS[1]! - 6, { size: 8 });
    else p.value(v, x + COLS[0]! + 3, y + 3.5, COLS[1]! - 6, sets, { size: 8 });
  };
  const head = (t: string) => { p.fill(X, y, W, RH, '#f2f2f2'); grid(y, [W]); p.label(t, X + 3, y + 4, { bold: true, size: 8 }); y += RH; };
  head('BUSINESS');
  pair(0, 'Legal Name:', m.legal, legalSets(m));
  const dba = dbaText(m, r.pick(['N/A', null]));
  pair(1, 'DBA:', dba.text, dba.sets); y += RH;
  pair(0, 'Entity Type:', m.entityText, { type_of_entity: m.entityId });
  pair(1, m.soleProp ? 'SSN (Sole Prop):' : 'EIN:', m.taxId, bizTaxSets(m)); y += RH;
  pair(0, 'Street:', m.addr.street, null);
  pair(1, 'City:', m.addr.city, null); y += RH;
  pair(0, 'State:', m.addr.state, stateSets(m));
  pair(1, 'Zip:', m.addr.zip, null); y += RH;
  pair(0, 'Phone:', m.phone, null);
  pair(1, 'Email:', m.email, null); y += RH;
  pair(0, 'Industry:', m.industryText, { industry: m.industryId });
  if (r.chance(0.5)) pair(1, 'Years in Business:', String(yearsIn(m)), null);
  else pair(1, 'Date Started:', dateText(m.start, r.pick([0, 1])), startSets(m));
  y += RH;
  pair(0, 'Employees:', String(m.employees), null);
  pair(1, 'Own / Rent:', m.own, null); y += RH;
  head('REQUEST');
  pair(0, 'Amount Requested:', amountText(m.amount, 2), { requested_amount: m.amount });
  pair(1, 'Monthly Revenue:', money(m.monthlySales), null, 'monthly_sales'); y += RH;
  pair(0, 'Use of Funds:', m.use, null);
  pair(1, 'Annual Revenue:', money(m.annualRevenue), null, 'annual_revenue'); y += RH;
  head('QUESTIONS (Y / N)');
  const qs: [string, boolean][] = [['Open tax liens or judgments?', r.chance(0.2)], ['Prior default on an advance?', false],
    ['Currently in bankruptcy?', false], ['Home-based business?', r.chance(0.3)], ['Any open advances?', m.funders.length > 0]];
  qs.forEach(([q, a], i) => {
    const x = X + (i % 2 ? COLS[0]! + COLS[1]! : 0);
    if (i % 2 === 0) grid(y, COLS);
    p.label(q, x + 3, y + 4, { size: 7.5 });
    p.value(a ? 'Y' : 'N', x + COLS[0]! + COLS[1]! - 18, y + 3.5, 14, null, { size: 8, name: `q${i}` });
    if (i % 2 === 1 || i === qs.length - 1) y += RH;
  });
  head('OWNERS');
  const OC = [150, 92, 50, 90, 80, 90], ocx = (k: number) => X + OC.slice(0, k).reduce((a, b) => a + b, 0);
  grid(y, OC);
  ['Owner Name', 'Title', '% Own', 'SSN', 'DOB', 'Credit Score'].forEach((h, k) => p.label(h, ocx(k) + 3, y + 4, { bold: true, size: 7.5 }));
  y += RH;
  const mask = r.chance(0.3), credit = r.chance(0.6), nf = r.pick([1, 2]);
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    grid(y, OC);
    if (o) {
      const t = ownerTax(i, o, mask);
      const cells: [string | null, Sets | null][] = [[ownerName(o, nf), nameSets(i, o)], [o.title, ownerSets(i, o, 'role')],
        [String(o.pct), ownerSets(i, o, 'ownership')], [t.text, t.sets], [dateText(o.dob, r.pick([0, 1])), ownerSets(i, o, 'date_of_birth')],
        [credit ? String(o.credit) : null, credit ? ownerSets(i, o, 'credit_score') : null]];
      cells.forEach(([v, s], k) => p.value(v, ocx(k) + 3, y + 3.5, OC[k]! - 6, s, { size: 8, name: `owner${i + 1}_c${k}` }));
    }
    y += RH;
  }
  head('BANK / EXISTING BALANCES / LANDLORD');
  pair(0, 'Bank:', m.bank.name, null, 'bank_name');
  pair(1, 'Routing / ABA:', m.bank.routing, null, 'routing'); y += RH;
  pair(0, 'Account #:', m.bank.account, null, 'account');
  pair(1, 'Landlord:', m.own === 'Rent' ? m.landlord.name : null, null, 'landlord'); y += RH;
  for (let k = 0; k < 2; k++) {
    const f = m.funders[k];
    pair(0, `Funder ${k + 1}:`, f?.name ?? null, null, `funder_${k}`);
    pair(1, 'Balance:', f ? money(f.balance) : null, null, `funder_balance_${k}`); y += RH;
  }
  head('SIGNATURE');
  const end = signatures(p, m, r, X + 3, y + 4, W - 6, AUTH_US);
  for (let k = Math.ceil((end - 32) / RH) + 1; 32 + k * RH < 740; k++) grid(32 + k * RH, COLS);
}

// Set 249, layouts 1-2: Keystone Capital Partners (boxed grid, dark section bars, owners side by side) and Bluewater
// Funding Group (typewriter look, underlined rows with labels beside, two pages, owners stacked as "Last, First").
import { fmtDate, fmtMoney, type Owner } from './data.ts';
import { amount, dba, entityBoxes, entityText, frequencyBoxes, homeLine, legal, nPay, ownerDob, ownerFico, ownerName, ownerPct, ownerSsn,
  ownerTitle, payment, startDate, stateOf, taxId, what, type Ctx, type Printed } from './common.ts';

const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually, an "Applicant") certify that all ' +
  'information and documents submitted in connection with this application are true, correct and complete. Applicant authorizes ' +
  'the recipient and its assigns, agents, banks and financial institutions to obtain information about Applicant, including credit ' +
  'reports, bank statements and references from creditors, and to transmit this application to prospective funding sources.';

// ---- Keystone Capital Partners ----------------------------------------------------------------------------------
function bar(c: Ctx, text: string, y: number, fill: string): void {
  c.pen.doc.rect(30, y, 552, 13).fill(fill);
  c.pen.label(text, 36, y + 3, { size: 7.5, bold: true, color: '#fff' });
}
function cell(c: Ctx, label: string, key: string, p: Printed | string | null, x: number, y: number, w: number, h = 23, decoy = false): void {
  c.pen.doc.lineWidth(0.5).strokeColor('#444').rect(x, y, w, h).stroke();
  c.pen.label(label, x + 2, y + 2, { size: 5.8, color: '#333' });
  const pr: Printed = typeof p === 'string' || p === null ? { text: p, fields: {} } : p;
  c.pen.value(key, pr.text, x + 1, y + 8, w - 2, h - 9, pr.fields, { size: 8.5, context: !decoy && !Object.keys(pr.fields).length });
}

export async function keystone(c: Ctx): Promise<void> {
  const { pen, m, r } = c, d = pen.doc, fill = r.pick(['#1f3b5a', '#333333', '#5a1f1f']);
  d.rect(30, 28, 38, 38).fill(fill);
  pen.label('KCP', 35, 41, { size: 12, bold: true, color: '#fff' });
  pen.label('KEYSTONE CAPITAL PARTNERS', 76, 30, { size: 14, bold: true, color: fill });
  pen.label('Merchant Cash Advance Application', 76, 48, { size: 10 });
  pen.label('Submit to: deals@keystonecp-funding.com  |  Fax (888) 555-0142', 76, 61, { size: 6.5, color: '#555' });
  cell(c, 'ISO REP', 'RepName', m.rep.name, 430, 28, 152, 19, true);
  cell(c, 'REP PHONE', 'RepPhone', m.rep.phone, 430, 47, 152, 19, true);
  let y = 76;
  bar(c, 'BUSINESS INFORMATION', y, fill); y += 13;
  cell(c, 'LEGAL / CORPORATE NAME', 'LegalName', legal(m), 30, y, 320); cell(c, 'DBA', 'DBA', dba(m, r), 350, y, 232); y += 23;
  cell(c, 'PHYSICAL ADDRESS (NO P.O. BOX)', 'Address', m.addr.street, 30, y, 250); cell(c, 'CITY', 'City', m.addr.city, 280, y, 130);
  cell(c, 'STATE', 'State', stateOf(m), 410, y, 50); cell(c, 'ZIP', 'Zip', m.addr.zip, 460, y, 122); y += 23;
  cell(c, 'BUSINESS PHONE', 'BizPhone', m.phone, 30, y, 140); cell(c, 'E-MAIL', 'Email', m.email, 170, y, 220);
  cell(c, 'WEBSITE', 'Website', m.website, 390, y, 192); y += 23;
  cell(c, 'FEDERAL TAX ID', 'TaxID', taxId(m, r), 30, y, 140); cell(c, 'BUSINESS START DATE', 'StartDate', startDate(c), 170, y, 120);
  cell(c, 'STATE OF INCORPORATION', 'StateInc', m.stateInc, 290, y, 120, 23, true);
  cell(c, '# OF EMPLOYEES', 'Employees', String(m.employees), 410, y, 172); y += 23;
  cell(c, 'TYPE OF BUSINESS / PRODUCT OR SERVICE SOLD', 'BizType', what(m), 30, y, 230);
  cell(c, 'LANDLORD / MORTGAGE CO.', 'Landlord', m.landlord.name, 260, y, 190, 23, true);
  cell(c, 'LANDLORD PHONE', 'LandlordPhone', m.landlord.phone, 450, y, 132, 23, true); y += 23;
  d.lineWidth(0.5).rect(30, y, 552, 18).stroke();
  pen.label('ENTITY:', 34, y + 6, { size: 6.5, bold: true });
  entityBoxes(pen, m, [['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
    ['Sole Prop.', 'sole_proprietorship']], 70, y + 5, 10, 'Entity', 90);
  y += 24;
  bar(c, 'FUNDING REQUEST', y, fill); y += 13;
  cell(c, 'AMOUNT REQUESTED', 'Amount', amount(c), 30, y, 140); cell(c, 'USE OF FUNDS', 'Use', m.use, 170, y, 220);
  cell(c, 'AVG. MONTHLY SALES', 'Monthly', fmtMoney(m.monthly, 'dollar'), 390, y, 192); y += 29;
  bar(c, 'OWNER / OFFICER INFORMATION (ALL OWNERS OF 20% OR MORE)', y, fill); y += 13;
  const cols = Math.max(2, m.owners.length), w = 552 / cols;
  for (let k = 0; k < cols; k++) {
    const o: Owner | undefined = m.owners[k], x = 30 + k * w, n = k + 1;
    const none: Printed = { text: null, fields: {} };
    let yy = y;
    d.rect(x, yy, w, 12).fill('#e6e6e6'); pen.label(`OWNER ${n}`, x + 4, yy + 3, { size: 6.5, bold: true }); yy += 12;
    const row = (label: string, key: string, p: Printed | string | null, decoy = false): void => { cell(c, label, `Owner${n}${key}`, p, x, yy, w, 21, decoy); yy += 21; };
    row('FULL NAME', 'Name', o ? ownerName(o, k, 'fml') : none);
    row('TITLE', 'Title', o ? ownerTitle(o, k) : none);
    row('OWNERSHIP %', 'Pct', o ? ownerPct(o, k, r.chance(0.6)) : none);
    row('SSN', 'SSN', o ? ownerSsn(o, k, r) : none);
    row('DATE OF BIRTH', 'DOB', o ? ownerDob(o, k, c) : none);
    row('HOME ADDRESS', 'Home', o ? `${o.home.street}` : null, true);
    row('CITY / STATE / ZIP', 'HomeCity', o ? `${o.home.city}, ${o.home.state} ${o.home.zip}` : null, true);
    row('CELL PHONE', 'Cell', o ? o.cell : null);
    row('CREDIT SCORE (EST.)', 'FICO', o ? ownerFico(o, k) : none);
    if (k === cols - 1) y = yy;
  }
  y += 6;
  bar(c, 'BANK & EXISTING ADVANCES', y, fill); y += 13;
  cell(c, 'BANK NAME', 'Bank', m.bank.name, 30, y, 140, 21, true); cell(c, 'ROUTING #', 'Routing', m.bank.routing, 170, y, 120, 21, true);
  cell(c, 'ACCOUNT #', 'Account', m.bank.account, 290, y, 120, 21, true);
  const f = m.funders[0];
  cell(c, 'CURRENT FUNDER / BALANCE', 'Funder1', f ? `${f.name} / ${fmtMoney(f.balance, 'dollar')}` : null, 410, y, 172, 21, true); y += 27;
  bar(c, 'AUTHORIZATION', y, fill); y += 15;
  y = pen.paragraph(AUTH, 32, y, 548, 6) + 10;
  m.owners.slice(0, 2).forEach((o, k) => {
    const x = 30 + k * 280;
    pen.signature(x + 10, y + 10, 150);
    d.lineWidth(0.5).moveTo(x, y + 16).lineTo(x + 180, y + 16).stroke().moveTo(x + 190, y + 16).lineTo(x + 260, y + 16).stroke();
    pen.label(`Signature (Owner ${k + 1})`, x, y + 19, { size: 6 }); pen.label('Date', x + 190, y + 19, { size: 6 });
    pen.value(`SigDate${k + 1}`, fmtDate({ y: 2025, m: 10, d: 20 + k }, 'mdy'), x + 190, y + 3, 70, 12, {}, { size: 8, context: true });
  });
}

// ---- Bluewater Funding Group ------------------------------------------------------------------------------------
function line(c: Ctx, label: string, key: string, p: Printed | string | null, x: number, y: number, w: number, decoy = false): number {
  const lw = c.pen.doc.font('Courier-Bold').fontSize(8).widthOfString(label);
  c.pen.label(label, x, y + 4, { size: 8, font: 'Courier-Bold' });
  c.pen.doc.lineWidth(0.5).strokeColor('#000').moveTo(x + lw + 3, y + 13).lineTo(x + w, y + 13).stroke();
  const pr: Printed = typeof p === 'string' || p === null ? { text: p, fields: {} } : p;
  c.pen.value(key, pr.text, x + lw + 4, y, w - lw - 4, 13, pr.fields, { size: 9, context: !decoy && !Object.keys(pr.fields).length });
  return x + w + 8;
}
function heading(c: Ctx, text: string, y: number): number {
  c.pen.label(text, 36, y, { size: 10, font: 'Courier-Bold' });
  c.pen.doc.lineWidth(1.2).moveTo(36, y + 12).lineTo(576, y + 12).stroke();
  return y + 20;
}

export async function bluewater(c: Ctx): Promise<void> {
  const { pen, m, r } = c, d = pen.doc;
  pen.label('BLUEWATER FUNDING GROUP', 36, 32, { size: 16, font: 'Courier-Bold', color: '#0d4a7a' });
  pen.label('Business Funding Application  -  Page 1 of 2', 36, 52, { size: 9, font: 'Courier' });
  pen.label('1401 Brickell Ave, Ste 900, Miami, FL 33131  Tel (305) 555-0190', 330, 36, { size: 6.5, font: 'Courier' });
  let y = heading(c, 'SECTION A - BUSINESS', 74);
  line(c, 'Legal Business Name:', 'legal_name', legal(m), 36, y, 540); y += 19;
  line(c, 'DBA:', 'dba', dba(m, r), 36, y, 300); line(c, 'Type of Entity:', 'entity', entityText(m), 344, y, 232); y += 19;
  line(c, 'Street Address:', 'addr', m.addr.street, 36, y, 300); line(c, 'City:', 'city', m.addr.city, 344, y, 232); y += 19;
  line(c, 'State:', 'state', stateOf(m), 36, y, 110); line(c, 'Zip:', 'zip', m.addr.zip, 154, y, 120);
  line(c, 'Phone:', 'phone', m.phone, 282, y, 294); y += 19;
  line(c, 'Tax ID (EIN):', 'ein', taxId(m, r), 36, y, 230);
  const sinceYears = r.chance(0.35);
  if (sinceYears) line(c, 'Years in Business:', 'years', String(2025 - m.start.y), 274, y, 302);
  else line(c, 'Business Start Date:', 'start', startDate(c), 274, y, 302);
  y += 19;
  line(c, 'Industry / Type of Business:', 'industry', what(m), 36, y, 540); y += 19;
  line(c, 'E-mail:', 'email', m.email, 36, y, 300); line(c, 'Website:', 'web', m.website, 344, y, 232); y += 19;
  line(c, 'State of Incorporation:', 'stinc', m.stateInc, 36, y, 230, true); line(c, 'Own or Rent:', 'own', m.own, 274, y, 140);
  line(c, 'Employees:', 'emp', String(m.employees), 422, y, 154); y += 26;
  y = heading(c, 'SECTION B - FUNDING REQUESTED', y);
  line(c, 'Amount Requested: $', 'amount', { ...amount(c), text: fmtMoney(m.amount, 'plain') }, 36, y, 260);
  line(c, 'Use of Funds:', 'use', m.use, 304, y, 272); y += 19;
  const terms = r.chance(0.7);
  line(c, 'Proposed Payment:', 'payment', terms ? payment(c) : null, 36, y, 260);
  line(c, 'No. of Payments:', 'npay', terms ? nPay(m) : null, 304, y, 272); y += 20;
  pen.label('Payment Frequency:', 36, y + 1, { size: 8, font: 'Courier-Bold' });
  frequencyBoxes(pen, m, 140, y, 'freq', terms); y += 22;
  line(c, 'Average Monthly Gross Sales: $', 'monthly', fmtMoney(m.monthly, 'plain'), 36, y, 540); y += 26;
  y = heading(c, 'SECTION C - EXISTING ADVANCES / LOANS', y);
  for (let k = 0; k < 3; k++) {
    const f = m.funders[k];
    line(c, `${k + 1}. Funder:`, `funder${k}`, f?.name ?? null, 36, y, 250, true);
    line(c, 'Balance:', `bal${k}`, f ? fmtMoney(f.balance, 'dollar') : null, 294, y, 140, true);
    line(c, 'Pmt:', `pmt${k}`, f ? fmtMoney(f.payment, 'dollar') : null, 442, y, 134, true); y += 19;
  }
  y += 8; y = heading(c, 'SECTION D - BANK', y);
  line(c, 'Bank:', 'bank', m.bank.name, 36, y, 200, true); line(c, 'ABA/Routing:', 'aba', m.bank.routing, 244, y, 160, true);
  line(c, 'Acct #:', 'acct', m.bank.account, 412, y, 164, true);
  pen.label('Bluewater Funding Group is a broker and not a lender. Form BFG-APP rev. 03/2024', 36, 760, { size: 6, font: 'Courier' });

  pen.newPage();
  pen.label('BLUEWATER FUNDING GROUP  -  Page 2 of 2', 36, 32, { size: 9, font: 'Courier-Bold' });
  y = heading(c, 'SECTION E - OWNERS / GUARANTORS', 52);
  for (let k = 0; k < 3; k++) {
    const o = m.owners[k];
    if (!o && k > 0 && r.chance(0.5)) continue;
    pen.label(`OWNER #${k + 1}`, 36, y, { size: 8, font: 'Courier-Bold' }); y += 12;
    const nm = o ? ownerName(o, k, 'lfm') : null;
    line(c, 'Name (Last, First, MI):', `o${k}name`, nm, 36, y, 330); line(c, 'Title:', `o${k}title`, o ? ownerTitle(o, k) : null, 374, y, 202); y += 19;
    line(c, 'SSN:', `o${k}ssn`, o ? ownerSsn(o, k, r) : null, 36, y, 170); line(c, 'DOB:', `o${k}dob`, o ? ownerDob(o, k, c) : null, 214, y, 150);
    line(c, '% Owned:', `o${k}pct`, o ? ownerPct(o, k, false) : null, 372, y, 204); y += 19;
    line(c, 'Home Address:', `o${k}home`, o ? homeLine(o) : null, 36, y, 540, true); y += 19;
    line(c, 'Cell:', `o${k}cell`, o?.cell ?? null, 36, y, 200); line(c, 'Email:', `o${k}email`, o?.email ?? null, 244, y, 332); y += 24;
  }
  y = heading(c, 'SECTION F - LANDLORD & TRADE REFERENCES', y + 4);
  line(c, 'Landlord/Mortgage:', 'landlord', m.landlord.name, 36, y, 330, true); line(c, 'Ph:', 'llphone', m.landlord.phone, 374, y, 202, true); y += 19;
  m.refs.forEach((t, k) => {
    line(c, `Trade Ref ${k + 1}:`, `ref${k}`, t.name, 36, y, 330, true); line(c, 'Ph:', `ref${k}ph`, t.phone, 374, y, 202, true); y += 19;
  });
  y = heading(c, 'SECTION G - AUTHORIZATION', y + 6);
  d.font('Courier');
  y = pen.paragraph(AUTH, 36, y, 540, 6.5) + 16;
  m.owners.forEach((o, k) => {
    pen.signature(46, y + 6, 170);
    d.lineWidth(0.5).moveTo(36, y + 14).lineTo(236, y + 14).stroke();
    pen.label('Signature', 36, y + 17, { size: 6.5, font: 'Courier' });
    line(c, 'Print Name:', `signame${k}`, `${o.first}${o.mi ? ` ${o.mi}.` : ''} ${o.last}`, 246, y, 210);
    line(c, 'Date:', `sigdate${k}`, fmtDate({ y: 2025, m: 11, d: 2 }, c.date), 464, y, 112); y += 32;
  });
}

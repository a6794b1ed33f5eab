// Keystone Bridge Funding (one page, boxed grid, owners side by side in columns) and Harborlight Capital Partners
// (two pages, underlined rows in a serif face, owners stacked on page 2, existing advances and trade references).
import { personName, ssnPrinted } from './model.ts';
import { AUTH, T, cell, cityLine, date, dbaText, dobText, entityFree, entityRow, money, pctText, taxText, uline, type Ctx, type EntityBoxes } from './parts.ts';

const L = 30; const W = 552;

function sectionRule(c: Ctx, y: number, text: string, color: string): void {
  c.s.rect(L, y, W, 11, { fill: color });
  c.s.label(text, L + 4, y + 2.2, { size: 7, bold: true, color: '#fff' });
}

export function keystone(c: Ctx): void {
  const { s, m, r } = c;
  const green = '#1d4d3a';
  s.rect(L, 26, 26, 26, { fill: green });
  s.label('KB', L + 5, 34, { size: 11, bold: true, color: '#fff' });
  s.label('KEYSTONE BRIDGE FUNDING', L + 32, 27, { size: 15, bold: true, color: green });
  s.label('Small Business Capital  |  1450 Broad St, Suite 9, Newark, NJ 07102  |  (973) 555-0148  |  apps@keystonebridgefunding.com', L + 32, 45, { size: 6 });
  const iso = cell(s, 'ISO / REP NAME', 412, 24, 100, 22); s.value('iso_rep', m.iso.name, iso.x, iso.y, iso.w, { h: iso.h, size: 7, decoy: 'iso_rep' });
  const rid = cell(s, 'REP ID', 512, 24, 70, 22); s.value('iso_id', m.iso.id, rid.x, rid.y, rid.w, { h: rid.h, size: 7, decoy: 'iso_rep_id' });
  s.label('MERCHANT CASH ADVANCE APPLICATION', L, 60, { size: 10, bold: true, width: W, align: 'center' });
  let y = 76;
  sectionRule(c, y, 'BUSINESS INFORMATION', green); y += 11;
  const H = 22;
  const row = (cells: [string, string, string, number, Record<string, unknown>?, string?][]): void => {
    let x = L;
    for (const [label, name, text, w, truth, decoy] of cells) {
      const v = cell(s, label, x, y, w, H);
      s.value(name, text, v.x, v.y, v.w, { h: v.h, truth: truth ?? {}, ...(decoy ? { decoy } : {}) });
      x += w;
    }
    y += H;
  };
  const dba = dbaText(c);
  row([['LEGAL / CORPORATE NAME', 'legal_name', m.legal, 300, T.legal(m)], ['DBA', 'dba', dba, 252, dba === m.dba ? T.dba(m) : {}]]);
  row([['PHYSICAL ADDRESS (NO P.O. BOXES)', 'address', m.street, 250], ['CITY', 'city', m.city, 130], ['STATE', 'state', m.state, 50, T.state(m)], ['ZIP', 'zip', m.zip, 122]]);
  row([['BUSINESS PHONE', 'phone', m.phone, 130], ['BUSINESS EMAIL', 'email', m.email, 170], ['WEBSITE', 'website', m.website ?? '', 130], ['# OF EMPLOYEES', 'employees', String(m.employees), 122]]);
  row([['FEDERAL TAX ID', 'tax_id', taxText(c, false), 130, T.tax(m)], ['BUSINESS START DATE', 'start_date', date(c, m.start), 110, T.start(m)],
    ['STATE OF INC.', 'state_inc', m.stateInc, 70, {}, 'state_of_incorporation'], ['TYPE OF BUSINESS / PRODUCTS SOLD', 'industry', m.industryText, 242, T.industry(m)]]);
  s.rect(L, y, W, H);
  s.label('LEGAL ENTITY', L + 2, y + 1.8, { size: 5.6 });
  const boxes: EntityBoxes = [['Corporation', 'Corporation'], ['S-Corp', 'S-Corp'], ['LLC', 'LLC'], ['Partnership', 'Partnership'], ['Sole Proprietor', 'Sole Prop'], ['Non-Profit', 'Non-Profit']];
  entityRow(c, boxes, L + 60, y + 9, L + W - 4, 'entity');
  y += H;
  s.rect(L, y, 110, H);
  s.label('PREMISES', L + 2, y + 1.8, { size: 5.6 });
  s.check('premises_own', L + 6, y + 10, m.own, 'Own', { size: 7 }); s.check('premises_rent', L + 50, y + 10, !m.own, 'Rent', { size: 7 });
  let x = L + 110;
  for (const [label, name, text, w] of [['LANDLORD / MORTGAGE CO.', 'landlord', m.landlord.name, 200], ['LANDLORD PHONE', 'landlord_phone', m.landlord.phone, 120],
    ['MONTHLY RENT / MORTGAGE', 'rent', money(c, m.landlord.rent), 122]] as const) {
    const v = cell(s, label, x, y, w, H); s.value(name, text, v.x, v.y, v.w, { h: v.h, decoy: name }); x += w;
  }
  y += H + 6;
  sectionRule(c, y, 'FUNDING REQUEST & FINANCIALS', green); y += 11;
  row([['AMOUNT REQUESTED', 'amount', money(c, m.amount), 130, T.amount(m)], ['USE OF FUNDS', 'use', m.use, 180],
    ['AVG. MONTHLY SALES', 'monthly_sales', money(c, m.monthlySales), 120, {}, 'monthly_sales'], ['ANNUAL GROSS SALES', 'annual_sales', money(c, m.annualRevenue), 122, {}, 'annual_revenue']]);
  const adv = m.advances[0];
  row([['PRIMARY BANK', 'bank', m.bank.name, 150, {}, 'bank_name'], ['CARD PROCESSOR', 'processor', m.processor, 150, {}, 'processor'],
    ['OPEN ADVANCE WITH (FUNDER)', 'funder', adv?.funder ?? 'None', 132, {}, 'existing_funder'], ['BALANCE', 'funder_balance', adv ? money(c, adv.balance) : '', 120, {}, 'existing_balance']]);
  y += 6;
  sectionRule(c, y, 'OWNER / OFFICER INFORMATION  (all owners of 20% or more)', green); y += 11;
  const cols = Math.max(2, m.owners.length);
  const cw = (W - 84) / cols;
  s.rect(L, y, W, 13, { fill: '#e4ece7', stroke: '#000' });
  for (let i = 0; i < cols; i++) s.label(`OWNER ${i + 1}`, L + 84 + i * cw + 4, y + 3.5, { size: 6.5, bold: true });
  y += 13;
  const rows: [string, (i: number) => [string, Record<string, unknown>, string?]][] = [
    ['Full Name', (i) => [personName(m.owners[i]!), { ...T.name(i, m.owners[i]!) }]],
    ['Title', (i) => [m.owners[i]!.role, T.role(i, m.owners[i]!)]],
    ['Ownership %', (i) => [pctText(c, m.owners[i]!.pct), T.pct(i, m.owners[i]!)]],
    ['SSN', (i) => [ssnPrinted(m.owners[i]!), T.ssn(i, m.owners[i]!)]],
    ['Date of Birth', (i) => [dobText(c, m.owners[i]!.dob), T.dob(i, m.owners[i]!)]],
    ['Home Address', (i) => [m.owners[i]!.home.street, {}, 'owner_home_address']],
    ['City, State, Zip', (i) => [cityLine(m.owners[i]!.home), {}, 'owner_home_city']],
    ['Cell Phone', (i) => [m.owners[i]!.cell, {}, 'owner_cell']],
    ['Credit Score (est.)', (i) => [m.owners[i]!.credit !== null ? String(m.owners[i]!.credit) : '', T.credit(i, m.owners[i]!)]],
  ];
  for (const [label, f] of rows) {
    s.rect(L, y, 84, 16, { fill: '#f3f6f4', stroke: '#000' });
    s.label(label, L + 3, y + 5, { size: 6.5 });
    for (let i = 0; i < cols; i++) {
      s.rect(L + 84 + i * cw, y, cw, 16);
      const [text, truth, decoy] = i < m.owners.length ? f(i) : ['', {}];
      s.value(`o${i + 1}_${label.replace(/\W+/g, '_').toLowerCase()}`, text, L + 84 + i * cw + 1, y + 2, cw - 2, { h: 13, size: 8.5, truth, ...(decoy ? { decoy } : {}) });
    }
    y += 16;
  }
  y += 8;
  y = s.para(AUTH.replace('{BROKER}', 'Keystone Bridge Funding LLC'), L, y, W, 6.2) + 14;
  const sw = W / m.owners.length;
  m.owners.forEach((p, i) => {
    const x0 = L + i * sw;
    if (s.style !== 'fillable') s.doc.save().lineWidth(0.8).strokeColor('#1b2a80').moveTo(x0 + 10, y + 10).bezierCurveTo(x0 + 30, y - 8, x0 + 40, y + 22, x0 + 70, y + 4).stroke().restore();
    s.line(x0 + 4, y + 16, x0 + sw - 70, y + 16);
    s.label(`Signature - Owner ${i + 1}`, x0 + 4, y + 19, { size: 6 });
    s.line(x0 + sw - 64, y + 16, x0 + sw - 6, y + 16);
    s.value(`sign_date_${i + 1}`, date(c, m.signedOn), x0 + sw - 64, y + 3, 58, { h: 12, size: 8, decoy: 'signature_date' });
    s.label('Date', x0 + sw - 64, y + 19, { size: 6 });
  });
  void r;
}

export function harborlight(c: Ctx): void {
  const { s, m, r } = c;
  const navy = '#14213d';
  s.label('HARBORLIGHT CAPITAL PARTNERS', L, 30, { size: 18, bold: true, width: W, align: 'center', color: navy });
  s.label('Business Funding Application  -  Revenue Purchase Program', L, 52, { size: 9, width: W, align: 'center', font: 'Times-Italic' });
  s.label('220 Harbor Point Blvd, 4th Floor  -  Baltimore, Maryland 21230  -  Tel (410) 555-0192  -  Fax (410) 555-0193', L, 64, { size: 7, width: W, align: 'center' });
  s.line(L, 76, L + W, 76, { lw: 1.4, color: navy }); s.line(L, 78.5, L + W, 78.5, { lw: 0.5, color: navy });
  let y = 88;
  const head = (t: string): void => { s.label(t, L, y, { size: 10, bold: true, color: navy }); s.line(L, y + 12, L + 190, y + 12, { lw: 0.7, color: navy }); y += 20; };
  const u = (label: string, name: string, text: string, x: number, w: number, truth: Record<string, unknown> = {}, decoy?: string): void => {
    const v = uline(s, label, x, y, w, 8.5);
    s.value(name, text, v.x, v.y, v.w, { h: 13, size: 10, truth, ...(decoy ? { decoy } : {}) });
  };
  head('SECTION 1 - BUSINESS INFORMATION');
  u('Legal Business Name:', 'legal_name', m.legal, L, W, T.legal(m)); y += 19;
  const dba = dbaText(c);
  u('D/B/A (Trade Name):', 'dba', dba, L, W, dba === m.dba ? T.dba(m) : {}); y += 19;
  u('Business Entity (Corp., LLC, etc.):', 'entity', entityFree(c), L, 330, T.entity(m));
  u('State of Incorporation:', 'state_inc', m.stateInc, L + 340, W - 340, {}, 'state_of_incorporation'); y += 19;
  u('Federal Tax ID #:', 'tax_id', taxText(c, false), L, 240, T.tax(m));
  if (r.chance(0.7)) u('Date Business Established:', 'start_date', date(c, m.start), L + 250, W - 250, T.start(m));
  else u('Years in Business:', 'years', `${m.years}`, L + 250, W - 250, {}, 'years_in_business');
  y += 19;
  u('Business Address:', 'address', m.street, L, W); y += 19;
  u('City:', 'city', m.city, L, 250); u('State:', 'state', m.state, L + 260, 110, T.state(m)); u('Zip:', 'zip', m.zip, L + 380, W - 380); y += 19;
  if (r.chance(0.5)) { u('Mailing Address (if different):', 'mailing', `PO Box ${r.int(100, 9999)}, ${cityLine(m.owners[0]!.home)}`, L, W, {}, 'mailing_address'); y += 19; }
  u('Business Phone:', 'phone', m.phone, L, 190); u('E-mail:', 'email', m.email, L + 200, W - 200); y += 19;
  u('Nature of Business:', 'industry', m.industryText, L, 360, T.industry(m)); u('No. of Employees:', 'employees', String(m.employees), L + 370, W - 370); y += 19;
  s.label('Business location is:', L, y + 3, { size: 8.5 });
  s.check('own', L + 88, y + 3, m.own, 'Owned', { size: 8, labelSize: 8.5 }); s.check('lease', L + 140, y + 3, !m.own, 'Leased', { size: 8, labelSize: 8.5 });
  u('Landlord:', 'landlord', m.own ? '' : m.landlord.name, L + 200, 210, {}, 'landlord'); u('Phone:', 'landlord_phone', m.own ? '' : m.landlord.phone, L + 420, W - 420, {}, 'landlord_phone'); y += 26;
  head('SECTION 2 - FUNDING REQUEST');
  u('Amount Requested:', 'amount', money(c, m.amount), L, 220, T.amount(m)); u('Purpose of Funds:', 'use', m.use, L + 230, W - 230); y += 19;
  u('Gross Monthly Sales:', 'monthly_sales', money(c, m.monthlySales), L, 220, {}, 'monthly_sales');
  u('Annual Revenue:', 'annual_sales', money(c, m.annualRevenue), L + 230, W - 230, {}, 'annual_revenue'); y += 26;
  head('SECTION 3 - BANKING & EXISTING ADVANCES');
  u('Primary Bank:', 'bank', m.bank.name, L, 190, {}, 'bank_name'); u('Routing #:', 'routing', m.bank.routing, L + 200, 160, {}, 'routing_number');
  u('Account #:', 'account', m.bank.account, L + 370, W - 370, {}, 'account_number'); y += 22;
  const tw = [200, 120, 120, 112];
  ['Funder / Lender', 'Current Balance', 'Payment Amount', 'Frequency'].forEach((h, i) => {
    const x = L + tw.slice(0, i).reduce((a, b) => a + b, 0);
    s.rect(x, y, tw[i]!, 13, { fill: '#e8ebf2', stroke: '#000' }); s.label(h, x + 3, y + 3.5, { size: 7, bold: true });
  });
  y += 13;
  for (let k = 0; k < 3; k++) {
    const a = m.advances[k];
    const vals = a ? [a.funder, money(c, a.balance), money(c, a.payment), r.pick(['Daily', 'Weekly'])] : ['', '', '', ''];
    vals.forEach((v, i) => {
      const x = L + tw.slice(0, i).reduce((p, q) => p + q, 0);
      s.rect(x, y, tw[i]!, 14);
      s.value(`adv${k + 1}_${i}`, v, x + 1, y + 1, tw[i]! - 2, { h: 12, size: 8.5, decoy: ['existing_funder', 'existing_balance', 'existing_payment', 'existing_frequency'][i]! });
    });
    y += 14;
  }
  y += 10;
  head('SECTION 4 - TRADE REFERENCES');
  m.refs.forEach((ref, k) => {
    u(`${k + 1}. Company:`, `ref${k + 1}`, ref.name, L, 230, {}, 'trade_reference');
    u('Contact:', `ref${k + 1}_contact`, ref.contact, L + 240, 170, {}, 'trade_reference_contact');
    u('Phone:', `ref${k + 1}_phone`, ref.phone, L + 420, W - 420, {}, 'trade_reference_phone'); y += 18;
  });
  s.label('Page 1 of 2', L, 760, { size: 7, width: W, align: 'right' });

  s.newPage();
  y = 36;
  head('SECTION 5 - OWNERSHIP / PRINCIPALS');
  const lastFirst = r.chance(0.5);
  m.owners.forEach((p, i) => {
    s.label(`Principal Owner #${i + 1}`, L, y, { size: 9, bold: true, font: 'Times-BoldItalic' }); y += 15;
    u(lastFirst ? 'Name (Last, First, M.I.):' : 'Full Legal Name:', `o${i + 1}_name`, personName(p, lastFirst), L, 360, T.name(i, p));
    u('Title:', `o${i + 1}_title`, p.role, L + 370, W - 370, T.role(i, p)); y += 19;
    u('Ownership %:', `o${i + 1}_pct`, pctText(c, p.pct), L, 130, T.pct(i, p));
    u('Social Security #:', `o${i + 1}_ssn`, ssnPrinted(p, true), L + 140, 180, T.ssn(i, p));
    u('Date of Birth:', `o${i + 1}_dob`, dobText(c, p.dob), L + 330, W - 330, T.dob(i, p)); y += 19;
    u('Home Address:', `o${i + 1}_home`, `${p.home.street}, ${cityLine(p.home)}`, L, 400, {}, 'owner_home_address');
    u('FICO (approx.):', `o${i + 1}_fico`, p.credit !== null ? String(p.credit) : '', L + 410, W - 410, T.credit(i, p)); y += 19;
    u('Cell Phone:', `o${i + 1}_cell`, p.cell, L, 200, {}, 'owner_cell'); u('E-mail:', `o${i + 1}_email`, p.email, L + 210, W - 210, {}, 'owner_email'); y += 28;
  });
  head('SECTION 6 - AUTHORIZATION & SIGNATURES');
  y = s.para(AUTH.replace('{BROKER}', 'Harborlight Capital Partners, LLC'), L, y, W, 7.5) + 18;
  m.owners.forEach((p, i) => {
    s.label('Signature:', L, y + 3, { size: 8.5 }); s.line(L + 44, y + 12, L + 200, y + 12);
    u('Print Name:', `sig${i + 1}_name`, personName(p), L + 210, 220);
    u('Date:', `sig${i + 1}_date`, date(c, m.signedOn), L + 440, W - 440, {}, 'signature_date'); y += 28;
  });
  y += 10;
  s.rect(L, y, W, 36, { stroke: '#777' });
  s.label('FOR OFFICE USE ONLY', L + 4, y + 3, { size: 7, bold: true, color: '#555' });
  y += 14;
  u('Submitting ISO / Agent:', 'iso_rep', m.iso.name, L + 4, 280, {}, 'iso_rep'); u('ISO #:', 'iso_id', m.iso.id, L + 295, 120, {}, 'iso_rep_id');
  u('Agent Phone:', 'iso_phone', m.iso.phone, L + 425, W - 430, {}, 'iso_phone');
  s.label('Page 2 of 2', L, 760, { size: 7, width: W, align: 'right' });
}

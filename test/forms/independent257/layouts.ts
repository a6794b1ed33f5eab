// The four brokers' forms. Each draws a Merchant on a Canvas and returns the truth of what it printed.
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Canvas } from './canvas.ts';
import { cityLine, fmtDate, fmtFreq, fmtMoney, fmtPct, industryOf, nameText, ownerTaxText, phone, plainMoney, person, type Merchant, type Owner } from './data.ts';

export interface Layout { broker: string; maxOwners: number; valueFont: string; draw(cv: Canvas, m: Merchant, rng: Rng): TruthApplication }

function baseTruth(m: Merchant): TruthApplication {
  const t = emptyApplication();
  t.legal_name = m.legal;
  t.trade_name = m.dbaTruth;
  t.type_of_entity = m.entity;
  t.industry = industryOf(m.business.text);
  t.business_tax_id = m.tax.id;
  t.business_tax_id_type = m.tax.type;
  t.business_tax_id_country = m.tax.type ? 'US' : null;
  t.state_region = m.addr.state;
  t.country = 'United States';
  t.requested_amount = m.amount;
  return t;
}
function applicant(o: Owner, taxText: string, p: { credit: boolean; dob: boolean; role?: boolean }): TruthApplicant {
  const full = o.ssnMode === 'full' && taxText !== '';
  return { first_name: o.first, last_name: o.last, role: p.role === false ? null : o.title, ownership: o.pct,
    credit_score: p.credit ? o.credit : null,
    tax_id: full ? o.ssn : null, tax_id_type: taxText ? (full ? o.ssnType : 'SSN') : null, tax_id_country: taxText ? 'US' : null,
    date_of_birth: p.dob ? o.dob : null };
}
function terms(cv: Canvas, t: TruthApplication, m: Merchant): void {
  void cv;
  if (!m.terms) return;
  t.requested_payment = m.terms.payment;
  t.number_of_payments = m.terms.n;
  t.payment_frequency = m.terms.freq;
}
const ENTITY_BOXES_A: [string, string][] = [['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
  ['LP', 'limited_partnership'], ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']];
const ENTITY_BOXES_D: [string, string][] = [['Sole Prop.', 'sole_proprietorship'], ['LLC', 'llc'], ['Corp.', 'c_corporation'], ['Partnership', 'general_partnership'], ['PLLC', 'pllc']];
const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") certify that all information and documents submitted in connection with this application are true, correct and complete. You authorize {B}, its assigns, agents, banks and financial institutions to obtain consumer or personal, business and investigative reports and other information about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies, such as TransUnion, Experian and Equifax, and from other credit bureaus, banks, creditors and other third parties. You also authorize {B} to transmit this application form, along with any of the foregoing information obtained in connection with this application, to any or all of its funding partners for the foregoing purposes.';

function entityBoxes(cv: Canvas, m: Merchant, boxes: [string, string][], x: number, y: number, xmax: number, size = 7, labelSize = 6.8): void {
  const own = boxes.find((b) => b[1] === m.entity);
  let cx = x;
  for (const [label] of boxes) {
    cx = cv.check(own && own[0] === label ? 'type_of_entity' : '', label, !!own && own[0] === label, cx, y, { size, labelSize, field: `Entity ${label}` }) + 8;
  }
  cx = cv.check('', 'Other:', !own, cx, y, { size, labelSize, field: 'Entity Other' }) + 3;
  cv.line(cx, y + size + 1, xmax, y + size + 1);
  cv.value('type_of_entity', own ? '' : m.entityText, cx, y - 4, xmax - cx, size + 5, { field: 'Entity Other Text', size: 8 });
}

// ================================================================================================================
// A. Bluestone Capital Partners: a dense boxed grid over two pages, checkbox rows, owners 3-4 on page 2.
// ================================================================================================================
const bluestone: Layout = {
  broker: 'Bluestone Capital Partners', maxOwners: 4, valueFont: 'Courier',
  draw(cv, m, rng) {
    const t = baseTruth(m);
    const X = 36;
    const navy = '#12305a';
    const cell = (label: string, key: string, value: string, x: number, y: number, w: number, h = 24, o: { decoy?: boolean; field?: string } = {}): void => {
      cv.rect(x, y, w, h, { lw: 0.5 });
      cv.text(label.toUpperCase(), x + 2.5, y + 2, { size: 5.6, color: '#333' });
      cv.value(key, value, x + 1, y + 8.5, w - 2, h - 9.5, { field: o.field ?? label, decoy: o.decoy });
    };
    const bar = (s: string, y: number): number => { cv.rect(X, y, 540, 13, { fill: navy }); cv.text(s, X + 5, y + 3.2, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' }); return y + 13; };
    cv.addPage();
    cv.rect(0, 0, 612, 66, { fill: navy });
    cv.doc.save().polygon([36, 52], [54, 18], [72, 52]).fill('#5d8fc9').polygon([52, 52], [66, 28], [80, 52]).fill('#a9c8ec').restore();
    cv.text('BLUESTONE', 88, 16, { size: 21, font: 'Helvetica-Bold', color: '#fff' });
    cv.text('CAPITAL  PARTNERS', 89, 40, { size: 8.5, color: '#a9c8ec' });
    cv.fixed('broker.phone', `Tel ${phone(rng)}  |  Fax ${phone(rng)}`, 380, 16, { size: 7.5, color: '#fff' });
    cv.fixed('broker.email', 'submissions@bluestonecp.com', 380, 28, { size: 7.5, color: '#fff' });
    cv.fixed('broker.address', '1180 Avenue of the Americas, 8th Fl, New York, NY 10036', 380, 40, { size: 6.5, color: '#cfe0f5' });
    cv.text('MERCHANT CASH ADVANCE APPLICATION', X, 74, { size: 11, font: 'Helvetica-Bold', color: navy });
    cv.text('ISO Rep:', 360, 75, { size: 7 });
    cv.value('iso_rep.name', m.rep.name, 390, 71, 90, 12, { decoy: true, field: 'ISO Rep', size: 8 });
    cv.text('Rep #:', 484, 75, { size: 7 });
    cv.value('iso_rep.id', `BCP-${rng.int(100, 999)}`, 506, 71, 70, 12, { decoy: true, field: 'Rep Number', size: 8 });
    let y = bar('SECTION 1 - BUSINESS INFORMATION', 90);
    cell('Business Legal Name (as shown on tax return)', 'legal_name', m.legal, X, y, 330);
    cell('DBA / Trade Name', 'trade_name', m.dba, X + 330, y, 210); y += 24;
    cell('Physical Address (no P.O. Box)', 'business_address', m.addr.street, X, y, 250);
    cell('City', 'business_city', m.addr.city, X + 250, y, 130);
    cell('State', 'state_region', m.addr.state, X + 380, y, 50);
    cell('Zip', 'business_zip', m.addr.zip, X + 430, y, 110); y += 24;
    cell('Business Phone', 'business_phone', m.phone, X, y, 130);
    cell('Business Email', 'business_email', m.email, X + 130, y, 220);
    cell('Website', 'website', m.website, X + 350, y, 190); y += 24;
    cell('Federal Tax ID #', 'business_tax_id', m.tax.printed, X, y, 120);
    const startText = fmtDate(m.start, rng);
    cell('Business Start Date', 'business_start_date', startText, X + 120, y, 120);
    t.business_start_date = m.start;
    cell('State of Incorporation', 'state_of_incorporation', m.stateOfInc, X + 240, y, 95, 24, { decoy: true });
    cell('# of Employees', '', String(m.employees), X + 335, y, 75);
    cv.rect(X + 410, y, 130, 24, { lw: 0.5 });
    cv.text('PREMISES', X + 412.5, y + 2, { size: 5.6, color: '#333' });
    cv.check('', 'Own', m.own, X + 416, y + 12, { size: 7, field: 'Premises Own' });
    cv.check('', 'Rent / Lease', !m.own, X + 456, y + 12, { size: 7, field: 'Premises Rent' });
    y += 24;
    cv.rect(X, y, 540, 20, { lw: 0.5 });
    cv.text('ENTITY TYPE', X + 2.5, y + 2, { size: 5.6, color: '#333' });
    entityBoxes(cv, m, ENTITY_BOXES_A, X + 6, y + 10, X + 534);
    y += 20;
    cell('Type of Business / Products Sold', 'industry', m.business.text, X, y, 250);
    cell(m.own ? 'Mortgage Holder' : 'Landlord Name', 'landlord.name', m.landlord.name, X + 250, y, 170, 24, { decoy: true });
    cell(m.own ? 'Monthly Mortgage' : 'Monthly Rent', 'landlord.rent', plainMoney(m.landlord.rent), X + 420, y, 120, 24, { decoy: true });
    y += 30;
    y = bar('SECTION 2 - FUNDING REQUEST', y);
    cell('Amount Requested', 'requested_amount', fmtMoney(m.amount, rng), X, y, 130);
    cell('Use of Funds', '', m.use, X + 130, y, 190);
    cell('Avg. Monthly Gross Sales', '', fmtMoney(m.monthly, rng), X + 320, y, 110);
    cell('Annual Revenue', '', fmtMoney(m.monthly * 12, rng), X + 430, y, 110); y += 24;
    terms(cv, t, m);
    cell('Desired Payment Amount', 'requested_payment', m.terms ? fmtMoney(m.terms.payment, rng) : '', X, y, 130);
    cell('# of Payments', 'number_of_payments', m.terms ? String(m.terms.n) : '', X + 130, y, 90);
    cv.rect(X + 220, y, 320, 24, { lw: 0.5 });
    cv.text('PAYMENT FREQUENCY', X + 222.5, y + 2, { size: 5.6, color: '#333' });
    let fx = X + 228;
    for (const [label, f] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
      const on = m.terms?.freq === f;
      fx = cv.check(on ? 'payment_frequency' : '', label, on, fx, y + 12, { size: 7, field: `Frequency ${label}` }) + 16;
    }
    y += 30;
    const ownerBlock = (i: number, o: Owner, y0: number): number => {
      let yy = bar(`SECTION 3 - OWNER / OFFICER #${i + 1}${i > 0 ? ' (all owners of 20% or more)' : ''}`, y0);
      const tax = ownerTaxText(o, rng);
      cell('Full Name', `applicants[${i}].name`, nameText(o, false, rng), X, yy, 210, 24, { field: `Owner${i + 1} Name` });
      cell('Title', `applicants[${i}].role`, o.title, X + 210, yy, 110, 24, { field: `Owner${i + 1} Title` });
      cell('Ownership %', `applicants[${i}].ownership`, fmtPct(o.pct, rng), X + 320, yy, 80, 24, { field: `Owner${i + 1} Pct` });
      cell('Est. Credit Score', `applicants[${i}].credit_score`, o.credit ? String(o.credit) : '', X + 400, yy, 70, 24, { field: `Owner${i + 1} FICO` });
      cell('Cell Phone', '', o.cell, X + 470, yy, 70, 24, { field: `Owner${i + 1} Cell` }); yy += 24;
      cell('Home Address', `applicants[${i}].home_address`, o.home.street, X, yy, 190, 24, { decoy: true, field: `Owner${i + 1} Home` });
      cell('City, State, Zip', `applicants[${i}].home_city`, cityLine(o.home), X + 190, yy, 150, 24, { decoy: true, field: `Owner${i + 1} City` });
      cell('SSN', `applicants[${i}].tax_id`, tax, X + 340, yy, 100, 24, { field: `Owner${i + 1} SSN` });
      const dob = fmtDate(o.dob, rng, false);
      cell('Date of Birth', `applicants[${i}].date_of_birth`, dob, X + 440, yy, 100, 24, { field: `Owner${i + 1} DOB` });
      t.applicants.push(applicant(o, tax, { credit: true, dob: true }));
      return yy + 30;
    };
    m.owners.slice(0, 2).forEach((o, i) => { y = ownerBlock(i, o, y); });
    if (m.owners.length === 1) {
      // The second owner's block, printed empty.
      let yy = bar('SECTION 3 - OWNER / OFFICER #2 (all owners of 20% or more)', y);
      for (const [label, w] of [['Full Name', 210], ['Title', 110], ['Ownership %', 80], ['Est. Credit Score', 70], ['Cell Phone', 70]] as const) cell(label, '', '', X + [0, 210, 320, 400, 470][['Full Name', 'Title', 'Ownership %', 'Est. Credit Score', 'Cell Phone'].indexOf(label)]!, yy, w, 24, { field: `Owner2 ${label}` });
      yy += 24;
      for (const [label, x0, w] of [['Home Address', 0, 190], ['City, State, Zip', 190, 150], ['SSN', 340, 100], ['Date of Birth', 440, 100]] as const) cell(label, '', '', X + x0, yy, w, 24, { field: `Owner2 ${label}` });
      y = yy + 30;
    }
    if (m.owners.length > 2) cv.text('Additional owners continue on page 2.', X, y - 4, { size: 6.5, font: 'Helvetica-Oblique' });
    y = bar('SECTION 4 - EXISTING ADVANCES / LOANS (list all open positions)', y);
    const cols = [['Funder / Lender', 200], ['Current Balance', 120], ['Payment Amount', 120], ['Frequency', 100]] as const;
    let cx = X;
    for (const [h, w] of cols) { cv.rect(cx, y, w, 12, { fill: '#dde6f2', stroke: '#000', lw: 0.5 }); cv.text(h, cx + 3, y + 3, { size: 6.5, font: 'Helvetica-Bold' }); cx += w; }
    y += 12;
    for (let r = 0; r < 3; r++) {
      const a = m.advances[r];
      const vals = a ? [a.funder, plainMoney(a.balance), plainMoney(a.payment), a.freq] : ['', '', '', ''];
      cx = X;
      cols.forEach(([h, w], c) => { cv.rect(cx, y, w, 16, { lw: 0.5 }); cv.value(a ? `advance[${r}].${h}` : '', vals[c]!, cx, y, w, 16, { decoy: true, field: `Advance${r + 1} ${h}` }); cx += w; });
      y += 16;
    }
    y += 8;
    y = bar('SECTION 5 - BUSINESS BANK ACCOUNT (where funds will be deposited)', y);
    cell('Bank Name', 'bank.name', m.bank.name, X, y, 180, 24, { decoy: true });
    cell('ABA Routing #', 'bank.routing', m.bank.routing, X + 180, y, 120, 24, { decoy: true });
    cell('Account #', 'bank.account', m.bank.account, X + 300, y, 140, 24, { decoy: true });
    cell('Bank Contact Phone', 'bank.phone', phone(rng), X + 440, y, 100, 24, { decoy: true });
    cv.text(`Bluestone Capital Partners  |  Merchant Application v3.2  |  Page 1 of 2`, X, 770, { size: 6, color: '#777' });

    cv.addPage();
    cv.rect(0, 0, 612, 26, { fill: navy });
    cv.text('BLUESTONE CAPITAL PARTNERS  -  Merchant Application (continued)', X, 9, { size: 8, font: 'Helvetica-Bold', color: '#fff' });
    y = 40;
    m.owners.slice(2).forEach((o, k) => { y = ownerBlock(k + 2, o, y); });
    y += 8;
    y = bar('SECTION 6 - TRADE REFERENCES', y);
    for (let r = 0; r < 3; r++) {
      const ref = m.refs[r]!;
      cell('Company', `trade_ref[${r}].name`, ref.name, X, y, 220, 24, { decoy: true, field: `Ref${r + 1} Company` });
      cell('Contact', `trade_ref[${r}].contact`, ref.contact, X + 220, y, 180, 24, { decoy: true, field: `Ref${r + 1} Contact` });
      cell('Phone', `trade_ref[${r}].phone`, ref.phone, X + 400, y, 140, 24, { decoy: true, field: `Ref${r + 1} Phone` });
      y += 24;
    }
    y += 8;
    y = bar('SECTION 7 - AUTHORIZATION & SIGNATURES', y);
    cv.text(AUTH.replaceAll('{B}', 'Bluestone Capital Partners'), X, y + 4, { size: 6.6, width: 540, align: 'justify', lineGap: 0.6 });
    y += 86;
    const signDate = fmtDate(`2025-${String(rng.int(1, 5)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, rng, false);
    m.owners.forEach((o, i) => {
      const sx = X + (i % 2) * 275;
      const sy = y + Math.floor(i / 2) * 62;
      cv.line(sx, sy + 24, sx + 160, sy + 24);
      cv.signature(`${o.first} ${o.last}`, sx, sy + 22, 160);
      cv.text(`Signature - Owner #${i + 1}`, sx, sy + 27, { size: 6 });
      cv.line(sx + 170, sy + 24, sx + 250, sy + 24);
      cv.value('', signDate, sx + 170, sy + 10, 80, 14, { field: `Sign Date ${i + 1}` });
      cv.text('Date', sx + 170, sy + 27, { size: 6 });
      cv.text(`Print Name: ${'_'.repeat(30)}`, sx, sy + 40, { size: 6.5 });
    });
    cv.text(`Bluestone Capital Partners  |  Merchant Application v3.2  |  Page 2 of 2`, X, 770, { size: 6, color: '#777' });
    return t;
  },
};

// ================================================================================================================
// B. Meridian Merchant Funding: one page of underlined "Label: ______" lines, free-text entity, years or start date.
// ================================================================================================================
const meridian: Layout = {
  broker: 'Meridian Merchant Funding', maxOwners: 3, valueFont: 'Helvetica',
  draw(cv, m, rng) {
    const t = baseTruth(m);
    const maroon = '#7a1f2b';
    const X = 44;
    const R = 568;
    const LH = 19;
    const ul = (label: string, key: string, value: string, x: number, y: number, x1: number, o: { decoy?: boolean; field?: string; money?: boolean } = {}): void => {
      cv.text(label, x, y + 5, { size: 8.6, font: 'Times-Roman' });
      const lx = x + cv.width(label, 'Times-Roman', 8.6) + 4;
      cv.line(lx, y + 15, x1, y + 15, '#000', 0.5);
      cv.value(key, value, lx, y + 1, x1 - lx, 14, { field: o.field ?? label.replace(/[:#]/g, '').trim(), decoy: o.decoy });
    };
    const head = (s: string, y: number): number => {
      cv.text(s, X, y + 2, { size: 9.5, font: 'Times-Bold', color: maroon });
      cv.line(X, y + 14, R, y + 14, maroon, 1.2);
      return y + 18;
    };
    cv.addPage();
    cv.doc.save().circle(66, 46, 20).lineWidth(3).stroke(maroon).restore();
    cv.doc.save().moveTo(48, 56).bezierCurveTo(60, 30, 74, 62, 86, 34).lineWidth(2.2).stroke('#c79a3a').restore();
    cv.text('Meridian', 96, 26, { size: 24, font: 'Times-Bold', color: maroon });
    cv.text('MERCHANT FUNDING', 98, 52, { size: 8, font: 'Helvetica', color: '#555' });
    cv.fixed('broker.address', '2200 N. Federal Hwy, Suite 310, Boca Raton, FL 33431', 330, 28, { size: 7, font: 'Times-Roman' });
    cv.fixed('broker.phone', `P: ${phone(rng)}   E: apps@meridianmf.com`, 330, 39, { size: 7, font: 'Times-Roman' });
    cv.text('www.meridianmerchantfunding.com', 330, 50, { size: 7, font: 'Times-Italic' });
    cv.line(X, 74, R, 74, maroon, 2);
    cv.text('Business Funding Application', X, 82, { size: 13, font: 'Times-Bold' });
    cv.text('Referred by:', 390, 86, { size: 8, font: 'Times-Roman' });
    cv.value('iso_rep.name', m.rep.name, 436, 82, 132, 13, { decoy: true, field: 'Referred By', size: 8 });
    cv.line(436, 95, R, 95, '#000', 0.5);
    let y = head('ABOUT THE BUSINESS', 104);
    ul('Business Legal Name:', 'legal_name', m.legal, X, y, R); y += LH;
    ul('DBA (if any):', 'trade_name', m.dba, X, y, 330);
    ul('Entity Type:', 'type_of_entity', m.entityText, 338, y, R); y += LH;
    ul('Street Address:', 'business_address', m.addr.street, X, y, 330);
    ul('City:', 'business_city', m.addr.city, 338, y, 462);
    ul('St:', 'state_region', m.addr.state, 468, y, 505);
    ul('Zip:', 'business_zip', m.addr.zip, 510, y, R); y += LH;
    ul('Federal Tax ID / EIN:', 'business_tax_id', m.tax.printed, X, y, 250);
    const useYears = rng.chance(0.3);
    if (useYears) {
      const yrs = Math.max(1, 2025 - Number(m.start.slice(0, 4)));
      ul('Years in Business:', '', `${yrs}${rng.chance(0.5) ? ' yrs' : ''}`, 258, y, 400);
    } else {
      ul('Date Business Started:', 'business_start_date', fmtDate(m.start, rng), 258, y, 430);
      t.business_start_date = m.start;
    }
    ul('Inc. State:', 'state_of_incorporation', m.stateOfInc, useYears ? 408 : 438, y, R, { decoy: true }); y += LH;
    ul('Business Phone:', 'business_phone', m.phone, X, y, 230);
    ul('Email:', 'business_email', m.email, 238, y, R); y += LH;
    ul('Nature of Business:', 'industry', m.business.text, X, y, 330);
    ul('No. of Employees:', '', String(m.employees), 338, y, R); y += LH;
    ul(m.own ? 'Mortgage Co.:' : 'Landlord:', 'landlord.name', m.landlord.name, X, y, 290, { decoy: true });
    ul('Landlord Phone:', 'landlord.phone', m.landlord.phone, 298, y, 450, { decoy: true });
    ul('Rent/Mo:', 'landlord.rent', plainMoney(m.landlord.rent), 458, y, R, { decoy: true }); y += LH + 4;
    y = head('FUNDING REQUEST', y);
    ul('Amount Requested:', 'requested_amount', fmtMoney(m.amount, rng, true), X, y, 240);
    ul('Purpose of Funds:', '', m.use, 248, y, R); y += LH;
    ul('Average Monthly Deposits:', '', fmtMoney(m.monthly, rng, true), X, y, 270);
    // Payment terms: a sentence-like line, printed on some forms only.
    if (m.terms && rng.chance(0.7)) {
      terms(cv, t, m);
      ul('Desired payment:', 'requested_payment', fmtMoney(m.terms.payment, rng), 278, y, 400);
      const per = { daily: rng.pick(['day', 'business day']), weekly: 'week', biweekly: rng.pick(['2 weeks', 'bi-weekly']), monthly: 'month' }[m.terms.freq];
      ul('per', 'payment_frequency', per, 403, y, 470);
      ul('x', 'number_of_payments', String(m.terms.n), 474, y, 520);
      cv.text('payments', 524, y + 5, { size: 8.6, font: 'Times-Roman' });
    } else {
      ul('Open positions (#):', '', String(m.advances.length), 278, y, 400);
    }
    y += LH + 4;
    y = head('OWNERSHIP (list every owner of 20% or more)', y);
    m.owners.forEach((o, i) => {
      const tax = ownerTaxText(o, rng);
      cv.text(`${i + 1}.`, X - 12, y + 5, { size: 8.6, font: 'Times-Bold' });
      ul('Owner Name:', `applicants[${i}].name`, nameText(o, false, rng), X, y, 300, { field: `Owner ${i + 1} Name` });
      ul('Title:', `applicants[${i}].role`, o.title, 308, y, 470, { field: `Owner ${i + 1} Title` });
      ul('% Owned:', `applicants[${i}].ownership`, fmtPct(o.pct, rng), 478, y, R, { field: `Owner ${i + 1} Percent` }); y += LH;
      ul('SSN:', `applicants[${i}].tax_id`, tax, X, y, 170, { field: `Owner ${i + 1} SSN` });
      ul('DOB:', `applicants[${i}].date_of_birth`, fmtDate(o.dob, rng, false), 178, y, 300, { field: `Owner ${i + 1} DOB` });
      ul('Mobile:', '', o.cell, 308, y, 440, { field: `Owner ${i + 1} Mobile` });
      ul('FICO:', `applicants[${i}].credit_score`, o.credit ? String(o.credit) : '', 448, y, R, { field: `Owner ${i + 1} FICO` }); y += LH;
      ul('Home Address:', `applicants[${i}].home_address`, `${o.home.street}, ${cityLine(o.home)}`, X, y, R, { decoy: true, field: `Owner ${i + 1} Home Address` }); y += LH + 3;
      t.applicants.push(applicant(o, tax, { credit: true, dob: true }));
    });
    y = head('BANKING', y);
    ul('Bank Name:', 'bank.name', m.bank.name, X, y, 220, { decoy: true });
    ul('Routing #:', 'bank.routing', m.bank.routing, 228, y, 380, { decoy: true });
    ul('Account #:', 'bank.account', m.bank.account, 388, y, R, { decoy: true }); y += LH;
    if (m.advances.length) {
      const a = m.advances[0]!;
      ul('Current funder:', 'advance[0].funder', a.funder, X, y, 300, { decoy: true });
      ul('Balance:', 'advance[0].balance', plainMoney(a.balance), 308, y, 430, { decoy: true });
      ul('Payment:', 'advance[0].payment', `${plainMoney(a.payment)} ${a.freq.toLowerCase()}`, 438, y, R, { decoy: true }); y += LH;
    }
    y += 4;
    cv.text(AUTH.replaceAll('{B}', 'Meridian Merchant Funding'), X, y, { size: 6.2, font: 'Times-Roman', width: R - X, align: 'justify' });
    y = Math.max(y + 62, 700);
    const n = Math.min(m.owners.length, 3);
    const w = (R - X) / n;
    for (let i = 0; i < n; i++) {
      const sx = X + i * w;
      cv.line(sx, y + 26, sx + w - 18, y + 26);
      cv.signature(`${m.owners[i]!.first} ${m.owners[i]!.last}`, sx, y + 24, w - 20);
      cv.text(`Owner ${i + 1} Signature / Date`, sx, y + 29, { size: 6.5, font: 'Times-Italic' });
    }
    cv.text('Meridian Merchant Funding is a commercial finance broker and not a lender. Form MMF-APP-07', X, 768, { size: 6, color: '#888' });
    return t;
  },
};

// ================================================================================================================
// C. Harbor Point Funding Group: two columns (business left; funding, bank, positions right), owners side by side.
// ================================================================================================================
const harbor: Layout = {
  broker: 'Harbor Point Funding Group', maxOwners: 3, valueFont: 'Helvetica',
  draw(cv, m, rng) {
    const t = baseTruth(m);
    const teal = '#0f6e73';
    const L = 36;
    const RX = 318;
    const CW = 258;
    const field = (label: string, key: string, value: string, x: number, y: number, w: number, o: { decoy?: boolean; field?: string } = {}): number => {
      cv.text(label, x, y, { size: 6.4, font: 'Helvetica-Bold', color: '#4b5b5c' });
      cv.rect(x, y + 8, w, 15, { fill: '#edf4f4', stroke: '#b8cccc', lw: 0.4 });
      cv.value(key, value, x, y + 8, w, 15, { field: o.field ?? label, decoy: o.decoy });
      return y + 27;
    };
    const head = (s: string, x: number, y: number, w: number): number => {
      cv.text(s, x, y, { size: 9, font: 'Helvetica-Bold', color: teal });
      cv.line(x, y + 11, x + w, y + 11, teal, 0.8);
      return y + 16;
    };
    cv.addPage();
    cv.rect(0, 0, 612, 8, { fill: teal });
    cv.doc.save().circle(58, 44, 19).fill(teal).restore();
    cv.doc.save().moveTo(44, 50).lineTo(58, 30).lineTo(72, 50).closePath().fill('#fff').restore();
    cv.doc.save().moveTo(40, 54).bezierCurveTo(50, 50, 66, 58, 76, 52).lineWidth(1.6).stroke('#fff').restore();
    cv.text('HARBOR POINT', 86, 28, { size: 18, font: 'Helvetica-Bold', color: teal });
    cv.text('FUNDING GROUP', 87, 48, { size: 9, font: 'Helvetica', color: '#333' });
    cv.text('Small Business Funding Application', 360, 26, { size: 11, font: 'Helvetica-Bold' });
    cv.fixed('broker.phone', `Questions? ${phone(rng)}  |  deals@harborpointfg.com`, 360, 42, { size: 7 });
    cv.text('Please complete all fields. Incomplete applications delay funding.', 360, 53, { size: 6.5, font: 'Helvetica-Oblique', color: '#666' });
    let yl = head('BUSINESS PROFILE', L, 78, CW);
    let yr = head('FUNDING REQUEST', RX, 78, CW);
    yl = field('Legal Business Name', 'legal_name', m.legal, L, yl, CW);
    yl = field('Doing Business As (DBA)', 'trade_name', m.dba, L, yl, CW);
    field('Entity Type', 'type_of_entity', m.entityText, L, yl, 124);
    yl = field('State of Formation', 'state_of_incorporation', m.stateOfInc, L + 134, yl, 124, { decoy: true });
    field('Federal Tax ID', 'business_tax_id', m.tax.printed, L, yl, 124);
    const startText = fmtDate(m.start, rng);
    t.business_start_date = m.start;
    yl = field('Business Start Date', 'business_start_date', startText, L + 134, yl, 124);
    const addrOne = rng.chance(0.5);
    if (addrOne) {
      yl = field('Business Address (Street, City, State, Zip)', 'state_region', `${m.addr.street}, ${cityLine(m.addr)}`, L, yl, CW);
    } else {
      yl = field('Business Street Address', 'business_address', m.addr.street, L, yl, CW);
      yl = field('City / State / Zip', 'state_region', cityLine(m.addr), L, yl, CW);
    }
    field('Business Phone', 'business_phone', m.phone, L, yl, 124);
    yl = field('Employees', '', String(m.employees), L + 134, yl, 124);
    yl = field('Business Email', 'business_email', m.email, L, yl, CW);
    yl = field('Industry / Description of Business', 'industry', m.business.text, L, yl, CW);
    field(m.own ? 'Property Owned - Mortgage Holder' : 'Landlord / Property Manager', 'landlord.name', m.landlord.name, L, yl, 164, { decoy: true });
    yl = field('Landlord Phone', 'landlord.phone', m.landlord.phone, L + 170, yl, 88, { decoy: true });

    field('Requested Funding Amount', 'requested_amount', fmtMoney(m.amount, rng), RX, yr, 124);
    yr = field('Use of Proceeds', '', m.use, RX + 134, yr, 124);
    const showTerms = !!m.terms && rng.chance(0.6);
    if (showTerms) terms(cv, t, m);
    field('Proposed Payment', 'requested_payment', showTerms ? fmtMoney(m.terms!.payment, rng) : '', RX, yr, 80);
    field('Frequency', 'payment_frequency', showTerms ? fmtFreq(m.terms!.freq, rng) : '', RX + 88, yr, 80);
    yr = field('No. of Payments', 'number_of_payments', showTerms ? String(m.terms!.n) : '', RX + 176, yr, 82);
    field('Monthly Revenue', '', fmtMoney(m.monthly, rng), RX, yr, 124);
    yr = field('Monthly Card Volume', '', fmtMoney(Math.round(m.monthly * 0.4), rng), RX + 134, yr, 124);
    yr = head('BANK INFORMATION', RX, yr + 4, CW);
    yr = field('Bank Name', 'bank.name', m.bank.name, RX, yr, CW, { decoy: true });
    field('Routing Number', 'bank.routing', m.bank.routing, RX, yr, 124, { decoy: true });
    yr = field('Account Number', 'bank.account', m.bank.account, RX + 134, yr, 124, { decoy: true });
    yr = head('CURRENT ADVANCES / LOANS', RX, yr + 4, CW);
    for (let r = 0; r < 2; r++) {
      const a = m.advances[r];
      field('Funder', a ? `advance[${r}].funder` : '', a?.funder ?? '', RX, yr, 110, { decoy: true, field: `Funder ${r + 1}` });
      field('Balance', a ? `advance[${r}].balance` : '', a ? plainMoney(a.balance) : '', RX + 116, yr, 68, { decoy: true, field: `Funder ${r + 1} Balance` });
      yr = field('Payment', a ? `advance[${r}].payment` : '', a ? `${plainMoney(a.payment)}/${a.freq === 'Daily' ? 'day' : 'wk'}` : '', RX + 190, yr, 68, { decoy: true, field: `Funder ${r + 1} Payment` });
    }
    yr = head('SUBMITTED BY (ISO)', RX, yr + 4, CW);
    field('ISO / Agent Name', 'iso_rep.name', m.rep.name, RX, yr, 124, { decoy: true });
    yr = field('Agent Phone', 'iso_rep.phone', m.rep.phone, RX + 134, yr, 124, { decoy: true });

    const y = Math.max(yl, yr) + 6;
    const ownerCol = (i: number, o: Owner, x: number, y0: number): number => {
      let yy = head(`OWNER ${i + 1}${i === 0 ? ' (PRIMARY GUARANTOR)' : ''}`, x, y0, CW);
      const tax = ownerTaxText(o, rng);
      yy = field('Full Name', `applicants[${i}].name`, nameText(o, false, rng), x, yy, CW, { field: `Owner ${i + 1} Full Name` });
      field('Title', `applicants[${i}].role`, o.title, x, yy, 124, { field: `Owner ${i + 1} Title` });
      yy = field('Ownership %', `applicants[${i}].ownership`, fmtPct(o.pct, rng), x + 134, yy, 124, { field: `Owner ${i + 1} Ownership` });
      field('SSN', `applicants[${i}].tax_id`, tax, x, yy, 124, { field: `Owner ${i + 1} SSN` });
      yy = field('Date of Birth', `applicants[${i}].date_of_birth`, fmtDate(o.dob, rng, false), x + 134, yy, 124, { field: `Owner ${i + 1} DOB` });
      yy = field('Home Address', `applicants[${i}].home_address`, `${o.home.street}, ${cityLine(o.home)}`, x, yy, CW, { decoy: true, field: `Owner ${i + 1} Home` });
      t.applicants.push(applicant(o, tax, { credit: false, dob: true }));
      return yy;
    };
    const yo = Math.max(ownerCol(0, m.owners[0]!, L, y), m.owners[1] ? ownerCol(1, m.owners[1], RX, y) : y);
    const sig = (y0: number, owners: Owner[], page: number): void => {
      cv.text(AUTH.replaceAll('{B}', 'Harbor Point Funding Group'), L, y0, { size: 5.9, width: 540, align: 'justify' });
      const sy = y0 + 62;
      owners.forEach((o, k) => {
        const sx = k % 2 ? RX : L;
        const yy = sy + Math.floor(k / 2) * 40;
        cv.line(sx, yy + 20, sx + 170, yy + 20);
        cv.signature(`${o.first} ${o.last}`, sx, yy + 18, 170);
        cv.text(`Owner ${page === 1 ? k + 1 : 3} Signature`, sx, yy + 23, { size: 6 });
        cv.line(sx + 180, yy + 20, sx + CW, yy + 20);
        cv.text('Date', sx + 180, yy + 23, { size: 6 });
      });
    };
    if (m.owners.length <= 2) {
      sig(yo + 10, m.owners, 1);
      cv.text('HPFG-APP 2024.2', L, 772, { size: 6, color: '#999' });
    } else {
      sig(yo + 10, m.owners.slice(0, 2), 1);
      cv.text('HPFG-APP 2024.2  -  page 1 of 2', L, 772, { size: 6, color: '#999' });
      cv.addPage();
      cv.rect(0, 0, 612, 8, { fill: teal });
      cv.text('HARBOR POINT FUNDING GROUP - Additional Owner', L, 24, { size: 10, font: 'Helvetica-Bold', color: teal });
      const y2 = ownerCol(2, m.owners[2]!, L, 48);
      sig(y2 + 10, [m.owners[2]!], 2);
      cv.text('HPFG-APP 2024.2  -  page 2 of 2', L, 772, { size: 6, color: '#999' });
    }
    return t;
  },
};

// ================================================================================================================
// D. Keystone Advance Brokers: "Label: value" business block, a table of owners (Last, First), positions table.
// ================================================================================================================
const keystone: Layout = {
  broker: 'Keystone Advance Brokers', maxOwners: 4, valueFont: 'Courier',
  draw(cv, m, rng) {
    const t = baseTruth(m);
    const orange = '#d9661f';
    const X = 30;
    const R = 582;
    const kv = (label: string, key: string, value: string, x: number, y: number, w: number, lw: number, o: { decoy?: boolean; field?: string } = {}): void => {
      cv.text(label, x, y + 4, { size: 7.2, font: 'Helvetica-Bold' });
      cv.line(x + lw, y + 14, x + w - 6, y + 14, '#999', 0.5, 1);
      cv.value(key, value, x + lw, y, w - lw - 6, 14, { field: o.field ?? label.replace(/[:#]/g, '').trim(), decoy: o.decoy });
    };
    const band = (s: string, y: number): number => {
      cv.rect(X, y, R - X, 12, { fill: '#222' });
      cv.rect(X, y, 6, 12, { fill: orange });
      cv.text(s, X + 10, y + 3, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' });
      return y + 16;
    };
    cv.addPage();
    cv.rect(0, 0, 612, 58, { fill: '#1d1d1d' });
    cv.doc.save().polygon([36, 14], [62, 14], [58, 46], [40, 46]).fill(orange).restore();
    cv.doc.save().polygon([44, 20], [54, 20], [52, 40], [46, 40]).fill('#1d1d1d').restore();
    cv.text('KEYSTONE', 72, 14, { size: 20, font: 'Helvetica-Bold', color: '#fff' });
    cv.text('ADVANCE BROKERS', 73, 37, { size: 8.5, font: 'Helvetica-Bold', color: orange });
    cv.text('APPLICATION FOR BUSINESS FUNDING', 330, 14, { size: 10, font: 'Helvetica-Bold', color: '#fff' });
    cv.fixed('broker.phone', `Office ${phone(rng)}  -  Fax ${phone(rng)}`, 330, 30, { size: 7, color: '#ddd' });
    cv.fixed('broker.address', '45 Liberty Blvd, Ste 200, Malvern, PA 19355', 330, 41, { size: 7, color: '#ddd' });
    cv.text('Office use - Deal #', 420, 64, { size: 6.5, color: '#777' });
    cv.value('deal_number', `KAB-${rng.digits(6)}`, 486, 60, 96, 12, { decoy: true, field: 'Deal Number', size: 7.5 });
    let y = band('MERCHANT INFORMATION', 78);
    const half = (R - X) / 2;
    kv('Legal Name:', 'legal_name', m.legal, X, y, R - X, 66); y += 17;
    kv('DBA:', 'trade_name', m.dba, X, y, half, 66);
    kv('Tax ID (EIN/SSN):', 'business_tax_id', m.tax.printed, X + half, y, half, 80); y += 17;
    kv('Address:', 'business_address', m.addr.street, X, y, half, 66);
    kv('City/State/Zip:', 'state_region', cityLine(m.addr), X + half, y, half, 80); y += 17;
    kv('Phone:', 'business_phone', m.phone, X, y, half * 0.55, 66);
    kv('Email:', 'business_email', m.email, X + half * 0.55, y, half * 1.45, 30); y += 17;
    const st = fmtDate(m.start, rng);
    kv('Date Established:', 'business_start_date', st, X, y, half, 80);
    t.business_start_date = m.start;
    kv('Incorporated in (state):', 'state_of_incorporation', m.stateOfInc, X + half, y, half, 100, { decoy: true }); y += 17;
    kv('Industry:', 'industry', m.business.text, X, y, half, 66);
    kv('Website:', 'website', m.website, X + half, y, half, 80); y += 19;
    cv.text('Business Structure:', X, y + 1, { size: 7.2, font: 'Helvetica-Bold' });
    entityBoxes(cv, m, ENTITY_BOXES_D, X + 84, y, R - 6, 7.5, 7.2);
    y += 16;
    kv(m.own ? 'Mortgage Lender:' : 'Landlord:', 'landlord.name', m.landlord.name, X, y, half, 80, { decoy: true });
    kv('Landlord Contact #:', 'landlord.phone', m.landlord.phone, X + half, y, half, 90, { decoy: true }); y += 22;
    y = band('FUNDING REQUEST & PROPOSED TERMS', y);
    kv('Amount Requested:', 'requested_amount', fmtMoney(m.amount, rng), X, y, half * 0.8, 84);
    kv('Gross Monthly Sales:', '', fmtMoney(m.monthly, rng), X + half * 0.8, y, half * 0.6, 90);
    kv('Use:', '', m.use, X + half * 1.4, y, half * 0.6, 24); y += 17;
    if (m.terms) terms(cv, t, m);
    kv('Proposed Payment:', 'requested_payment', m.terms ? fmtMoney(m.terms.payment, rng) : '', X, y, half * 0.8, 84);
    kv('Frequency:', 'payment_frequency', m.terms ? fmtFreq(m.terms.freq, rng) : '', X + half * 0.8, y, half * 0.6, 52);
    kv('Term (# pmts):', 'number_of_payments', m.terms ? String(m.terms.n) : '', X + half * 1.4, y, half * 0.6, 64); y += 22;
    y = band('OWNERS / GUARANTORS (list all owners with 20% or more; print name LAST, FIRST)', y);
    const cols: [string, number][] = [['Name (Last, First M.)', 128], ['Title', 66], ['Own %', 38], ['SSN', 70], ['DOB', 62], ['Home Address', 150], ['FICO', 38]];
    let cx = X;
    for (const [h, w] of cols) { cv.rect(cx, y, w, 13, { fill: '#f3d6c2', stroke: '#000', lw: 0.5 }); cv.text(h, cx + 2.5, y + 3.5, { size: 6.3, font: 'Helvetica-Bold' }); cx += w; }
    y += 13;
    for (let r = 0; r < 4; r++) {
      const o = m.owners[r];
      const tax = o ? ownerTaxText(o, rng) : '';
      const vals = o ? [nameText(o, true, rng), o.title, fmtPct(o.pct, rng), tax, fmtDate(o.dob, rng, false), `${o.home.street}, ${o.home.city} ${o.home.state}`, o.credit ? String(o.credit) : ''] : ['', '', '', '', '', '', ''];
      const keys = ['name', 'role', 'ownership', 'tax_id', 'date_of_birth', 'home_address', 'credit_score'];
      cx = X;
      cols.forEach(([h, w], c) => {
        cv.rect(cx, y, w, 18, { lw: 0.5 });
        cv.value(o ? `applicants[${r}].${keys[c]}` : '', vals[c]!, cx, y + 1, w, 16, { field: `Owner ${r + 1} ${h.split(' ')[0]}`, decoy: c === 5, size: 7.5 });
        cx += w;
      });
      if (o) t.applicants.push(applicant(o, tax, { credit: true, dob: true }));
      y += 18;
    }
    y += 8;
    y = band('EXISTING POSITIONS (MCA / loans currently open)', y);
    const pc: [string, number][] = [['Funder', 170], ['Funded Date', 80], ['Orig. Amount', 90], ['Balance', 90], ['Payment', 122]];
    cx = X;
    for (const [h, w] of pc) { cv.rect(cx, y, w, 12, { fill: '#eee', stroke: '#000', lw: 0.5 }); cv.text(h, cx + 2.5, y + 3, { size: 6.3, font: 'Helvetica-Bold' }); cx += w; }
    y += 12;
    for (let r = 0; r < 3; r++) {
      const a = m.advances[r];
      const vals = a ? [a.funder, fmtDate(`2024-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, rng), plainMoney(Math.round(a.balance * 1.6 / 100) * 100), plainMoney(a.balance), `${plainMoney(a.payment)} ${a.freq}`] : ['', '', '', '', ''];
      cx = X;
      pc.forEach(([h, w], c) => { cv.rect(cx, y, w, 15, { lw: 0.5 }); cv.value(a ? `advance[${r}].${h}` : '', vals[c]!, cx, y, w, 15, { decoy: true, field: `Position ${r + 1} ${h}`, size: 7.5 }); cx += w; });
      y += 15;
    }
    y += 8;
    y = band('DEPOSIT ACCOUNT', y);
    kv('Bank:', 'bank.name', m.bank.name, X, y, 190, 30, { decoy: true });
    kv('Routing:', 'bank.routing', m.bank.routing, X + 190, y, 160, 40, { decoy: true });
    kv('Account:', 'bank.account', m.bank.account, X + 350, y, R - X - 350, 40, { decoy: true }); y += 20;
    y += 6;
    y = band('TRADE / SUPPLIER REFERENCES', y);
    for (let r = 0; r < 3; r++) {
      const ref = m.refs[r]!;
      kv(`${r + 1}. Company:`, `trade_ref[${r}].name`, ref.name, X, y, 230, 56, { decoy: true, field: `Reference ${r + 1} Company` });
      kv('Contact:', `trade_ref[${r}].contact`, ref.contact, X + 230, y, 170, 40, { decoy: true, field: `Reference ${r + 1} Contact` });
      kv('Phone:', `trade_ref[${r}].phone`, ref.phone, X + 400, y, R - X - 400, 34, { decoy: true, field: `Reference ${r + 1} Phone` }); y += 18;
    }
    y += 8;
    y = band('ISO / SALES REPRESENTATIVE', y);
    const rep2 = person(rng);
    kv('Rep Name:', 'iso_rep.name', m.rep.name, X, y, 200, 48, { decoy: true });
    kv('Rep Phone:', 'iso_rep.phone', m.rep.phone, X + 200, y, 160, 50, { decoy: true });
    kv('Manager:', 'iso_rep.manager', `${rep2.first} ${rep2.last}`, X + 360, y, R - X - 360, 44, { decoy: true }); y += 26;
    cv.text('Keystone Advance Brokers - KAB Form 11 (rev. 03/24)                                                      Page 1 of 2', X, 772, { size: 6, color: '#888' });

    cv.addPage();
    cv.rect(0, 0, 612, 22, { fill: '#1d1d1d' });
    cv.text('KEYSTONE ADVANCE BROKERS', X, 7, { size: 8, font: 'Helvetica-Bold', color: orange });
    y = 36;
    y = band('AUTHORIZATION, CONSENT AND SIGNATURES', y);
    cv.text(AUTH.replaceAll('{B}', 'Keystone Advance Brokers'), X, y + 2, { size: 7, width: R - X, align: 'justify', lineGap: 1 });
    cv.text('Each owner signing below personally certifies the accuracy of the information on page 1 of this application.', X, y + 92, { size: 7, font: 'Helvetica-Oblique' });
    y += 112;
    m.owners.forEach((o, i) => {
      cv.text(`Owner ${i + 1}:`, X, y + 14, { size: 7.5, font: 'Helvetica-Bold' });
      cv.line(X + 44, y + 22, X + 230, y + 22);
      cv.signature(`${o.first} ${o.last}`, X + 44, y + 20, 180);
      cv.text('Signature', X + 44, y + 25, { size: 6 });
      cv.line(X + 244, y + 22, X + 420, y + 22);
      cv.text('Printed Name', X + 244, y + 25, { size: 6 });
      cv.line(X + 434, y + 22, R, y + 22);
      cv.text('Date', X + 434, y + 25, { size: 6 });
      y += 40;
    });
    cv.text('Keystone Advance Brokers - KAB Form 11 (rev. 03/24)                                                      Page 2 of 2', X, 772, { size: 6, color: '#888' });
    return t;
  },
};

export const LAYOUTS: Record<string, Layout> = {
  'bluestone-grid': bluestone,
  'meridian-lines': meridian,
  'harbor-two-column': harbor,
  'keystone-owner-table': keystone,
};

// Harbor Line Capital Advisors (US, dot leaders) and Northbridge Merchant Funding (Canada, numbered questions).
import type { Merchant } from './data.ts';
import * as F from './fields.ts';
import type { Sheet } from './sheet.ts';

const US_BOXES = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit'];

function band(s: Sheet, title: string, y: number, fill: string, color: string, font: string): void {
  s.rect(36, y, 540, 14, fill, null);
  s.text(title, 40, y + 3, 9, font, color);
}

/** Harbor Line: one page, Times, every label joined to its value by a dot leader. */
export function harbor(s: Sheet, m: Merchant): void {
  s.newPage();
  s.rect(0, 0, 612, 58, '#12355b', null);
  s.text('HARBOR LINE CAPITAL ADVISORS', 36, 16, 17, 'Times-Bold', '#ffffff');
  s.text('Small Business Funding Application  -  Portland, Maine  -  (207) 555-0190  -  apps@harborlinecap.com', 36, 38, 9, 'Times-Italic', '#dfe7f0');
  const L = 36, M = 300, R = 312, E = 576, h = 18.5;
  let y = 66;
  s.row('Submitted by (ISO Rep)', 'iso', m.iso.name, {}, L, y, M);
  s.row('Rep Phone', 'iso_phone', m.iso.phone, {}, R, y, E);
  y += 22; band(s, 'SECTION 1  -  BUSINESS INFORMATION', y, '#dce6f0', '#12355b', 'Times-Bold'); y += 20;
  s.row('Legal Name of Business', 'legal_name', m.legal, F.fLegal(m), L, y, E, { vx: 180 }); y += h;
  s.row('DBA / Trade Name', 'dba', m.dba ?? m.dbaBlank, m.dba ? F.fDba(m) : {}, L, y, E, { vx: 180 }); y += h;
  let x = s.text('Entity Type:', L, y + 1) + 8;
  for (const b of US_BOXES) x = s.check('entity', b, x, y, m.entity.box === b, m.entity.box === b ? F.fEntity(m) : {});
  const other = m.entity.box === null;
  x = s.check('entity_other', 'Other:', x, y, other);
  if (other) s.value('entity', 'Other', m.entity.text, x - 6, y, E - x, F.fEntity(m));
  s.line(x - 6, y + 11, E, y + 11, 0.4); y += h;
  s.row(m.tax.label === 'SSN' ? 'Federal Tax ID / SSN' : 'Federal Tax ID (EIN)', 'tax_id', m.tax.text, F.fTax(m), L, y, M, { vx: 146 });
  s.row('State of Incorporation', 'inc_state', m.incState, {}, R, y, E); y += h;
  s.row('Business Start Date', 'start', m.start?.text ?? null, m.start ? F.fStart(m) : {}, L, y, M, { vx: 146 });
  s.row('Years in Business', 'years', m.years, {}, R, y, E); y += h;
  s.row('Physical Address (no P.O. Box)', 'street', m.street, {}, L, y, E, { vx: 180 }); y += h;
  s.row('City', 'city', m.city, {}, L, y, 250);
  s.row('State', 'state', m.state.text, F.fState(m), 262, y, 430);
  s.row('Zip', 'zip', m.zip, {}, 442, y, E); y += h;
  s.row('Business Phone', 'phone', m.phone, {}, L, y, M, { vx: 146 });
  s.row('E-mail', 'email', m.email, {}, R, y, E); y += h;
  s.row('Type of Business', 'industry', m.industry.text, F.fIndustry(m), L, y, M, { vx: 146 });
  s.row('Website', 'web', m.web, {}, R, y, E); y += h;
  x = s.text('Business location is:', L, y + 1) + 8;
  x = s.check('own', 'Owned', x, y, !m.landlord);
  s.check('rent', 'Rented', x, y, !!m.landlord);
  s.row('Monthly Rent / Mortgage', 'rent', m.landlord?.rent ?? null, {}, R, y, E); y += h;
  s.row('Landlord / Mortgage Holder', 'landlord', m.landlord?.name ?? null, {}, L, y, M, { vx: 160 });
  s.row('Landlord Phone', 'landlord_phone', m.landlord?.phone ?? null, {}, R, y, E); y += 24;
  band(s, 'SECTION 2  -  FUNDING REQUEST', y, '#dce6f0', '#12355b', 'Times-Bold'); y += 20;
  s.row('Amount Requested', 'amount', m.amount.text, F.fAmount(m), L, y, M, { vx: 146 });
  s.row('Use of Funds', 'use', m.use, {}, R, y, E); y += h;
  s.row('Average Monthly Sales', 'sales', m.sales, {}, L, y, M, { vx: 146 });
  s.row('Gross Annual Revenue', 'revenue', m.revenue, {}, R, y, E); y += 24;
  band(s, 'SECTION 3  -  OWNER / OFFICER INFORMATION (all owners of 20% or more)', y, '#dce6f0', '#12355b', 'Times-Bold'); y += 20;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], x0 = i === 0 ? L : R, x1 = i === 0 ? M : E;
    let yy = y;
    const r = (label: string, key: string, text: string | null | undefined, f: Record<string, string | number | null>) => {
      s.row(label, `owner${i}.${key}`, text ?? null, text ? f : {}, x0, yy, x1, { vx: x0 + 92 }); yy += h;
    };
    r(`Owner ${i + 1} Name`, 'name', o?.name, o ? F.fName(m, i) : {});
    r('Title', 'role', o?.role, o ? F.fRole(m, i) : {});
    r('Ownership %', 'pct', o?.pct.text, o ? F.fPct(m, i) : {});
    r('SSN', 'ssn', o?.tax?.text, o?.tax ? F.fOwnerTax(m, i) : {});
    r('Date of Birth', 'dob', o?.dob?.text, o?.dob ? F.fDob(m, i) : {});
    r('Home Address', 'home', o ? `${o.home}, ${o.homeState}` : null, {});
    r('Credit Score (est.)', 'score', o?.score?.text, o?.score ? F.fScore(m, i) : {});
  }
  y += 7 * h + 6;
  band(s, 'SECTION 4  -  EXISTING ADVANCES / BUSINESS LOANS', y, '#dce6f0', '#12355b', 'Times-Bold'); y += 20;
  x = s.text('Does the business have any open cash advances or business loans?', L, y + 1) + 8;
  x = s.check('adv_yes', 'Yes', x, y, m.advances.length > 0);
  s.check('adv_no', 'No', x, y, m.advances.length === 0); y += h;
  for (let k = 0; k < 2; k++) {
    const a = m.advances[k];
    s.row('Funder / Lender', `adv${k}.funder`, a?.funder ?? null, {}, L, y, 262);
    s.row('Balance', `adv${k}.balance`, a?.balance ?? null, {}, 274, y, 424);
    s.row('Payment', `adv${k}.payment`, a?.payment ?? null, {}, 436, y, E); y += h;
  }
  y += 6; band(s, 'SECTION 5  -  BUSINESS BANK ACCOUNT', y, '#dce6f0', '#12355b', 'Times-Bold'); y += 20;
  s.row('Bank', 'bank', m.bank.name, {}, L, y, 222);
  s.row('Routing No.', 'routing', m.bank.routing, {}, 234, y, 400);
  s.row('Account No.', 'account', m.bank.account, {}, 412, y, E); y += 24;
  s.doc.font('Times-Roman').fontSize(7).fillColor('#333333').text('By signing below, each owner certifies that the information above is true and complete and authorizes Harbor Line Capital Advisors ' +
    'and its funding partners to obtain consumer and business credit reports, verify bank statements and contact the references, landlord and creditors named herein.', L, y, { width: 540 });
  y += 30;
  s.text('Owner Signature', L, y + 1); s.line(110, y + 11, 330, y + 11, 0.5);
  s.row('Date', 'sign_date', '10/28/2025', {}, 350, y, E);
}

function q(s: Sheet, n: string, label: string, key: string, text: string | null, f: Record<string, string | number | null>, x: number, y: number, w: number): void {
  s.text(n, x, y, 8, 'Helvetica-Bold', '#b71c1c');
  s.text(label, x + 20, y, 8);
  s.line(x + 20, y + 25, x + w, y + 25, 0.5, '#777777');
  if (text) s.value(key, `${n} ${label}`, text, x + 24, y + 12, w - 28, f, 10);
}

/** Northbridge: Canadian, two pages, numbered questions with the answer on a rule under each question. */
export function northbridge(s: Sheet, m: Merchant): void {
  s.newPage();
  s.rect(0, 0, 14, 792, '#b71c1c', null);
  s.text('NORTHBRIDGE MERCHANT FUNDING INC.', 36, 26, 15, 'Helvetica-Bold', '#b71c1c');
  s.text('Business Cash Advance Application  /  Demande d\'avance de fonds commerciale', 36, 45, 9, 'Helvetica-Oblique', '#333333');
  s.text('Mississauga, Ontario  -  1-888-555-0147', 400, 28, 8, 'Helvetica', '#555555');
  s.text('Broker file no.', 400, 42, 8); s.value('file_no', 'Broker file no.', `NB-${m.bank.account.slice(0, 5)}`, 462, 40, 110, {}, 9);
  const L = 36, R = 314, w = 262, W = 540, sec = (t: string, y: number) => band(s, t, y, '#b71c1c', '#ffffff', 'Helvetica-Bold');
  let y = 66;
  sec('PART A  -  THE BUSINESS', y); y += 20;
  q(s, '1.', 'Legal name of business (as registered)', 'legal_name', m.legal, F.fLegal(m), L, y, W); y += 32;
  s.text('2.', L, y, 8, 'Helvetica-Bold', '#b71c1c');
  let x = s.text('Does the business operate under another name?', L + 20, y, 8) + 8;
  x = s.check('dba_yes', 'Yes', x, y - 1, !!m.dba, {}, 8); s.check('dba_no', 'No', x, y - 1, !m.dba, {}, 8);
  q(s, '2a.', 'If yes, operating name (O/A)', 'dba', m.dba, F.fDba(m), R, y, w); y += 32;
  q(s, '3.', 'Business Number (BN) and program account', 'tax_id', m.tax.text, F.fTax(m), L, y, w);
  q(s, '4.', 'Legal structure (corporation, partnership ...)', 'entity', m.entity.text, F.fEntity(m), R, y, w); y += 32;
  q(s, '5.', 'Nature of business', 'industry', m.industry.text, F.fIndustry(m), L, y, w);
  q(s, '6.', 'Date business started', 'start', m.start?.text ?? null, m.start ? F.fStart(m) : {}, R, y, 150);
  q(s, '6a.', 'Years operating', 'years', m.years, {}, R + 160, y, w - 160); y += 32;
  q(s, '7.', 'Street address of the business', 'street', m.street, {}, L, y, W); y += 32;
  q(s, '7a.', 'City', 'city', m.city, {}, L, y, 170);
  q(s, '7b.', 'Province', 'state', m.state.text, F.fState(m), L + 180, y, 170);
  q(s, '7c.', 'Postal code', 'zip', m.zip, {}, L + 360, y, 180); y += 32;
  q(s, '8.', 'Telephone', 'phone', m.phone, {}, L, y, w);
  q(s, '9.', 'E-mail', 'email', m.email, {}, R, y, w); y += 32;
  q(s, '10.', 'Jurisdiction of incorporation', 'inc_state', m.incState, {}, L, y, w); y += 38;
  sec('PART B  -  FINANCING REQUESTED', y); y += 20;
  q(s, '11.', 'Amount requested (CAD)', 'amount', m.amount.text, F.fAmount(m), L, y, w);
  q(s, '12.', 'Use of funds', 'use', m.use, {}, R, y, w); y += 32;
  q(s, '13.', 'Proposed payment', 'payment', m.payment.text, F.fPayment(m), L, y, 170);
  q(s, '13a.', 'Number of payments', 'npay', m.npay.text, F.fNpay(m), L + 180, y, 170);
  q(s, '13b.', 'Frequency', 'freq', m.freq.text, F.fFreq(m), L + 360, y, 180); y += 32;
  q(s, '14.', 'Average monthly deposits (last 3 months)', 'sales', m.sales, {}, L, y, w); y += 34;
  s.text('15.', L, y, 8, 'Helvetica-Bold', '#b71c1c');
  x = s.text('Does the business have any cash advances, loans or leases outstanding?', L + 20, y, 8) + 8;
  x = s.check('adv_yes', 'Yes', x, y - 1, m.advances.length > 0, {}, 8); s.check('adv_no', 'No', x, y - 1, m.advances.length === 0, {}, 8); y += 16;
  s.text('15a.', L, y, 8, 'Helvetica-Bold', '#b71c1c');
  const cols = [L + 20, 260, 420, 576];
  ['Lender / funder', 'Balance owing', 'Payment'].forEach((t, i) => s.text(t, cols[i]! + 2, y, 7.5, 'Helvetica-Bold'));
  y += 11;
  for (let k = 0; k < 3; k++) {
    const a = m.advances[k];
    s.rect(cols[0]!, y, cols[3]! - cols[0]!, 18, null, '#999999', 0.4);
    for (const c of [cols[1]!, cols[2]!]) s.line(c, y, c, y + 18, 0.4, '#999999');
    if (a) {
      s.value(`adv${k}.funder`, 'Lender', a.funder, cols[0]! + 4, y + 4, cols[1]! - cols[0]! - 8, {}, 9);
      s.value(`adv${k}.balance`, 'Balance', a.balance, cols[1]! + 4, y + 4, cols[2]! - cols[1]! - 8, {}, 9);
      s.value(`adv${k}.payment`, 'Payment', a.payment, cols[2]! + 4, y + 4, cols[3]! - cols[2]! - 8, {}, 9);
    }
    y += 18;
  }
  s.newPage();
  s.rect(0, 0, 14, 792, '#b71c1c', null);
  s.text('Northbridge Merchant Funding Inc.  -  Application, page 2 of 2', 36, 26, 9, 'Helvetica-Bold', '#b71c1c');
  y = 46; sec('PART C  -  PRINCIPALS (each owner of 20% or more)', y); y += 20;
  const c1 = 216, c2 = 396;
  s.text('Owner 1', c1 + 6, y, 8, 'Helvetica-Bold'); s.text('Owner 2', c2 + 6, y, 8, 'Helvetica-Bold'); y += 12;
  const rows: [string, string, string, (i: number) => [string | null, Record<string, string | number | null>]][] = [
    ['16.', 'Full legal name', 'name', (i) => [m.owners[i]?.name ?? null, F.fName(m, i)]],
    ['17.', 'Title / position', 'role', (i) => [m.owners[i]?.role ?? null, F.fRole(m, i)]],
    ['18.', 'Ownership %', 'pct', (i) => [m.owners[i]?.pct.text ?? null, F.fPct(m, i)]],
    ['19.', 'SIN (optional)', 'sin', (i) => [m.owners[i]?.tax?.text ?? null, m.owners[i]?.tax ? F.fOwnerTax(m, i) : {}]],
    ['20.', 'Date of birth', 'dob', (i) => [m.owners[i]?.dob?.text ?? null, m.owners[i]?.dob ? F.fDob(m, i) : {}]],
    ['21.', 'Home address', 'home', (i) => [m.owners[i] ? `${m.owners[i]!.home}, ${m.owners[i]!.homeState}` : null, {}]],
    ['22.', 'Credit score (if known)', 'score', (i) => [m.owners[i]?.score?.text ?? null, m.owners[i]?.score ? F.fScore(m, i) : {}]],
  ];
  for (const [n, label, key, get] of rows) {
    s.rect(L, y, 540, 22, null, '#999999', 0.4); s.line(c1, y, c1, y + 22, 0.4, '#999999'); s.line(c2, y, c2, y + 22, 0.4, '#999999');
    s.text(n, L + 4, y + 7, 8, 'Helvetica-Bold', '#b71c1c'); s.text(label, L + 24, y + 7, 8);
    for (let i = 0; i < 2; i++) {
      const [t, f] = get(i);
      if (t) s.value(`owner${i}.${key}`, `${n} ${label}`, t, (i ? c2 : c1) + 5, y + 6, 170, f, 10);
    }
    y += 22;
  }
  y += 12; sec('PART D  -  PREMISES, BANKING AND REFERENCES', y); y += 20;
  s.text('23.', L, y, 8, 'Helvetica-Bold', '#b71c1c');
  x = s.text('Premises are:', L + 20, y, 8) + 8;
  x = s.check('own', 'Owned', x, y - 1, !m.landlord, {}, 8); s.check('rent', 'Leased', x, y - 1, !!m.landlord, {}, 8); y += 16;
  q(s, '23a.', 'Landlord name and telephone', 'landlord', m.landlord ? `${m.landlord.name}  ${m.landlord.phone}` : null, {}, L, y, w);
  q(s, '23b.', 'Monthly rent', 'rent', m.landlord?.rent ?? null, {}, R, y, w); y += 32;
  q(s, '24.', 'Financial institution', 'bank', m.bank.name, {}, L, y, 170);
  q(s, '25.', 'Transit / institution no.', 'routing', m.bank.routing, {}, L + 180, y, 170);
  q(s, '26.', 'Account no.', 'account', m.bank.account, {}, L + 360, y, 180); y += 32;
  q(s, '27.', 'Trade reference 1 (name, telephone)', 'ref0', `${m.refs[0]!.name}  ${m.refs[0]!.phone}`, {}, L, y, w);
  q(s, '28.', 'Trade reference 2 (name, telephone)', 'ref1', `${m.refs[1]!.name}  ${m.refs[1]!.phone}`, {}, R, y, w); y += 32;
  q(s, '29.', 'Referred by (ISO / agent)', 'iso', m.iso.name, {}, L, y, w); y += 40;
  sec('PART E  -  CONSENT (PIPEDA)', y); y += 20;
  s.doc.font('Helvetica').fontSize(7).fillColor('#333333').text('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each principal consents to ' +
    'Northbridge Merchant Funding Inc. and its funding partners collecting, using and disclosing the personal information above, including obtaining credit ' +
    'reports from Equifax Canada and TransUnion Canada, to assess this application.', L, y, { width: 540 });
  y += 40;
  s.text('Signature of principal', L, y, 8); s.line(130, y + 10, 340, y + 10, 0.5);
  s.text('Date', 360, y, 8); s.value('sign_date', 'Date', '2025-10-28', 390, y - 2, 120, {}, 10);
}

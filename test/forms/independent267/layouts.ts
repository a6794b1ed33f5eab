// The five invented brokers' and funders' forms of set 267: older and typewriter-style layouts.
import type { GenOptions, Merchant, Owner } from './data.ts';
import type { Paths, Sheet } from './draw.ts';

export interface Layout { name: string; broker: string; gen: GenOptions; draw: (s: Sheet, m: Merchant) => void }

const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") certify that '
  + 'all information and documents submitted in connection with this application are true, correct and complete. You authorize the '
  + 'funder, its agents and assigns to obtain consumer and business credit reports, to verify the information given, and to contact '
  + 'the references, landlord and financial institutions named herein. This authorization remains in effect while any obligation exists.';
const PIPEDA = 'Consent (PIPEDA): You consent to the collection, use and disclosure of the personal information on this application, '
  + 'including your Social Insurance Number, for the purpose of assessing this request for financing, verifying your identity and '
  + 'obtaining credit reports from Equifax Canada and TransUnion Canada, as permitted by the Personal Information Protection and '
  + 'Electronic Documents Act. You may withdraw consent subject to legal and contractual restrictions.';

// ------------------------------------------------------------------ what each printed value gives
const biz = {
  legal: (m: Merchant): Paths => ({ legal_name: m.legal }),
  dba: (m: Merchant): Paths => (m.dba === null ? {} : { trade_name: m.dba }),
  entity: (m: Merchant): Paths => (m.entityId ? { type_of_entity: m.entityId } : {}),
  industry: (m: Merchant): Paths => (m.industryId ? { industry: m.industryId } : {}),
  tax: (m: Merchant): Paths => (m.tax.id ? { business_tax_id: m.tax.id, business_tax_id_type: m.tax.type, business_tax_id_country: m.tax.country } : {}),
  region: (m: Merchant): Paths => ({ state_region: m.region, country: m.country === 'CA' ? 'Canada' : 'United States' }),
  start: (m: Merchant): Paths => (m.startIso ? { business_start_date: m.startIso } : {}),
  amount: (m: Merchant): Paths => ({ requested_amount: m.amount }),
  payment: (m: Merchant): Paths => (m.payment === null ? {} : { requested_payment: m.payment }),
  n: (m: Merchant): Paths => (m.n === null ? {} : { number_of_payments: m.n }),
  freq: (m: Merchant): Paths => (m.freq === null ? {} : { payment_frequency: m.freq }),
};
const own = {
  name: (i: number, o: Owner): Paths => ({ [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last }),
  role: (i: number, o: Owner): Paths => (o.roleText ? { [`applicants[${i}].role`]: o.roleText } : {}),
  pct: (i: number, o: Owner): Paths => (o.pct === null ? {} : { [`applicants[${i}].ownership`]: o.pct }),
  tax: (i: number, o: Owner): Paths => (o.tax.type ? { [`applicants[${i}].tax_id`]: o.tax.id, [`applicants[${i}].tax_id_type`]: o.tax.type, [`applicants[${i}].tax_id_country`]: o.tax.country } : {}),
  dob: (i: number, o: Owner): Paths => (o.dobIso ? { [`applicants[${i}].date_of_birth`]: o.dobIso } : {}),
  score: (i: number, o: Owner): Paths => (o.score === null ? {} : { [`applicants[${i}].credit_score`]: o.score }),
};
const fullAddress = (m: Merchant) => `${m.street}, ${m.city}, ${m.region} ${m.postal}`;

// ------------------------------------------------------------------ A: dot leaders on a typewriter form
function keystone(s: Sheet, m: Merchant): void {
  const F = 'Courier';
  const VX = 232, R = 576;
  s.label(54, 50, 'KEYSTONE LEDGER FUNDING CO.', { font: 'Courier-Bold', size: 15 });
  s.label(54, 64, '418 Penn Avenue, Reading, Pennsylvania   -   Telephone (610) 555-0144', { font: F, size: 8 });
  s.label(R - 120, 50, 'Form KL-7', { font: F, size: 8, width: 120, align: 'right' });
  s.label(54, 84, 'APPLICATION FOR PURCHASE OF FUTURE RECEIVABLES', { font: 'Courier-Bold', size: 10 });
  s.rule(54, 90, R, 1.2);
  let y = 106;
  const row = (label: string, text: string, paths: Paths = {}, decoy?: string, x = 54, vx = VX, r = R) => {
    const w = s.label(x, y, label, { font: F, size: 9 });
    s.dots(x + w + 2, vx - 3, y, F, 9);
    s.value(vx, y + 1.5, r - vx, text, { paths, ...(decoy ? { decoy } : {}) });
  };
  const head = (t: string) => { y += 6; s.label(54, y, t, { font: 'Courier-Bold', size: 9.5 }); y += 15; };
  head('PART I.  THE BUSINESS');
  row('Legal Name of Business', m.legal, biz.legal(m)); y += 15;
  row('Trade Name (D/B/A)', m.dbaText, biz.dba(m)); y += 15;
  row('Type of Entity', m.entityText, biz.entity(m)); y += 15;
  row('Federal Tax I.D. No. (EIN)', m.taxText, biz.tax(m)); y += 15;
  row('Date Business Started', m.startText, biz.start(m)); y += 15;
  row('State of Incorporation', m.stateOfInc, {}, 'state_of_incorporation'); y += 15;
  row('Business Address', fullAddress(m), biz.region(m)); y += 15;
  row('Telephone', m.phone, {}, 'business_phone', 54, 160, 330);
  row('E-Mail', m.email, {}, 'business_email', 340, 390); y += 15;
  row('Nature of Business', m.industryText, biz.industry(m)); y += 15;
  row('Premises Owned or Rented', m.own, {}, 'own_rent', 54, VX, 330);
  if (m.own === 'Rent') row('Monthly Rent', m.landlord.rent, {}, 'rent', 340, 440);
  y += 15;
  if (m.own === 'Rent') { row('Landlord / Mortgage Holder', `${m.landlord.name}  ${m.landlord.phone}`, {}, 'landlord'); y += 15; }
  head('PART II.  FUNDS REQUESTED');
  row('Amount Requested', m.amountText, biz.amount(m), undefined, 54, VX, 400);
  row('Use', m.useOfFunds, {}, 'use_of_funds', 410, 440); y += 15;
  row('Remittance Amount', m.paymentText, biz.payment(m), undefined, 54, VX, 400);
  row('No. Pmts', m.nText, biz.n(m), undefined, 410, 480); y += 15;
  row('Remittance Frequency', m.freqLabel, biz.freq(m), undefined, 54, VX, 400); y += 15;
  head('PART III.  PRINCIPALS (each owner of 20% or more)');
  m.owners.forEach((o, i) => {
    row(`${i + 1}) Name of Principal`, o.printedName, own.name(i, o)); y += 15;
    row('   Title', o.roleText, own.role(i, o), undefined, 54, 150, 330);
    row('Percent Owned', o.pctText, own.pct(i, o), undefined, 340, 460); y += 15;
    row('   Soc. Sec. No.', o.taxText, own.tax(i, o), undefined, 54, 150, 330);
    row('Date of Birth', o.dobText, own.dob(i, o), undefined, 340, 460); y += 15;
    row('   Home Address', o.home, {}, `owner${i}_home`, 54, 150, 400);
    row('FICO', o.scoreText, own.score(i, o), undefined, 410, 460); y += 17;
  });
  head('PART IV.  BANK');
  row('Depository Bank', m.bank.name, {}, 'bank_name', 54, 160, 330);
  row('ABA Routing', m.bank.routing, {}, 'routing_number', 340, 420); y += 15;
  row('Account No.', m.bank.account, {}, 'account_number', 54, 160, 330);
  row('Referred by', m.iso.name, {}, 'iso_rep', 340, 420); y += 14;
  const py = s.para(54, y, R - 54, AUTH, 6.8, F);
  y = Math.max(py + 24, y + 30);
  m.owners.slice(0, 2).forEach((o, i) => {
    const x = 54 + i * 270;
    s.rule(x, y, x + 240);
    s.label(x, y + 9, `Signature of Principal ${i + 1}                Date`, { font: F, size: 7 });
  });
}

// ------------------------------------------------------------------ B: captions below the rule
function harbor(s: Sheet, m: Merchant): void {
  s.typeFont = 'Courier-Bold';
  s.rect(36, 36, 540, 38, { fill: 0.15 });
  s.label(48, 60, 'HARBOR & MAIN CAPITAL GROUP', { font: 'Times-Bold', size: 17, color: 'white' });
  s.label(404, 52, 'Business Cash Advance', { font: 'Times-Italic', size: 9, color: 'white', width: 160, align: 'right' });
  s.label(404, 64, 'Merchant Application', { font: 'Times-Italic', size: 9, color: 'white', width: 160, align: 'right' });
  const cap = (x: number, y: number, w: number, caption: string, text: string, paths: Paths = {}, decoy?: string) => {
    s.value(x, y, w, text, { paths, ...(decoy ? { decoy } : {}) });
    s.rule(x, y, x + w - 6, 0.5);
    s.label(x, y + 7, caption, { size: 5.8, font: 'Helvetica', color: 0.25 });
  };
  const band = (y: number, t: string) => { s.label(36, y, t, { font: 'Times-Bold', size: 9 }); s.rule(36, y + 3, 576, 0.4, 0.4); };
  let y = 92;
  band(y, 'BUSINESS INFORMATION'); y += 24;
  cap(36, y, 330, 'Business legal name (as shown on tax return)', m.legal, biz.legal(m));
  cap(366, y, 210, 'Doing business as', m.dbaText, biz.dba(m)); y += 26;
  cap(36, y, 260, 'Physical address (no P.O. boxes)', m.street, {}, 'street');
  cap(296, y, 130, 'City', m.city, {}, 'city');
  cap(426, y, 60, 'State', m.region, biz.region(m));
  cap(486, y, 90, 'Zip', m.postal, {}, 'zip'); y += 26;
  cap(36, y, 130, 'Federal Tax ID', m.taxText, biz.tax(m));
  cap(166, y, 110, 'Business start date', m.startText, biz.start(m));
  cap(276, y, 70, 'State of inc.', m.stateOfInc, {}, 'state_of_incorporation');
  cap(346, y, 110, 'Business phone', m.phone, {}, 'business_phone');
  cap(456, y, 120, 'Website', m.website, {}, 'website'); y += 26;
  cap(36, y, 260, 'Type of business / products sold', m.industryText, biz.industry(m));
  cap(296, y, 90, 'No. of employees', m.employees, {}, 'employees');
  cap(386, y, 190, 'Avg. monthly sales', m.monthlySales, {}, 'monthly_sales'); y += 16;
  s.label(36, y + 7, 'Entity:', { size: 7, font: 'Helvetica-Bold' });
  let x = 72;
  const boxes = ['Corporation', 'S Corp', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit'];
  for (const b of boxes) {
    const ticked = m.entityText !== '' && m.entityBox === b;
    x = s.check(x, y, ticked, b, ticked ? { paths: biz.entity(m), name: 'entity' } : { name: 'entity' }) + 10;
  }
  const other = m.entityText !== '' && m.entityBox === null;
  x = s.check(x, y, other, 'Other:', { name: 'entity_other' });
  s.value(x + 3, y + 8, 576 - x - 3, other ? m.entityText : '', other ? { paths: biz.entity(m) } : {});
  s.rule(x + 3, y + 8, 576, 0.4);
  y += 24;
  band(y, 'FUNDING REQUEST'); y += 24;
  cap(36, y, 130, 'Amount requested', m.amountText, biz.amount(m));
  cap(166, y, 130, 'Proposed payment', m.paymentText, biz.payment(m));
  cap(296, y, 90, '# of payments', m.nText, biz.n(m));
  cap(386, y, 190, 'Use of funds', m.useOfFunds, {}, 'use_of_funds'); y += 14;
  s.label(36, y + 7, 'Payment schedule:', { size: 7, font: 'Helvetica-Bold' });
  x = 110;
  for (const [lab, id] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
    const t = m.freq === id;
    x = s.check(x, y, t, lab, t ? { paths: biz.freq(m), name: 'schedule' } : { name: 'schedule' }) + 14;
  }
  y += 26;
  band(y, 'OWNER / OFFICER INFORMATION'); y += 24;
  m.owners.forEach((o, i) => {
    s.label(36, y - 10, `Owner ${i + 1}`, { size: 6.5, font: 'Helvetica-Oblique', color: 0.3 });
    cap(36, y, 230, 'Full name', o.printedName, own.name(i, o));
    cap(266, y, 120, 'Title', o.roleText, own.role(i, o));
    cap(386, y, 70, '% Ownership', o.pctText, own.pct(i, o));
    cap(456, y, 120, 'Social Security #', o.taxText, own.tax(i, o)); y += 24;
    cap(36, y, 290, 'Home address', o.home, {}, `owner${i}_home`);
    cap(326, y, 100, 'Date of birth', o.dobText, own.dob(i, o));
    cap(426, y, 60, 'Credit score', o.scoreText, own.score(i, o));
    cap(486, y, 90, 'Cell phone', o.homePhone, {}, `owner${i}_phone`); y += 30;
  });
  band(y, 'EXISTING ADVANCES / LOANS'); y += 22;
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    cap(36, y, 230, 'Funder / lender', a?.funder ?? '', {}, 'existing_funder');
    cap(266, y, 150, 'Balance', a?.balance ?? '', {}, 'existing_balance');
    cap(416, y, 160, 'Payment', a?.payment ?? '', {}, 'existing_payment'); y += 22;
  }
  y += 2;
  band(y, 'AUTHORIZATION'); y += 8;
  const py = s.para(36, y, 540, AUTH, 6.6, 'Times-Roman');
  y = py + 26;
  cap(36, y, 200, 'Owner signature', '', {});
  cap(236, y, 120, 'Date', '', {});
  cap(356, y, 220, 'ISO / broker', `${m.iso.company} - ${m.iso.id}`, {}, 'iso');
}

// ------------------------------------------------------------------ C: numbered lines, two pages
function ridgeway(s: Sheet, m: Merchant): void {
  const T = 'Times-Roman';
  let n = 0;
  const line = (x: number, y: number, r: number, label: string, text: string, paths: Paths = {}, decoy?: string) => {
    n++;
    const w = s.label(x, y, `${n}.  ${label}`, { font: T, size: 9 });
    s.rule(x + w + 4, y + 1, r, 0.5);
    s.value(x + w + 6, y, r - x - w - 6, text, { paths, ...(decoy ? { decoy } : {}) });
  };
  const header = (sub: string) => {
    s.label(106, 48, 'RIDGEWAY MERCHANT ADVANCE, INC.', { font: 'Times-Bold', size: 14, width: 400, align: 'center' });
    s.label(106, 62, sub, { font: 'Times-Italic', size: 9, width: 400, align: 'center' });
    s.rule(54, 70, 558, 0.8); s.rule(54, 72.5, 558, 0.4);
  };
  header('Application for Merchant Cash Advance  -  Page 1 of 2');
  let y = 96;
  const dy = 22;
  s.label(54, y, 'SECTION A.  BUSINESS', { font: 'Times-Bold', size: 9.5 }); y += dy;
  line(54, y, 558, 'Legal name of business', m.legal, biz.legal(m)); y += dy;
  line(54, y, 558, 'Trade name, if different', m.dbaText, biz.dba(m)); y += dy;
  line(54, y, 300, 'Form of organization', m.entityText, biz.entity(m));
  line(310, y, 558, 'Federal employer I.D. no. (EIN)', m.taxText, biz.tax(m)); y += dy;
  line(54, y, 300, 'Date business established', m.startText, biz.start(m));
  line(310, y, 558, 'State where organized', m.stateOfInc, {}, 'state_of_incorporation'); y += dy;
  line(54, y, 558, 'Street address of business', m.street, {}, 'street'); y += dy;
  line(54, y, 250, 'City', m.city, {}, 'city');
  line(260, y, 400, 'State', m.region, biz.region(m));
  line(410, y, 558, 'ZIP', m.postal, {}, 'zip'); y += dy;
  line(54, y, 300, 'Business telephone', m.phone, {}, 'business_phone');
  line(310, y, 558, 'E-mail', m.email, {}, 'business_email'); y += dy;
  line(54, y, 558, 'Describe the nature of the business', m.industryText, biz.industry(m)); y += dy;
  line(54, y, 300, 'Number of employees', m.employees, {}, 'employees');
  line(310, y, 558, 'Gross annual sales', m.annualRevenue, {}, 'annual_revenue'); y += dy + 6;
  s.label(54, y, 'SECTION B.  ADVANCE REQUESTED', { font: 'Times-Bold', size: 9.5 }); y += dy;
  line(54, y, 300, 'Amount of advance requested', m.amountText, biz.amount(m));
  line(310, y, 558, 'Purpose', m.useOfFunds, {}, 'use_of_funds'); y += dy;
  line(54, y, 300, 'Requested payment', m.paymentText, biz.payment(m));
  line(310, y, 430, 'No. of payments', m.nText, biz.n(m));
  line(440, y, 558, 'Frequency', m.freqLabel, biz.freq(m)); y += dy + 6;
  s.label(54, y, 'SECTION C.  BANKING AND OTHER OBLIGATIONS', { font: 'Times-Bold', size: 9.5 }); y += dy;
  line(54, y, 300, 'Name of bank', m.bank.name, {}, 'bank_name');
  line(310, y, 558, 'Routing (ABA) no.', m.bank.routing, {}, 'routing_number'); y += dy;
  line(54, y, 300, 'Account no.', m.bank.account, {}, 'account_number');
  line(310, y, 558, 'Monthly rent or mortgage', m.own === 'Rent' ? m.landlord.rent : '', {}, 'rent'); y += dy;
  line(54, y, 558, 'Outstanding advances (funder, balance)', m.advances.map((a) => `${a.funder} ${a.balance}`).join('; '), {}, 'existing_advances'); y += dy;
  s.label(54, 760, 'RMA-2 (rev. 11/97)                                                                      CONTINUED ON PAGE 2', { font: T, size: 7 });

  s.newPage();
  header('Application for Merchant Cash Advance  -  Page 2 of 2');
  y = 96;
  s.label(54, y, 'SECTION D.  OWNERS, PARTNERS AND OFFICERS (list every owner of 20% or more)', { font: 'Times-Bold', size: 9.5 }); y += dy;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    line(54, y, 380, 'Name (Last, First, M.I.)', o?.printedName ?? '', o ? own.name(i, o) : {});
    line(390, y, 558, 'Title', o?.roleText ?? '', o ? own.role(i, o) : {}); y += dy;
    line(72, y, 200, '% owned', o?.pctText ?? '', o ? own.pct(i, o) : {});
    line(210, y, 380, 'S.S. no.', o?.taxText ?? '', o ? own.tax(i, o) : {});
    line(390, y, 558, 'Birth date', o?.dobText ?? '', o ? own.dob(i, o) : {}); y += dy;
    line(72, y, 558, 'Residence address', o?.home ?? '', {}, o ? `owner${i}_home` : undefined); y += dy + 8;
  }
  s.label(54, y, 'SECTION E.  REFERENCES', { font: 'Times-Bold', size: 9.5 }); y += dy;
  line(54, y, 558, 'Landlord (name and telephone)', m.own === 'Rent' ? `${m.landlord.name}, ${m.landlord.phone}` : '', {}, 'landlord'); y += dy;
  m.refs.forEach((r) => { line(54, y, 558, 'Trade reference', `${r.name}  ${r.phone}`, {}, 'trade_reference'); y += dy; });
  line(54, y, 558, 'Submitted by (ISO / agent)', `${m.iso.name}, ${m.iso.company}`, {}, 'iso_rep'); y += dy + 4;
  const py = s.para(54, y, 504, AUTH, 7.2, T);
  y = py + 30;
  s.rule(54, y, 300); s.rule(330, y, 558);
  s.label(54, y + 10, 'Signature of owner / officer', { font: T, size: 7.5 });
  s.label(330, y + 10, 'Date', { font: T, size: 7.5 });
}

// ------------------------------------------------------------------ D: labels in a left margin column
function oldPost(s: Sheet, m: Merchant): void {
  const LX = 36, LW = 136, VX = 180, R = 576;
  s.label(36, 46, 'OLD POST ROAD FUNDING', { font: 'Helvetica-Bold', size: 16 });
  s.label(36, 58, 'Est. 1988  ·  12 Old Post Road, Darien  ·  Merchant Intake Sheet', { font: 'Helvetica', size: 7.5, color: 0.3 });
  s.rect(LX, 70, LW, 690, { fill: 0.88 });
  s.rule(36, 70, R, 1);
  let y = 86;
  const sec = (t: string) => { s.label(LX + 6, y, t, { font: 'Helvetica-Bold', size: 8, color: 0.1 }); s.rule(VX, y + 3, R, 0.3, 0.5); y += 18; };
  const row = (label: string, text: string, paths: Paths = {}, decoy?: string, h = 17) => {
    s.label(LX + 4, y, label, { font: 'Helvetica', size: 7.2, width: LW - 10, align: 'right' });
    s.rule(VX, y + 2, R, 0.4, 0.5);
    s.value(VX + 2, y + 0.5, R - VX - 4, text, { paths, ...(decoy ? { decoy } : {}) });
    y += h;
  };
  sec('THE BUSINESS');
  row('Corporate / legal name', m.legal, biz.legal(m));
  row('Operating as (DBA)', m.dbaText, biz.dba(m));
  // entity: checkboxes on the value side
  s.label(LX + 4, y, 'Legal structure', { font: 'Helvetica', size: 7.2, width: LW - 10, align: 'right' });
  let x = VX + 2;
  for (const b of ['Corporation', 'S Corp', 'LLC', 'Partnership', 'Sole Proprietor']) {
    const t = m.entityText !== '' && m.entityBox === b;
    x = s.check(x, y - 7, t, b, t ? { paths: biz.entity(m), name: 'structure' } : { name: 'structure' }) + 9;
  }
  const other = m.entityText !== '' && m.entityBox === null;
  x = s.check(x, y - 7, other, 'Other', { name: 'structure_other' });
  s.value(x + 4, y + 1, R - x - 4, other ? m.entityText : '', other ? { paths: biz.entity(m) } : {});
  s.rule(x + 4, y + 2, R, 0.4, 0.5);
  y += 17;
  row('Federal tax ID (EIN)', m.taxText, biz.tax(m));
  row('Date started', m.startText, biz.start(m));
  row('State of incorporation', m.stateOfInc, {}, 'state_of_incorporation');
  row('Street', m.street, {}, 'street');
  // city / state / zip on one row of the value side
  s.label(LX + 4, y, 'City, State, Zip', { font: 'Helvetica', size: 7.2, width: LW - 10, align: 'right' });
  s.rule(VX, y + 2, R, 0.4, 0.5);
  s.value(VX + 2, y + 0.5, 200, m.city, { decoy: 'city' });
  s.value(VX + 210, y + 0.5, 60, m.region, { paths: biz.region(m) });
  s.value(VX + 280, y + 0.5, R - VX - 282, m.postal, { decoy: 'zip' });
  y += 17;
  row('Phone', m.phone, {}, 'business_phone');
  row('Industry / what you sell', m.industryText, biz.industry(m));
  row('Monthly gross sales', m.monthlySales, {}, 'monthly_sales');
  row('Landlord', m.own === 'Rent' ? `${m.landlord.name} ${m.landlord.phone}` : '', {}, 'landlord');
  y += 4;
  sec('THE REQUEST');
  row('Advance amount sought', m.amountText, biz.amount(m));
  row('Daily / weekly payment', m.paymentText, biz.payment(m));
  row('Number of payments', m.nText, biz.n(m));
  row('Payment frequency', m.freqLabel, biz.freq(m));
  row('Current advances', m.advances.map((a) => `${a.funder} (bal. ${a.balance})`).join(', '), {}, 'existing_advances');
  y += 4;
  sec('PRINCIPALS');
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    s.label(LX + 4, y, `Principal ${i + 1}`, { font: 'Helvetica-Bold', size: 7.2, width: LW - 10, align: 'right' });
    s.label(LX + 4, y + 17, 'Home address', { font: 'Helvetica', size: 6.5, width: LW - 10, align: 'right', color: 0.3 });
    const cols: [number, number, string, string, Paths, string?][] = [
      [VX, 150, 'name', o?.printedName ?? '', o ? own.name(i, o) : {}],
      [VX + 150, 80, 'title', o?.roleText ?? '', o ? own.role(i, o) : {}],
      [VX + 230, 40, '% own', o?.pctText ?? '', o ? own.pct(i, o) : {}],
      [VX + 270, 70, 'SSN', o?.taxText ?? '', o ? own.tax(i, o) : {}],
      [VX + 340, R - VX - 340, 'DOB', o?.dobText ?? '', o ? own.dob(i, o) : {}],
    ];
    for (const [cx, cw, cap, text, paths] of cols) {
      s.label(cx + 1, y - 8, cap, { size: 5.5, color: 0.35 });
      s.value(cx + 1, y + 0.5, cw - 3, text, { paths, size: 8.5 });
      s.rule(cx, y + 2, cx + cw - 4, 0.4, 0.5);
    }
    s.value(VX + 2, y + 17.5, R - VX - 4, o?.home ?? '', o ? { decoy: `owner${i}_home` } : {});
    s.rule(VX, y + 19, R, 0.4, 0.5);
    y += 40;
  }
  sec('BANK & BROKER');
  row('Bank / routing / account', `${m.bank.name}  ${m.bank.routing}  ${m.bank.account}`, {}, 'bank');
  row('Broker of record', `${m.iso.name}  ${m.iso.phone}`, {}, 'iso_rep');
  y += 4;
  s.para(VX, y, R - VX, AUTH, 6.4);
  s.label(LX + 4, y + 8, 'Authorization', { font: 'Helvetica-Bold', size: 7.2, width: LW - 10, align: 'right' });
  s.rule(VX, 740, VX + 180); s.rule(VX + 220, 740, R);
  s.label(LX + 4, 740, 'Signed / dated', { font: 'Helvetica', size: 7.2, width: LW - 10, align: 'right' });
}

// ------------------------------------------------------------------ E: Canadian, tab stops, photocopied original
function prairie(s: Sheet, m: Merchant): void {
  const T = 'Times-Roman', TAB = 236, R = 560;
  if (s.style !== 'fillable') s.photocopy(s.rng.float(0.6, 1.4));
  s.skew(s.rng.float(-0.9, 0.9));
  s.label(106, 54, 'PRAIRIE CROWN CAPITAL LTD.', { font: 'Times-Bold', size: 15, width: 400, align: 'center', color: 0.15 });
  s.label(106, 68, 'Suite 400, 1801 Hamilton Street, Regina, Saskatchewan  S4P 4B4', { font: T, size: 8.5, width: 400, align: 'center', color: 0.2 });
  s.label(76, 84, 'APPLICATION FOR BUSINESS FINANCING  /  DEMANDE DE FINANCEMENT', { font: 'Times-Bold', size: 10, width: 460, align: 'center', color: 0.15 });
  let y = 112;
  const tab = (label: string, text: string, paths: Paths = {}, decoy?: string, x = 60, tx = TAB, r = R) => {
    s.label(x, y, label, { font: T, size: 9.5, color: 0.15 });
    s.value(tx, y + 1, r - tx, text, { paths, ...(decoy ? { decoy } : {}) });
  };
  const head = (t: string) => { y += 4; s.label(60, y, t, { font: 'Times-Bold', size: 10, color: 0.1 }); s.rule(60, y + 3, R, 0.8, 0.2); y += 18; };
  head('1.  Business');
  tab('Legal name', m.legal, biz.legal(m)); y += 16;
  tab('Operating name (O/A)', m.dbaText, biz.dba(m)); y += 16;
  tab('Legal structure', m.entityText, biz.entity(m)); y += 16;
  tab('Business Number (BN)', m.taxText, biz.tax(m)); y += 16;
  tab('Date of incorporation / start', m.startText, biz.start(m)); y += 16;
  tab('Jurisdiction of incorporation', m.stateOfInc, {}, 'jurisdiction'); y += 16;
  tab('Street address', m.street, {}, 'street'); y += 16;
  tab('City', m.city, {}, 'city');
  tab('Province', m.region, biz.region(m), undefined, 380, 440, 480); y += 16;
  tab('Postal code', m.postal, {}, 'postal_code');
  tab('Tel.', m.phone, {}, 'business_phone', 380, 410); y += 16;
  tab('Nature of business', m.industryText, biz.industry(m)); y += 16;
  tab('Average monthly deposits', m.monthlySales, {}, 'monthly_sales'); y += 16;
  head('2.  Financing requested');
  tab('Amount requested', m.amountText, biz.amount(m)); y += 16;
  tab('Proposed remittance', m.paymentText, biz.payment(m)); y += 16;
  tab('Number of remittances', m.nText, biz.n(m));
  tab('Frequency', m.freqLabel, biz.freq(m), undefined, 380, 440); y += 16;
  tab('Purpose of funds', m.useOfFunds, {}, 'use_of_funds'); y += 16;
  head('3.  Principals');
  m.owners.forEach((o, i) => {
    tab(`Principal ${i + 1} - full name`, o.printedName, own.name(i, o)); y += 16;
    tab('Position', o.roleText, own.role(i, o));
    tab('Ownership', o.pctText, own.pct(i, o), undefined, 380, 440); y += 16;
    tab('Social Insurance Number (SIN)', o.taxText, own.tax(i, o));
    tab('Birth date', o.dobText, own.dob(i, o), undefined, 380, 440); y += 16;
    tab('Residential address', o.home, {}, `owner${i}_home`); y += 20;
  });
  head('4.  Banking');
  tab('Financial institution', m.bank.name, {}, 'bank_name'); y += 16;
  tab('Transit / institution no.', m.bank.routing, {}, 'transit_number');
  tab('Account', m.bank.account, {}, 'account_number', 380, 440); y += 16;
  tab('Referred by', `${m.iso.name} (${m.iso.company})`, {}, 'iso_rep'); y += 12;
  const py = s.para(60, y, R - 60, PIPEDA, 6.8, T);
  y = py + 26;
  s.rule(60, y, 290, 0.6, 0.2); s.rule(330, y, R, 0.6, 0.2);
  s.label(60, y + 9, 'Signature', { font: T, size: 7.5 }); s.label(330, y + 9, 'Date', { font: T, size: 7.5 });
}

export const LAYOUTS: Layout[] = [
  { name: 'keystone_dotleader', broker: 'Keystone Ledger Funding Co.', gen: { country: 'US', maxOwners: 2, einLabel: true, lastFirst: 'sometimes' }, draw: keystone },
  { name: 'harbor_caption_below', broker: 'Harbor & Main Capital Group', gen: { country: 'US', maxOwners: 3, einLabel: false, lastFirst: 'sometimes' }, draw: harbor },
  { name: 'ridgeway_numbered', broker: 'Ridgeway Merchant Advance, Inc.', gen: { country: 'US', maxOwners: 4, einLabel: true, lastFirst: 'always' }, draw: ridgeway },
  { name: 'oldpost_margin_labels', broker: 'Old Post Road Funding', gen: { country: 'US', maxOwners: 4, einLabel: true, lastFirst: 'sometimes' }, draw: oldPost },
  { name: 'prairie_photocopy_ca', broker: 'Prairie Crown Capital Ltd.', gen: { country: 'CA', maxOwners: 2, einLabel: true, lastFirst: 'sometimes' }, draw: prairie },
];

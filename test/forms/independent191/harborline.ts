// Harborline Capital Partners (US): a fax cover sheet, a two-page boxed-grid application (labels in the top-left
// corner of each cell, values below), a terms page with blanks in its opening sentence, and a guaranty page where
// the owners' titles are printed and nowhere else.
import * as F from './fields.ts';
import { cell, dbaText, decoy, dobText, ENTITY_WORDS, give, habits, makeBroker, street, type CellLook, type Ctx, type Habits, type Layout } from './common.ts';
import { flow, columns } from './flow.ts';
import { fmtDate, fmtMoney, fmtName, fmtPct, fmtTaxId, fmtPhone } from './formats.ts';
import { guaranty, someClauses } from './legal.ts';
import { STATES } from './rules.ts';
import { USES } from './pools.ts';

const NAVY = '#16325c';
const LOOK: CellLook = { labelFont: 'Helvetica', labelSize: 5.6, labelColor: NAVY, border: '#8193ad', upper: true };

function band(c: Ctx, title: string, y: number): void {
  c.s.rect(36, y, 540, 12, { fill: NAVY });
  c.s.text(title, 40, y + 2.5, { font: 'Helvetica-Bold', size: 7.5, color: '#ffffff' });
}

function header(c: Ctx, page: number, of: number): void {
  c.s.text('HARBORLINE', 36, 30, { font: 'Helvetica-Bold', size: 16, color: NAVY });
  c.s.text('CAPITAL PARTNERS', 36, 48, { font: 'Helvetica', size: 6.5, color: NAVY });
  c.s.text('MERCHANT FUNDING APPLICATION', 250, 34, { font: 'Helvetica-Bold', size: 11, color: NAVY });
  c.s.text(`Page ${page} of ${of}   |   Deal # ${c.b.dealNo}`, 430, 50, { size: 6.5, color: '#555555' });
}

function cover(c: Ctx, pages: number): void {
  const { s, d, b, r } = c;
  s.newPage();
  s.text('HARBORLINE', 36, 36, { font: 'Helvetica-Bold', size: 28, color: NAVY });
  s.text('C A P I T A L   P A R T N E R S', 38, 66, { size: 8, color: NAVY });
  s.text(b.street, 400, 40, { size: 8 });
  s.fill('broker_phone', `Tel ${b.phone}`, 400, 52, 170, { by: 'broker', ...decoy, size: 8 });
  s.fill('broker_fax', `Fax ${b.fax}`, 400, 64, 170, { by: 'broker', ...decoy, size: 8 });
  s.line(36, 84, 576, 84, { width: 2, color: NAVY });
  s.text('FAX', 36, 100, { font: 'Helvetica-Bold', size: 44 });
  s.text('Submission Cover Sheet', 150, 122, { size: 13, color: '#444444' });
  const rows: [string, string, string][] = [
    ['To:', `Underwriting - ${b.funder}`, 'funder'], ['Fax:', fmtPhone(r, '212'), 'funder_fax'],
    ['From:', fmtName(d.rep, 'fl'), 'iso_rep'], ['Phone:', b.phone, 'rep_phone'],
    ['Date:', fmtDate(d.date, 'mdy'), 'cover_date'], ['Pages:', `${pages} (including cover)`, 'page_count'],
    ['Deal #:', b.dealNo, 'deal_number'], ['Re:', 'New MCA submission - please review', 'cover_re'],
  ];
  rows.forEach(([label, value, key], i) => {
    const x = i % 2 ? 320 : 36, y = 175 + Math.floor(i / 2) * 26;
    s.text(label, x, y, { font: 'Helvetica-Bold', size: 10 });
    s.line(x + 50, y + 12, x + 250, y + 12, { width: 0.5 });
    s.fill(key, value, x + 54, y, 195, { by: 'broker', ...decoy, size: 10 });
  });
  s.boxes('cover_flags', ['Urgent', 'For Review', 'Please Comment', 'Please Reply', 'Please Recycle'], r.pick(['Urgent', 'For Review', 'Please Reply']),
    36, 292, { by: 'broker', ...decoy, size: 9, fontSize: 9, gap: 22 });
  s.line(36, 318, 576, 318, { width: 0.8 });
  const merchant = d.dba ?? d.legal;
  s.text('Merchant:', 36, 334, { font: 'Helvetica-Bold', size: 11 });
  s.fill('cover_merchant', merchant, 110, 333, 300, { by: 'broker', size: 11, ...give(d.dba ? F.dba(d, d.dba) : F.legal(d.legal)) });
  if (r.chance(0.7)) {
    const amt = fmtMoney(d.amount, 'dollars');
    s.text('Requested:', 36, 354, { font: 'Helvetica-Bold', size: 11 });
    s.fill('cover_amount', amt, 110, 353, 200, { by: 'broker', size: 11, ...give(F.amount(amt)) });
  }
  s.text('Comments:', 36, 384, { font: 'Helvetica-Bold', size: 10 });
  let y = 400;
  for (const [i, p] of d.positions.entries()) {
    s.fill(`cover_position_${i}`, `Open position w/ ${p.funder}, approx. bal ${fmtMoney(p.balance, 'dollars')}`, 46, y, 450, { by: 'broker', ...decoy, size: 9.5 });
    y += 15;
  }
  s.fill('cover_bank', `Banks with ${d.bank.name}. ${r.pick(['Looking to close this week.', 'Merchant is responsive.', 'Renewal possible.'])}`, 46, y, 450,
    { by: 'broker', ...decoy, size: 9.5 });
  for (let k = 0; k < 4; k++) s.line(36, 470 + k * 18, 576, 470 + k * 18, { width: 0.4, color: '#999999' });
  s.text('CONFIDENTIALITY NOTICE: The documents accompanying this facsimile transmission contain confidential information belonging to the sender which is legally privileged. The information is intended only for the use of the recipient named above. If you have received this fax in error, please notify us by telephone immediately and destroy the documents.',
    36, 700, { size: 6.5, width: 540, color: '#444444' });
}

function business(c: Ctx, h: Habits): void {
  const { s, d, r } = c;
  band(c, 'BUSINESS INFORMATION', 70);
  const dba = dbaText(d, h);
  cell(c, LOOK, 'Legal / Corporate Name', 36, 84, 330, 24, { key: 'legal_name', text: d.legal, to: give(F.legal(d.legal)) });
  cell(c, LOOK, 'DBA (if different)', 366, 84, 210, 24, { key: 'dba', text: dba, to: give(F.dba(d, dba)) });
  const a = d.address;
  cell(c, LOOK, 'Physical Address (no P.O. Box)', 36, 108, 250, 24, { key: 'street', text: street(a), to: decoy });
  cell(c, LOOK, 'City', 286, 108, 130, 24, { key: 'city', text: a.city, to: decoy });
  cell(c, LOOK, 'State', 416, 108, 50, 24, { key: 'state', text: a.region, to: give(F.region(a.region, 'US')) });
  cell(c, LOOK, 'Zip', 466, 108, 110, 24, { key: 'zip', text: a.postal, to: decoy });
  cell(c, LOOK, 'Business Phone', 36, 132, 120, 24, { key: 'business_phone', text: d.phone, to: decoy });
  cell(c, LOOK, 'Email', 156, 132, 170, 24, { key: 'business_email', text: d.email, to: decoy });
  cell(c, LOOK, 'Website', 326, 132, 140, 24, d.website ? { key: 'website', text: d.website, to: decoy } : undefined);
  const ent = r.pick(ENTITY_WORDS[d.entity]!);
  cell(c, LOOK, 'Entity Type', 466, 132, 110, 24, { key: 'entity', text: ent, to: give(F.entity(ent, 'US')) });
  const tax = fmtTaxId(d.taxId, 'dashed');
  cell(c, LOOK, d.taxId.type === 'EIN' ? 'Federal Tax ID' : 'Federal Tax ID / SSN', 36, 156, 135, 24, { key: 'tax_id', text: tax, to: give(F.taxId(d.taxId, tax)) });
  // Some owners answer the start-date box with an age ("8 yrs"): no date is printed, so none is read.
  const since = r.weighted([['date', 7], ['years', 2], ['blank', 1]] as const);
  const years = `${Number(d.date.slice(0, 4)) - Number(d.start.slice(0, 4))} ${r.pick(['yrs', 'years', 'Yrs.'])}`;
  cell(c, LOOK, 'Business Start Date', 171, 156, 135, 24, since === 'date' ? { key: 'start_date', text: fmtDate(d.start, h.date), to: give(F.start(d.start)) }
    : since === 'years' ? { key: 'years_in_business', text: years, to: decoy } : undefined);
  const inc = r.chance(0.5) ? d.incRegion : STATES.find((x) => x.code === d.incRegion)!.name;
  cell(c, LOOK, 'State of Incorporation', 306, 156, 135, 24, { key: 'state_of_incorporation', text: inc, to: decoy });
  cell(c, LOOK, 'No. of Employees', 441, 156, 135, 24, { key: 'employees', text: String(d.employees), to: decoy });
  const kind = r.chance(0.9) ? d.line.text : '';
  cell(c, LOOK, 'Type of Business', 36, 180, 250, 24, { key: 'industry', text: kind, to: give(F.industry(d.line.text)) });
  cell(c, LOOK, 'Premises', 286, 180, 80, 24);
  s.boxes('premises', ['Own', 'Rent'], d.landlord ? 'Rent' : 'Own', 290, 194, { ...decoy, size: 7, fontSize: 6.5, gap: 8 });
  cell(c, LOOK, 'Landlord / Mortgage Holder', 366, 180, 130, 24, d.landlord ? { key: 'landlord', text: d.landlord.name, to: decoy } : undefined);
  cell(c, LOOK, 'Monthly Rent', 496, 180, 80, 24, d.landlord ? { key: 'rent', text: fmtMoney(d.landlord.rent, 'dollars'), to: decoy } : undefined);

  band(c, 'FUNDING REQUEST', 214);
  const amt = fmtMoney(d.amount, h.money);
  cell(c, LOOK, 'Amount Requested', 36, 228, 135, 24, { key: 'amount', text: amt, to: give(F.amount(amt)) });
  cell(c, LOOK, 'Use of Funds', 171, 228, 135, 24, { key: 'use', text: r.pick(USES), to: decoy });
  cell(c, LOOK, 'Avg. Monthly Sales', 306, 228, 135, 24, { key: 'monthly_sales', text: fmtMoney(d.monthlySales, 'dollars'), to: decoy });
  cell(c, LOOK, 'Annual Gross Sales', 441, 228, 135, 24, { key: 'annual_sales', text: fmtMoney(d.annualRevenue, 'dollars'), to: decoy });
  const terms = r.weighted([['none', 4], ['all', 4], ['freq', 2]] as const);
  const pay = terms === 'all' ? fmtMoney(d.payment, 'cents') : '';
  cell(c, LOOK, 'Desired Payment', 36, 252, 110, 24, { key: 'payment', text: pay, to: give(F.payment(pay || '0')) });
  cell(c, LOOK, 'No. of Payments', 146, 252, 90, 24, { key: 'payments', text: terms === 'all' ? String(d.payments) : '', to: give(F.payments(d.payments)) });
  cell(c, LOOK, 'Payment Frequency', 236, 252, 340, 24);
  const labels = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;
  s.boxes('frequency', Object.values(labels), terms === 'none' ? null : labels[d.frequency], 242, 265, { ...give(F.frequency(d.frequency)), size: 7, fontSize: 7, gap: 26 });

  band(c, 'BANK INFORMATION', 286);
  cell(c, LOOK, 'Bank Name', 36, 300, 180, 24, { key: 'bank', text: d.bank.name, to: decoy });
  cell(c, LOOK, 'Routing / ABA #', 216, 300, 180, 24, { key: 'routing', text: d.bank.routing, to: decoy });
  cell(c, LOOK, 'Account #', 396, 300, 180, 24, { key: 'account', text: d.bank.account, to: decoy });

  band(c, 'EXISTING ADVANCES / BUSINESS LOANS', 334);
  ['Funder / Lender', 'Current Balance', 'Payment', 'Daily / Weekly'].forEach((t, i) => s.text(t.toUpperCase(), 40 + i * 135, 350, { size: 5.8, color: NAVY }));
  for (let i = 0; i < 3; i++) {
    const y = 358 + i * 18, p = d.positions[i];
    for (let k = 0; k < 4; k++) s.rect(36 + k * 135, y, 135, 18, { stroke: '#8193ad', width: 0.5 });
    if (!p) continue;
    s.fill(`position_${i}_funder`, p.funder, 40, y + 4, 127, decoy);
    s.fill(`position_${i}_balance`, fmtMoney(p.balance, 'dollars'), 175, y + 4, 127, decoy);
    s.fill(`position_${i}_payment`, fmtMoney(p.payment, 'dollars'), 310, y + 4, 127, decoy);
    s.fill(`position_${i}_freq`, p.freq, 445, y + 4, 127, decoy);
  }
  s.text('Has the business or any owner ever filed for bankruptcy, defaulted on an advance, or had a judgment or tax lien?   Yes / No', 36, 420, { size: 7 });
  s.text('If yes, explain:', 36, 434, { size: 7 });
  s.line(95, 442, 576, 442, { width: 0.5 });
}

function owners(c: Ctx, h: Habits): void {
  const { s, d, r } = c;
  band(c, 'OWNER / OFFICER INFORMATION  (all owners of 20% or more)', 70);
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i], x = 36 + i * 270, w = 270;
    s.text(`OWNER #${i + 1}`, x + 2, 86, { font: 'Helvetica-Bold', size: 8, color: NAVY });
    const nm = o ? fmtName(o, h.name) : '';
    cell(c, LOOK, 'Full Name', x, 96, w - 70, 24, o && { key: `owner${i + 1}_name`, text: nm, to: give(F.name(i, o)) });
    const pct = o ? fmtPct(o.ownership, h.pct) : '';
    cell(c, LOOK, 'Ownership %', x + w - 70, 96, 70, 24, o && { key: `owner${i + 1}_ownership`, text: pct, to: give(F.ownership(i, o.ownership)) });
    const ssn = o ? fmtTaxId(o.id, h.id) : '';
    cell(c, LOOK, 'SSN', x, 120, w / 2, 24, o && { key: `owner${i + 1}_ssn`, text: ssn, to: give(F.personalId(i, o.id, h.id)) });
    const birth = o ? dobText(o.dob, h) : '';
    cell(c, LOOK, 'Date of Birth', x + w / 2, 120, w / 2, 24, o && { key: `owner${i + 1}_dob`, text: birth, to: give(h.dob === 'masked' ? null : F.dob(i, o.dob)) });
    cell(c, LOOK, 'Home Address', x, 144, w, 24, o && { key: `owner${i + 1}_home`, text: street(o.home), to: decoy });
    cell(c, LOOK, 'City / State / Zip', x, 168, w, 24, o && { key: `owner${i + 1}_home_city`, text: `${o.home.city}, ${o.home.region} ${o.home.postal}`, to: decoy });
    cell(c, LOOK, 'Mobile', x, 192, w / 2, 24, o && { key: `owner${i + 1}_mobile`, text: fmtPhone(r, String(r.int(201, 989))), to: decoy });
    const sc = o && h.score ? String(o.score) : '';
    cell(c, LOOK, 'Est. Credit Score', x + w / 2, 192, w / 2, 24, o && { key: `owner${i + 1}_score`, text: sc, to: give(o ? F.score(i, o.score) : null) });
  }
  band(c, 'TRADE REFERENCES', 230);
  d.refs.forEach((t, i) => {
    cell(c, LOOK, 'Company', 36, 244 + i * 24, 220, 24, { key: `ref${i}_name`, text: t.name, to: decoy });
    cell(c, LOOK, 'Contact', 256, 244 + i * 24, 150, 24, { key: `ref${i}_contact`, text: t.contact, to: decoy });
    cell(c, LOOK, 'Phone', 406, 244 + i * 24, 170, 24, { key: `ref${i}_phone`, text: t.phone, to: decoy });
  });
  s.text('By initialing, each owner confirms the information on pages 2 and 3 is complete and correct and that the business has not applied for other financing in the last 30 days except as disclosed above.',
    36, 306, { size: 7, width: 540 });
  s.text('Owner initials: ________     ________', 36, 330, { size: 8 });
}

function terms(c: Ctx, h: Habits): void {
  const { s, d, b, r } = c;
  s.text('TERMS, DISCLOSURES & AUTHORIZATION', 36, 72, { font: 'Helvetica-Bold', size: 10, color: NAVY });
  const dba = dbaText(d, h) || 'N/A';
  const amt = r.chance(0.5) ? fmtMoney(d.amount, h.money) : '';
  const incName = STATES.find((x) => x.code === d.incRegion)!.name;
  const y = flow(s, ['The undersigned merchant,', { key: 'terms_legal_name', value: d.legal, min: 150, ...give(F.legal(d.legal)) },
    ', doing business as', { key: 'terms_dba', value: dba, min: 110, ...give(F.dba(d, dba)) },
    ', a business organized under the laws of the State of', { key: 'terms_state_of_incorporation', value: incName, min: 70, ...decoy },
    '(the "Merchant"), applies through Harborline Capital Partners ("Broker") for working capital in the amount of',
    { key: 'terms_amount', value: amt, min: 80, ...give(F.amount(amt || '0')) },
    'and agrees to the terms below. Broker compensation, if any, shall not exceed',
    { key: 'terms_points', value: `${r.int(6, 12)} points`, min: 50, ...decoy }, 'of the amount funded.'], 36, 92, 540, { size: 8.5, lineGap: 3 });
  columns(s, someClauses(r, b.name, false, 12), 36, y + 12, 540, 2, 745, { size: 6.8 });
}

function signatures(c: Ctx): void {
  const { s, d, b, r } = c;
  s.text('SIGNATURES & PERSONAL GUARANTY', 36, 72, { font: 'Helvetica-Bold', size: 10, color: NAVY });
  let y = columns(s, [guaranty(b.name)], 36, 92, 540, 1, 300, { size: 7.2 }) + 16;
  for (const [i, o] of d.owners.entries()) {
    s.text(`OWNER / GUARANTOR #${i + 1}`, 36, y, { font: 'Helvetica-Bold', size: 8, color: NAVY });
    s.line(36, y + 34, 250, y + 34);
    s.signature(46, y + 26, 170);
    s.text('Signature', 36, y + 37, { size: 6.5 });
    const nm = fmtName(o, r.pick(['fl', 'fml'] as const));
    s.line(270, y + 34, 430, y + 34);
    s.fill(`sign${i + 1}_name`, nm, 274, y + 21, 150, give(F.name(i, o)));
    s.text('Print Name', 270, y + 37, { size: 6.5 });
    s.line(440, y + 34, 576, y + 34);
    s.fill(`sign${i + 1}_title`, o.title, 444, y + 21, 128, give(F.role(i, o.title)));
    s.text('Title', 440, y + 37, { size: 6.5 });
    s.line(36, y + 64, 160, y + 64);
    s.fill(`sign${i + 1}_date`, fmtDate(d.date, 'mdy'), 40, y + 51, 116, decoy);
    s.text('Date', 36, y + 67, { size: 6.5 });
    y += 86;
  }
  s.text('FOR BROKER USE ONLY', 36, 660, { font: 'Helvetica-Bold', size: 7.5, color: NAVY });
  s.rect(36, 672, 540, 40, { stroke: '#8193ad' });
  s.text('Representative:', 42, 680, { size: 7 });
  s.fill('rep_name', fmtName(d.rep, 'fl'), 110, 679, 160, { by: 'broker', ...decoy, size: 8 });
  s.text('Rep phone:', 300, 680, { size: 7 });
  s.fill('rep_phone2', b.phone, 350, 679, 150, { by: 'broker', ...decoy, size: 8 });
  s.text('ISO code:', 42, 696, { size: 7 });
  s.fill('iso_code', `HCP-${r.int(1000, 9999)}`, 110, 695, 100, { by: 'broker', ...decoy, size: 8 });
}

const camel = (k: string) => k.replace(/(^|_)(\w)/g, (_, __, ch: string) => ch.toUpperCase());

export const HARBORLINE: Layout = {
  name: 'harborline',
  broker: 'Harborline Capital Partners',
  country: 'US',
  maxOwners: 2,
  typedFont: 'Helvetica',
  typedSize: 9,
  // A LiveCycle-made form: hierarchical names, page subforms.
  fieldName: (key, n) => `form1[0].#subform[${Math.floor(n / 40)}].${camel(key)}[0]`,
  onState: () => 'On',
  makeBroker: (r) => makeBroker(r, 'Harborline Capital Partners', 'harborlinecap.com', '1180 Veterans Memorial Hwy, Hauppauge, NY 11788', `HL-${r.int(20000, 49999)}`),
  draw(c: Ctx): void {
    const h = habits(c.r, c.d, { names: ['fl', 'fml', 'fml', 'lfm'], dates: ['mdy', 'mdy2', 'long', 'mdyDash'],
      money: ['dollars', 'cents', 'bare', 'spaced'], maskRate: 0.35 });
    cover(c, 5);
    c.s.newPage(); header(c, 1, 4); business(c, h);
    c.s.newPage(); header(c, 2, 4); owners(c, h);
    c.s.newPage(); header(c, 3, 4); terms(c, h);
    c.s.newPage(); header(c, 4, 4); signatures(c);
  },
};

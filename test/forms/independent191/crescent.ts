// Crescent Bridge Advisors (US): a CRM "deal summary" printout as the cover (an e-mail header, then a key/value
// table with the broker's FICO pull), a two-page application whose labels sit under the lines, checkbox rows for the
// entity and the schedule ("Other: ___" for the rest), an owners table of "Last, First" names for up to four owners
// with credit ranges instead of scores, a routing number printed right beside the tax ID, a disclosure page in
// three narrow columns with a filled summary box, and a guaranty page.
import * as F from './fields.ts';
import { dbaText, decoy, dobText, give, habits, makeBroker, street, type Ctx, type Habits, type Layout } from './common.ts';
import { columns, flow } from './flow.ts';
import { fmtDate, fmtMoney, fmtName, fmtPct, fmtTaxId, fmtPhone } from './formats.ts';
import { clauses, guaranty } from './legal.ts';
import { USES } from './pools.ts';

const PLUM = '#5b2a5e';
const GREY = '#efecef';

/** A value on a line with its label printed under the line. */
function under(c: Ctx, label: string, x: number, y: number, w: number, key: string, text: string, to: ReturnType<typeof give>): void {
  c.s.line(x, y + 13, x + w - 8, y + 13, { width: 0.5 });
  c.s.text(label, x, y + 15, { size: 5.8, color: '#444444' });
  if (text) c.s.fill(key, text, x + 2, y + 1, w - 12, to);
}

function title(c: Ctx, t: string, y: number): void {
  c.s.rect(36, y, 540, 13, { fill: GREY });
  c.s.rect(36, y, 4, 13, { fill: PLUM });
  c.s.text(t, 46, y + 3, { font: 'Helvetica-Bold', size: 7.5, color: PLUM });
}

function pageHead(c: Ctx, n: number): void {
  c.s.text('crescent bridge', 36, 28, { font: 'Helvetica-Bold', size: 15, color: PLUM });
  c.s.text('ADVISORS', 37, 45, { size: 6, color: PLUM });
  c.s.text('Business Funding Application', 330, 30, { font: 'Helvetica-Bold', size: 11, width: 246, align: 'right' });
  c.s.text(`Form CBA-100 (rev. 03/2024)  -  page ${n}`, 330, 46, { size: 6.5, width: 246, align: 'right', color: '#666666' });
}

function cover(c: Ctx, h: Habits): void {
  const { s, d, b, r } = c;
  s.newPage();
  const amt = fmtMoney(d.amount, 'dollars');
  const merchant = d.dba ?? d.legal;
  const head: [string, string][] = [['From:', `${fmtName(d.rep, 'fl')} <${b.email}>`], ['Sent:', fmtDate(d.date, 'long')],
    ['To:', `underwriting@${b.funder.toLowerCase().replace(/[^a-z]/g, '')}.com`],
    ['Subject:', `${r.pick(['NEW SUB', 'Submission', 'FW: New deal'])} - ${merchant} - ${amt} - ${d.owners.length} owner${d.owners.length > 1 ? 's' : ''}`]];
  head.forEach(([k, v], i) => { s.text(k, 36, 36 + i * 13, { font: 'Helvetica-Bold', size: 8.5 }); s.text(v, 90, 36 + i * 13, { font: 'Helvetica', size: 8.5 }); });
  s.line(36, 92, 576, 92, { width: 1.2 });
  s.text('DEAL SUMMARY', 36, 104, { font: 'Helvetica-Bold', size: 14, color: PLUM });
  s.text(`Crescent Bridge Advisors  |  ${b.street}  |  ${b.phone}`, 36, 122, { size: 7.5, color: '#666666' });
  const fico = h.score ? String(d.owners[0]!.score) : '';
  const rows: [string, string, ReturnType<typeof give>][] = [
    ['Deal ID', b.dealNo, decoy], ['Business Name', merchant, give(d.dba ? F.dba(d, d.dba) : F.legal(d.legal))],
    ['Requested', amt, give(F.amount(amt))], ['Industry', d.line.text, give(F.industry(d.line.text))],
    ['Time in Business', `${Number(d.date.slice(0, 4)) - Number(d.start.slice(0, 4))} yrs`, decoy],
    ['Avg Monthly Rev', fmtMoney(d.monthlySales, 'dollars'), decoy],
    ['FICO (owner 1)', fico, give(F.score(0, d.owners[0]!.score))],
    ['Open Positions', d.positions.length ? d.positions.map((p) => `${p.funder} (${fmtMoney(p.balance, 'dollars')})`).join('; ') : '0', decoy],
    ['Rep', `${fmtName(d.rep, 'fl')}  ${b.phone}`, decoy], ['Send offers to', b.email, decoy]];
  rows.forEach(([k, v, to], i) => {
    const y = 142 + i * 20;
    s.rect(36, y, 150, 20, { fill: i % 2 ? '#ffffff' : GREY });
    s.rect(186, y, 390, 20, { fill: i % 2 ? '#ffffff' : GREY });
    s.text(k, 42, y + 6.5, { font: 'Helvetica-Bold', size: 8 });
    if (v) s.fill(`cover_${k.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`, v, 192, y + 5, 378, { by: 'broker', size: 9.5, ...to });
  });
  s.text('Attached: signed application (3 pp.), disclosures, guaranty, 4 months bank statements. Stips to follow on request.', 36, 352, { size: 8 });
  s.text(`Printed from Crescent CRM by ${fmtName(d.rep, 'fl')} on ${fmtDate(d.date, 'mdy')}`, 36, 752, { size: 6.5, color: '#888888' });
}

const ENTITIES = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other'];
const CHECKED: Record<string, string> = { c_corporation: 'Corporation', s_corporation: 'S-Corp', llc: 'LLC', general_partnership: 'Partnership',
  sole_proprietorship: 'Sole Proprietor' };
const OTHER: Record<string, string[]> = { limited_partnership: ['LP', 'Limited Partnership'], llp: ['LLP'], pllc: ['PLLC', 'Professional LLC'],
  professional_corporation: ['P.C.', 'Professional Corporation'] };

function business(c: Ctx, h: Habits): void {
  const { s, d, r } = c;
  title(c, 'SECTION 1 - BUSINESS', 64);
  under(c, 'Business Legal Name (as on tax return)', 36, 84, 330, 'legal_name', d.legal, give(F.legal(d.legal)));
  const dba = dbaText(d, h);
  under(c, 'DBA / Trade Name', 366, 84, 210, 'dba', dba, give(F.dba(d, dba)));
  const a = d.address;
  under(c, 'Street Address', 36, 112, 250, 'street', street(a), decoy);
  under(c, 'City', 286, 112, 130, 'city', a.city, decoy);
  under(c, 'State', 416, 112, 50, 'state', a.region, give(F.region(a.region, 'US')));
  under(c, 'Zip', 466, 112, 110, 'zip', a.postal, decoy);
  const tax = fmtTaxId(d.taxId, r.chance(0.3) ? 'bare' : 'dashed');
  under(c, d.taxId.type === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID (EIN or SSN)', 36, 140, 135, 'tax_id', tax, give(F.taxId(d.taxId, tax)));
  under(c, 'Business Start Date (MM/DD/YYYY)', 171, 140, 135, 'start_date', r.chance(0.8) ? fmtDate(d.start, h.date) : '', give(F.start(d.start)));
  under(c, 'Type of Business / Products Sold', 306, 140, 270, 'industry', r.chance(0.85) ? d.line.text : '', give(F.industry(d.line.text)));
  s.text('Entity:', 36, 170, { font: 'Helvetica-Bold', size: 7 });
  const checked = CHECKED[d.entity] ?? 'Other';
  const end = s.boxes('entity', ENTITIES, checked, 70, 169, { ...give(checked === 'Other' ? F.entity(OTHER[d.entity]![0]!, 'US') : F.entity(checked, 'US')), size: 7.5, fontSize: 7, gap: 10 });
  s.line(end - 8, 177, 576, 177, { width: 0.5 });
  if (checked === 'Other') {
    const other = r.pick(OTHER[d.entity]!);
    s.fill('entity_other', other, end - 4, 167, 576 - end, give(F.entity(other, 'US')));
  }
  under(c, 'Business Phone', 36, 186, 135, 'business_phone', d.phone, decoy);
  under(c, 'Email', 171, 186, 200, 'business_email', d.email, decoy);
  under(c, 'Website', 371, 186, 205, 'website', d.website ?? '', decoy);
  under(c, 'Landlord / Mortgage Co.', 36, 214, 200, 'landlord', d.landlord?.name ?? '', decoy);
  under(c, 'Landlord Phone', 236, 214, 135, 'landlord_phone', d.landlord?.phone ?? '', decoy);
  under(c, 'Monthly Rent / Mortgage', 371, 214, 205, 'rent', d.landlord ? fmtMoney(d.landlord.rent, 'cents') : '', decoy);

  title(c, 'SECTION 2 - FUNDING REQUEST', 248);
  const amt = fmtMoney(d.amount, h.money);
  // The broker put the amount on the deal summary; the merchant sometimes leaves it blank here.
  under(c, 'Amount Requested', 36, 268, 135, 'amount', r.chance(0.8) ? amt : '', give(F.amount(amt)));
  under(c, 'Use of Proceeds', 171, 268, 200, 'use', r.pick(USES), decoy);
  under(c, 'Monthly Card Volume', 371, 268, 205, 'card_volume', fmtMoney(Math.round(d.monthlySales * 0.6), 'dollars'), decoy);
  s.text('Payment Schedule:', 36, 304, { font: 'Helvetica-Bold', size: 7 });
  const sched = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[d.frequency];
  const terms = r.weighted([['none', 3], ['freq', 3], ['all', 4]] as const);
  s.boxes('frequency', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], terms === 'none' ? null : sched, 110, 303, { ...give(F.frequency(d.frequency)), size: 7.5, fontSize: 7, gap: 14 });
  const pay = fmtMoney(d.payment, 'cents');
  under(c, 'Desired Payment Amount', 371, 294, 110, 'payment', terms === 'all' ? pay : '', give(F.payment(pay)));
  under(c, '# of Payments', 481, 294, 95, 'payments', terms === 'all' ? String(d.payments) : '', give(F.payments(d.payments)));
  under(c, 'Current Processor', 36, 326, 200, 'processor', r.pick(['Square', 'Clover / Fiserv', 'Heartland', 'Stripe', 'Worldpay']), decoy);
  under(c, 'Annual Gross Revenue', 236, 326, 135, 'annual_sales', fmtMoney(d.annualRevenue, 'dollars'), decoy);
  under(c, 'Number of Employees', 371, 326, 205, 'employees', String(d.employees), decoy);
  s.text('Has the business ever received a merchant cash advance?  Yes  No     Is the business currently in default on any advance or loan?  Yes  No', 36, 360, { size: 7 });
}

function owners(c: Ctx, h: Habits): void {
  const { s, d, r } = c;
  title(c, 'SECTION 3 - OWNERS / OFFICERS (list every owner of 20% or more)', 64);
  const cols: [string, number][] = [['Name (Last, First MI)', 150], ['Title', 80], ['Own %', 44], ['SSN', 86], ['Date of Birth', 80], ['Cell Phone', 100]];
  let x = 36;
  const xs = cols.map(([label, w]) => { s.rect(x, 82, w, 14, { fill: GREY }); s.text(label, x + 3, 86, { font: 'Helvetica-Bold', size: 6.5 }); x += w; return x - w; });
  for (let i = 0; i < 4; i++) {
    const y = 96 + i * 20, o = d.owners[i];
    cols.forEach(([, w], k) => s.rect(xs[k]!, y, w, 20, { stroke: '#b9aebb' }));
    if (!o) continue;
    const put = (k: number, key: string, text: string, to: ReturnType<typeof give>) => s.fill(`owner${i + 1}_${key}`, text, xs[k]! + 3, y + 5, cols[k]![1] - 6, to);
    put(0, 'name', fmtName(o, r.pick(['lf', 'lfm'] as const)), give(F.name(i, o)));
    put(1, 'title', o.title, give(F.role(i, o.title)));
    put(2, 'ownership', fmtPct(o.ownership, h.pct), give(F.ownership(i, o.ownership)));
    put(3, 'ssn', fmtTaxId(o.id, h.id), give(F.personalId(i, o.id, h.id)));
    const birth = dobText(o.dob, h);
    if (birth) put(4, 'dob', birth, give(h.dob === 'masked' ? null : F.dob(i, o.dob)));
    put(5, 'cell', fmtPhone(r, String(r.int(201, 989))), decoy);
  }
  s.text('Home addresses (same order as above)', 36, 182, { font: 'Helvetica-Bold', size: 7 });
  d.owners.forEach((o, i) => {
    s.text(`${i + 1}.`, 36, 198 + i * 18, { size: 7 });
    s.line(48, 206 + i * 18, 576, 206 + i * 18, { width: 0.4 });
    s.fill(`owner${i + 1}_home`, `${street(o.home)}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, 52, 194 + i * 18, 500, decoy);
  });
  s.text('Owner credit (self-reported):', 36, 278, { font: 'Helvetica-Bold', size: 7 });
  const ranges = ['720+', '680-719', '620-679', 'Below 620'];
  const band = (n: number) => (n >= 720 ? ranges[0]! : n >= 680 ? ranges[1]! : n >= 620 ? ranges[2]! : ranges[3]!);
  d.owners.forEach((o, i) => {
    s.text(`Owner ${i + 1}`, 150, 278 + i * 14, { size: 7 });
    // A range is not a score: the box is a decoy, the score stays null unless a number is printed somewhere.
    s.boxes(`owner${i + 1}_credit`, ranges, r.chance(0.8) ? band(o.score) : null, 190, 277 + i * 14, { ...decoy, size: 7, fontSize: 6.5, gap: 12 });
  });
  title(c, 'SECTION 4 - BANK & REFERENCES', 346);
  under(c, 'Bank Name', 36, 366, 160, 'bank', d.bank.name, decoy);
  under(c, 'Bank Routing #', 196, 366, 120, 'routing', d.bank.routing, decoy);
  under(c, 'Account #', 316, 366, 130, 'account', d.bank.account, decoy);
  under(c, 'Avg Daily Balance', 446, 366, 130, 'adb', fmtMoney(Math.round(d.monthlySales * 0.18), 'dollars'), decoy);
  d.refs.forEach((t, i) => {
    under(c, `Trade Reference ${i + 1}`, 36, 396 + i * 28, 250, `ref${i}_name`, t.name, decoy);
    under(c, 'Phone', 286, 396 + i * 28, 150, `ref${i}_phone`, t.phone, decoy);
  });
}

function disclosures(c: Ctx, h: Habits): void {
  const { s, d, b, r } = c;
  title(c, 'SECTION 5 - DISCLOSURES, AUTHORIZATIONS AND CONSENTS', 64);
  s.rect(36, 84, 540, 62, { stroke: PLUM, width: 0.8 });
  const amt = fmtMoney(d.amount, h.money);
  const y = flow(s, ['Applicant', { key: 'terms_legal_name', value: d.legal, min: 170, ...give(F.legal(d.legal)) },
    'requests funding of', { key: 'terms_amount', value: r.chance(0.6) ? amt : '', min: 80, ...give(F.amount(amt)) },
    'through Crescent Bridge Advisors. Broker compensation disclosed to Applicant:', { key: 'terms_fee', value: `${r.int(5, 12)}% of funded amount`, min: 90, by: 'broker', ...decoy },
    '. Renewal commission, if any:', { key: 'terms_renewal', value: `${r.int(3, 8)}%`, min: 40, by: 'broker', ...decoy },
    '. Applicant has', { key: 'terms_positions', value: String(d.positions.length), min: 24, ...decoy }, 'open advance(s) as of',
    { key: 'terms_date', value: fmtDate(d.date, 'mdy'), min: 60, ...decoy }, '.'], 44, 90, 524, { font: 'Helvetica', size: 8, lineGap: 3 });
  columns(s, r.shuffle(clauses(b.name, false)), 36, Math.max(y, 146) + 10, 540, 3, 748, { font: 'Helvetica', size: 6 });
}

function guarantyPage(c: Ctx): void {
  const { s, d, b, r } = c;
  title(c, 'SECTION 6 - PERSONAL GUARANTY & SIGNATURES', 64);
  let y = columns(s, [guaranty(b.name)], 36, 84, 540, 1, 300, { font: 'Helvetica', size: 7 }) + 12;
  for (const [i, o] of d.owners.entries()) {
    s.text(`GUARANTOR ${i + 1}`, 36, y, { font: 'Helvetica-Bold', size: 7.5, color: PLUM });
    s.signature(46, y + 28, 160);
    under(c, 'Signature', 36, y + 18, 200, `sign${i + 1}_sig`, '', decoy);
    under(c, 'Print Name', 236, y + 18, 200, `sign${i + 1}_name`, fmtName(o, r.pick(['fml', 'fl'] as const)), give(F.name(i, o)));
    under(c, 'Date', 436, y + 18, 140, `sign${i + 1}_date`, fmtDate(d.date, 'mdy2'), decoy);
    y += 52;
  }
  s.text('Spousal consent (community property states, if required):', 36, y + 6, { size: 7 });
  s.line(260, y + 14, 576, y + 14, { width: 0.5 });
}

export const CRESCENT: Layout = {
  name: 'crescent',
  broker: 'Crescent Bridge Advisors',
  country: 'US',
  maxOwners: 4,
  typedFont: 'Times-Roman',
  typedSize: 10,
  // An Acrobat-made form: fields named by their kind and creation order, nothing about what they hold.
  fieldName: (_key, n, kind) => (kind === 'check' ? `Check Box${n}` : `Text${n}`),
  onState: (label) => label.replace(/[^A-Za-z0-9]/g, '') || 'Yes',
  makeBroker: (r) => makeBroker(r, 'Crescent Bridge Advisors', 'crescentbridge.com', '77 Water St, 8th Fl, New York, NY 10005', `CB${r.int(100000, 999999)}`),
  draw(c: Ctx): void {
    const h = habits(c.r, c.d, { names: ['lf'], dates: ['mdy', 'mdy2', 'mdy', 'short'], money: ['dollars', 'cents', 'plain'], maskRate: 0.5 });
    cover(c, h);
    c.s.newPage(); pageHead(c, 1); business(c, h);
    c.s.newPage(); pageHead(c, 2); owners(c, h);
    c.s.newPage(); pageHead(c, 3); disclosures(c, h);
    c.s.newPage(); pageHead(c, 4); guarantyPage(c);
  },
};

// Layout 1, "keystone_full": Keystone Ridge Capital's own two-page merchant application. Boxed cells with the label
// in the cell's corner, an entity checkbox row, a FOR FUNDER USE ONLY panel (deal number, approved amount, factor,
// holdback: filled by the funder's staff) and an ISO / referral-partner box beside it, a current-financing table,
// owners on page 2 with home addresses, bank and trade references. Everything in the two top boxes is a decoy.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet, ValueOpts } from './canvas.ts';
import { af, businessTax, businessTaxFields, dbaFields, nameFields, ownerTax, ownerTaxFields, phone, regionFields, type Merchant } from './data.ts';
import { date, dateStyle, money, moneyStyle, pct, personName } from './format.ts';
import { BANKS_US, FUNDERS_EXISTING, INC_STATES_US, ISOS, LANDLORDS, REPS, TRADE_REFS, UNDERWRITERS } from './pools.ts';

const GREEN = '#1f4d3a';
const L = 32, R = 580, W = R - L;

function cell(s: Sheet, label: string, x: number, y: number, w: number, h = 25): void {
  s.rect(x, y, w, h, { lw: 0.5, stroke: '#555555' });
  s.text(label, x + 3, y + 2.2, { font: 'Helvetica', size: 6.2, color: '#3a3a3a' });
}
function cv(s: Sheet, key: string, label: string, text: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
  cell(s, label, x, y, w);
  s.value(key, text, x + 3, y + 9.5, w - 6, { h: 14, ...o });
}
function section(s: Sheet, n: string, title: string, y: number): number {
  s.rect(L, y, W, 14, { fill: GREEN });
  s.text(`${n}   ${title}`, L + 5, y + 3.3, { font: 'Helvetica-Bold', size: 8, color: '#ffffff' });
  return y + 16;
}

function topBoxes(s: Sheet, m: Merchant, rng: Rng): void {
  // ISO / referral box (filled by the broker who sent the deal, in the applicant's style).
  s.rect(L, 70, 330, 92, { lw: 0.8 });
  s.text(rng.pick(['ISO / REFERRAL PARTNER', 'REFERRING ISO / BROKER', 'REFERRAL SOURCE']), L + 5, 74, { font: 'Helvetica-Bold', size: 7.5 });
  const iso = rng.pick(ISOS), rep = rng.pick(REPS);
  const rows: [string, string][] = [['Company', iso], ['Rep name', rep], ['Rep phone', phone(rng, 'US')],
    ['Rep e-mail', `${rep.split(' ')[0]!.toLowerCase()}@${iso.split(' ')[0]!.toLowerCase()}funding.com`], ['ISO ID #', `ISO-${rng.int(1000, 9999)}`]];
  rows.forEach(([label, v], i) => {
    const y = 86 + i * 14.5;
    s.text(label, L + 6, y + 3, { size: 7 });
    s.line(L + 62, y + 12, L + 322, y + 12, 0.4);
    s.value(`iso_${i}`, rng.chance(0.85) ? v : '', L + 64, y, 255, { decoy: true, h: 12 });
  });
  // FOR FUNDER USE ONLY (the funder's staff types it).
  const x = 372, w = R - x;
  s.rect(x, 70, w, 92, { fill: '#e6e6e6', stroke: '#000000', lw: 0.8 });
  s.text('FOR FUNDER USE ONLY', x + 5, 74, { font: 'Helvetica-Bold', size: 7.5 });
  s.text('Do not write in this area', x + 102, 75, { font: 'Helvetica-Oblique', size: 6 });
  const filled = rng.chance(0.7);
  const approved = Math.round((m.amount * rng.float(0.55, 0.9)) / 500) * 500;
  const panel: [string, string][] = [['Deal #', `KRC-26-${rng.int(10000, 99999)}`], ['Rec\'d', date(`2026-0${rng.int(1, 2)}-${rng.int(10, 28)}`, 'mdy')],
    ['Underwriter', rng.pick(UNDERWRITERS)], ['Approved amt', money(approved === m.amount ? approved - 2500 : approved, 'dollar')],
    ['Factor', rng.pick(['1.29', '1.35', '1.42', '1.45'])], ['Holdback', `${rng.int(8, 18)}.5%`]];
  panel.forEach(([label, v], i) => {
    const y = 86 + i * 12.2;
    s.text(label, x + 6, y + 2, { size: 6.8 });
    s.line(x + 66, y + 10, x + w - 6, y + 10, 0.4, '#777777');
    s.value(`funder_use_${i}`, filled ? v : '', x + 68, y - 1, w - 76, { decoy: true, h: 11, printed: true, size: 7.5 });
  });
}

export function drawKeystone(s: Sheet, m: Merchant, rng: Rng): void {
  s.rect(0, 0, 612, 58, { fill: GREEN });
  s.text('KEYSTONE RIDGE CAPITAL', L, 16, { font: 'Helvetica-Bold', size: 17, color: '#ffffff' });
  s.text(rng.pick(['Merchant Funding Application', 'Business Funding Application', 'Revenue-Based Funding Application']), L, 37,
    { font: 'Helvetica', size: 10, color: '#d6e8dd' });
  s.text('Direct funder  |  apps@keystoneridgecap.com  |  (888) 414-7720', 340, 40, { size: 7, color: '#d6e8dd' });
  topBoxes(s, m, rng);

  let y = section(s, '1', rng.pick(['BUSINESS PROFILE', 'ABOUT THE BUSINESS', 'COMPANY INFORMATION']), 172);
  const tax = businessTax(m, rng, { bareOk: true });
  cv(s, 'legal', rng.pick(['Legal / corporate name', 'Business legal name (as filed with the IRS)', 'Registered company name']), m.legal, L, y, 360,
    { fields: { legal_name: m.legal } });
  cv(s, 'taxid', tax.text.includes('-') ? 'Federal Tax ID' : 'Federal Tax ID (EIN)', rng.chance(0.96) ? tax.text : '', L + 360, y, W - 360,
    { fields: businessTaxFields(tax) });
  y += 25;
  const dba = m.tradeName ?? rng.pick(['', 'SAME', 'N/A', m.legal]);
  cv(s, 'dba', rng.pick(['DBA / trade name', 'Doing business as', 'd/b/a (if different)']), dba, L, y, 360, { fields: dbaFields(dba, m.legal) });
  const ds = dateStyle(rng, m.start, 'US');
  cv(s, 'start', rng.pick(['Business start date', 'Date established', 'Date business started']), rng.chance(0.9) ? date(m.start, ds) : '',
    L + 360, y, W - 360, { fields: { business_start_date: m.start } });
  y += 25;
  cell(s, 'Entity type (check one)', L, y, W, 22);
  const ents = ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Prop.'];
  const byId: Record<string, number> = { c_corporation: 0, llc: 1, s_corporation: 2, general_partnership: 3, sole_proprietorship: 4 };
  const idx = rng.chance(0.93) ? (byId[m.entity.id] ?? 5) : null;
  const ew = s.options('entity', ents, idx === 5 ? null : idx, L + 8, y + 10, { size: 7.5, gap: 16, fields: { type_of_entity: m.entity.id } });
  s.check('entity', 'Other:', L + 8 + ew, y + 10, idx === 5, { size: 7.5, fields: {} });
  s.line(L + 48 + ew, y + 18, L + 150 + ew, y + 18, 0.4);
  if (idx === 5) s.value('entity_other', m.entity.text, L + 50 + ew, y + 7, 100, { fields: { type_of_entity: m.entity.id }, h: 12 });
  y += 22;
  const a = m.address;
  cv(s, 'street', 'Physical business address (no P.O. boxes)', a.street, L, y, 260);
  cv(s, 'city', 'City', a.city, L + 260, y, 130);
  cv(s, 'state', 'State', rng.chance(0.97) ? a.region : '', L + 390, y, 50, { fields: regionFields(a) });
  cv(s, 'zip', 'ZIP', a.postal, L + 440, y, W - 440);
  y += 25;
  cv(s, 'phone', 'Business phone', m.phone, L, y, 150);
  cv(s, 'email', 'Business e-mail', m.email, L + 150, y, 220);
  cv(s, 'web', 'Website', m.website ?? '', L + 370, y, W - 370);
  y += 25;
  const incorp = rng.pick(INC_STATES_US.filter((st) => st !== m.address.region && st !== m.address.regionName));
  cv(s, 'industry', rng.pick(['Type of business / what do you sell?', 'Nature of business', 'Industry']), rng.chance(0.92) ? m.industry.text : '',
    L, y, 290, { fields: { industry: m.industry.id } });
  cv(s, 'incorp', 'State of incorporation', m.sole ? '' : incorp, L + 290, y, 110, { decoy: true });
  cv(s, 'emp', '# of employees', String(rng.int(2, 45)), L + 400, y, 70);
  cv(s, 'sales', 'Avg. monthly sales', money(m.monthlySales, 'dollar'), L + 470, y, W - 470);
  y += 25;
  cell(s, 'Business location is', L, y, 130);
  const own = rng.chance(0.25);
  s.options('premises', ['Owned', 'Leased'], own ? 0 : 1, L + 8, y + 11, { size: 7.5 });
  cv(s, 'landlord', 'Landlord / mortgage holder', rng.pick(LANDLORDS), L + 130, y, 200, { decoy: true });
  cv(s, 'landlord_phone', 'Landlord phone', phone(rng, 'US'), L + 330, y, 120, { decoy: true });
  cv(s, 'rent', 'Monthly rent / mortgage', money(rng.int(18, 95) * 100, 'dollar'), L + 450, y, W - 450, { decoy: true });
  y += 32;

  y = section(s, '2', rng.pick(['FUNDING REQUEST', 'WHAT YOU NEED', 'REQUESTED FUNDING']), y);
  const ms = moneyStyle(rng, 'US');
  cv(s, 'amount', rng.pick(['Amount requested', 'Funding amount needed', 'Requested advance']), money(m.amount, ms), L, y, 150,
    { fields: { requested_amount: m.amount } });
  cv(s, 'use', 'Use of funds', m.use, L + 150, y, 200);
  cell(s, 'Preferred remittance', L + 350, y, W - 350);
  const freq = rng.weighted([[0, 3], [1, 3], [null, 2]] as const);
  s.options('frequency', ['Daily', 'Weekly'], freq, L + 360, y + 11, { size: 7.5, gap: 18, fieldsFor: (i) => ({ payment_frequency: i ? 'weekly' : 'daily' }) });
  y += 34;

  y = section(s, '3', rng.pick(['CURRENT ADVANCES & LOANS', 'EXISTING FINANCING', 'OPEN POSITIONS']), y);
  const cols = [['Funder / lender', 190], ['Original amount', 95], ['Current balance', 95], ['Payment', 80], ['Frequency', 88]] as const;
  let cx = L;
  for (const [label, w] of cols) { s.rect(cx, y, w, 13, { fill: '#dfe9e3', stroke: '#555555', lw: 0.5 }); s.text(label, cx + 3, y + 3.5, { font: 'Helvetica-Bold', size: 6.8 }); cx += w; }
  const positions = rng.weighted([[0, 3], [1, 4], [2, 3], [3, 1]] as const);
  const funders = rng.shuffle([...FUNDERS_EXISTING]);
  for (let r = 0; r < 3; r++) {
    const ry = y + 13 + r * 15;
    cx = L;
    const orig = rng.int(10, 150) * 1000, bal = Math.round(orig * rng.float(0.15, 0.85) / 10) * 10;
    const f = rng.pick(['Daily', 'Weekly']);
    const fText = rng.pick([`${f} ACH`, f === 'Daily' ? 'Daily (M-F)' : 'Weekly (Fri)', f === 'Daily' ? '5x / week' : '1x / week']);
    const vals = r < positions ? [funders[r]!, money(orig, 'dollar'), money(bal === m.amount ? bal + 10 : bal, 'dollar'),
      money(Math.round(orig * 1.4 / (f === 'Daily' ? 120 : 26)), 'dollar'), fText] : ['', '', '', '', ''];
    cols.forEach(([, w], c) => { s.rect(cx, ry, w, 15, { lw: 0.4, stroke: '#777777' }); s.value(`position${r}_${c}`, vals[c]!, cx + 2, ry + 1, w - 4, { decoy: true, h: 13 }); cx += w; });
  }
  s.check('no_positions', 'No current advances or business loans', L, y + 13 + 3 * 15 + 5, positions === 0 && rng.chance(0.6), { size: 7.5 });

  s.addPage();
  owners(s, m, rng);
}

function owners(s: Sheet, m: Merchant, rng: Rng): void {
  const separate = m.owners.length >= 3 || rng.chance(0.3);
  const pagesOf = separate ? 3 : 2;
  s.rect(0, 0, 612, 26, { fill: GREEN });
  s.text(`KEYSTONE RIDGE CAPITAL  -  Merchant Funding Application (page 2 of ${pagesOf})`, L, 9, { font: 'Helvetica-Bold', size: 9, color: '#ffffff' });
  let y = section(s, '4', rng.pick(['OWNERS / GUARANTORS (all owners of 20% or more)', 'PRINCIPALS', 'OWNERSHIP']), 36);
  const blocks = Math.max(2, m.owners.length);
  const nameStyle = rng.pick(['fl', 'fml', 'cred'] as const);
  const mask = rng.chance(0.3) ? 0.6 : 0.1;
  for (let i = 0; i < blocks; i++) {
    const o = m.owners[i];
    s.text(`Owner ${i + 1}${i === 0 ? ' (primary)' : ''}`, L, y + 1, { font: 'Helvetica-Bold', size: 7.5, color: GREEN });
    y += 11;
    const t = o ? ownerTax(m, i, rng, mask) : null;
    const ds = o ? dateStyle(rng, o.dob, 'US', false) : 'mdy';
    cv(s, `owner${i}_name`, 'Full name', o ? personName(o.person, nameStyle) : '', L, y, 230, o ? { fields: nameFields(i, o.person) } : {});
    cv(s, `owner${i}_title`, 'Title', o?.title ?? '', L + 230, y, 130, o ? { fields: af(i, 'role', o.title) } : {});
    cv(s, `owner${i}_pct`, 'Ownership %', o ? pct(o.pct, rng) : '', L + 360, y, 70, o ? { fields: af(i, 'ownership', o.pct) } : {});
    cv(s, `owner${i}_score`, 'Est. credit score', o?.score ? String(o.score) : '', L + 430, y, W - 430, o ? { fields: af(i, 'credit_score', o.score) } : {});
    y += 25;
    cv(s, `owner${i}_ssn`, 'SSN', t?.text ?? '', L, y, 130, o ? { fields: ownerTaxFields(i, t!) } : {});
    cv(s, `owner${i}_dob`, 'Date of birth', o ? date(o.dob, ds) : '', L + 130, y, 100, o ? { fields: af(i, 'date_of_birth', o.dob) } : {});
    cv(s, `owner${i}_home`, 'Home address (street, city, state, ZIP)', o ? `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}` : '',
      L + 230, y, 220, { decoy: true });
    cv(s, `owner${i}_cell`, 'Cell phone', o?.cell ?? '', L + 450, y, W - 450);
    y += 30;
  }
  y = section(s, '5', 'OPERATING BANK ACCOUNT', y + 2);
  cv(s, 'bank', 'Bank name', rng.pick(BANKS_US), L, y, 200, { decoy: true });
  cv(s, 'routing', 'Routing #', `0${rng.digits(8)}`, L + 200, y, 160, { decoy: true });
  cv(s, 'account', 'Account #', rng.digits(rng.int(9, 12)), L + 360, y, W - 360, { decoy: true });
  y = section(s, '6', 'TRADE REFERENCES', y + 31);
  const refs = rng.shuffle([...TRADE_REFS]);
  for (let r = 0; r < 2; r++) {
    cv(s, `ref${r}`, `Reference ${r + 1} - company`, refs[r]!, L, y, 300, { decoy: true });
    cv(s, `ref${r}_phone`, 'Phone', phone(rng, 'US'), L + 300, y, W - 300, { decoy: true });
    y += 25;
  }
  if (separate) {
    s.addPage();
    s.rect(0, 0, 612, 26, { fill: GREEN });
    s.text('KEYSTONE RIDGE CAPITAL  -  Authorizations & Signatures (page 3 of 3)', L, 9, { font: 'Helvetica-Bold', size: 9, color: '#ffffff' });
    y = 44;
  } else y += 8;
  s.text('AUTHORIZATION. Each undersigned certifies that the information above is true and complete and authorizes Keystone Ridge Capital, ' +
    'its affiliates and assigns to obtain consumer and business credit reports, verify bank and trade references, and share this ' +
    'application with its funding partners. This is an application for the purchase of future receivables, not a loan.', L, y,
    { size: separate ? 8 : 6.8, width: W, color: '#222222' });
  y += separate ? 50 : 44;
  if (separate) {
    s.text('ACH DEBIT AUTHORIZATION. If funded, the merchant authorizes Keystone Ridge Capital to debit the operating account named in ' +
      'section 5 for each remittance under the agreement, and to re-present any debit returned for insufficient funds once. ' +
      'This authorization remains in force until the purchased amount is delivered in full.', L, y, { size: 8, width: W, color: '#222222' });
    y += 56;
  }
  const signers = separate ? m.owners : m.owners.slice(0, 2);
  signers.forEach((o, i) => {
    const x = L + (i % 2) * 280, yy = y + Math.floor(i / 2) * 66;
    s.signature(x, yy + 2, 160);
    s.line(x, yy + 18, x + 160, yy + 18, 0.6);
    s.text(separate ? `Owner ${i + 1} signature` : 'Signature', x, yy + 21, { size: 6.5 });
    s.line(x + 170, yy + 18, x + 250, yy + 18, 0.6);
    s.text('Date', x + 170, yy + 21, { size: 6.5 });
    s.value(`sig${i}_date`, date(`2026-02-${String(rng.int(10, 27))}`, 'mdy'), x + 170, yy + 4, 80, { h: 13 });
    s.value(`sig${i}_print`, personName(o.person, 'fl'), x, yy + 30, 160, { h: 13 });
    s.line(x, yy + 43, x + 160, yy + 43, 0.4);
    s.text('Print name', x, yy + 46, { size: 6.5 });
  });
}

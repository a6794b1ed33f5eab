// Keystone Merchant Funding (US): a packet that went through a fax machine. Every page carries the fax header line;
// everything is monospaced, labels in capitals run into underscored blanks. The cover repeats the merchant; the
// application runs over two pages (business, then owners with an empty second-owner block when there is one); the
// acknowledgement page names owner 1 and the business in its blanks; the signature page has a notary block.
import * as F from './fields.ts';
import { blank, dbaText, decoy, dobText, ENTITY_WORDS, give, habits, makeBroker, street, type Ctx, type Habits, type Layout } from './common.ts';
import { columns, flow } from './flow.ts';
import { FREQ_WORDS, fmtDate, fmtMoney, fmtName, fmtPct, fmtTaxId, fmtPhone } from './formats.ts';
import { clauses, guaranty } from './legal.ts';
import { FIRST_US, LAST_US, USES } from './pools.ts';

const MONO = { font: 'Courier', size: 8 };
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function faxLine(c: Ctx, page: number, pages: number): void {
  const { d, b } = c;
  const [y, m, day] = d.date.split('-');
  const text = `${MON[Number(m) - 1]}-${day}-${y} 10:${String(20 + page * 3).padStart(2, '0')}  FROM:KEYSTONE MERCH FNDG  ${b.fax.replace(/\D/g, ' ').trim()}  TO:UW DEPT  P.${String(page).padStart(3, '0')}/${String(pages).padStart(3, '0')}`;
  c.s.fill(`fax_header_${page}`, text, 36, 14, 540, { by: 'broker', ...decoy, font: 'Courier', size: 7 });
}

const f = (c: Ctx, label: string, x: number, y: number, w: number, key: string, text: string, to: ReturnType<typeof give>) =>
  blank(c, label, x, y, w, { ...MONO, value: text ? { key, text, to } : undefined });

function section(c: Ctx, t: string, y: number): void {
  c.s.text(t, 36, y, { font: 'Courier-Bold', size: 9 });
  c.s.text('-'.repeat(90), 36, y + 9, { font: 'Courier', size: 7 });
}

function cover(c: Ctx): void {
  const { s, d, b, r } = c;
  s.newPage(); faxLine(c, 1, 5);
  s.text('K E Y S T O N E', 36, 44, { font: 'Courier-Bold', size: 20 });
  s.text('MERCHANT FUNDING, INC.', 36, 68, { font: 'Courier', size: 10 });
  s.text(b.street.toUpperCase(), 36, 82, MONO);
  s.text('*** FACSIMILE TRANSMITTAL ***', 190, 120, { font: 'Courier-Bold', size: 12 });
  const rows: [string, string, string, ReturnType<typeof give>][] = [
    ['TO:', `${b.funder} - New Deals`, 'funder', decoy], ['ATTN:', r.pick(['Underwriting', 'Submissions Desk', 'ISO Relations']), 'attn', decoy],
    ['FROM:', fmtName(d.rep, 'fl'), 'iso_rep', decoy], ['PHONE:', b.phone, 'rep_phone', decoy], ['FAX:', b.fax, 'broker_fax', decoy],
    ['DEAL NO:', b.dealNo, 'deal_number', decoy], ['PAGES:', '5 (W/ COVER)', 'page_count', decoy],
    ['RE:', d.dba ?? d.legal, 'cover_merchant', give(d.dba ? F.dba(d, d.dba) : F.legal(d.legal))]];
  rows.forEach(([label, value, key, to], i) => {
    const y = 150 + i * 20;
    s.text(label, 60, y, { font: 'Courier-Bold', size: 10 });
    s.fill(key, value, 150, y, 400, { by: 'broker', ...to, size: 10.5 });
  });
  s.text('MESSAGE:', 60, 330, { font: 'Courier-Bold', size: 10 });
  const lines = [`PLEASE FIND ATTACHED APP + ${r.int(3, 6)} MOS STMTS.`, r.pick(['MERCHANT NEEDS FUNDS BY END OF WEEK.', 'CALL ME W/ ANY QUESTIONS.', 'RENEWAL ELIGIBLE IN 60 DAYS ELSEWHERE.'])];
  lines.forEach((t, i) => s.text(t, 150, 330 + i * 14, { font: 'Courier', size: 10 }));
  if (d.positions[0]) s.fill('cover_position', `HAS 1ST POSITION W/ ${d.positions[0].funder.toUpperCase()}`, 150, 358, 400, { by: 'broker', ...decoy, font: 'Courier', size: 10 });
  s.text('IF YOU DO NOT RECEIVE ALL PAGES PLEASE CALL THE NUMBER ABOVE. THIS FAX MAY CONTAIN CONFIDENTIAL INFORMATION.', 36, 700, { font: 'Courier', size: 7, width: 540 });
}

function business(c: Ctx, h: Habits): void {
  const { s, d, r } = c;
  s.newPage(); faxLine(c, 2, 5);
  s.text('MERCHANT CASH ADVANCE APPLICATION', 150, 34, { font: 'Courier-Bold', size: 12 });
  s.text(`KEYSTONE MERCHANT FUNDING  *  ISO APP FORM K-7`, 170, 50, MONO);
  section(c, 'SECTION A - BUSINESS INFORMATION', 70);
  f(c, 'LEGAL NAME:', 36, 94, 540, 'legal_name', d.legal, give(F.legal(d.legal)));
  const dba = dbaText(d, h);
  f(c, 'D/B/A:', 36, 112, 540, 'dba', dba, give(F.dba(d, dba)));
  const ssn = d.taxId.type !== 'EIN';
  const tax = fmtTaxId(d.taxId, ssn ? 'dashed' : r.pick(['dashed', 'bare'] as const));
  f(c, ssn ? 'FED TAX ID/SSN (SOLE PROP):' : 'FED TAX ID (EIN):', 36, 130, 290, 'tax_id', tax, give(F.taxId(d.taxId, tax)));
  const ent = r.pick(ENTITY_WORDS[d.entity]!);
  f(c, 'ENTITY:', 336, 130, 240, 'entity', ent, give(F.entity(ent, 'US')));
  const a = d.address;
  const full = `${street(a)}, ${a.city}, ${a.region} ${a.postal}`;
  f(c, 'BUSINESS ADDRESS:', 36, 148, 540, 'address', full, give(F.region(a.region, 'US')));
  f(c, 'STATE OF INC:', 36, 166, 200, 'state_of_incorporation', d.entity === 'sole_proprietorship' ? '' : d.incRegion, decoy);
  const since = r.weighted([['date', 6], ['years', 2]] as const);
  if (since === 'date') f(c, 'DATE EST.:', 246, 166, 330, 'start_date', fmtDate(d.start, h.date), give(F.start(d.start)));
  else f(c, 'YRS IN BUS:', 246, 166, 330, 'years_in_business', String(Number(d.date.slice(0, 4)) - Number(d.start.slice(0, 4))), decoy);
  f(c, 'NATURE OF BUSINESS:', 36, 184, 540, 'industry', d.line.text, give(F.industry(d.line.text)));
  f(c, 'PHONE:', 36, 202, 180, 'business_phone', d.phone, decoy);
  f(c, 'EMAIL:', 226, 202, 350, 'business_email', d.email, decoy);
  f(c, 'OWN/RENT:', 36, 220, 130, 'premises', d.landlord ? 'RENT' : 'OWN', decoy);
  f(c, 'LANDLORD:', 176, 220, 230, 'landlord', d.landlord?.name ?? '', decoy);
  f(c, 'RENT $', 416, 220, 160, 'rent', d.landlord ? fmtMoney(d.landlord.rent, 'plain') : '', decoy);
  section(c, 'SECTION B - FUNDING REQUEST', 246);
  const amt = fmtMoney(d.amount, h.money);
  f(c, 'AMOUNT REQUESTED $', 36, 270, 260, 'amount', amt.replace(/^\$\s?/, ''), give(F.amount(amt)));
  f(c, 'USE OF FUNDS:', 306, 270, 270, 'use', r.pick(USES), decoy);
  const terms = r.weighted([['none', 3], ['some', 3], ['all', 4]] as const);
  const pay = fmtMoney(d.payment, 'cents');
  f(c, 'DESIRED PAYMENT:', 36, 288, 220, 'payment', terms === 'all' ? pay : '', give(F.payment(pay)));
  const word = r.pick(FREQ_WORDS[d.frequency]!);
  f(c, 'FREQUENCY:', 266, 288, 160, 'frequency', terms === 'none' ? '' : word, give(F.frequency(d.frequency)));
  f(c, '# PMTS:', 436, 288, 140, 'payments', terms === 'none' ? '' : String(d.payments), give(F.payments(d.payments)));
  f(c, 'GROSS MONTHLY SALES $', 36, 306, 260, 'monthly_sales', fmtMoney(d.monthlySales, 'bare'), decoy);
  f(c, 'MONTHLY CC SALES $', 306, 306, 270, 'card_volume', fmtMoney(Math.round(d.monthlySales * 0.55), 'bare'), decoy);
  section(c, 'SECTION C - BANK / REFERENCES', 332);
  f(c, 'BANK:', 36, 356, 200, 'bank', d.bank.name, decoy);
  f(c, 'ABA:', 246, 356, 150, 'routing', d.bank.routing, decoy);
  f(c, 'ACCT:', 406, 356, 170, 'account', d.bank.account, decoy);
  d.refs.forEach((t, i) => {
    f(c, `TRADE REF ${i + 1}:`, 36, 374 + i * 18, 330, `ref${i}_name`, t.name, decoy);
    f(c, 'PH:', 376, 374 + i * 18, 200, `ref${i}_phone`, t.phone, decoy);
  });
  section(c, 'SECTION D - OTHER FINANCING (MCA / LOANS / LEASES)', 420);
  for (let i = 0; i < 3; i++) {
    const p = d.positions[i];
    f(c, `${i + 1}. FUNDER:`, 36, 444 + i * 18, 250, `position_${i}_funder`, p?.funder ?? '', decoy);
    f(c, 'BAL $', 296, 444 + i * 18, 140, `position_${i}_balance`, p ? fmtMoney(p.balance, 'bare') : '', decoy);
    f(c, 'PMT $', 446, 444 + i * 18, 130, `position_${i}_payment`, p ? `${fmtMoney(p.payment, 'bare')}/${p.freq === 'Daily' ? 'D' : 'W'}` : '', decoy);
  }
}

function owners(c: Ctx, h: Habits): void {
  const { s, d, r } = c;
  s.newPage(); faxLine(c, 3, 5);
  section(c, 'SECTION E - OWNER / GUARANTOR INFORMATION', 40);
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i], y = 66 + i * 150;
    s.text(i === 0 ? 'OWNER 1' : 'OWNER 2 (IF ANY)', 36, y, { font: 'Courier-Bold', size: 9 });
    const v = (text: string) => (o ? text : '');
    f(c, 'NAME:', 36, y + 18, 330, `owner${i + 1}_name`, v(o ? fmtName(o, h.name) : ''), give(o ? F.name(i, o) : null));
    f(c, 'TITLE:', 376, y + 18, 200, `owner${i + 1}_title`, v(o?.title ?? ''), give(o ? F.role(i, o.title) : null));
    f(c, '% OWNED:', 36, y + 36, 160, `owner${i + 1}_ownership`, v(o ? fmtPct(o.ownership, h.pct) : ''), give(o ? F.ownership(i, o.ownership) : null));
    f(c, 'SSN:', 206, y + 36, 180, `owner${i + 1}_ssn`, v(o ? fmtTaxId(o.id, h.id) : ''), give(o ? F.personalId(i, o.id, h.id) : null));
    f(c, 'DOB:', 396, y + 36, 180, `owner${i + 1}_dob`, v(o ? dobText(o.dob, h) : ''), give(o && h.dob !== 'masked' ? F.dob(i, o.dob) : null));
    f(c, 'HOME ADDR:', 36, y + 54, 540, `owner${i + 1}_home`, v(o ? `${street(o.home)}, ${o.home.city}, ${o.home.region} ${o.home.postal}` : ''), decoy);
    f(c, 'CELL:', 36, y + 72, 200, `owner${i + 1}_cell`, v(fmtPhone(r, String(r.int(201, 989)))), decoy);
    f(c, 'EST. FICO:', 246, y + 72, 150, `owner${i + 1}_score`, v(o && h.score ? String(o.score) : ''), give(o ? F.score(i, o.score) : null));
    f(c, 'DL #/ST:', 406, y + 72, 170, `owner${i + 1}_dl`, v(`${r.alnum(1, 'ABCDEFGHJKLMNPRSTW')}${r.digits(7)} ${o?.home.region ?? ''}`), decoy);
    f(c, 'HOME:', 36, y + 90, 130, `owner${i + 1}_home_status`, v(r.pick(['OWN', 'RENT'])), decoy);
  }
  s.text('ALL OWNERS OF 20% OR MORE MUST BE LISTED AND MUST SIGN THE PERSONAL GUARANTY (PAGE 5).', 36, 380, { font: 'Courier', size: 8 });
}

function acknowledgement(c: Ctx): void {
  const { s, d, b, r } = c;
  s.newPage(); faxLine(c, 4, 5);
  s.text('MERCHANT ACKNOWLEDGEMENT AND AUTHORIZATION', 130, 36, { font: 'Courier-Bold', size: 11 });
  const first = d.owners[0]!;
  const referral = { first: r.pick(FIRST_US), middle: null, last: r.pick(LAST_US.filter((l) => !d.owners.some((o) => o.last === l))), credential: null };
  const y = flow(s, ['I/WE,', { key: 'ack_owner', value: fmtName(first, 'fl'), min: 150, ...give(F.name(0, first)) }, ', ON BEHALF OF',
    { key: 'ack_legal_name', value: d.legal, min: 170, ...give(F.legal(d.legal)) },
    ', CERTIFY THAT THE INFORMATION IN THIS APPLICATION IS TRUE AND COMPLETE. REFERRED TO KEYSTONE BY:',
    { key: 'ack_referral', value: fmtName(referral, 'fl'), min: 120, ...decoy }, '. ISO ID:',
    { key: 'ack_iso', value: `KMF-${r.int(100, 999)}`, min: 50, by: 'broker', ...decoy }, '.'], 36, 60, 540, { font: 'Courier', size: 8, lineGap: 4 });
  columns(s, clauses(b.name.toUpperCase(), false).map((t) => t.toUpperCase()), 36, y + 10, 540, 1, 760, { font: 'Courier', size: 6.4, lineGap: 0.4 });
}

function signatures(c: Ctx): void {
  const { s, d, b, r } = c;
  s.newPage(); faxLine(c, 5, 5);
  s.text('PERSONAL GUARANTY', 220, 36, { font: 'Courier-Bold', size: 11 });
  let y = columns(s, [guaranty(b.name).toUpperCase()], 36, 56, 540, 1, 300, { font: 'Courier', size: 6.8 }) + 14;
  for (const [i, o] of d.owners.entries()) {
    s.text('X', 36, y + 10, { font: 'Courier-Bold', size: 12 });
    s.signature(52, y + 16, 170);
    s.line(48, y + 22, 280, y + 22, { width: 0.5 });
    s.text(`GUARANTOR ${i + 1} SIGNATURE`, 48, y + 25, { font: 'Courier', size: 7 });
    f(c, 'PRINT NAME:', 300, y + 4, 276, `sign${i + 1}_name`, fmtName(o, r.pick(['fl', 'fml'] as const)), give(F.name(i, o)));
    f(c, 'DATE:', 300, y + 22, 276, `sign${i + 1}_date`, fmtDate(d.date, 'mdy'), decoy);
    y += 48;
  }
  const notary = { first: r.pick(FIRST_US), middle: null, last: r.pick(LAST_US.filter((l) => !d.owners.some((o) => o.last === l))), credential: null };
  s.text('NOTARY (IF REQUIRED BY FUNDER)', 36, y + 12, { font: 'Courier-Bold', size: 8 });
  f(c, 'NOTARY PUBLIC:', 36, y + 30, 300, 'notary_name', fmtName(notary, 'fl'), decoy);
  f(c, 'COMMISSION EXP:', 346, y + 30, 230, 'notary_expires', fmtDate(`${Number(d.date.slice(0, 4)) + r.int(1, 4)}${d.date.slice(4)}`, 'mdy'), decoy);
}

export const KEYSTONE: Layout = {
  name: 'keystone',
  broker: 'Keystone Merchant Funding',
  country: 'US',
  maxOwners: 2,
  typedFont: 'Courier-Bold',
  typedSize: 9.5,
  fieldName: (key) => key.toUpperCase(),
  onState: () => 'Yes',
  makeBroker: (r) => makeBroker(r, 'Keystone Merchant Funding', 'keystonemf.com', '3000 Marcus Ave, Suite 2E, Lake Success, NY 11042', `K${r.int(10, 99)}-${r.int(1000, 9999)}`),
  draw(c: Ctx): void {
    const h = habits(c.r, c.d, { names: ['fl', 'fml', 'lfm'], dates: ['long', 'short', 'mdy', 'mdy2'], money: ['plain', 'bare', 'dollars'], maskRate: 0.3 });
    cover(c);
    business(c, h);
    owners(c, h);
    acknowledgement(c);
    signatures(c);
  },
};

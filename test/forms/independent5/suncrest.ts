// Suncrest Funding Group: values in grey shaded boxes with small capital labels under them, a bare nine-digit tax id
// read as an EIN from its label, a 2x2 grid of payment schedules marked with a filled square, the owners (1-3) in a
// grid with owners as rows and "Last, First M." names, masked SSNs, home addresses and credit scores, a table of
// current advances with balances (decoys) and a state of incorporation that is not the business's state (decoy).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, money, ssnText } from './format.ts';
import { BIZ_TAX, ENTITY_WORDS, FREQ_WORD, NAME, put, STATE, TAX, type Keys, type Layout } from './kit.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';

const ORANGE = '#c8651b';
const GREY = '#e4e4e4';

function shaded(p: Pen, label: string, x: number, y: number, w: number, value: string, keys: Keys): void {
  p.rect(x, y, w - 6, 17, { fill: GREY });
  put(p, value, x + 4, y + 4, w - 14, keys, { size: 9.5, h: 13 });
  p.text(label.toUpperCase(), x, y + 19, { size: 6, color: '#444' });
}

function title(p: Pen, text: string, y: number): number {
  p.text(text, 40, y, { font: 'Helvetica-Bold', size: 10.5, color: ORANGE });
  p.rule(40, y + 13, 572, y + 13, { w: 0.8, color: ORANGE });
  return y + 20;
}

function business(p: Pen, m: Merchant, r: Rng, y: number): number {
  shaded(p, 'Corporate Name', 40, y, 330, m.legal, ['legal_name']);
  shaded(p, 'Federal Tax ID (EIN)', 370, y, 202, m.tid, BIZ_TAX);
  y += 32;
  shaded(p, 'DBA / Trade Name', 40, y, 330, m.dba, ['trade_name']);
  shaded(p, 'Entity Type', 370, y, 100, r.pick(ENTITY_WORDS[m.entityId]!), ['type_of_entity']);
  shaded(p, 'Inception Date', 470, y, 102, fmtDate(m.start, 'mdy2'), ['business_start_date']);
  y += 32;
  shaded(p, 'Street Address', 40, y, 230, m.addr.street, 'info');
  shaded(p, 'City', 270, y, 120, m.addr.city, 'info');
  shaded(p, 'State', 390, y, 60, m.addr.region, STATE);
  shaded(p, 'Zip', 450, y, 122, m.addr.zip, 'info');
  y += 32;
  shaded(p, 'Industry', 40, y, 230, m.industryText, ['industry']);
  shaded(p, 'State of Incorporation', 270, y, 120, m.incState[0], 'decoy');
  shaded(p, 'Business Phone', 390, y, 182, m.phone, 'info');
  return y + 36;
}

function funding(p: Pen, m: Merchant, y: number): number {
  shaded(p, 'Funding Amount Requested', 40, y, 170, money(m.amount), ['requested_amount']);
  shaded(p, 'Desired Payment', 210, y, 120, money(m.payment, { cents: true }), ['requested_payment']);
  shaded(p, 'Term (# of Payments)', 330, y, 100, String(m.nPayments), ['number_of_payments']);
  p.text('PAYMENT SCHEDULE', 440, y - 1, { size: 6, color: '#444' });
  const on = (f: string) => ({ label: FREQ_WORD[f]!, on: m.freq === f });
  p.checks([on('daily'), on('weekly')], 440, y + 8, ['payment_frequency'], { gap: 14, name: 'Schedule' });
  p.checks([on('biweekly'), on('monthly')], 440, y + 21, ['payment_frequency'], { gap: 8, name: 'Schedule' });
  return y + 40;
}

const COLS = [['Owner Name (Last, First)', 40, 118], ['Title', 158, 64], ['% Owned', 222, 40], ['SSN', 262, 70], ['Date of Birth', 332, 58],
  ['Home Address', 390, 140], ['FICO', 530, 42]] as const;

function ownersGrid(p: Pen, m: Merchant, y: number): number {
  p.rect(40, y, 532, 14, { fill: ORANGE });
  for (const [h, x] of COLS) p.text(h, x + 3, y + 4, { font: 'Helvetica-Bold', size: 6.5, color: '#fff' });
  y += 14;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    p.rect(40, y, 532, 20, { lw: 0.5 });
    for (const [, x] of COLS.slice(1)) p.rule(x, y, x, y + 20, { w: 0.5 });
    if (o) {
      put(p, `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`, 43, y + 6, 112, NAME(i), { size: 8.5 });
      put(p, o.title, 161, y + 6, 58, [`a${i}.role`], { size: 8.5 });
      put(p, `${o.pct}%`, 225, y + 6, 34, [`a${i}.ownership`], { size: 8.5 });
      put(p, ssnText(o), 265, y + 6, 64, TAX(i), { size: 8.5 });
      put(p, fmtDate(o.dob, 'mdy'), 335, y + 6, 52, [`a${i}.date_of_birth`], { size: 8.5 });
      put(p, `${o.home.street}, ${o.home.city}, ${o.home.region}`, 393, y + 6, 134, 'decoy', { size: 8.5 });
      put(p, o.score === null ? '' : String(o.score), 533, y + 6, 36, [`a${i}.credit_score`], { size: 8.5 });
    }
    y += 20;
  }
  return y + 14;
}

function advances(p: Pen, m: Merchant, y: number): number {
  const cols = [['Funder', 40], ['Original Amount', 230], ['Current Balance', 340], ['Daily/Weekly Payment', 450]] as const;
  for (const [h, x] of cols) p.text(h.toUpperCase(), x, y, { size: 6.5, font: 'Helvetica-Bold' });
  y += 10;
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    for (const [, x] of cols) p.rule(x, y + 13, x + 100, y + 13, { w: 0.4 });
    if (f) {
      p.decoy(f.name, 42, y + 2, 180, { size: 9 });
      p.info(money(f.balance * 2), 232, y + 2, 96, { size: 9 });
      p.decoy(money(f.balance), 342, y + 2, 96, { size: 9 });
      p.decoy(money(f.payment), 452, y + 2, 96, { size: 9 });
    }
    y += 17;
  }
  return y + 10;
}

export const SUNCREST: Layout = {
  name: 'suncrest-shaded', country: 'US', owners: [1, 3], entities: ['llc', 's_corporation', 'c_corporation', 'pllc'],
  mark: 'filled', valueFont: 'Helvetica', maskSsn: 0.5,
  draw(p, m, r) {
    p.rect(0, 0, 612, 70, { fill: '#fbeee3' });
    p.text('suncrest', 40, 22, { font: 'Helvetica-Bold', size: 24, color: ORANGE });
    p.text('FUNDING GROUP', 146, 32, { size: 9, color: '#444' });
    p.text('Revenue-Based Funding Application', 380, 24, { font: 'Helvetica-Bold', size: 10 });
    p.text('Submitted by ISO:', 380, 42, { size: 7.5 });
    p.decoy(m.iso.name, 446, 41, 120, { size: 8.5 });
    p.text('ISO Phone:', 380, 54, { size: 7.5 });
    p.decoy(m.iso.phone, 446, 53, 120, { size: 8.5 });
    let y = business(p, m, r, title(p, '1  Business Profile', 86));
    y = funding(p, m, title(p, '2  Funding Request', y));
    y = ownersGrid(p, m, title(p, '3  Owners & Guarantors', y));
    y = advances(p, m, title(p, '4  Current Advances / Loans', y));
    y = title(p, '5  Bank & Trade References', y);
    shaded(p, 'Bank Name', 40, y, 180, m.bank.name, 'decoy');
    shaded(p, 'Routing #', 220, y, 140, m.bank.routing, 'decoy');
    shaded(p, 'Account #', 360, y, 212, m.bank.account, 'decoy');
    shaded(p, 'Trade Reference', 40, y + 32, 180, m.refs[0]!.name, 'decoy');
    shaded(p, 'Reference Phone', 220, y + 32, 140, m.refs[0]!.phone, 'decoy');
    p.text('Each owner signing below authorizes Suncrest Funding Group and its partners to obtain credit reports and verify the ' +
      'information above, and certifies it is true and complete.', 40, y + 72, { size: 7, w: 532 });
    p.rule(40, y + 110, 280, y + 110);
    p.text('OWNER SIGNATURE', 40, y + 113, { size: 6 });
    p.rule(330, y + 110, 572, y + 110);
    p.text('DATE', 330, y + 113, { size: 6 });
  },
};

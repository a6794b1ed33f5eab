// Atlas Ridge Capital Group: a dense spreadsheet-like sheet in slate and orange; the business as a four-column grid,
// entity and frequency as checkbox grids, the owners side by side in columns (row labels at the left), long names
// wrapping onto a second line inside their narrow column, nicknames in parentheses, initials first.
import type { Rng } from '../../statements/generator/prng.ts';
import { creditText, dobText, entityRow, f, freqRow, ownerTaxText, ownText, type Layout } from './kit.ts';
import type { Model } from './model.ts';
import { fullName, plainName } from './names-print.ts';
import { printDate, printMoney } from './rules.ts';
import type { Fields, Sheet } from './sheet.ts';

const SLATE = '#2f3e4e', ORANGE = '#d9731a';
const L = 30, R = 582;
type Kv = [label: string, key: string, value: string, fields: Fields | 'decoy', w: number, lines?: number];

/** A grid row of label-over-value cells. */
function grid(s: Sheet, y: number, cells: Kv[], h = 22): number {
  let x = L;
  for (const [label, key, value, fields, w, lines] of cells) {
    s.rect(x, y, w, h, { stroke: '#8696a7', lw: 0.4 });
    s.text(label, x + 2, y + 1.5, { size: 5.4, color: '#5b6b7c' });
    s.value(key, value, x + 3, y + 9, w - 6, { size: 7.8, maxLines: lines ?? 1, lineGap: 1, ...(fields === 'decoy' ? { decoy: true } : { fields }) });
    x += w;
  }
  return y + h;
}

function strip(s: Sheet, y: number, t: string): number {
  s.rect(L, y, R - L, 12, { fill: SLATE });
  s.rect(L, y, 4, 12, { fill: ORANGE });
  s.text(t, L + 9, y + 3, { size: 7, font: 'Helvetica-Bold', color: '#ffffff' });
  return y + 12;
}

function draw(s: Sheet, m: Model, rng: Rng): void {
  const b = m.business, r = m.request, d = m.decoys, a = b.address;
  s.text('ATLAS RIDGE', L, 24, { size: 17, font: 'Helvetica-Bold', color: SLATE });
  s.text('CAPITAL GROUP', L + 118, 30, { size: 8, font: 'Helvetica-Bold', color: ORANGE });
  s.text('Application for Business Funding  -  Form AR-7', L, 44, { size: 7.5, color: '#5b6b7c' });
  s.rect(360, 18, R - 360, 34, { stroke: ORANGE, lw: 0.8 });
  s.text('OFFICE USE: ISO / SALES REP', 364, 21, { size: 5.4, color: ORANGE, font: 'Helvetica-Bold' });
  s.value('iso_rep', fullName(d.iso.name, { nick: 'none', cred: false }), 364, 30, 130, { size: 7.5, decoy: true });
  s.value('iso_company', d.iso.company, 364, 41, 130, { size: 7.5, decoy: true });
  s.value('iso_phone', d.iso.phone, 500, 30, 80, { size: 7.5, decoy: true });
  let y = strip(s, 60, 'A. BUSINESS');
  y = grid(s, y, [['LEGAL NAME', 'legal_name', b.legal, f.legal(b.legal), 220, 2], ['DBA', 'dba', b.dba, f.dba(b.dba, b.legal), 200, 2],
    ['TAX ID (EIN)', 'tax_id', b.taxIdPrinted, f.taxId(m), 132]], 30);
  s.rect(L, y, R - L, 16, { stroke: '#8696a7', lw: 0.4 });
  s.text('ENTITY', L + 2, y + 5, { size: 5.4, color: '#5b6b7c' });
  entityRow(s, m, ['C-Corp', 'S-Corp', 'LLC', 'LLP', 'Partnership', 'Sole Prop', 'Non-Profit'], L + 30, y + 4, { size: 6.8, box: 7, gap: 8, otherW: 110 });
  y += 16;
  const start = b.start ? printDate(b.start, rng.pick(['mdy', 'mdy2'] as const)) : '';
  y = grid(s, y, [['INDUSTRY / TYPE OF BUSINESS', 'industry', b.industryText, f.industry(b.industryText), 200], ['START DATE', 'start', start, f.start(b.start), 80],
    ['STATE INC.', 'inc_state', b.incState, 'decoy', 60], ['PHONE', 'biz_phone', b.phone, {}, 90], ['EMAIL', 'email', b.email, {}, 122]]);
  y = grid(s, y, [['ADDRESS', 'street', a.street, {}, 200], ['CITY', 'city', a.city, {}, 140], ['ST', 'state', a.state, f.state(m), 40], ['ZIP', 'zip', a.zip, {}, 60],
    ['MONTHLY RENT', 'rent', printMoney(d.landlord.rent, 'dollar'), 'decoy', 112]]);
  y = grid(s, y, [['LANDLORD', 'landlord', plainName(d.landlord.name), 'decoy', 200], ['LANDLORD PHONE', 'landlord_phone', d.landlord.phone, 'decoy', 140],
    ['BANK', 'bank', d.bank.name, 'decoy', 100], ['ROUTING', 'routing', d.bank.routing, 'decoy', 60], ['ACCOUNT', 'account', d.bank.account, 'decoy', 52]]);
  y = strip(s, y + 8, 'B. REQUEST');
  y = grid(s, y, [['AMOUNT', 'amount', printMoney(r.amount, 'dollar'), f.amount(r.amount), 110], ['PAYMENT', 'payment', r.payment ? printMoney(r.payment, 'dollarCents') : '',
    f.payment(r.payment), 90], ['# PMTS', 'count', r.count ? String(r.count) : '', f.count(r.count), 60], ['USE OF FUNDS', 'use', r.use, {}, 292]]);
  s.rect(L, y, R - L, 15, { stroke: '#8696a7', lw: 0.4 });
  s.text('FREQUENCY', L + 2, y + 5, { size: 5.4, color: '#5b6b7c' });
  freqRow(s, m, L + 44, y + 4, { size: 6.8, box: 7, gap: 14 });
  y += 15;
  y = strip(s, y + 8, 'C. OWNERS / GUARANTORS');
  const cw = (R - L - 96) / 3;
  s.rect(L, y, 96, 13, { fill: '#e6ebf0' });
  for (let i = 0; i < 3; i++) {
    s.rect(L + 96 + i * cw, y, cw, 13, { fill: '#e6ebf0', stroke: '#8696a7', lw: 0.4 });
    s.text(`OWNER ${i + 1}`, L + 100 + i * cw, y + 3.5, { size: 6.5, font: 'Helvetica-Bold', color: SLATE });
  }
  y += 13;
  const nick = rng.chance(0.7) ? 'parens' as const : 'quotes' as const;
  const rows: [string, number, (i: number) => [string, Fields | 'decoy']][] = [
    ['NAME (FIRST MIDDLE LAST)', 2, (i) => { const o = m.owners[i]!; return [fullName(o.name, { nick, cred: rng.chance(0.5) }), f.name(i, o, false)]; }],
    ['TITLE', 1, (i) => [m.owners[i]!.title, f.role(i, m.owners[i]!.title)]],
    ['OWNERSHIP', 1, (i) => [ownText(m.owners[i]!), f.own(i, m.owners[i]!)]],
    ['SSN / ITIN', 1, (i) => [ownerTaxText(m.owners[i]!), f.ownerTax(i, m.owners[i]!)]],
    ['DATE OF BIRTH', 1, (i) => [dobText(m.owners[i]!, 'mdy'), f.dob(i, m.owners[i]!)]],
    ['FICO (SELF-REPORTED)', 1, (i) => [creditText(m.owners[i]!), f.credit(i, m.owners[i]!)]],
    ['HOME ADDRESS', 2, (i) => { const h = m.owners[i]!.home; return [`${h.street}, ${h.city}, ${h.state} ${h.zip}`, 'decoy']; }],
    ['MOBILE', 1, (i) => [m.owners[i]!.phone, 'decoy']],
  ];
  for (const [label, lines, get] of rows) {
    const h = lines === 2 ? 24 : 14;
    s.rect(L, y, 96, h, { fill: '#f4f6f8', stroke: '#8696a7', lw: 0.4 });
    s.text(label, L + 3, y + 4, { size: 5.8, color: SLATE, font: 'Helvetica-Bold' });
    for (let i = 0; i < 3; i++) {
      s.rect(L + 96 + i * cw, y, cw, h, { stroke: '#8696a7', lw: 0.4 });
      const [text, fields] = m.owners[i] ? get(i) : ['', {}];
      s.value(`o${i}_${label.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}`, text, L + 99 + i * cw, y + 3.5, cw - 6,
        { size: 7.8, maxLines: lines, lineGap: 1.5, ...(fields === 'decoy' ? { decoy: true } : { fields }) });
    }
    y += h;
  }
  y = strip(s, y + 8, 'D. EXISTING FUNDING & TRADE REFERENCES');
  const fu = d.funders[0];
  y = grid(s, y, [['CURRENT FUNDER', 'funder', fu?.name ?? 'None', 'decoy', 200], ['BALANCE', 'funder_balance', fu ? printMoney(fu.balance, 'dollar') : '', 'decoy', 100],
    ['DAILY PAYMENT', 'funder_payment', fu ? printMoney(fu.payment, 'dollar') : '', 'decoy', 100], ['POSITION', 'position', fu ? '1st' : '', 'decoy', 152]]);
  for (const [i, ref] of d.refs.entries()) {
    y = grid(s, y, [[`REFERENCE ${i + 1} CONTACT`, `ref${i}_name`, fullName(ref.name, { nick: 'none', cred: false }), 'decoy', 200],
      ['COMPANY', `ref${i}_co`, ref.company, 'decoy', 200], ['PHONE', `ref${i}_phone`, ref.phone, 'decoy', 152]]);
  }
  y += 8;
  s.text('Each undersigned owner certifies the information above is true and complete and authorizes Atlas Ridge Capital Group and its '
    + 'assigns to obtain credit reports and to contact the references, landlord and financial institutions listed above.', L, y, { size: 6.5, width: R - L });
  y += 38;
  for (let i = 0; i < 3; i++) {
    const x = L + i * 186;
    s.line(x, y, x + 170, y, { color: SLATE });
    s.text(`Owner ${i + 1} signature & date`, x, y + 3, { size: 6, color: SLATE });
  }
}

export const ATLAS: Layout = { name: 'atlas_columns', broker: 'Atlas Ridge Capital Group', size: [612, 792], typedFont: 'Helvetica', draw,
  model: { country: 'US', maxOwners: 3, names: { kinds: [['plain', 1], ['hyphen', 1.5], ['particle', 1.5], ['apostrophe', 1], ['mc', 1], ['eastAsian', 1.5],
    ['southAsian', 1.5], ['short', 1.5], ['long', 3], ['initialFirst', 2.5], ['hispanic', 1]], nick: 0.5, middle: 0.5 } } };

// Redline Direct Funding: everything in capitals, a red title bar, label cells shaded grey to the left of each value
// cell; owners as "LAST, FIRST MIDDLE" (suffix glued to the surname: "SMITH JR, JOHN"); DBAs that carry LLC or INC.
import type { Rng } from '../../statements/generator/prng.ts';
import { authText, creditText, dobText, f, freqRow, ownerTaxText, ownText, type Layout } from './kit.ts';
import type { Model } from './model.ts';
import { lastFirst, plainName } from './names-print.ts';
import { printDate, printMoney } from './rules.ts';
import type { Fields, Sheet } from './sheet.ts';

const RED = '#b3121b';
const L = 40, R = 572, H = 18;
type Cell = [label: string, key: string, value: string, fields: Fields | 'decoy', width?: number];

/** One table row of label/value pairs; the value cells share what the labels leave. */
function row(s: Sheet, y: number, cells: Cell[], labelW = 92): number {
  const free = R - L - cells.length * labelW;
  const fixed = cells.reduce((t, c) => t + (c[4] ?? 0), 0);
  const auto = cells.filter((c) => !c[4]).length;
  let x = L;
  for (const [label, key, value, fields, w0] of cells) {
    const w = w0 ?? (free - fixed) / auto;
    s.rect(x, y, labelW, H, { fill: '#e4e4e4', stroke: '#777777' });
    s.text(label, x + 3, y + 3, { size: 6.3, font: 'Helvetica-Bold', width: labelW - 6 });
    s.rect(x + labelW, y, w, H, { stroke: '#777777' });
    s.value(key, value, x + labelW + 4, y + 5, w - 8, { size: 8.5, ...(fields === 'decoy' ? { decoy: true } : { fields }) });
    x += labelW + w;
  }
  return y + H;
}

function section(s: Sheet, y: number, t: string): number {
  s.rect(L, y, R - L, 14, { fill: '#222222' });
  s.text(t, L + 5, y + 3.5, { size: 7.5, font: 'Helvetica-Bold', color: '#ffffff' });
  return y + 14;
}

function draw(s: Sheet, m: Model, rng: Rng): void {
  const b = m.business, r = m.request, d = m.decoys, a = b.address;
  const U = (t: string) => t.toUpperCase();
  s.rect(0, 0, 612, 8, { fill: RED });
  s.text('REDLINE', L, 22, { size: 22, font: 'Helvetica-BoldOblique', color: RED });
  s.text('DIRECT FUNDING', L + 112, 30, { size: 11, font: 'Helvetica-Bold', color: '#222222' });
  s.text('MERCHANT CASH ADVANCE APPLICATION', 330, 24, { size: 9, font: 'Helvetica-Bold', width: R - 330, align: 'right' });
  s.text('ALL FIELDS REQUIRED - PRINT CLEARLY IN CAPITAL LETTERS', 330, 36, { size: 6.5, width: R - 330, align: 'right', color: RED });
  let y = 56;
  y = section(s, y, 'SECTION 1 - MERCHANT INFORMATION');
  y = row(s, y, [['LEGAL / CORPORATE NAME', 'legal_name', U(b.legal), f.legal(U(b.legal))]]);
  y = row(s, y, [['D/B/A', 'dba', U(b.dba), f.dba(U(b.dba), U(b.legal))]]);
  y = row(s, y, [['ENTITY TYPE', 'entity', U(b.entityText), f.entity(b.entityText, m)], ['FED TAX ID / EIN', 'tax_id', b.taxIdPrinted, f.taxId(m)]]);
  const start = b.start ? printDate(b.start, rng.pick(['mdy', 'mdy2'] as const)) : '';
  y = row(s, y, [['TYPE OF BUSINESS', 'industry', U(b.industryText), f.industry(b.industryText)], ['START DATE (MM/DD/YY)', 'start', start, f.start(b.start)]]);
  y = row(s, y, [['PHYSICAL ADDRESS', 'street', U(a.street), {}], ['CITY', 'city', U(a.city), {}]]);
  y = row(s, y, [['STATE', 'state', a.state, f.state(m)], ['ZIP', 'zip', a.zip, {}], ['STATE OF INC.', 'inc_state', U(b.incState), 'decoy']], 80);
  y = row(s, y, [['BUSINESS PHONE', 'biz_phone', b.phone, {}], ['E-MAIL', 'email', U(b.email), {}]]);
  s.text('SOLE PROPRIETORS WITHOUT AN EIN MAY ENTER THE OWNER\'S SSN AS THE FEDERAL TAX ID.', L, y + 3, { size: 6, color: '#555555' });
  y += 16;
  y = section(s, y, 'SECTION 2 - FUNDING REQUESTED');
  y = row(s, y, [['AMOUNT REQUESTED', 'amount', printMoney(r.amount, rng.pick(['dollar', 'plainCents'] as const)), f.amount(r.amount)],
    ['USE OF FUNDS', 'use', U(r.use), {}]]);
  y = row(s, y, [['PAYMENT AMOUNT', 'payment', r.payment ? printMoney(r.payment, 'dollarCents') : '', f.payment(r.payment)],
    ['# OF PAYMENTS', 'count', r.count ? String(r.count) : '', f.count(r.count)]]);
  s.rect(L, y, 92, H, { fill: '#e4e4e4', stroke: '#777777' });
  s.text('FREQUENCY', L + 3, y + 3, { size: 6.3, font: 'Helvetica-Bold' });
  s.rect(L + 92, y, R - L - 92, H, { stroke: '#777777' });
  freqRow(s, m, L + 100, y + 5, { upper: true, size: 7.5, gap: 22 });
  y += H + 8;
  y = section(s, y, 'SECTION 3 - OWNERSHIP (LIST ALL OWNERS WITH 20% OR MORE)');
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    s.text(`OWNER #${i + 1}`, L, y + 3, { size: 7, font: 'Helvetica-Bold', color: RED });
    y += 12;
    y = row(s, y, [['NAME (LAST, FIRST MIDDLE)', `o${i}_name`, o ? lastFirst(o.name, { upper: true, suffix: 'afterLast', middle: 'full' }) : '',
      o ? f.name(i, o, true) : {}], ['TITLE', `o${i}_title`, o ? U(o.title) : '', o ? f.role(i, U(o.title)) : {}, 90]], 80);
    y = row(s, y, [['OWNERSHIP %', `o${i}_own`, o ? ownText(o) : '', o ? f.own(i, o) : {}], ['SSN', `o${i}_ssn`, o ? ownerTaxText(o) : '', o ? f.ownerTax(i, o) : {}],
      ['DATE OF BIRTH', `o${i}_dob`, o ? dobText(o, 'mdy') : '', o ? f.dob(i, o) : {}]], 80);
    const h = o?.home;
    y = row(s, y, [['HOME ADDRESS', `o${i}_home`, h ? U(`${h.street}, ${h.city}, ${h.state} ${h.zip}`) : '', 'decoy'],
      ['CREDIT SCORE', `o${i}_fico`, o ? U(creditText(o)) : '', o ? f.credit(i, o) : {}, 60]], 80);
    y += 6;
  }
  y = section(s, y, 'SECTION 4 - LANDLORD, BANK & OTHER FINANCING');
  y = row(s, y, [['LANDLORD', 'landlord', U(plainName(d.landlord.name)), 'decoy'], ['LANDLORD PHONE', 'landlord_phone', d.landlord.phone, 'decoy']]);
  y = row(s, y, [['BANK NAME', 'bank', U(d.bank.name), 'decoy'], ['ROUTING #', 'routing', d.bank.routing, 'decoy'], ['ACCOUNT #', 'account', d.bank.account, 'decoy']], 70);
  const fu = d.funders[0];
  y = row(s, y, [['CURRENT MCA FUNDER', 'funder', fu ? U(fu.name) : 'NONE', 'decoy'], ['BALANCE', 'funder_balance', fu ? printMoney(fu.balance, 'dollar') : '', 'decoy']]);
  y = row(s, y, [['REFERRED BY (ISO)', 'iso_rep', U(`${plainName(d.iso.name)} / ${d.iso.company}`), 'decoy']]);
  y += 8;
  s.text(U(authText('Redline Direct Funding')), L, y, { size: 6.2, width: R - L, lineGap: 1 });
  y += 58;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const x = L + i * 270;
    s.line(x, y, x + 160, y);
    s.text(`OWNER #${i + 1} SIGNATURE`, x, y + 3, { size: 6 });
    s.line(x + 170, y, x + 250, y);
    s.text('DATE', x + 170, y + 3, { size: 6 });
    s.value(`sig_date_${i}`, o ? '01/05/26' : '', x + 172, y - 11, 78, { size: 8, decoy: true });
  }
}

export const REDLINE: Layout = { name: 'redline_caps', broker: 'Redline Direct Funding', size: [612, 792], typedFont: 'Courier-Bold', draw,
  model: { country: 'US', maxOwners: 2, allowSoleProp: true, names: { kinds: [['plain', 1], ['hyphen', 2], ['particle', 2], ['apostrophe', 2], ['mc', 2.5],
    ['spaced', 1.5], ['eastAsian', 1.5], ['southAsian', 1.5], ['short', 1], ['long', 1], ['initialFirst', 1], ['hispanic', 1]], suffix: 0.45, middle: 0.5 } } };

// Harbor Lane Funding Partners: a serif, letter-like form in teal; the request comes first; labels sit left of long
// underlines; the principals are rows of a table whose name column reads "Last, First MI" (a suffix after the surname
// or at the end), and some brokers' staff type the whole form in capitals.
import type { Rng } from '../../statements/generator/prng.ts';
import { authText, creditText, dobText, f, FREQ_WORDS, ownerTaxText, ownText, type Layout } from './kit.ts';
import type { Model } from './model.ts';
import { lastFirst } from './names-print.ts';
import { printDate, printMoney } from './rules.ts';
import type { Fields, Sheet } from './sheet.ts';

const TEAL = '#0e5e63';
const L = 40, R = 572;

function field(s: Sheet, label: string, x: number, y: number, w: number, key: string, value: string, fields: Fields | 'decoy', lines = 1): void {
  s.text(label, x, y, { size: 9, font: 'Times-Roman' });
  s.doc.font('Times-Roman').fontSize(9);
  const lx = x + s.doc.widthOfString(label) + 4;
  for (let i = 0; i < lines; i++) s.line(lx, y + 10 + i * 12, x + w, y + 10 + i * 12, { lw: 0.4 });
  s.value(key, value, lx + 2, y - 0.5, x + w - lx - 4, { size: 9, maxLines: lines, lineGap: 3, ...(fields === 'decoy' ? { decoy: true } : { fields }) });
}

function part(s: Sheet, y: number, title: string): void {
  s.text(title, L, y, { size: 11, font: 'Times-BoldItalic', color: TEAL });
  s.line(L, y + 13, R, y + 13, { color: TEAL, lw: 0.8 });
}

function table(s: Sheet, y: number, heads: [string, number][], rows: { key: string; text: string; fields: Fields | 'decoy' }[][]): number {
  let x = L;
  s.rect(L, y, R - L, 13, { fill: '#dcecec' });
  for (const [h, w] of heads) { s.text(h, x + 2, y + 3, { size: 7, font: 'Times-Bold' }); x += w; }
  y += 13;
  for (const row of rows) {
    x = L;
    row.forEach((c, j) => {
      const w = heads[j]![1];
      s.rect(x, y, w, 17, { stroke: '#7fa9ab', lw: 0.4 });
      s.value(c.key, c.text, x + 3, y + 4, w - 6, { size: 8, ...(c.fields === 'decoy' ? { decoy: true } : { fields: c.fields }) });
      x += w;
    });
    y += 17;
  }
  return y;
}

function draw(s: Sheet, m: Model, rng: Rng): void {
  const b = m.business, r = m.request, d = m.decoys;
  const up = rng.chance(0.4);
  const U = (t: string) => (up ? t.toUpperCase() : t);
  const suffix = rng.pick(['afterLast', 'end'] as const);
  s.text('HARBOR LANE FUNDING PARTNERS', L, 34, { size: 16, font: 'Times-Bold', color: TEAL, width: R - L, align: 'center' });
  s.text('Business Cash Advance Application', L, 54, { size: 10, font: 'Times-Italic', width: R - L, align: 'center' });
  s.line(L, 70, R, 70, { color: TEAL, lw: 1.2 });
  s.line(L, 73, R, 73, { color: TEAL, lw: 0.4 });
  field(s, 'Account Rep:', 360, 80, 212, 'iso_rep', lastFirst(d.iso.name, { suffix: 'none', middle: 'none' }), 'decoy');

  let y = 98;
  part(s, y, 'Part A  -  Funding Request');
  y += 20;
  field(s, 'Amount Requested:', L, y, 250, 'amount', printMoney(r.amount, rng.pick(['dollar', 'dollarCents'] as const)), f.amount(r.amount));
  field(s, 'Purpose of Funds:', 300, y, 272, 'use', r.use, {});
  y += 18;
  field(s, 'Est. Payment:', L, y, 170, 'payment', r.payment ? printMoney(r.payment, 'dollarCents') : '', f.payment(r.payment));
  field(s, 'No. of Payments:', 220, y, 130, 'count', r.count ? String(r.count) : '', f.count(r.count));
  field(s, 'Schedule:', 360, y, 212, 'freq', r.freq ? U(FREQ_WORDS[r.freq]!) : '', f.freq(r.freq));
  y += 26;
  part(s, y, 'Part B  -  The Business');
  y += 20;
  field(s, 'Legal Name of Business:', L, y, R - L, 'legal_name', U(b.legal), f.legal(U(b.legal)), 2);
  y += 30;
  field(s, 'Doing Business As:', L, y, 330, 'dba', U(b.dba), f.dba(U(b.dba), U(b.legal)));
  field(s, 'Type of Entity:', 380, y, 192, 'entity', U(b.entityText), f.entity(b.entityText, m));
  y += 18;
  field(s, 'Federal EIN:', L, y, 200, 'tax_id', b.taxIdPrinted, f.taxId(m));
  const start = b.start ? printDate(b.start, rng.pick(['long', 'mdy'] as const)) : '';
  field(s, 'Date Business Established:', 250, y, 322, 'start', start, f.start(b.start));
  y += 18;
  field(s, 'Nature of Business:', L, y, R - L, 'industry', U(b.industryText), f.industry(b.industryText));
  y += 18;
  const a = b.address;
  field(s, 'Physical Address:', L, y, 300, 'street', U(a.street), {});
  field(s, 'City:', 350, y, 120, 'city', U(a.city), {});
  field(s, 'State:', 475, y, 45, 'state', a.state, f.state(m));
  field(s, 'Zip:', 522, y, 50, 'zip', a.zip, {});
  y += 18;
  field(s, 'State of Formation:', L, y, 170, 'inc_state', b.incState, 'decoy');
  field(s, 'Business Phone:', 220, y, 160, 'biz_phone', b.phone, {});
  field(s, 'E-mail:', 390, y, 182, 'email', b.email, {});
  y += 18;
  field(s, 'Landlord / Mortgage Co.:', L, y, 330, 'landlord', lastFirst(d.landlord.name, { suffix: 'end', middle: 'none', upper: up }), 'decoy');
  field(s, 'Landlord Phone:', 380, y, 192, 'landlord_phone', d.landlord.phone, 'decoy');
  y += 26;
  part(s, y, 'Part C  -  Principals (all owners of 20% or more)');
  y += 20;
  const heads: [string, number][] = [['Name (Last, First MI)', 160], ['Title', 80], ['% Owned', 40], ['SSN / ITIN', 75], ['Date of Birth', 60],
    ['Credit', 37], ['Home Phone', 80]];
  y = table(s, y, heads, [0, 1, 2].map((i) => {
    const o = m.owners[i];
    if (!o) return heads.map((_, j) => ({ key: `o${i}_c${j}`, text: '', fields: {} }));
    return [
      { key: `o${i}_name`, text: lastFirst(o.name, { suffix, upper: up, nick: false }), fields: f.name(i, o, up) },
      { key: `o${i}_title`, text: U(o.title), fields: f.role(i, U(o.title)) },
      { key: `o${i}_own`, text: ownText(o, rng.chance(0.6)), fields: f.own(i, o) },
      { key: `o${i}_ssn`, text: ownerTaxText(o, '*'), fields: f.ownerTax(i, o) },
      { key: `o${i}_dob`, text: dobText(o, rng.pick(['mdy', 'mdyDash'] as const)), fields: f.dob(i, o) },
      { key: `o${i}_fico`, text: creditText(o), fields: f.credit(i, o) },
      { key: `o${i}_phone`, text: o.phone, fields: 'decoy' as const },
    ];
  }));
  y += 12;
  part(s, y, 'Part D  -  Trade References');
  y += 20;
  y = table(s, y, [['Contact (Last, First)', 200], ['Company', 180], ['Phone', 152]], d.refs.map((ref, i) => [
    { key: `ref${i}_name`, text: lastFirst(ref.name, { suffix: 'end', middle: 'none', upper: up }), fields: 'decoy' as const },
    { key: `ref${i}_co`, text: ref.company, fields: 'decoy' as const },
    { key: `ref${i}_phone`, text: ref.phone, fields: 'decoy' as const }]));
  y += 12;
  part(s, y, 'Part E  -  Banking & Open Advances');
  y += 20;
  field(s, 'Bank:', L, y, 170, 'bank', d.bank.name, 'decoy');
  field(s, 'ABA Routing #:', 220, y, 160, 'routing', d.bank.routing, 'decoy');
  field(s, 'Account #:', 390, y, 182, 'account', d.bank.account, 'decoy');
  y += 18;
  const fu = d.funders[0];
  field(s, 'Open advance with:', L, y, 300, 'funder', fu ? fu.name : 'None', 'decoy');
  field(s, 'Balance:', 350, y, 222, 'funder_balance', fu ? printMoney(fu.balance, 'dollar') : '', 'decoy');
  y += 26;
  s.text(authText('Harbor Lane Funding Partners'), L, y, { size: 7, font: 'Times-Roman', width: R - L, lineGap: 1 });
  y += 50;
  s.line(L, y, L + 220, y);
  s.text('Signature of Principal', L, y + 3, { size: 7, font: 'Times-Italic' });
  s.line(320, y, 460, y);
  s.text('Date', 320, y + 3, { size: 7, font: 'Times-Italic' });
  s.value('sig_date', printDate('2026-01-05', 'mdy'), 322, y - 12, 130, { size: 9, decoy: true });
}

export const HARBOR: Layout = { name: 'harbor_lastfirst', broker: 'Harbor Lane Funding Partners', size: [612, 792], typedFont: 'Courier', draw,
  model: { country: 'US', maxOwners: 3, names: { kinds: [['plain', 1], ['hyphen', 2], ['particle', 2], ['apostrophe', 1.5], ['mc', 1.5], ['spaced', 2],
    ['eastAsian', 2], ['southAsian', 1.5], ['short', 1], ['long', 1], ['initialFirst', 1], ['hispanic', 1]], suffix: 0.35 } } };

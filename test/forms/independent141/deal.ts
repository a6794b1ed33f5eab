// Layout `ironbridge_deal`: Ironbridge Capital's deal summary / underwriting worksheet. The merchant's values (as
// submitted) sit beside the funder's own figures: the ISO and underwriter, the bank analysis, existing positions,
// the offers it prepared (funded amount, factor, payment, term: all decoys) and the underwriter's notes.
import type { Rng } from '../../statements/generator/prng.ts';
import { makeMerchant, money, type Country } from './data.ts';
import { Cursor, F, texts } from './fields.ts';
import { Pen, type Fields, type Style } from './pen.ts';

const RULE = '#333333', SHADE = '#eeeeee';
type Cell = readonly [Fields | null, string, string];

export function ironbridgeDeal(r: Rng, style: Style): Pen {
  const country: Country = r.chance(0.25) ? 'CA' : 'US';
  const ca = country === 'CA';
  const m = makeMerchant(r.fork('merchant'), country);
  const t = texts(m, r.fork('texts'), r.chance(0.5) ? 'lastFirst' : 'plain');
  const pen = new Pen(style, r.fork('pen'), 'Deal Summary', 'Helvetica', 8.5);
  const d = pen.doc;
  pen.label('IRONBRIDGE CAPITAL', 36, 30, { size: 16, font: 'Helvetica-Bold' });
  pen.label('DEAL SUMMARY  /  UNDERWRITING WORKSHEET', 330, 34, { size: 10, font: 'Helvetica-Bold', color: '#444444' });
  d.moveTo(36, 52).lineTo(576, 52).lineWidth(1.5).strokeColor(RULE).stroke();
  const meta: [string, string, string][] = [['Deal #', `IB-${r.digits(5)}`, 'deal_id'], ['Received', `06/${r.int(10, 28)}/2026`, 'received'],
    ['Underwriter', `${r.pick(['K.', 'J.', 'M.', 'S.'])} ${r.pick(['Delgado', 'Fairbanks', 'Ostrowski', 'Nakamura'])}`, 'underwriter'],
    ['ISO', 'Harbor Line Capital', 'iso'], ['ISO Rep', m.isoRep, 'iso_rep']];
  let mx = 36;
  for (const [l, v, k] of meta) { pen.label(l, mx, 58, { size: 7, color: '#666666' }); pen.value(null, v, mx, 68, { key: k, size: 8.5 }); mx += k === 'iso' ? 122 : 100; }
  const c = new Cursor(pen, 90, 40, 756);
  const box = (title: string) => { c.room(50); d.rect(36, c.y, 540, 14).fill(SHADE); pen.label(title, 40, c.y + 3, { size: 8.5, font: 'Helvetica-Bold' }); c.next(20); };
  const kv = (x: number, label: string, cell: Cell, lw = 98) => { pen.label(label, x, c.y, { size: 8, color: '#444444' }); pen.value(cell[0], cell[1], x + lw, c.y, { key: cell[2] }); };
  const rows = (pairs: readonly (readonly [string, Cell] | null)[][]) => { for (const p of pairs) { if (p[0]) kv(40, p[0][0], p[0][1]); if (p[1]) kv(310, p[1][0], p[1][1], 110); c.next(14); } c.next(4); };
  box('1. MERCHANT (as submitted by ISO)');
  const start: readonly [string, Cell] = r.chance(0.6) ? ['Business Start', [F.start(m), t.start, 'start']] : ['Time in Business', [null, `${m.years} years`, 'tib']];
  rows([
    [['Legal Name', [F.legal(m), m.legal, 'legal_name']], ['Entity', [F.entity(m), m.entityPrinted, 'entity']]],
    [[ca ? 'Operating Name' : 'DBA', [F.dba(m), m.dbaPrinted, 'dba']], [ca ? 'BN' : m.tax.type === 'SSN' ? 'Tax ID (SSN)' : 'FEIN', [F.tax(m.tax), m.tax.printed, 'tax_id']]],
    [['Industry (stated)', [F.industry(m), m.trade, 'industry']], start],
    [['Address', [null, `${m.street}, ${m.city}`, 'street']], [ca ? 'Province' : 'State', [F.state(m), t.state, 'state']]],
    [[ca ? 'Incorporated' : 'State of Inc.', [null, m.stateOfInc, 'state_of_inc']], [ca ? 'Postal Code' : 'Zip', [null, m.zip, 'zip']]],
  ]);
  box('2. MERCHANT REQUEST');
  const askTerms = r.chance(0.7);
  rows([[['Requested Amount', [F.amount(m), t.amount, 'amount']], ['Use of Funds', [null, m.use, 'use']]],
    ...(askTerms ? [[['Requested Payment', [F.payment(m), t.payment, 'payment']] as const, ['No. of Payments', [F.payments(m), String(m.payments), 'payments']] as const]] : [])]);
  if (askTerms) {
    pen.label('Frequency', 40, c.y, { size: 8, color: '#444444' });
    let x = 138;
    for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as const) {
      const on = f === m.frequency;
      x += pen.check(on ? F.frequency(m) : null, f === 'biweekly' ? 'Bi-Weekly' : f[0]!.toUpperCase() + f.slice(1), x, c.y, on, { key: `freq_${f}` }) + 14;
    }
    c.next(18);
  }
  box(m.owners.length > 1 ? '3. GUARANTORS / OWNERS' : '3. GUARANTOR / OWNER');
  const cols: [string, number][] = [['Name', 150], ['Title', 92], ['Own %', 46], [ca ? 'SIN' : 'SSN', 84], ['DOB', 84], ['Stated FICO', 70]];
  table(pen, c, cols, m.owners.map((o, i) => [[F.name(i, o), t.owners[i]!.name, `owner${i}_name`], [F.role(i, o), o.title, `owner${i}_title`],
    [F.pct(i, o), t.owners[i]!.pct, `owner${i}_pct`], [F.ssn(i, o), o.tax.printed, `owner${i}_ssn`], [F.dob(i, o), t.owners[i]!.dob, `owner${i}_dob`],
    [F.credit(i, o), t.owners[i]!.credit, `owner${i}_fico`]] as Cell[]));
  box('4. BANK ANALYSIS (Ironbridge)');
  const deposits = Math.round(m.monthlySales * r.float(0.7, 1.1));
  rows([[['Bank', [null, m.bank, 'bank']], ['Acct ending', [null, m.account.slice(-4), 'account']]],
    [['Avg Mo. Deposits', [null, money(deposits), 'deposits']], ['Avg Daily Balance', [null, money(r.int(2, 40) * 1000 + r.int(0, 999)), 'adb']]],
    [['NSFs (90 days)', [null, String(r.int(0, 6)), 'nsf']], ['Months Reviewed', [null, String(r.int(3, 6)), 'months']]]]);
  box('5. EXISTING POSITIONS (from statements)');
  if (!m.positions.length) { pen.value(null, 'None found', 40, c.y, { key: 'positions_none' }); c.next(16); }
  else table(pen, c, [['Funder', 190], ['Est. Balance', 110], ['Payment', 110], ['Freq.', 80]],
    m.positions.map((p, i) => [[null, p.funder, `pos${i}_funder`], [null, money(p.balance), `pos${i}_balance`], [null, money(p.payment), `pos${i}_payment`], [null, 'Daily', `pos${i}_freq`]] as Cell[]));
  box('6. OFFERS (Ironbridge - not the merchant\'s request)');
  const offers = [0.5, 0.7, 0.85].slice(0, r.int(2, 3)).map((k, i) => {
    const funded = Math.round((m.amount * k) / 2500) * 2500 + 1250, factor = [1.38, 1.42, 1.45][i]!, n = [100, 120, 140][i]!;
    return [[null, `Offer ${'ABC'[i]}`, `offer${i}`], [null, money(funded), `offer${i}_funded`], [null, factor.toFixed(2), `offer${i}_factor`],
      [null, money(funded * factor), `offer${i}_payback`], [null, money(Math.round((funded * factor * 100) / n) / 100, true), `offer${i}_payment`],
      [null, String(n), `offer${i}_n`], [null, 'Daily', `offer${i}_freq`]] as Cell[];
  });
  table(pen, c, [['', 54], ['Funded', 80], ['Factor', 52], ['Payback', 86], ['Payment', 82], ['# Pmts', 56], ['Freq.', 60]], offers);
  box('7. UW NOTES');
  const notes = [`Bureau pull (Experian) ${r.int(560, 760)} / ${r.int(560, 760)}. Landlord ${m.landlord} verified, rent ${money(m.rent)}.`,
    `Merchant asked ${ca ? 'CAD ' : ''}${money(m.amount)}; max approval per policy ${money(Math.round(deposits * 1.1 / 1000) * 1000)}. Stip: voided check, DL.`];
  for (const n of notes) { pen.value(null, n, 40, c.y, { key: 'uw_note', size: 8 }); c.next(13); }
  return pen;
}

function table(pen: Pen, c: Cursor, cols: readonly [string, number][], body: readonly Cell[][]): void {
  const d = pen.doc, x0 = 40, w = cols.reduce((s, [, cw]) => s + cw, 0);
  c.room(16 + 16 * body.length);
  let x = x0;
  for (const [h, cw] of cols) { pen.label(h, x + 3, c.y + 2, { size: 7.5, font: 'Helvetica-Bold' }); x += cw; }
  d.moveTo(x0, c.y + 13).lineTo(x0 + w, c.y + 13).lineWidth(0.8).strokeColor(RULE).stroke();
  c.next(17);
  for (const row of body) {
    x = x0;
    for (const [i, cell] of row.entries()) { pen.value(cell[0], cell[1], x + 3, c.y, { key: cell[2], size: 8.5, w: cols[i]![1] - 6 }); x += cols[i]![1]; }
    d.moveTo(x0, c.y + 12).lineTo(x0 + w, c.y + 12).lineWidth(0.3).strokeColor('#999999').stroke();
    c.next(16);
  }
  c.next(4);
}

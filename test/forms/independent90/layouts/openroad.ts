// Open Road Capital: a landscape owner-operator (one-truck) form: black title bar, two zebra-striped columns of
// "label | value" rows, carrier numbers (MC, USDOT, CDL) and a factoring company that are not application values,
// the owner written "Last, First", and the tax ID's type written on its own line.
import type { Rng } from '../../../statements/generator/prng.ts';
import { dashed, fmtDate, money, ymd } from '../ids.ts';
import { amountGives, biz, cityLine, dbaOut, dobOut, entityWords, industryOut, legalOut, nameOut, ownerTax, pctOut, scoreOut, startOut,
  stateGives, taxTypeOf, titleOut, type Out } from '../common.ts';
import { businessTax, type Merchant } from '../model.ts';
import type { Gives, Sheet } from '../sheet.ts';
import { LETTER_LANDSCAPE, type Layout } from './types.ts';

const ROW = 17.5, LW = 118;

class Column {
  y: number;
  private k = 0;
  private readonly s: Sheet;
  private readonly x: number;
  private readonly w: number;
  constructor(s: Sheet, x: number, w: number, y: number) {
    this.s = s; this.x = x; this.w = w; this.y = y;
  }
  head(text: string): void {
    this.s.label(text, this.x, this.y + 2, { font: 'Helvetica-Bold', size: 9.5 });
    this.s.rule(this.x, this.y + 14, this.x + this.w, this.y + 14, '#000', 1.4);
    this.y += 18;
    this.k = 0;
  }
  row(label: string, name: string, text: string, gives: Gives | null = null): void {
    if (this.k++ % 2 === 0) this.s.rect(this.x, this.y, this.w, ROW, { fill: '#ececec' });
    this.s.label(label, this.x + 3, this.y + 5, { font: 'Helvetica', size: 7.6, color: '#222' });
    this.s.rule(this.x + LW, this.y + ROW - 1.5, this.x + this.w - 3, this.y + ROW - 1.5, '#999', 0.4);
    this.s.value(name, text, this.x + LW, this.y + 2.5, this.w - LW - 3, gives, { size: 8.8 });
    this.y += ROW;
  }
  gap(n = 6): void { this.y += n; this.k = 0; }
}

function taxRows(c: Column, m: Merchant, rng: Rng): void {
  const t = businessTax(m);
  if (!t || rng.chance(0.08)) {
    c.row('Tax ID # (EIN or SSN)', 'tax_id', rng.pick(['N/A', 'Applied for', '']));
    c.row('ID type', 'tax_id_type', '');
    return;
  }
  const bare = rng.chance(0.4), text = bare ? t.digits : dashed(t);
  // Decision (README): the type written on the "ID type" line is the number's label; a bare number with that line
  // blank is under "EIN or SSN" only, which decides nothing.
  const typeWritten = rng.chance(bare ? 0.75 : 0.6) ? t.type : '';
  const gives = biz({ business_tax_id: t.digits, business_tax_id_country: 'US', business_tax_id_type: taxTypeOf(text, typeWritten || null) });
  c.row('Tax ID # (EIN or SSN)', 'tax_id', text, gives);
  c.row('ID type', 'tax_id_type', typeWritten);
}

function draw(m: Merchant, s: Sheet, rng: Rng): void {
  s.addPage();
  s.rect(0, 0, 792, 46, { fill: '#111' });
  s.label('OPEN ROAD CAPITAL', 30, 13, { font: 'Helvetica-Bold', size: 19, color: '#fff' });
  s.label('Owner-Operator Working Capital Application', 300, 12, { font: 'Helvetica-Bold', size: 11, color: '#f5c542' });
  s.label('Fuel  ·  Tires  ·  Repairs  ·  Insurance down payments   |   1 truck? You qualify.', 300, 28, { size: 8, color: '#ddd' });
  const left = new Column(s, 30, 356, 58), right = new Column(s, 406, 356, 58);

  left.head('CARRIER / BUSINESS');
  const legal = legalOut(m), dba = dbaOut(m, rng);
  left.row('Carrier legal name', 'legal_name', legal.text, legal.gives);
  left.row('DBA', 'dba', dba.text, dba.gives);
  const ent = entityWords(m.kind, rng);
  left.row('Business entity', 'entity', ent.text, ent.gives);
  taxRows(left, m, rng);
  left.row('MC #', 'mc', `MC-${rng.int(100000, 1399999)}`);
  left.row('USDOT #', 'usdot', String(rng.int(1000000, 3999999)));
  left.row('Authority granted', 'authority_date', fmtDate(ymd(rng, 2015, 2024), 'mdy'));
  const start = startOut(m, rng), ind = industryOut(m);
  left.row('Business start date', 'start_date', start.text, start.gives);
  left.row('Type of hauling', 'industry', ind.text, ind.gives);
  left.row('Mailing address', 'street', m.address.street);
  left.row('City, State ZIP', 'city', cityLine(m.address), stateGives(m.address));
  left.row('Business phone', 'phone', m.phone);
  left.row('Trucks / trailers', 'units', `${rng.pick(['1', '1 truck'])} / ${rng.int(0, 2)}`);
  left.row('Factoring company', 'factor', rng.chance(0.6) ? rng.pick(['RTS Financial', 'Triumph', 'OTR Solutions', 'Apex Capital']) : 'None');
  left.row('Fuel card', 'fuel', rng.pick(['Comdata', 'EFS', 'WEX', 'None']));

  right.head('OWNER / DRIVER');
  const o = m.owners[0]!;
  const name = nameOut(0, o, rng, 'lastFirst'), title = titleOut(0, m.kind, rng), pct = pctOut(0, o, rng, 0.2);
  right.row('Owner name (Last, First)', 'owner_name', name.text, name.gives);
  right.row('Title', 'owner_title', title.text, title.gives);
  right.row('% ownership', 'owner_pct', pct.text, pct.gives);
  const tax = ownerTax(0, o.tax, rng, { maskP: 0.45, label: 'SSN_ITIN' }), dob = dobOut(0, o, rng);
  right.row('SSN / ITIN', 'owner_ssn', tax.text, tax.gives);
  right.row('Date of birth', 'owner_dob', dob.text, dob.gives);
  right.row('CDL # / state', 'cdl', `${rng.alnum(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${rng.digits(7)} / ${rng.pick(['TX', 'OK', 'AR', 'GA', 'IN', 'OH'])}`);
  right.row('Home address', 'home', o.homeSameAsBusiness ? 'Same as mailing' : `${o.home.street}, ${cityLine(o.home)}`);
  right.row('Cell', 'cell', o.cell);
  const sc = rng.chance(0.7) ? scoreOut(0, o) : { text: '', gives: null };
  right.row('Credit score (approx.)', 'fico', sc.text, sc.gives);
  const p = m.owners[1];
  right.gap();
  right.head('CO-OWNER (if any)');
  const blank: Out = { text: '', gives: null };
  const pn = p ? nameOut(1, p, rng, 'lastFirst') : blank, pt = p ? titleOut(1, m.kind, rng) : blank, pp = p ? pctOut(1, p, rng) : blank;
  const ps = p ? ownerTax(1, p.tax, rng, { maskP: 0.45, label: 'SSN_ITIN' }) : blank, pd = p ? dobOut(1, p, rng) : blank;
  right.row('Name (Last, First)', 'co_name', pn.text, pn.gives);
  right.row('Title', 'co_title', pt.text, pt.gives);
  right.row('% ownership', 'co_pct', pp.text, pp.gives);
  right.row('SSN / ITIN', 'co_ssn', ps.text, ps.gives);
  right.row('Date of birth', 'co_dob', pd.text, pd.gives);

  right.gap();
  right.head('WHAT YOU NEED');
  right.row('Amount needed', 'amount', money(m.amount), amountGives(m.amount));
  const y = right.y;
  s.label('Pay back', 409, y + 5, { size: 7.6, color: '#222' });
  const freqs = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-weekly'], ['monthly', 'Monthly']] as const;
  freqs.forEach(([f, lbl], i) => {
    s.check(`freq_${f}`, 524 + i * 58, y + 4, m.freq === f, biz({ payment_frequency: f }), 8);
    s.label(lbl, 535 + i * 58, y + 5, { size: 7.6 });
  });
  right.y += ROW;
  const showPay = rng.chance(0.75);
  right.row('Payment amount', 'payment', showPay ? money(m.payment, 'cents') : '', showPay ? biz({ requested_payment: m.payment }) : null);
  right.row('Number of payments', 'count', showPay ? String(m.count) : '', showPay ? biz({ number_of_payments: m.count }) : null);

  left.gap();
  left.head('BANK (for deposits)');
  left.row('Bank name', 'bank', m.bank.name);
  left.row('Routing / ABA', 'routing', m.bank.routing);
  left.row('Checking account #', 'account', m.bank.account);

  const yb = Math.max(left.y, right.y) + 8;
  s.label('I certify that I am the owner of the business named above, that this information is true, and I authorize Open Road Capital and its '
    + 'funding partners to check my personal and business credit, my FMCSA record and my bank accounts.', 30, yb, { size: 7, width: 732, color: '#333' });
  s.label('Signature', 30, yb + 30, { size: 7.6 });
  s.rule(75, yb + 38, 330, yb + 38);
  s.signature(90, yb + 34, 200);
  s.label('Date', 350, yb + 30, { size: 7.6 });
  s.rule(372, yb + 38, 480, yb + 38);
  s.value('sign_date', `${rng.int(1, 12)}/${rng.int(1, 28)}/25`, 372, yb + 25, 108);
  s.label(`Agent: ${m.rep.name}  ${m.rep.phone}  ·  ORC agent code ${rng.alnum(6)}`, 500, yb + 30, { size: 7, color: '#555' });
}

export const openroad: Layout = {
  name: 'open-road-owner-operator', broker: 'Open Road Capital', typedFont: 'Helvetica', size: LETTER_LANDSCAPE, draw,
  profile: { kinds: [['sole', 5], ['smllc', 3], ['corp', 2]], trades: ['truck'] },
};

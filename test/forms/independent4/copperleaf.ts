// Copperleaf Funding: a landscape deal sheet like a spreadsheet. Each block is a row of grey column headings over a
// row of values; the entity and the payment frequency are words in cells; own/rent is ticked with a check glyph;
// owners' first and last names sit in separate columns; current positions and the ISO rep are decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { dbaText, entityId, fmtDate, fmtMoney, FREQ_LABEL, iso, ownerTax, regionFields, taxFields, type Fields } from './format.ts';
import type { Layout } from './layout.ts';
import { makeMerchant, type EntityKind, type Merchant } from './model.ts';
import type { Pen } from './pen.ts';

const X0 = 30, RH = 17;
interface Col { w: number; head: string; text?: string; f?: Fields; decoy?: boolean; draw?: (x: number, y: number) => void }

const ENTITY_WORDS: Record<EntityKind, string[]> = { corporation: ['Corp', 'C-Corp', 'Inc.'], scorp: ['S-Corp', 'S Corp'], llc: ['LLC'],
  partnership: ['Partnership', 'GP'], lp: ['LP'], llp: ['LLP'], soleprop: ['Sole Prop'] };

function title(pen: Pen, y: number, text: string): number {
  pen.label(text, X0, y, { size: 8, font: 'Helvetica-Bold', color: '#7a4b12' });
  return y + 11;
}

/** One heading row and one or more value rows under it. */
function grid(pen: Pen, y: number, cols: Col[], rows: Col[][] = [cols]): number {
  let x = X0;
  for (const c of cols) {
    pen.rect(x, y, c.w, 13, { fill: '#d9d9d9', stroke: '#8c8c8c', lw: 0.4 });
    pen.label(c.head, x + 3, y + 3.5, { size: 6.8, font: 'Helvetica-Bold' });
    x += c.w;
  }
  y += 13;
  for (const row of rows) {
    x = X0;
    row.forEach((c, i) => {
      const w = cols[i]!.w;
      pen.rect(x, y, w, RH, { stroke: '#8c8c8c', lw: 0.4 });
      if (c.draw) c.draw(x, y);
      else if (c.text) pen.value(c.text, x + 3, y + 4.5, { w: w - 4, size: 8.5, f: c.f, decoy: c.decoy });
      x += w;
    });
    y += RH;
  }
  return y + 9;
}

function merchantRows(pen: Pen, m: Merchant, rng: Rng, y: number): number {
  const dba = dbaText(m, rng.pick(['N/A', '', 'SAME']));
  const word = rng.pick(ENTITY_WORDS[m.entity]);
  y = title(pen, y, 'MERCHANT');
  y = grid(pen, y, [
    { w: 176, head: 'Legal Name', text: m.legalName, f: { legal_name: m.legalName } }, { w: 130, head: 'DBA', text: dba.text, f: dba.f },
    { w: 58, head: 'Entity', text: word, f: { type_of_entity: entityId(m) } }, { w: 78, head: 'Fed Tax ID', text: m.taxId, f: taxFields(m) },
    { w: 68, head: 'Biz Start', text: fmtDate(m.start, rng.pick(['mdy', 'mdy2'] as const)), f: { business_start_date: iso(m.start) } },
    { w: 130, head: 'Industry', text: m.industry.text, f: { industry: m.industry.id } }, { w: 92, head: 'Phone', text: m.phone }]);
  const ownRent = (x: number, y0: number) => {
    for (const [i, t] of ['Own', 'Rent'].entries()) {
      pen.check(x + 5 + i * 40, y0 + 4, 8, (t === 'Own') === m.own, t, {}, `location_${t.toLowerCase()}`);
      pen.label(t, x + 16 + i * 40, y0 + 5, { size: 7.5 });
    }
  };
  y = title(pen, y, 'LOCATION');
  return grid(pen, y, [{ w: 170, head: 'Street', text: m.address.street }, { w: 100, head: 'City', text: m.address.city },
    { w: 40, head: 'State', text: m.address.region, f: regionFields(m) }, { w: 60, head: 'Zip', text: m.address.postal },
    { w: 90, head: 'Own / Rent', draw: ownRent }, { w: 80, head: 'Monthly Rent', text: m.own ? '' : fmtMoney(rng.int(18, 90) * 100, 'dollar'), decoy: true },
    { w: 192, head: 'Landlord', text: m.own ? '' : `${m.landlord.first} ${m.landlord.last} ${m.landlord.phone}`, decoy: true }]);
}

function dealRows(pen: Pen, m: Merchant, rng: Rng, y: number): number {
  y = title(pen, y, 'DEAL REQUEST');
  const factor = (m.payment * m.nPayments / m.amount).toFixed(2);
  y = grid(pen, y, [{ w: 110, head: 'Requested Amt', text: fmtMoney(m.amount, 'dollar'), f: { requested_amount: m.amount } },
    { w: 100, head: 'Payment', text: fmtMoney(m.payment, 'cents'), f: { requested_payment: m.payment } },
    { w: 70, head: '# of Pmts', text: String(m.nPayments), f: { number_of_payments: m.nPayments } },
    { w: 90, head: 'Frequency', text: FREQ_LABEL[m.frequency], f: { payment_frequency: m.frequency } },
    { w: 60, head: 'Factor', text: factor }, { w: 150, head: 'Use of Funds', text: m.useOfFunds },
    { w: 152, head: 'Avg Monthly Deposits', text: fmtMoney(m.monthlySales, 'dollar') }]);
  y = title(pen, y, 'OWNERS');
  const score = rng.chance(0.6);
  const heads: Col[] = [{ w: 110, head: 'Last Name' }, { w: 90, head: 'First Name' }, { w: 100, head: 'Title' }, { w: 50, head: 'Own %' },
    { w: 90, head: 'SSN' }, { w: 72, head: 'DOB' }, { w: score ? 50 : 80, head: score ? 'FICO' : 'Cell' }, { w: score ? 170 : 140, head: 'Home City / State' }];
  const rows = m.owners.map((o, i): Col[] => {
    const tax = ownerTax(i, o, '*');
    return [{ w: 0, head: '', text: o.last + (o.suffix ? ` ${o.suffix}` : ''), f: { [`applicants.${i}.last_name`]: o.last } },
      { w: 0, head: '', text: o.first, f: { [`applicants.${i}.first_name`]: o.first } }, { w: 0, head: '', text: o.title, f: { [`applicants.${i}.role`]: o.title } },
      { w: 0, head: '', text: `${o.pct}%`, f: { [`applicants.${i}.ownership`]: o.pct } }, { w: 0, head: '', text: tax.text, f: tax.f },
      { w: 0, head: '', text: fmtDate(o.dob, 'mdy'), f: { [`applicants.${i}.date_of_birth`]: iso(o.dob) } },
      score ? { w: 0, head: '', text: String(o.score), f: { [`applicants.${i}.credit_score`]: o.score } } : { w: 0, head: '', text: o.cell },
      { w: 0, head: '', text: `${o.home.city}, ${o.home.region}`, decoy: true }];
  });
  return grid(pen, y, heads, rows);
}

function positions(pen: Pen, m: Merchant, y: number): number {
  y = title(pen, y, 'CURRENT POSITIONS');
  const heads: Col[] = [{ w: 200, head: 'Funder' }, { w: 110, head: 'Balance' }, { w: 110, head: 'Payment' }, { w: 90, head: 'Frequency' }, { w: 222, head: 'Notes' }];
  const rows = m.funders.length ? m.funders.map((f): Col[] => [{ w: 0, head: '', text: f.name, decoy: true },
    { w: 0, head: '', text: fmtMoney(f.balance, 'cents'), decoy: true }, { w: 0, head: '', text: fmtMoney(f.payment, 'cents'), decoy: true },
    { w: 0, head: '', text: 'Daily' }, { w: 0, head: '', text: '' }]) : [[{ w: 0, head: '', text: 'None' }, ...heads.slice(1).map(() => ({ w: 0, head: '' }))]];
  return grid(pen, y, heads, rows);
}

export const COPPERLEAF: Layout = {
  name: 'copperleaf-dealsheet', broker: 'Copperleaf Funding', landscape: true, mark: 'check-glyph', valueFont: 'Helvetica',
  merchant: (rng) => makeMerchant(rng, 'US'),
  draw(pen, m, rng) {
    pen.rect(0, 0, 792, 8, { fill: '#b8732a' });
    pen.label('COPPERLEAF FUNDING', X0, 20, { size: 15, font: 'Helvetica-Bold', color: '#7a4b12' });
    pen.label('DEAL SUBMISSION SHEET', X0 + 190, 24, { size: 10, color: '#555' });
    pen.label('Submit with 4 months of statements to deals@copperleaf.example', 762, 24, { size: 7.5, align: 'right', color: '#555' });
    let y = merchantRows(pen, m, rng, 46);
    y = dealRows(pen, m, rng, y);
    y = positions(pen, m, y);
    y = title(pen, y, 'SUBMITTED BY');
    y = grid(pen, y, [{ w: 180, head: 'ISO', text: 'Copperleaf Funding LLC' }, { w: 170, head: 'Rep', text: `${m.rep.first} ${m.rep.last}`, decoy: true },
      { w: 120, head: 'Rep Phone', text: m.rep.phone, decoy: true }, { w: 262, head: 'Rep Email', text: m.rep.email, decoy: true }]);
    pen.para('Merchant certifies the above is accurate and authorizes Copperleaf Funding and its funding partners to obtain credit reports ' +
      'and verify all information provided, including with the bank and trade references.', X0, y, 732, 7);
    pen.line(X0, y + 50, X0 + 220, y + 50); pen.label('Merchant Signature', X0, y + 53, { size: 7 });
    pen.line(X0 + 280, y + 50, X0 + 380, y + 50); pen.label('Date', X0 + 280, y + 53, { size: 7 });
  },
};

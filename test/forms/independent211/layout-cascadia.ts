// Layout `cascadia`: Cascadia Working Capital Corp. (Vancouver funder, submitted through an ISO). Two pages of
// key-value grids: a shaded label column on the left of each value; the ISO's box at the top; the owners as columns
// of one table (Owner 1 | Owner 2 | Owner 3) with first and last name on separate rows; the schedule written as words
// (Daily, Bi-weekly); a current-positions table; terms in two columns of fine print.
import * as C from './common.ts';
import type { Ctx } from './common.ts';
import { fmtDate } from './fmt.ts';

const TEAL = '#0f5f6e';
const X0 = 36, W = 540;

type Cell = [string, string, C.Printed | string];

/** Key-value grid: pairs of [label, key, value] laid out `cols` per row, label cells shaded. */
function grid(c: Ctx, y: number, cells: Cell[], cols = 2, lw = 128): number {
  const cw = W / cols, h = 19;
  cells.forEach(([label, key, v], i) => {
    const x = X0 + (i % cols) * cw, ry = y + Math.floor(i / cols) * h;
    c.s.rect(x, ry, lw, h, { fill: '#e3eef0', stroke: '#8fb3ba' });
    c.s.rect(x + lw, ry, cw - lw, h, { stroke: '#8fb3ba' });
    c.s.label(label, x + 3, ry + 6, 7);
    const p = typeof v === 'string' ? { text: v, fields: {} } : v;
    c.s.value(key, p.text, x + lw + 1, ry + 2, cw - lw - 2, h - 3, p.fields);
  });
  return y + Math.ceil(cells.length / cols) * h + 8;
}

function band(c: Ctx, text: string, y: number): number {
  c.s.rect(X0, y, W, 15, { fill: TEAL });
  c.s.label(text.toUpperCase(), X0 + 5, y + 4, 8, { bold: true, color: '#ffffff' });
  return y + 17;
}

function owners(c: Ctx, y: number): number {
  const { s, m, f, p } = c;
  const lw = 120, cw = (W - lw) / 3, h = 19;
  const show = { sin: p.chance(0.85), dob: p.chance(0.85) };
  const rows: [string, (i: number) => C.Printed | string][] = [
    ['First name', (i) => C.first(i, m.owners[i]!)], ['Last name', (i) => C.last(i, m.owners[i]!)], ['Title', (i) => C.title(i, m.owners[i]!)],
    ['Ownership %', (i) => C.pct(i, m.owners[i]!, f)], ['SIN', (i) => (show.sin ? C.sin(i, m.owners[i]!, f) : '')],
    [`Date of birth ${C.dateHint(f.dob)}`, (i) => (show.dob ? C.dob(i, m.owners[i]!, f) : '')], ['Credit score (Beacon)', (i) => C.score(i, m.owners[i]!)],
    ['Home street', (i) => m.owners[i]!.home.street], ['City / Prov. / Postal', (i) => `${m.owners[i]!.home.city}, ${m.owners[i]!.home.province} ${m.owners[i]!.home.postal}`],
    ['Cell', (i) => C.phone(m.owners[i]!.phone, f)],
  ];
  s.rect(X0, y, lw, h, { fill: '#e3eef0', stroke: '#8fb3ba' });
  for (let i = 0; i < 3; i++) {
    s.rect(X0 + lw + i * cw, y, cw, h, { fill: '#e3eef0', stroke: '#8fb3ba' });
    s.label(`Owner / Guarantor ${i + 1}`, X0 + lw + i * cw + 4, y + 6, 7.5, { bold: true });
  }
  y += h;
  for (const [label, get] of rows) {
    s.rect(X0, y, lw, h, { fill: '#e3eef0', stroke: '#8fb3ba' });
    s.label(label, X0 + 3, y + 6, 7);
    for (let i = 0; i < 3; i++) {
      s.rect(X0 + lw + i * cw, y, cw, h, { stroke: '#8fb3ba' });
      if (i >= m.owners.length) continue;
      const v = get(i), pr = typeof v === 'string' ? { text: v, fields: {} } : v;
      const key = `owner${i + 1}.${label.split(' ')[0]!.toLowerCase()}${label.includes('street') ? '_street' : ''}`;
      s.value(key, pr.text, X0 + lw + i * cw + 1, y + 2, cw - 2, h - 3, pr.fields);
    }
    y += h;
  }
  return y + 8;
}

export async function drawCascadia(c: Ctx): Promise<void> {
  const { s, m, f, p } = c;
  s.label('CASCADIA', X0, 34, 22, { bold: true, color: TEAL });
  s.label('WORKING CAPITAL CORP.', X0 + 2, 58, 8, { bold: true, color: '#444444' });
  s.label('Merchant Application  ·  Revenue-Based Funding (CAD)', X0, 72, 8);
  s.rect(352, 30, 224, 52, { stroke: TEAL, lw: 1 });
  s.label('FOR ISO USE', 358, 34, 6.5, { bold: true, color: TEAL });
  s.label('ISO rep:', 358, 46, 7); s.value('rep.name', m.rep.name, 392, 42, 180, 12);
  s.label('ISO no.:', 358, 58, 7); s.value('rep.id', m.rep.id, 392, 54, 80, 12);
  s.label('Rep phone:', 478, 58, 7); s.value('rep.phone', C.phone(m.rep.phone, f).replace('+1 ', ''), 516, 54, 58, 12);
  let y = band(c, 'Merchant information', 92);
  const st = p.weighted([['Business start date', 1], ['Date of incorporation', 1], ['Date established', 1]] as const);
  y = grid(c, y, [
    ['Legal business name', 'legal_name', C.legal(m)], ['DBA / operating name', 'operating_name', C.operating(c)],
    ['Business type', 'structure', p.chance(0.9) ? { text: p.pick(m.entity.words), fields: { [C.A('type_of_entity')]: m.entity.id } } : ''],
    ['Industry', 'industry', p.chance(0.9) ? C.industry(c) : ''],
    ['Business Number', 'bn', p.chance(0.9) ? C.bn(c) : ''], [`${st} ${C.dateHint(f.date)}`, 'start', p.chance(0.85) ? C.startDate(c) : ''],
    ['Street address', 'address', m.address.street], ['City', 'city', m.address.city],
    ['Province / Territory', 'province', C.bizProvince(c)], ['Postal code', 'postal', m.address.postal],
    ['Country', 'country', { text: 'Canada', fields: { [C.A('country')]: 'Canada' } }], ['Jurisdiction of incorporation', 'inc_province', m.soleProp ? '' : m.incProvince],
    ['Business phone', 'phone', C.phone(m.phone, f)], ['Website', 'website', m.website ?? ''],
    ['Years at location', 'years_at_location', String(m.yearsAtLocation)], ['Own or rent', 'premises', m.rent ? 'Rent' : 'Own'],
    ['Landlord name', 'landlord', m.rent ? m.landlord.name : ''], ['Landlord phone', 'landlord_phone', m.rent ? C.phone(m.landlord.phone, f) : ''],
  ]);
  y = band(c, 'Funding request', y);
  const sched = p.chance(0.75);
  y = grid(c, y, [
    ['Requested amount (CAD)', 'amount', p.chance(0.9) ? C.money(m.amount, f, 'requested_amount') : ''], ['Use of funds', 'use_of_funds', m.useOfFunds],
    ['Payment amount', 'payment', sched ? C.money(m.payment, f, 'requested_payment') : ''],
    ['Payment frequency', 'frequency', sched ? { text: C.FREQ_LABEL[m.frequency]!, fields: { [C.A('payment_frequency')]: m.frequency } } : ''],
    ['No. of payments', 'payments', sched ? { text: String(m.payments), fields: { [C.A('number_of_payments')]: m.payments } } : ''],
    ['Avg. monthly revenue', 'monthly_sales', C.money(m.monthlySales, f)],
  ]);
  y = band(c, 'Owners / guarantors', y);
  owners(c, y);
  s.label('Cascadia Working Capital Corp.  ·  CWC-MA-11  ·  1 / 2', X0, 764, 6.5, { color: '#777777' });
  s.newPage();
  y = band(c, 'Operating bank account', 40);
  y = grid(c, y, [['Bank', 'bank.name', m.bank.name], ['Institution #', 'bank.institution', m.bank.institution],
    ['Transit #', 'bank.transit', m.bank.transit], ['Account #', 'bank.account', m.bank.account]]);
  y = band(c, 'Current funding positions', y);
  const cols: [string, number][] = [['Funder', 240], ['Balance (CAD)', 150], ['Payment', 150]];
  let x = X0;
  for (const [h, w] of cols) { s.rect(x, y, w, 15, { fill: '#e3eef0', stroke: '#8fb3ba' }); s.label(h, x + 3, y + 4, 7, { bold: true }); x += w; }
  y += 15;
  for (let i = 0; i < 3; i++) {
    const a = m.advances[i];
    const vals = a ? [a.funder, C.money(a.balance, f).text, a.payment] : ['', '', ''];
    x = X0;
    cols.forEach(([h, w], j) => { s.rect(x, y, w, 17, { stroke: '#8fb3ba' }); s.value(`advance${i + 1}.${h.split(' ')[0]!.toLowerCase()}`, vals[j]!, x + 1, y + 1, w - 2, 15); x += w; });
    y += 17;
  }
  y = band(c, 'Terms, consent and signatures', y + 10);
  const text = C.consent('Cascadia Working Capital Corp.') + ' The merchant agrees that Cascadia may share this application with its ' +
    'funding partners, and that a facsimile or electronic signature is as binding as an original. Governed by the laws of British Columbia.';
  s.label(text, X0, y, 6.8, { width: W / 2 - 8 });
  s.label('Information about the principals is used to assess the request and to verify identity; principals may withdraw consent subject ' +
    'to legal or contractual restrictions. Questions: privacy@cascadiawc.example or 604-555-0117.', X0 + W / 2 + 8, y, 6.8, { width: W / 2 - 8 });
  y += 100;
  for (const [i, o] of m.owners.entries()) {
    const name = C.ownerFull(i, o, f);
    y = grid(c, y, [['Signature', `sign${i + 1}.signature`, ''], ['Printed name', `sign${i + 1}.name`, name], ['Title', `sign${i + 1}.title`, C.title(i, o)],
      ['Date', `sign${i + 1}.date`, fmtDate('2024-05-14', f.date)]]);
    s.scribble(X0 + 118, y - 44, 120, 12);
  }
  s.label('Cascadia Working Capital Corp.  ·  CWC-MA-11  ·  2 / 2', X0, 764, 6.5, { color: '#777777' });
}

// Two layouts of set 66: Red River Revenue Partners (Winnipeg: right-aligned labels in a left column, boxes to the
// right, owners as "Last, First", payment terms, ISO rep filled in) and Wheatland Merchant Services (Regina: Times,
// labels under the lines, owners side by side, trade references table, long dates).
import {
  AUTH_EN, amount, bn, dob, entity, freq, gst, industry, legal, nPayments, ownerName, payment, pct, province, role, row, score, sin, start, trade,
  type Ctx, type Value,
} from './common.ts';
import type { MoneyFmt } from './data.ts';

type RR = [label: string, key: string, v: Value | string];

/** One row: label right-aligned in its column, then a box; one or two pairs. */
function rr(c: Ctx, y: number, a: RR, b?: RR): void {
  const pairs: [RR, number, number, number][] = b ? [[a, 40, 130, 170], [b, 346, 90, 136]] : [[a, 40, 130, 396]];
  for (const [[label, key, v], x, lw, bw] of pairs) {
    c.pen.text(`${label}:`, x, y + 5, { width: lw, align: 'right', size: 8 });
    c.pen.rect(x + lw + 6, y, bw, 16, { lw: 0.5 });
    const [text, fields] = typeof v === 'string' ? [v, {}] : v;
    c.pen.value(key, text, x + lw + 9, y + 14, bw - 6, fields);
  }
}

function rrHead(c: Ctx, y: number, t: string): number {
  c.pen.text(t, 40, y, { font: 'Times-Bold', size: 11, color: '#7a1f1f' });
  c.pen.hline(40, 572, y + 14, 0.8, '#7a1f1f');
  return y + 22;
}

function redRiverBusiness(c: Ctx, y: number): number {
  const { m, rng } = c;
  const df = rng.pick(['day_month', 'iso'] as const);
  y = rrHead(c, y, 'Section A  -  Applicant Business');
  rr(c, y, ['Legal Name', 'legal_name', legal(m)]); y += 22;
  rr(c, y, ['Operating Name (O/A)', 'operating_name', trade(rng, m)]); y += 22;
  rr(c, y, ['Business Number', 'bn', bn(m)], ['GST Number', 'gst', gst(m)]); y += 22;
  rr(c, y, ['Form of Organization', 'entity_type', entity(m)], [m.address.prov.corpLabel.replace(' No.', ' #'), 'corp_no', m.corpNo]); y += 22;
  rr(c, y, ['Industry', 'industry', industry(m)], [df === 'iso' ? 'Est. (YYYY-MM-DD)' : 'Established', 'start_date', start(m, df)]); y += 22;
  rr(c, y, ['Business Address', 'street', m.address.street]); y += 22;
  rr(c, y, ['City', 'city', m.address.city], ['Province', 'province', province(m, rng.int(0, 2))]); y += 22;
  rr(c, y, ['Postal Code', 'postal_code', m.address.postal], ['Phone', 'phone', m.phone]); y += 30;
  y = rrHead(c, y, 'Section B  -  Advance Requested');
  rr(c, y, ['Advance Amount', 'amount', amount(m, rng.pick<MoneyFmt>(['dollar_cents', 'cad_suffix', 'dollar']))], ['Frequency', 'frequency', freq(m)]); y += 22;
  rr(c, y, ['Remittance Amount', 'payment', payment(m, rng.pick<MoneyFmt>(['dollar_cents', 'plain']))], ['# of Remittances', 'n_payments', nPayments(m)]); y += 22;
  rr(c, y, ['Purpose', 'use_of_funds', m.useOfFunds], ['Monthly Sales', 'monthly_sales', `$${m.monthlySales.toLocaleString('en-US')}`]);
  return y + 30;
}

function redRiverOwner(c: Ctx, y: number, i: number): number {
  const o = c.m.owners[i], rng = c.rng;
  if (!o) return y;
  c.pen.text(`Principal #${i + 1}`, 40, y, { font: 'Times-Italic', size: 9 }); y += 14;
  rr(c, y, ['Name (Last, First)', `principal${i + 1}_name`, ownerName(o, i, 'last_first')], ['Position', `principal${i + 1}_title`, role(o, i)]); y += 22;
  rr(c, y, ['SIN', `principal${i + 1}_sin`, sin(o, i, rng.int(0, 2))], ['% Ownership', `principal${i + 1}_pct`, pct(o, i, rng.chance(0.5))]); y += 22;
  rr(c, y, ['Birth Date (DD/MM/YYYY)', `principal${i + 1}_dob`, dob(o, i, 'dmy')], ['FICO/Beacon', `principal${i + 1}_score`, score(o, i)]); y += 22;
  rr(c, y, ['Residence', `principal${i + 1}_home`, `${o.home.street}, ${o.home.city}, ${o.home.prov.name} ${o.home.postal}`]);
  return y + 26;
}

export async function redRiver(c: Ctx): Promise<void> {
  const { m, pen } = c;
  pen.theme = { label: 'Times-Roman', bold: 'Times-Bold', labelSize: 8, typed: 'Courier', typedSize: 9.5, rule: '#444444' };
  pen.text('RED RIVER REVENUE PARTNERS', 40, 30, { font: 'Times-Bold', size: 18, color: '#7a1f1f' });
  pen.text('Business Cash Advance Application  ·  201 Portage Ave, 18th Floor, Winnipeg, MB R3B 3K6  ·  204-555-0131', 40, 52, { font: 'Times-Italic', size: 8.5 });
  let y = rrHead(c, redRiverBusiness(c, 76), 'Section C  -  Principals / Guarantors');
  for (let i = 0; i < 3; i++) y = redRiverOwner(c, y, i);
  pen.text('Red River Revenue Partners  ·  Form RR-APP-07  ·  page 1 of 2', 40, 760, { size: 7 });
  pen.addPage();
  y = rrHead(c, 40, 'Section D  -  Banking, Landlord, Accountant');
  rr(c, y, ['Bank', 'bank_name', m.bank.name], ['Transit / Inst.', 'transit_inst', `${m.bank.transit}-${m.bank.inst}`]); y += 22;
  rr(c, y, ['Account #', 'account', m.bank.account], ['Landlord', 'landlord', m.landlord.name]); y += 22;
  rr(c, y, ['Accountant', 'accountant', `${m.accountant.name} (${m.accountant.firm})`]); y += 22;
  rr(c, y, ['Submitting ISO / Rep', 'iso_rep', `Keystone Funding Group - ${m.refs[2]!.name}`], ['ISO Phone', 'iso_phone', m.refs[2]!.phone]); y += 30;
  pen.text(AUTH_EN, 40, y, { size: 7.5, width: 532, font: 'Times-Roman' });
  pen.hline(40, 300, y + 90); pen.text('Signature of Principal #1', 40, y + 93, { size: 7 });
  pen.hline(330, 572, y + 90); pen.text('Date signed', 330, y + 93, { size: 7 });
  pen.text('Red River Revenue Partners  ·  Form RR-APP-07  ·  page 2 of 2', 40, 760, { size: 7 });
}

function wheatBusiness(c: Ctx, y: number): number {
  const { m, rng } = c, o = { place: 'below' as const, gap: 16 };
  const df = rng.pick(['long', 'iso_slash', 'long'] as const);
  row(c, y, [['Full legal name of the business', 'legal_name', legal(m), 320], ['Trading as', 'operating_name', trade(rng, m), 196]], o); y += 32;
  row(c, y, [['Business Number (BN)', 'bn', bn(m), 160], ['GST/HST account', 'gst_hst', gst(m), 160], [m.address.prov.corpLabel, 'corp_no', m.corpNo, 180]], o); y += 32;
  row(c, y, [['Type of ownership', 'entity_type', entity(m), 140], ['Kind of business', 'industry', industry(m), 180],
    [df === 'iso_slash' ? 'Began operating (YYYY/MM/DD)' : 'Began operating', 'start_date', start(m, df), 180]], o); y += 32;
  row(c, y, [['Location address', 'street', m.address.street, 220], ['City', 'city', m.address.city, 110], ['Province', 'province', province(m, rng.int(0, 2)), 70],
    ['Postal code', 'postal_code', m.address.postal, 84]], o); y += 32;
  row(c, y, [['Amount of financing requested', 'amount', amount(m, rng.pick<MoneyFmt>(['dollar', 'dollar_cents', 'cad_prefix'])), 180],
    ['Purpose', 'use_of_funds', m.useOfFunds, 140], ['Employees', 'employees', String(m.employees), 70], ['Phone', 'phone', m.phone, 90]], o);
  return y + 26;
}

function wheatOwner(c: Ctx, y: number, i: number): void {
  const o = c.m.owners[i], x = 40 + i * 276, rng = c.rng, so = { place: 'below' as const, x, gap: 12 };
  const v = (f: (q: NonNullable<typeof o>) => Value | string): Value | string => (o ? f(o) : '');
  c.pen.text(i === 0 ? 'Owner / Guarantor' : 'Second Owner (if any)', x, y, { font: 'Times-BoldItalic', size: 10 }); y += 30;
  row(c, y, [['Name', `g${i}_name`, v((q) => ownerName(q, i, 'first_last')), 256]], so); y += 30;
  row(c, y, [['Title', `g${i}_title`, v((q) => role(q, i)), 150], ['% of business', `g${i}_pct`, v((q) => pct(q, i, true)), 94]], so); y += 30;
  row(c, y, [['Social Insurance Number', `g${i}_sin`, v((q) => sin(q, i, rng.int(0, 2))), 120], ['Birth date', `g${i}_dob`, v((q) => dob(q, i, 'long')), 124]], so); y += 30;
  row(c, y, [['Home address', `g${i}_home`, v((q) => `${q.home.street}, ${q.home.city}`), 256]], so); y += 30;
  row(c, y, [['Beacon score (if known)', `g${i}_score`, v((q) => score(q, i)), 120], ['Cell phone', `g${i}_cell`, v((q) => q.cell), 124]], so);
}

export async function wheatland(c: Ctx): Promise<void> {
  const { m, pen } = c;
  pen.theme = { label: 'Times-Roman', bold: 'Times-Bold', labelSize: 8.5, typed: 'Courier', typedSize: 10, rule: '#333333' };
  pen.text('Wheatland Merchant Services', 40, 30, { font: 'Times-BoldItalic', size: 20, color: '#6b5b1e' });
  pen.text('2100 Scarth Street, Regina, Saskatchewan S4P 2H6   ·   (306) 555-0148', 40, 56, { font: 'Times-Roman', size: 8.5 });
  pen.text('APPLICATION FOR BUSINESS FINANCING', 380, 34, { font: 'Times-Bold', size: 10 });
  pen.hline(40, 572, 70, 1.5, '#6b5b1e');
  pen.text('Part 1 - The Business', 40, 80, { font: 'Times-Bold', size: 11 });
  const y = wheatBusiness(c, 118);
  pen.text('Part 2 - Ownership', 40, y, { font: 'Times-Bold', size: 11 });
  wheatOwner(c, y + 18, 0); wheatOwner(c, y + 18, 1);
  pen.addPage();
  pen.text('Part 3 - References and Banking', 40, 40, { font: 'Times-Bold', size: 11 });
  let y2 = 60;
  for (let i = 0; i < 3; i++) {
    const r = m.refs[i]!;
    row(c, y2 + 28, [['Trade reference', `ref${i + 1}_name`, r.name, 220], ['Telephone', `ref${i + 1}_phone`, r.phone, 130], ['Relationship', `ref${i + 1}_rel`, ['Supplier', 'Customer', 'Supplier'][i]!, 150]],
      { place: 'below', gap: 16 });
    y2 += 30;
  }
  row(c, y2 + 34, [['Bank', 'bank_name', m.bank.name, 180], ['Institution / transit', 'inst_transit', `${m.bank.inst} / ${m.bank.transit}`, 140], ['Account', 'account', m.bank.account, 164]],
    { place: 'below', gap: 16 });
  row(c, y2 + 68, [['Landlord', 'landlord', m.landlord.name, 220], ['Landlord telephone', 'landlord_phone', m.landlord.phone, 140]], { place: 'below', gap: 16 });
  pen.text('Part 4 - Declaration', 40, y2 + 100, { font: 'Times-Bold', size: 11 });
  pen.text(AUTH_EN, 40, y2 + 116, { size: 8, width: 532, font: 'Times-Roman' });
  pen.hline(40, 300, y2 + 210); pen.text('Signature', 40, y2 + 212, { size: 7.5 });
  pen.hline(330, 572, y2 + 210); pen.text('Date', 330, y2 + 212, { size: 7.5 });
}

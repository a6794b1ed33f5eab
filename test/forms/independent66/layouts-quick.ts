// Harbourline Advance (Halifax): a one-page quick application, every label tiny inside its box, years in business
// instead of a start date, two owners side by side, a referring broker filled in by hand.
import { amount, bn, dob, entity, gst, industry, legal, ownerName, pct, province, role, row, score, sin, trade, type Ctx, type Value } from './common.ts';
import type { MoneyFmt } from './data.ts';

const IN = { place: 'inside' as const, gap: 0 };

function strip(c: Ctx, y: number, t: string): number {
  c.pen.rect(36, y, 540, 12, { fill: '#0b3954', stroke: 'none' });
  c.pen.text(t, 40, y + 3, { font: 'Helvetica-Bold', size: 7.5, color: '#ffffff' });
  return y + 36;
}

function harbourBusiness(c: Ctx, y: number): number {
  const { m, rng } = c;
  y = strip(c, y, 'BUSINESS');
  row(c, y, [['Legal name of business', 'legal_name', legal(m), 300], ['Operating name (O/A)', 'operating_name', trade(rng, m), 240]], { ...IN, x: 36 }); y += 24;
  row(c, y, [['Business Number (BN)', 'bn', bn(m), 150], ['HST registration #', 'hst', gst(m), 150], ['Legal structure', 'entity_type', entity(m), 120],
    ['Time in business (yrs)', 'years', String(m.years), 120]], { ...IN, x: 36 }); y += 24;
  row(c, y, [['Civic address', 'street', m.address.street, 210], ['City / town', 'city', m.address.city, 120], ['Prov.', 'province', province(m, rng.int(0, 2)), 90],
    ['Postal code', 'postal_code', m.address.postal, 120]], { ...IN, x: 36 }); y += 24;
  row(c, y, [['Industry / type of business', 'industry', industry(m), 210], ['Phone', 'phone', m.phone, 120], ['E-mail', 'email', m.email, 210]], { ...IN, x: 36 });
  return y + 8;
}

function harbourOwner(c: Ctx, y: number, i: number): void {
  const o = c.m.owners[i], x = 36 + i * 270, rng = c.rng;
  const v = (f: (q: NonNullable<typeof o>) => Value | string): Value | string => (o ? f(o) : '');
  c.pen.text(`Owner ${i + 1}`, x, y - 30, { font: 'Helvetica-Bold', size: 8 });
  row(c, y, [['Name', `owner${i + 1}_name`, v((q) => ownerName(q, i, 'first_last')), 170], ['Title', `owner${i + 1}_title`, v((q) => role(q, i)), 100]], { ...IN, x }); y += 24;
  row(c, y, [['% owned', `owner${i + 1}_pct`, v((q) => pct(q, i, true)), 60], ['SIN', `owner${i + 1}_sin`, v((q) => sin(q, i, rng.int(0, 2))), 100],
    ['DOB (DD/MM/YYYY)', `owner${i + 1}_dob`, v((q) => dob(q, i, 'dmy')), 110]], { ...IN, x }); y += 24;
  row(c, y, [['Credit score', `owner${i + 1}_score`, v((q) => score(q, i)), 70], ['Cell', `owner${i + 1}_cell`, v((q) => q.cell), 200]], { ...IN, x });
}

export async function harbourline(c: Ctx): Promise<void> {
  const { m, rng, pen } = c;
  pen.theme = { label: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 7.5, typed: 'Helvetica', typedSize: 9, rule: '#0b3954' };
  pen.text('HARBOURLINE ADVANCE', 36, 28, { font: 'Helvetica-Bold', size: 15, color: '#0b3954' });
  pen.text('QUICK APPLICATION  ·  one page, decision in 24 hours', 36, 46, { size: 8.5 });
  pen.text('1801 Hollis St, Halifax NS B3J 3N4  ·  902-555-0186', 400, 30, { size: 7 });
  let y = harbourBusiness(c, 62);
  y = strip(c, y, 'FUNDING');
  row(c, y, [['Amount requested', 'amount', amount(m, rng.pick<MoneyFmt>(['dollar', 'cad_prefix', 'plain'])), 150], ['Use of funds', 'use_of_funds', m.useOfFunds, 190],
    ['Avg. monthly card + bank deposits', 'monthly_sales', `$${m.monthlySales.toLocaleString('en-US')}`, 200]], { ...IN, x: 36 }); y += 8;
  y = strip(c, y, 'OWNERS') + 24;
  harbourOwner(c, y, 0); harbourOwner(c, y, 1);
  y = strip(c, y + 56, 'BANK  (business operating account)');
  row(c, y, [['Financial institution', 'bank_name', m.bank.name, 200], ['Inst. #', 'institution', m.bank.inst, 70], ['Transit #', 'transit', m.bank.transit, 100],
    ['Account #', 'account', m.bank.account, 170]], { ...IN, x: 36 }); y += 8;
  y = strip(c, y, 'BROKER / REFERRAL');
  row(c, y, [['Referring broker', 'broker_name', m.refs[1]!.name, 200], ['Broker phone', 'broker_phone', m.refs[1]!.phone, 140],
    ['Landlord (if leased)', 'landlord', m.landlord.name, 200]], { ...IN, x: 36 }); y += 10;
  pen.text('I/We authorize Harbourline Advance and its funding partners to obtain credit bureau reports and to verify this information, '
    + 'and consent to the collection and use of personal information under PIPEDA for this application. The information above is true and complete.',
  36, y, { size: 7, width: 540 });
  pen.hline(36, 290, y + 56); pen.text('Signature', 36, y + 59, { size: 7 });
  pen.hline(320, 576, y + 56); pen.text('Date', 320, y + 59, { size: 7 });
}

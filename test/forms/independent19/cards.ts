// Layout 4: numbered section cards (a free form-builder's PDF export): a numbered badge per card, two-column fields
// with underlines, checkbox rows marked with a drawn X, and one repeated card per owner.
import type { Pen } from './draw.ts';
import type { Merchant } from './data.ts';
import { Flow, addrLine, boxes, FREQS, nameOf, taxLabel } from './kit.ts';

type F = [string, string, string]; // label, key, value

function card(p: Pen, fl: Flow, n: number, title: string, rows: number, color: string): number {
  const h = 34 + rows * 30;
  const y = fl.need(p, h + 12);
  p.doc.save().lineWidth(0.8).strokeColor('#d0d5dd').roundedRect(44, y, 524, h, 10).stroke().restore();
  p.doc.circle(66, y + 17, 11).fill(color);
  p.label(String(n), n > 9 ? 59 : 62.5, y + 12, { size: 10, font: 'Helvetica-Bold', color: '#ffffff' });
  p.label(title, 84, y + 12, { size: 11.5, font: 'Helvetica-Bold', color: '#101828' });
  return y + 34;
}
function fields(p: Pen, y: number, fs: F[]): void {
  fs.forEach(([label, key, val], i) => {
    const wide = label.startsWith('~');
    const x = wide || i % 2 === 0 ? 60 : 316;
    const yy = y + Math.floor(i / 2) * 30;
    p.label(label.replace('~', ''), x, yy, { size: 7, color: '#667085' });
    p.doc.save().lineWidth(0.5).strokeColor('#98a2b3').moveTo(x, yy + 23).lineTo(x + (wide ? 490 : 236), yy + 23).stroke().restore();
    p.value(key, val, x + 2, yy + 10, { size: 10, max: wide ? 486 : 232 });
  });
}
function checks(p: Pen, y: number, label: string, key: string, opts: string[], chosen: string | null, other = ''): void {
  p.label(label, 60, y, { size: 7, color: '#667085' });
  const end = p.options(key, opts, chosen, 60, y + 11, { mark: 'x', gap: 9, size: 8 });
  if (other) p.value(key, other, end - 4, y + 10, { size: 10, max: 560 - end });
}

export function cards(p: Pen, m: Merchant): void {
  const color = p.r.pick(['#1570ef', '#12b76a', '#7a5af8', '#ee4685']);
  const fl = new Flow(40, 760);
  p.label('Small Business Funding Request', 44, 34, { size: 18, font: 'Helvetica-Bold', color: '#101828' });
  p.label(`Form ID ${p.r.alnum(8)}  .  Broker: ${m.d.isoCompany}, ${m.d.isoPhone}`, 44, 58, { size: 8.5, color: '#667085' });
  fl.y = 78;
  let y = card(p, fl, 1, 'Business details', 6, color);
  fields(p, y, [['Legal business name', 'legal_name', m.legal], [m.ca ? 'Operating as (O/A)' : 'Doing business as (DBA)', 'trade_name', m.dbaPrinted],
    [m.ca ? 'Business Number (BN / program account)' : m.taxLabel, 'business_tax_id', m.taxPrinted], ['Business start date', 'business_start_date', m.startPrinted],
    ['Type of business', 'industry', m.industryText], ['Number of employees', 'decoy.emp', String(m.employees)],
    ['Business phone', 'decoy.phone', m.phone], [`${m.ca ? 'Province' : 'State'} of incorporation`, 'decoy.inc', m.d.incState]]);
  fields(p, y + 120, [['~Business address (street, city, state/province, ZIP/postal code)', 'state_region', addrLine(m.addr)]]);
  checks(p, y + 152, 'Legal entity', 'type_of_entity', boxes(m), m.entity.box, m.entity.box === 'Other' ? m.entity.printed : '');
  y = card(p, fl, 2, 'Funding request', 3, color);
  fields(p, y, [['Amount requested', 'requested_amount', m.amountPrinted], ['Use of funds', 'decoy.use', m.use],
    ['Requested payment', 'requested_payment', m.paymentPrinted ?? ''], ['Number of payments', 'number_of_payments', m.nPayments ? String(m.nPayments) : '']]);
  checks(p, y + 62, 'Payment schedule', 'payment_frequency', FREQS, m.freqPrinted);
  m.owners.forEach((o, i) => {
    const yy = card(p, fl, 3 + i, `Owner ${i + 1}`, 4, color);
    fields(p, yy, [['Full name', `owner${i}.name`, nameOf(o)], ['Title', `owner${i}.title`, o.title], ['Ownership %', `owner${i}.pct`, `${o.pct}%`],
      [taxLabel(o), `owner${i}.tax`, o.taxPrinted], ['Date of birth', `owner${i}.dob`, o.dobPrinted], ['Credit score (self-reported)', `owner${i}.credit`, o.credit ? String(o.credit) : ''],
      ['~Home address', 'decoy.home', addrLine(o.home)]]);
  });
  const n = 3 + m.owners.length;
  y = card(p, fl, n, 'Premises, bank and references (for verification only)', 4, color);
  checks(p, y, 'Business location', 'decoy.own', ['Own', 'Rent'], m.own ? 'Own' : 'Rent');
  fields(p, y + 30, [['Landlord / mortgage holder', 'decoy.landlord', m.own ? '' : m.d.landlord], ['Monthly rent', 'decoy.rent', m.own ? '' : m.d.rent],
    ['Bank routing #', 'decoy.routing', m.d.routing], ['Bank account #', 'decoy.account', m.d.account],
    ['Trade reference', 'decoy.ref', `${m.d.refs[0]!.name}, ${m.d.refs[0]!.phone}`], ['Existing advance (funder / balance)', 'decoy.funder', `${m.d.funder} / ${m.d.balance}`]]);
  y = card(p, fl, n + 1, 'Signature', 1, color);
  p.label(`Signed electronically by ${m.owners[0]!.first} ${m.owners[0]!.last}  .  Referred by ${m.d.iso}`, 60, y + 4, { size: 9, color: '#344054' });
}

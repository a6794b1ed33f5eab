// Layout `deal-card`: a Pipewell CRM deal card as Northbeam Capital prints it. Two narrow columns of cards; each
// value sits after a small drawn icon and a short tag (LEGAL, O/A, EIN, EST., $ REQ, OWN, FICO ...) instead of a
// form label. The deal owner, related contacts, the bank and the activity feed are not the application's.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model } from './model.ts';
import type { Fields, Pen } from './pen.ts';
import { F } from './fields.ts';

export const CARD_BROKER = 'Northbeam Capital';
const L = 40, R = 322, CW = 250, TEAL = '#0f766e', GREY = '#6b7280';
type Icon = 'building' | 'tag' | 'id' | 'calendar' | 'pin' | 'cash' | 'person' | 'pie' | 'phone' | 'bank' | 'note';

function icon(pen: Pen, kind: Icon, x: number, y: number): void {
  const d = pen.doc.save().lineWidth(0.8).strokeColor(TEAL);
  if (kind === 'building') d.rect(x, y + 2, 8, 7).stroke().moveTo(x - 1, y + 2).lineTo(x + 4, y - 1).lineTo(x + 9, y + 2).stroke();
  else if (kind === 'tag') d.moveTo(x, y).lineTo(x + 5, y).lineTo(x + 9, y + 4.5).lineTo(x + 5, y + 9).lineTo(x, y + 9).closePath().stroke();
  else if (kind === 'id') d.rect(x, y + 1, 9, 7).stroke().circle(x + 3, y + 4.5, 1.5).stroke();
  else if (kind === 'calendar') d.rect(x, y + 1, 9, 8).stroke().moveTo(x, y + 3.5).lineTo(x + 9, y + 3.5).stroke();
  else if (kind === 'pin') d.circle(x + 4.5, y + 3.5, 3).stroke().moveTo(x + 2, y + 5.5).lineTo(x + 4.5, y + 9.5).lineTo(x + 7, y + 5.5).stroke();
  else if (kind === 'cash') d.rect(x, y + 2, 10, 6).stroke().circle(x + 5, y + 5, 1.6).stroke();
  else if (kind === 'person') d.circle(x + 4.5, y + 2.5, 2.2).stroke().moveTo(x, y + 9).bezierCurveTo(x + 1, y + 5, x + 8, y + 5, x + 9, y + 9).stroke();
  else if (kind === 'pie') d.circle(x + 4.5, y + 4.5, 4).stroke().moveTo(x + 4.5, y + 4.5).lineTo(x + 4.5, y + 0.5).stroke();
  else if (kind === 'phone') d.roundedRect(x + 2, y, 5.5, 9.5, 1.2).stroke();
  else if (kind === 'bank') d.moveTo(x, y + 3).lineTo(x + 4.5, y).lineTo(x + 9, y + 3).stroke().rect(x + 1, y + 4, 7, 5).stroke();
  else d.rect(x, y, 8, 9.5).stroke().moveTo(x + 2, y + 3).lineTo(x + 6, y + 3).moveTo(x + 2, y + 6).lineTo(x + 6, y + 6).stroke();
  d.restore();
}

export function drawCard(pen: Pen, m: Model, r: Rng): void {
  const ca = m.country === 'CA';
  const dealId = `D-${String(m.employees * 389 + m.owners.length * 17 + m.amount.value / 500).padStart(5, '0')}`;
  pen.rect(0, 0, 612, 44, { fill: '#f3f4f6' });
  pen.text('pipewell', L, 14, { font: 'Helvetica-Bold', size: 16, color: TEAL });
  pen.text(`${CARD_BROKER}  /  Deals  /  `, 130, 19, { size: 8, color: GREY });
  pen.decoy('deal_id', dealId, 130 + pen.doc.font('Helvetica').fontSize(8).widthOfString(`${CARD_BROKER}  /  Deals  /  `), 19, { size: 8, color: GREY });
  pen.rect(470, 13, 100, 17, { fill: TEAL, radius: 8 });
  pen.text(r.pick(['Submitted', 'In Underwriting', 'Docs In']), 470, 18, { size: 8, color: '#ffffff', width: 100, align: 'center' });
  pen.text('Deal owner', L, 52, { size: 7, color: GREY });
  pen.decoy('deal_owner', m.staff[3]!, L + 40, 52, { size: 7.5 });
  pen.text('Created', 200, 52, { size: 7, color: GREY });
  pen.decoy('created', `2025-05-0${r.int(1, 6)}`, 232, 52, { size: 7.5 });
  pen.text('Source', 320, 52, { size: 7, color: GREY });
  pen.decoy('lead_source', `ISO - ${m.rep.name}`, 350, 52, { size: 7.5 });

  const cols = { L: 70, R: 70 };
  // A card: a rounded box with a title; rows are drawn after it, the box sized by `rows`.
  const card = (side: 'L' | 'R', title: string, rows: number): number => {
    const x = side === 'L' ? L : R, y = cols[side];
    pen.rect(x, y, CW, 22 + rows * 17, { stroke: '#d1d5db', radius: 5 });
    pen.text(title.toUpperCase(), x + 10, y + 8, { font: 'Helvetica-Bold', size: 7.5, color: TEAL });
    cols[side] += 30 + rows * 17;
    return y + 22;
  };
  // One row: icon, short tag, then the value (bold when typed).
  const row = (x: number, y: number, ic: Icon, tag: string, key: string, text: string, f: Fields | null): void => {
    icon(pen, ic, x + 10, y);
    pen.text(tag, x + 24, y + 1.5, { size: 6.5, color: GREY });
    pen.value(key, text, x + 68, y, f, { label: tag, font: 'Helvetica-Bold', size: 8.5, w: CW - 76 });
  };

  const rows: [Icon, string, string, string, Fields | null][] = [
    ['building', 'LEGAL', 'legal_name', m.legal, F.legal(m)],
    ...(m.dba ? [['tag', ca ? 'O/A' : 'DBA', 'trade_name', m.dba.text, F.dba(m)] as [Icon, string, string, string, Fields]] : []),
    ['tag', 'ENTITY', 'entity', m.entity.text, F.entity(m)],
    ['id', m.tax.type === 'BN' ? 'BN' : m.tax.type === 'EIN' ? 'EIN' : 'TIN/SSN', 'business_tax_id', m.tax.text, F.tax(m)],
    ['tag', 'IND.', 'industry', m.industry.text, F.industry(m)],
    ['calendar', 'EST.', 'business_start_date', m.start.text, F.start(m)],
    ['pin', 'ADDR', 'street', m.street, null],
    ['pin', ca ? 'CITY/PROV' : 'CITY/ST', 'city_line', m.cityLine, F.state(m)],
    ['phone', 'TEL', 'phone', m.phone, null],
  ];
  let y = card('L', 'Company', rows.length);
  for (const [ic, tag, key, text, f] of rows) { row(L, y, ic, tag, key, text, f); y += 17; }

  const terms = r.chance(0.7);
  const deal: [Icon, string, string, string, Fields | null][] = [
    ['cash', '$ REQ', 'requested_amount', m.amount.text, F.amount(m)],
    ...(terms ? [['cash', 'PMT', 'requested_payment', m.payment.text, F.payment(m)], ['calendar', 'FREQ', 'payment_frequency', m.payment.freqText, F.freq(m)],
      ['note', '# PMTS', 'number_of_payments', `${m.payment.count}`, F.count(m)]] as [Icon, string, string, string, Fields][] : []),
    ['cash', 'AVG REV', 'monthly_sales', `${m.monthlySales}/mo`, null],
    ...m.advances.map((a, i) => ['bank', `POS ${i + 1}`, `advance${i}`, `${a.funder} ${a.balance}`, null] as [Icon, string, string, string, null]),
  ];
  y = card('L', 'Deal', deal.length);
  for (const [ic, tag, key, text, f] of deal) { row(L, y, ic, tag, key, text, f); y += 17; }

  const related: [Icon, string, string, string][] = [['bank', 'BANK', 'bank_name', m.bank.name], ['id', ca ? 'TRANSIT' : 'ABA', 'bank_routing', m.bank.routing],
    ['id', 'ACCT', 'bank_account', m.bank.account], ['person', 'LANDLORD', 'landlord', m.landlord.name], ['phone', 'LL TEL', 'landlord_phone', m.landlord.phone]];
  y = card('L', 'Related', related.length);
  for (const [ic, tag, key, text] of related) { row(L, y, ic, tag, key, text, null); y += 17; }

  m.owners.forEach((o, i) => {
    const orows: [Icon, string, string, string, Fields | null][] = [
      ['pie', 'OWN', 'ownership', o.ownText, F.own(o, i)], ['id', ca ? 'SIN' : 'SSN', 'tax_id', o.tax.text, F.otax(o, i)],
      ['calendar', 'DOB', 'dob', o.dobText, F.dob(o, i)], ...(o.credit !== null ? [['note', 'FICO', 'credit', String(o.credit), F.credit(o, i)] as [Icon, string, string, string, Fields]] : []),
      ['phone', 'CELL', 'cell', o.cell, null]];
    y = card('R', m.owners.length > 1 ? `Contact ${i + 1} - guarantor` : 'Contact - guarantor', orows.length + 2);
    row(R, y, 'person', 'NAME', `owner${i}.name`, o.name, F.name(o, i));
    row(R, y + 17, 'tag', 'TITLE', `owner${i}.role`, o.role, F.role(o, i));
    y += 34;
    for (const [ic, tag, key, text, f] of orows) { row(R, y, ic, tag, `owner${i}.${key}`, text, f); y += 17; }
  });

  y = card('R', 'Activity', 3);
  const notes = [`Called ${m.landlord.name} to verify lease`, `Bank verified with ${m.bank.name}`, `ISO ${m.rep.name} sent statements`];
  notes.forEach((n, i) => { icon(pen, 'note', R + 10, y + i * 17); pen.decoy(`activity${i}`, n, R + 24, y + i * 17 + 1, { size: 7.5 }); });
  pen.text(`Printed from Pipewell CRM - ${CARD_BROKER} - confidential`, L, 770, { size: 6.5, color: GREY });
}

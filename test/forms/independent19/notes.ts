// Layout 6: a phone Notes app printout: a narrow column of plain lines ("Legal name - ...", "DBA -> ..."), round
// checklist bullets (the checked one ticked, no text), coloured dot "emoji" bullets, typed by a broker on the go.
import type { Pen } from './draw.ts';
import type { Merchant } from './data.ts';
import { Flow, addrLine, boxes, nameOf, taxLabel } from './kit.ts';

const SEP = [' - ', ' -> ', ': ', ' >> ', ' = '];

function line(p: Pen, f: Flow, sep: string, label: string, key: string, val: string, dot?: string): void {
  const y = f.need(p, 19);
  let x = 150;
  if (dot) { p.doc.circle(x + 4, y + 5, 4).fill(dot); x += 13; }
  x += p.label(label + sep, x, y, { size: 11, color: '#1c1c1e' });
  if (val) p.value(key, val, x + 1, y - 0.5, { size: 11, max: 590 - x });
}
function check(p: Pen, f: Flow, key: string, opt: string, on: boolean): void {
  const y = f.need(p, 18);
  p.check(`${key}:${opt}`, 152, y, on, { round: true, mark: 'tick', s: 11, color: on ? '#e2a300' : '#8e8e93' });
  p.label(opt, 170, y + 1, { size: 11, color: on ? '#8e8e93' : '#1c1c1e' });
}
function head(p: Pen, f: Flow, t: string): void {
  const y = f.need(p, 28);
  p.label(t, 150, y + 10, { size: 13, font: 'Helvetica-Bold', color: '#1c1c1e' });
}

export function notes(p: Pen, m: Merchant): void {
  const sep = p.r.pick(SEP);
  const dots = p.r.chance(0.5);
  const dot = (c: string): string | undefined => (dots ? c : undefined);
  const f = new Flow(40, 760);
  p.label(`${p.r.int(1, 28)} May 2026 at ${p.r.int(8, 11)}:${p.r.int(10, 59)} AM`, 150, 40, { size: 8, color: '#8e8e93', width: 312, align: 'center' });
  p.label(`${m.dba ?? m.legal} app`, 150, 60, { size: 20, font: 'Helvetica-Bold', color: '#1c1c1e' });
  f.y = 92;
  head(p, f, 'Business');
  line(p, f, sep, 'Legal name', 'legal_name', m.legal, dot('#ff9500'));
  line(p, f, sep, m.ca ? 'O/A' : 'DBA', 'trade_name', m.dbaPrinted || 'N/A', dot('#ff9500'));
  line(p, f, sep, m.ca ? 'BN' : m.taxType === 'SSN' ? 'Tax ID (SSN)' : 'EIN', 'business_tax_id', m.taxPrinted, dot('#ff9500'));
  line(p, f, sep, 'Biz type', 'industry', m.industryText, dot('#34c759'));
  line(p, f, sep, 'Started', m.start ? 'business_start_date' : 'x.years', m.startPrinted || `${m.years} yrs`, dot('#34c759'));
  line(p, f, sep, 'Addr', 'state_region', addrLine(m.addr), dot('#34c759'));
  line(p, f, sep, 'Inc. in', 'decoy.inc', m.d.incState, dot('#34c759'));
  head(p, f, 'Entity');
  for (const b of boxes(m)) check(p, f, 'type_of_entity', b, b === m.entity.box);
  if (m.entity.box === 'Other') line(p, f, sep, 'other', 'type_of_entity', m.entity.printed);
  head(p, f, 'Deal');
  line(p, f, sep, 'Ask', 'requested_amount', m.amountPrinted, dot('#007aff'));
  if (m.payment) line(p, f, sep, 'Pmt', 'requested_payment', `${m.paymentPrinted!}`, dot('#007aff'));
  if (m.payment) line(p, f, sep, 'Freq', 'payment_frequency', m.freqPrinted!, dot('#007aff'));
  if (m.payment) line(p, f, sep, '# pmts', 'number_of_payments', String(m.nPayments), dot('#007aff'));
  line(p, f, sep, 'Current position', 'decoy.funder', `${m.d.funder} ${m.d.balance}`, dot('#ff3b30'));
  line(p, f, sep, 'Bank', 'decoy.bank', `${m.d.bank} rt ${m.d.routing} acct ${m.d.account}`, dot('#ff3b30'));
  m.owners.forEach((o, i) => {
    head(p, f, `Owner ${i + 1}`);
    line(p, f, sep, 'Name', `owner${i}.name`, nameOf(o));
    line(p, f, sep, 'Title', `owner${i}.title`, o.title);
    line(p, f, sep, '%', `owner${i}.pct`, `${o.pct}%`);
    line(p, f, sep, taxLabel(o), `owner${i}.tax`, o.taxPrinted);
    line(p, f, sep, 'DOB', `owner${i}.dob`, o.dobPrinted);
    if (o.credit) line(p, f, sep, 'FICO', `owner${i}.credit`, String(o.credit));
    line(p, f, sep, 'Home', 'decoy.home', addrLine(o.home));
  });
  head(p, f, 'Misc');
  line(p, f, sep, m.own ? 'Owns bldg' : 'Landlord', 'decoy.landlord', m.own ? 'yes' : `${m.d.landlord} ${m.d.landlordPhone}`);
  line(p, f, sep, 'Ref', 'decoy.ref', `${m.d.refs[0]!.contact} @ ${m.d.refs[0]!.name}`);
  line(p, f, sep, 'Sent by', 'decoy.iso', `${m.d.iso} (${m.d.isoCompany})`);
}

// Layout 1: a Google Forms response print: lilac page, a header card with the progress ("Section 2 of 4"), each
// question a white card, title in bold and the answer in grey under it; multiple choice as radio circles.
import type { Pen } from './draw.ts';
import type { Merchant } from './data.ts';
import { Flow, addrLine, boxes, FREQS, nameOf, taxLabel } from './kit.ts';

const PURPLE = '#673ab7';
const bg = (p: Pen): void => { p.doc.rect(0, 0, 612, 792).fill('#f0ebf8'); };

function card(p: Pen, f: Flow, h: number): number {
  const y = f.need(p, h + 10);
  p.doc.roundedRect(70, y, 472, h, 6).fill('#ffffff');
  return y;
}
function q(p: Pen, f: Flow, title: string, key: string, answer: string, req = false): void {
  const y = card(p, f, 50);
  p.label(title + (req ? ' *' : ''), 86, y + 11, { size: 10.5, font: 'Helvetica-Bold', color: '#202124' });
  if (answer) p.value(key, answer, 86, y + 30, { size: 10, color: '#5f6368', max: 440 }); else p.label('No answer', 86, y + 30, { size: 9, color: '#9aa0a6' });
}
function mc(p: Pen, f: Flow, title: string, key: string, opts: string[], chosen: string | null, other?: string): void {
  const y = card(p, f, 30 + opts.length * 16);
  p.label(title, 86, y + 11, { size: 10.5, font: 'Helvetica-Bold', color: '#202124' });
  opts.forEach((o, i) => {
    const yy = y + 30 + i * 16;
    p.check(`${key}:${o}`, 88, yy, o === chosen, { round: true, mark: 'fill', s: 10, color: o === chosen ? PURPLE : '#5f6368' });
    const w = p.label(o === 'Other' ? 'Other:' : o, 106, yy + 1, { size: 9.5, color: '#202124' });
    if (o === 'Other' && o === chosen && other) p.value(key, other, 112 + w, yy, { size: 10, color: '#5f6368', max: 200 });
  });
}
function section(p: Pen, f: Flow, n: number, title: string): void {
  const y = f.need(p, 44);
  p.doc.roundedRect(70, y, 472, 34, 6).fill(PURPLE);
  p.label(`Section ${n} of 4`, 84, y + 6, { size: 8, color: '#e8def8' });
  p.label(title, 84, y + 17, { size: 11, font: 'Helvetica-Bold', color: '#ffffff' });
}

function business(p: Pen, f: Flow, m: Merchant): void {
  section(p, f, 1, 'About your business');
  q(p, f, 'Legal business name', 'legal_name', m.legal, true);
  q(p, f, m.ca ? 'Operating name (O/A), if different' : 'DBA (doing business as)', 'trade_name', m.dbaPrinted);
  mc(p, f, 'Business entity type', 'type_of_entity', boxes(m), m.entity.box, m.entity.box === 'Other' ? m.entity.printed : undefined);
  q(p, f, 'What kind of business is it?', 'industry', m.industryText, true);
  q(p, f, m.ca ? 'Business Number (BN)' : m.taxLabel, 'business_tax_id', m.taxPrinted, true);
  q(p, f, 'When did the business start?', 'business_start_date', m.startPrinted);
  q(p, f, 'Business address', 'state_region', addrLine(m.addr), true);
  q(p, f, 'Business phone', 'decoy.phone', m.phone);
  mc(p, f, 'Do you own or rent the business location?', 'decoy.own', ['Own', 'Rent'], m.own ? 'Own' : 'Rent');
  if (!m.own) q(p, f, 'Landlord name and phone', 'decoy.landlord', `${m.d.landlord} ${m.d.landlordPhone}`);
}
function funding(p: Pen, f: Flow, m: Merchant): void {
  section(p, f, 2, 'Funding request');
  q(p, f, 'How much funding are you looking for?', 'requested_amount', m.amountPrinted, true);
  q(p, f, 'What will the funds be used for?', 'decoy.use', m.use);
  mc(p, f, 'Preferred payment schedule', 'payment_frequency', FREQS, m.freqPrinted);
  q(p, f, 'Payment amount you can afford', 'requested_payment', m.paymentPrinted ?? '');
  q(p, f, 'Number of payments', 'number_of_payments', m.nPayments ? String(m.nPayments) : '');
  q(p, f, 'Average monthly sales', 'decoy.sales', m.monthlySales);
  mc(p, f, 'Do you currently have any open cash advances?', 'decoy.open', ['Yes', 'No'], 'Yes');
  q(p, f, 'If yes, list the funder and remaining balance', 'decoy.funder', `${m.d.funder} - ${m.d.balance}`);
}
function owners(p: Pen, f: Flow, m: Merchant): void {
  section(p, f, 3, 'Owners (everyone with 20% or more)');
  m.owners.forEach((o, i) => {
    const k = `owner${i}`;
    q(p, f, `Owner ${i + 1}: full name`, `${k}.name`, nameOf(o), i === 0);
    q(p, f, `Owner ${i + 1}: title / ownership %`, `${k}.title_pct`, `${o.title} / ${o.pct}%`);
    q(p, f, `Owner ${i + 1}: ${taxLabel(o)} and date of birth`, `${k}.tax_dob`, `${o.taxPrinted}  |  ${o.dobPrinted}`);
    q(p, f, `Owner ${i + 1}: home address`, 'decoy.home', addrLine(o.home));
    q(p, f, `Owner ${i + 1}: estimated credit score`, `${k}.credit`, o.credit ? String(o.credit) : '');
  });
}
function finish(p: Pen, f: Flow, m: Merchant): void {
  section(p, f, 4, 'Bank, referral and consent');
  q(p, f, 'Business bank (name / routing / account)', 'decoy.bank', `${m.d.bank} / ${m.d.routing} / ${m.d.account}`);
  q(p, f, 'Who referred you to us?', 'decoy.iso', `${m.d.iso}, ${m.d.isoCompany}`);
  const y = card(p, f, 44);
  p.check('consent', 88, y + 14, true, { mark: 'tick', s: 11, color: PURPLE });
  p.label('I certify the information above is true and authorize credit and background checks.', 108, y + 15, { size: 9, width: 420 });
}

export function gforms(p: Pen, m: Merchant): void {
  bg(p);
  const f = new Flow(40, 750, () => bg(p), 40);
  p.doc.roundedRect(70, 40, 472, 92, 8).fill('#ffffff');
  p.doc.rect(70, 40, 472, 10).fill(PURPLE);
  p.label(`${m.d.isoCompany} - Business Funding Application`, 86, 60, { size: 17, color: '#202124' });
  p.label(`Response from ${m.email} . Submitted ${p.r.int(1, 28)} ${['Mar', 'Apr', 'May'][p.r.int(0, 2)]} 2026`, 86, 88, { size: 8.5, color: '#5f6368' });
  p.label('* Indicates required question', 86, 108, { size: 8.5, color: '#d93025' });
  f.y = 142;
  business(p, f, m);
  funding(p, f, m);
  owners(p, f, m);
  finish(p, f, m);
}

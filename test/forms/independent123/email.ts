// Layouts "northshore-email" (Canada: Northshore Capital Partners, Toronto, printed from Gmail) and
// "brightpath-email" (US: Brightpath Business Capital, Tampa, printed from Outlook): an ISO's submission e-mail to a
// funder. Header lines (From, To, Date, Subject), a greeting, the merchant in "Label: value" or "Label - value" lines
// (bulleted or not), the owners one after another, the bank and open positions, then the ISO's signature block.
import type { Rng } from '../../statements/generator/prng.ts';
import * as F from './formats.ts';
import type { Merchant } from './merchant.ts';
import type { Sheet } from './sheet.ts';
import * as V from './values.ts';
import type { Val } from './values.ts';

const X0 = 56, W = 500, BOTTOM = 736;
interface Iso { sender: string; email: string; company: string; title: string; lines: string[]; to: string; gmail: boolean }
const ISOS: Record<'CA' | 'US', Iso> = {
  CA: { sender: 'Darren Walsh', email: 'darren.walsh@northshorecap.ca', company: 'Northshore Capital Partners Inc.', title: 'Senior Funding Advisor',
    lines: ['200 Bay Street, Suite 1200, Toronto, ON M5J 2J2', 'T: 416-555-0142  |  C: 647-555-0190', 'www.northshorecap.ca'],
    to: 'submissions@maplecrestfunding.ca', gmail: true },
  US: { sender: 'Kara Lindgren', email: 'kara@brightpathbizcap.com', company: 'Brightpath Business Capital LLC', title: 'ISO Relationship Manager',
    lines: ['4600 W Kennedy Blvd, Suite 310, Tampa, FL 33609', 'Office (813) 555-0126  Direct (813) 555-0183', 'ISO Agreement #BP-2291'],
    to: 'newdeals@harborlinefunding.com', gmail: false },
};

class Mail {
  y = 0;
  private readonly s: Sheet;
  private readonly iso: Iso;
  private readonly subject: string;
  private readonly sep: string;
  private readonly bullet: string;
  constructor(s: Sheet, iso: Iso, subject: string, sep: string, bullet: string) {
    this.s = s; this.iso = iso; this.subject = subject; this.sep = sep; this.bullet = bullet;
  }

  room(h: number): void {
    if (this.y + h <= BOTTOM) return;
    this.footer();
    this.s.newPage();
    this.head();
  }

  head(): void {
    const s = this.s;
    if (this.iso.gmail) {
      s.text('2/3/26, 10:47 AM', 22, 16, { size: 7 });
      s.text(`Gmail - ${this.subject}`, 22, 16, { size: 7, width: 568, align: 'center' });
    }
    this.y = 40;
  }

  footer(): void {
    const s = this.s;
    if (this.iso.gmail) s.text(`https://mail.google.com/mail/u/0/?ik=3f9a1c&view=pt&search=all&permthid=thread-f:1823${this.s.page}04417  ${this.s.page}`, 22, 770, { size: 6.5 });
    else s.text(`${this.s.page}`, X0, 770, { size: 7, width: W, align: 'center' });
  }

  text(t: string, o: { bold?: boolean; size?: number; gap?: number } = {}): void {
    this.room(o.bold ? 60 : 16);
    this.y += this.s.para(t, X0, this.y, W, { font: o.bold ? 'Helvetica-Bold' : 'Helvetica', size: o.size ?? 9.5 }) + (o.gap ?? 4);
  }

  /** One "Label: value" line; the value is an answer (a field in a fillable sheet). */
  item(label: string, v: Val, field: string, indent = 0): void {
    this.room(15);
    const s = this.s;
    const x = X0 + indent;
    const b = this.bullet ? `${this.bullet} ` : '';
    const lw = s.text(`${b}${label}${this.sep}`, x, this.y, { size: 9.5 });
    s.answer(x + lw + 2, this.y, W - indent - lw - 4, v.text, { paths: v.paths, decoy: v.decoy, field, size: 9.5 });
    this.y += 14.5;
  }
}

export function drawEmail(s: Sheet, m: Merchant, r: Rng): void {
  const ca = m.country === 'CA';
  const iso = ISOS[m.country];
  s.typedFont = 'Helvetica';
  const lk = V.look(m, r);
  const name = m.dba ? `${m.legal} ${ca ? 'o/a' : 'dba'} ${m.dba}` : m.legal;
  const typed = s.style === 'typed';
  const subject = `${r.pick(['New Submission', 'Submission', 'NEW DEAL', 'File for review'])}${typed ? ` - ${m.dba ?? m.legal}` : ''}`;
  const mail = new Mail(s, iso, subject, r.pick([': ', ' - ', ': ']), r.pick(['•', '', '-']));
  mail.head();
  const day = r.int(2, 3);
  const dated = `${day === 2 ? 'Mon' : 'Tue'}, Feb ${day}, 2026 at ${r.int(9, 11)}:${String(r.int(10, 59))} AM`;
  if (iso.gmail) {
    s.text('Gmail', X0, mail.y, { font: 'Helvetica-Bold', size: 14, color: '#c5221f' });
    s.text(`${iso.sender} <${iso.email}>`, X0, mail.y + 4, { size: 8.5, width: W, align: 'right' });
    s.line(X0, mail.y + 22, X0 + W, mail.y + 22, '#cccccc');
    mail.y += 30;
    s.text(subject, X0, mail.y, { font: 'Helvetica-Bold', size: 13 });
    mail.y += 24;
    for (const [k, v] of [['From:', `${iso.sender} <${iso.email}>`], ['To:', iso.to], ['Date:', dated]]) {
      s.text(k!, X0, mail.y, { size: 8.5, color: '#5f6368' });
      s.text(v!, X0 + 40, mail.y, { size: 8.5 });
      mail.y += 12;
    }
  } else {
    for (const [k, v] of [['From:', `${iso.sender} <${iso.email}>`], ['Sent:', dated.replace(' at', '')], ['To:', iso.to],
      ['Cc:', 'processing@brightpathbizcap.com'], ['Subject:', subject], ['Attachments:', 'Application.pdf; Bank_Statements_Nov-Jan.pdf']]) {
      s.text(k!, X0, mail.y, { font: 'Helvetica-Bold', size: 9 });
      s.text(v!, X0 + 72, mail.y, { size: 9 });
      mail.y += 13;
    }
    s.line(X0, mail.y + 2, X0 + W, mail.y + 2, '#000000', 1);
  }
  mail.y += 16;
  mail.text(r.pick(['Hi team,', 'Good morning,', 'Hello Underwriting,']), { gap: 8 });
  mail.text(`Please see a new ${ca ? 'file' : 'deal'} below${typed ? ` for ${name}` : ''}. ${r.int(3, 4)} months of statements and the signed application are attached. `
    + `${ca ? 'Merchant has signed the credit check and PIPEDA consent.' : 'Merchant is looking to fund this week.'} Let me know what you can do.`, { gap: 10 });
  mail.text(ca ? 'MERCHANT INFORMATION' : 'Business Info', { bold: true });
  mail.item('Legal Name', V.legal(m), 'legal_name');
  mail.item(ca ? 'Operating Name (O/A)' : 'DBA', m.dba ? V.dba(m, r) : { text: r.pick(['N/A', 'Same', '']) }, 'trade_name');
  mail.item(ca ? 'Business Number (BN)' : r.pick(['Tax ID', 'EIN', 'Federal Tax ID']), V.taxId(m, r, true), 'tax_id');
  mail.item(ca ? 'Type of Business Entity' : 'Entity', V.entity(m), 'entity');
  mail.item(ca ? 'Jurisdiction of Incorporation' : 'State of Inc', V.decoy('incorporation', m.incorporation), 'incorporation');
  mail.item('Industry', V.industry(m), 'industry');
  if (r.chance(0.5)) mail.item('Address', V.fullAddress(m), 'address');
  else {
    mail.item('Street', V.street(m), 'street');
    mail.item('City', V.city(m), 'city');
    mail.item(ca ? 'Province' : 'State', V.region(m), 'region');
    mail.item(ca ? 'Postal Code' : 'Zip', V.postal(m), 'postal');
  }
  mail.item('Phone', V.decoy('business_phone', m.phone), 'phone');
  if (r.chance(0.8)) mail.item(r.pick(['Start Date', 'Date Established', 'Business Start Date']), V.start(m, lk), 'start');
  else mail.item('Time in Business', { text: `${V.years(m).text} yrs` }, 'tib');
  mail.item(ca ? 'Avg Monthly Deposits' : 'Monthly Revenue', V.decoy('monthly_sales', F.formatMoney(m.monthlySales, lk.money)), 'revenue');
  mail.y += 6;
  mail.text(ca ? 'FUNDING REQUEST' : 'Request', { bold: true });
  mail.item(ca ? 'Amount Requested' : 'Requested Amount', V.amount(m, lk), 'amount');
  mail.item('Use of Funds', V.decoy('use_of_funds', m.use), 'use');
  if (r.chance(0.5)) {
    mail.item('Payment Frequency', V.frequency(m), 'frequency');
    if (r.chance(0.7)) mail.item('Number of Payments', V.nPayments(m), 'payments');
    if (r.chance(0.6)) mail.item('Requested Payment', V.payment(m, lk), 'payment');
  }
  drawOwners(mail, m, r, lk);
  drawClose(mail, s, m, r, iso, lk);
}

function drawOwners(mail: Mail, m: Merchant, r: Rng, lk: V.Look): void {
  const ca = m.country === 'CA';
  m.owners.forEach((_, i) => {
    const o = V.owner(m, i, r, lk, { swap: r.chance(0.5), blanks: 0.2 });
    mail.y += 6;
    mail.room(100);
    mail.text(m.owners.length > 1 ? `${ca ? 'OWNER' : 'Owner'} ${i + 1} of ${m.owners.length}` : (ca ? 'OWNER' : 'Owner'), { bold: true });
    mail.item('Name', o.name, `owner${i + 1}_name`, 8);
    mail.item('Title', o.title, `owner${i + 1}_title`, 8);
    mail.item('Ownership', o.pct, `owner${i + 1}_pct`, 8);
    mail.item(ca ? 'SIN' : 'SSN', o.tax, `owner${i + 1}_tax`, 8);
    mail.item('DOB', o.dob, `owner${i + 1}_dob`, 8);
    mail.item('Home Address', o.home, `owner${i + 1}_home`, 8);
    mail.item(ca ? 'Beacon Score' : 'FICO', o.fico, `owner${i + 1}_score`, 8);
    mail.item('Cell', o.cell, `owner${i + 1}_cell`, 8);
  });
}

function drawClose(mail: Mail, s: Sheet, m: Merchant, r: Rng, iso: Iso, lk: V.Look): void {
  const ca = m.country === 'CA';
  mail.y += 6;
  mail.text(ca ? 'BANKING / POSITIONS' : 'Bank & Positions', { bold: true });
  mail.item('Bank', V.decoy('bank_name', m.bank.name), 'bank');
  mail.item(ca ? 'Transit / Institution' : 'Routing', V.decoy('routing', m.bank.routing), 'routing');
  mail.item('Account', V.decoy('account', m.bank.account), 'account');
  if (m.advances.length) m.advances.forEach((a, i) => mail.item(`Position ${i + 1}`,
    V.decoy('funder', `${a.funder}, bal ${F.formatMoney(a.balance, lk.money)}, ${F.formatMoney(a.payment, lk.money)} ${a.freq}`), `position${i + 1}`));
  else mail.item('Open Positions', { text: 'None' }, 'positions');
  if (m.rents) mail.item('Landlord', V.decoy('landlord', `${m.landlord.name} ${m.landlord.phone}`), 'landlord');
  mail.y += 8;
  mail.text(r.pick(['Thanks,', 'Thank you,', 'Best regards,']), { gap: 2 });
  mail.text(iso.sender, { bold: true, gap: 1 });
  for (const l of [iso.title, iso.company, ...iso.lines, iso.email]) mail.text(l, { size: 8.5, gap: 0 });
  mail.y += 10;
  mail.room(40);
  mail.y += s.para(`CONFIDENTIALITY NOTICE: This e-mail and its attachments are intended only for the named recipient and may contain `
    + `confidential ${ca ? 'personal information protected under PIPEDA' : 'and privileged information'}. If you received it in error, `
    + 'please notify the sender and delete it.', X0, mail.y, W, { size: 7, color: '#666666' });
  mail.footer();
}

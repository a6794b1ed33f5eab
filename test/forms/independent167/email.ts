// Layout `email-printout`: a webmail print of Harborline Merchant Advisors' submission e-mail. The broker typed the
// merchant's details as `Key: value` lines in the body; around them a sender line, the broker's signature, a
// confidentiality disclaimer and a forwarded message from a referral partner, none of which is the application's.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model } from './model.ts';
import type { Fields, Pen } from './pen.ts';
import { F } from './fields.ts';

export const EMAIL_BROKER = 'Harborline Merchant Advisors';
const X0 = 54, TOP = 64, BOTTOM = 736, GREY = '#5f6368';

interface Row { h: number; draw: (y: number) => void }

export function drawEmail(pen: Pen, m: Model, r: Rng): void {
  const ca = m.country === 'CA';
  const rows: Row[] = [];
  const [broker, partner] = [m.staff[0]!, m.staff[1]!];
  const mail = (n: string, dom: string): string => `${n.split(' ')[0]!.toLowerCase()}.${n.split(' ').at(-1)!.toLowerCase().replace(/[^a-z]/g, '')}@${dom}`;
  const sentAt = `${r.pick(['Mon', 'Tue', 'Wed', 'Thu'])}, May ${r.int(5, 9)}, 2025 at ${r.int(8, 11)}:${String(r.int(10, 59))} AM`;
  const line = (h: number, draw: (y: number) => void): void => { rows.push({ h, draw }); };
  const gap = (h: number): void => line(h, () => undefined);
  const plain = (s: string, o: { bold?: boolean; size?: number; color?: string } = {}): void =>
    line((o.size ?? 10) + 5, (y) => pen.text(s, X0, y, { font: o.bold ? 'Helvetica-Bold' : 'Helvetica', size: o.size ?? 10, color: o.color }));
  const dline = (key: string, s: string, o: { size?: number; color?: string; label?: string } = {}): void =>
    line((o.size ?? 10) + 5, (y) => pen.decoy(key, s, X0, y, { size: o.size ?? 10, color: o.color, ...(o.label ? { label: o.label } : {}) }));
  const sep = r.pick([': ', ' - ', ': ']);
  // One `Key: value` line: the key is page text, the value is filled in the pen's style.
  const kv = (label: string, key: string, text: string, fields: Fields | null): void => line(15, (y) => {
    const w = pen.text(`${label}${sep.trimEnd()}`, X0, y, { size: 10 });
    pen.value(key, text, X0 + w + 4, y, fields, { size: 10, label });
  });

  line(30, (y) => pen.text(r.pick(['Fwd: New submission - statements attached', 'New deal for review', 'Fwd: MCA file - please review ASAP']), X0, y, { size: 15 }));
  line(14, (y) => {
    const w = pen.decoy('sender', broker, X0, y, { font: 'Helvetica-Bold', size: 9.5 });
    pen.decoy('sender_email', `<${mail(broker, 'harborlinema.com')}>`, X0 + w + 4, y, { size: 9, color: GREY });
    pen.text(sentAt, 380, y, { size: 8.5, color: GREY, width: 178, align: 'right' });
  });
  dline('recipient', `to underwriting@${r.pick(['northbeamcap.com', 'lumenadvance.com', 'ridgefunding.co'])}`, { size: 8.5, color: GREY });
  gap(10);
  plain('Hi team,');
  gap(4);
  plain(r.pick(['New file below, 4 months of statements attached. Merchant details:', 'Please see the merchant info below - signed app and bank statements are attached.']));
  gap(6);
  kv(r.pick(['Legal Name', 'Business Legal Name', 'Company']), 'legal_name', m.legal, F.legal(m));
  if (m.dba) kv(ca ? r.pick(['Operating Name', 'O/A']) : r.pick(['DBA', 'Doing Business As']), 'trade_name', m.dba.text, F.dba(m));
  kv(r.pick(['Entity', 'Entity Type', 'Structure']), 'entity', m.entity.text, F.entity(m));
  kv(m.tax.label, 'business_tax_id', m.tax.text, F.tax(m));
  kv(r.pick(['Industry', 'Type of Business', 'Business Type']), 'industry', m.industry.text, F.industry(m));
  kv(r.pick(['Business Start', 'Start Date', 'In business since']), 'business_start_date', m.start.text, F.start(m));
  kv('Address', 'address', `${m.street}, ${m.cityLine}${ca ? ', Canada' : ''}`, F.state(m));
  kv('Phone', 'phone', m.phone, null);
  if (m.incState) kv('State of Inc.', 'state_of_incorporation', m.incState, null);
  gap(6);
  kv(r.pick(['Amount Requested', 'Requested', 'Ask']), 'requested_amount', m.amount.text, F.amount(m));
  const terms = r.chance(0.6);
  if (terms) {
    kv(r.pick(['Proposed Payment', 'Payment']), 'requested_payment', m.payment.text, F.payment(m));
    kv(r.pick(['Frequency', 'Schedule']), 'payment_frequency', m.payment.freqText, F.freq(m));
    if (r.chance(0.7)) kv(r.pick(['# of Payments', 'Term (payments)']), 'number_of_payments', String(m.payment.count), F.count(m));
  }
  kv(r.pick(['Avg Monthly Deposits', 'Monthly Revenue']), 'monthly_sales', m.monthlySales, null);
  for (const [i, a] of m.advances.entries()) kv(`Open Position ${i + 1}`, `advance${i}`, `${a.funder} - bal ${a.balance}, ${a.payment}/day`, null);
  m.owners.forEach((o, i) => {
    gap(6);
    kv(m.owners.length > 1 ? `Owner ${i + 1}` : 'Owner', `owner${i}.name`, o.name, F.name(o, i));
    kv('Title', `owner${i}.role`, o.role, F.role(o, i));
    kv(r.pick(['Ownership', '% Owned']), `owner${i}.ownership`, o.ownText, F.own(o, i));
    kv(ca ? 'SIN' : r.pick(['SSN', 'SS#']), `owner${i}.tax_id`, o.tax.text, F.otax(o, i));
    kv('DOB', `owner${i}.dob`, o.dobText, F.dob(o, i));
    if (o.credit !== null) kv(r.pick(['FICO', 'Credit Score']), `owner${i}.credit`, String(o.credit), F.credit(o, i));
    if (r.chance(0.4)) kv('Cell', `owner${i}.cell`, o.cell, null);
  });
  gap(10);
  plain('Let me know if you need anything else.');
  gap(8);
  plain('Thanks,');
  dline('signature_name', broker, { label: 'signature' });
  plain(r.pick(['Senior Funding Advisor', 'Account Executive', 'Director of Sales']), { size: 9, color: GREY });
  plain(EMAIL_BROKER, { size: 9, color: GREY });
  line(14, (y) => {
    const w = pen.text('O: ', X0, y, { size: 9, color: GREY });
    const w2 = pen.decoy('signature_phone', m.rep.phone, X0 + w, y, { size: 9, color: GREY });
    pen.text(`  |  ${mail(broker, 'harborlinema.com')}`, X0 + w + w2, y, { size: 9, color: GREY });
  });
  gap(8);
  const disclaimer = `CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the sole use of the intended recipient and may contain confidential and privileged information, including nonpublic personal information protected under ${ca ? 'PIPEDA' : 'the Gramm-Leach-Bliley Act'}. Any unauthorized review, use, disclosure or distribution is prohibited. If you are not the intended recipient, contact the sender at ${m.landlord.phone} and destroy all copies. ${EMAIL_BROKER} is not a lender; ISO registration no. ${m.rep.id}.`;
  const dh = pen.doc.font('Helvetica').fontSize(7).heightOfString(disclaimer, { width: 500 });
  line(dh + 6, (y) => { pen.para(disclaimer, X0, y, 500, { size: 7, color: GREY }); pen.decoys.push({ key: 'disclaimer', fields: {}, page: pen.page, box: [X0, 792 - y - dh, X0 + 500, 792 - y], text: disclaimer, via: 'text' }); });
  gap(10);
  plain('---------- Forwarded message ---------', { size: 9.5 });
  line(14, (y) => { const w = pen.text('From: ', X0, y, { size: 9.5 }); pen.decoy('fwd_from', `${partner} <${mail(partner, 'capitalreferral.net')}>`, X0 + w, y, { size: 9.5 }); });
  line(14, (y) => { const w = pen.text('Date: ', X0, y, { size: 9.5 }); pen.decoy('fwd_date', `Fri, May ${r.int(1, 4)}, 2025 at ${r.int(1, 5)}:${r.int(10, 59)} PM`, X0 + w, y, { size: 9.5 }); });
  plain(`Subject: ${r.pick(['new merchant for you', 'Referral - working capital', 'deal'])}`, { size: 9.5 });
  line(14, (y) => { const w = pen.text('To: ', X0, y, { size: 9.5 }); pen.decoy('fwd_to', `${broker} <${mail(broker, 'harborlinema.com')}>`, X0 + w, y, { size: 9.5 }); });
  gap(8);
  plain(r.pick(['Hey - another one from my book. Owner wants to move fast, call me with questions.', 'Sending over a referral, docs attached. Usual split on this one.']));
  line(14, (y) => { const w = pen.text('Call me: ', X0, y, { size: 10 }); pen.decoy('fwd_phone', m.refs[0]!.phone, X0 + w, y, { size: 10 }); });

  // Paginate, then draw each page with the print header and footer a browser adds.
  const pages: Row[][] = [[]];
  let y = TOP;
  for (const row of rows) {
    if (y + row.h > BOTTOM) { pages.push([]); y = TOP; }
    pages.at(-1)!.push(row);
    y += row.h;
  }
  const stamp = `5/${r.int(5, 9)}/25, ${r.int(9, 12)}:${r.int(10, 59)} ${r.pick(['AM', 'PM'])}`;
  pages.forEach((rowsOf, i) => {
    if (i > 0) pen.addPage();
    pen.text(stamp, 30, 22, { size: 8, color: GREY });
    pen.text(`${EMAIL_BROKER} Mail - Inbox`, 200, 22, { size: 8, color: GREY, width: 212, align: 'center' });
    pen.text(`https://mail.harborlinema.com/mail/u/0/#inbox/${(m.rep.id + m.legal).length.toString(16)}f3a9c0d1e`, 30, 762, { size: 7, color: GREY });
    pen.text(`${i + 1}/${pages.length}`, 540, 762, { size: 8, color: GREY, width: 42, align: 'right' });
    let yy = TOP;
    for (const row of rowsOf) { row.draw(yy); yy += row.h; }
  });
}

// Layout `harborline_email`: Harbor Line Capital's submission e-mail, printed from a webmail client. The body is a
// plain-text list ("Business Legal Name - Acme LLC", "- Amount Requested - $75,000"), the broker's signature follows,
// and a forwarded message about another merchant sits below it (every value there is a decoy).
import type { Rng } from '../../statements/generator/prng.ts';
import { makeMerchant, money, type Country, ein, phone } from './data.ts';
import { Cursor, F, freqLabel, inline, texts, type Seg } from './fields.ts';
import { Pen, type Style } from './pen.ts';

const GRAY = '#555555';

export function harborlineEmail(r: Rng, style: Style): Pen {
  const country: Country = r.chance(0.2) ? 'CA' : 'US';
  const m = makeMerchant(r.fork('merchant'), country);
  const t = texts(m, r.fork('texts'), 'plain');
  const pen = new Pen(style, r.fork('pen'), 'Gmail - New submission', 'Helvetica', 9.5);
  const file = `HL-${r.digits(5)}`;
  pen.label(`6/${r.int(1, 28)}/26, ${r.int(8, 11)}:${r.int(10, 59)} AM`, 36, 20, { size: 7.5, color: GRAY });
  pen.label(`Gmail - Submission ${file} - please review`, 220, 20, { size: 7.5, color: GRAY });
  pen.label('Gmail', 40, 44, { size: 20, font: 'Helvetica-Bold', color: '#c5221f' });
  pen.label(`${m.isoRep.split(' ')[0]!.toLowerCase()}@harborlinecap.com`, 420, 52, { size: 8.5, color: GRAY });
  pen.doc.moveTo(36, 74).lineTo(576, 74).lineWidth(0.6).strokeColor('#999999').stroke();
  pen.label(`Submission ${file} - please review`, 40, 84, { size: 13, font: 'Helvetica-Bold' });
  pen.label('1 message', 40, 104, { size: 8, color: GRAY });
  pen.doc.moveTo(36, 116).lineTo(576, 116).lineWidth(0.4).stroke();
  inline(pen, 40, 124, ['From: ', [null, m.isoRep, 'iso_rep'], ` <${m.isoRep.split(' ')[0]!.toLowerCase()}@harborlinecap.com>`], 9);
  pen.label(`To: newdeals@${r.pick(['ironbridgecap', 'summitfunding', 'novaadvance'])}.com`, 40, 137, { size: 9 });
  pen.label(`Thu, Jun ${r.int(1, 28)}, 2026 at ${r.int(1, 11)}:${r.int(10, 59)} PM`, 420, 124, { size: 8.5, color: GRAY });
  const c = new Cursor(pen, 160, 40, 752);
  const body = (s: string) => { pen.label(s, 40, c.y, { size: 9.5 }); c.next(13); };
  body('Hi team,');
  c.next(2);
  body(style === 'typed' ? `New file below, ${r.int(3, 6)} months of statements attached. Merchant is looking to close this week.`
    : 'New file below. Merchant filled in the sheet by hand / in the PDF, statements attached.');
  c.next(6);
  const row = (label: string, segs: readonly Seg[]) => { inline(pen, 48, c.y, [`${label} - `, ...segs], 9.5); c.next(14); };
  const head = (s: string) => { c.next(4); pen.label(s, 40, c.y, { size: 9.5, font: 'Helvetica-Bold' }); c.next(15); };
  head('*** MERCHANT ***');
  row('Business Legal Name', [[F.legal(m), m.legal, 'legal_name']]);
  row(country === 'CA' ? 'Operating Name (O/A)' : 'DBA', [[F.dba(m), m.dbaPrinted, 'dba']]);
  row('Entity', [[F.entity(m), m.entityPrinted, 'entity']]);
  row(country === 'CA' ? 'Business Number' : m.tax.type === 'SSN' ? 'Tax ID (SSN - sole prop)' : 'EIN', [[F.tax(m.tax), m.tax.printed, 'tax_id']]);
  row('Industry', [[F.industry(m), m.trade, 'industry']]);
  if (r.chance(0.6)) row('Business Start Date', [[F.start(m), t.start, 'start']]);
  else row('Time in Business', [[null, `${m.years} yrs`, 'years_in_business']]);
  row(country === 'CA' ? 'Incorporated in' : 'State of Inc.', [[null, m.stateOfInc, 'state_of_incorporation']]);
  row('Address', [[null, `${m.street}, ${m.city},`, 'street'], ' ', [F.state(m), t.state, 'state'], ' ', [null, m.zip, 'zip']]);
  row('Phone', [[null, m.phone, 'business_phone']]);
  head('*** FUNDING ***');
  row('Amount Requested', [[F.amount(m), t.amount, 'amount']]);
  row('Use of Funds', [[null, m.use, 'use_of_funds']]);
  if (r.chance(0.6)) row('Desired Payment', [[F.payment(m), t.payment, 'payment'], ' ', [F.frequency(m), freqLabel(m), 'frequency'], ' x ',
    [F.payments(m), String(m.payments), 'payments'], ' payments']);
  row('Avg Monthly Sales', [[null, money(m.monthlySales), 'monthly_sales']]);
  if (m.positions.length === 0) row('Current Positions', [[null, 'None', 'positions']]);
  for (const p of m.positions) row('Current Position', [[null, p.funder, 'position_funder'], ' - bal ', [null, money(p.balance), 'position_balance'],
    ', ', [null, `${money(p.payment)}/day`, 'position_payment']]);
  for (const [i, o] of m.owners.entries()) {
    const ot = t.owners[i]!;
    head(m.owners.length === 1 ? '*** OWNER ***' : `*** OWNER ${i + 1} ***`);
    c.room(90);
    row('Name', [[F.name(i, o), ot.name, `owner${i}_name`]]);
    row('Title', [[F.role(i, o), o.title, `owner${i}_title`]]);
    row('Ownership', [[F.pct(i, o), ot.pct, `owner${i}_pct`]]);
    row(country === 'CA' ? 'SIN' : 'SSN', [[F.ssn(i, o), o.tax.printed, `owner${i}_ssn`]]);
    row('DOB', [[F.dob(i, o), ot.dob, `owner${i}_dob`]]);
    row('FICO (self-reported)', [[F.credit(i, o), ot.credit, `owner${i}_fico`]]);
    row('Home Address', [[null, o.home, `owner${i}_home`]]);
  }
  c.next(6);
  body('Let me know if you need anything else. Landlord info and bank login available on request.');
  c.next(4);
  body('Thanks,');
  inline(pen, 40, c.y, [[null, m.isoRep, 'iso_rep_sig']], 9.5); c.next(12);
  pen.label('Senior Funding Advisor | Harbor Line Capital', 40, c.y, { size: 8.5, color: GRAY }); c.next(11);
  inline(pen, 40, c.y, ['O: ', [null, phone(r), 'iso_phone'], ' | www.harborlinecap.com'], 8.5); c.next(22);
  // The forwarded chain: another merchant's figures.
  c.room(120);
  pen.label('---------- Forwarded message ---------', 40, c.y, { size: 9 }); c.next(13);
  const other = makeMerchant(r.fork('other'), 'US');
  inline(pen, 40, c.y, ['From: ', [null, other.isoRep, 'fwd_from'], ' <ops@harborlinecap.com>'], 9); c.next(12);
  pen.label(`Subject: Re: HL-${r.digits(5)} declined - resubmit?`, 40, c.y, { size: 9 }); c.next(16);
  const fwd = (label: string, text: string, key: string) => { inline(pen, 48, c.y, [`${label} - `, [null, text, key]], 9); c.next(13); };
  fwd('Legal Name', other.legal === m.legal ? `${other.legal} Group` : other.legal, 'fwd_legal_name');
  fwd('EIN', ein(r), 'fwd_ein');
  fwd('Requested', money(m.amount + 5000 * r.int(1, 6)), 'fwd_amount');
  const oo = other.owners[0]!, clash = m.owners.some((o) => o.last === oo.last);
  fwd('Owner', `${oo.first} ${clash ? other.isoRep.split(' ').slice(1).join(' ') : oo.last} - 100%`, 'fwd_owner');
  fwd('Bank', `${m.bank} acct ending ${m.account.slice(-4)}`, 'fwd_bank');
  return pen;
}

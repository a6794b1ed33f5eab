// Layout 4: a broker's submission e-mail printed from a webmail client (Keystone Merchant Group): the mailbox banner,
// the subject, From/To/Cc/Date, a plain-text body of "Label: value" lines in the rep's own wording, owners written as
// "Name - Title - NN%" with their numbers on the next line, the rep's signature block (a decoy), and sometimes the
// merchant's earlier message quoted below with "> ".
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import { ap, bizTax, dbaText, fmtDate, fmtMoney, fmtPct, freqLabel, ownerName, ownerTax, regionFields } from './fmt.ts';
import { Cursor, dv, flow, v, type Cell } from './kit.ts';
import type { Pen, TextOpts } from './pen.ts';

const M = 46;

export function drawEmail(pen: Pen, m: Merchant, r: Rng): void {
  const W = pen.width;
  const ca = m.country === 'CA';
  const rep = `${m.iso.first} ${m.iso.last}`;
  const mono = r.chance(0.35);
  const bodyO: TextOpts = mono ? { font: 'Courier', size: 8.8, color: '#222222' } : { font: r.pick(['Helvetica', 'Times-Roman']), size: 9.5, color: '#222222' };
  const lh = 13.2;
  let pageNo = 1;
  const furniture = (): number => {
    pen.text(`${pageNo++}`, 0, pen.height - 26, { size: 7, color: '#666666', width: W - 30, align: 'right' });
    return 40;
  };
  const cur = new Cursor(pen, 30, pen.height - 46, furniture);
  pen.text(`${pageNo++}`, 0, pen.height - 26, { size: 7, color: '#666666', width: W - 30, align: 'right' });

  // Mailbox banner and message header.
  pen.text('Keystone Mail', M, cur.y, { font: 'Helvetica-Bold', size: 13, color: '#c0392b' });
  const who = `${rep} <${m.iso.email}>`;
  const ww = pen.measure(who, { size: 8 });
  flow(pen, [dv('mailbox', who)], W - M - ww, cur.y + 4, { size: 8, color: '#444444' });
  cur.y += 20;
  pen.line(M, cur.y, W - M, cur.y, '#888888', 1);
  cur.y += 10;
  const name = m.dba ?? m.legal;
  const subj = r.pick([`New Submission - ${name}`, `Fwd: ${name} - app + 4 mos stmts`, `Deal for review: ${name}`, `${name} / ${m.industry.text} / ${m.addr.region}`]);
  flow(pen, [v('subject', subj)], M, cur.y, { font: 'Helvetica-Bold', size: 12.5, color: '#111111' });
  cur.y += 18;
  const nMsg = r.int(1, 3);
  pen.text(`${nMsg} message${nMsg > 1 ? 's' : ''}`, M, cur.y, { size: 7.5, color: '#666666' });
  cur.y += 12;
  pen.line(M, cur.y, W - M, cur.y, '#cccccc');
  cur.y += 8;
  const date = `${r.pick(['Mon', 'Tue', 'Wed', 'Thu'])}, Mar ${r.int(2, 5)}, 2026 at ${r.int(8, 11)}:${String(r.int(0, 59)).padStart(2, '0')} AM`;
  flow(pen, [dv('from_name', rep), ` <${m.iso.email}>`], M, cur.y, { font: 'Helvetica-Bold', size: 9 });
  pen.text(date, M, cur.y, { size: 8, color: '#444444', width: W - 2 * M, align: 'right' });
  cur.y += 12;
  pen.text(`To: ${r.pick(['submissions', 'deals', 'newapps'])}@${r.pick(['crescentridgecap', 'ironbridgefunding', 'northlakeadvance'])}.example`, M, cur.y, { size: 8, color: '#444444' });
  cur.y += 11;
  if (r.chance(0.5)) { pen.text(`Cc: processing@keystonemg.example`, M, cur.y, { size: 8, color: '#444444' }); cur.y += 11; }
  cur.y += 12;

  const line = (cells: Cell[], indent = 0) => {
    cur.need(lh);
    flow(pen, cells, M + indent, cur.y, bodyO);
    cur.y += lh;
  };
  const gap = () => { cur.y += lh * 0.6; };
  line([r.pick(['Hi team,', 'Good morning,', 'Hey guys,', 'Hello Underwriting,'])]);
  gap();
  line([r.pick(['Please see new submission below, full app and statements attached.', 'Sending over a new deal. Merchant is ready to move quickly.',
    'Strong file here, clean statements and no recent NSFs.'])]);
  line([r.pick(['Let me know what you can do.', 'Looking for your best offer by EOD.', 'Please confirm receipt.'])]);
  gap();

  const L = (a: string[]) => r.pick(a) + ': ';
  const dba = dbaText(m, r);
  const tax = bizTax(m, !ca && m.taxType === 'EIN' && r.chance(0.2) ? 'bare' : r.chance(0.1) ? 'masked' : 'dash', r);
  const taxL = ca ? L(['BN', 'Business #']) : m.taxType === 'EIN' ? L(['EIN', 'Fed Tax ID (EIN)', 'Tax ID (EIN)']) : L(['Tax ID (SSN)', 'SSN/Tax ID']);
  const startLine: Cell[] = r.chance(0.8) ? [L(['Start Date', 'In business since', 'Biz Start']), v('start', fmtDate(m.start, r.pick(['us', 'usShort', 'long', 'abbr'] as const)), { business_start_date: m.start })]
    : [L(['TIB', 'Time in business']), v('tib', `${2026 - Number(m.start.slice(0, 4))} years`)];
  const lines: Cell[][] = [
    [L(['Business Name', 'Legal Name', 'Company', 'Legal Business Name']), v('legal', m.legal, { legal_name: m.legal })],
    dba ? [ca ? L(['Operating as', 'O/A']) : L(['DBA', 'd/b/a', 'Trading As']), v('dba', dba.text, dba.fields)] : [],
    [L(['Entity', 'Structure', 'Entity Type']), v('entity', m.entity.text, { type_of_entity: m.entity.id })],
    [taxL, v('tax', tax.text, tax.fields)],
    [L(['Address', 'Biz Address', 'Location']), v('address', `${m.addr.street}, ${m.addr.city}, ${r.chance(0.8) ? m.addr.region : m.addr.regionName} ${m.addr.postal}`, regionFields(m))],
    [L(['Industry', 'Type of Business', 'What they do']), v('industry', m.industry.text, { industry: m.industry.id })],
    startLine,
    r.chance(0.5) ? [L([ca ? 'Incorporated' : 'State of Inc', 'Registered in']), m.stateOfInc === m.addr.region ? v('inc', m.stateOfInc) : dv('inc', m.stateOfInc)] : [],
    [L(['Requested', 'Funding Amount', 'Ask', 'Amount Requested']), v('amount', fmtMoney(m.amount, ca ? r.pick(['cad', 'dollars'] as const) : r.pick(['dollars', 'cents'] as const)), { requested_amount: m.amount })],
    [L(['Monthly Deposits', 'Avg Monthly Rev', 'Monthly Sales']), v('rev', fmtMoney(m.monthlySales, 'dollars'))],
    [L(['Use of Funds', 'Use of Proceeds']), v('use', m.useOfFunds)],
  ];
  if (r.chance(0.55)) {
    lines.push([L(['Est. Payment', 'Payment', 'Desired Payment']), v('payment', fmtMoney(m.payment, 'cents'), { requested_payment: m.payment }), ' ',
      v('freq', freqLabel(m.freq, r), { payment_frequency: m.freq }), ...(r.chance(0.6) ? [' x ', v('n', String(m.nPayments), { number_of_payments: m.nPayments }), ' payments'] : [])]);
  }
  for (const l of lines) if (l.length) line(l);
  gap();

  const mask = r.chance(0.25);
  for (const [i, o] of m.owners.entries()) {
    const nm = ownerName(o, i, r.pick(['first', 'middle'] as const)), tx = ownerTax(o, i, mask, r);
    line([m.owners.length > 1 ? `Owner ${i + 1}: ` : 'Owner: ', v(`o${i}_name`, nm.text, nm.fields), ' - ', v(`o${i}_title`, o.title, { [ap(i, 'role')]: o.title }),
      ' - ', v(`o${i}_pct`, fmtPct(o.pct, 'pct'), { [ap(i, 'ownership')]: o.pct })]);
    line([ca ? 'SIN: ' : 'SSN: ', v(`o${i}_ssn`, tx.text, tx.fields), '   DOB: ', v(`o${i}_dob`, fmtDate(o.dob, ca ? 'iso' : r.pick(['us', 'usShort'] as const)), { [ap(i, 'date_of_birth')]: o.dob }),
      ...(o.fico === null ? [] : ['   FICO: ', v(`o${i}_fico`, String(o.fico), { [ap(i, 'credit_score')]: o.fico })])], 14);
    if (r.chance(0.6)) line(['Home: ', dv(`o${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`)], 14);
  }
  gap();
  if (m.positions.length) {
    line([r.pick(['Current positions:', 'Open positions:', 'Existing advances:'])]);
    m.positions.forEach((p, i) => line(['- ', dv(`pos${i}_funder`, p.funder), ', bal ', dv(`pos${i}_bal`, fmtMoney(p.balance, 'dollars')), ', ',
      dv(`pos${i}_pay`, fmtMoney(p.payment, 'cents')), p.freq === 'daily' ? '/day' : '/wk'], 8));
  } else line(['No open positions.']);
  if (r.chance(0.5)) line(['Landlord: ', dv('landlord', m.landlord.name), '  ', dv('landlord_phone', m.landlord.phone)]);
  if (r.chance(0.5)) line([`Bank: `, dv('bank', m.bank.name), ' / ', dv('account', `acct ending ${m.bank.account.slice(-4)}`)]);
  gap();
  line([r.pick(['Docs attached: app, last 4 months statements, DL.', 'Attached: signed app + 4 months bank statements.'])]);
  gap();
  line([r.pick(['Thanks,', 'Best,', 'Thank you,'])]);
  line([dv('sig_name', rep)]);
  line([`${m.iso.title} | Keystone Merchant Group`]);
  line(['C: ', dv('sig_phone', m.iso.phone), ' | ', dv('sig_email', m.iso.email)]);
  cur.need(30);
  cur.y += pen.para('CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the sole use of the intended recipient(s) and may contain '
    + 'confidential and privileged information. Any unauthorized review, use, disclosure or distribution is prohibited.', M, cur.y, W - 2 * M,
  { size: 6.5, color: '#777777' }) + 10;

  if (r.chance(0.55)) {
    const o = m.owners[0]!;
    line(['On Fri, Feb 27, 2026 at 4:02 PM ', v('quoted_from', `${o.first} ${o.last}`), ` <${o.email}> wrote:`]);
    const q: Cell[][] = [[`> Hi ${m.iso.first},`], ['> Attached are the statements you asked for. For anything about'],
      ['> the deposits you can call my ', m.contact.title.toLowerCase(), ' ', dv('q_contact', `${m.contact.first} ${m.contact.last}`), ' at ', dv('q_contact_phone', m.contact.phone), '.'],
      ['> We need the funds before the end of the month if possible.'], ['>'], ['> Sent from my iPhone']];
    for (const l of q) line(l, 6);
  }
  cur.need(40);
  cur.y += 10;
  pen.line(M, cur.y, W - M, cur.y, '#cccccc');
  cur.y += 8;
  pen.text('3 attachments', M, cur.y, { font: 'Helvetica-Bold', size: 8, color: '#444444' });
  pen.text('Application_signed.pdf    Statements_Nov-Feb.pdf    DL_front.jpg', M, cur.y + 12, { size: 8, color: '#444444' });
}

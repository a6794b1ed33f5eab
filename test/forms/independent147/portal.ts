// Layout 3: a funder portal's "Application Summary" printed from the browser (Crescent Ridge Capital's partner portal,
// submitted by the ISO Harborline Business Capital): the browser's print header/footer (date, title, URL, page x/y),
// key-value tables with shaded label cells, a horizontal funding table, owners as rows of a table (Name, Title,
// Ownership, SSN masked or not, DOB, FICO), and the submitting ISO, positions and bank as tables of decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import { ap, bizTax, dbaText, fmtDate, fmtMoney, fmtPct, freqLabel, ownerName, ownerTax, regionFields } from './fmt.ts';
import { Cursor, dv, put, table, v, type Cell, type TableStyle } from './kit.ts';
import type { Pen } from './pen.ts';

const M = 40;
const INK = '#1f2933', MUTED = '#616e7c', HEAD = '#eef1f5', RULE = '#cbd2d9';

export function drawPortal(pen: Pen, m: Merchant, r: Rng): void {
  const W = pen.width, IW = W - 2 * M;
  const ca = m.country === 'CA';
  const deal = `CR-${r.int(21000, 29999)}`;
  const printedAt = `2/${r.int(24, 28)}/26, ${r.int(1, 12)}:${String(r.int(0, 59)).padStart(2, '0')} ${r.pick(['AM', 'PM'])}`;
  const url = `https://partners.crescentridgecap.example/deals/${deal.slice(3)}/summary`;
  const body = r.pick(['Helvetica', 'Times-Roman']);
  const bold = body === 'Helvetica' ? 'Helvetica-Bold' : 'Times-Bold';
  let pageNo = 1;
  const furniture = (): number => {
    pen.text(printedAt, 24, 14, { size: 7, color: '#000000' });
    pen.text('Application Summary | Crescent Ridge Partner Portal', 0, 14, { size: 7, width: W, align: 'center' });
    pen.text(url, 24, pen.height - 20, { size: 7 });
    pen.text(`${pageNo++}`, W - 60, pen.height - 20, { size: 7, width: 36, align: 'right' });
    return 40;
  };
  const cur = new Cursor(pen, furniture(), pen.height - 44, furniture);
  const ts: TableStyle = { head: { font: bold, size: 8, color: INK, fill: HEAD, h: 17 }, body: { font: body, size: 8.5, color: INK }, rowH: 17, lines: 'grid', border: RULE };
  const h2 = (t: string, rows: number) => {
    cur.need(30 + rows * 17);
    pen.text(t, M, cur.y, { font: bold, size: 11.5, color: INK });
    cur.y += 17;
  };
  // A key-value table: label cells shaded, two pairs per row.
  const kv = (pairs: [string, Cell][]) => {
    const lw = 92, vw = IW / 2 - lw;
    for (let i = 0; i < pairs.length; i += 2) {
      cur.need(18);
      [pairs[i], pairs[i + 1]].forEach((p, k) => {
        const x = M + k * (IW / 2);
        pen.rect(x, cur.y, lw, 17, { fill: HEAD, stroke: RULE });
        pen.rect(x + lw, cur.y, vw, 17, { stroke: RULE });
        if (!p) return;
        pen.text(p[0], x + 4, cur.y + 4.5, { font: bold, size: 7.5, color: MUTED });
        put(pen, p[1] ?? '—', x + lw + 4, cur.y + 4, { font: body, size: 8.5, color: INK, width: vw - 8 });
      });
      cur.y += 17;
    }
    cur.y += 14;
  };

  // Portal chrome and title.
  pen.rect(M, cur.y, IW, 24, { fill: '#102a43' });
  pen.text('CRESCENT RIDGE', M + 10, cur.y + 7, { font: 'Helvetica-Bold', size: 10, color: '#ffffff' });
  pen.text('Deals    Submissions    Renewals    Reports', M + 150, cur.y + 8.5, { size: 8, color: '#bcccdc' });
  cur.y += 36;
  pen.text('Application Summary', M, cur.y, { font: bold, size: 17, color: INK });
  pen.text(`Deal #${deal}`, M + IW - 150, cur.y + 2, { size: 8.5, color: MUTED, width: 150, align: 'right' });
  pen.rect(M + IW - 90, cur.y + 14, 90, 13, { fill: '#fff3c4' });
  pen.text(r.pick(['In Underwriting', 'Pending Review', 'Docs Received']), M + IW - 90, cur.y + 17, { size: 7.5, color: '#8d6e00', width: 90, align: 'center' });
  cur.y += 24;
  pen.text(`Submitted by Harborline Business Capital (ISO #${r.int(1000, 1999)}) on 02/${r.int(20, 27)}/2026`, M, cur.y, { size: 8, color: MUTED });
  cur.y += 20;

  const dba = dbaText(m, r);
  const tax = bizTax(m, r.chance(0.3) ? 'masked' : 'dash', r);
  const years = 2026 - Number(m.start.slice(0, 4));
  const start: Cell = r.chance(0.8) ? v('start', fmtDate(m.start, r.pick(['iso', 'us'] as const)), { business_start_date: m.start }) : null;
  const inc = m.stateOfInc === m.addr.region ? v('inc', m.stateOfInc) : dv('inc', m.stateOfInc);
  h2('Business', 4);
  kv([
    ['Legal Name', v('legal', m.legal, { legal_name: m.legal })], [ca ? 'Operating As' : 'DBA', dba ? v('dba', dba.text, dba.fields) : null],
    ['Entity Type', v('entity', m.entity.text, { type_of_entity: m.entity.id })], [ca ? 'Business No.' : 'Tax ID', v('tax', tax.text, tax.fields)],
    ['Industry', v('industry', m.industry.text, { industry: m.industry.id })], ['Business Start', start],
    ['Time in Business', v('tib', `${years} yrs ${r.int(0, 11)} mos`)], [ca ? 'Jurisdiction' : 'State of Inc.', inc],
    ['Address', v('address', `${m.addr.street}, ${m.addr.city}, ${m.addr.region} ${m.addr.postal}`, regionFields(m))], ['Phone', v('phone', m.phone)],
    ['Email', v('email', m.email)], ['Monthly Revenue', v('rev', fmtMoney(m.monthlySales, 'cents'))],
  ]);

  h2('Funding Request', 1);
  const money = ca ? r.pick(['cad', 'cents'] as const) : 'cents';
  const showPay = r.chance(0.75), showN = r.chance(0.7);
  cur.y = table(pen, M, cur.y, [{ title: 'Requested Amount', w: 100, align: 'right' }, { title: 'Requested Payment', w: 100, align: 'right' },
    { title: '# of Payments', w: 75, align: 'right' }, { title: 'Frequency', w: 75 }, { title: 'Use of Funds', w: IW - 350 }],
  [[v('amount', fmtMoney(m.amount, money), { requested_amount: m.amount }),
    showPay ? v('payment', fmtMoney(m.payment, 'cents'), { requested_payment: m.payment }) : '—',
    showN ? v('n', String(m.nPayments), { number_of_payments: m.nPayments }) : '—',
    v('freq', freqLabel(m.freq, r), { payment_frequency: m.freq }), v('use', m.useOfFunds)]], ts) + 16;

  h2(`Owners / Guarantors (${m.owners.length})`, m.owners.length + 1);
  const mask = r.chance(0.6), maskDob = r.chance(0.15), dobK = ca ? 'iso' : r.pick(['us', 'iso'] as const), nameK = r.pick(['first', 'middle'] as const);
  const rows: Cell[][] = m.owners.map((o, i) => {
    const nm = ownerName(o, i, nameK), tx = ownerTax(o, i, mask, r);
    return [v(`o${i}_name`, nm.text, nm.fields), v(`o${i}_title`, o.title, { [ap(i, 'role')]: o.title }),
      v(`o${i}_pct`, fmtPct(o.pct, 'dec'), { [ap(i, 'ownership')]: o.pct }), v(`o${i}_ssn`, tx.text, tx.fields),
      maskDob ? v(`o${i}_dob`, `**/**/${o.dob.slice(0, 4)}`, { [ap(i, 'date_of_birth')]: null })
        : v(`o${i}_dob`, fmtDate(o.dob, dobK), { [ap(i, 'date_of_birth')]: o.dob }),
      o.fico === null ? '—' : v(`o${i}_fico`, String(o.fico), { [ap(i, 'credit_score')]: o.fico })];
  });
  cur.y = table(pen, M, cur.y, [{ title: 'Name', w: 140 }, { title: 'Title', w: 95 }, { title: 'Ownership', w: 60, align: 'right' },
    { title: ca ? 'SIN' : 'SSN', w: 85 }, { title: 'DOB', w: 70 }, { title: 'FICO', w: IW - 450, align: 'right' }], rows, ts) + 16;

  h2('Submitting ISO', 1);
  cur.y = table(pen, M, cur.y, [{ title: 'ISO', w: 150 }, { title: 'Rep', w: 110 }, { title: 'Email', w: 150 }, { title: 'Phone', w: IW - 410 }],
    [[dv('iso_name', 'Harborline Business Capital'), dv('iso_rep', `${m.iso.first} ${m.iso.last}`), dv('iso_email', m.iso.email), dv('iso_phone', m.iso.phone)]], ts) + 16;

  h2('Current Positions (self-reported)', Math.max(1, m.positions.length));
  const pos: Cell[][] = m.positions.map((p, i) => [dv(`pos${i}_funder`, p.funder), dv(`pos${i}_bal`, fmtMoney(p.balance, 'cents')),
    dv(`pos${i}_pay`, fmtMoney(p.payment, 'cents')), freqLabel(p.freq, r)]);
  cur.y = table(pen, M, cur.y, [{ title: 'Funder', w: 170 }, { title: 'Balance', w: 100, align: 'right' }, { title: 'Payment', w: 100, align: 'right' },
    { title: 'Frequency', w: IW - 370 }], pos.length ? pos : [['No open positions reported', '', '', '']], ts) + 16;

  h2('Deposit Account', 1);
  cur.y = table(pen, M, cur.y, [{ title: 'Bank', w: 170 }, { title: ca ? 'Transit-Institution' : 'Routing', w: 120 }, { title: 'Account', w: IW - 290 }],
    [[dv('bank', m.bank.name), dv('routing', m.bank.routing), dv('account', r.chance(0.5) ? `xxxx${m.bank.account.slice(-4)}` : m.bank.account)]], ts) + 16;

  if (r.chance(0.5)) {
    h2('Landlord', 1);
    cur.y = table(pen, M, cur.y, [{ title: 'Name', w: 200 }, { title: 'Phone', w: 120 }, { title: 'Monthly Rent', w: IW - 320, align: 'right' }],
      [[dv('landlord', m.landlord.name), dv('landlord_phone', m.landlord.phone), dv('rent', fmtMoney(m.landlord.rent, 'dollars'))]], ts) + 16;
  }
  h2('Documents', 3);
  cur.y = table(pen, M, cur.y, [{ title: 'File', w: 260 }, { title: 'Type', w: 120 }, { title: 'Status', w: IW - 380 }],
    [['application_signed.pdf', 'Application', 'Received'], ['statements_4mo.pdf', 'Bank Statements', 'Parsed'], ['dl_front.jpg', 'ID', 'Received']], ts) + 16;
  cur.need(40);
  pen.text('Information above was entered by the submitting ISO and has not been verified by Crescent Ridge Capital.', M, cur.y, { size: 7.5, color: MUTED });
}

// Layout 1: a CRM account record's "Printable View" (Ledgerline Funding Group's Relay CRM): a record header with the
// company name, grey section bands holding two-column "Label  Value" grids (labels right-aligned against their values,
// empty fields printed as labels alone), owners 1-2 side by side, and related lists (contacts as "Last, First" with a
// non-owner contact, existing positions, bank accounts, references).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import { ap, bizTax, countryName, dbaText, fmtDate, fmtMoney, fmtPct, freqLabel, ownerName, ownerTax, regionFields } from './fmt.ts';
import { Cursor, dv, put, table, v, type Cell } from './kit.ts';
import type { Pen } from './pen.ts';

const BLUE = '#16325c', GREY = '#54698d', BAND = '#f3f2f2', LINE = '#dddbda';
const M = 36;

type Row = [string, Cell] | null;

export function drawCrm(pen: Pen, m: Merchant, r: Rng): void {
  const W = pen.width;
  const ca = m.country === 'CA';
  const printed = `${r.int(1, 3)}/${r.int(1, 28)}/2026 ${r.int(8, 11)}:${String(r.int(0, 59)).padStart(2, '0')} AM`;
  let pageNo = 1;
  const furniture = (): number => {
    pen.text(`Relay CRM  |  Ledgerline Funding Group`, M, 18, { size: 7, color: GREY });
    const who = `${m.iso.first} ${m.iso.last}`;
    const lw = pen.measure(who, { size: 7 });
    pen.text(`Printed ${printed} by`, W - M - lw - 4 - pen.measure(`Printed ${printed} by`, { size: 7 }), 18, { size: 7, color: GREY });
    put(pen, dv('printed_by', who), W - M - lw, 18, { size: 7, color: GREY });
    pen.text(`Page ${pageNo++}`, M, pen.height - 26, { size: 7, color: GREY });
    pen.text('Confidential - for underwriting use only', W - M - 160, pen.height - 26, { size: 7, color: GREY, width: 160, align: 'right' });
    return 40;
  };
  const cur = new Cursor(pen, furniture(), pen.height - 48, furniture);
  const vs = { size: 9, color: BLUE };

  // Record header.
  pen.rect(M, cur.y, W - 2 * M, 62, { fill: '#fafaf9', stroke: LINE });
  pen.rect(M + 10, cur.y + 10, 26, 26, { fill: '#7f8de1' });
  pen.text('ACCOUNT', M + 44, cur.y + 10, { size: 7, color: GREY });
  put(pen, v('record_name', m.legal, { legal_name: m.legal }), M + 44, cur.y + 20, { font: 'Helvetica-Bold', size: 15, color: '#080707' });
  const hl: [string, Cell][] = [['Type', 'Merchant - Submitted'], ['Account Owner', dv('account_owner', `${m.iso.first} ${m.iso.last}`)],
    ['Phone', v('hl_phone', m.phone)], ['Lead Source', r.pick(['Web Form', 'Referral', 'Outbound Call', 'Partner ISO'])]];
  hl.forEach(([l, c], i) => {
    const x = M + 44 + i * 128;
    pen.text(l, x, cur.y + 41, { size: 7, color: GREY });
    put(pen, c, x, cur.y + 50, { size: 8, color: BLUE });
  });
  cur.y += 74;

  const band = (title: string) => {
    cur.need(40);
    pen.rect(M, cur.y, W - 2 * M, 16, { fill: BAND });
    pen.doc.save().fillColor(GREY).polygon([M + 6, cur.y + 5], [M + 12, cur.y + 5], [M + 9, cur.y + 10]).fill().restore();
    pen.text(title, M + 16, cur.y + 4, { font: 'Helvetica-Bold', size: 9, color: '#3e3e3c' });
    cur.y += 22;
  };
  const colW = (W - 2 * M) / 2, labW = 112;
  const grid = (rows: [Row, Row][]) => {
    for (const pair of rows) {
      cur.need(17);
      pair.forEach((f, k) => {
        const x = M + k * colW;
        if (!f) return;
        pen.text(f[0], x, cur.y, { size: 8, color: GREY, width: labW, align: 'right' });
        put(pen, f[1], x + labW + 8, cur.y - 0.5, { ...vs, width: colW - labW - 16 });
        pen.line(x + labW + 6, cur.y + 12, x + colW - 8, cur.y + 12, LINE);
      });
      cur.y += 17;
    }
    cur.y += 6;
  };

  // Company information.
  const dba = dbaText(m, r);
  const tax = bizTax(m, r.chance(0.15) ? 'masked' : !ca && m.taxType === 'EIN' && r.chance(0.3) ? 'bare' : 'dash', r);
  const taxLabel = ca ? 'Business Number (BN)' : m.taxType === 'EIN' ? r.pick(['Federal Tax ID (EIN)', 'EIN']) : r.pick(['Tax ID (SSN/EIN)', 'Tax ID']);
  const startRow: Row = r.chance(0.75) ? [r.pick(['Business Start Date', 'Date Established', 'Inception Date']),
    v('start', fmtDate(m.start, r.pick(['us', 'usShort', 'long'] as const)), { business_start_date: m.start })]
    : ['Years in Business', v('years', String(2026 - Number(m.start.slice(0, 4))))];
  const inc = m.stateOfInc === m.addr.region ? v('state_of_inc', m.stateOfInc) : dv('state_of_inc', m.stateOfInc);
  band('Company Information');
  grid([
    [['Account Name', v('account_name', m.legal, { legal_name: m.legal })], [ca ? 'Operating Name' : r.pick(['DBA Name', 'Doing Business As']), dba ? v('dba', dba.text, dba.fields) : null]],
    [[r.pick(['Legal Entity Type', 'Entity Structure', 'Ownership Type']), v('entity', m.entity.text, { type_of_entity: m.entity.id })], [taxLabel, v('tax_id', tax.text, tax.fields)]],
    [[r.pick(['Industry', 'Business Type', 'Nature of Business']), v('industry', m.industry.text, { industry: m.industry.id })], startRow],
    [[ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', inc], ['Employees', v('employees', String(m.employees))]],
    [['Website', r.chance(0.8) ? v('website', m.website) : null], ['Company Email', v('email', m.email)]],
    [['Avg. Monthly Revenue', v('monthly', fmtMoney(m.monthlySales, 'dollars'))], [r.pick(['Landlord / Mortgage Co.', 'Landlord']), dv('landlord', m.landlord.name)]],
  ]);

  // Address.
  band('Address Information');
  const region = r.chance(0.7) ? m.addr.region : m.addr.regionName;
  const addrLines: Cell[] = [v('street', m.addr.street), v('city_line', `${m.addr.city}, ${region} ${m.addr.postal}`, regionFields(m)),
    r.chance(0.5) ? v('country_line', countryName(m), { country: countryName(m) }) : null];
  cur.need(48);
  pen.text('Billing Address', M, cur.y, { size: 8, color: GREY, width: labW, align: 'right' });
  pen.text('Shipping Address', M + colW, cur.y, { size: 8, color: GREY, width: labW, align: 'right' });
  if (r.chance(0.5)) pen.text('Same as billing', M + colW + labW + 8, cur.y, { ...vs, color: GREY });
  addrLines.forEach((c, i) => put(pen, c, M + labW + 8, cur.y + i * 12, vs));
  cur.y += 44;

  // Funding request.
  band(r.pick(['Funding Request', 'Opportunity Details']));
  const money = ca ? r.pick(['cad', 'dollars'] as const) : r.pick(['dollars', 'cents'] as const);
  const freq: Row = r.chance(0.6) ? ['Payment Frequency', v('freq', freqLabel(m.freq, r), { payment_frequency: m.freq })] : null;
  const pay: Row = r.chance(0.35) ? ['Est. Payment', v('payment', fmtMoney(m.payment, 'cents'), { requested_payment: m.payment })] : null;
  const term: Row = r.chance(0.35) ? ['Term (# of Payments)', v('n_payments', String(m.nPayments), { number_of_payments: m.nPayments })] : null;
  grid([
    [['Amount Requested', v('amount', fmtMoney(m.amount, money), { requested_amount: m.amount })], ['Use of Funds', v('use', m.useOfFunds)]],
    [freq, pay], [term, ['Stage', 'Submitted to UW']],
  ]);

  // Owners 1-2 side by side; an empty Owner 2 column still prints its labels.
  band(r.pick(['Owner Information', 'Principal Information', 'Guarantor Details']));
  const maskSsn = r.chance(0.3);
  const nameK = r.pick(['first', 'middle'] as const);
  const ownerRows = (i: number): Row[] => {
    const o = m.owners[i];
    const n = `Owner ${i + 1} `;
    if (!o) return ['Name', 'Title', 'Ownership %', ca ? 'SIN' : 'SSN', 'Date of Birth', 'Credit Score', 'Home Address'].map((l) => [n + l, null]);
    const nm = ownerName(o, i, nameK), tx = ownerTax(o, i, maskSsn, r);
    return [[n + 'Name', v(`o${i}_name`, nm.text, nm.fields)], [n + 'Title', v(`o${i}_title`, o.title, { [ap(i, 'role')]: o.title })],
      [n + 'Ownership %', v(`o${i}_pct`, fmtPct(o.pct, r.pick(['pct', 'dec'] as const)), { [ap(i, 'ownership')]: o.pct })],
      [n + (ca ? 'SIN' : 'SSN'), v(`o${i}_ssn`, tx.text, tx.fields)],
      [n + 'Date of Birth', v(`o${i}_dob`, fmtDate(o.dob, r.pick(['us', 'usShort'] as const)), { [ap(i, 'date_of_birth')]: o.dob })],
      [n + 'Credit Score', o.fico === null ? null : v(`o${i}_fico`, String(o.fico), { [ap(i, 'credit_score')]: o.fico })],
      [n + 'Home Address', dv(`o${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`)]];
  };
  const a = ownerRows(0), b = ownerRows(1);
  grid(a.map((row, i) => [row, b[i] ?? null]));

  // Related lists.
  const rel = (title: string, n: number) => {
    cur.need(30 + 16 * Math.max(1, n));
    pen.text(`${title} (${n})`, M, cur.y, { font: 'Helvetica-Bold', size: 10, color: '#080707' });
    cur.y += 15;
  };
  const ts = { head: { font: 'Helvetica-Bold', size: 7.5, color: GREY, fill: BAND, h: 15 }, body: { size: 8, color: BLUE }, rowH: 15, lines: 'rows' as const, border: LINE };
  const contacts: Cell[][] = m.owners.map((o, i) => {
    const nm = ownerName(o, i, 'lastFirst');
    return [v(`c${i}_name`, nm.text, nm.fields), v(`c${i}_title`, o.title, { [ap(i, 'role')]: o.title }),
      v(`c${i}_pct`, fmtPct(o.pct, 'pct'), { [ap(i, 'ownership')]: o.pct }), v(`c${i}_email`, o.email), v(`c${i}_phone`, o.phone)];
  });
  contacts.splice(r.int(1, contacts.length), 0, [dv('contact_name', `${m.contact.last}, ${m.contact.first}`), dv('contact_title', m.contact.title), '',
    dv('contact_email', m.contact.email), dv('contact_phone', m.contact.phone)]);
  rel('Contacts', contacts.length);
  cur.y = table(pen, M, cur.y, [{ title: 'CONTACT NAME', w: 130 }, { title: 'TITLE', w: 100 }, { title: 'OWNERSHIP %', w: 70, align: 'right' },
    { title: 'EMAIL', w: 160 }, { title: 'PHONE', w: W - 2 * M - 460 }], contacts, ts) + 14;

  rel('Existing Positions', m.positions.length);
  const pos: Cell[][] = m.positions.map((p, i) => [dv(`pos${i}_funder`, p.funder), dv(`pos${i}_bal`, fmtMoney(p.balance, 'cents')),
    dv(`pos${i}_pay`, fmtMoney(p.payment, 'cents')), freqLabel(p.freq, r)]);
  if (!pos.length) pos.push(['No records to display', '', '', '']);
  cur.y = table(pen, M, cur.y, [{ title: 'FUNDER', w: 170 }, { title: 'CURRENT BALANCE', w: 110, align: 'right' },
    { title: 'PAYMENT', w: 90, align: 'right' }, { title: 'FREQUENCY', w: 80 }], pos, ts) + 14;

  rel('Bank Accounts', 1);
  const acct = r.chance(0.5) ? m.bank.account : `******${m.bank.account.slice(-4)}`;
  cur.y = table(pen, M, cur.y, [{ title: 'BANK NAME', w: 170 }, { title: ca ? 'TRANSIT / INSTITUTION' : 'ROUTING #', w: 130 }, { title: 'ACCOUNT #', w: 130 }],
    [[dv('bank', m.bank.name), dv('routing', m.bank.routing), dv('account', acct)]], ts) + 14;

  if (r.chance(0.6)) {
    rel('Trade References', m.refs.length);
    cur.y = table(pen, M, cur.y, [{ title: 'COMPANY', w: 170 }, { title: 'CONTACT', w: 130 }, { title: 'PHONE', w: 110 }],
      m.refs.map((f, i) => [dv(`ref${i}_co`, f.company), dv(`ref${i}_name`, `${f.first} ${f.last}`), dv(`ref${i}_phone`, f.phone)]), ts) + 14;
  }
  rel('Notes & Attachments', 3);
  table(pen, M, cur.y, [{ title: 'TITLE', w: 250 }, { title: 'LAST MODIFIED', w: 120 }],
    [['Signed application.pdf', '2/2026'], ['Bank statements (4 months).pdf', '2/2026'], ['Driver license - front.jpg', '2/2026']], ts);
}

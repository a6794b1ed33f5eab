// Layout `lakeshore_crm`: Lakeshore Funding Group's deal record exported from its CRM ("DealDesk") to PDF. Grey
// section bars, "Field: Value" pairs in two columns, owners as contacts (names often "Last, First"), a non-owner
// contact (the bookkeeper), the record owner (an ISO rep), bank details and activity notes: all decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { makeMerchant, money, phone, type Country } from './data.ts';
import { Cursor, F, freqLabel, texts } from './fields.ts';
import { Pen, type Fields, type Style } from './pen.ts';

const NAVY = '#1f3a5f', GREY = '#5a5a5a';
type Pair = readonly [string, Fields | null, string, string];

export function lakeshoreCrm(r: Rng, style: Style): Pen {
  const country: Country = r.chance(0.3) ? 'CA' : 'US';
  const ca = country === 'CA';
  const m = makeMerchant(r.fork('merchant'), country);
  const t = texts(m, r.fork('texts'), r.chance(0.6) ? 'lastFirst' : 'plain');
  const pen = new Pen(style, r.fork('pen'), 'DealDesk CRM export', 'Helvetica', 8.5);
  const d = pen.doc;
  d.rect(0, 0, 612, 40).fill(NAVY);
  pen.label('DealDesk CRM', 30, 13, { size: 14, font: 'Helvetica-Bold', color: '#ffffff' });
  pen.label('Lakeshore Funding Group  |  Opportunity record (printable view)', 300, 16, { size: 8.5, color: '#dfe7f1' });
  pen.label(`Opportunity ${r.pick(['LFG', 'OPP'])}-${r.digits(6)}`, 30, 52, { size: 13, font: 'Helvetica-Bold', color: NAVY });
  const top = (label: string, fields: Fields | null, text: string, key: string, x: number, y: number) => {
    pen.label(label, x, y, { size: 7.5, color: GREY });
    pen.value(fields, text, x, y + 10, { key, size: 8.5 });
  };
  top('Stage', null, r.pick(['Submitted to UW', 'Docs Out', 'Application In']), 'stage', 30, 72);
  top('Record Owner', null, m.isoRep, 'record_owner', 150, 72);
  top('Lead Source', null, r.pick(['Referral - CPA', 'Web form', 'Renewal', 'UCC list']), 'lead_source', 290, 72);
  top('Created', null, `0${r.int(4, 6)}/${r.int(10, 28)}/2026`, 'created', 430, 72);
  const c = new Cursor(pen, 104, 50, 752);
  const section = (title: string) => {
    c.room(40);
    d.rect(24, c.y, 564, 15).fill('#e4e7eb');
    pen.label(title, 30, c.y + 3.5, { size: 9, font: 'Helvetica-Bold', color: NAVY });
    c.next(22);
  };
  const pair = (x: number, y: number, p: Pair, lw: number) => {
    pen.label(`${p[0]}:`, x, y, { size: 8, font: 'Helvetica-Bold', color: GREY, width: lw - 6, align: 'right' });
    pen.value(p[1], p[2], x + lw, y, { key: p[3], size: 8.5 });
  };
  const columns = (left: readonly Pair[], right: readonly Pair[]) => {
    for (let i = 0; i < Math.max(left.length, right.length); i++) {
      const a = left[i], b = right[i];
      if (a) pair(24, c.y, a, 120);
      if (b) pair(310, c.y, b, 112);
      c.next(14);
    }
    c.next(6);
  };
  section('Account Information');
  const startPair: Pair = r.chance(0.65) ? ['Business Start Date', F.start(m), t.start, 'start'] : ['Years in Business', null, String(m.years), 'years'];
  columns([
    ['Legal Name', F.legal(m), m.legal, 'legal_name'],
    [ca ? 'Operating Name' : 'DBA', F.dba(m), m.dbaPrinted, 'dba'],
    ['Entity Type', F.entity(m), m.entityPrinted, 'entity'],
    ['Industry', F.industry(m), m.trade, 'industry'],
    [ca ? 'Business Number' : m.tax.type === 'SSN' ? 'Tax ID (SSN)' : 'Federal Tax ID', F.tax(m.tax), m.tax.printed, 'tax_id'],
    startPair,
  ], [
    ['Billing Street', null, m.street, 'street'],
    ['Billing City', null, m.city, 'city'],
    [ca ? 'Province' : 'State', F.state(m), t.state, 'state'],
    [ca ? 'Postal Code' : 'Zip', null, m.zip, 'zip'],
    [ca ? 'Jurisdiction' : 'State of Formation', null, m.stateOfInc, 'state_of_formation'],
    ['Phone', null, m.phone, 'phone'],
    ['Website', null, m.website, 'website'],
  ]);
  section('Opportunity Details');
  const terms = r.chance(0.5);
  columns([
    ['Amount Requested', F.amount(m), t.amount, 'amount'],
    ['Use of Funds', null, m.use, 'use'],
    ...(terms ? [['Payment Frequency', F.frequency(m), freqLabel(m), 'frequency'], ['# of Payments', F.payments(m), String(m.payments), 'payments']] as Pair[] : []),
  ], [
    ['Stated Monthly Revenue', null, money(m.monthlySales), 'monthly_revenue'],
    ['Open Balances', null, m.positions.length ? money(m.positions.reduce((s, p) => s + p.balance, 0)) : 'None', 'open_balances'],
    ['Broker Points', null, `${r.int(4, 12)} pts`, 'points'],
  ]);
  section(m.owners.length > 1 ? `Contacts - Owners / Guarantors (${m.owners.length})` : 'Contacts - Owner / Guarantor');
  for (const [i, o] of m.owners.entries()) {
    const ot = t.owners[i]!;
    c.room(80);
    pen.label(`Contact ${i + 1}  -  Role: Owner / Guarantor`, 30, c.y, { size: 8.5, font: 'Helvetica-Oblique', color: NAVY });
    c.next(14);
    columns([
      ['Contact Name', F.name(i, o), ot.name, `owner${i}_name`],
      ['Title', F.role(i, o), o.title, `owner${i}_title`],
      ['Ownership %', F.pct(i, o), ot.pct, `owner${i}_pct`],
      ['Credit Score (stated)', F.credit(i, o), ot.credit, `owner${i}_fico`],
    ], [
      [ca ? 'SIN' : 'SSN', F.ssn(i, o), o.tax.printed, `owner${i}_ssn`],
      ['Date of Birth', F.dob(i, o), ot.dob, `owner${i}_dob`],
      ['Mobile', null, o.cell, `owner${i}_mobile`],
      ['Mailing Address', null, o.home, `owner${i}_home`],
    ]);
  }
  c.room(60);
  pen.label(`Contact ${m.owners.length + 1}  -  Role: Bookkeeper (not a guarantor)`, 30, c.y, { size: 8.5, font: 'Helvetica-Oblique', color: NAVY });
  c.next(14);
  columns([['Contact Name', null, `${r.pick(['Dana', 'Lori', 'Marcus', 'Tina'])} ${r.pick(['Ferreira', 'Lindqvist', 'Osei'])}`, 'bookkeeper'], ['Title', null, 'Bookkeeper', 'bookkeeper_title']],
    [['Phone', null, phone(r), 'bookkeeper_phone']]);
  section('Bank Information');
  columns([['Bank Name', null, m.bank, 'bank'], [ca ? 'Transit / Institution' : 'Routing Number', null, ca ? `${r.digits(5)}-00${r.int(1, 3)}` : m.routing, 'routing']],
    [['Account Number', null, m.account, 'account'], ['Landlord', null, m.landlord, 'landlord']]);
  section('Activity');
  const notes = [`Call w/ merchant - wants funds by Friday; landlord ${m.landlord} confirms rent ${money(m.rent)}/mo.`,
    ...m.positions.map((p) => `Existing: ${p.funder}, balance ${money(p.balance)}, ${money(p.payment)} daily.`),
    `Sent to 3 funders. Counter-offer from prior submission was ${money(Math.round(m.amount * 0.6 / 1000) * 1000 + 1000)}.`];
  for (const n of notes) { pen.label('-', 30, c.y, { size: 8 }); pen.value(null, n, 40, c.y, { key: 'note', size: 8 }); c.next(13); }
  return pen;
}

// Layouts 5-7: a two-page form with checkbox rows and payment terms, a compact boxed one-pager, and an underlined
// form whose owners' table prints names "Last, First".
import { type Case, dateText, fullName, money } from './data.ts';
import { AUTH, X0, W, bar, boxed, checks, letterhead, lined, signature, table } from './designs.ts';
import { ENTITY_BOXES } from './layouts-a.ts';
import { type Item, type Plan, amountItem, addressItems, contactItems, dbaItem, decoyItems, einItem, entityTextItem,
  industryItem, legalItem, ownerItems, startItem } from './parts.ts';
import type { Sheet } from './sheet.ts';

const signDate = (c: Case) => dateText(c.stampDate, 0);
const span = (it: Item, n: number): Item => ({ ...it, span: n });
const FREQ: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

function terms(c: Case): Item[] {
  return [{ label: 'Requested Payment', text: money(c.payment, true), name: 'requested_payment', set: { requested_payment: c.payment } },
    { label: 'Number of Payments', text: String(c.payments), name: 'number_of_payments', set: { number_of_payments: c.payments } }];
}

export function silverline(s: Sheet, c: Case, p: Plan): void {
  const A = '#3d4f63', d = decoyItems(c);
  let y = letterhead(s, 'Silverline Advance Group', 'Merchant cash advance - revenue purchase', 'Underwriting fax 516-555-0120\nuw@silverlineadvance.com', A, 'MERCHANT APPLICATION - PAGE 1 OF 2');
  y = bar(s, 'PART 1  BUSINESS', y, A);
  y = boxed(s, [span(legalItem(c, p, 'Business legal name'), 2), dbaItem(c, 'DBA'), industryItem(c, 'Business description'), einItem(c, p, 'Tax ID'),
    startItem(c, p, 'Business start date'), ...addressItems(c, false), ...contactItems(c)], y, p.init, 3);
  // No Partnership box here: a partnership ticks "Other" and writes its structure on the line (the truth is that text).
  const boxes = ENTITY_BOXES.filter((b) => b !== 'Partnership');
  const other = !boxes.includes(c.entity.box);
  y = checks(s, X0, y, 'Type of entity:', [...boxes, 'Other'], other ? boxes.length : boxes.indexOf(c.entity.box), 'entity', other ? {} : { type_of_entity: c.entity.id }, 76) + 2;
  if (other) y = lined(s, [entityTextItem(c, 'Other (specify)')], y, p.init, 2) - 6;
  y = checks(s, X0, y, 'Premises:', ['Own', 'Rent'], c.rent ? 1 : 0, 'premises', {}, 60);
  y = lined(s, [d.landlord!, d.rent!], y, p.init) - 4;
  y = bar(s, 'PART 2  FUNDING REQUEST', y, A);
  y = lined(s, [amountItem(c, p, 'Advance amount requested'), d.use!, ...terms(c)], y + 2, p.init);
  const f = FREQ.findIndex(([, id]) => id === c.freq);
  y = checks(s, X0, y, 'Payment schedule:', FREQ.map(([l]) => l), f, 'frequency', { payment_frequency: c.freq }, 70) + 4;
  y = bar(s, 'PART 3  FINANCIALS & EXISTING POSITIONS', y, A);
  y = lined(s, [d.sales!, d.annual!, d.processor!, d.mid!, d.bank!, d.routing!, d.account!, d.accountant!], y + 2, p.init);
  const rows = c.funders.map((x) => [x.name, money(x.balance), money(x.payment)]);
  table(s, [{ head: 'Current funder', w: 240 }, { head: 'Balance owed', w: 150 }, { head: 'Daily / weekly payment', w: 150 }], rows.length ? rows : [['', '', '']], y, p.init);
  s.addPage();
  y = letterhead(s, 'Silverline Advance Group', 'Merchant cash advance - revenue purchase', 'Underwriting fax 516-555-0120\nuw@silverlineadvance.com', A, 'MERCHANT APPLICATION - PAGE 2 OF 2');
  y = bar(s, 'PART 4  OWNERS / GUARANTORS', y, A);
  c.owners.forEach((o, k) => {
    const it = ownerItems(o, k, p, { score: true, dobForm: 2 });
    s.text(`Guarantor #${k + 1}`, X0, y, { size: 7.5, bold: true, color: A });
    y = lined(s, [it.name!, it.title!, it.pct!, it.ssn!, it.dob!, it.score!, it.home!, it.phone!], y + 10, p.init, 2, X0, W, 21);
  });
  y = bar(s, 'PART 5  TRADE REFERENCES', y, A);
  y = table(s, [{ head: 'Company', w: 220 }, { head: 'Contact', w: 160 }, { head: 'Phone', w: 160 }], c.refs.map((r) => [r.name, r.contact, r.phone]), y + 2, p.init);
  s.text(AUTH, X0, y, { size: 6.5, width: W, color: '#333' });
  y += 42;
  for (const o of c.owners) y = signature(s, X0, y, fullName(o), signDate(c), 'Guarantor Signature');
  y = bar(s, 'FOR BROKER USE', y + 4, A);
  lined(s, [d.isoName!, d.isoCo!, d.isoPhone!, { label: 'Commission pts', text: String(s.r.int(6, 12)), name: 'points' }], y + 2, p.init);
}

export function crescentRidge(s: Sheet, c: Case, p: Plan): void {
  const A = '#7a1f3d', d = decoyItems(c);
  let y = letterhead(s, 'Crescent Ridge Funding', 'Fast business capital - decisions in 24 hours', 'Submit: deals@crescentridgefunding.com\nFax 954-555-0149', A, 'One-Page Merchant Application');
  y = bar(s, 'COMPANY', y, A);
  y = boxed(s, [span(legalItem(c, p, 'Legal name'), 2), dbaItem(c, 'DBA'), entityTextItem(c, 'Entity'), industryItem(c, 'Industry'), einItem(c, p, 'EIN / Tax ID'),
    startItem(c, p, 'Start date'), amountItem(c, p, 'Amount requested'), d.sales!, ...addressItems(c, true), ...contactItems(c)], y, p.init, 3, X0, W, 25);
  y = bar(s, 'OWNERS', y, A);
  c.owners.forEach((o, k) => {
    const it = ownerItems(o, k, p, { dobForm: p.dateForm });
    y = boxed(s, [it.name!, it.title!, it.pct!, it.ssn!, it.dob!, it.phone!], y, p.init, 3, X0, W, 25) - 4;
  });
  y = bar(s, 'BANK / LANDLORD / OPEN BALANCES', y + 4, A);
  y = boxed(s, [d.bank!, d.routing!, d.account!, d.landlord!, d.landPhone!, d.rent!,
    ...c.funders.flatMap((f) => [{ label: 'Open funder', text: f.name, name: 'funder' }, { label: 'Balance', text: money(f.balance), name: 'funder_balance' }, { label: 'Payment', text: money(f.payment), name: 'funder_payment' }])],
  y, p.init, 3, X0, W, 25);
  s.text(AUTH, X0, y, { size: 6.5, width: W, color: '#333' });
  y = signature(s, X0, y + 40, fullName(c.owners[0]!), signDate(c));
  s.text(`Referred by ${c.iso.name} (${c.iso.company}) ${c.iso.phone}. Accountant on file: ${c.accountant}.`, X0, y + 2, { size: 7, color: '#444' });
}

export function keystone(s: Sheet, c: Case, p: Plan): void {
  const A = '#2f5d2a', d = decoyItems(c);
  let y = letterhead(s, 'Keystone Bridge Capital', 'Bridge funding for growing businesses', 'Keystone Bridge Capital LLC - NMLS-exempt\nTel 215-555-0181   Fax 215-555-0182', A, 'Merchant Funding Application');
  y = bar(s, '1. Business', y, A, false);
  y = lined(s, [span(legalItem(c, p, 'Business Legal Name'), 2), span(dbaItem(c, 'Trade Name (DBA)'), 2), entityTextItem(c, 'Legal Entity'), industryItem(c, 'Type of Business'),
    einItem(c, p, 'Fed. Tax ID'), startItem(c, p, 'Business Inception'), ...addressItems(c, true), ...contactItems(c), d.employees!], y + 2, p.init);
  y = bar(s, '2. Request', y, A, false);
  const f = FREQ.find(([, id]) => id === c.freq)![0];
  y = lined(s, [amountItem(c, p, 'Requested Funding'), ...terms(c), { label: 'Frequency', text: f, name: 'frequency', set: { payment_frequency: c.freq } }, d.use!, d.sales!], y + 2, p.init);
  y = bar(s, '3. Owners (Last, First)', y, A, false);
  const rows = c.owners.map((o, k) => {
    const it = ownerItems(o, k, p, { lastFirst: true, dobForm: 1 });
    return [it.name!, it.title!, it.pct!, it.ssn!, it.dob!, it.home!];
  });
  y = table(s, [{ head: 'Name (Last, First)', w: 130 }, { head: 'Title', w: 70 }, { head: '%', w: 40 }, { head: 'SSN', w: 80 }, { head: 'DOB', w: 60 }, { head: 'Home address', w: 160 }], rows, y + 4, p.init, X0, 24);
  y = bar(s, '4. Bank, landlord, existing advances', y, A, false);
  y = lined(s, [d.bank!, d.routing!, d.account!, d.landlord!, ...c.funders.map((x): Item => ({ label: 'Existing advance', text: `${x.name} - bal. ${money(x.balance)}`, name: 'existing' }))], y + 2, p.init);
  s.text(AUTH, X0, y, { size: 6.5, width: W, color: '#333' });
  y += 40;
  for (const o of c.owners.slice(0, 2)) y = signature(s, X0, y, fullName(o), signDate(c));
  s.text(`ISO: ${c.iso.company} / ${c.iso.name} / ${c.iso.email}`, X0, y + 2, { size: 7, color: '#444' });
}

// Layouts 1-4: a boxed-cell grid, an underlined-rows form with checkbox rows, a two-column form and an owners' table.
import { type Case, dateText, fullName, money } from './data.ts';
import { AUTH, X0, W, bar, boxed, checks, letterhead, lined, signature, table } from './designs.ts';
import { type Item, type Plan, amountItem, addressItems, contactItems, dbaItem, decoyItems, einItem, entityTextItem,
  industryItem, legalItem, ownerItems, startItem } from './parts.ts';
import type { Sheet } from './sheet.ts';

const signDate = (c: Case) => dateText(c.stampDate, 0);
const span = (it: Item, n: number): Item => ({ ...it, span: n });
export const ENTITY_BOXES = ['Sole Prop.', 'Partnership', 'LLC', 'Corporation', 'S-Corp'];

/** Checkbox row for the entity type: the checked box's label is the truth. */
function entityChecks(s: Sheet, c: Case, x: number, y: number, step = 0): number {
  return checks(s, x, y, 'Entity:', ENTITY_BOXES, ENTITY_BOXES.indexOf(c.entity.box), 'entity', { type_of_entity: c.entity.id }, step);
}

function funders(s: Sheet, c: Case, y: number, init: string): number {
  const rows = c.funders.map((f) => [f.name, money(f.balance), money(f.payment), 'Daily']);
  if (!rows.length) rows.push(['None', '', '', '']);
  return table(s, [{ head: 'Existing Advance / Funder', w: 220 }, { head: 'Balance', w: 110 }, { head: 'Payment', w: 110 }, { head: 'Frequency', w: 100 }], rows, y, init);
}

export function beaconHarbor(s: Sheet, c: Case, p: Plan): void {
  const A = '#14496b', d = decoyItems(c);
  let y = letterhead(s, 'Beacon Harbor Capital', 'Working capital for Main Street since 2009', 'Tel (800) 555-0190   Fax (800) 555-0191\nsubmissions@beaconharborcap.com', A, 'MERCHANT CASH ADVANCE APPLICATION');
  y = bar(s, 'SECTION 1 - BUSINESS INFORMATION', y, A);
  y = boxed(s, [span(legalItem(c, p), 2), span(dbaItem(c, 'DBA / Trade Name'), 2), entityTextItem(c), industryItem(c), einItem(c, p, 'Federal Tax ID (EIN)'),
    startItem(c, p), ...addressItems(c, false), ...contactItems(c), d.employees!], y, p.init);
  y = bar(s, 'SECTION 2 - FUNDING REQUEST', y, A);
  y = boxed(s, [amountItem(c, p), span(d.use!, 2), d.sales!], y, p.init);
  y = bar(s, 'SECTION 3 - OWNERS / GUARANTORS', y, A);
  c.owners.forEach((o, k) => {
    const it = ownerItems(o, k, p, { score: true, dobForm: p.dateForm });
    y = boxed(s, [span(it.name!, 2), it.title!, it.pct!, it.ssn!, it.dob!, it.score!, it.phone!], y, p.init) - 4;
  });
  y = bar(s, 'SECTION 4 - BANK, LANDLORD & BROKER', y + 4, A);
  y = boxed(s, [span(d.bank!, 2), d.routing!, d.account!, span(d.landlord!, 2), d.landPhone!, d.rent!, span(d.isoName!, 2), d.isoCo!, d.isoPhone!], y, p.init);
  s.text(AUTH, X0, y, { size: 6.5, width: W, color: '#333' });
  y += 42;
  for (const o of c.owners) y = signature(s, X0, y, fullName(o), signDate(c));
}

export function tidewater(s: Sheet, c: Case, p: Plan): void {
  const A = '#0d5c63', d = decoyItems(c);
  let y = letterhead(s, 'Tidewater Funding Partners', 'Revenue-based financing for small business', 'Phone 877-555-0133\nFax 877-555-0134   apps@tidewaterfp.com', A, 'Business Funding Application');
  y = bar(s, 'Business Information', y, A, false);
  y = lined(s, [span(legalItem(c, p, 'Legal / Corporate Name'), 2), span(dbaItem(c, 'D/B/A'), 2), einItem(c, p, 'Tax ID #'), startItem(c, p, 'Date Business Started'),
    industryItem(c, 'Industry / Type of Business'), d.employees!, ...addressItems(c, true), contactItems(c)[0]!, contactItems(c)[1]!], y + 2, p.init);
  y = entityChecks(s, c, X0, y, 78) + 2;
  y = checks(s, X0, y, 'Business location is:', ['Owned', 'Rented / Leased'], c.rent ? 1 : 0, 'location', {}) + 4;
  y = bar(s, 'Funding Request & Financials', y, A, false);
  y = lined(s, [amountItem(c, p, 'Amount Requested'), d.use!, d.sales!, d.annual!, d.processor!, d.mid!], y + 2, p.init);
  y = bar(s, 'Owner / Principal Information', y, A, false);
  c.owners.forEach((o, k) => {
    const it = ownerItems(o, k, p, { dobForm: 2 });
    y = lined(s, [it.name!, it.title!, it.pct!, it.ssn!, it.dob!, it.home!], y + 2, p.init, 2, X0, W, 21);
  });
  y = bar(s, 'Landlord & Bank', y, A, false);
  y = lined(s, [d.landlord!, d.landPhone!, d.bank!, d.account!], y + 2, p.init);
  y = funders(s, c, y, p.init);
  s.text(AUTH, X0, y, { size: 6.5, width: W, color: '#333' });
  y += 40;
  y = signature(s, X0, y, fullName(c.owners[0]!), signDate(c));
  s.text(`Submitted by: ${c.iso.name}, ${c.iso.company}   ${c.iso.phone}   ${c.iso.email}`, X0, y + 2, { size: 7, color: '#444' });
}

/** Two columns: the business on the left, the owners on the right, decoys in a strip below. */
export function northgate(s: Sheet, c: Case, p: Plan): void {
  const A = '#5b3a8c', d = decoyItems(c), half = W / 2 - 8, xr = X0 + W / 2 + 8;
  let y = letterhead(s, 'Northgate Merchant Services', 'Funding desk - ISO partner submissions', 'ISO Line 646-555-0177\nFax 646-555-0178', A, 'CONFIDENTIAL MERCHANT APPLICATION');
  s.text('THE BUSINESS', X0, y, { size: 9, bold: true, color: A });
  s.text('THE OWNER(S)', xr, y, { size: 9, bold: true, color: A });
  s.hline(X0 + W / 2, X0 + W / 2, y, 0.8, '#bbb');
  s.doc.moveTo(X0 + W / 2, y).lineTo(X0 + W / 2, y + 400).lineWidth(0.6).strokeColor('#bbb').stroke();
  const left = lined(s, [legalItem(c, p, 'Legal Name'), dbaItem(c, 'DBA'), entityTextItem(c, 'Business Structure'), industryItem(c, 'Nature of Business'),
    einItem(c, p, 'EIN'), startItem(c, p, 'Date Est.'), ...addressItems(c, true), ...contactItems(c), amountItem(c, p, 'Funding Requested'), d.use!, d.sales!],
  y + 16, p.init, 1, X0, half, 25);
  let yr = y + 16;
  c.owners.forEach((o, k) => {
    const it = ownerItems(o, k, p, { score: true, dobForm: 1 });
    s.text(`Owner ${k + 1}`, xr, yr, { size: 7.5, bold: true, color: A });
    yr = lined(s, [it.name!, it.title!, it.pct!, it.ssn!, it.dob!, it.score!, it.home!], yr + 10, p.init, 1, xr, half, 20) - 4;
  });
  y = Math.max(left, yr) + 4;
  y = bar(s, 'References, landlord and bank (for verification only)', y, A);
  y = table(s, [{ head: 'Trade Reference', w: 200 }, { head: 'Contact', w: 170 }, { head: 'Phone', w: 170 }],
    [...c.refs.map((f) => [f.name, f.contact, f.phone]), [`Landlord (${c.rent ? 'rent' : 'mortgage'})`, c.landlord.name, c.landlord.phone],
      [`Bank: ${c.bank.name}`, `ABA ${c.bank.routing}`, `Acct ${c.bank.account}`]], y, p.init, X0, 18);
  s.text(AUTH, X0, y, { size: 6.5, width: W, color: '#333' });
  y = signature(s, X0, y + 42, fullName(c.owners[0]!), signDate(c));
  s.text(`ISO Rep: ${c.iso.name}  |  ${c.iso.company}  |  ${c.iso.email}`, X0, y + 4, { size: 7, color: '#444' });
}

/** Business in boxes, the owners in one table (name, title, %, SSN, DOB, score), existing advances below. */
export function ironwood(s: Sheet, c: Case, p: Plan): void {
  const A = '#6b4423', d = decoyItems(c);
  let y = letterhead(s, 'Ironwood Business Lending', 'Merchant funding - equipment - lines of credit', '1 Ironwood Plaza, Suite 400\nTel 312-555-0166   Fax 312-555-0167', A, 'APPLICATION FOR BUSINESS FUNDING');
  y = bar(s, 'A. COMPANY', y, A);
  y = boxed(s, [span(legalItem(c, p, 'Company legal name'), 2), dbaItem(c, 'Doing business as'), industryItem(c, 'Business type'),
    einItem(c, p, 'Federal EIN'), startItem(c, p, 'Inception date'), d.employees!, amountItem(c, p, 'Amount requested'), ...addressItems(c, false), ...contactItems(c)], y, p.init);
  y = entityChecks(s, c, X0, y) + 2;
  y = bar(s, 'B. OWNERSHIP (list all owners of 20% or more)', y, A);
  const rows = c.owners.map((o, k) => {
    const it = ownerItems(o, k, p, { dobForm: p.dateForm });
    return [it.name!, it.title!, it.pct!, it.ssn!, it.dob!, it.score!];
  });
  while (rows.length < 4) rows.push(['', '', '', '', '', ''].map((x) => x) as never);
  y = table(s, [{ head: 'Owner name', w: 150 }, { head: 'Title', w: 85 }, { head: 'Own %', w: 55 }, { head: 'SSN', w: 95 }, { head: 'Date of birth', w: 85 }, { head: 'FICO (self-rep.)', w: 70 }], rows, y + 2, p.init, X0, 22);
  y = bar(s, 'C. OPEN ADVANCES / LOANS', y, A);
  y = funders(s, c, y + 2, p.init);
  y = bar(s, 'D. BANKING & PROPERTY', y, A);
  y = boxed(s, [span(d.bank!, 2), d.routing!, d.account!, span(d.landlord!, 2), d.landPhone!, d.rent!, span(d.accountant!, 2), d.processor!, d.mid!], y, p.init);
  s.text(AUTH, X0, y, { size: 6.5, width: W, color: '#333' });
  y = signature(s, X0, y + 40, fullName(c.owners[0]!), signDate(c));
  s.text(`Broker of record: ${c.iso.company} - ${c.iso.name} (${c.iso.phone})`, X0, y + 2, { size: 7, color: '#444' });
}

// Meridian Merchant Services: a dense one-pager in two columns, each value in an outlined box under its label. The
// business runs down the left column and the funding request and up to three owners down the right, so an owner's
// home address sits level with the business's, and the state of incorporation under the business state. Entity type
// as a C-Corp / S-Corp / LLC checkbox row, payment frequency written in.
import type { Model } from './model.ts';
import { authorization, entityRow, ownRentRow, signatureBlock } from './parts.ts';
import type { Item, Sheet } from './sheet.ts';
import { CHECKS_B } from './formats.ts';

const BROKER = 'Meridian Merchant Services';
const LEFT = 30, RIGHT = 314, COL = 268, GAP = 6, TEAL = '#00695c';

type Field = [label: string, w: number, fill?: (x: number, y: number, w: number, h: number) => void];

function fields(s: Sheet, x: number, y: number, list: Field[]): number {
  for (const [label, w, fill] of list) {
    s.text(label, x + 1, y, { size: 6.2, color: '#222' });
    s.rect(x, y + 7.5, w, 15, { lw: 0.5, stroke: '#555' });
    fill?.(x + 1, y + 8, w - 2, 14);
    x += w + GAP;
  }
  return y + 25;
}

function heading(s: Sheet, x: number, y: number, title: string, w = COL): number {
  s.text(title, x, y, { size: 8.5, font: 'Helvetica-Bold', color: TEAL });
  s.line(x, y + 10.5, x + w, y + 10.5, 1, TEAL);
  return y + 15;
}

const v = (s: Sheet, key: string, item: Item | null) => (x: number, y: number, w: number, h: number) => s.fill(key, item, x, y, w, h, 8.5);
const d = (s: Sheet, key: string, text: string | null) => (x: number, y: number, w: number, h: number) => s.decoy(key, text, x, y, w, h, 8.5);
const half = (COL - GAP) / 2;

function business(s: Sheet, m: Model): number {
  let y = heading(s, LEFT, 84, '1. BUSINESS INFORMATION');
  y = fields(s, LEFT, y, [['Business Legal Name', COL, v(s, 'legal_name', m.legal)]]);
  y = fields(s, LEFT, y, [['DBA / Trade Name', COL, v(s, 'dba', m.dba)]]);
  y = fields(s, LEFT, y, [['Street Address', COL, d(s, 'business_street', m.street)]]);
  y = fields(s, LEFT, y, [['City', 140, d(s, 'business_city', m.city)], ['State', 40, v(s, 'business_state', m.state)],
    ['Zip', COL - 180 - 2 * GAP, d(s, 'business_zip', m.zip)]]);
  y = fields(s, LEFT, y, [['Business Phone', half, d(s, 'business_phone', m.phone)], ['Fax', half, d(s, 'business_fax', m.fax)]]);
  y = fields(s, LEFT, y, [['Email', half, d(s, 'business_email', m.email)], ['Website', half, d(s, 'website', m.website)]]);
  y = fields(s, LEFT, y, [['Federal Tax ID / EIN', half, v(s, 'tax_id', m.taxId)], ['Date Business Started', half, v(s, 'start_date', m.start)]]);
  y = fields(s, LEFT, y, [['State of Incorporation', half, d(s, 'incorporation_state', m.incState)], ['Years in Business', half, d(s, 'years_in_business', m.years)]]);
  s.text('Entity Type', LEFT + 1, y, { size: 6.2, color: '#222' });
  // Three boxes a line: the row wraps, Other and its line on the second.
  entityRow(s, m, CHECKS_B.slice(0, 3), CHECKS_B.slice(0, 3).includes(m.entity.b as never) ? m.entity.b : '', LEFT + 2, y + 10, LEFT + COL);
  entityRow(s, m, CHECKS_B.slice(3), CHECKS_B.slice(3).includes(m.entity.b as never) ? m.entity.b : '', LEFT + 2, y + 24, LEFT + COL);
  y += 38;
  y = fields(s, LEFT, y, [['Type of Business', COL, v(s, 'industry', m.industry)]]);
  s.text('Premises', LEFT + 1, y, { size: 6.2, color: '#222' });
  ownRentRow(s, m, LEFT + 2, y + 11);
  y = fields(s, LEFT + 70, y, [['Landlord / Mortgage Co.', COL - 70, d(s, 'landlord', m.landlord)]]);
  y = fields(s, LEFT, y, [['Landlord Phone', half, d(s, 'landlord_phone', m.landlordPhone)], ['Monthly Rent', half, d(s, 'rent', m.rent)]]);
  y = heading(s, LEFT, y + 2, '3. BUSINESS BANK');
  y = fields(s, LEFT, y, [['Bank Name', COL, d(s, 'bank_name', m.bank)]]);
  return fields(s, LEFT, y, [['ABA Routing #', half, d(s, 'routing', m.routing)], ['Account #', half, d(s, 'account', m.account)]]);
}

function request(s: Sheet, m: Model): number {
  s.rect(RIGHT - 4, 80, COL + 8, 98, { fill: '#e0f2f1' });
  let y = heading(s, RIGHT, 84, '2. FUNDING REQUEST');
  y = fields(s, RIGHT, y, [['Amount Requested', half, v(s, 'requested_amount', m.amount)], ['Use of Funds', half, d(s, 'use_of_funds', m.useOfFunds)]]);
  const third = (COL - 2 * GAP) / 3;
  y = fields(s, RIGHT, y, [['Payment Amount', third, v(s, 'requested_payment', m.payment)], ['No. of Payments', third, v(s, 'number_of_payments', m.count)],
    ['Frequency', third, v(s, 'payment_frequency', m.frequencyText)]]);
  return fields(s, RIGHT, y, [['Avg. Monthly Sales', half, d(s, 'monthly_sales', m.monthlySales)], ['Annual Gross Sales', half, d(s, 'annual_sales', m.annualRevenue)]]);
}

function owners(s: Sheet, m: Model, y: number): number {
  y = heading(s, RIGHT, y + 6, '4. OWNERS / GUARANTORS');
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    const k = `owner${i + 1}`;
    s.text(`Owner ${i + 1}${i === 0 ? ' (primary)' : ''}`, RIGHT, y, { size: 7, font: 'Helvetica-Bold' });
    y += 9;
    y = fields(s, RIGHT, y, [['Full Name', 190, v(s, `${k}.name`, o?.name ?? null)], ['Ownership %', COL - 190 - GAP, v(s, `${k}.ownership`, o?.pct ?? null)]]);
    y = fields(s, RIGHT, y, [['Title', half, v(s, `${k}.title`, o?.title ?? null)], ['Credit Score', half, v(s, `${k}.credit_score`, o?.credit ?? null)]]);
    y = fields(s, RIGHT, y, [['SSN', half, v(s, `${k}.ssn`, o?.ssn ?? null)], ['Date of Birth', half, v(s, `${k}.dob`, o?.dob ?? null)]]);
    y = fields(s, RIGHT, y, [['Home Address (street, city, state, zip)', COL, d(s, `${k}.home_address`, o?.home.line ?? null)]]);
  }
  return y;
}

export function drawColumns(s: Sheet, m: Model): void {
  s.rect(0, 0, 612, 8, { fill: TEAL });
  s.text('Meridian', LEFT, 22, { size: 22, font: 'Helvetica-Bold', color: TEAL });
  s.text('MERCHANT SERVICES', LEFT + 100, 32, { size: 8, font: 'Helvetica', color: '#444' });
  s.text('Business Funding Application', RIGHT + 70, 24, { size: 12, font: 'Helvetica-Bold' });
  s.printedDecoy('broker_address', '400 N. Ashley Dr, Suite 1900, Tampa, FL 33602', RIGHT + 70, 42, { size: 6.8 });
  s.printedDecoy('broker_phone', 'P: (813) 555-0168   F: (813) 555-0169', RIGHT + 70, 51, { size: 6.8 });
  s.text('Please complete all fields. Attach the last 4 months of business bank statements and a voided check.', LEFT, 66, { size: 6.8, color: '#444' });
  const yl = business(s, m);
  const yr = owners(s, m, request(s, m));
  let y = heading(s, LEFT, Math.max(yl, yr) + 4, '5. EXISTING ADVANCES / LOANS', 552);
  const cols: [string, number][] = [['Funder', 200], ['Balance', 110], ['Payment', 130], ['Date Funded', 112]];
  let x = LEFT;
  for (const [label, w] of cols) { s.text(label, x + 2, y, { size: 6.2, color: '#222' }); x += w; }
  y += 8;
  for (let j = 0; j < 2; j++) {
    const p = m.positions[j];
    x = LEFT;
    const vals = [p?.funder, p?.balance, p?.payment, p?.funded];
    for (const [c, [label, w]] of cols.entries()) {
      s.rect(x, y, w, 14, { lw: 0.4, stroke: '#555' });
      s.decoy(`position${j + 1}.${label.toLowerCase().replace(/[^a-z]/g, '_')}`, vals[c] ?? null, x + 1, y, w - 2, 14, 8);
      x += w;
    }
    y += 14;
  }
  y += s.para(authorization(BROKER), LEFT, y + 6, 552, 5.8) + 10;
  signatureBlock(s, m, 0, LEFT, y, 250);
  signatureBlock(s, m, 1, LEFT + 300, y, 250);
  y += 30;
  signatureBlock(s, m, 2, LEFT, y, 250);
  s.text('ISO / Rep:', LEFT + 300, y + 6, { size: 6.5 });
  s.decoy('iso_rep', m.isoRep, LEFT + 336, y + 2, 110, 12, 8);
  s.decoy('iso_id', m.isoId, LEFT + 450, y + 2, 100, 12, 8);
  s.printedDecoy('form_revision', 'MMS-1 03/15/2024', 540, 772, { size: 6 });
}

export const COLUMNS = { name: 'meridian_columns', broker: BROKER, draw: drawColumns, traits: { maxOwners: 3, einLabel: true },
  sheet: { typedFont: 'Courier' as const, genericNames: true, title: 'Meridian Merchant Services Application' } };

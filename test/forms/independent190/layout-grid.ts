// Keystone Funding Partners: the boxed grid. Every value sits in a ruled cell under a tiny caps label in the cell's
// corner; two pages, owners 1-2 on the first, 3-4 on the second with the bank, advances and references. Blank owner
// blocks stay printed (and, in the fillable version, empty fields).
import type { Model } from './model.ts';
import { authorization, entityRow, frequencyRow, ownRentRow, signatureBlock } from './parts.ts';
import type { Item, Sheet } from './sheet.ts';
import { CHECKS_A } from './formats.ts';

const X0 = 36, W = 540, ROW = 22;
const BROKER = 'Keystone Funding Partners';

type Cell = [label: string, w: number, draw?: (x: number, y: number, w: number, h: number) => void];

function row(s: Sheet, y: number, cells: Cell[], h = ROW): number {
  let x = X0;
  for (const [label, w, draw] of cells) {
    s.rect(x, y, w, h, { lw: 0.5 });
    s.text(label.toUpperCase(), x + 2, y + 1.6, { size: 5.6, color: '#333' });
    draw?.(x, y + 7, w, h - 7.5);
    x += w;
  }
  return y + h;
}

function section(s: Sheet, y: number, title: string): number {
  s.rect(X0, y, W, 13, { fill: '#d9d9d9' });
  s.rect(X0, y, W, 13, { lw: 0.5 });
  s.text(title, X0 + 4, y + 3, { size: 7.5, font: 'Helvetica-Bold' });
  return y + 13;
}

const v = (s: Sheet, key: string, item: Item | null) => (x: number, y: number, w: number, h: number) => s.fill(key, item, x, y, w, h);
const d = (s: Sheet, key: string, text: string | null) => (x: number, y: number, w: number, h: number) => s.decoy(key, text, x, y, w, h);

function ownerBlock(s: Sheet, m: Model, i: number, y: number): number {
  const o = m.owners[i];
  const k = `owner${i + 1}`;
  y = section(s, y, `OWNER / OFFICER #${i + 1}${i === 0 ? '' : '  (all owners of 20% or more)'}`);
  y = row(s, y, [['Full name', 220, v(s, `${k}.name`, o?.name ?? null)], ['Title', 120, v(s, `${k}.title`, o?.title ?? null)],
    ['Ownership %', 90, v(s, `${k}.ownership`, o?.pct ?? null)], ['Credit score (est.)', 110, v(s, `${k}.credit_score`, o?.credit ?? null)]]);
  y = row(s, y, [['Home address', 250, d(s, `${k}.home_street`, o?.home.street ?? null)], ['City', 130, d(s, `${k}.home_city`, o?.home.city ?? null)],
    ['State', 50, d(s, `${k}.home_state`, o?.home.state ?? null)], ['Zip', 110, d(s, `${k}.home_zip`, o?.home.zip ?? null)]]);
  return row(s, y, [['Social Security #', 135, v(s, `${k}.ssn`, o?.ssn ?? null)], ['Date of birth', 135, v(s, `${k}.dob`, o?.dob ?? null)],
    ['Cell phone', 135, d(s, `${k}.cell`, o?.cell ?? null)], ['Email', 135, d(s, `${k}.email`, o?.email ?? null)]]);
}

function header(s: Sheet, m: Model, page: number): number {
  s.text('KEYSTONE', X0, 30, { size: 20, font: 'Helvetica-Bold', color: '#7a1f1f' });
  s.text('FUNDING PARTNERS', X0 + 2, 52, { size: 8, font: 'Helvetica-Bold', color: '#555' });
  s.printedDecoy(`broker_address_p${page}`, '1250 Broadway, 12th Floor, New York, NY 10001', 380, 32, { size: 7 });
  s.printedDecoy(`broker_phone_p${page}`, 'Tel (212) 555-0190  Fax (212) 555-0191', 380, 42, { size: 7 });
  s.text('submissions@keystonefp.com', 380, 52, { size: 7 });
  s.text('MERCHANT CASH ADVANCE APPLICATION', X0, 70, { size: 12, font: 'Helvetica-Bold', width: W, align: 'center' });
  if (page === 1) {
    s.text('Date:', 470, 86, { size: 7.5 });
    s.line(490, 95, 576, 95, 0.4);
    s.decoy('application_date', m.appDate, 490, 84, 86, 11, 8);
  }
  return 100;
}

function footer(s: Sheet, page: number): void {
  s.text(`Page ${page} of 2`, X0, 760, { size: 6.5 });
  s.printedDecoy(`form_revision_p${page}`, 'KFP-APP Rev. 04/2023', 500, 760, { size: 6.5 });
}

export function drawGrid(s: Sheet, m: Model): void {
  let y = header(s, m, 1);
  y = section(s, y, 'BUSINESS INFORMATION');
  y = row(s, y, [['Legal / corporate name', 320, v(s, 'legal_name', m.legal)], ['DBA', 220, v(s, 'dba', m.dba)]]);
  y = row(s, y, [['Physical address (no P.O. boxes)', 250, d(s, 'business_street', m.street)], ['City', 130, d(s, 'business_city', m.city)],
    ['State', 50, v(s, 'business_state', m.state)], ['Zip', 110, d(s, 'business_zip', m.zip)]]);
  y = row(s, y, [['Business phone', 135, d(s, 'business_phone', m.phone)], ['Fax', 135, d(s, 'business_fax', m.fax)],
    ['Business email', 270, d(s, 'business_email', m.email)]]);
  y = row(s, y, [['Federal Tax ID #', 135, v(s, 'tax_id', m.taxId)], ['Business start date', 135, v(s, 'start_date', m.start)],
    ['State of incorporation', 135, d(s, 'incorporation_state', m.incState)], ['Website', 135, d(s, 'website', m.website)]]);
  y = row(s, y, [['Type of entity (check one)', W, (x, yy) => entityRow(s, m, CHECKS_A, m.entity.a, x + 4, yy + 3, x + W - 8)]]);
  y = row(s, y, [['Type of business / industry', 200, v(s, 'industry', m.industry)], ['Products / services sold', 200, d(s, 'product', m.product)],
    ['# of employees', 140, d(s, 'employees', m.employees)]]);
  y = row(s, y, [['Business location', 110, (x, yy) => ownRentRow(s, m, x + 4, yy + 3)], ['Landlord / mortgage holder', 190, d(s, 'landlord', m.landlord)],
    ['Landlord phone', 120, d(s, 'landlord_phone', m.landlordPhone)], ['Monthly rent / mortgage', 120, d(s, 'rent', m.rent)]]);
  y = section(s, y + 6, 'FUNDING REQUEST');
  y = row(s, y, [['Amount requested', 135, v(s, 'requested_amount', m.amount)], ['Use of funds', 135, d(s, 'use_of_funds', m.useOfFunds)],
    ['Avg. monthly sales', 135, d(s, 'monthly_sales', m.monthlySales)], ['Annual gross sales', 135, d(s, 'annual_sales', m.annualRevenue)]]);
  y = row(s, y, [['Requested payment', 135, v(s, 'requested_payment', m.payment)], ['# of payments', 100, v(s, 'number_of_payments', m.count)],
    ['Payment frequency', 305, (x, yy) => frequencyRow(s, m, x + 4, yy + 3)]]);
  y = ownerBlock(s, m, 0, y + 6);
  y = ownerBlock(s, m, 1, y + 6);
  y = section(s, y + 6, 'EXISTING ADVANCES / BUSINESS LOANS (list all open positions)');
  y = row(s, y, [['Funder / lender', 200], ['Balance', 110], ['Payment', 120], ['Date funded', 110]], 11);
  for (let j = 0; j < 3; j++) {
    const p = m.positions[j];
    y = row(s, y, [['', 200, d(s, `position${j + 1}.funder`, p?.funder ?? null)], ['', 110, d(s, `position${j + 1}.balance`, p?.balance ?? null)],
      ['', 120, d(s, `position${j + 1}.payment`, p?.payment ?? null)], ['', 110, d(s, `position${j + 1}.funded`, p?.funded ?? null)]], 16);
  }
  y = section(s, y + 6, 'BUSINESS BANK ACCOUNT');
  y = row(s, y, [['Bank name', 200, d(s, 'bank_name', m.bank)], ['Routing #', 160, d(s, 'routing', m.routing)], ['Account #', 180, d(s, 'account', m.account)]]);
  s.text('Owners 3 and 4, trade references and signatures on page 2. Incomplete applications will delay funding.', X0, y + 8, { size: 6.5, color: '#444' });
  footer(s, 1);

  s.newPage();
  y = header(s, m, 2);
  y = ownerBlock(s, m, 2, y);
  y = ownerBlock(s, m, 3, y + 6);
  y = section(s, y + 6, 'TRADE REFERENCES');
  for (let j = 0; j < 3; j++) {
    const r = m.refs[j];
    y = row(s, y, [['Company', 220, d(s, `reference${j + 1}.name`, r?.name ?? null)], ['Contact', 180, d(s, `reference${j + 1}.contact`, r?.contact ?? null)],
      ['Phone', 140, d(s, `reference${j + 1}.phone`, r?.phone ?? null)]]);
  }
  y = section(s, y + 6, 'AUTHORIZATION');
  y += s.para(authorization(BROKER), X0 + 2, y + 4, W - 4, 6.2) + 10;
  for (let i = 0; i < 4; i += 2) {
    signatureBlock(s, m, i, X0, y, 250);
    signatureBlock(s, m, i + 1, X0 + 290, y, 250);
    y += 34;
  }
  y = section(s, Math.max(y + 2, 690), 'ISO / BROKER USE ONLY');
  row(s, y, [['ISO representative', 200, d(s, 'iso_rep', m.isoRep)], ['ISO #', 120, d(s, 'iso_id', m.isoId)],
    ['Rep email', 220, d(s, 'iso_email', `${m.isoEmail}keystonefp.com`)]]);
  footer(s, 2);
}

export const GRID = { name: 'keystone_grid', broker: BROKER, draw: drawGrid, traits: { maxOwners: 4, einLabel: false },
  sheet: { typedFont: 'Helvetica' as const, genericNames: false, title: 'Keystone Funding Partners - Merchant Application' } };

// US motor carrier forms: a two-page carrier application, an owner-operator quick app and a dump-truck hauler's page.
import type { Kit } from './kit.ts';
import { fmtDate, money, phone, LOCAL_TEXTS, TRUCK_TEXTS, type Merchant, type MerchantOpts } from './data.ts';
import { AUTH_US, dbaText, dbaTruth, dobSet, entitySet, industrySet, legalSet, nameSet, ownerName, ownerTax, request, sectionBar, signatures, startSet, stateSet, taxSet } from './parts.ts';

const NAMES = ['Iron Horse', 'Blue Ridge', 'Prairie Wind', 'Red Line', 'Silver State', 'Big Sky', 'Great Lakes', 'Lone Star', 'Cascade', 'Heartland', 'Mesa'];
export const TRUCK_OPTS: MerchantOpts = { country: 'US', texts: TRUCK_TEXTS, soleChance: 0.2, names: NAMES };
export const OWNEROP_OPTS: MerchantOpts = { country: 'US', texts: TRUCK_TEXTS, soleChance: 0.7, names: NAMES };
export const HAUL_OPTS: MerchantOpts = { country: 'US', texts: LOCAL_TEXTS, soleChance: 0.25, names: NAMES };

const INSURERS = ['Great Plains Casualty Co.', 'Ironhorse Mutual Insurance', 'Interstate Motor Underwriters', 'Northfield Commercial Auto', 'Keystone Fleet Assurance'];
const FACTORS = ['Roadbridge Factoring', 'Apex Freight Funding', 'Haulers Capital Factoring', 'Liberty Receivables', 'Crossroads Factoring LLC'];
const FUEL = ['Comdata', 'EFS', 'WEX Fleet', 'TCS Fuel Card', 'Pilot Flying J Axle'];
const BROKERS = ['TQL-Midwest Logistics', 'Coyote Ridge Freight', 'Echo Valley Transport Brokers', 'Arrive North Logistics', 'Sunbelt Produce Shippers', 'RXO-Lakes Brokerage'];
const FUNDERS = ['Forward Lane Capital', 'Bluecrest Advance', 'Mainstreet Funding Co.', 'Pinnacle Receivables', 'Velocity MCA'];

export function usdot(k: Kit): string { return String(k.rng.int(1100000, 3999999)); }
export function mc(k: Kit): string { return String(k.rng.int(200000, 1399999)); }
function fuelCard(k: Kit): string { return `7083 ${k.rng.digits(4)} ${k.rng.digits(4)} ${k.rng.digits(4)}`; }
function policy(k: Kit): string { return `${k.rng.pick(['CA', 'TRK', 'MCP', 'AL'])}${k.rng.digits(7)}-${k.rng.int(10, 99)}`; }

function advances(k: Kit, m: Merchant): (string | null)[][] {
  const n = k.rng.int(0, 2);
  const rows: (string | null)[][] = [];
  for (let i = 0; i < 3; i++) {
    if (i >= n) { rows.push([null, null, null, null]); continue; }
    rows.push([k.rng.pick(FUNDERS), money(k.rng.int(4, 60) * 1000), money(k.rng.int(150, 2500)), k.rng.pick(['Daily', 'Weekly'])]);
  }
  void m;
  return rows;
}

function header(k: Kit, name: string, sub: string, fill: string, contact: string): number {
  const d = k.doc;
  d.rect(0, 0, 612, 58).fill(fill);
  d.save().fillColor('#fff').rect(36, 16, 34, 18).fill().rect(70, 22, 14, 12).fill().circle(44, 37, 4).fill().circle(64, 37, 4).fill().circle(78, 37, 4).fill().restore();
  k.label(name, 94, 14, 17, 'Helvetica-Bold', '#fff');
  k.label(sub, 94, 35, 9, 'Helvetica', '#dde');
  k.label(contact, 400, 38, 7, 'Helvetica', '#dde');
  return 70;
}

/** HaulPoint Capital: two pages, boxed cells, checkbox rows for entity and schedule, owners on page two. */
export function haulpoint(k: Kit, m: Merchant): void {
  const r = k.rng;
  const W = 540, X = 36;
  let y = header(k, 'HAULPOINT CAPITAL', 'Motor Carrier Working Capital Application', '#1d2f4f', 'Submissions: deals@haulpointcap.com  |  (888) 410-2290') + r.int(0, 4);
  y = sectionBar(k, 'SECTION 1 - CARRIER INFORMATION', X, y, W, '#c8102e');
  const h = 24;
  k.cell('Legal Name of Carrier (as shown on MCS-150)', m.legal, X, y, 330, h, 'LegalName', legalSet(m));
  const dba = dbaText(k, m);
  k.cell('DBA', dba, X + 330, y, 210, h, 'DBA', dbaTruth(m, dba)); y += h;
  k.cell('USDOT Number', usdot(k), X, y, 110, h, 'USDOT');
  k.cell('MC / MX Number', `MC-${mc(k)}`, X + 110, y, 110, h, 'MCNumber');
  const einLabel = m.taxType !== 'EIN' ? r.pick(['FEIN / SSN', 'Tax ID #']) : r.pick(['Federal Tax ID (EIN)', 'FEIN / SSN', 'Tax ID #']);
  const bare = einLabel.includes('(EIN)') && r.chance(0.5);
  k.cell(einLabel, bare ? m.taxDigits : m.taxPrinted, X + 220, y, 120, h, 'FEIN', taxSet(m));
  k.cell('Date Authority Granted', fmtDate(m.start.replace(/^\d{4}/, (yy) => String(Number(yy) + 1)), 'us'), X + 340, y, 100, h, 'AuthorityDate');
  k.cell('Business Start Date', fmtDate(m.start, 'us'), X + 440, y, 100, h, 'StartDate', startSet(m)); y += h;
  k.cell('Physical Address (no P.O. Box)', m.street, X, y, 230, h, 'Address');
  k.cell('City', m.city, X + 230, y, 130, h, 'City');
  k.cell('State', m.state, X + 360, y, 50, h, 'State', stateSet(m));
  k.cell('Zip', m.zip, X + 410, y, 60, h, 'Zip');
  k.cell('State of Inc.', m.incState, X + 470, y, 70, h, '~IncState'); y += h;
  k.cell('Business Phone', m.phone, X, y, 130, h, 'Phone');
  k.cell('Dispatch / Cell', phone(r), X + 130, y, 130, h, 'Dispatch');
  k.cell('Email', m.email, X + 260, y, 180, h, 'Email');
  k.cell('# Employees', String(m.employees), X + 440, y, 100, h, 'Employees'); y += h + 6;
  k.label('Entity:', X, y + 0.5, 7.5, 'Helvetica-Bold');
  k.checks(['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor'], ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor'].indexOf(m.entityBox), X + 36, y, 'Entity', entitySet(m));
  y += 16;
  y = sectionBar(k, 'SECTION 2 - OPERATIONS, INSURANCE & FACTORING', X, y, W, '#c8102e');
  k.cell('Type of Operation', m.industryText, X, y, 180, h, 'Operation', industrySet(m));
  k.cell('Power Units', String(r.int(1, 40)), X + 180, y, 70, h, 'PowerUnits');
  k.cell('Trailers', String(r.int(1, 60)), X + 250, y, 70, h, 'Trailers');
  k.cell('Drivers (W-2 / 1099)', `${r.int(0, 30)} / ${r.int(0, 12)}`, X + 320, y, 110, h, 'Drivers');
  k.cell('Avg Monthly Revenue', money(m.monthlySales), X + 430, y, 110, h, 'MonthlyRevenue'); y += h;
  k.cell('Insurance Carrier (Auto Liability)', r.pick(INSURERS), X, y, 200, h, 'Insurer');
  k.cell('Policy Number', policy(k), X + 200, y, 120, h, 'Policy');
  k.cell('Cargo Policy #', policy(k), X + 320, y, 110, h, 'CargoPolicy');
  k.cell('IFTA Account #', `${m.state} ${r.digits(9)}`, X + 430, y, 110, h, 'IFTA'); y += h;
  const factored = r.chance(0.7);
  k.cell('Factoring Company', factored ? r.pick(FACTORS) : 'None', X, y, 180, h, 'Factor');
  k.cell('Factor Acct / Client #', factored ? r.digits(6) : null, X + 180, y, 100, h, 'FactorAcct');
  k.cell('Fuel Card Provider', r.pick(FUEL), X + 280, y, 110, h, 'FuelCard');
  k.cell('Fuel Card #', fuelCard(k), X + 390, y, 150, h, 'FuelCardNo'); y += h + 6;
  y = sectionBar(k, 'SECTION 3 - FUNDING REQUEST', X, y, W, '#c8102e');
  y = request(k, m, X, y, W, { amount: 'Amount Requested:', sched: 'Remittance Schedule:', pay: 'Requested Payment:', n: 'No. of Payments:' });
  y = sectionBar(k, 'SECTION 4 - EXISTING ADVANCES / LOANS', X, y + 2, W, '#c8102e');
  k.table(X, y, [200, 120, 120, 100], ['Funder / Lender', 'Balance', 'Payment', 'Frequency'], advances(k, m), 'Adv');
  k.label('HaulPoint Capital  |  Carrier App rev. 03/2025  |  Page 1 of 2', X, 760, 6.5, 'Helvetica', '#777');
  k.newPage();
  haulpointOwners(k, m);
}

function haulpointOwners(k: Kit, m: Merchant): void {
  const r = k.rng;
  const X = 36, W = 540, h = 24;
  let y = sectionBar(k, 'SECTION 5 - OWNERS / OFFICERS (list every owner of 20% or more)', X, 36, W, '#1d2f4f');
  m.owners.forEach((o, i) => {
    const [tax, tset] = ownerTax(k, m, o, i);
    k.label(`Owner ${i + 1}`, X, y, 7.5, 'Helvetica-Bold'); y += 10;
    k.cell('Full Name', ownerName(o), X, y, 200, h, `Owner${i + 1}Name`, nameSet(o, i));
    k.cell('Title', o.role, X + 200, y, 110, h, `Owner${i + 1}Title`, [[`applicants.${i}.role`, o.role]]);
    k.cell('Ownership %', `${o.ownership}%`, X + 310, y, 70, h, `Owner${i + 1}Pct`, [[`applicants.${i}.ownership`, o.ownership]]);
    k.cell('SSN', tax, X + 380, y, 90, h, `Owner${i + 1}SSN`, tset);
    k.cell('Date of Birth', fmtDate(o.dob, 'us'), X + 470, y, 70, h, `Owner${i + 1}DOB`, dobSet(o, i)); y += h;
    k.cell('Home Address', `${o.street}, ${o.city}, ${o.state} ${o.zip}`, X, y, 250, h, `Owner${i + 1}Home`);
    k.cell('CDL # / State', `${o.licence} / ${o.state}`, X + 250, y, 120, h, `Owner${i + 1}CDL`);
    k.cell('Cell', o.cell, X + 370, y, 100, h, `Owner${i + 1}Cell`);
    k.cell('FICO (est.)', o.credit === null ? null : String(o.credit), X + 470, y, 70, h, `Owner${i + 1}FICO`, o.credit === null ? [] : [[`applicants.${i}.credit_score`, o.credit]]);
    y += h + 6;
  });
  y = sectionBar(k, 'SECTION 6 - OPERATING BANK ACCOUNT', X, y + 4, W, '#1d2f4f');
  k.cell('Bank Name', m.bankName, X, y, 200, h, 'BankName');
  k.cell('ABA Routing #', m.routing, X + 200, y, 160, h, 'Routing');
  k.cell('Account #', m.account, X + 360, y, 180, h, 'Account'); y += h + 8;
  y = sectionBar(k, 'SECTION 7 - TOP BROKERS / SHIPPERS (trade references)', X, y, W, '#1d2f4f');
  const refs = k.distinct(BROKERS, 3).map((b) => [b, `MC ${mc(k)}`, `${r.pick(['Kyle', 'Maria', 'Deshawn', 'Abby'])} ${r.pick(['Frey', 'Olmos', 'Grant'])}`, phone(r), `${r.int(5, 45)}%`]);
  y = k.table(X, y, [170, 90, 110, 100, 70], ['Broker / Shipper', 'MC #', 'Contact', 'Phone', '% of Loads'], refs, 'TradeRef') + 8;
  y = sectionBar(k, 'SECTION 8 - AUTHORIZATION', X, y, W, '#1d2f4f');
  y = k.para(AUTH_US, X, y, W) + 8;
  y = signatures(k, m, X, y, W, 'us') + 14;
  k.line('ISO / Agent:', `${r.pick(['Tony', 'Sheila', 'Brent', 'Nadia'])} ${r.pick(['Ferraro', 'Lutz', 'Okoye', 'Bramlett'])}`, X, y, 260, 'ISOAgent');
  k.line('Agent Phone:', phone(r), X + 280, y, 260, 'ISOPhone');
  k.label('HaulPoint Capital  |  Carrier App rev. 03/2025  |  Page 2 of 2', X, 760, 6.5, 'Helvetica', '#777');
}

/** Roadline Funding: a one-page owner-operator quick app, underlined blanks, leased-on carrier and truck details. */
export function roadline(k: Kit, m: Merchant): void {
  const r = k.rng;
  const X = 40 + r.int(0, 6), W = 530;
  k.label('ROADLINE FUNDING GROUP', X, 34, 15, 'Times-Bold', '#7a1f00');
  k.label('Owner-Operator Quick App  -  fast answers for drivers who own their trucks', X, 52, 8.5, 'Times-Italic', '#333');
  k.doc.moveTo(X, 66).lineTo(X + W, 66).lineWidth(2).strokeColor('#7a1f00').stroke();
  let y = 76;
  k.line('Legal Name (your name if sole prop):', m.legal, X, y, W * 0.62, 'LegalName', legalSet(m));
  const dba = dbaText(k, m);
  k.line('Trade Name:', dba, X + W * 0.64, y, W * 0.36, 'TradeName', dbaTruth(m, dba)); y += 20;
  k.line(m.taxType !== 'EIN' ? 'SSN/ITIN or EIN:' : 'EIN:', m.taxPrinted, X, y, W * 0.3, 'TaxID', taxSet(m));
  k.line('USDOT #:', usdot(k), X + W * 0.32, y, W * 0.22, 'DOT');
  k.line('Own Authority MC #:', r.chance(0.5) ? mc(k) : 'N/A - leased on', X + W * 0.56, y, W * 0.44, 'MC'); y += 20;
  k.line('Leased To (carrier):', r.chance(0.6) ? `${r.pick(['Werner-Lakes', 'Prime Route', 'Landstar-Hill', 'Mercer Haul'])} Carriers, Inc.  MC ${mc(k)}` : 'None', X, y, W * 0.6, 'LeasedTo');
  k.line('In business since:', fmtDate(m.start, r.pick(['us2', 'long'] as const)), X + W * 0.62, y, W * 0.38, 'Since', startSet(m)); y += 20;
  k.line('Street:', m.street, X, y, W * 0.5, 'Street');
  k.line('City:', m.city, X + W * 0.52, y, W * 0.22, 'City');
  k.line('ST:', m.state, X + W * 0.76, y, W * 0.1, 'State', stateSet(m));
  k.line('Zip:', m.zip, X + W * 0.88, y, W * 0.12, 'Zip'); y += 20;
  k.line('What do you haul?', m.industryText, X, y, W * 0.5, 'Haul', industrySet(m));
  k.line('Truck (yr/make):', `${r.int(2012, 2024)} ${r.pick(['Freightliner Cascadia', 'Peterbilt 579', 'Kenworth T680', 'Volvo VNL'])}`, X + W * 0.52, y, W * 0.48, 'Truck'); y += 20;
  k.line('VIN:', `${r.alnum(3, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}${r.alnum(14, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ')}`.slice(0, 17), X, y, W * 0.4, 'VIN');
  k.line('Fuel Card:', `${r.pick(FUEL)} ${fuelCard(k)}`, X + W * 0.42, y, W * 0.58, 'FuelCard'); y += 20;
  k.line('Insurance Co./Policy #:', `${r.pick(INSURERS)}  ${policy(k)}`, X, y, W * 0.6, 'Insurance');
  k.line('Gross/mo:', money(m.monthlySales), X + W * 0.62, y, W * 0.38, 'Gross'); y += 22;
  k.label('Business type:', X, y + 0.5, 7.5, 'Helvetica-Bold');
  k.checks(['Sole Proprietor', 'LLC', 'Corporation', 'S-Corp', 'Partnership'], ['Sole Proprietor', 'LLC', 'Corporation', 'S-Corp', 'Partnership'].indexOf(m.entityBox), X + 62, y, 'BizType', entitySet(m));
  y += 18;
  y = sectionBar(k, 'MONEY NEEDED', X, y, W, '#7a1f00');
  y = request(k, m, X, y, W, { amount: 'How much do you need?', sched: 'Pay back:', pay: 'Payment amount:', n: '# of payments:' });
  y = sectionBar(k, 'OWNER(S)', X, y, W, '#7a1f00');
  const rows = m.owners.map((o, i) => {
    const [tax, tset] = ownerTax(k, m, o, i, 0.2);
    return { o, i, tax, tset };
  });
  const widths = [150, 90, 45, 80, 70, 55, 40];
  k.table(X, y, widths, ['Name', 'Title', '% Own', 'SSN', 'DOB', 'CDL #', 'Score'], [], 'Own');
  let ty = y + 12;
  for (const { o, i, tax, tset } of rows) {
    let cx = X;
    const vals: [string | null, string, [string, unknown][]][] = [[ownerName(o), 'Name', nameSet(o, i)], [o.role, 'Title', [[`applicants.${i}.role`, o.role]]],
      [`${o.ownership}`, 'Pct', [[`applicants.${i}.ownership`, o.ownership]]], [tax, 'SSN', tset], [fmtDate(o.dob, 'us'), 'DOB', dobSet(o, i)], [o.licence, 'CDL', []],
      [o.credit === null ? null : String(o.credit), 'Score', o.credit === null ? [] : [[`applicants.${i}.credit_score`, o.credit]]]];
    vals.forEach(([v, n, s], j) => { k.value(v, cx + 1, ty + 3, widths[j]! - 4, `Owner${i + 1}${n}`, s, 8); cx += widths[j]!; });
    k.doc.moveTo(X, ty + 15).lineTo(X + 530, ty + 15).lineWidth(0.4).strokeColor('#888').stroke();
    ty += 15;
  }
  y = ty + 8;
  k.line('Bank:', m.bankName, X, y, W * 0.34, 'Bank');
  k.line('Routing:', m.routing, X + W * 0.36, y, W * 0.3, 'Routing');
  k.line('Acct:', m.account, X + W * 0.68, y, W * 0.32, 'Acct'); y += 22;
  y = k.para(AUTH_US, X, y, W, 6) + 6;
  signatures(k, m, X, y, W, 'us');
  k.label(`Rep: ${r.pick(['Dusty', 'Carla', 'Hank', 'Mo'])} ${r.pick(['Reeves', 'Santana', 'Boyd'])}  |  text apps to (615) 555-0144  |  roadlinefunding.com`, X, 768, 6.5, 'Helvetica', '#666');
}

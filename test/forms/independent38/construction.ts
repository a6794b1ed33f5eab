// Construction forms: a two-page contractor application (licences, bonding, GC references, backlog, equipment) and a
// one-page specialty-trades grid (licence, workers' comp and GL policies, supplier accounts, existing advances).
import type { Kit } from './kit.ts';
import { fmtDate, money, phone, GC_TEXTS, TRADE_TEXTS, type Merchant, type MerchantOpts } from './data.ts';
import { AUTH_US, dbaText, dbaTruth, dobSet, entitySet, industrySet, legalSet, nameSet, ownerName, ownerTax, request, sectionBar, signatures, startSet, stateSet, taxSet } from './parts.ts';

const NAMES = ['Ironclad', 'Keystone', 'Granite Peak', 'Northgate', 'True Level', 'Benchmark', 'Red Oak', 'Summit', 'Plumb Line', 'Cornerstone', 'Bedrock'];
export const GC_OPTS: MerchantOpts = { country: 'US', texts: GC_TEXTS, soleChance: 0.1, names: NAMES };
export const TRADE_OPTS: MerchantOpts = { country: 'US', texts: TRADE_TEXTS, soleChance: 0.25, names: NAMES };

const SURETIES = ['Merchants Bonding Co.', 'Great Basin Surety', 'Allegiant Surety Group', 'Harbor Indemnity Co.', 'Frontier Contractors Surety'];
const GCS = ['Turner-Hale Builders', 'Mortenson & Price', 'Hensel Brothers Construction', 'Pacific Crest GC', 'Brasfield Ridge Inc.', 'Okland West Builders', 'DPR-Carver Construction'];
const SUPPLIERS = ['Ferguson Supply', 'ABC Supply Co.', 'Beacon Roofing', 'Graybar Electric', 'Johnstone Supply', 'White Cap', '84 Lumber', 'SRS Distribution'];
const EQUIP = ['CAT 305.5 mini excavator', 'Bobcat T76 skid steer', 'JLG 600S boom lift', 'Ford F-550 dump', 'Kubota KX040', 'Genie GS-2646 scissor', 'Isuzu NPR box truck', 'Takeuchi TL8 track loader'];
const PROJECTS = ['Riverside Medical Office', 'Elm St. Apartments', 'Lincoln Elementary reroof', 'Harbor Freight TI', 'County Jail HVAC retrofit', 'Oak Hollow subdivision Ph. 2', 'Dollar General #4471', 'Fire Station 9'];

export function licence(k: Kit, m: Merchant): string {
  return `${m.state}-${k.rng.pick(['CBC', 'ROC', 'CGC', 'LIC', 'HIC'])}${k.rng.digits(6)}`;
}

function backlog(k: Kit): (string | null)[][] {
  const n = k.rng.int(2, 4);
  return Array.from({ length: 4 }, (_, i) => i < n
    ? [k.rng.pick(PROJECTS), k.rng.pick(GCS), money(k.rng.int(40, 2400) * 1000), `${k.rng.int(5, 90)}%`, `${fmtDate(`2027-0${k.rng.int(1, 9)}-15`, 'us')}`]
    : [null, null, null, null, null]);
}

function equipment(k: Kit): (string | null)[][] {
  const n = k.rng.int(1, 4);
  return Array.from({ length: 4 }, (_, i) => i < n
    ? [String(k.rng.int(2014, 2025)), k.rng.pick(EQUIP), k.rng.alnum(10, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'), k.rng.pick(['Owned', 'Financed', 'Leased']), money(k.rng.int(12, 140) * 1000)]
    : [null, null, null, null, null]);
}

/** Ironclad Contractor Capital: two pages, numbered sections, a backlog and equipment schedule, owners on page two. */
export function ironclad(k: Kit, m: Merchant): void {
  const r = k.rng;
  const X = 36, W = 540, h = 23;
  k.doc.rect(X, 28, W, 3).fill('#e6a200');
  k.label('IRONCLAD CONTRACTOR CAPITAL', X, 38, 18, 'Helvetica-Bold', '#222');
  k.label('Contractor Funding Application  -  Receivables & Progress-Billing Advance', X, 60, 8.5, 'Helvetica-Oblique', '#444');
  k.label('Fax 877-555-0199  |  apps@ironcladcc.com', X + 390, 44, 7, 'Helvetica', '#444');
  let y = 78 + r.int(0, 3);
  y = sectionBar(k, '1. COMPANY', X, y, W, '#333');
  k.cell('Company Legal Name', m.legal, X, y, 300, h, 'CompanyLegalName', legalSet(m));
  const dba = dbaText(k, m);
  k.cell('Doing Business As', dba, X + 300, y, 240, h, 'DBA', dbaTruth(m, dba)); y += h;
  k.cell(m.taxType !== 'EIN' ? 'EIN (or SSN/ITIN if sole prop)' : 'Federal EIN', m.taxPrinted, X, y, 110, h, 'EIN', taxSet(m));
  k.cell('Contractor License #', licence(k, m), X + 110, y, 130, h, 'License');
  k.cell('License Class / Trade', r.pick(['Class A General', 'B - General Building', 'Residential GC', 'Commercial GC']), X + 240, y, 130, h, 'LicClass');
  k.cell('Date Established', fmtDate(m.start, r.pick(['us', 'long'] as const)), X + 370, y, 90, h, 'Established', startSet(m));
  k.cell('Employees', String(m.employees), X + 460, y, 80, h, 'Employees'); y += h;
  k.cell('Street Address', m.street, X, y, 240, h, 'Street');
  k.cell('City', m.city, X + 240, y, 130, h, 'City');
  k.cell('State', m.state, X + 370, y, 50, h, 'State', stateSet(m));
  k.cell('Zip', m.zip, X + 420, y, 120, h, 'Zip'); y += h;
  k.cell('Type of Work', m.industryText, X, y, 240, h, 'WorkType', industrySet(m));
  k.cell('Office Phone', m.phone, X + 240, y, 130, h, 'Phone');
  k.cell('Website', m.web, X + 370, y, 170, h, 'Web'); y += h + 5;
  k.label('Legal structure:', X, y + 0.5, 7.5, 'Helvetica-Bold');
  const boxes = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor'];
  k.checks(boxes, boxes.indexOf(m.entityBox), X + 66, y, 'Structure', entitySet(m)); y += 16;
  y = sectionBar(k, '2. BONDING & INSURANCE', X, y, W, '#333');
  k.cell('Surety / Bonding Company', r.pick(SURETIES), X, y, 190, h, 'Surety');
  k.cell('Bond Agent', `${r.pick(['Lyle', 'Dana', 'Pete', 'Gina'])} ${r.pick(['Kasper', 'Mendez', 'Holt'])}`, X + 190, y, 110, h, 'BondAgent');
  k.cell('Single / Aggregate Capacity', `${money(r.int(1, 5) * 500000)} / ${money(r.int(3, 10) * 1000000)}`, X + 300, y, 150, h, 'Capacity');
  k.cell('Agent Phone', phone(r), X + 450, y, 90, h, 'AgentPhone'); y += h;
  k.cell('GL Carrier & Policy #', `${r.pick(['Westfield', 'Acuity', 'Hanover'])} CPP${r.digits(7)}`, X, y, 190, h, 'GL');
  k.cell("Workers' Comp Policy #", `WC ${r.digits(3)}-${r.digits(5)}`, X + 190, y, 160, h, 'WC');
  k.cell('Avg Monthly Billings', money(m.monthlySales), X + 350, y, 100, h, 'Billings');
  k.cell('Retainage Held', money(r.int(5, 90) * 1000), X + 450, y, 90, h, 'Retainage'); y += h + 5;
  y = sectionBar(k, '3. CURRENT BACKLOG (contracts signed, not complete)', X, y, W, '#333');
  y = k.table(X, y, [150, 150, 90, 60, 90], ['Project', 'General Contractor / Owner', 'Contract Value', '% Complete', 'Est. Completion'], backlog(k), 'Backlog') + 5;
  y = sectionBar(k, '4. EQUIPMENT SCHEDULE', X, y, W, '#333');
  y = k.table(X, y, [40, 180, 120, 90, 110], ['Year', 'Make / Model', 'Serial #', 'Status', 'Est. Value'], equipment(k), 'Equip') + 5;
  y = sectionBar(k, '5. FUNDING REQUEST', X, y, W, '#333');
  request(k, m, X, y, W, { amount: 'Advance Requested:', sched: 'Payment Schedule:', pay: 'Est. Payment:', n: 'Term (# pmts):' });
  k.label('Ironclad Contractor Capital - Form ICC-200 - Page 1 of 2', X, 762, 6.5, 'Helvetica', '#777');
  k.newPage();
  ironcladPage2(k, m);
}

function ironcladPage2(k: Kit, m: Merchant): void {
  const r = k.rng;
  const X = 36, W = 540, h = 23;
  let y = sectionBar(k, '6. PRINCIPALS (all owners of 20% or more)', X, 36, W, '#333');
  m.owners.forEach((o, i) => {
    const [tax, tset] = ownerTax(k, m, o, i, 0.5);
    k.cell(`Principal ${i + 1} Name`, ownerName(o), X, y, 170, h, `Principal${i + 1}`, nameSet(o, i));
    k.cell('Title', o.role, X + 170, y, 100, h, `Principal${i + 1}Title`, [[`applicants.${i}.role`, o.role]]);
    k.cell('% Owned', `${o.ownership}%`, X + 270, y, 50, h, `Principal${i + 1}Pct`, [[`applicants.${i}.ownership`, o.ownership]]);
    k.cell('Social Security #', tax, X + 320, y, 90, h, `Principal${i + 1}SSN`, tset);
    k.cell('DOB', fmtDate(o.dob, 'us2'), X + 410, y, 60, h, `Principal${i + 1}DOB`, dobSet(o, i));
    k.cell('Credit Score', o.credit === null ? null : String(o.credit), X + 470, y, 70, h, `Principal${i + 1}Score`, o.credit === null ? [] : [[`applicants.${i}.credit_score`, o.credit]]);
    y += h;
    k.cell('Home Address', `${o.street}, ${o.city}, ${o.state} ${o.zip}`, X, y, 320, h, `Principal${i + 1}Home`);
    k.cell('Mobile', o.cell, X + 320, y, 100, h, `Principal${i + 1}Mobile`);
    k.cell('Email', o.email, X + 420, y, 120, h, `Principal${i + 1}Email`); y += h + 5;
  });
  y = sectionBar(k, '7. GENERAL CONTRACTOR REFERENCES', X, y + 3, W, '#333');
  const refs = k.distinct(GCS, 3).map((g) => [g, `${r.pick(['Mark', 'Jill', 'Stan', 'Rhonda'])} ${r.pick(['Olsen', 'Pike', 'Varga'])}`, phone(r), `${r.int(1, 12)} yrs`]);
  y = k.table(X, y, [190, 130, 120, 100], ['Company', 'Project Manager', 'Phone', 'Worked With'], refs, 'Ref') + 6;
  y = sectionBar(k, '8. BANKING & LANDLORD', X, y, W, '#333');
  k.cell('Bank', m.bankName, X, y, 150, h, 'Bank');
  k.cell('Routing #', m.routing, X + 150, y, 110, h, 'Routing');
  k.cell('Account #', m.account, X + 260, y, 110, h, 'Account');
  k.cell('Landlord / Mortgage Co.', m.landlord, X + 370, y, 170, h, 'Landlord'); y += h + 8;
  y = k.para(AUTH_US, X, y, W) + 8;
  y = signatures(k, m, X, y, W, 'us') + 12;
  k.line('Referred by (ISO):', `${r.pick(['BuildFund Partners', 'Jobsite Capital Advisors', 'Trade Credit Brokers'])} - ${r.pick(['Vince', 'Amber', 'Rick'])} ${r.pick(['Gallo', 'Shaw'])}`, X, y, 360, 'ISO');
  k.label('Ironclad Contractor Capital - Form ICC-200 - Page 2 of 2', X, 762, 6.5, 'Helvetica', '#777');
}

/** Tradeline Funding: a one-page grid for plumbers, electricians, roofers; owners as `Last, First`. */
export function tradeline(k: Kit, m: Merchant): void {
  const r = k.rng;
  const X = 30, W = 552, h = 22;
  k.doc.rect(X, 26, W, 40).lineWidth(1.5).strokeColor('#0a5c36').stroke();
  k.label('TRADELINE FUNDING', X + 10, 33, 16, 'Helvetica-Bold', '#0a5c36');
  k.label('Specialty Trades Merchant Application (Plumbing  HVAC  Electrical  Roofing  Concrete)', X + 10, 52, 7.5, 'Helvetica', '#333');
  k.label(`ISO Code: ${r.alnum(2, 'ABCDEFGHJKLMNP')}-${r.digits(4)}`, X + 440, 36, 7.5, 'Courier');
  let y = 74;
  const shade = '#f3f8f5';
  k.cell('Business Legal Name', m.legal, X, y, 280, h, 'BusinessLegalName', legalSet(m), shade);
  const dba = dbaText(k, m);
  k.cell('DBA', dba, X + 280, y, 272, h, 'DBAName', dbaTruth(m, dba), shade); y += h;
  k.cell('Entity Type', m.entityText, X, y, 100, h, 'EntityType', entitySet(m), shade);
  k.cell(r.pick(['Tax ID', 'TIN', 'Federal Tax ID']), m.taxPrinted, X + 100, y, 100, h, 'TaxID', taxSet(m), shade);
  k.cell('State License #', licence(k, m), X + 200, y, 120, h, 'StateLicense', [], shade);
  k.cell('Trade', m.industryText, X + 320, y, 150, h, 'Trade', industrySet(m), shade);
  k.cell('Start Date', fmtDate(m.start, 'us2'), X + 470, y, 82, h, 'StartDate', startSet(m), shade); y += h;
  k.cell('Address', `${m.street}`, X, y, 220, h, 'Addr', [], shade);
  k.cell('City', m.city, X + 220, y, 120, h, 'City', [], shade);
  k.cell('State', m.state, X + 340, y, 45, h, 'St', stateSet(m), shade);
  k.cell('Zip', m.zip, X + 385, y, 60, h, 'Zip', [], shade);
  k.cell('Phone', m.phone, X + 445, y, 107, h, 'Ph', [], shade); y += h;
  k.cell("Workers' Comp Carrier / Policy", `${r.pick(['Pinnacol', 'Employers Mutual', 'AmTrust'])} ${r.digits(8)}`, X, y, 200, h, 'WC');
  k.cell('GL Policy #', `GL-${r.digits(4)}-${r.digits(5)}`, X + 200, y, 130, h, 'GL');
  k.cell('Trucks / Vans', String(r.int(1, 25)), X + 330, y, 70, h, 'Vans');
  k.cell('Monthly Gross Sales', money(m.monthlySales), X + 400, y, 152, h, 'Gross'); y += h;
  k.cell('Landlord', m.landlord, X, y, 200, h, 'Landlord');
  k.cell('Landlord Phone', phone(r), X + 200, y, 130, h, 'LLPhone');
  k.cell('Monthly Rent', money(m.rent), X + 330, y, 100, h, 'Rent');
  k.cell('Own / Rent', r.pick(['Rent', 'Lease', 'Own']), X + 430, y, 122, h, 'OwnRent'); y += h + 6;
  y = sectionBar(k, 'FUNDING', X, y, W, '#0a5c36');
  y = request(k, m, X, y, W, { amount: 'Requested Amount:', sched: 'Frequency:', pay: 'Payment:', n: 'Number of Payments:' });
  y = sectionBar(k, 'OWNERSHIP (Last, First)', X, y, W, '#0a5c36');
  const widths = [150, 95, 50, 90, 72, 95];
  k.table(X, y, widths, ['Owner (Last, First)', 'Title', 'Own %', 'SSN', 'DOB', 'Mobile'], [], 'O');
  let ty = y + 12;
  m.owners.forEach((o, i) => {
    const [tax, tset] = ownerTax(k, m, o, i, 0.3);
    const vals: [string, string, [string, unknown][]][] = [[ownerName(o, true), 'Name', nameSet(o, i)], [o.role, 'Title', [[`applicants.${i}.role`, o.role]]],
      [`${o.ownership}%`, 'Pct', [[`applicants.${i}.ownership`, o.ownership]]], [tax, 'SSN', tset], [fmtDate(o.dob, 'us'), 'DOB', dobSet(o, i)], [o.cell, 'Mobile', []]];
    let cx = X;
    vals.forEach(([v, n, s], j) => { k.value(v, cx + 1, ty + 3, widths[j]! - 4, `Owner${i + 1}${n}`, s, 8); cx += widths[j]!; });
    k.doc.moveTo(X, ty + 15).lineTo(X + 552, ty + 15).lineWidth(0.4).strokeColor('#888').stroke();
    ty += 15;
  });
  y = sectionBar(k, 'SUPPLIER / TRADE ACCOUNTS', X, ty + 6, W, '#0a5c36');
  const sup = k.distinct(SUPPLIERS, 3).map((s) => [s, `#${r.digits(7)}`, money(r.int(5, 80) * 1000), phone(r)]);
  y = k.table(X, y, [170, 110, 120, 152], ['Supplier', 'Account #', 'Credit Limit', 'Phone'], sup, 'Sup') + 6;
  k.cell('Bank Name', m.bankName, X, y, 180, h, 'BankName');
  k.cell('Routing', m.routing, X + 180, y, 150, h, 'Routing');
  k.cell('Checking Account', m.account, X + 330, y, 222, h, 'Checking'); y += h + 6;
  y = k.para(AUTH_US, X, y, W, 6) + 6;
  signatures(k, m, X, y, W, 'us');
}

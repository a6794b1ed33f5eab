// A dump-truck / aggregate hauler's one-page form (fleet schedule, quarry customers) and a site-work contractor's
// plain two-column page (years in business, bonding line, open jobs).
import type { Kit } from './kit.ts';
import { fmtDate, money, phone, type Merchant, type MerchantOpts } from './data.ts';
import { AUTH_US, dbaText, dbaTruth, dobSet, entitySet, industrySet, legalSet, nameSet, ownerName, ownerTax, request, sectionBar, signatures, startSet, stateSet, taxSet } from './parts.ts';
import { mc, usdot } from './trucking.ts';
import { licence } from './construction.ts';

const SITE_TEXTS: [string, string][] = [['Excavation and concrete', 'specialty_trade_contractor'], ['Site work / general contractor', 'general_contractor'],
  ['Excavating & dump truck hauling', 'trucking_local'], ['Commercial construction company', 'general_contractor'], ['Underground utilities subcontractor', 'specialty_trade_contractor']];
export const SITE_OPTS: MerchantOpts = { country: 'US', texts: SITE_TEXTS, soleChance: 0.15, names: ['Bedrock', 'Gravel Ridge', 'Deep Cut', 'Black Diamond', 'Terra Firma', 'Stonebridge'] };
const QUARRIES = ['Vulcan-Hill Aggregates', 'Martin Rock Quarry', 'Lakeside Sand & Gravel', 'County Ready-Mix', 'Granite Falls Asphalt', 'Tri-State Paving Co.'];

function ownerBlock(k: Kit, m: Merchant, i: number, x: number, y: number, w: number): void {
  const o = m.owners[i]!;
  const [tax, tset] = ownerTax(k, m, o, i, 0.4);
  k.label(`OWNER ${i + 1}`, x, y, 7, 'Helvetica-Bold', '#5a3d00');
  k.line('Name:', ownerName(o), x, y + 9, w * 0.64, `Own${i + 1}Name`, nameSet(o, i));
  k.line('Title:', o.role, x + w * 0.66, y + 9, w * 0.34, `Own${i + 1}Title`, [[`applicants.${i}.role`, o.role]]);
  k.line('SSN:', tax, x, y + 27, w * 0.4, `Own${i + 1}SSN`, tset);
  k.line('DOB:', fmtDate(o.dob, 'us'), x + w * 0.42, y + 27, w * 0.3, `Own${i + 1}DOB`, dobSet(o, i));
  k.line('Own %:', `${o.ownership}%`, x + w * 0.74, y + 27, w * 0.26, `Own${i + 1}Pct`, [[`applicants.${i}.ownership`, o.ownership]]);
  k.line('Home:', `${o.street}, ${o.city} ${o.state}`, x, y + 45, w * 0.7, `Own${i + 1}Home`);
  k.line('FICO:', o.credit === null ? null : String(o.credit), x + w * 0.72, y + 45, w * 0.28, `Own${i + 1}Fico`, o.credit === null ? [] : [[`applicants.${i}.credit_score`, o.credit]]);
}

/** Bedrock Business Capital: a one-page hauler's form: DOT and intrastate numbers, fleet schedule, customers. */
export function bedrock(k: Kit, m: Merchant): void {
  const r = k.rng;
  const X = 34, W = 544;
  k.doc.rect(X, 24, 8, 44).fill('#b8860b');
  k.label('Bedrock Business Capital', X + 14, 26, 18, 'Times-Bold', '#3b2a00');
  k.label('Hauling, Aggregate & Dump Truck Operators  -  Funding Application', X + 14, 48, 8.5, 'Times-Roman', '#333');
  k.label(`Broker ID ${r.digits(5)}  |  Submit with 4 months bank statements`, X + 340, 56, 6.5, 'Helvetica', '#555');
  let y = 78;
  k.line('Legal Business Name:', m.legal, X, y, W * 0.6, 'LegalBusinessName', legalSet(m));
  const dba = dbaText(k, m);
  k.line('DBA:', dba, X + W * 0.62, y, W * 0.38, 'DBA', dbaTruth(m, dba)); y += 19;
  k.line(m.taxType !== 'EIN' ? 'FEIN / SSN:' : 'FEIN:', m.taxPrinted, X, y, W * 0.26, 'FEIN', taxSet(m));
  k.line('USDOT #:', usdot(k), X + W * 0.28, y, W * 0.22, 'USDOT');
  k.line('Intrastate / PUC #:', `${m.state}-${r.digits(6)}`, X + W * 0.52, y, W * 0.28, 'Intrastate');
  k.line('MC #:', r.chance(0.4) ? mc(k) : 'None', X + W * 0.82, y, W * 0.18, 'MC'); y += 19;
  k.line('Physical Address:', `${m.street}, ${m.city}`, X, y, W * 0.6, 'Address');
  k.line('State:', m.state, X + W * 0.62, y, W * 0.14, 'State', stateSet(m));
  k.line('Zip:', m.zip, X + W * 0.78, y, W * 0.22, 'Zip'); y += 19;
  k.line('Date Incorporated / Started:', fmtDate(m.start, 'us'), X, y, W * 0.42, 'Started', startSet(m));
  k.line('Industry / Work Performed:', m.industryText, X + W * 0.44, y, W * 0.56, 'Work', industrySet(m)); y += 19;
  k.line('Business Phone:', m.phone, X, y, W * 0.32, 'Phone');
  k.line('IRP Acct #:', r.digits(6), X + W * 0.34, y, W * 0.26, 'IRP');
  k.line('Monthly Revenue:', money(m.monthlySales), X + W * 0.62, y, W * 0.38, 'Revenue'); y += 21;
  k.label('Entity Type:', X, y + 0.5, 7.5, 'Helvetica-Bold');
  const boxes = ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'Sole Proprietor'];
  k.checks(boxes, boxes.indexOf(m.entityBox), X + 52, y, 'EntityType', entitySet(m)); y += 16;
  y = sectionBar(k, 'FLEET SCHEDULE', X, y, W, '#3b2a00');
  const n = r.int(1, 4);
  const fleet = Array.from({ length: 4 }, (_, i) => i < n ? [`#${r.int(10, 99)}`, `${r.int(2008, 2024)} ${r.pick(['Mack Granite', 'Kenworth T880', 'Peterbilt 567', 'Western Star 49X'])}`,
    `1${r.alnum(16, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ')}`, `${m.state} ${r.alnum(7, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ')}`, r.pick(['Paid off', `Lien - ${r.pick(['Daimler Truck Fin.', 'Paccar Financial', 'Balboa Capital'])}`])] : [null, null, null, null, null]);
  y = k.table(X, y, [50, 150, 150, 90, 104], ['Unit', 'Year / Make / Model', 'VIN', 'Plate', 'Lienholder'], fleet, 'Fleet') + 6;
  y = sectionBar(k, 'TOP CUSTOMERS (quarries, GCs, DOT jobs)', X, y, W, '#3b2a00');
  const cust = k.distinct(QUARRIES, 3).map((q) => [q, `${r.pick(['Gary', 'Lena', 'Tom'])} ${r.pick(['Hobbs', 'Ruiz', 'Stahl'])}`, phone(r), `${r.int(5, 45)}%`]);
  y = k.table(X, y, [200, 130, 120, 94], ['Customer', 'Contact', 'Phone', '% of Revenue'], cust, 'Cust') + 6;
  y = sectionBar(k, 'FUNDING REQUEST', X, y, W, '#3b2a00');
  y = request(k, m, X, y, W, { amount: 'Amount Requested:', sched: 'Payment Frequency:', pay: 'Payment Amount:', n: 'Number of Payments:' });
  y = sectionBar(k, 'OWNERSHIP', X, y, W, '#3b2a00');
  m.owners.forEach((_, i) => ownerBlock(k, m, i, X + (i % 2) * (W / 2 + 4), y + Math.floor(i / 2) * 62, W / 2 - 6));
  y += Math.ceil(m.owners.length / 2) * 62 + 2;
  k.line('Bank:', `${m.bankName}  Rtg ${m.routing}  Acct ${m.account}`, X, y, W, 'BankInfo'); y += 20;
  y = k.para(AUTH_US, X, y, W, 5.8) + 4;
  signatures(k, m, X, y, W, 'us');
}

/** Cornerstone Commercial Funding: plain two-column questions for site-work contractors; years in business only. */
export function cornerstone(k: Kit, m: Merchant): void {
  const r = k.rng;
  const X = 48, W = 516, cw = W / 2 - 8;
  k.label('CORNERSTONE COMMERCIAL FUNDING', X, 36, 14, 'Times-Bold');
  k.label('Contractor Revenue-Based Funding  |  Application', X, 54, 9, 'Times-Roman');
  k.doc.moveTo(X, 68).lineTo(X + W, 68).lineWidth(0.8).strokeColor('#000').stroke();
  let y = 78;
  const left: [string, string | null, string, [string, unknown][]][] = [
    ['Legal Name:', m.legal, 'Legal_Name', legalSet(m)], ['Tax ID No.:', m.taxPrinted, 'Tax_ID', taxSet(m)],
    ['Years in Business:', String(Math.max(1, 2026 - Number(m.start.slice(0, 4)))), '~Years', []],
    ['Describe your business:', m.industryText, 'Business_Description', industrySet(m)], ['Business Address:', m.street, 'Address', []],
    ['City / ST / Zip:', `${m.city}, ${m.state} ${m.zip}`, 'CityStZip', stateSet(m)], ['Business Phone:', m.phone, 'Phone', []],
  ];
  const dba = dbaText(k, m);
  const right: [string, string | null, string, [string, unknown][]][] = [
    ['DBA:', dba, 'DBA', dbaTruth(m, dba)], ['Type of Entity:', m.entityText, 'Entity', entitySet(m)],
    ['Contractor Lic. #:', licence(k, m), 'Lic', []], ['Bonding Line:', `${money(r.int(2, 20) * 250000)} single job`, 'Bonding', []],
    ['Surety:', r.pick(['Great Basin Surety', 'Harbor Indemnity Co.', 'Allegiant Surety Group']), 'Surety', []],
    ['Backlog (signed work):', money(r.int(20, 900) * 10000), 'Backlog', []], ['Avg Monthly Deposits:', money(m.monthlySales), 'Deposits', []],
  ];
  left.forEach(([l, v, n, s], i) => k.line(l, v, X, y + i * 19, cw, n, s));
  right.forEach(([l, v, n, s], i) => k.line(l, v, X + cw + 16, y + i * 19, cw, n, s));
  y += 7 * 19 + 8;
  y = sectionBar(k, 'OPEN JOBS / GENERAL CONTRACTORS WE WORK FOR', X, y, W, '#ddd', '#000');
  const jobs = Array.from({ length: 3 }, () => [r.pick(['Hwy 41 widening', 'Walmart pad site', 'Sewer main replacement', 'Industrial park grading', 'School parking lot']),
    r.pick(['Kiewit-Lane JV', 'Granite Peak Builders', 'Sundt-Ames Inc.', 'Hoar & Sons GC']), money(r.int(50, 1500) * 1000), `${r.pick(['Pay app', 'Net 45', 'Net 60'])}`]);
  y = k.table(X, y, [170, 150, 100, 96], ['Job', 'General Contractor', 'Contract $', 'Pay Terms'], jobs, 'Job') + 8;
  y = sectionBar(k, 'REQUEST', X, y, W, '#ddd', '#000');
  y = request(k, m, X, y, W, { amount: 'Funding Amount:', sched: 'Preferred Payment:', pay: 'Payment:', n: 'No. of Payments:' });
  y = sectionBar(k, 'OWNERS', X, y, W, '#ddd', '#000');
  m.owners.forEach((o, i) => {
    const [tax, tset] = ownerTax(k, m, o, i, 0.3);
    k.line(`${i + 1}. Name:`, ownerName(o), X, y, W * 0.36, `Owner_${i + 1}_Name`, nameSet(o, i));
    k.line('Title:', o.role, X + W * 0.37, y, W * 0.2, `Owner_${i + 1}_Title`, [[`applicants.${i}.role`, o.role]]);
    k.line('%:', String(o.ownership), X + W * 0.58, y, W * 0.08, `Owner_${i + 1}_Pct`, [[`applicants.${i}.ownership`, o.ownership]]);
    k.line('SS#:', tax, X + W * 0.67, y, W * 0.18, `Owner_${i + 1}_SSN`, tset);
    k.line('DOB:', fmtDate(o.dob, 'us'), X + W * 0.86, y, W * 0.14, `Owner_${i + 1}_DOB`, dobSet(o, i));
    y += 19;
  });
  y += 4;
  k.line('Landlord:', `${m.landlord}  ${phone(r)}`, X, y, W * 0.5, 'Landlord');
  k.line('Bank / Acct #:', `${m.bankName} ${m.account}`, X + W * 0.52, y, W * 0.48, 'Bank'); y += 22;
  y = k.para(AUTH_US, X, y, W, 6) + 6;
  signatures(k, m, X, y, W, 'us');
  void startSet;
}

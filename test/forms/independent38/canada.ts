// A British Columbia / Alberta carrier's two-page application: operating name (O/A), Business Number with program
// account among the NSC, CVOR, IFTA, IRP and WCB numbers, SIN for owners, PIPEDA consent.
import type { Kit } from './kit.ts';
import { fmtDate, money, phone, type Merchant, type MerchantOpts } from './data.ts';
import { AUTH_CA, dbaText, dbaTruth, dobSet, entitySet, industrySet, legalSet, nameSet, ownerName, ownerTax, request, sectionBar, signatures, startSet, stateSet, taxSet } from './parts.ts';

const CA_TEXTS: [string, string][] = [['Long haul trucking (cross-border)', 'trucking_long_haul'], ['Flatbed truckload carrier', 'trucking_long_haul'],
  ['Local trucking - gravel & logs', 'trucking_local'], ['Freight carrier - reefer', 'trucking_long_haul']];
export const CA_OPTS: MerchantOpts = { country: 'CA', texts: CA_TEXTS, soleChance: 0.15, names: ['Fraser Valley', 'Coquihalla', 'Chinook', 'Yellowhead', 'Peace River', 'Rocky Mountain', 'Okanagan'] };
const SHIPPERS = ['Westcoast Forest Products', 'Prairie Grain Terminals', 'Fraser Surrey Docks', 'Loblaw DC Calgary', 'Canfor Pulp', 'Trimac-North Brokerage'];

function nsc(k: Kit, m: Merchant): string {
  return m.state === 'AB' ? `AB${k.rng.digits(3)}-${k.rng.digits(4)}` : `BC${k.rng.digits(6)}`;
}

/** Northbound Capital: page one the carrier and its numbers, page two owners, banking and consent. */
export function northbound(k: Kit, m: Merchant): void {
  const r = k.rng;
  const X = 36, W = 540, h = 24;
  k.doc.rect(0, 0, 612, 6).fill('#b22222');
  k.label('NORTHBOUND CAPITAL CORP.', X, 20, 16, 'Helvetica-Bold', '#b22222');
  k.label('Carrier Financing Application  -  Canada  |  Demande de financement', X, 40, 8.5, 'Helvetica', '#333');
  k.label('Vancouver  |  Calgary  |  1-866-555-0177  |  apply@northboundcap.ca', X + 320, 24, 7, 'Helvetica', '#444');
  let y = 60 + r.int(0, 3);
  y = sectionBar(k, 'A. CARRIER', X, y, W, '#3a3a3a');
  k.cell('Legal Name of Business', m.legal, X, y, 290, h, 'LegalName', legalSet(m));
  const oa = dbaText(k, m);
  k.cell('Operating Name (O/A)', oa, X + 290, y, 250, h, 'OperatingName', dbaTruth(m, oa)); y += h;
  k.cell('Business Number (BN) + Program Account', m.taxPrinted, X, y, 190, h, 'BusinessNumber', taxSet(m));
  k.cell('NSC Number', nsc(k, m), X + 190, y, 110, h, 'NSC');
  k.cell('CVOR # (if ON)', r.chance(0.5) ? `${r.digits(3)}-${r.digits(3)}-${r.digits(3)}` : 'N/A', X + 300, y, 120, h, 'CVOR');
  k.cell(m.state === 'BC' ? 'WorkSafeBC Acct #' : 'WCB Alberta Acct #', r.digits(r.int(6, 8)), X + 420, y, 120, h, 'WCB'); y += h;
  k.cell('IFTA Licence #', `${m.state}${r.digits(6)}`, X, y, 130, h, 'IFTA');
  k.cell('IRP Account #', r.digits(7), X + 130, y, 110, h, 'IRP');
  k.cell('US DOT # (cross-border)', r.chance(0.6) ? String(r.int(1100000, 3999999)) : 'N/A', X + 240, y, 130, h, 'USDOT');
  k.cell('Date of Incorporation / Start', fmtDate(m.start, r.pick(['ca', 'long'] as const)), X + 370, y, 170, h, 'StartDate', startSet(m)); y += h;
  k.cell('Street Address', m.street, X, y, 220, h, 'Street');
  k.cell('City', m.city, X + 220, y, 130, h, 'City');
  k.cell('Province', m.state, X + 350, y, 60, h, 'Province', stateSet(m));
  k.cell('Postal Code', m.zip, X + 410, y, 130, h, 'PostalCode'); y += h;
  k.cell('Type of Operation', m.industryText, X, y, 220, h, 'Operation', industrySet(m));
  k.cell('Tractors', String(r.int(1, 30)), X + 220, y, 60, h, 'Tractors');
  k.cell('Trailers', String(r.int(1, 45)), X + 280, y, 60, h, 'Trailers');
  k.cell('Phone', m.phone, X + 340, y, 100, h, 'Phone');
  k.cell('Monthly Revenue (CAD)', money(m.monthlySales), X + 440, y, 100, h, 'Revenue'); y += h + 6;
  k.label('Legal form:', X, y + 0.5, 7.5, 'Helvetica-Bold');
  const boxes = ['Corporation', 'Sole Proprietorship', 'Partnership'];
  k.checks(boxes, boxes.indexOf(m.entityBox), X + 50, y, 'LegalForm', entitySet(m), 14); y += 16;
  y = sectionBar(k, 'B. INSURANCE, FUEL & FACTORING', X, y, W, '#3a3a3a');
  k.cell('Insurer', r.pick(['Northbridge Trucking', 'Intact Commercial', 'Aviva Canada Fleet', 'Trisura Guarantee']), X, y, 160, h, 'Insurer');
  k.cell('Policy #', `${r.alnum(2, 'ABCDEFGHJKLMNP')}${r.digits(8)}`, X + 160, y, 120, h, 'Policy');
  k.cell('Fuel Card', `${r.pick(['Petro-Pass', 'Flying J Canada', 'Esso Cardlock'])} ${r.digits(6)}`, X + 280, y, 130, h, 'FuelCard');
  k.cell('Factoring Co.', r.pick(['Accord Financial', 'J D Factors', 'None', 'Pivotal Capital']), X + 410, y, 130, h, 'Factor'); y += h + 6;
  y = sectionBar(k, 'C. AMOUNT REQUESTED (CAD)', X, y, W, '#3a3a3a');
  y = request(k, m, X, y, W, { amount: 'Amount Requested (CAD):', sched: 'Repayment Schedule:', pay: 'Payment Amount:', n: 'Number of Payments:' });
  y = sectionBar(k, 'D. MAJOR SHIPPERS / BROKERS', X, y, W, '#3a3a3a');
  const sh = k.distinct(SHIPPERS, 3).map((s) => [s, `${r.pick(['Raj', 'Kim', 'Pierre'])} ${r.pick(['Bains', 'Leclerc', 'Wong'])}`, phone(r), `${r.int(5, 50)}%`]);
  k.table(X, y, [210, 130, 110, 90], ['Shipper / Broker', 'Contact', 'Phone', '% of Loads'], sh, 'Shipper');
  k.label('Northbound Capital Corp. - CA-TRK-07 - Page 1/2', X, 764, 6.5, 'Helvetica', '#777');
  k.newPage();
  northboundPage2(k, m);
}

function northboundPage2(k: Kit, m: Merchant): void {
  const r = k.rng;
  const X = 36, W = 540, h = 24;
  let y = sectionBar(k, 'E. OWNERS / DIRECTORS', X, 36, W, '#3a3a3a');
  m.owners.forEach((o, i) => {
    const [tax, tset] = ownerTax(k, m, o, i, 0.4);
    k.cell('Name', ownerName(o), X, y, 180, h, `Director${i + 1}Name`, nameSet(o, i));
    k.cell('Position', o.role, X + 180, y, 100, h, `Director${i + 1}Position`, [[`applicants.${i}.role`, o.role]]);
    k.cell('Ownership %', `${o.ownership}%`, X + 280, y, 70, h, `Director${i + 1}Pct`, [[`applicants.${i}.ownership`, o.ownership]]);
    k.cell('SIN', tax, X + 350, y, 100, h, `Director${i + 1}SIN`, tset);
    k.cell('Date of Birth (YYYY-MM-DD)', fmtDate(o.dob, 'ca'), X + 450, y, 90, h, `Director${i + 1}DOB`, dobSet(o, i)); y += h;
    k.cell('Home Address', `${o.street}, ${o.city}, ${o.state} ${o.zip}`, X, y, 280, h, `Director${i + 1}Home`);
    k.cell("Driver's Licence #", o.licence, X + 280, y, 100, h, `Director${i + 1}DL`);
    k.cell('Cell', o.cell, X + 380, y, 100, h, `Director${i + 1}Cell`);
    k.cell('Beacon Score', o.credit === null ? null : String(o.credit), X + 480, y, 60, h, `Director${i + 1}Beacon`, o.credit === null ? [] : [[`applicants.${i}.credit_score`, o.credit]]);
    y += h + 6;
  });
  y = sectionBar(k, 'F. BANKING', X, y + 2, W, '#3a3a3a');
  const [transit, inst] = m.routing.split('-');
  k.cell('Financial Institution', m.bankName, X, y, 180, h, 'Bank');
  k.cell('Transit #', transit ?? null, X + 180, y, 90, h, 'Transit');
  k.cell('Institution #', inst ?? null, X + 270, y, 90, h, 'Institution');
  k.cell('Account #', m.account, X + 360, y, 180, h, 'AccountNo'); y += h + 6;
  y = sectionBar(k, 'G. EXISTING EQUIPMENT FINANCING / ADVANCES', X, y, W, '#3a3a3a');
  const n = r.int(0, 3);
  const rows = Array.from({ length: 3 }, (_, i) => i < n ? [r.pick(['Mitsubishi HC Capital', 'Daimler Truck Financial', 'Paccar Financial Canada', 'iMoney Funding']),
    money(r.int(10, 180) * 1000), money(r.int(400, 4200)), r.pick(['Monthly', 'Weekly', 'Daily'])] : [null, null, null, null]);
  y = k.table(X, y, [210, 110, 110, 110], ['Lender / Funder', 'Balance', 'Payment', 'Frequency'], rows, 'Lender') + 8;
  y = sectionBar(k, 'H. CONSENT', X, y, W, '#3a3a3a');
  y = k.para(AUTH_CA, X, y, W) + 8;
  y = signatures(k, m, X, y, W, 'ca') + 12;
  k.line('Broker / ISO:', `${r.pick(['Maple Lane Capital', 'Trans-Canada Funding Partners'])} - ${r.pick(['Jas', 'Megan', 'Luc'])} ${r.pick(['Randhawa', 'Tremblay'])}`, X, y, 340, 'Broker');
  k.line('Broker Phone:', phone(r), X + 350, y, 190, 'BrokerPhone');
  k.label('Northbound Capital Corp. - CA-TRK-07 - Page 2/2', X, 764, 6.5, 'Helvetica', '#777');
}

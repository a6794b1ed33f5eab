// Ironhaul Carrier Capital: a trucking funder's carrier application. The authority (USDOT, MC), fleet, fuel card,
// IFTA, the current factor and the top shippers/brokers fill a page of trade numbers and company names, none of them
// the merchant's or the request.
import type { Rng } from '../../statements/generator/prng.ts';
import { dateText, day, money, owners, person, nameText, phone, round, usd } from './data.ts';
import { tradeOf, amountSets, dbaSets, entitySets, freqSets, industrySets, isoStamp, legalSets, merchant, ownerBlock, signatures, startSets, stateSets } from './common.ts';
import type { Trade } from './common.ts';
import type { Sheet } from './sheet.ts';

const SHIPPERS = ['TQL (Total Quality Logistics)', 'C.H. Robinson', 'Coyote Logistics', 'Echo Global Logistics', 'Arrive Logistics', 'Landstar Ranger',
  'Tyson Foods DC #14', 'Home Depot RDC', 'Sysco Midwest', 'Georgia-Pacific', 'JB Hunt ICS', 'Uber Freight', 'Schneider Brokerage'];
const FACTORS = ['RTS Financial', 'OTR Capital', 'Triumph Business Capital', 'Apex Capital Corp', 'TAFS Inc.', 'Riviera Finance', 'eCapital Freight Factoring'];
const FUEL = ['Comdata', 'WEX Fleet', 'EFS', 'Fleet One', 'TCS Fuel Card', 'Pilot Flying J Axle'];

// Each trade: the name's stem and the type of business it prints, with the industry id applications.md's rule gives.
const TRADES: readonly Trade[] = [
  ['Blue Ridge Hauling', 'Dump truck hauling', 'trucking_local'],
  ['Red River Freightways', 'OTR truckload carrier', 'trucking_long_haul'],
  ['Prairie Star Transport', 'Long haul trucking - dry van', 'trucking_long_haul'],
  ['Iron Horse Logistics', 'Flatbed, over the road', 'trucking_long_haul'],
  ['Gulf Coast Carriers', 'Refrigerated freight carrier', 'trucking_long_haul'],
  ['Twin Pines Trucking', 'Local trucking / drayage', 'trucking_local'],
  ['Mesa Verde Freight', 'Refrigerated freight carrier', 'trucking_long_haul'],
  ['Northstar Haulers', 'Car hauler (7-car)', 'trucking_local'],
  ['Big Sky Transport', 'Long haul trucking - dry van', 'trucking_long_haul'],
  ['Lone Oak Carriers', 'OTR truckload carrier', 'trucking_long_haul']];

export async function ironhaul(s: Sheet, rng: Rng): Promise<void> {
  const os = owners(rng.fork('owners'), ['Owner', 'President', 'Managing Member', 'Partner', 'VP Operations', 'Member']);
  const m = merchant(rng.fork('merchant'), tradeOf(rng, TRADES), os);
  const r = rng.fork('trade');
  const units = r.int(1, 38), amount = round(r.int(15, 350) * 1000, 5000);
  const x = 30, w = 552;
  // Header
  s.label('IRONHAUL CARRIER CAPITAL', x, 28, { size: 17, bold: true });
  s.label('Carrier Working Capital Application  |  Purchase of Future Freight Receivables', x, 48, { size: 8 });
  s.label('4410 Interstate Commerce Way, Suite 300, Joplin, MO 64804  -  Tel (417) 555-0187  -  newcarriers@ironhaulcap.com', x, 59, { size: 6.2 });
  isoStamp(s, r, 412, 26);
  s.band('SECTION A - CARRIER INFORMATION', x, 74, w);
  let y = s.cells(x, 85, 21, [
    { label: 'Carrier Legal Name (exactly as on MC Authority / IRS)', w: 300, value: m.legal, key: 'legal_name', sets: legalSets(m) },
    { label: 'DBA / Trade Name', w: 252, value: m.dbaText, key: 'dba', sets: dbaSets(m) }]);
  const granted = day(r, Math.max(m.start.y, 2000), 2023);
  y = s.cells(x, y, 21, [
    { label: 'USDOT #', w: 80, value: r.digits(7), key: 'usdot' }, { label: 'MC / MX #', w: 80, value: `MC-${r.digits(6)}`, key: 'mc' },
    { label: m.entity.id === 'sole_proprietorship' ? 'Federal Tax ID (EIN or SSN)' : 'Federal Tax ID (EIN)', w: 100, value: m.taxText, key: 'tax_id', sets: m.taxSets },
    { label: 'Authority Granted', w: 80, value: dateText(granted, r), key: 'authority_date' },
    { label: 'Business Start Date', w: 92, value: m.startText, key: 'start_date', sets: startSets(m) },
    { label: 'State of Formation', w: 120, value: r.pick(['DE', 'WY', 'NV', m.addr.state]), key: 'formation_state' }]);
  y = s.cells(x, y, 21, [
    { label: 'Physical / Terminal Address (no P.O. Box)', w: 250, value: m.addr.street, key: 'street' },
    { label: 'City', w: 130, value: m.addr.city, key: 'city' }, { label: 'State', w: 60, value: m.addr.state, key: 'state', sets: stateSets(m) },
    { label: 'Zip', w: 112, value: m.addr.zip, key: 'zip' }]);
  y = s.cells(x, y, 21, [
    { label: 'Business Phone', w: 110, value: m.phone, key: 'phone' }, { label: 'Dispatch / Business Email', w: 170, value: m.email, key: 'email' },
    { label: 'Type of Operation', w: 272, value: m.industryText, key: 'operation', sets: industrySets(m) }]);
  s.rect(x, y, w, 14);
  s.label('Entity:', x + 3, y + 4, { size: 6.5, bold: true });
  s.options(x + 32, y + 3.5, ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation', 'S-Corp', 'LP'], m.entity.box, 'entity', entitySets(m));
  y += 20;
  // Fleet
  s.band('SECTION B - FLEET & OPERATIONS', x, y, w);
  y = s.cells(x, y + 11, 21, [
    { label: 'Power Units Owned', w: 70, value: String(units), key: 'units_owned' }, { label: 'Power Units Leased', w: 70, value: String(r.int(0, 6)), key: 'units_leased' },
    { label: 'Trailers', w: 60, value: String(units + r.int(0, 12)), key: 'trailers' }, { label: 'Drivers (W-2 / 1099)', w: 80, value: `${r.int(0, units)} / ${r.int(0, 9)}`, key: 'drivers' },
    { label: 'Avg. Miles / Month', w: 80, value: (units * r.int(7, 11) * 1000).toLocaleString('en-US'), key: 'miles' },
    { label: 'ELD Provider', w: 92, value: r.pick(['Samsara', 'Motive (KeepTruckin)', 'Omnitracs', 'BigRoad', 'Garmin eLog']), key: 'eld' },
    { label: 'Hazmat', w: 100, value: r.pick(['No', 'Yes - Class 3']), key: 'hazmat' }]);
  s.rect(x, y, w, 14);
  s.label('Equipment:', x + 3, y + 4, { size: 6.5, bold: true });
  s.options(x + 45, y + 3.5, ['Dry Van', 'Reefer', 'Flatbed', 'Step Deck', 'Tanker', 'Dump', 'Car Carrier'], r.pick(['Dry Van', 'Reefer', 'Flatbed', 'Dump']), 'equip');
  y += 14;
  y = s.cells(x, y, 21, [
    { label: 'Fuel Card Provider', w: 95, value: r.pick(FUEL), key: 'fuel_card' }, { label: 'Fuel Card Account #', w: 95, value: r.digits(10), key: 'fuel_acct' },
    { label: 'Avg. Monthly Fuel Spend', w: 90, value: money(round(units * r.int(5, 9) * 1000, 100), r), key: 'fuel_spend' },
    { label: 'IFTA Account #', w: 90, value: `${m.addr.state}${r.digits(8)}`, key: 'ifta' },
    { label: 'IRP / Apportioned Plate #', w: 92, value: `AP${r.alnum(5)}`, key: 'irp' }, { label: 'UCR Paid (Year)', w: 90, value: String(r.int(2023, 2025)), key: 'ucr' }]);
  y = s.cells(x, y, 21, [
    { label: 'Insurance Carrier (Auto Liability / Cargo)', w: 160, value: r.pick(['Progressive Commercial', 'Northland Insurance', 'National Indemnity', 'Great West Casualty']), key: 'ins_carrier' },
    { label: 'Policy #', w: 100, value: `${r.alnum(3)}-${r.digits(7)}`, key: 'policy' }, { label: 'Auto Liability Limit', w: 95, value: '$1,000,000', key: 'liab_limit' },
    { label: 'Cargo Limit', w: 90, value: money(r.pick([100000, 150000, 250000]), r), key: 'cargo_limit' }, { label: 'Insurance Agent', w: 107, value: nameText(person(r), r, false), key: 'ins_agent' }]);
  y += 6;
  // Factoring and existing financing
  s.band('SECTION C - FACTORING, EQUIPMENT & EXISTING ADVANCES', x, y, w);
  const factoring = r.chance(0.7);
  s.rect(x, y + 11, w, 14);
  s.label('Do you currently factor your freight bills?', x + 3, y + 15, { size: 6.5 });
  s.options(x + 150, y + 14.5, ['Yes', 'No'], factoring ? 'Yes' : 'No', 'factoring');
  y = s.cells(x, y + 25, 21, [
    { label: 'Factoring Company', w: 160, value: factoring ? r.pick(FACTORS) : null, key: 'factor' },
    { label: 'Recourse / Non-Recourse', w: 90, value: factoring ? r.pick(['Recourse', 'Non-Recourse']) : null, key: 'recourse' },
    { label: 'Advance Rate %', w: 70, value: factoring ? `${r.pick([90, 92, 95, 97])}%` : null, key: 'adv_rate' },
    { label: "Factor's Fee %", w: 70, value: factoring ? `${r.pick([1.5, 2, 2.5, 3, 3.5])}%` : null, key: 'factor_fee' },
    { label: 'Avg. Monthly Volume Factored', w: 162, value: factoring ? money(round(units * r.int(14, 22) * 1000, 500), r) : null, key: 'factored' }]);
  y += 4;
  y = s.table(x, y, [{ label: 'Equipment Lender / Existing Funder', w: 180 }, { label: 'Collateral / Type', w: 130 }, { label: 'Balance', w: 80 }, { label: 'Payment', w: 80 }, { label: 'Frequency', w: 82 }],
    Array.from({ length: 3 }, (_, i) => i < r.int(1, 3) ? [r.pick(['Mitsubishi HC Capital', 'Daimler Truck Financial', 'Paccar Financial', 'Crestmark Equipment', 'Rapid Advance Funding', 'Forward Line Capital']),
      r.pick(['2019 Freightliner Cascadia', '2021 Peterbilt 579', '2018 Utility Reefer', 'MCA - future receivables']), money(round(r.int(8, 140) * 1000, 50), r), money(round(r.int(400, 3800), 1), r), r.pick(['Monthly', 'Weekly', 'Daily'])]
      : [null, null, null, null, null]), 'debt', 12);
  y += 6;
  s.band('SECTION D - TOP SHIPPERS / BROKERS (LAST 90 DAYS)', x, y, w);
  const shippers = r.shuffle([...SHIPPERS]).slice(0, 4);
  y = s.table(x, y + 11, [{ label: 'Shipper / Broker Name', w: 170 }, { label: 'MC # or City, State', w: 110 }, { label: '% of Revenue', w: 70 }, { label: 'Avg. Monthly Billings', w: 100 }, { label: 'Pay Terms', w: 102 }],
    shippers.map((n) => [n, r.chance(0.6) ? `MC-${r.digits(6)}` : `${r.pick(['Memphis, TN', 'Chicago, IL', 'Dallas, TX', 'Atlanta, GA'])}`, `${r.int(8, 35)}%`, money(round(r.int(6, 90) * 1000, 100), r), r.pick(['Net 30', 'Net 15', 'Quick Pay 2%', 'Net 45'])]), 'shipper', 12);
  y += 6;
  s.band('SECTION E - FUNDING REQUEST', x, y, w);
  const freq = r.pick(['Daily', 'Weekly', null]);
  y = s.cells(x, y + 11, 22, [
    { label: 'AMOUNT REQUESTED', w: 120, value: money(amount, r), key: 'amount_requested', sets: amountSets(amount) },
    { label: 'Gross Monthly Revenue (avg. last 3 mo.)', w: 140, value: money(round(units * r.int(16, 26) * 1000, 100), r), key: 'monthly_revenue' },
    { label: 'Use of Funds', w: 292, value: r.pick(['Engine overhaul and tires', 'Down payment on 2 tractors', 'Insurance renewal down payment', 'Fuel and payroll during slow season']), key: 'use' }]);
  s.rect(x, y, w, 14);
  s.label('Preferred remittance:', x + 3, y + 4, { size: 6.5, bold: true });
  s.options(x + 80, y + 3.5, ['Daily', 'Weekly'], freq, 'remit', (f) => freqSets(f));
  s.label('Funds needed by:', x + 300, y + 4, { size: 6.5 });
  s.value(dateText(day(r, 2025, 2025), r), x + 360, y + 1, 120, 12, 'needed_by');
  // Page 2
  s.addPage();
  s.label('IRONHAUL CARRIER CAPITAL  -  Carrier Application, page 2 of 2', x, 28, { size: 8, bold: true });
  s.label(`Carrier: ${'_'.repeat(40)}`, x + 300, 28, { size: 7 });
  s.band('SECTION F - OWNER / GUARANTOR INFORMATION (all owners of 20% or more)', x, 44, w);
  y = 55;
  os.forEach((o, i) => { y = ownerBlock(s, rng.fork(`ob${i}`), o, i, x, y, w, { fico: true }) + 4; });
  s.band('SECTION G - OPERATING BANK ACCOUNT (deposits of freight settlements)', x, y + 4, w);
  y = s.cells(x, y + 15, 21, [
    { label: 'Bank Name', w: 150, value: r.pick(['Arvest Bank', 'Regions Bank', 'First Interstate Bank', 'Commerce Bank', 'Wells Fargo Bank']), key: 'bank' },
    { label: 'ABA Routing #', w: 100, value: `0${r.digits(8)}`, key: 'routing' }, { label: 'Account #', w: 110, value: r.digits(r.int(9, 12)), key: 'account' },
    { label: 'Bank Contact', w: 100, value: nameText(person(r), r, false), key: 'bank_contact' }, { label: 'Bank Phone', w: 92, value: phone(r), key: 'bank_phone' }]);
  s.band('SECTION H - LANDLORD / YARD', x, y + 4, w);
  y = s.cells(x, y + 15, 21, [
    { label: 'Yard / Terminal:', w: 100, value: r.pick(['Rent', 'Own', 'Lease lot']), key: 'yard' }, { label: 'Landlord / Property Manager', w: 180, value: nameText(person(r), r, false), key: 'landlord' },
    { label: 'Landlord Phone', w: 100, value: phone(r), key: 'landlord_phone' }, { label: 'Monthly Rent', w: 172, value: usd(round(r.int(800, 6500), 50)), key: 'rent' }]);
  y += 8;
  signatures(s, r, os, 'Ironhaul Carrier Capital, LLC', x, y, w, day(r, 2025, 2025));
  s.label(`Rev. 03/2024  IHCC-APP-${usd(units).length}A`, x, 770, { size: 5.5 });
}

// Set 88, road verticals: a trucking carrier's application (USDOT, MC, power units, fuel card, factoring company) and
// an auto repair shop's (facility registration, bays, parts account, tow partner). Those numbers are all decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH, advancesTable, bankRow, bizTax, dbaCell, ensure, entityChecks, fundingRows, header, legalCell, ownerRows, signatures, statePaths,
  type Ctx, type LayoutDef } from './common.ts';
import { business, fmtDate, isoDate, money, type Entity } from './model.ts';

const US_ENTITIES: readonly Entity[] = [{ printed: 'LLC', id: 'llc' }, { printed: 'Corporation', id: 'c_corporation' },
  { printed: 'S Corp', id: 's_corporation' }, { printed: 'Partnership', id: 'general_partnership' }];

const TRUCKING = [['Long haul trucking', 'trucking_long_haul'], ['OTR freight carrier (dry van)', 'trucking_long_haul'],
  ['Owner-operator, flatbed', 'trucking_long_haul'], ['Dump truck hauling', 'trucking_local'], ['Local trucking & drayage', 'trucking_local'],
  ['Car hauler', 'trucking_local']] as const;

const usdot = (r: Rng) => String(r.int(1000000, 3999999));

export const HAULRIGHT: LayoutDef = {
  name: 'haulright-trucking',
  broker: 'HaulRight Capital',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', accent: '#7a1f1f', labels: 'above', valueFont: 'Courier', genericNames: false },
  make: (r) => business(r, 'US', ['Redline Transport', 'Prairie Wind Freight', 'Iron Horse Carriers', 'Blue Ridge Haulers', 'Gulf Coast Logistics',
    'Summit Express Lines'], US_ENTITIES, ['Owner', 'President', 'Managing Member', 'Partner', 'Vice President'], TRUCKING),
  draw(c: Ctx) {
    const { s, r, b } = c;
    let y = header(c, 'HAULRIGHT CAPITAL', 'Carrier Working Capital Application', 'Funding for owner-operators & fleets\n(844) 555-0187  apps@haulrightcap.com');
    s.band('1. CARRIER INFORMATION', 36, y, 540);
    y += 18;
    legalCell(c, 36, y, 324, 'Legal Company Name (as on IRS letter)');
    dbaCell(c, 360, y, 216, 'DBA / Operating As');
    y += 26;
    s.cell('usdot', 36, y, 100, 'USDOT #', usdot(r));
    s.cell('mc', 136, y, 100, 'MC / MX #', r.chance(0.5) ? `MC-${r.int(100000, 999999)}` : String(r.int(100000, 1299999)));
    const tax = bizTax(b);
    s.cell('ein', 236, y, 120, 'Federal Tax ID (EIN)', tax.text, tax.paths);
    const startFmt = r.pick(['mdy', 'mdyy', 'dash'] as const);
    s.cell('start', 356, y, 110, 'Business Start Date', fmtDate(b.start, startFmt), { business_start_date: b.start });
    s.cell('authority', 466, y, 110, 'Authority Granted', fmtDate(isoDate(r, 2005, 2024), startFmt));
    y += 26;
    s.cell('street', 36, y, 230, 'Physical Address (no P.O. Box)', b.addr.street);
    s.cell('city', 266, y, 130, 'City', b.addr.city);
    s.cell('state', 396, y, 70, 'State', b.addr.state, statePaths(b));
    s.cell('zip', 466, y, 110, 'Zip', b.addr.zip);
    y += 26;
    s.cell('industry', 36, y, 200, 'Type of Operation', b.industry[0], { industry: b.industry[1] });
    s.cell('power_units', 236, y, 80, '# Power Units', String(r.int(1, 40)));
    s.cell('trailers', 316, y, 70, '# Trailers', String(r.int(1, 60)));
    s.cell('fuel_card', 386, y, 190, 'Fuel Card (provider / last 4)', `${r.pick(['Comdata', 'WEX', 'EFS', 'Fleet One'])} ${r.digits(4)}`);
    y += 30;
    entityChecks(c, 36, y, ['Corp', 'LLC', 'Partnership', 'Sole Prop', 'Other:'], { Corp: 'c_corporation', LLC: 'llc', Partnership: 'general_partnership', 'Sole Prop': 'sole_proprietorship' });
    s.cell('inc_state', 456, y - 4, 120, 'State of Formation', b.incState);
    y += 18;
    s.cell('factor', 36, y, 220, 'Factoring Company (if any)', r.chance(0.6) ? r.pick(['RTS Financial', 'Triumph Pay', 'OTR Solutions', 'Apex Capital']) : null);
    s.cell('phone', 256, y, 130, 'Business Phone', b.phone);
    s.cell('email', 386, y, 190, 'Dispatch / Office Email', b.email);
    y += 32;
    s.band('2. FUNDING REQUEST', 36, y, 540);
    y = fundingRows(c, y + 18, true);
    s.band('3. OWNERS (all with 20% or more)', 36, y, 540);
    y += 18;
    const masked = r.chance(0.3), score = r.chance(0.5);
    for (let i = 0; i < b.owners.length; i++) { y = ensure(c, y, 56); y = ownerRows(c, i, y, { how: 'full', masked, score, dobFmt: 'mdy' }); }
    y = ensure(c, y, 120);
    y = advancesTable(c, y + 4);
    y = bankRow(c, y);
    y = ensure(c, y, 60 + 26 * b.owners.length);
    y = s.para(AUTH, 36, y + 4, 540) + 8;
    signatures(c, y, fmtDate(isoDate(r, 2025, 2025), 'mdy'));
  },
};

const AUTO = [['Auto repair & body shop', 'auto_repair'], ['Collision repair', 'auto_repair'], ['Mechanic shop', 'auto_repair'],
  ['Tire shop & oil change', 'auto_repair'], ['General auto service & repair', 'auto_repair'], ['Car wash & detailing', 'car_wash']] as const;

export const GEARHEAD: LayoutDef = {
  name: 'gearhead-auto',
  broker: 'Gearhead Merchant Advance',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', accent: '#3a3a3a', labels: 'left', valueFont: 'Courier', genericNames: true },
  make: (r) => business(r, 'US', ['Precision Auto Works', 'Southside Collision', 'Tri-County Tire', 'Main Street Motors Service', 'Eagle Brake & Muffler',
    'Valley Transmission'], US_ENTITIES, ['Owner', 'President', 'Member', 'Shop Manager/Owner', 'Partner'], AUTO, 0.25),
  draw(c: Ctx) {
    const { s, r, b } = c;
    let y = header(c, 'GEARHEAD MERCHANT ADVANCE', 'Shop Owner Funding Application', 'A division of Torque Street Partners\n(877) 555-0142 | deals@gearheadma.com');
    s.band('SHOP PROFILE', 36, y, 540);
    y += 18;
    legalCell(c, 36, y, 540, 'Business Legal Name:');
    y += 22;
    dbaCell(c, 36, y, 300, 'Shop Name (DBA):');
    s.cell('facility_reg', 336, y, 240, 'State Repair Facility Reg #:', r.chance(0.5) ? `ARD ${r.digits(8)}` : `MVR-${r.digits(7)}`);
    y += 22;
    const tax = bizTax(b);
    const bare = b.taxType === 'EIN' && r.chance(0.4);
    s.cell('ein', 36, y, 270, b.taxType === 'SSN' ? 'Tax ID (EIN or SSN):' : 'Federal Tax ID (EIN):', bare ? tax.text.replace('-', '') : tax.text, tax.paths);
    s.cell('epa', 306, y, 270, 'EPA ID # (waste oil):', `${b.addr.state}D${r.digits(9)}`);
    y += 22;
    s.cell('addr', 36, y, 400, 'Shop Address:', `${b.addr.street}, ${b.addr.city}`);
    s.cell('state', 436, y, 70, 'State:', b.addr.state, statePaths(b));
    s.cell('zip', 506, y, 70, 'Zip:', b.addr.zip);
    y += 22;
    s.cell('industry', 36, y, 270, 'Type of Shop:', b.industry[0], { industry: b.industry[1] });
    s.cell('bays', 306, y, 90, 'Service Bays:', String(r.int(2, 14)));
    s.cell('ase', 396, y, 180, 'ASE-Certified Techs:', String(r.int(0, 9)));
    y += 22;
    const startFmt = r.pick(['long', 'short', 'mdy'] as const);
    s.cell('start', 36, y, 270, 'Date Business Started:', fmtDate(b.start, startFmt), { business_start_date: b.start });
    s.cell('phone', 306, y, 270, 'Shop Phone:', b.phone);
    y += 26;
    entityChecks(c, 36, y, ['Corporation', 'LLC', 'Sole Proprietor', 'Partnership', 'Other:'],
      { Corporation: 'c_corporation', LLC: 'llc', 'Sole Proprietor': 'sole_proprietorship', Partnership: 'general_partnership' });
    y += 18;
    s.cell('parts', 36, y, 270, 'Parts Supplier / Acct #:', `${r.pick(['NAPA', 'AutoZone Pro', 'Advance Pro', "O'Reilly First Call"])} #${r.digits(7)}`);
    s.cell('tow', 306, y, 270, 'Tow Partner:', r.pick(['Big Rig Towing', 'AAA Affiliated', 'Mike\'s Wrecker Svc', 'Quick Hook Towing']));
    y += 22;
    s.cell('landlord', 36, y, 270, 'Landlord / Mortgage Co.:', r.pick(['Harmon Realty Trust', 'Westgate Properties LLC', 'First Federal Savings']));
    s.cell('rent', 306, y, 270, 'Monthly Rent:', money(r.int(18, 95) * 100));
    y += 28;
    s.band('FUNDING REQUEST', 36, y, 540);
    y = fundingRows(c, y + 18, r.chance(0.7));
    s.band('OWNER / GUARANTOR INFORMATION', 36, y, 540);
    y += 18;
    const masked = r.chance(0.35), score = r.chance(0.4), dobFmt = r.pick(['mdy', 'mdyy', null] as const);
    for (let i = 0; i < b.owners.length; i++) { y = ensure(c, y, 56); y = ownerRows(c, i, y, { how: r.chance(0.3) ? 'lastfirst' : 'full', masked, score, dobFmt }); }
    y = ensure(c, y, 90);
    y = advancesTable(c, y + 4);
    y = ensure(c, y, 60 + 26 * b.owners.length);
    y = s.para(AUTH, 36, y + 4, 540) + 8;
    signatures(c, y, fmtDate(isoDate(r, 2025, 2025), 'mdyy'));
  },
};

// Set 88, build and serve: a contractor's two-page application (licence number, bonding company, GC references) and a
// restaurant's (liquor licence, seating, POS provider, landlord). Licence and merchant numbers are decoys.
import { AUTH, FREQ_LABEL, advancesTable, bankRow, bizTax, dbaCell, ensure, entityChecks, fundingRows, header, legalCell, nameCell, ownerPath,
  ownerRows, ownerTaxCell, signatures, statePaths, stranger, type Ctx, type LayoutDef } from './common.ts';
import { business, fmtDate, isoDate, money, oneLine, phone, type Entity } from './model.ts';

const BUILD_ENTITIES: readonly Entity[] = [{ printed: 'LLC', id: 'llc' }, { printed: 'Corporation', id: 'c_corporation' },
  { printed: 'S Corp', id: 's_corporation' }, { printed: 'LP', id: 'limited_partnership' }];
const BUILD = [['General contractor', 'general_contractor'], ['Residential remodeler', 'general_contractor'], ['Home builder', 'general_contractor'],
  ['Roofing contractor', 'specialty_trade_contractor'], ['HVAC installation & service', 'specialty_trade_contractor'],
  ['Electrical contractor', 'specialty_trade_contractor'], ['Concrete & masonry', 'specialty_trade_contractor'], ['Plumbing contractor', 'specialty_trade_contractor']] as const;

export const KEYSTONE: LayoutDef = {
  name: 'keystone-contractor',
  broker: 'Keystone Builder Funding',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', accent: '#b35900', labels: 'above', valueFont: 'Helvetica', genericNames: false },
  make: (r) => business(r, 'US', { 'General contractor': ['Granite Peak Construction', 'Ironwood Builders'], 'Residential remodeler': ['True Level Builders'],
    'Home builder': ['Heritage Oak Homes'], 'Roofing contractor': ['Cardinal Roofing'], 'HVAC installation & service': ['Northstar Mechanical'],
    'Electrical contractor': ['Sparrow Electric'], 'Concrete & masonry': ['Bedrock Concrete'], 'Plumbing contractor': ['Clearflow Plumbing'] }, BUILD_ENTITIES, ['President', 'Owner', 'Managing Member', 'Secretary', 'Estimator/Partner'], BUILD, 0.08),
  draw(c: Ctx) {
    const { s, r, b } = c;
    let y = header(c, 'KEYSTONE BUILDER FUNDING', 'Contractor Funding Application  (page 1 of 2)', 'Capital for the trades\n(800) 555-0164  submissions@keystonebf.com');
    s.band('A. CONTRACTOR', 36, y, 540);
    y += 18;
    legalCell(c, 36, y, 330, 'Company Legal Name');
    dbaCell(c, 366, y, 210, 'Trade Name (DBA)');
    y += 26;
    const lic = r.pick(['ein', 'cslb', 'roc'] as const);
    s.cell('license', 36, y, 140, 'Contractor License #', lic === 'ein' ? `${r.int(10, 99)}-${r.digits(7)}` : lic === 'cslb' ? r.digits(7) : `ROC ${r.digits(6)}`);
    s.cell('class', 176, y, 140, 'License Class', r.pick(['B - General Building', 'C-39 Roofing', 'C-20 HVAC', 'C-10 Electrical', 'A - General Engineering']));
    const tax = bizTax(b);
    s.cell('ein', 316, y, 130, b.taxType === 'EIN' ? 'Federal EIN' : 'Tax ID #', tax.text, tax.paths);
    s.cell('start', 446, y, 130, 'Date Established', fmtDate(b.start, r.pick(['mdy', 'dash', 'mdyy'] as const)), { business_start_date: b.start });
    y += 26;
    s.cell('bond_co', 36, y, 200, 'Bonding Company / Surety', r.pick(['Travelers Surety', 'Liberty Mutual Surety', 'CNA Surety', 'Merchants Bonding Co.']));
    s.cell('bond_no', 236, y, 130, 'Bond #', `${r.pick(['SB', 'LP', ''])}${r.digits(8)}`);
    s.cell('bond_cap', 366, y, 100, 'Bonding Capacity', money(r.int(5, 100) * 50000));
    s.cell('inc_state', 466, y, 110, 'State of Incorporation', b.incState);
    y += 26;
    s.cell('addr', 36, y, 330, 'Business Address (yard / office)', `${b.addr.street}, ${b.addr.city}`);
    s.cell('state', 366, y, 60, 'State', b.addr.state, statePaths(b));
    s.cell('zip', 426, y, 70, 'Zip', b.addr.zip);
    s.cell('employees', 496, y, 80, '# Employees', String(b.employees));
    y += 26;
    s.cell('industry', 36, y, 220, 'Type of Work Performed', b.industry[0], { industry: b.industry[1] });
    const res = r.int(0, 10) * 10;
    s.cell('res_com', 256, y, 140, '% Residential / Commercial', `${res}% / ${100 - res}%`);
    s.cell('backlog', 396, y, 180, 'Current Backlog', money(r.int(50, 900) * 1000));
    y += 30;
    entityChecks(c, 36, y, ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Other:'],
      { Corporation: 'c_corporation', LLC: 'llc', Partnership: 'general_partnership', 'Sole Proprietor': 'sole_proprietorship' });
    y += 20;
    s.band('B. FUNDING REQUEST', 36, y, 540);
    y = fundingRows(c, y + 18, true);
    y = advancesTable(c, y);
    s.band('C. PRINCIPALS', 36, y, 540);
    y += 18;
    const masked = r.chance(0.3), score = r.chance(0.4);
    for (let i = 0; i < b.owners.length; i++) { y = ensure(c, y, 56); y = ownerRows(c, i, y, { how: 'full', masked, score, dobFmt: r.pick(['mdy', 'mdyy'] as const) }); }
    s.addPage();
    y = header(c, 'KEYSTONE BUILDER FUNDING', 'Contractor Funding Application  (page 2 of 2)', `Applicant: ${'_'.repeat(30)}`);
    s.band('D. GENERAL CONTRACTOR / CUSTOMER REFERENCES', 36, y, 540);
    y += 18;
    for (let k = 0; k < 3; k++) {
      const p = stranger(c);
      s.cell('gc_ref', 36, y, 200, 'Company', r.pick(['Turner Bldg Group', 'Hensel Phelps West', 'Pinnacle Homes Inc.', 'Clark & Sons GC', 'Atlas Commercial LLC']));
      s.cell('gc_contact', 236, y, 140, 'Contact', `${p.first} ${p.last}`);
      s.cell('gc_phone', 376, y, 100, 'Phone', phone(r));
      s.cell('gc_paid', 476, y, 100, 'Avg. Invoice', money(r.int(8, 240) * 500));
      y += 26;
    }
    s.band('E. INSURANCE & BANKING', 36, y + 4, 540);
    y += 22;
    s.cell('gl', 36, y, 270, 'General Liability Carrier / Policy #', `${r.pick(['Hartford', 'Nationwide', 'Next Insurance'])} ${r.alnum(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.digits(7)}`);
    s.cell('wc', 306, y, 270, "Workers' Comp Policy #", `WC-${r.digits(9)}`);
    y += 28;
    y = bankRow(c, y);
    y = s.para(AUTH, 36, y + 6, 540) + 8;
    signatures(c, y, fmtDate(isoDate(r, 2025, 2025), 'mdy'));
  },
};

const FOOD_ENTITIES: readonly Entity[] = [{ printed: 'LLC', id: 'llc' }, { printed: 'L.L.C.', id: 'llc' }, { printed: 'Inc.', id: 'c_corporation' },
  { printed: 'S-Corp', id: 's_corporation' }, { printed: 'Partnership', id: 'general_partnership' }];
const FOOD = [['Full-service restaurant', 'restaurant'], ['Pizzeria', 'restaurant'], ['Coffee shop', 'restaurant'], ['Mexican restaurant & bar', 'restaurant'],
  ['Sports bar & grill', 'bar_nightclub'], ['Brewpub', 'bar_nightclub'], ['Food truck', 'food_truck_catering'], ['Catering company', 'food_truck_catering'],
  ['Diner', 'restaurant']] as const;

export const TABLESTAKE: LayoutDef = {
  name: 'tablestake-restaurant',
  broker: 'TableStake Funding',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', accent: '#2e6b30', labels: 'left', valueFont: 'Courier', genericNames: true },
  make(r) {
    const b = business(r, 'US', { 'Full-service restaurant': ['Olive & Ember Kitchen'], Pizzeria: ['Forno Napoli'], 'Coffee shop': ['Copper Kettle Coffee'],
      'Mexican restaurant & bar': ['Rosa Verde Cantina'], 'Sports bar & grill': ['Third Ward Tavern'], Brewpub: ['Hopline Brewing'],
      'Food truck': ['Rolling Fork Eats'], 'Catering company': ['Silver Tray Catering'], Diner: ['Blue Plate Diner'] }, FOOD_ENTITIES, ['Owner', 'Managing Member', 'Chef/Owner', 'President', 'GM/Partner'], FOOD, 0.1);
    if (!b.dba && r.chance(0.6)) b.dba = r.pick(['The Ember Room', 'Cantina 22', 'Ward Tap House', 'Blue Plate', 'Forno', 'Kettle Corner']);
    return b;
  },
  draw(c: Ctx) {
    const { s, r, b } = c;
    let y = header(c, 'TableStake Funding', 'Restaurant & Hospitality Merchant Application', 'We fund kitchens, bars and food trucks\n(312) 555-0121  deals@tablestake.co');
    s.band('RESTAURANT', 36, y, 540);
    y += 18;
    legalCell(c, 36, y, 330, 'Legal Entity Name:');
    s.cell('entity', 366, y, 210, 'Type of Entity:', b.entity.printed, { type_of_entity: b.entity.id });
    y += 22;
    dbaCell(c, 36, y, 330, 'Restaurant Name (DBA):');
    const tax = bizTax(b);
    s.cell('tax', 366, y, 210, 'Fed Tax ID #:', tax.text, tax.paths);
    y += 22;
    s.cell('addr', 36, y, 540, 'Location Address:', oneLine(b.addr), statePaths(b));
    y += 22;
    s.cell('industry', 36, y, 270, 'Concept / Type:', b.industry[0], { industry: b.industry[1] });
    s.cell('seats', 306, y, 120, 'Seating Capacity:', String(r.int(12, 240)));
    s.cell('hours', 426, y, 150, 'Days Open / Wk:', String(r.int(5, 7)));
    y += 22;
    const liq = r.pick(['ein', 'abc', 'none'] as const);
    s.cell('liquor', 36, y, 270, 'Liquor License #:', liq === 'ein' ? `${r.int(20, 88)}-${r.digits(7)}` : liq === 'abc' ? `${r.pick(['41', '47', '48'])}-${r.digits(6)}` : 'N/A');
    s.cell('liq_exp', 306, y, 270, 'Liquor Lic. Expires:', liq === 'none' ? null : fmtDate(isoDate(r, 2025, 2027), 'mdy'));
    y += 22;
    s.cell('pos', 36, y, 270, 'POS Provider:', r.pick(['Toast', 'Square for Restaurants', 'Clover', 'Lightspeed', 'SpotOn']));
    s.cell('mid', 306, y, 270, 'Merchant ID (MID):', r.digits(r.pick([12, 15])));
    y += 22;
    s.cell('start', 36, y, 270, 'Opened On:', fmtDate(b.start, r.pick(['long', 'mdy', 'short'] as const)), { business_start_date: b.start });
    s.cell('delivery', 306, y, 270, '3rd-Party Delivery:', r.pick(['DoorDash, Uber Eats', 'Grubhub', 'None', 'DoorDash']));
    y += 22;
    s.cell('landlord', 36, y, 270, 'Landlord:', `${r.pick(['Kessler', 'Brightwater', 'Delmar', 'Oakhurst'])} Property Mgmt`);
    s.cell('landlord_ph', 306, y, 130, 'Phone:', phone(r));
    s.cell('rent', 436, y, 140, 'Rent / Mo:', money(r.int(25, 180) * 100));
    y += 28;
    s.band('FUNDING', 36, y, 540);
    y += 18;
    s.cell('amount', 36, y, 200, 'Funding Amount:', money(b.amount), { requested_amount: b.amount });
    s.cell('cc', 236, y, 170, 'Monthly Card Volume:', money(b.monthly));
    s.cell('use', 406, y, 170, 'Use:', r.pick(['Patio build-out', 'Kitchen equipment', 'Slow season', 'Second location']));
    y += 24;
    const f = FREQ_LABEL[b.freq];
    s.checks('freq', 36, y, 'Remittance preference:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], f, { payment_frequency: b.freq });
    y += 18;
    y = advancesTable(c, y);
    s.band('OWNERSHIP', 36, y, 540);
    y += 18;
    for (let i = 0; i < b.owners.length; i++) {
      y = ensure(c, y, 50);
      const o = b.owners[i]!;
      nameCell(c, `own${i + 1}`, i, 36, y, 230, 'Name (Last, First):', 'lastfirst');
      c.s.cell(`own${i + 1}_t`, 266, y, 150, 'Title:', o.title, ownerPath(i, 'role', o.title));
      c.s.cell(`own${i + 1}_p`, 416, y, 80, 'Own %:', String(o.pct), ownerPath(i, 'ownership', o.pct));
      c.s.cell(`own${i + 1}_d`, 496, y, 80, 'DOB:', fmtDate(o.dob, 'mdyy'), ownerPath(i, 'date_of_birth', o.dob));
      y += 22;
      ownerTaxCell(c, `own${i + 1}_s`, i, 36, y, 230, 'SSN:', r.chance(0.3));
      c.s.cell(`own${i + 1}_h`, 266, y, 310, 'Home:', oneLine(o.home));
      y += 26;
    }
    y = ensure(c, y, 90 + 26 * b.owners.length);
    y = bankRow(c, y);
    y = s.para(AUTH, 36, y + 4, 540) + 8;
    signatures(c, y, fmtDate(isoDate(r, 2025, 2025), 'mdy'));
  },
};

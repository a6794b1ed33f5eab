// Set 56: TableStake Restaurant Capital (labels above the value in boxed cells, card-processing decoys) and Ironbeam
// Contractor Funding (tiny labels in each cell's corner, licence/bond/policy numbers, two pages).
import { BANKS, FUNDERS, PEOPLE } from './ctx.ts';
import { date, fmtDate, iso, money, phone, routing, type DateFmt } from './common.ts';
import { amt, cells, checks, signBlock, W, X, type Layout } from './layouts-a.ts';

const CONCEPTS = [['Full-service restaurant', 'restaurant'], ['Quick service / fast food', 'restaurant'], ['Café / coffee shop', 'restaurant'],
  ['Bar / pub', 'bar_nightclub'], ['Pizzeria', 'restaurant'], ['Food truck / catering', 'food_truck_catering']] as const;
const MONTHS3 = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const tablestake: Layout = {
  title: 'TableStake Restaurant Capital Application',
  spec: { country: 'US', maxOwners: 3, amount: [10000, 150000], freqs: ['daily', 'weekly'],
    entities: [{ text: 'LLC', id: 'llc', suffix: ', LLC' }, { text: 'Inc.', id: 'c_corporation', suffix: ' Inc.' }, { text: 'S-Corp', id: 's_corporation', suffix: ' Corp.' },
      { text: 'Sole Prop', id: 'sole_proprietorship', suffix: '' }],
    names: ['Casa Verde Kitchen', 'The Copper Ladle', 'Smoke & Brine', 'Little Saigon Noodle House', 'Harbor Lights Grill', 'Nonna Bella', 'Bluebird Diner'],
    titles: ['Owner', 'CEO', 'Managing Member', 'Chef / Partner', 'General Manager'], industries: CONCEPTS },
  draw(c) {
    const { s, m, r } = c;
    s.rect(X, 28, W, 40, { fill: '#7a1f1f', stroke: 'none' });
    s.label('TableStake', X + 10, 36, 20, { bold: true, color: '#fff' });
    s.label('RESTAURANT CAPITAL  -  MERCHANT APPLICATION', X + 150, 44, 10, { bold: true, color: '#f3d9a4' });
    let y = 96; const h = 24;
    cells(c, 'above', y, h, [['LEGAL NAME OF BUSINESS', 300, (p) => c.v('legal_name', m.legal, m.legal, ...p)],
      ['DBA / RESTAURANT NAME', 240, (p) => (m.dba ? c.v('trade_name', m.dba, m.dba, ...p) : c.d(r.pick(['Same', 'N/A', '']), ...p))]]);
    y += h;
    const tin = m.taxKind === 'EIN' ? 'FEDERAL TAX ID' : 'TAX ID (EIN or SSN)';
    cells(c, 'above', y, h, [[tin, 130, (p) => c.taxId(...p)], ['LIQUOR LICENSE #', 130, (p) => c.d(r.chance(0.6) ? `${r.pick(['RL', 'BW', '47'])}-${r.digits(7)}` : 'None', ...p)],
      ['BUSINESS PHONE', 130, (p) => c.d(m.phone, ...p)], ['EMAIL', 150, (p) => c.d(m.email, ...p)]]);
    y += h;
    cells(c, 'above', y, h, [['STREET ADDRESS', 260, (p) => c.d(m.street, ...p)], ['CITY', 130, (p) => c.d(m.city, ...p)],
      ['STATE', 60, (p) => c.v('state_region', m.state, m.state, ...p)], ['ZIP', 90, (p) => c.d(m.zip, ...p)]]);
    y += h;
    cells(c, 'above', y, h, [['DATE OPENED', 130, (p) => c.v('business_start_date', iso(m.start), fmtDate(m.start, r.pick<DateFmt>(['mdy', 'long', 'short'])), ...p)],
      ['ENTITY TYPE', 410, null]]);
    checks(c, 'type_of_entity', tablestake.spec.entities.map((e) => [e.text, e.id] as const), m.entityText, X + 140, y - 11, [70]);
    y += 36;
    s.rect(X, y - 24, W, 24, { lw: 0.5 });
    s.label('CONCEPT (check one)', X + 2, y - 22, 6.3, { bold: true });
    checks(c, 'industry', CONCEPTS, m.industryText, X + 6, y - 12, [100, 105, 90, 60, 65, 100]);
    y += h;
    cells(c, 'above', y, h, [['SEATS', 70, (p) => c.d(String(r.int(24, 180)), ...p)], ['CUISINE', 120, (p) => c.d(r.pick(['Mexican', 'Italian', 'Vietnamese', 'American', 'BBQ', 'Seafood']), ...p)],
      ['# LOCATIONS', 70, (p) => c.d(String(r.int(1, 4)), ...p)], ['AVG TICKET', 100, (p) => c.d(money(r.int(900, 6800) / 100, true), ...p)],
      ['MONTHLY RENT', 180, (p) => c.d(money(r.int(18, 140) * 100), ...p)]]);
    y += 20; c.section('CARD PROCESSING', X, y, W, '#7a1f1f'); y += 13 + h;
    cells(c, 'above', y, h, [['CURRENT PROCESSOR', 160, (p) => c.d(r.pick(['Toast', 'Square', 'Clover / Fiserv', 'Heartland', 'Worldpay']), ...p)],
      ['MERCHANT ID (MID)', 190, (p) => c.d(r.digits(r.pick([12, 15])), ...p)], ['AVG MONTHLY CARD VOLUME', 190, (p) => c.d(money(r.int(150, 2200) * 100), ...p)]]);
    y += h;
    const mo = r.int(0, 9);
    cells(c, 'above', y, h, [0, 1, 2].map((k) => [`CARD VOLUME ${MONTHS3[mo + k]!.toUpperCase()}`, 130, (p) => c.d(money(r.int(1500000, 22000000) / 100, true), ...p)] as [string, number, (p: [number, number, number]) => void])
      .concat([['AVG MONTHLY GROSS SALES', 150, (p) => c.d(money(r.int(300, 3600) * 100), ...p)]]));
    y += 20; c.section('LANDLORD', X, y, W, '#7a1f1f'); y += 13 + h;
    cells(c, 'above', y, h, [['LANDLORD / MANAGEMENT CO.', 240, (p) => c.d(r.pick(PEOPLE), ...p)], ['LANDLORD PHONE', 150, (p) => c.d(phone(r), ...p)],
      ['LEASE EXPIRES', 150, (p) => c.d(fmtDate(date(r, 2026, 2032), 'mdy'), ...p)]]);
    y += 20; c.section('FUNDING REQUEST', X, y, W, '#7a1f1f'); y += 13 + h;
    const split = r.chance(0.35);
    const fr = m.freq === 'daily' ? 'Daily' : 'Weekly';
    cells(c, 'above', y, h, [['AMOUNT REQUESTED', 130, (p) => c.v('requested_amount', m.amount, amt(c, m.amount), ...p)],
      [split ? 'CARD HOLDBACK %' : 'PAYMENT AMOUNT', 110, (p) => (split ? c.d(`${r.int(8, 18)}%`, ...p) : c.v('requested_payment', m.payment, money(m.payment, true), ...p))],
      ['# OF PAYMENTS', 90, (p) => (split ? undefined : c.v('number_of_payments', m.npay, String(m.npay), ...p))], ['FREQUENCY', 210, null]]);
    if (!split) checks(c, 'payment_frequency', [['Daily', 'daily'], ['Weekly', 'weekly']], fr, X + 340, y - 11, [60]);
    y += 20; c.section('OWNERSHIP', X, y, W, '#7a1f1f'); y += 13;
    const cols: [string, number][] = [['OWNER NAME', 130], ['TITLE', 80], ['% OWNED', 50], ['SSN', 85], ['DATE OF BIRTH', 70], ['HOME ADDRESS', 125]];
    m.owners.forEach((o, i) => {
      y += h;
      const masked = r.chance(0.25);
      const fns = [(p: [number, number, number]) => c.name(i, o, ...p, r.pick(['plain', 'lastfirst'] as const)), (p: [number, number, number]) => c.v(`applicants[${i}].role`, o.title, o.title, ...p),
        (p: [number, number, number]) => c.v(`applicants[${i}].ownership`, o.pct, r.pick([`${o.pct}%`, String(o.pct)]), ...p), (p: [number, number, number]) => c.tin(i, o, masked, ...p),
        (p: [number, number, number]) => c.v(`applicants[${i}].date_of_birth`, iso(o.dob), fmtDate(o.dob, 'mdy2'), ...p),
        (p: [number, number, number]) => c.d(`${o.street}, ${o.city} ${o.state}`, ...p)];
      cells(c, 'above', y, h, cols.map(([l, w], k) => [i === 0 ? l : '', w, fns[k]!]));
    });
    signBlock(c, y + 12, 'Each undersigned owner certifies that the information in this application is true, authorizes TableStake Restaurant Capital and its ' +
      'funding partners to obtain credit reports, to contact the landlord and card processor named above, and to receive processing statements.');
  },
};

const TRADES = [['Roofing contractor (residential)', 'specialty_trade_contractor'], ['General contractor - remodeling', 'general_contractor'],
  ['HVAC installation & service', 'specialty_trade_contractor'], ['Electrical contractor', 'specialty_trade_contractor'],
  ['Concrete & masonry', 'specialty_trade_contractor'], ['Home builder', 'general_contractor'], ['Landscaper - lawn care & hardscape', 'landscaping'],
  ['Solar panel installation', 'solar_installer']] as const;

export const ironbeam: Layout = {
  title: 'Ironbeam Contractor Funding Application', font: 'Courier',
  spec: { country: 'US', maxOwners: 3, amount: [25000, 400000], freqs: ['daily', 'weekly', 'biweekly'],
    entities: [{ text: 'LLC', id: 'llc', suffix: ' LLC' }, { text: 'Corporation', id: 'c_corporation', suffix: ' Corporation' },
      { text: 'S Corp', id: 's_corporation', suffix: ', Inc.' }, { text: 'Sole Proprietor', id: 'sole_proprietorship', suffix: '' }],
    names: ['Keystone Framing & Build', 'Summit Ridge Builders', 'Tri-State Mechanical', 'Granite Peak Roofing', 'Bright Current Electric', 'Delgado Concrete'],
    titles: ['Owner', 'President', 'Vice President', 'Member', 'Secretary'], industries: TRADES },
  draw(c) {
    const { s, m, r } = c;
    const h = 24, K = 'corner' as const;
    s.label('IRONBEAM', X, 30, 22, { bold: true });
    s.label('CONTRACTOR FUNDING', X + 122, 38, 10, { bold: true, color: '#b35c00' });
    s.label('Working capital for materials, payroll and equipment  |  Page 1 of 2', X, 56, 7, { italic: true });
    cells(c, K, 54, 18, [['ISO REP', 120, (p) => c.d(r.pick(PEOPLE), ...p)], ['REP CODE', 70, (p) => c.d(`IB-${r.digits(4)}`, ...p)]], X + 350);
    let y = 76; c.section('A. COMPANY', X, y, W, '#333'); y += 13 + h;
    cells(c, K, y, h, [['1. COMPANY LEGAL NAME', 340, (p) => c.v('legal_name', m.legal, m.legal, ...p)],
      ['2. DBA (IF ANY)', 200, (p) => (m.dba ? c.v('trade_name', m.dba, m.dba, ...p) : undefined)]]);
    y += h;
    const lic = r.pick([`CGC${r.digits(7)}`, `${r.int(10, 99)}-${r.digits(7)}`, `LIC-${r.digits(6)}`, String(r.int(100000000, 999999999))]);
    cells(c, K, y, h, [['3. FEDERAL EIN / SSN', 120, (p) => c.taxId(...p)], ['4. CONTRACTOR LICENSE #', 130, (p) => c.d(lic, ...p)],
      ['5. LIC. STATE', 60, (p) => (r.chance(0.7) ? c.d(m.state, ...p, { path: 'repeat' }) : c.d(m.state === 'FL' ? 'GA' : 'FL', ...p))],
      ['6. LIC. CLASS', 80, (p) => c.d(r.pick(['A', 'B', 'C-10', 'C-39', 'Unlimited']), ...p)], ['7. BOND #', 150, (p) => c.d(`SB-${r.digits(8)}`, ...p)]]);
    y += h;
    cells(c, K, y, h, [['8. BUSINESS ADDRESS', 250, (p) => c.d(m.street, ...p)], ['9. CITY', 120, (p) => c.d(m.city, ...p)],
      ['10. STATE', 50, (p) => c.v('state_region', m.state, m.state, ...p)], ['11. ZIP', 60, (p) => c.d(m.zip, ...p)],
      ['12. YRS AT LOCATION', 60, (p) => c.d(String(r.int(1, 9)), ...p)]]);
    y += h;
    cells(c, K, y, h, [['13. BUSINESS PHONE', 120, (p) => c.d(m.phone, ...p)], ['14. FAX', 100, (p) => c.d(r.chance(0.4) ? phone(r) : null, ...p)],
      ['15. EMAIL', 180, (p) => c.d(m.email, ...p)], ['16. DATE ESTABLISHED', 140, (p) => c.v('business_start_date', iso(m.start), fmtDate(m.start, r.pick<DateFmt>(['mdy', 'iso', 'mdy2'])), ...p)]]);
    y += h;
    cells(c, K, y, h, [['17. ENTITY', 320, null], ['18. STATE OF FORMATION', 100, (p) => c.d(m.entityId === 'sole_proprietorship' ? null : r.pick(['DE', 'NV', 'WY']), ...p)],
      ['19. # EMPLOYEES', 120, (p) => c.d(String(r.int(3, 48)), ...p)]]);
    checks(c, 'type_of_entity', ironbeam.spec.entities.map((e) => [e.text, e.id] as const), m.entityText, X + 6, y - 11, [55, 85, 65]);
    y += h;
    cells(c, K, y, h, [['20. TRADE / TYPE OF WORK', 300, (p) => c.v('industry', m.industryId, m.industryText, ...p)],
      ['21. RESIDENTIAL %', 80, (p) => c.d(`${r.int(10, 90)}%`, ...p)], ['22. AVG JOB SIZE', 160, (p) => c.d(money(r.int(30, 900) * 100), ...p)]]);
    y += h;
    cells(c, K, y, h, [['23. LARGEST CUSTOMER / GC', 200, (p) => c.d(r.pick(['Turner Hollow Builders', 'Pinecrest Homes', 'City of ' + m.city, 'Lakemont Development']), ...p)],
      ['24. CUSTOMER PHONE', 120, (p) => c.d(phone(r), ...p)], ['25. BACKLOG $', 110, (p) => c.d(money(r.int(50, 2000) * 1000), ...p)],
      ['26. A/R OUTSTANDING $', 110, (p) => c.d(money(r.int(10, 600) * 1000), ...p)]]);
    y += h;
    cells(c, K, y, h, [["27. WORKERS' COMP CARRIER", 200, (p) => c.d(r.pick(['Hartline Mutual', 'StateGuard Insurance', 'Employers First']), ...p)],
      ['28. POLICY #', 170, (p) => c.d(`WC ${r.digits(2)}-${r.digits(7)}`, ...p)], ['29. GL POLICY #', 170, (p) => c.d(`GL${r.digits(9)}`, ...p)]]);
    y += 10; c.section('B. FUNDING REQUEST', X, y, W, '#333'); y += 13 + h;
    const pay = r.chance(0.6);
    cells(c, K, y, h, [['30. AMOUNT REQUESTED', 110, (p) => c.v('requested_amount', m.amount, amt(c, m.amount), ...p)],
      ['31. USE OF FUNDS', 130, (p) => c.d(r.pick(['Materials for new contract', 'Equipment (skid steer)', 'Payroll gap', 'Bonding collateral']), ...p)],
      ['32. PAYMENT', 80, (p) => (pay ? c.v('requested_payment', m.payment, money(m.payment, true), ...p) : undefined)],
      ['33. TERM (# PMTS)', 60, (p) => (pay ? c.v('number_of_payments', m.npay, String(m.npay), ...p) : undefined)], ['34. SCHEDULE', 160, null]]);
    const fl: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly' };
    checks(c, 'payment_frequency', [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly']], fl[m.freq]!, X + 386, y - 11, [38, 45]);
    c.s.addPage();
    y = 40; c.section('C. OWNERS (all with 20% or more)', X, y, W, '#333');
    m.owners.forEach((o, i) => {
      y += 13 + h;
      cells(c, K, y, h, [[`${35 + i * 9}. OWNER NAME`, 200, (p) => c.name(i, o, ...p)], ['TITLE', 110, (p) => c.v(`applicants[${i}].role`, o.title, o.title, ...p)],
        ['% OWNERSHIP', 70, (p) => c.v(`applicants[${i}].ownership`, o.pct, `${o.pct}%`, ...p)], ['CREDIT SCORE (EST.)', 80, (p) => (r.chance(0.6) ? c.v(`applicants[${i}].credit_score`, o.credit, String(o.credit), ...p) : undefined)],
        ['CELL', 80, (p) => c.d(phone(r), ...p)]]);
      y += h;
      cells(c, K, y, h, [['SSN', 110, (p) => c.tin(i, o, r.chance(0.2), ...p)], ['DATE OF BIRTH', 90, (p) => c.v(`applicants[${i}].date_of_birth`, iso(o.dob), fmtDate(o.dob, r.pick<DateFmt>(['mdy', 'long'])), ...p)],
        ['HOME ADDRESS', 200, (p) => c.d(o.street, ...p)], ['CITY / STATE / ZIP', 140, (p) => c.d(`${o.city}, ${o.state} ${o.zip}`, ...p)]]);
    });
    y += 10; c.section('D. BANKING, ADVANCES, SUPPLIERS', X, y, W, '#333'); y += 13 + h;
    cells(c, K, y, h, [['OPERATING BANK', 180, (p) => c.d(r.pick(BANKS), ...p)], ['ROUTING #', 160, (p) => c.d(routing(r), ...p)], ['ACCOUNT #', 200, (p) => c.d(r.digits(10), ...p)]]);
    for (let k = 0, n = r.int(0, 2); k < 2; k++) {
      y += h;
      cells(c, K, y, h, [['OPEN ADVANCE / LOAN - FUNDER', 240, (p) => c.d(k < n ? r.pick(FUNDERS) : null, ...p)], ['BALANCE', 150, (p) => c.d(k < n ? money(r.int(50, 1500) * 100) : null, ...p)],
        ['PAYMENT', 150, (p) => c.d(k < n ? money(r.int(90, 3000), true) : null, ...p)]]);
    }
    for (let k = 0; k < 2; k++) {
      y += h;
      cells(c, K, y, h, [[`SUPPLIER REFERENCE ${k + 1}`, 240, (p) => c.d(r.pick(['ABC Supply Co.', 'Ferguson Branch 112', 'Beacon Roofing', 'Home Depot Pro', 'Graybar']), ...p)],
        ['PHONE', 150, (p) => c.d(phone(r), ...p)], ['ACCOUNT #', 150, (p) => c.d(r.digits(8), ...p)]]);
    }
    signBlock(c, y + 14, 'The undersigned certify that the statements made in this application are true and correct and authorize Ironbeam Contractor ' +
      'Funding and any funder it presents this application to, to obtain credit reports, verify licences, bonds and insurance, and contact references.');
  },
};

// Set 56, industry brokers: HaulPoint (trucking, labels left of the line), TableStake (restaurants, labels above in
// boxed cells), Ironbeam (contractors, tiny labels in the cell's corner, two pages).
import { Ctx, BANKS, FUNDERS, PEOPLE } from './ctx.ts';
import { date, fmtDate, iso, money, phone, routing, type DateFmt, type MerchantSpec } from './common.ts';

export interface Layout { spec: MerchantSpec; draw: (c: Ctx) => void; font?: string; title: string }
export const X = 36, W = 540;
export const amt = (c: Ctx, n: number): string => c.r.pick([money(n), money(n, true), `${n.toLocaleString('en-US')}`, `$${n}`]);
const yes = (c: Ctx): string => c.r.pick(['Yes', 'No', 'N']);

/** The authorisation paragraph and one signature line per owner (printed name repeated, the signing date a decoy). */
export function signBlock(c: Ctx, y: number, text: string, labels = ['Signature', 'Print Name', 'Title', 'Date']): number {
  y = c.s.para(text, X, y, W) + 10;
  for (const o of c.m.owners) {
    y += 24;
    const [sx, sy, sw] = c.at('below', `${labels[0]}`, X, y, 190);
    c.s.signature(c.fullName(o), sx, sy, sw);
    c.d(c.fullName(o), ...c.at('below', labels[1]!, X + 200, y, 150), { path: 'repeat' });
    c.d(o.title, ...c.at('below', labels[2]!, X + 360, y, 90), { path: 'repeat' });
    c.d(fmtDate(date(c.r, 2025, 2025), 'mdy'), ...c.at('below', labels[3]!, X + 460, y, 80));
    y += 10;
  }
  return y;
}

/** A row of checkboxes, the one whose label is `chosen` checked. */
export function checks(c: Ctx, path: string, opts: readonly (readonly [string, unknown])[], chosen: string, x: number, y: number, gap: number[]): void {
  let cx = x;
  opts.forEach(([label, v], i) => { c.c(path, v, label === chosen, label, cx, y); cx += gap[i] ?? gap[0]!; });
}

/** A row of cells from x0 (labels above or in the corner), each cell's value drawn by its function. */
export function cells(c: Ctx, kind: 'above' | 'corner', y: number, h: number, row: [string, number, ((p: [number, number, number]) => void) | null][], x0 = X): void {
  let x = x0;
  for (const [label, w, f] of row) { const p = c.at(kind, label, x, y, w, h, kind === 'above' ? 6.3 : 5.8); if (f) f(p); x += w; }
}

const ENTITIES_US = [{ text: 'LLC', id: 'llc', suffix: ' LLC' }, { text: 'Corporation', id: 'c_corporation', suffix: ', Inc.' },
  { text: 'Sole Prop', id: 'sole_proprietorship', suffix: '' }, { text: 'Partnership', id: 'general_partnership', suffix: ' Partners' }] as const;

export const haulpoint: Layout = {
  title: 'HaulPoint Freight Funding - Carrier Application',
  spec: { country: 'US', entities: ENTITIES_US, maxOwners: 2, amount: [20000, 250000], freqs: ['daily', 'weekly'],
    names: ['Red Mesa Transport', 'Blue Line Haulers', 'Tri-County Freight', 'Ironhorse Carriers', 'Gateway Express Lines', 'Lone Pine Cartage'],
    titles: ['Owner', 'President', 'Managing Member', 'Member', 'Partner'],
    industries: [['Over the road trucking (dry van)', 'trucking_long_haul'], ['Long haul trucking - reefer', 'trucking_long_haul'],
      ['Local trucking / dump truck hauling', 'trucking_local'], ['Freight broker & dispatch service', 'freight_logistics'],
      ['Last mile delivery (Amazon DSP)', 'courier_delivery'], ['Car hauler', 'trucking_local'], ['Owner operator, flatbed', 'trucking_long_haul']] },
  draw(c) {
    const { s, m, r } = c;
    s.label('HAULPOINT FREIGHT FUNDING', X, 30, 17, { bold: true });
    s.label('Carrier Working Capital Application  |  fuel - repairs - insurance down payments - payroll', X, 50, 7.5, { italic: true });
    c.d(r.pick(PEOPLE), ...c.at('left', 'ISO / Agent:', 400, 36, 176, 0, 7));
    c.d(phone(r), ...c.at('left', 'Agent Ph:', 400, 50, 176, 0, 7));
    let y = 64; c.section('1. CARRIER INFORMATION', X, y, W); y += 32;
    c.v('legal_name', m.legal, m.legal, ...c.at('left', 'Legal Business Name:', X, y, 330));
    const dba = c.at('left', 'DBA:', X + 340, y, 200);
    if (m.dba) c.v('trade_name', m.dba, m.dba, ...dba); else if (r.chance(0.5)) c.d(r.pick(['SAME', 'N/A']), ...dba);
    y += 21;
    c.taxId(...c.at('left', m.taxKind === 'EIN' ? 'Federal Tax ID (EIN):' : 'EIN / SSN:', X, y, 190));
    c.d(String(r.int(1000000, 3999999)), ...c.at('left', 'USDOT #:', X + 200, y, 150));
    c.d(`MC-${r.int(100000, 1199999)}`, ...c.at('left', 'MC / MX #:', X + 360, y, 180));
    y += 21;
    c.d(m.street, ...c.at('left', 'Physical Address:', X, y, 250));
    c.d(m.city, ...c.at('left', 'City:', X + 260, y, 130));
    c.v('state_region', m.state, m.state, ...c.at('left', 'State:', X + 400, y, 60));
    c.d(m.zip, ...c.at('left', 'Zip:', X + 470, y, 70));
    y += 21;
    c.d(m.phone, ...c.at('left', 'Business Phone:', X, y, 170));
    c.d(m.email, ...c.at('left', 'Email:', X + 180, y, 190));
    c.v('business_start_date', iso(m.start), fmtDate(m.start, r.pick<DateFmt>(['mdy', 'mdy2', 'long'])), ...c.at('left', 'Date Started:', X + 380, y, 160));
    y += 14;
    s.label('Entity Type:', X, y + 1, 7.5);
    checks(c, 'type_of_entity', ENTITIES_US.map((e) => [e.text, e.id] as const), m.entityText, X + 50, y, [50, 75, 65, 70]);
    c.d(r.pick(['DE', 'WY', 'NV']), ...c.at('left', 'State of Inc.:', X + 380, y + 9, 80));
    y += 29;
    c.v('industry', m.industryId, m.industryText, ...c.at('left', 'Type of Operation:', X, y, 300));
    c.d(String(r.int(2, 22)), ...c.at('left', 'Power Units:', X + 310, y, 80));
    c.d(String(r.int(3, 23)), ...c.at('left', 'Trailers:', X + 400, y, 65));
    c.d(yes(c), ...c.at('left', 'Hazmat:', X + 475, y, 65));
    y += 21;
    c.d(r.pick(['Comdata', 'EFS', 'WEX Fleet One', 'TCS Fuel Card']), ...c.at('left', 'Fuel Card:', X, y, 150));
    c.d(r.pick(['Apex Freight Factoring', 'Haulers Receivable Co.', 'None']), ...c.at('left', 'Factoring Co.:', X + 160, y, 200));
    c.d(money(r.int(20, 160) * 1000), ...c.at('left', 'Avg Monthly Gross:', X + 370, y, 170));
    y += 14; c.section('2. FUNDING REQUEST', X, y, W); y += 32;
    c.v('requested_amount', m.amount, amt(c, m.amount), ...c.at('left', 'Amount Requested:', X, y, 170));
    c.d(r.pick(['Truck repairs', 'Insurance down payment', 'Add 2 trucks', 'Fuel & payroll']), ...c.at('left', 'Use of Funds:', X + 180, y, 180));
    s.label('Payback:', X + 370, y - 8, 7.5);
    checks(c, 'payment_frequency', [['Daily', 'daily'], ['Weekly', 'weekly']], m.freq === 'daily' ? 'Daily' : 'Weekly', X + 410, y - 9, [50]);
    y += 21;
    const est = r.chance(0.65);
    c.v('requested_payment', m.payment, est ? money(m.payment, true) : null, ...c.at('left', 'Est. Payment:', X, y, 170));
    c.v('number_of_payments', m.npay, est ? String(m.npay) : null, ...c.at('left', '# of Payments:', X + 180, y, 120));
    c.d(r.pick(['1st', '2nd', '3rd']), ...c.at('left', 'Position:', X + 310, y, 100));
    y += 14; c.section('3. OWNER / OFFICER INFORMATION', X, y, W);
    m.owners.forEach((o, i) => {
      y += 32;
      c.name(i, o, ...c.at('left', `Owner ${i + 1} Name:`, X, y, 250));
      c.v(`applicants[${i}].role`, o.title, o.title, ...c.at('left', 'Title:', X + 260, y, 140));
      c.v(`applicants[${i}].ownership`, o.pct, `${o.pct}%`, ...c.at('left', 'Ownership %:', X + 410, y, 130));
      y += 21;
      c.tin(i, o, r.chance(0.3), ...c.at('left', 'SSN:', X, y, 150));
      c.v(`applicants[${i}].date_of_birth`, iso(o.dob), fmtDate(o.dob, 'mdy'), ...c.at('left', 'DOB:', X + 160, y, 120));
      if (r.chance(0.5)) c.v(`applicants[${i}].credit_score`, o.credit, String(o.credit), ...c.at('left', 'Est. FICO:', X + 290, y, 90));
      else c.at('left', 'Est. FICO:', X + 290, y, 90);
      c.d(phone(r), ...c.at('left', 'Cell:', X + 390, y, 150));
      y += 21;
      c.d(`${o.street}, ${o.city}, ${o.state} ${o.zip}`, ...c.at('left', 'Home Address:', X, y, 400));
      c.d(r.pick(['Own', 'Rent']), ...c.at('left', 'Own/Rent:', X + 410, y, 130));
    });
    y += 14; c.section('4. BANK & CURRENT ADVANCES', X, y, W); y += 32;
    c.d(r.pick(BANKS), ...c.at('left', 'Bank:', X, y, 170));
    c.d(routing(r), ...c.at('left', 'Routing #:', X + 180, y, 160));
    c.d(r.digits(r.int(9, 12)), ...c.at('left', 'Account #:', X + 350, y, 190));
    for (let k = 0; k < 2; k++) {
      y += 19;
      const has = k < r.int(0, 2);
      c.d(has ? r.pick(FUNDERS) : null, ...c.at('left', 'Funder:', X, y, 200));
      c.d(has ? money(r.int(40, 900) * 100) : null, ...c.at('left', 'Balance:', X + 210, y, 150));
      c.d(has ? money(r.int(80, 2400), true) : null, ...c.at('left', 'Payment:', X + 370, y, 170));
    }
    signBlock(c, y + 14, 'By signing below, each owner certifies the information above is true and complete and authorizes HaulPoint Freight Funding, its ' +
      'funding partners and assigns to obtain consumer and business credit reports, FMCSA and insurance records, and to verify bank statements.');
  },
};

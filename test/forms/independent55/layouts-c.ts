// Layouts 5-6: Keelstone Commercial Funding (two portrait pages, numbered captions under the rules, applicant and
// co-applicant side by side on page 2) and Parhelion Working Capital (one dense page: business and owner columns
// whose rows do not line up, numbered boxes, 6 pt captions, the whole agreement in 5 pt under them).
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { fullName, hyphenEin, mdy, money, my, type Merchant } from './data.ts';
import { advances, bank, bizTruth, entityBoxes, freqBoxes, isoRep, landlord, legal, mask, ownerTruth } from './common.ts';
import type { Sheet } from './draw.ts';

export function keelstone(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const F = 'Keelstone Commercial Funding, LLC';
  s.page(false);
  s.typeFont = r.pick(['Courier', 'Helvetica']);
  s.text(40, 28, 'KEELSTONE', 16, 'Helvetica-Bold');
  s.text(40, 46, 'COMMERCIAL FUNDING', 7, 'Helvetica-Bold');
  s.text(330, 30, 'Merchant Funding Application  (page 1 of 2)', 8, 'Helvetica-Bold');
  s.text(330, 41, 'All owners of 20% or more must complete page 2.', 6);
  const X = 40, W = 532;
  s.band(X, 60, W, 'SECTION 1  -  BUSINESS INFORMATION');
  const y = (i: number): number => 94 + i * 24;
  const o0 = m.owners[0]!, trade = r.chance(0.85), full = r.chance(0.5);
  s.under(X, y(0), W * 0.62, '1  Legal name of business', m.legal, 'k1');
  s.under(X + W * 0.62, y(0), W * 0.38, '2  DBA', trade ? m.dba : null, 'k2');
  s.under(X, y(1), W * 0.5, '3  Street address', m.place.street, 'k3');
  s.under(X + W * 0.5, y(1), W * 0.22, '4  City', m.place.city, 'k4');
  s.under(X + W * 0.72, y(1), W * 0.16, '5  State', m.place.stateName, 'k5');
  s.under(X + W * 0.88, y(1), W * 0.12, '6  ZIP', m.place.zip, 'k6');
  s.under(X, y(2), W * 0.24, '7a  Federal EIN', m.ein, 'k7a');
  s.under(X + W * 0.24, y(2), W * 0.24, '7b  SSN (sole proprietor without EIN)', m.ein ? null : o0.ssn, 'k7b');
  s.under(X + W * 0.48, y(2), W * 0.26, full ? '8  Date business started' : '8  Date business started (MM/YYYY)', full ? mdy(m.start) : my(m.start), 'k8');
  s.under(X + W * 0.74, y(2), W * 0.26, '9  Business phone', m.phone, 'k9', true);
  s.text(X, y(3) - 11, '10  Entity:', 6);
  entityBoxes(s, m, X + 36, y(3) - 12, 6, 4);
  s.under(X, y(4), W * 0.6, '11  Type of business', m.industryText, 'k11');
  s.under(X + W * 0.6, y(4), W * 0.4, '12  State of organization', m.incState, 'k12', true);
  s.under(X, y(5), W * 0.4, '13  Business e-mail', m.email, 'k13', true);
  s.under(X + W * 0.4, y(5), W * 0.3, '14  Website', m.website, 'k14', true);
  s.under(X + W * 0.7, y(5), W * 0.3, '15  No. of employees', String(m.employees), 'k15', true);
  landlord(s, m, X, y(6), W, true);
  s.band(X, y(6) + 16, W, 'SECTION 2  -  FUNDING REQUEST');
  const yf = y(6) + 52, pay = r.chance(0.6), nPay = r.chance(0.7);
  s.under(X, yf, W * 0.22, '16  Amount requested', money(m.amount, r.chance(0.3)), 'k16');
  s.under(X + W * 0.22, yf, W * 0.3, '17  Use of funds', r.pick(['Working capital', 'Equipment', 'Inventory', 'Expansion / build-out']), 'k17', true);
  s.under(X + W * 0.52, yf, W * 0.24, '18  Number of payments', nPay ? String(m.payments) : null, 'k18');
  s.under(X + W * 0.76, yf, W * 0.24, '19  Payment amount', pay ? money(m.payment, true) : null, 'k19');
  s.text(X, yf + 14, '20  Payment frequency:', 6);
  freqBoxes(s, m, X + 72, yf + 13, 6);
  s.under(X, yf + 48, W * 0.3, '21  Average monthly deposits', money(m.monthlySales), 'k21', true);
  s.under(X + W * 0.3, yf + 48, W * 0.3, '22  Annual gross revenue', money(m.monthlySales * 12), 'k22', true);
  s.band(X, yf + 58, W, 'SECTION 3  -  BANKING, DEBT AND REFERENCES');
  bank(s, m, X, yf + 92, W, true);
  const ya = advances(s, m, X, yf + 104, W * 0.55, '23  Existing advances / loans');
  s.bold(X + W * 0.6, yf + 104, '24  Trade references', 6.5);
  m.refs.forEach((f, i) => {
    s.under(X + W * 0.6, yf + 130 + i * 22, W * 0.24, 'Company', f.name, `ref${i}`, true);
    s.under(X + W * 0.84, yf + 130 + i * 22, W * 0.16, 'Phone', f.phone, `ref${i}_p`, true);
  });
  isoRep(s, m, X, Math.max(ya, yf + 170) + 22, W, true);
  s.para(X, Math.max(ya, yf + 170) + 40, W, legal(F, r, 4), 5.5);
  s.text(X, 770, `KCF-1 (rev. 2024)  ${F}  Page 1 of 2`, 5.5);

  s.page(false);
  s.band(X, 36, W, 'SECTION 4  -  OWNERS / GUARANTORS');
  const G = 274, H = 258;
  s.bold(X, 54, 'APPLICANT (OWNER 1)', 7);
  s.bold(X + G, 54, 'CO-APPLICANT / GUARANTOR (OWNER 2)', 7);
  const scoreAsked = r.chance(0.5);
  const owners: TruthApplicant[] = [];
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], x = X + i * G, v = (k: number): number => 86 + k * 24, masked = mask(r, o, 0.2);
    s.under(x, v(0), H * 0.64, `${25 + i * 10}  First, middle, last name`, o ? fullName(o) : null, `p${i}_name`);
    s.under(x + H * 0.64, v(0), H * 0.36, `${26 + i * 10}  Title`, o?.title ?? null, `p${i}_title`);
    s.under(x, v(1), H * 0.4, `${27 + i * 10}  Ownership %`, o ? `${o.pct}%` : null, `p${i}_pct`);
    s.under(x + H * 0.4, v(1), H * 0.6, `${28 + i * 10}  Social Security number`, o ? (masked ? `XXX XX ${o.ssn.slice(5)}` : o.ssn) : null, `p${i}_ssn`);
    s.under(x, v(2), H * 0.4, `${29 + i * 10}  Date of birth`, o ? mdy(o.dob) : null, `p${i}_dob`);
    s.under(x + H * 0.4, v(2), H * 0.6, `${30 + i * 10}  Credit score (self-reported)`, o && scoreAsked ? String(o.score) : null, `p${i}_score`);
    s.under(x, v(3), H, `${31 + i * 10}  Home street address`, o?.home.street ?? null, `p${i}_street`, true);
    s.under(x, v(4), H * 0.45, `${32 + i * 10}  City`, o?.home.city ?? null, `p${i}_city`, true);
    s.under(x + H * 0.45, v(4), H * 0.33, `${33 + i * 10}  State`, o ? (full ? o.home.stateName : o.home.state) : null, `p${i}_state`, true);
    s.under(x + H * 0.78, v(4), H * 0.22, `${34 + i * 10}  ZIP`, o?.home.zip ?? null, `p${i}_zip`, true);
    if (o) owners.push(ownerTruth(o, { masked, score: scoreAsked, dob: true, pct: true }));
  }
  const o3 = m.owners[2], m3 = mask(r, o3, 0.2);
  s.bold(X, 210, 'ADDITIONAL OWNER (OWNER 3)', 7);
  s.under(X, 240, W * 0.34, '45  Name', o3 ? fullName(o3) : null, 'p2_name');
  s.under(X + W * 0.34, 240, W * 0.16, '46  Title', o3?.title ?? null, 'p2_title');
  s.under(X + W * 0.5, 240, W * 0.14, '47  Ownership %', o3 ? `${o3.pct}%` : null, 'p2_pct');
  s.under(X + W * 0.64, 240, W * 0.2, '48  SSN', o3 ? (m3 ? `XXX XX ${o3.ssn.slice(5)}` : o3.ssn) : null, 'p2_ssn');
  s.under(X + W * 0.84, 240, W * 0.16, '49  DOB', o3 ? mdy(o3.dob) : null, 'p2_dob');
  if (o3) owners.push(ownerTruth(o3, { masked: m3, score: false, dob: true, pct: true }));
  s.band(X, 262, W, 'SECTION 5  -  AUTHORIZATION AND AGREEMENT');
  const yl = s.para(X, 276, W, legal(F, r, 16), 5.8);
  for (let i = 0; i < 2; i++) {
    s.signature(X + i * G, yl + 26, 150, i ? 'Co-applicant / guarantor signature' : 'Applicant signature');
    s.under(X + i * G + 160, yl + 26, 90, 'Date', null, `sig${i}_date`);
  }
  s.text(X, 770, `KCF-1 (rev. 2024)  ${F}  Page 2 of 2`, 5.5);
  const t = bizTruth(m, { trade, start: full ? 'date' : 'month', amount: true, payment: pay, payments: nPay, freq: true });
  t.applicants = owners;
  return t;
}

export function parhelion(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const F = 'Parhelion Working Capital, Inc.';
  if (m.freq === 'monthly') { m.freq = 'daily'; m.payments = 160; m.payment = Math.round(m.amount * 1.32 / 160 * 100) / 100; }
  s.page(false);
  s.typeFont = 'Helvetica';
  s.typeSize = 7;
  s.text(28, 20, 'PARHELION WORKING CAPITAL', 12, 'Helvetica-Bold');
  s.text(28, 34, 'Revenue Purchase Application  -  ISO submission copy', 6.5);
  s.text(420, 22, 'Submit to: subs@parhelion-wc.example', 6);
  const L = 28, R = 316, W = 268, H = 17;
  s.band(L, 46, W, 'BUSINESS', 6.5, 9);
  s.band(R, 46, W, 'OWNER / PRINCIPAL', 6.5, 9);
  const trade = r.chance(0.8), o0 = m.owners[0]!, full = r.chance(0.5);
  let y = 57;
  const row = (cells: [number, string, string, string | null, boolean?][]): void => {
    let x = L;
    for (const [f, n, c, v, d] of cells) { s.boxed(x, y, W * f, H, n, c, v, `x${n}`, !!d); x += W * f; }
    y += H;
  };
  row([[1, '1a', 'Legal business name', m.legal]]);
  row([[0.6, '1b', 'DBA', trade ? m.dba ?? 'N/A' : null], [0.4, '2', 'Business phone', m.phone, true]]);
  row([[1, '3a', 'Physical address', m.place.street]]);
  row([[0.45, '3b', 'City', m.place.city], [0.33, '3c', 'State', full ? m.place.stateName : m.place.state], [0.22, '3d', 'ZIP', m.place.zip]]);
  const taxText = m.ein ? (r.chance(0.5) ? m.ein : hyphenEin(m.ein)) : o0.ssn;
  row([[0.5, '4', m.ein ? 'Federal Tax ID (EIN)' : 'Owner SSN (sole prop., no EIN)', taxText], [0.5, '5', 'Business start date (MM/YYYY)', my(m.start)]]);
  row([[0.5, '6', 'Legal entity', m.entityText], [0.5, '7', 'State of incorporation', m.incState, true]]);
  row([[1, '8', 'Industry / products sold', m.industryText]]);
  row([[0.5, '9', 'Average monthly sales', money(m.monthlySales), true], [0.5, '10', 'Amount requested', money(m.amount)]]);
  const pay = r.chance(0.7), nPay = r.chance(0.7);
  row([[0.5, '11', 'Requested daily/weekly payment', pay ? money(m.payment, true) : null], [0.5, '12', 'Number of payments', nPay ? String(m.payments) : null]]);
  s.rect(L, y, W, H, 0.4);
  s.text(L + 1.5, y + 1.5, '13', 6, 'Helvetica-Bold');
  s.text(L + 11, y + 1.5, 'Payment frequency', 6);
  freqBoxes(s, m, L + 70, y + 4, 6, ['daily', 'weekly', 'biweekly']);
  y += H;
  row([[0.5, '14', 'Landlord / mortgage holder', m.landlord.name, true], [0.5, '15', 'Landlord phone', m.landlord.phone, true]]);
  row([[0.4, '16', 'Bank name', m.bank.name, true], [0.3, '17', 'Routing', m.bank.routing, true], [0.3, '18', 'Account', m.bank.account, true]]);
  const yLeft = y;
  // Owner column: rows of 21 pt, so they fall between the business rows.
  y = 57;
  const H2 = 21;
  const owners: TruthApplicant[] = [];
  const ownerRows = (i: number, first: number): void => {
    const o = m.owners[i], masked = mask(r, o, 0.2), n = (k: number): string => `${first + k}`;
    const cells = (c: [number, string, string, string | null, boolean?][]): void => {
      let x = R;
      for (const [f, nn, cap, v, d] of c) { s.boxed(x, y, W * f, H2, nn, cap, v, `y${nn}`, !!d); x += W * f; }
      y += H2;
    };
    cells([[0.66, n(0), 'Name (first, middle, last)', o ? fullName(o) : null], [0.34, n(1), 'Title', o?.title ?? null]]);
    cells([[0.3, n(2), 'Ownership', o ? `${o.pct} %` : null], [0.36, n(3), 'SSN', o ? (masked ? `XXXXX${o.ssn.slice(5)}` : o.ssn) : null], [0.34, n(4), 'Date of birth', o ? mdy(o.dob) : null]]);
    cells([[1, n(5), 'Home address, city, state, ZIP', o ? `${o.home.street}, ${o.home.city}, ${full ? o.home.stateName : o.home.state} ${o.home.zip}` : null, true]]);
    if (i === 0) cells([[0.5, n(6), 'Cell phone', o?.cell ?? null, true], [0.5, n(7), 'FICO (est.)', o ? String(o.score) : null]]);
    if (o) owners.push(ownerTruth(o, { masked, score: i === 0, dob: true, pct: true }));
  };
  ownerRows(0, 19);
  s.band(R, y + 3, W, 'CO-APPLICANT / GUARANTOR', 6.5, 9);
  y += 13;
  ownerRows(1, 27);
  ownerRows(2, 33);
  y = Math.max(y, yLeft) + 6;
  y = advances(s, m, L, y, W, '39  Open positions (funder, balance, payment)');
  isoRep(s, m, R, y - 20, W, true);
  s.band(L, y + 4, 556, 'AGREEMENT, AUTHORIZATIONS AND DISCLOSURES', 6.5, 9);
  y = s.para(L, y + 16, 556, legal(F, r, 16), 5);
  s.signature(L, y + 20, 180, 'Owner signature');
  s.signature(R, y + 20, 180, 'Co-applicant / guarantor signature');
  s.text(L, 778, `PWC-RPA-2 ${F}`, 5);
  const t = bizTruth(m, { trade, start: 'month', amount: true, payment: pay, payments: nPay, freq: true });
  t.applicants = owners;
  return t;
}

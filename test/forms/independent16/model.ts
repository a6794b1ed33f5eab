// The merchant behind one form: every value as printed and as applications.md reads it. Decoys (landlord, references,
// ISO rep, existing funders, bank numbers, state of incorporation, owners' homes) are people and numbers of their own.
import type { Rng } from '../../statements/generator/prng.ts';
import { CA_PROVINCES, US_STATES } from './ids.ts';

export interface Owner {
  first: string; last: string; name: string; title: string; pct: number;
  ssn: string; ssnTruth: string | null; idType: 'SSN' | 'ITIN' | 'SIN';
  dob: string; dobIso: string | null; credit: string; creditTruth: number | null; home: string; phone: string;
}
export interface Merchant {
  ca: boolean; legal: string; dba: string; dbaTruth: string | null;
  entityText: string; entityId: string; entityBox: string; industryText: string; industryId: string;
  tax: string; taxTruth: string; taxType: string;
  start: string; startIso: string | null;
  street: string; city: string; state: string; zip: string; stateOfInc: string; phone: string; email: string;
  amount: string; amountN: number; payment: string; paymentN: number | null; nPay: string; nPayN: number | null; freq: string; freqTruth: string | null;
  owners: Owner[];
  landlord: string; landlordPhone: string; refs: [string, string][]; isoRep: string; isoPhone: string;
  funders: [string, string, string][]; bank: string; routing: string; account: string;
}

const FIRST = ['Maria', 'James', 'Priya', 'Dmitri', 'Aisha', 'Carlos', 'Helen', 'Tomasz', 'Grace', 'Omar', 'Lucia', 'Ravi', 'Naomi', 'Victor', 'Ingrid', 'Kwame'];
const LAST = ['Alvarez', 'Whitfield', 'Okafor', 'Lindqvist', 'Van der Berg', 'Nakamura', 'Delacroix-Hall', 'Brennan', 'Szabo', 'Haddad', 'McAllister', 'Rossi', 'Fontaine', 'Kowalski'];
const DECOY_FIRST = ['Gerald', 'Wanda', 'Felix', 'Bernadette', 'Rupert', 'Odette'];
const DECOY_LAST = ['Pemberton', 'Quist', 'Thornbury', 'Ashdown', 'Kettering', 'Marchetti'];
const WORDS = ['Summit', 'Blue Heron', 'Ironwood', 'Golden Gate', 'Riverbend', 'Cedar Hollow', 'Northstar', 'Maple Leaf', 'Red Rock', 'Harborview', 'Silver Pine', 'Old Mill'];
// [printed type of business, industry id]: texts chosen so the longest contained alias is unambiguous.
const INDUSTRIES: [string, string][] = [['Family restaurant', 'restaurant'], ['Collision repair', 'auto_repair'], ['Hair salon', 'personal_care'],
  ['Plumbing contractor', 'specialty_trade_contractor'], ['Dental office', 'dental_practice'], ['Moving company', 'trucking_local'],
  ['Landscaping and lawn care', 'landscaping'], ['Laundromat', 'dry_cleaning'], ['Commercial cleaning', 'cleaning_services'],
  ['Convenience store', 'convenience_store'], ['Yoga studio', 'fitness'], ['Daycare', 'childcare'], ['Florist', 'retail_general'],
  ['Veterinary clinic', 'veterinary'], ['IT services', 'it_software'], ['Wholesale distributor', 'wholesale_distribution']];
const NOUN: Record<string, string> = { restaurant: 'Kitchen', auto_repair: 'Auto Body', personal_care: 'Salon', specialty_trade_contractor: 'Plumbing',
  dental_practice: 'Dental', trucking_local: 'Movers', landscaping: 'Landscapes', dry_cleaning: 'Laundry', cleaning_services: 'Cleaning',
  convenience_store: 'Market', fitness: 'Yoga', childcare: 'Kids', retail_general: 'Flowers', veterinary: 'Animal Care', it_software: 'Tech',
  wholesale_distribution: 'Supply' };
// [free-text entity, id, checkbox label] for the US and Canada.
const US_ENT: [string, string, string, string][] = [['LLC', 'llc', 'LLC', 'LLC'], ['Inc.', 'c_corporation', 'Corporation', 'Inc.'],
  ['S Corp', 's_corporation', 'Corporation', 'Inc.'], ['Corporation', 'c_corporation', 'Corporation', 'Corp.'], ['PLLC', 'pllc', 'LLC', 'PLLC'],
  ['LLP', 'llp', 'LLP', 'LLP'], ['Partnership', 'general_partnership', 'Partnership', '& Partners'], ['Sole Prop', 'sole_proprietorship', 'Sole Proprietor', '']];
const CA_ENT: [string, string, string, string][] = [['Ltd.', 'ca_corporation', 'Corporation', 'Ltd.'], ['Inc.', 'ca_corporation', 'Corporation', 'Inc.'],
  ['Corporation', 'ca_corporation', 'Corporation', 'Corp.'], ['Co-operative', 'cooperative', 'Co-operative', 'Co-operative'],
  ['Sole Proprietorship', 'sole_proprietorship', 'Sole Proprietor', '']];
const FUNDERS = ['Rapid Lane Capital', 'Greenbridge Funding', 'Yellowstone Advance', 'Kapstone Funding', 'Everest Bridge'];
// A city and a postal code's first letter for each of CA_PROVINCES, in its order.
const CA_CITY = ['Calgary', 'Surrey', 'Winnipeg', 'Halifax', 'Mississauga', 'Laval', 'Regina'];
const CA_POST = ['T', 'V', 'R', 'B', 'L', 'H', 'S'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export function money(r: Rng, n: number, ca: boolean): string {
  const s = n.toLocaleString('en-US', r.chance(0.4) ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {});
  return r.pick(ca ? [`$${s}`, `${s} CAD`, `$${s} CAD`] : [`$${s}`, `$ ${s}`, s]);
}
function date(r: Rng, y0: number, y1: number): [string, string] {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  return [r.pick([`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`]), iso];
}
function luhn9(r: Rng, first: string): string {
  const body = first + r.digits(7);
  for (let c = 0; c < 10; c++) {
    const s = body + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) { let d = Number(s[i]) * (i % 2 ? 2 : 1); if (d > 9) d -= 9; sum += d; }
    if (sum % 10 === 0) return s;
  }
  return body + '0';
}
const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.digits(4)}`;
const ssn = (r: Rng) => `${r.int(100, 665)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;

export function makeMerchant(rng: Rng, ca: boolean): Merchant {
  const r = rng.fork('merchant');
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const [entityText, entityId, entityBox, suffix] = r.pick(ca ? CA_ENT : US_ENT);
  const sole = entityId === 'sole_proprietorship';
  const nOwners = sole ? 1 : r.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const firsts = r.shuffle([...FIRST]), lasts = r.shuffle([...LAST]);
  const state = r.pick(ca ? CA_PROVINCES : US_STATES);
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25]]) : nOwners === 3 ? [40, 35, 25] : [25, 25, 25, 25];
  const owners: Owner[] = [];
  for (let i = 0; i < nOwners; i++) {
    const first = firsts[i]!, last = lasts[i]!, mid = r.chance(0.4) ? `${String.fromCharCode(65 + r.int(0, 25))}.` : '';
    const name = r.chance(0.25) ? `${last}, ${first}${mid ? ' ' + mid : ''}` : `${first}${mid ? ' ' + mid : ''} ${last}`;
    const full = ca ? luhn9(r, String(r.int(1, 7))) : ssn(r);
    const sin = ca ? `${full.slice(0, 3)}-${full.slice(3, 6)}-${full.slice(6)}` : full;
    const masked = r.chance(0.3);
    const [dob, dobIso0] = date(r, 1958, 1994);
    const noDob = r.chance(0.2), noCredit = r.chance(0.4);
    const other = r.pick((ca ? CA_PROVINCES : US_STATES).filter((s) => s !== state));
    owners.push({ first, last, name, title: i === 0 ? r.pick(sole ? ['Owner'] : ['CEO', 'President', 'Managing Member', 'Owner']) : r.pick(['Partner', 'VP', 'Member', 'COO']),
      pct: pcts[i]!, ssn: masked ? (ca ? `XXX-XXX-${sin.slice(-3)}` : `XXX-XX-${sin.slice(-4)}`) : sin, ssnTruth: masked ? null : sin.replace(/\D/g, ''),
      idType: ca ? 'SIN' : 'SSN', dob: noDob ? '' : dob, dobIso: noDob ? null : dobIso0, credit: noCredit ? '' : String(r.int(560, 790)),
      creditTruth: null, home: `${r.int(10, 9999)} ${r.pick(['Elm', 'Oak', 'Birch', 'Lake'])} ${r.pick(['St', 'Ave', 'Dr'])}, ${r.pick(['Springfield', 'Fairview', 'Kingston'])}, ${other}`,
      phone: phone(r) });
    owners[i]!.creditTruth = owners[i]!.credit ? Number(owners[i]!.credit) : null;
  }
  const word = r.pick(WORDS);
  const legal = sole ? `${firsts[0]} ${lasts[0]}` : suffix.startsWith('&') ? `${lasts[0]} ${suffix}` : `${word} ${NOUN[industryId]}${suffix === 'Co-operative' ? ' ' : ', '}${suffix}`.replace(', LLC', r.chance(0.5) ? ' LLC' : ', LLC');
  const tradeName = `${word} ${NOUN[industryId]}${r.pick([' & Co', ' Express', ' Studio', ''])}`.trim();
  const dbaKind = r.weighted([['name', 5], ['blank', 2], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const dba = dbaKind === 'name' ? (sole ? tradeName : `${tradeName} Group`) : dbaKind === 'blank' ? '' : dbaKind === 'legal' ? legal : dbaKind;
  let tax: string, taxTruth: string, taxType: string;
  if (ca) { const bn = luhn9(r, String(r.int(7, 8))); tax = `${bn} RC0001`; taxTruth = `${bn}RC0001`; taxType = 'BN'; }
  else if (sole && r.chance(0.5)) { tax = owners[0]!.ssn.includes('X') ? ssn(r) : owners[0]!.ssn; taxTruth = tax.replace(/\D/g, ''); taxType = 'SSN'; }
  else { tax = `${r.pick(['12', '20', '27', '33', '45', '46', '47', '56', '81', '84', '88', '91'])}-${r.digits(7)}`; taxTruth = tax.replace('-', ''); taxType = 'EIN'; }
  const [start, startIso] = date(r, 2004, 2022);
  const noStart = r.chance(0.2);
  const amountN = r.int(15, 250) * 1000;
  const noTerms = r.chance(0.3);
  const freqT = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const nPayN = freqT === 'daily' ? r.pick([120, 160, 180]) : freqT === 'weekly' ? r.pick([26, 36, 52]) : freqT === 'biweekly' ? 26 : 12;
  const paymentN = Math.round((amountN * 1.35) / nPayN);
  const dFirst = r.shuffle([...DECOY_FIRST]), dLast = r.shuffle([...DECOY_LAST]);
  return {
    ca, legal, dba, dbaTruth: dbaKind === 'name' ? dba : null, entityText, entityId, entityBox, industryText, industryId,
    tax, taxTruth, taxType, start: noStart ? '' : start, startIso: noStart ? null : startIso,
    street: `${r.int(100, 9899)} ${r.pick(['Main', 'Commerce', 'Industrial', 'Harbor', 'King', 'Queen'])} ${r.pick(['St', 'Ave', 'Blvd', 'Rd'])}${r.chance(0.3) ? ` Unit ${r.int(1, 40)}` : ''}`,
    city: ca ? CA_CITY[CA_PROVINCES.indexOf(state as never)]! : r.pick(['Riverside', 'Lakewood', 'Franklin', 'Salem', 'Greenville', 'Bristol']),
    state, zip: ca ? `${CA_POST[CA_PROVINCES.indexOf(state as never)]}${r.int(1, 9)}${r.alnum(1, 'ABCEGHJ')} ${r.int(1, 9)}${r.alnum(1, 'KLMNPR')}${r.int(1, 9)}` : r.digits(5),
    stateOfInc: ca ? r.pick(['Canada (CBCA)', ...CA_PROVINCES.filter((s) => s !== state)]) : r.pick(['DE', 'NV', 'WY'].filter((s) => s !== state)),
    phone: phone(r), email: `${firsts[0]!.toLowerCase()}@${word.toLowerCase().replace(/ /g, '')}${ca ? '.ca' : '.com'}`,
    amount: money(r, amountN, ca), amountN, payment: noTerms ? '' : money(r, paymentN, ca), paymentN: noTerms ? null : paymentN,
    nPay: noTerms ? '' : String(nPayN), nPayN: noTerms ? null : nPayN, freq: noTerms ? '' : freqT, freqTruth: noTerms ? null : freqT,
    owners, landlord: `${dFirst[0]} ${dLast[0]}`, landlordPhone: phone(r), refs: [[`${dFirst[1]} ${dLast[1]}`, phone(r)], [`${dLast[2]} Supply Co.`, phone(r)]],
    isoRep: `${dFirst[3]} ${dLast[3]}`, isoPhone: phone(r),
    funders: r.chance(0.6) ? [[r.pick(FUNDERS), money(r, r.int(5, 60) * 1000 + 0.5, ca), money(r, r.int(150, 900) + 0.75, ca)]] : [],
    bank: r.pick(ca ? ['TD Canada Trust', 'RBC Royal Bank', 'BMO'] : ['Chase', 'Wells Fargo', 'Regions Bank', 'PNC Bank']),
    routing: ca ? `${r.digits(5)}-${r.digits(3)}` : `0${r.digits(8)}`, account: r.digits(r.int(8, 11)),
  };
}

// Seeded Canadian merchant data for set 272: the business, its owners and the decoys a form prints around them.
// Every printed string is made here together with the truth value it gives (null where masked, blank or N/A).
import type { Rng } from '../../statements/generator/prng.ts';

export type DateFmt = 'iso' | 'dmy';

export interface Owner {
  first: string; middle: string; last: string;
  role: string; ownership: number | null; ownershipText: string;
  credit: number | null; creditText: string;
  sinText: string; sin: string | null;
  dob: string | null; dobText: string;
  home: string; homeCity: string; homeProv: string; homePostal: string;
  email: string; phone: string;
}

export interface Entity { printed: string; id: string; box: string }

export interface Business {
  legal: string; tradeText: string; trade: string | null;
  entity: Entity; entityBlank: boolean;
  industryText: string;
  bnText: string; bn: string | null; bnType: string | null;
  gst: string; neq: string | null;
  street: string; city: string; prov: string; provName: string; postal: string;
  incorpJur: string;
  phone: string; email: string; website: string;
  amount: number; amountText: string;
  payment: number; paymentText: string; nPayments: number; freq: string; freqText: string;
  startIso: string | null; startText: string; yearsInBiz: number;
  employees: number; monthlySales: string; annualRevenue: string;
  useOfFunds: string;
  owners: Owner[];
  landlord: string; landlordPhone: string; rent: string;
  bankName: string; transit: string; institution: string; account: string; bankContact: string;
  tradeRefs: { name: string; phone: string; contact: string }[];
  rep: { name: string; company: string; phone: string; email: string };
  funders: { name: string; balance: string; payment: string }[];
  contact: { name: string; title: string; phone: string };
  quebec: boolean;
}

const FIRST = ['Amélie', 'Marc-André', 'Priya', 'Jasmeet', 'Liam', 'Chloé', 'Nathan', 'Olivia', 'Wei', 'Fatima', 'Étienne', 'Siobhan',
  'Gurpreet', 'Mathieu', 'Hannah', 'Rajiv', 'Geneviève', 'Tyler', 'Mei-Ling', 'Omar', 'Josée', 'Connor', 'Anika', 'Luc'];
const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'St-Pierre', 'MacDonald', 'Singh', 'Nguyen', 'Bouchard', "O'Neill", 'Dhillon',
  'Lavoie', 'Chen', 'Fortin', 'Gauthier-Lemieux', 'de la Fontaine', 'Wong', 'Campbell', 'Bélanger', 'MacLeod', 'Kowalczyk', 'Desjardins',
  'Van der Berg', 'Pelletier'];
const CITIES: [string, string, string, string][] = [
  ['Toronto', 'ON', 'Ontario', 'M'], ['Mississauga', 'ON', 'Ontario', 'L'], ['Ottawa', 'ON', 'Ontario', 'K'], ['Montréal', 'QC', 'Québec', 'H'],
  ['Laval', 'QC', 'Québec', 'H'], ['Québec', 'QC', 'Québec', 'G'], ['Calgary', 'AB', 'Alberta', 'T'], ['Edmonton', 'AB', 'Alberta', 'T'],
  ['Vancouver', 'BC', 'British Columbia', 'V'], ['Surrey', 'BC', 'British Columbia', 'V'], ['Winnipeg', 'MB', 'Manitoba', 'R'],
  ['Regina', 'SK', 'Saskatchewan', 'S'], ['Halifax', 'NS', 'Nova Scotia', 'B'], ['Moncton', 'NB', 'New Brunswick', 'E'],
  ['St. John\'s', 'NL', 'Newfoundland and Labrador', 'A'], ['Charlottetown', 'PE', 'Prince Edward Island', 'C'],
  ['Whitehorse', 'YT', 'Yukon', 'Y'], ['Gatineau', 'QC', 'Québec', 'J']];
const STREETS = ['rue Sainte-Catherine', 'Yonge Street', 'boul. Saint-Laurent', 'Jasper Avenue', 'Main Street', 'King Street West',
  'chemin de la Côte-des-Neiges', 'Portage Avenue', 'Granville Street', 'Water Street', 'Dundas Street East', 'rue Principale'];
// [business words, printed type of business]
const INDUSTRIES: [string, string][] = [
  ['Bistro', 'Family restaurant'], ['Auto Service', 'Auto repair and collision repair'], ['Plumbing & Heating', 'Plumbing and HVAC contractor'],
  ['Dental Group', 'Dental office'], ['Daycare', 'Licensed daycare'], ['Landscaping', 'Landscaping and snow removal'],
  ['Bakery', 'Bakery cafe / coffee shop'], ['Freight', 'Local trucking - dump truck hauling'], ['Cleaning', 'Commercial cleaning / janitorial'],
  ['Salon', 'Hair salon & spa'], ['Pharmacy', 'Drug store / pharmacy'], ['Fitness', 'Gym / yoga studio'], ['Pet Supply', 'Pet grooming & pet store'],
  ['Grocer', 'Grocery / épicerie'], ['Veterinary Clinic', 'Veterinary clinic'], ['Tech', 'IT services and web design'],
  ['Motel', 'Motel / lodging'], ['Maple Farm', 'Maple farm (agriculture)']];
const WORDS = ['Northern Lights', 'Maple Leaf', 'Rideau', 'Laurentian', 'Boréal', 'Prairie Sky', 'Harbourfront', 'Cascade', 'Fundy',
  'Saint-Laurent', 'Trillium', 'Polaris', 'Beaver Creek', 'Chinook', 'Aurora'];
const NUMBERED_SUFFIX: [string, string][] = [['Ontario Inc.', 'ON'], ['Alberta Ltd.', 'AB'], ['B.C. Ltd.', 'BC'], ['Canada Inc.', 'CA'],
  ['Québec inc.', 'QC'], ['Manitoba Ltd.', 'MB'], ['Nova Scotia Limited', 'NS']];
const FUNDERS = ['Banque Laurentienne MCA', 'Northstar Capital Advance', 'Merchant Growth', 'Lendified', 'Maple Funding Group', 'Clearco'];
const BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Desjardins', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'National Bank', 'ATB Financial'];

export function luhnComplete(base8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(base8[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return base8 + String((10 - (sum % 10)) % 10);
}

export const money = (n: number, cents = false): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

export function fmtDate(iso: string, fmt: DateFmt): string {
  const [y, m, d] = iso.split('-');
  return fmt === 'iso' ? iso : `${d}/${m}/${y}`;
}

function isoDate(r: Rng, y0: number, y1: number): string {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const L = (r: Rng): string => 'ABCEGHJKLMNPRSTVWXYZ'[r.int(0, 19)]!;
const postal = (r: Rng, first: string): string => `${first}${r.int(1, 9)}${L(r)} ${r.int(0, 9)}${L(r)}${r.int(0, 9)}`;
const phone = (r: Rng): string => `(${r.pick(['416', '514', '403', '604', '613', '902', '204', '819'])}) ${r.int(200, 989)}-${r.digits(4)}`;

function spaced9(d: string, r: Rng): string {
  return r.pick([`${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, d]);
}

export function makeBusiness(r: Rng, dateFmt: DateFmt, maxOwners = 4, quebecBias = false): Business {
  const [city, prov, provName, pfirst] = quebecBias && r.chance(0.75) ? r.pick(CITIES.filter((c) => c[1] === 'QC')) : r.pick(CITIES);
  const quebec = prov === 'QC';
  const [bizWord, industryText] = r.pick(INDUSTRIES);
  const word = r.pick(WORDS);
  // entity and legal name
  const kind = r.weighted<string>([['inc', 4], ['numbered', 3], ['coop', quebecBias ? 3 : 1.5], ['sole', 1.5], ['senc', 1], ['ltee', 1.5], ['ulc', 0.5]]);
  let legal: string; let entity: Entity;
  const first0 = r.pick(FIRST), last0 = r.pick(LAST);
  switch (kind) {
    case 'numbered': {
      const [suf, jur] = r.pick(NUMBERED_SUFFIX);
      legal = `${r.int(1000000, 2799999)} ${suf}`;
      entity = r.pick([{ printed: 'Corporation', id: 'ca_corporation', box: 'Corporation' }, { printed: 'Numbered company', id: 'ca_corporation', box: 'Corporation' },
        { printed: 'Inc.', id: 'ca_corporation', box: 'Corporation' }]);
      void jur;
      break;
    }
    case 'coop':
      legal = r.pick([`Coopérative ${word}`, `${word} Co-operative Ltd.`, `${word} ${bizWord} Co-op`]);
      entity = r.pick([{ printed: 'Co-operative', id: 'cooperative', box: 'Co-operative' }, { printed: 'Coopérative', id: 'cooperative', box: 'Co-operative' }]);
      break;
    case 'sole':
      legal = `${first0} ${last0}`;
      entity = r.pick([{ printed: 'Sole Proprietorship', id: 'sole_proprietorship', box: 'Sole Proprietorship' },
        { printed: 'Sole Proprietor', id: 'sole_proprietorship', box: 'Sole Proprietorship' },
        { printed: 'Entreprise individuelle', id: 'sole_proprietorship', box: 'Sole Proprietorship' }]);
      break;
    case 'senc':
      legal = `${last0} & ${r.pick(LAST)} ${bizWord} ${r.pick(['S.E.N.C.', 'General Partnership'])}`;
      entity = r.pick([{ printed: 'Partnership', id: 'general_partnership', box: 'Partnership' }, { printed: 'S.E.N.C.', id: 'general_partnership', box: 'Partnership' }]);
      break;
    case 'ltee':
      legal = `${word} ${bizWord} ${r.pick(['Ltée', 'Limited', 'Ltd.'])}`;
      entity = r.pick([{ printed: 'Limited', id: 'ca_corporation', box: 'Corporation' }, { printed: 'Ltd.', id: 'ca_corporation', box: 'Corporation' },
        { printed: 'Société par actions', id: 'ca_corporation', box: 'Corporation' }]);
      break;
    case 'ulc':
      legal = `${word} ${bizWord} ULC`;
      entity = { printed: 'ULC', id: 'ca_ulc', box: 'Other' };
      break;
    default:
      legal = `${word} ${bizWord} ${r.pick(['Inc.', 'Corp.', 'Corporation', 'inc.'])}`;
      entity = r.pick([{ printed: 'Corporation', id: 'ca_corporation', box: 'Corporation' }, { printed: 'Inc.', id: 'ca_corporation', box: 'Corporation' },
        { printed: 'Incorporated', id: 'ca_corporation', box: 'Corporation' }]);
  }
  const tradeKind = r.weighted<string>([['name', 5], ['blank', 1.5], ['same', 1], ['na', 1], ['legal', 0.5]]);
  const tradeName = kind === 'sole' ? `${word} ${bizWord}` : r.pick([`${word} ${bizWord}`, `${r.pick(WORDS)} ${bizWord}`, `Chez ${first0}`]);
  const tradeText = tradeKind === 'name' ? tradeName : tradeKind === 'same' ? r.pick(['SAME', 'Same']) : tradeKind === 'na' ? 'N/A' : tradeKind === 'legal' ? legal : '';
  const trade = tradeKind === 'name' && tradeName !== legal ? tradeName : null;

  // business number
  const bnDigits = luhnComplete(r.pick(['7', '8']) + r.digits(7));
  const bnKind = r.weighted<string>([['rc', 4], ['bare', 2], ['rt', 1], ['masked', 1], ['blank', 0.7]]);
  let bnText = '', bn: string | null = null, bnType: string | null = null;
  if (bnKind === 'rc' || bnKind === 'rt') {
    const prog = bnKind === 'rc' ? 'RC0001' : 'RT0001';
    bnText = r.pick([`${bnDigits} ${prog}`, `${bnDigits.slice(0, 5)} ${bnDigits.slice(5)} ${prog}`, `${bnDigits}${prog}`, `${bnDigits} ${prog.slice(0, 2)} ${prog.slice(2)}`]);
    bn = bnDigits + prog; bnType = 'BN';
  } else if (bnKind === 'bare') {
    bnText = spaced9(bnDigits, r); bn = bnDigits; bnType = 'BN';
  } else if (bnKind === 'masked') {
    bnText = r.pick([`*****${bnDigits.slice(5)}`, `XXXXX${bnDigits.slice(5)} RC0001`, `***-***-${bnDigits.slice(6)}`]);
  }
  const gst = `${bnDigits} RT0001`;
  const neq = quebec || r.chance(0.2) ? `${r.pick(['114', '116', '224', '336'])}${r.digits(7)}` : null;

  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 200000]) + (r.chance(0.2) ? 500 : 0);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 36, 40, 52]) : freq === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.2, 1.45)) / nPayments * 100) / 100;
  const freqText = { daily: r.pick(['Daily', 'Daily (business days)', 'Quotidien / Daily']), weekly: r.pick(['Weekly', 'Hebdomadaire / Weekly']),
    biweekly: r.pick(['Bi-weekly', 'Biweekly', 'Every two weeks']), monthly: r.pick(['Monthly', 'Mensuel / Monthly']) }[freq]!;
  const startIso = r.chance(0.88) ? isoDate(r, 2003, 2022) : null;
  const yearsInBiz = startIso ? 2025 - Number(startIso.slice(0, 4)) : r.int(2, 15);

  const nOwners = kind === 'sole' ? 1 : kind === 'senc' ? r.int(2, 3) : r.weighted<number>([[1, 3], [2, 3], [3, 1.5], [4, 1]]);
  const owners: Owner[] = [];
  const shares = splitShares(r, nOwners);
  for (let i = 0; i < Math.min(nOwners, maxOwners); i++) owners.push(makeOwner(r, i === 0 && kind === 'sole' ? [first0, last0] : null, shares[i]!, kind, i, pfirst, city, prov, dateFmt));

  const fx = r.fork('decoys');
  return {
    legal, tradeText, trade, entity, entityBlank: r.chance(0.07), industryText,
    bnText, bn, bnType, gst, neq,
    street: `${r.int(10, 9800)} ${r.pick(STREETS)}${r.chance(0.3) ? `, ${r.pick(['Suite', 'Unit', 'bureau'])} ${r.int(100, 950)}` : ''}`,
    city, prov, provName, postal: postal(r, pfirst),
    incorpJur: r.pick(['Canada (CBCA)', 'Ontario', 'Québec', 'British Columbia', 'Alberta', 'Federal', 'Nova Scotia']),
    phone: phone(r), email: `info@${word.toLowerCase().replace(/[^a-z]/g, '')}.ca`, website: `www.${word.toLowerCase().replace(/[^a-z]/g, '')}${bizWord.toLowerCase().replace(/[^a-z]/g, '')}.ca`,
    amount, amountText: r.pick([`$${money(amount)}`, `$${money(amount, true)}`, `${money(amount)} CAD`, `CAD $${money(amount)}`, `$ ${money(amount).replace(/,/g, ' ')}`]),
    payment, paymentText: r.pick([`$${money(payment, true)}`, `${money(payment, true)} $`, `CAD ${money(payment, true)}`]),
    nPayments, freq, freqText,
    startIso, startText: startIso ? fmtDate(startIso, dateFmt) : '', yearsInBiz,
    employees: r.int(2, 60), monthlySales: `$${money(r.int(25, 400) * 1000)}`, annualRevenue: `$${money(r.int(300, 4800) * 1000)}`,
    useOfFunds: r.pick(['Inventory / stocks', 'Equipment purchase', 'Renovations', 'Payroll & working capital', 'Expansion - 2nd location', 'Marketing']),
    owners,
    landlord: `${r.pick(WORDS)} Properties ${r.pick(['Inc.', 'Ltd.', 'Realty'])}`, landlordPhone: phone(fx), rent: `$${money(fx.int(18, 120) * 100)}`,
    bankName: fx.pick(BANKS), transit: fx.digits(5), institution: fx.pick(['003', '004', '815', '002', '001', '010', '006']), account: fx.digits(7),
    bankContact: `${fx.pick(FIRST)} ${fx.pick(LAST)}`,
    tradeRefs: [0, 1].map(() => ({ name: `${fx.pick(WORDS)} ${fx.pick(['Supply', 'Wholesale', 'Distribution', 'Foods'])} ${fx.pick(['Inc.', 'Ltd.'])}`, phone: phone(fx), contact: `${fx.pick(FIRST)} ${fx.pick(LAST)}` })),
    rep: { name: `${fx.pick(FIRST)} ${fx.pick(LAST)}`, company: `${fx.pick(WORDS)} Business Capital`, phone: phone(fx), email: `rep${fx.digits(2)}@capital.ca` },
    funders: fx.chance(0.6) ? [{ name: fx.pick(FUNDERS), balance: `$${money(fx.int(4, 60) * 1000)}`, payment: `$${money(fx.int(80, 900))}/${fx.pick(['day', 'wk'])}` }] : [],
    contact: { name: `${fx.pick(FIRST)} ${fx.pick(LAST)}`, title: fx.pick(['Office Manager', 'Bookkeeper', 'Controller', 'Gérante']), phone: phone(fx) },
    quebec,
  };
}

function splitShares(r: Rng, n: number): number[] {
  const opts: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25]], 3: [[34, 33, 33], [40, 30, 30], [50, 25, 25]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return r.pick(opts[n]!);
}

function makeOwner(r: Rng, name: [string, string] | null, share: number, kind: string, i: number, pfirst: string, city: string, prov: string, dateFmt: DateFmt): Owner {
  const first = name ? name[0] : r.pick(FIRST), last = name ? name[1] : r.pick(LAST);
  const role = kind === 'sole' ? r.pick(['Owner', 'Proprietor', 'Propriétaire']) : kind === 'senc' ? r.pick(['Partner', 'Associé', 'Managing Partner'])
    : kind === 'coop' ? r.pick(['President', 'Director', 'Secretary-Treasurer']) : i === 0 ? r.pick(['President', 'CEO', 'Président', 'Owner']) : r.pick(['Vice-President', 'Director', 'Secretary', 'Partner', 'COO']);
  const ownKind = r.weighted<string>([['num', 6], ['blank', 1]]);
  const ownership = ownKind === 'num' ? share : null;
  const ownershipText = ownership === null ? '' : r.pick([`${share}%`, `${share} %`, String(share)]);
  const creditKind = r.weighted<string>([['num', 3], ['blank', 2], ['na', 1]]);
  const credit = creditKind === 'num' ? r.int(520, 820) : null;
  const creditText = credit !== null ? String(credit) : creditKind === 'na' ? 'N/A' : '';
  const sinDigits = luhnComplete(r.pick(['1', '2', '4', '5', '6', '7', '9']) + r.digits(7));
  const sinKind = r.weighted<string>([['full', 4], ['masked', 3], ['blank', 1]]);
  let sinText = '', sin: string | null = null;
  if (sinKind === 'full') { sinText = spaced9(sinDigits, r); sin = sinDigits; } else if (sinKind === 'masked') {
    sinText = r.pick([`***-***-${sinDigits.slice(6)}`, `XXX XXX ${sinDigits.slice(6)}`, `*** *** ${sinDigits.slice(6)}`, `XXX-XXX-${sinDigits.slice(6)}`]);
  }
  const dob = r.chance(0.8) ? isoDate(r, 1955, 1998) : null;
  return {
    first, middle: r.chance(0.3) ? `${L(r)}.` : '', last, role, ownership, ownershipText, credit, creditText, sinText, sin, dob,
    dobText: dob ? fmtDate(dob, dateFmt) : '',
    home: `${r.int(1, 999)} ${r.pick(STREETS)}`, homeCity: r.chance(0.7) ? city : r.pick(CITIES)[0], homeProv: r.chance(0.8) ? prov : r.pick(CITIES)[1],
    homePostal: postal(r, pfirst), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@mail.ca`, phone: phone(r),
  };
}

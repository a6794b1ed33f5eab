// Fictional Canadian merchants for set 222: every value the forms print, with the value a careful reader takes from it.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; title: string; own: number; sin: string; sinMasked: boolean;
  dob: string; credit: number | null; home: string; homeCity: string; homeProv: string; homePostal: string; cell: string;
}

export type EntityBox = 'corp' | 'sole' | 'partnership' | 'lp' | 'other';

export interface Deal {
  legal: string; tradePrinted: string; trade: string | null;
  entityId: string; entityText: string; entityBox: EntityBox;
  industryText: string; industryId: string;
  /** 9 BN digits; bnProgram the program account or null; taxIsSin: a sole proprietor printing the owner's SIN. */
  bn: string; bnProgram: string | null; taxIsSin: boolean;
  start: string; street: string; city: string; prov: string; postal: string; phone: string; email: string; website: string;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  monthlySales: number; employees: number; owners: Owner[];
  bank: { name: string; institution: string; transit: string; account: string };
  landlord: { name: string; phone: string; rent: number };
  accountant: { name: string; firm: string; phone: string };
  iso: { name: string; company: string; code: string; phone: string };
  funders: { name: string; balance: number; payment: number }[];
  refs: { name: string; phone: string }[];
}

const FIRST = ['Jean-François', 'Marie-Ève', 'Liam', 'Priya', 'Connor', 'Geneviève', 'Amir', 'Olivia', 'Mathieu', 'Harpreet', 'Siobhan',
  'Wei', 'Nathalie', 'Kwame', 'Émilie', 'Darren', 'Chloé', 'Rajinder', 'Fiona', 'Étienne', 'Mei-Lin', 'Tyler'];
const LAST = ['Tremblay', 'MacDonald', 'Gagnon', 'Lévesque-Roy', 'Singh', 'de la Fontaine', "O'Brien", 'Nguyen', 'Côté', 'Bouchard',
  'Van der Berg', 'Chen', 'Fraser', 'St-Pierre', 'Okafor', 'Campbell', 'Dhaliwal', 'McKenzie', 'Bélanger', 'Kowalczyk'];
const TITLES = ['President', 'Owner', 'Director', 'CEO', 'Secretary-Treasurer', 'Vice-President', 'Président', 'Managing Director'];
const INDUSTRY: [string, string][] = [
  ['Italian restaurant', 'restaurant'], ['Restaurant familial', 'restaurant'], ['Dental office', 'dental_practice'],
  ['Plumbing & HVAC contractor', 'specialty_trade_contractor'], ['Hair salon and spa', 'personal_care'], ['Salon de coiffure', 'personal_care'],
  ['Landscaping and snow removal', 'landscaping'], ['Long haul trucking', 'trucking_long_haul'], ['Veterinary clinic', 'veterinary'],
  ['Convenience store', 'convenience_store'], ['Used car dealer', 'auto_dealer_used'], ['Gym', 'fitness'],
  ['Commercial cleaning services', 'cleaning_services'], ['Daycare centre', 'childcare'], ['Bakery cafe', 'restaurant'],
  ['Courier / delivery service', 'courier_delivery'], ['Software development', 'it_software'], ['Dry cleaner', 'dry_cleaning'],
  ['Moving company', 'trucking_local'], ['Pet grooming', 'pet_services'], ['Hotel', 'hotel_motel'], ['Auto body shop', 'auto_repair'],
];
const WORDS = ['Northern', 'Laurentian', 'Bluewater', 'Cedar', 'Granite', 'Harbourview', 'Aurora', 'Fundy', 'Rideau', 'Okanagan', 'Prairie',
  'Beaver', 'Chinook', 'Saint-Laurent', 'Muskoka', 'Red River', 'Tidewater', 'Boréal'];
const NOUNS = ['Kitchen', 'Services', 'Group', 'Solutions', 'Works', 'Studio', 'Trading', 'Logistics', 'Enterprises', 'Holdings'];
const CITIES: [string, string, string][] = [['Toronto', 'ON', 'M'], ['Mississauga', 'ON', 'L'], ['Ottawa', 'ON', 'K'], ['London', 'ON', 'N'],
  ['Montréal', 'QC', 'H'], ['Québec', 'QC', 'G'], ['Laval', 'QC', 'H'], ['Gatineau', 'QC', 'J'], ['Calgary', 'AB', 'T'], ['Edmonton', 'AB', 'T'],
  ['Vancouver', 'BC', 'V'], ['Kelowna', 'BC', 'V'], ['Winnipeg', 'MB', 'R'], ['Regina', 'SK', 'S'], ['Halifax', 'NS', 'B'],
  ['Moncton', 'NB', 'E'], ['St. John\'s', 'NL', 'A'], ['Charlottetown', 'PE', 'C'], ['Whitehorse', 'YT', 'Y']];
const STREETS = ['rue Sainte-Catherine', 'King Street West', 'boul. René-Lévesque', 'Portage Avenue', 'Jasper Ave NW', 'Barrington Street',
  'Yonge Street', 'Main Street', '17th Avenue SW', 'chemin Sainte-Foy', 'Granville Street', 'Water Street'];
const BANKS: [string, string][] = [['Royal Bank of Canada', '003'], ['TD Canada Trust', '004'], ['Bank of Montreal', '001'],
  ['Scotiabank', '002'], ['CIBC', '010'], ['Banque Nationale', '006'], ['Desjardins', '815'], ['ATB Financial', '219']];
const FUNDERS = ['Northline Advance Corp.', 'Greenstone Merchant Funding', 'Capitaux Rivière Inc.', 'Polar Bear Capital', 'Beacon Revenue Finance'];

export function luhnComplete(first8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(first8[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return first8 + String((10 - (sum % 10)) % 10);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const postal = (r: Rng, letter: string) => `${letter}${r.int(0, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')} ${r.int(0, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(0, 9)}`;
const phone = (r: Rng, area: string) => `(${area}) ${r.int(200, 989)}-${r.digits(4)}`;
const AREA: Record<string, string> = { ON: '416', QC: '514', AB: '403', BC: '604', MB: '204', SK: '306', NS: '902', NB: '506', NL: '709', PE: '902', YT: '867' };

function person(r: Rng): { first: string; last: string; middle: string | null } {
  return { first: r.pick(FIRST), last: r.pick(LAST), middle: r.chance(0.2) ? r.alnum(1, 'ABCDEGHJLMNPRST') + '.' : null };
}

function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}

const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25]] };

export function makeDeal(r: Rng, maxOwners: number): Deal {
  const [city, prov, letter] = r.pick(CITIES);
  const area = AREA[prov] ?? '416';
  const kind = r.weighted<EntityBox>([['corp', 6], ['sole', 2], ['partnership', 1.5], ['lp', 0.5], ['other', 0.7]]);
  const nOwners = kind === 'sole' ? 1 : kind === 'partnership' || kind === 'lp' ? Math.min(maxOwners, r.int(2, 3)) : r.int(1, maxOwners);
  const split = r.pick(SPLITS[nOwners]!);
  const owners: Owner[] = [];
  for (let i = 0; i < nOwners; i++) {
    const p = person(r);
    const [hc, hp, hl] = r.chance(0.8) ? [city, prov, letter] : r.pick(CITIES);
    owners.push({ ...p, title: kind === 'sole' ? 'Owner' : kind === 'partnership' || kind === 'lp' ? 'Partner' : r.pick(TITLES), own: split[i]!,
      sin: luhnComplete(String(r.int(1, 7)) + r.digits(7)), sinMasked: kind !== 'sole' && r.chance(0.45), dob: isoDate(r, 1956, 1996),
      credit: r.chance(0.75) ? r.int(540, 815) : null, home: `${r.int(12, 9800)} ${r.pick(STREETS)}`, homeCity: hc, homeProv: hp,
      homePostal: postal(r, hl), cell: phone(r, AREA[hp] ?? area) });
  }
  const o0 = owners[0]!;
  const word = r.pick(WORDS);
  const [industryText, industryId] = r.pick(INDUSTRY);
  const noun = r.pick(NOUNS);
  let legal: string, entityText: string, entityId: string;
  if (kind === 'sole') {
    legal = `${o0.first} ${o0.last}`;
    entityText = r.pick(['Sole proprietorship', 'Sole Proprietor', 'Entreprise individuelle']);
    entityId = 'sole_proprietorship';
  } else if (kind === 'partnership') {
    legal = `${word} ${noun} ${r.pick(['Partnership', 'S.E.N.C.'])}`;
    entityText = r.pick(['Partnership', 'General Partnership', 'S.E.N.C.']);
    entityId = 'general_partnership';
  } else if (kind === 'lp') {
    legal = `${word} ${noun} LP`;
    entityText = r.pick(['Limited Partnership', 'LP', 'S.E.C.']);
    entityId = 'limited_partnership';
  } else if (kind === 'other') {
    legal = `Coopérative ${word} ${noun}`;
    entityText = r.pick(['Co-operative', 'Coopérative']);
    entityId = 'cooperative';
  } else {
    const suffix = r.pick(['Inc.', 'Ltd.', 'Ltée', 'Corporation', 'Limited', 'Inc']);
    legal = r.chance(0.25) ? `${r.int(1000000, 2999999)} ${prov === 'QC' ? 'Québec' : prov === 'ON' ? 'Ontario' : prov === 'AB' ? 'Alberta' : 'Canada'} ${suffix}`
      : `${word} ${noun} ${suffix}`;
    entityText = suffix === 'Limited' ? 'Ltd.' : suffix === 'Inc' ? 'Corporation' : suffix;
    entityId = 'ca_corporation';
  }
  const opName = kind === 'sole' || /^\d/.test(legal) || r.chance(0.6) ? `${word} ${industryText.split(' ')[0]} ${noun}` : null;
  const tradePrinted = opName ?? r.pick(['', 'SAME', 'N/A', legal]);
  const amount = r.int(6, 140) * 2500;
  const freq = r.weighted<Deal['freq']>([['daily', 4], ['weekly', 3], ['biweekly', 1], ['monthly', 0.6]]);
  const nPayments = freq === 'daily' ? r.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 36, 40, 52]) : freq === 'biweekly' ? r.pick([13, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.22, 1.45) * 100) / nPayments) / 100;
  const bn = luhnComplete(String(r.int(7, 8)) + r.digits(7));
  const bank = r.pick(BANKS);
  const funders = Array.from({ length: r.int(0, 2) }, () => ({ name: r.pick(FUNDERS), balance: r.int(8, 90) * 500, payment: r.int(90, 900) }));
  const lp = person(r);
  const ap = person(r);
  const ip = person(r);
  return {
    legal, tradePrinted, trade: opName, entityId, entityText, entityBox: kind, industryText, industryId,
    bn, bnProgram: r.chance(0.6) ? r.pick(['RC0001', 'RT0001', 'RC0002']) : null, taxIsSin: kind === 'sole' && r.chance(0.5),
    start: isoDate(r, 1998, 2022), street: `${r.int(10, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city, prov,
    postal: postal(r, letter), phone: phone(r, area), email: `info@${word.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase()}.ca`,
    website: `www.${word.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase()}.ca`,
    amount, payment, nPayments, freq, monthlySales: r.int(30, 400) * 1000, employees: r.int(2, 60), owners,
    bank: { name: bank[0], institution: bank[1], transit: r.digits(5), account: r.digits(7) },
    landlord: { name: `${lp.first} ${lp.last} Properties Ltd.`, phone: phone(r, area), rent: r.int(18, 120) * 100 },
    accountant: { name: `${ap.first} ${ap.last}, CPA`, firm: `${r.pick(WORDS)} Comptables CPA`, phone: phone(r, area) },
    iso: { name: `${ip.first} ${ip.last}`, company: '', code: `ISO-${r.digits(4)}`, phone: phone(r, '416') },
    funders, refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply', 'Foods', 'Wholesale', 'Distribution'])} Ltd.`, phone: phone(r, area) })),
  };
}

// Formatting: what each layout prints.
export const fmtEn = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const fmtFr = (n: number) => `${fmtEn(n).replace(/,/g, ' ').replace('.', ',')} $`;
export const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
export const sinText = (o: Owner, sep: string) => o.sinMasked ? `${sep === ' ' ? 'XXX XXX' : '***-***'}${sep}${o.sin.slice(6)}`
  : `${o.sin.slice(0, 3)}${sep}${o.sin.slice(3, 6)}${sep}${o.sin.slice(6)}`;
export const bnText = (d: Deal, style: 0 | 1 | 2) => d.taxIsSin ? sinText({ ...d.owners[0]!, sinMasked: false }, style === 1 ? '-' : ' ')
  : style === 1 ? `${d.bn.slice(0, 5)} ${d.bn.slice(5)}${d.bnProgram ? ` ${d.bnProgram}` : ''}`
    : style === 2 ? `${d.bn.slice(0, 3)}-${d.bn.slice(3, 6)}-${d.bn.slice(6)}${d.bnProgram ? ` ${d.bnProgram}` : ''}`
      : `${d.bn}${d.bnProgram ? ` ${d.bnProgram}` : ''}`;
/** Truth of the printed business tax id. */
export const bnTruth = (d: Deal) => ({
  'application.business_tax_id': d.taxIsSin ? d.owners[0]!.sin : d.bn + (d.bnProgram ?? ''),
  'application.business_tax_id_type': d.taxIsSin ? 'SIN' : 'BN', 'application.business_tax_id_country': 'CA',
});
export const gstText = (d: Deal) => `${d.bn} ${d.bnProgram === 'RT0001' ? 'RT0002' : 'RT0001'}`;
export const FREQ_LABEL: Record<Deal['freq'], [string, string]> = {
  daily: ['Daily', 'Quotidien'], weekly: ['Weekly', 'Hebdomadaire'], biweekly: ['Bi-weekly', 'Aux deux semaines'], monthly: ['Monthly', 'Mensuel'],
};

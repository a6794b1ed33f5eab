// The merchant behind one generated form: what the owner would write, each printed string with the truth it gives.
// Every truth value here follows applications.md; the layouts decide which of them get printed.
import { Rng } from '../../statements/generator/prng.ts';

export type Lang = 'en' | 'fr';
export type Scalar = string | number | null;
/** Truth paths (relative to the application: `legal_name`, `applicants[0].first_name`) and their values. */
export type Fields = Record<string, Scalar>;
export interface Val { text: string; fields: Fields }

const PROVINCES: { code: string; en: string; fr: string; letters: string; cities: string[] }[] = [
  { code: 'ON', en: 'Ontario', fr: 'Ontario', letters: 'KLMNP', cities: ['Toronto', 'Ottawa', 'Mississauga', 'Hamilton', 'Sudbury'] },
  { code: 'QC', en: 'Quebec', fr: 'Québec', letters: 'GHJ', cities: ['Montréal', 'Québec', 'Laval', 'Gatineau', 'Sherbrooke'] },
  { code: 'BC', en: 'British Columbia', fr: 'Colombie-Britannique', letters: 'V', cities: ['Vancouver', 'Surrey', 'Kelowna', 'Victoria'] },
  { code: 'AB', en: 'Alberta', fr: 'Alberta', letters: 'T', cities: ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge'] },
  { code: 'MB', en: 'Manitoba', fr: 'Manitoba', letters: 'R', cities: ['Winnipeg', 'Brandon', 'Steinbach'] },
  { code: 'SK', en: 'Saskatchewan', fr: 'Saskatchewan', letters: 'S', cities: ['Regina', 'Saskatoon', 'Moose Jaw'] },
  { code: 'NS', en: 'Nova Scotia', fr: 'Nouvelle-Écosse', letters: 'B', cities: ['Halifax', 'Dartmouth', 'Truro'] },
  { code: 'NB', en: 'New Brunswick', fr: 'Nouveau-Brunswick', letters: 'E', cities: ['Moncton', 'Fredericton', 'Saint John'] },
  { code: 'NL', en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador', letters: 'A', cities: ["St. John's", 'Corner Brook'] },
  { code: 'PE', en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard', letters: 'C', cities: ['Charlottetown', 'Summerside'] },
];

const ENTITIES: { id: string; en: string[]; fr: string[] }[] = [
  { id: 'ca_corporation', en: ['Corporation', 'Incorporated', 'Inc.', 'Ltd.', 'Limited', 'Corp.'], fr: ['Société par actions', 'Ltée', 'Inc.', 'Compagnie', 'Incorporée'] },
  { id: 'sole_proprietorship', en: ['Sole Proprietorship', 'Sole Proprietor', 'Sole Prop'], fr: ['Entreprise individuelle', 'Travailleur autonome'] },
  { id: 'general_partnership', en: ['Partnership', 'General Partnership'], fr: ['S.E.N.C.', 'Société en nom collectif'] },
  { id: 'limited_partnership', en: ['Limited Partnership', 'LP'], fr: ['S.E.C.', 'Société en commandite'] },
  { id: 'cooperative', en: ['Co-operative', 'Co-op'], fr: ['Coopérative'] },
  { id: 'nonprofit_corporation', en: ['Not-for-profit', 'Non-Profit'], fr: ['OBNL', 'Organisme à but non lucratif'] },
  { id: 'ca_ulc', en: ['ULC', 'Unlimited Liability Corporation'], fr: ['ULC'] },
  { id: 'ca_professional_corporation', en: ['Société professionnelle'], fr: ['Société professionnelle'] },
];

/** Printed type-of-business texts; the industry id is computed from the reference by applications.md's rule. */
const BUSINESSES: [string, string, string][] = [
  ['Family restaurant', 'Restaurant familial', 'Bistro'], ['Hair salon', 'Salon de coiffure', 'Coiffure'],
  ['Auto repair & body shop', 'Garage (body shop)', 'Auto'], ['Plumbing & heating', 'Plumbing / plomberie', 'Plomberie'],
  ['Dental office', 'Dental office / clinique dentaire', 'Dentaire'], ['Landscaping & snow removal', 'Paysagement (snow removal)', 'Paysages'],
  ['Local trucking and hauling', 'Transport local (hauling)', 'Transport'], ['Veterinary clinic', 'Veterinary clinic / vétérinaire', 'Vet Care'],
  ['IT services & web design', 'Web design et IT services', 'Techno'], ['Dry cleaner', 'Nettoyeur (dry cleaner)', 'Nettoyeur'],
  ['Hardware store', 'Quincaillerie (hardware store)', 'Quincaillerie'], ['Gym / fitness center', 'Centre de conditionnement (gym)', 'Fitness'],
  ['Daycare centre', 'Garderie (daycare)', 'Petits Pas'], ['Pharmacy / drug store', 'Pharmacie (drugstore)', 'Pharma'],
  ['Convenience store', 'Dépanneur (convenience store)', 'Dépanneur'], ['Bakery cafe', 'Boulangerie (bakery cafe)', 'Boulangerie'],
];

const FIRST = ['Jean-François', 'Marie-Ève', 'Priya', 'Liam', "D'Arcy", 'Sophie', 'Mathieu', 'Aaliyah', 'Gurpreet', 'Chloé', 'Émile',
  'Nathalie', 'Wei', 'Olivier', 'Fatima', 'Connor', 'Isabelle', 'Raj', 'Anne-Marie', 'Kwame'];
const LAST = ['Tremblay', 'Gagnon', "O'Neil", 'Bouchard', 'Nguyen', 'Côté', 'Singh', 'MacDonald', 'Lévesque-Roy', 'de la Fontaine',
  'Van der Berg', 'St-Pierre', 'Fortin', 'Chen', 'Leblanc', 'Campbell', 'Dubois', 'Okafor', "McAllister-O'Brien", 'Pelletier'];
const CREDS = [', CPA', ', P.Eng.', ', MD', ', DMV', ' Jr.', ', CFA'];
const ROLES: Record<Lang, string[]> = { en: ['President', 'Owner', 'CEO', 'Director', 'Partner', 'Vice-President', 'Secretary'],
  fr: ['Président', 'Propriétaire', 'Présidente', 'Administrateur', 'Associé', 'Associée', 'Directrice'] };
const MONTHS: Record<Lang, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};

export interface Owner {
  full: Val; first: Val; last: Val; role: Val; own: Val; sin: Val | null; dob: Val | null; score: Val | null;
  home: string; phone: string;
}
export interface Model {
  lang: Lang; legal: Val; dba: Val | null; entityText: string; entityId: string; business: Val; bn: Val | null;
  bnKind: 'bn' | 'sin'; start: Val; yearsText: string; province: { code: string; en: string; fr: string };
  street: string; city: string; postal: string; phone: string; email: string; amount: Val; payment: Val | null;
  count: Val | null; freq: { id: string; text: string } | null; use: string; owners: Owner[]; monthly: string;
  decoys: { key: string; text: string }[]; incorporation: string;
}

function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  const sum = (ds: number[]): number => ds.reduce((s, v, i) => { const x = i % 2 === 1 ? v * 2 : v; return s + (x > 9 ? x - 9 : x); }, 0);
  const check = (10 - (sum([...d, 0]) % 10)) % 10;
  return [...d, check].join('');
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A date as a person writes it on a Canadian form; day above 12 when day and month could be swapped. */
export function writeDate(rng: Rng, lang: Lang, y: number, m: number, d: number, styles?: string[]): Val {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const style = rng.pick(styles ?? (lang === 'fr' ? ['iso', 'dmy', 'long'] : ['iso', 'dmy', 'long', 'mdy-long']));
  const text = style === 'iso' ? iso : style === 'dmy' ? `${pad(d)}/${pad(m)}/${y}`
    : style === 'long' ? `${d === 1 && lang === 'fr' ? '1er' : d} ${MONTHS[lang][m - 1]} ${y}` : `${MONTHS.en[m - 1]} ${d}, ${y}`;
  return { text, fields: { _date: iso } };
}

/** Money as written: `$75,000.00`, `75 000,00 $`, `CAD 75,000`, `75000`. */
export function writeMoney(rng: Rng, lang: Lang, amount: number, styles?: string[]): string {
  const cents = !Number.isInteger(amount) || rng.chance(0.5);
  const [int, dec] = amount.toFixed(2).split('.') as [string, string];
  const group = (sep: string): string => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const style = rng.pick(styles ?? (lang === 'fr' ? ['fr', 'fr', 'en'] : ['en', 'en', 'cad', 'bare', 'fr']));
  if (style === 'fr') return `${group(' ')}${cents ? `,${dec}` : ''} $`;
  if (style === 'cad') return `CAD ${group(',')}${cents ? `.${dec}` : ''}`;
  if (style === 'bare') return `${int}${cents ? `.${dec}` : ''}`;
  return `$${group(',')}${cents ? `.${dec}` : ''}${rng.chance(0.3) ? ' CAD' : ''}`;
}

/** Industry id by applications.md: the longest reference label or alias contained in the text, word-bounded. */
export function industryOf(text: string, items: { id: string; label: string; aliases: string[] }[]): string | null {
  const t = text.toLowerCase();
  let best: { id: string; len: number } | null = null;
  for (const it of items) {
    for (const a of [it.label, ...it.aliases]) {
      const s = a.toLowerCase();
      let i = t.indexOf(s);
      while (i >= 0) {
        const before = i === 0 ? '' : t[i - 1]!;
        const after = t[i + s.length] ?? '';
        if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) {
          if (!best || s.length > best.len) best = { id: it.id, len: s.length };
          break;
        }
        i = t.indexOf(s, i + 1);
      }
    }
  }
  return best?.id ?? null;
}

function writeSin(rng: Rng, i: number, sin: string): Val | null {
  const base = `applicants[${i}].`;
  const style = rng.weighted([['spaced', 3], ['dashed', 2], ['plain', 1], ['masked', 3], ['blank', 2]] as const);
  if (style === 'blank') return null;
  const kind = { [`${base}tax_id_type`]: 'SIN', [`${base}tax_id_country`]: 'CA' };
  if (style === 'masked') {
    const text = rng.pick([`*** *** ${sin.slice(6)}`, `XXX-XXX-${sin.slice(6)}`, `•••-•••-${sin.slice(6)}`.replace(/•/g, '*')]);
    return { text, fields: { [`${base}tax_id`]: null, ...kind } };
  }
  const text = style === 'spaced' ? `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`
    : style === 'dashed' ? `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}` : sin;
  return { text, fields: { [`${base}tax_id`]: sin, ...kind } };
}

function owner(rng: Rng, lang: Lang, i: number, share: number, opts: { swapped: boolean; province: string }): Owner {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const mid = rng.chance(0.4) ? ` ${String.fromCharCode(65 + rng.int(0, 25))}.` : '';
  const cred = rng.chance(0.2) ? rng.pick(CREDS) : '';
  const base = `applicants[${i}].`;
  const fullText = opts.swapped ? `${last}, ${first}${mid}${cred}` : `${first}${mid} ${last}${cred}`;
  const ownText = rng.pick([`${share}%`, `${share} %`, `${share}`, `${share}.0%`]);
  const y = rng.int(1958, 1995);
  const dob = writeDate(rng, lang, y, rng.int(1, 12), rng.int(13, 28));
  const sin = writeSin(rng, i, luhn9(rng, rng.pick([1, 2, 3, 4, 5, 6, 7])));
  const score = rng.chance(0.6) ? rng.int(560, 840) : null;
  const city = rng.pick(PROVINCES.find((p) => p.code === opts.province)!.cities);
  return {
    full: { text: fullText, fields: { [`${base}first_name`]: first, [`${base}last_name`]: last } },
    first: { text: `${first}${mid}`, fields: { [`${base}first_name`]: first } },
    last: { text: `${last}${cred}`, fields: { [`${base}last_name`]: last } },
    role: (() => { const r = rng.pick(ROLES[lang]); return { text: r, fields: { [`${base}role`]: r } }; })(),
    own: { text: ownText, fields: { [`${base}ownership`]: share } },
    sin,
    dob: { text: dob.text, fields: { [`${base}date_of_birth`]: dob.fields._date ?? null } },
    score: score === null ? null : { text: String(score), fields: { [`${base}credit_score`]: score } },
    home: `${rng.int(10, 9899)} ${rng.pick(['rue des Érables', 'Maple Cres.', 'Birch Ave', 'boul. Laurier', 'Lakeshore Rd', 'Oak St'])}, ${city}`,
    phone: `(${rng.pick(['416', '514', '604', '403', '902', '204'])}) ${rng.int(200, 989)}-${rng.digits(4)}`,
  };
}

function shares(rng: Rng, n: number): number[] {
  const table: number[][] = [[100], [50, 50], [60, 40], [51, 49], [40, 30, 30], [34, 33, 33], [25, 25, 25, 25], [40, 20, 20, 20]];
  const ok = table.filter((t) => t.length === n);
  return rng.pick(ok.length ? ok : [[100]]);
}

export function buildModel(rng: Rng, lang: Lang, industries: { id: string; label: string; aliases: string[] }[],
  opts: { maxOwners: number; swappedNames?: boolean; sinAsTaxId?: boolean }): Model {
  const prov = rng.pick(PROVINCES);
  const ent = rng.pick(ENTITIES);
  const entityText = rng.pick(lang === 'fr' ? ent.fr : ent.en);
  const n = ent.id === 'sole_proprietorship' ? 1 : rng.int(ent.id.includes('partnership') ? 2 : 1, opts.maxOwners);
  const owners = shares(rng, n).map((s, i) => owner(rng.fork(`owner${i}`), lang, i, s, { swapped: opts.swappedNames ?? false, province: prov.code }));
  const [bizEn, bizFr, word] = rng.pick(BUSINESSES);
  const bizText = lang === 'fr' ? bizFr : bizEn;
  const lastOf = (o: Owner): string => String(o.last.fields[Object.keys(o.last.fields)[0]!]);
  const firstOf = (o: Owner): string => String(o.first.fields[Object.keys(o.first.fields)[0]!]);
  const place = rng.pick(['Laurentide', 'Northern Pine', 'Fundy', 'Prairie Sky', 'Rideau', 'Saint-Laurent', 'Cedar Hills', 'Boréal']);
  let legal: string;
  if (ent.id === 'ca_corporation') {
    legal = rng.chance(0.3) ? (prov.code === 'QC' ? `${rng.int(9000, 9499)}-${rng.digits(4)} Québec inc.` : `${rng.int(1000000, 2999999)} ${prov.en} Inc.`)
      : `${word} ${place} ${rng.pick(lang === 'fr' ? ['inc.', 'Ltée', 'Inc.'] : ['Inc.', 'Ltd.', 'Limited', 'Corporation', 'Corp.'])}`;
  } else if (ent.id === 'sole_proprietorship') legal = `${firstOf(owners[0]!)} ${lastOf(owners[0]!)}`;
  else if (ent.id.includes('partnership')) legal = `${lastOf(owners[0]!)} & ${lastOf(owners[1] ?? owners[0]!)} ${ent.id === 'limited_partnership' ? (lang === 'fr' ? 'S.E.C.' : 'LP') : (lang === 'fr' ? 'S.E.N.C.' : 'Partners')}`;
  else if (ent.id === 'cooperative') legal = lang === 'fr' ? `Coopérative ${place}` : `${place} ${word} Co-operative`;
  else if (ent.id === 'nonprofit_corporation') legal = `${place} ${word} Association`;
  else if (ent.id === 'ca_ulc') legal = `${place} ${word} ULC`;
  else legal = `${word} ${lastOf(owners[0]!)} Société professionnelle inc.`;
  const tradeReal = `${word} ${rng.pick(['Express', 'Plus', 'du Quartier', 'Centre', 'on Main', 'Pro'])}`;
  const dbaStyle = rng.weighted([['real', 5], ['blank', 2], ['same', 1], ['na', 1], ['legal', 1]] as const);
  const dba: Val | null = dbaStyle === 'blank' ? null
    : dbaStyle === 'real' ? { text: tradeReal, fields: { trade_name: tradeReal } }
    : { text: dbaStyle === 'same' ? rng.pick(['SAME', 'Same', 'MÊME']) : dbaStyle === 'na' ? rng.pick(['N/A', 'n/a']) : legal, fields: { trade_name: null } };
  const bnDigits = luhn9(rng, rng.int(1, 8));
  const prog = `${rng.pick(['RC', 'RT', 'RP'])}000${rng.int(1, 3)}`;
  const soleSin = opts.sinAsTaxId && ent.id === 'sole_proprietorship' && rng.chance(0.6);
  const bnStyle = rng.weighted([['prog', 4], ['progspaced', 2], ['bare', 2], ['masked', 2], ['blank', 1]] as const);
  let bn: Val | null = null;
  const taxKind = { business_tax_id_type: soleSin ? 'SIN' : 'BN', business_tax_id_country: 'CA' };
  if (soleSin) {
    const sin = owners[0]!.sin?.fields['applicants[0].tax_id'];
    const digits = typeof sin === 'string' ? sin : luhn9(rng, 4);
    bn = { text: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`, fields: { business_tax_id: digits, ...taxKind } };
  } else if (bnStyle === 'prog') bn = { text: `${bnDigits} ${prog}`, fields: { business_tax_id: `${bnDigits}${prog}`, ...taxKind } };
  else if (bnStyle === 'progspaced') bn = { text: `${bnDigits.slice(0, 5)} ${bnDigits.slice(5)} ${prog.slice(0, 2)} ${prog.slice(2)}`, fields: { business_tax_id: `${bnDigits}${prog}`, ...taxKind } };
  else if (bnStyle === 'bare') bn = { text: bnDigits, fields: { business_tax_id: bnDigits, ...taxKind } };
  else if (bnStyle === 'masked') bn = { text: `*****${bnDigits.slice(5)} ${prog}`, fields: { business_tax_id: null, ...taxKind } };
  const sy = rng.int(1996, 2022);
  const start = writeDate(rng, lang, sy, rng.int(1, 12), rng.int(13, 28));
  const amount = rng.pick([15000, 25000, 35000, 50000, 60000, 75000, 100000, 125000, 150000, 200000, 250000]);
  const hasTerms = rng.chance(0.55);
  const count = rng.pick([60, 80, 100, 120, 140, 180, 26, 52, 12]);
  const freqs: [string, string, string][] = [['daily', 'Daily', 'Quotidien'], ['weekly', 'Weekly', 'Hebdomadaire'],
    ['biweekly', 'Bi-weekly', 'Aux deux semaines'], ['monthly', 'Monthly', 'Mensuel']];
  const f = rng.pick(freqs);
  const pay = Math.round((amount * 1.35 / count) * 100) / 100;
  const street = `${rng.int(12, 9990)} ${rng.pick(['rue Sainte-Catherine O.', 'Yonge Street', 'Main St. E', 'boul. Saint-Joseph', 'Portage Ave', 'Jasper Avenue', 'Granville St'])}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`;
  const letters = prov.letters;
  const postal = `${letters[rng.int(0, letters.length - 1)]}${rng.int(0, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')} ${rng.int(0, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(0, 9)}`;
  const otherProv = rng.pick(PROVINCES.filter((p) => p.code !== prov.code));
  const incorporation = rng.chance(0.5) ? rng.pick(['Federal (CBCA)', 'Fédérale (LCSA)', otherProv.en]) : (lang === 'fr' ? prov.fr : prov.en);
  const mr = rng.fork('decoys');
  const decoys = [
    { key: 'iso_rep', text: `${mr.pick(['Kevin Brault', 'Sarah Whitfield', 'Amélie Roy', 'Daniel Osei'])}` },
    { key: 'iso_phone', text: `1-888-${mr.int(200, 989)}-${mr.digits(4)}` },
    { key: 'landlord', text: `${mr.pick(['Gestion Immobilière Lavoie', 'Riverbend Properties Ltd.', 'Caisse Realty', 'Hillcrest Holdings'])}` },
    { key: 'landlord_phone', text: `(${mr.pick(['416', '514', '780'])}) ${mr.int(200, 989)}-${mr.digits(4)}` },
    { key: 'bank_name', text: mr.pick(['RBC Royal Bank', 'TD Canada Trust', 'Desjardins', 'BMO', 'Scotiabank', 'Banque Nationale', 'CIBC']) },
    { key: 'bank_transit', text: mr.digits(5) },
    { key: 'bank_institution', text: mr.pick(['003', '004', '815', '001', '002', '006', '010']) },
    { key: 'bank_account', text: mr.digits(mr.int(7, 12)) },
    { key: 'trade_ref1', text: `${mr.pick(['Sysco Canada', 'Gordon Food Service', 'Uline Canada', 'Home Hardware Stores'])} ${mr.int(200, 989)}-${mr.digits(4)}` },
    { key: 'trade_ref2', text: `${mr.pick(['Wurth Canada', 'Grand & Toy', 'Bunzl Canada', 'Metro Richelieu'])} ${mr.int(200, 989)}-${mr.digits(4)}` },
    { key: 'funder1', text: mr.pick(['Merchant Growth', 'iCapital Funding', 'Journey Capital', 'SmartBiz Capital']) },
    { key: 'funder1_balance', text: writeMoney(mr, lang, mr.int(4, 60) * 1000) },
    { key: 'incorporation', text: incorporation },
  ];
  return {
    lang, legal: { text: legal, fields: { legal_name: legal } }, dba, entityText, entityId: ent.id,
    business: { text: bizText, fields: { industry: industryOf(bizText, industries) } }, bn, bnKind: soleSin ? 'sin' : 'bn',
    start: { text: start.text, fields: { business_start_date: start.fields._date ?? null } }, yearsText: String(2025 - sy),
    province: prov, street, city: rng.pick(prov.cities), postal,
    phone: `(${rng.pick(['416', '514', '604', '403', '902', '204', '306'])}) ${rng.int(200, 989)}-${rng.digits(4)}`,
    email: `info@${word.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}.ca`,
    amount: { text: writeMoney(rng, lang, amount), fields: { requested_amount: amount } },
    payment: hasTerms ? { text: writeMoney(rng, lang, pay, lang === 'fr' ? ['fr'] : ['en', 'cad']), fields: { requested_payment: pay } } : null,
    count: hasTerms ? { text: String(count), fields: { number_of_payments: count } } : null,
    freq: hasTerms ? { id: f[0], text: lang === 'fr' ? f[2] : f[1] } : null,
    use: rng.pick(lang === 'fr' ? ['Fonds de roulement', 'Achat d\'équipement', 'Inventaire', 'Rénovations'] : ['Working capital', 'Equipment purchase', 'Inventory', 'Renovations', 'Payroll']),
    owners, monthly: writeMoney(rng, lang, rng.int(30, 400) * 1000), decoys, incorporation,
  };
}

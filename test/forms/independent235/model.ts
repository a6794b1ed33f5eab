// The merchant behind one form: a US business run by Spanish-speaking owners, drawn from a seeded Rng. Layouts decide
// how (and whether) each value prints; the truth is built only from what they place.
import { Rng } from '../../statements/generator/prng.ts';
import { industryOf } from './reference.ts';

export interface Owner {
  first: string; middle: string | null; last: string;
  /** Whether the name is safe to print as one "First M. Last" string (one given name, one surname unit). */
  simple: boolean;
  title: string; pct: number; taxId: string; taxType: 'SSN' | 'ITIN'; masked: boolean;
  dob: { y: number; m: number; d: number }; credit: number | null;
  home: { street: string; city: string; state: string; zip: string };
  female: boolean;
}

export interface Merchant {
  legal: string; dba: string | null; entity: { id: string; printed: string; box: string };
  industryText: string; industry: string;
  tax: { digits: string; printed: string; type: 'EIN' | 'SSN' | 'ITIN' };
  start: { y: number; m: number; d: number };
  street: string; city: string; state: string; zip: string; phone: string; email: string;
  stateOfInc: string;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[];
  monthlySales: number; bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: number };
  funders: { name: string; balance: number; payment: number }[];
  refs: { name: string; phone: string }[];
  rep: { name: string; phone: string; email: string };
  signed: { y: number; m: number; d: number };
}

const MALE = ['José', 'Luis', 'Carlos', 'Miguel', 'Jorge', 'Ricardo', 'Alejandro', 'Fernando', 'Héctor', 'Rafael', 'Andrés', 'Javier', 'Óscar', 'Eduardo'];
const FEMALE = ['Ana', 'Guadalupe', 'Claudia', 'Verónica', 'Lucía', 'Adriana', 'Gabriela', 'Patricia', 'Sofía', 'Daniela', 'Mariela', 'Yesenia'];
const COMPOUND_M = ['Juan Carlos', 'Miguel Ángel', 'José Luis', 'Luis Fernando'];
const COMPOUND_F = ['María José', 'Rosa María', 'Ana Lucía', 'María Elena'];
const SURNAMES = ['García', 'López', 'Martínez', 'Rodríguez', 'Hernández', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores',
  'Rivera', 'Gómez', 'Díaz', 'Morales', 'Reyes', 'Ortiz', 'Gutiérrez', 'Chávez', 'Ramos', 'Mendoza', 'Castillo', 'Vargas', 'Soto',
  'Delgado', 'Aguilar', 'Núñez', 'Peña', 'Ibarra', 'Zamora'];
const PARTICLES = ['de la Cruz', 'del Valle', 'de León', 'De la Rosa', 'de Jesús', 'de la Fuente'];
const TITLES_M = ['Presidente', 'Owner', 'Dueño', 'Socio Gerente', 'Managing Member', 'CEO', 'Gerente General', 'Vicepresidente'];
const TITLES_F = ['Presidenta', 'Owner', 'Dueña', 'Socia Gerente', 'Managing Member', 'CEO', 'Gerente General', 'Vicepresidenta'];

interface Kind { names: string[]; industry: string[] }
const KINDS: Kind[] = [
  { names: ['Taquería El {N}', 'Restaurante Sabor {N}', 'Pupusería La {N}'], industry: ['Restaurante / Restaurant', 'Mexican restaurant', 'Salvadoran restaurant (pupusas)', 'Cafe y restaurante / restaurant'] },
  { names: ['Supermercado {N}', 'Carnicería {N}', 'Mercado {N}'], industry: ['Bodega / grocery', 'Carnicería - butcher shop', 'Latin supermarket', 'Grocery store / tienda'] },
  { names: ['Salón de Belleza {N}', 'Barbería {N}', '{N} Nails & Spa'], industry: ['Beauty salon', 'Barbershop / Barbería', 'Nail salon', 'Salón de belleza / hair salon'] },
  { names: ['Taller Mecánico {N}', '{S} Auto Service', '{N} Body Shop'], industry: ['Mechanic shop / Taller mecánico', 'Body shop - hojalatería y pintura', 'Auto shop'] },
  { names: ['{S} Plumbing', '{N} Roofing', 'Construcciones {N}'], industry: ['Roofing contractor', 'Plumbing / plomería', 'Drywall & painting', 'HVAC contractor'] },
  { names: ['{S} Lawn Care', 'Jardinería {N}'], industry: ['Lawn care & landscaping', 'Jardinería / lawn care'] },
  { names: ['{N} Cleaning Services', 'Limpieza {N}'], industry: ['Commercial cleaning / limpieza', 'Janitorial services'] },
  { names: ['{S} Trucking', 'Transportes {N}'], industry: ['Dump truck hauling', 'Local trucking / transporte'] },
  { names: ['Panadería {N}', 'Pastelería {N}'], industry: ['Panadería / bakery cafe', 'Bakery cafe'] },
  { names: ['Guardería {N}', 'Pequeños {N} Daycare'], industry: ['Daycare / guardería infantil', 'Child care center'] },
  { names: ['Tacos {N}', '{N} Catering'], industry: ['Food truck', 'Catering / banquetes'] },
];
const NOUNS = ['Güero', 'Sol', 'Quetzal', 'Jalisco', 'Azteca', 'Ceiba', 'Paraíso', 'Bendición', 'Milagro', 'Estrella', 'Michoacán',
  'Oaxaca', 'Tropical', 'Caribe', 'Palmera', 'Guadalupana', 'Los Altos', 'Dos Hermanos', 'Primavera'];
// [printed free text, checkbox label (English side), id]; the suffix added to the legal name goes with it.
const ENTITIES: [string, string, string, string][] = [
  ['LLC', 'LLC', 'llc', ', LLC'], ['L.L.C.', 'LLC', 'llc', ' LLC'], ['Corporation', 'Corporation', 'c_corporation', ', Inc.'],
  ['Inc.', 'Corporation', 'c_corporation', ' Inc.'], ['Corp', 'Corporation', 'c_corporation', ' Corp.'], ['S Corp', 'S Corporation', 's_corporation', ', Inc.'],
  ['Partnership', 'Partnership', 'general_partnership', ''], ['Sole Proprietor', 'Sole Proprietor', 'sole_proprietorship', ''],
];
const PLACES: [string, string, string][] = [
  ['Miami', 'FL', '331'], ['Hialeah', 'FL', '330'], ['Orlando', 'FL', '328'], ['Houston', 'TX', '770'], ['San Antonio', 'TX', '782'],
  ['El Paso', 'TX', '799'], ['McAllen', 'TX', '785'], ['Los Angeles', 'CA', '900'], ['Santa Ana', 'CA', '927'], ['Fresno', 'CA', '937'],
  ['Phoenix', 'AZ', '850'], ['Albuquerque', 'NM', '871'], ['Las Vegas', 'NV', '891'], ['Denver', 'CO', '802'], ['Chicago', 'IL', '606'],
  ['Paterson', 'NJ', '075'], ['Bronx', 'NY', '104'], ['Atlanta', 'GA', '303'], ['Charlotte', 'NC', '282'], ['San Juan', 'PR', '009'],
];
const STREETS = ['Calle Ocho', 'W Flagler St', 'Bissonnet St', 'S Zarzamora St', 'Alameda Ave', 'E Cesar Chavez Ave', 'N 35th Ave',
  'Central Ave SW', 'E Charleston Blvd', 'W 26th St', 'Federal Blvd', 'Main St', 'Market St', 'Buford Hwy', 'Ave Ponce de León'];
const BANKS = ['Banco Popular', 'Wells Fargo Bank', 'Bank of America', 'Chase Bank', 'BBVA USA', 'International Bank of Commerce', 'TD Bank', 'Regions Bank'];
const FUNDERS = ['Fondo Rápido Capital', 'Yellowstone Capital', 'Libertas Funding', 'Mulligan Funding', 'Pearl Capital', 'Kalamata Capital', 'Fox Business Funding'];
const EIN_PREFIXES = ['12', '20', '26', '27', '30', '33', '45', '46', '47', '59', '65', '74', '81', '82', '84', '85', '86', '88', '93', '98'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

function ssn(r: Rng): string {
  return `${pad(r.int(101, 665), 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
function itin(r: Rng): string {
  return `9${pad(r.int(0, 99))}-${r.pick(['7', '8'])}${r.int(0, 8)}-${pad(r.int(1, 9999), 4)}`;
}
function phone(r: Rng, area: string): string {
  return `(${area}) ${r.int(201, 989)}-${pad(r.int(0, 9999), 4)}`;
}
function lastName(r: Rng): string {
  const k = r.weighted([['one', 3], ['two', 3], ['hyph', 2], ['particle', 2]] as const);
  const a = r.pick(SURNAMES);
  let b = r.pick(SURNAMES);
  if (b === a) b = 'Zamora';
  if (k === 'one') return a;
  if (k === 'two') return `${a} ${b}`;
  if (k === 'hyph') return `${a}-${b}`;
  return r.pick(PARTICLES);
}

function owner(r: Rng, title: string | null): Owner {
  const female = r.chance(0.5);
  const compound = r.chance(0.3);
  const first = compound ? r.pick(female ? COMPOUND_F : COMPOUND_M) : r.pick(female ? FEMALE : MALE);
  const last = lastName(r);
  const middle = !compound && r.chance(0.35) ? `${r.pick('ABCDEFGJLMRST'.split(''))}.` : null;
  const [city, state, zip] = r.pick(PLACES);
  const taxType = r.chance(0.25) ? 'ITIN' : 'SSN';
  return {
    first, middle, last, female, simple: !compound && !/^[\p{Lu}][\p{Ll}]+ [\p{Lu}]/u.test(last),
    title: title ?? r.pick(female ? TITLES_F : TITLES_M), pct: 100, taxId: taxType === 'ITIN' ? itin(r) : ssn(r), taxType,
    masked: r.chance(0.25), dob: { y: r.int(1958, 1998), m: r.int(1, 12), d: r.int(1, 28) }, credit: r.chance(0.55) ? r.int(540, 790) : null,
    home: { street: `${r.int(100, 9899)} ${r.pick(STREETS)}`, city, state, zip: `${zip}${pad(r.int(1, 99))}` },
  };
}

function shares(r: Rng, n: number): number[] {
  if (n === 1) return [r.chance(0.85) ? 100 : r.pick([51, 75, 80])];
  if (n === 2) return r.pick([[50, 50], [51, 49], [60, 40], [70, 30], [75, 25], [80, 20]]);
  return r.pick([[34, 33, 33], [40, 30, 30], [50, 25, 25], [60, 20, 20], [45, 35, 20]]);
}

export function makeMerchant(r: Rng): Merchant {
  const kind = r.pick(KINDS);
  const noun = r.pick(NOUNS);
  const surname = r.pick(SURNAMES);
  const base = r.pick(kind.names).replace('{N}', noun).replace('{S}', surname);
  const ent = r.pick(ENTITIES);
  const soleProp = ent[2] === 'sole_proprietorship';
  const n = soleProp ? 1 : r.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const pcts = soleProp ? [100] : shares(r, n);
  const owners = pcts.map((p) => ({ ...owner(r, soleProp ? r.pick(['Owner', 'Dueño', 'Propietario']) : null), pct: p }));
  const o0 = owners[0]!;
  // A sole proprietor files under the owner's own name, trading as the business's name; often with the SSN or ITIN.
  const legal = soleProp ? `${o0.first}${o0.middle ? ` ${o0.middle}` : ''} ${o0.last}` : `${base}${ent[3]}`;
  const personalTax = soleProp && r.chance(0.6);
  if (personalTax) o0.masked = false;
  const ein = `${r.pick(EIN_PREFIXES)}-${pad(r.int(0, 9999999), 7)}`;
  const tax = personalTax ? { digits: o0.taxId.replace(/-/g, ''), printed: o0.taxId, type: o0.taxType }
    : { digits: ein.replace('-', ''), printed: ein, type: 'EIN' as const };
  const [city, state, zip] = r.pick(PLACES);
  const area = String(r.int(201, 989));
  const industryText = r.pick(kind.industry);
  const industry = industryOf(industryText);
  if (!industry) throw new Error(`industry text matches nothing: ${industryText}`);
  const amount = r.pick([15000, 20000, 25000, 30000, 35000, 40000, 50000, 60000, 75000, 80000, 100000, 125000, 150000]);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([24, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45)) / nPayments * 100) / 100;
  const domain = base.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase().slice(0, 18);
  return {
    legal, dba: soleProp || r.chance(0.55) ? base : null, entity: { id: ent[2], printed: ent[0], box: ent[1] },
    industryText, industry, tax, start: { y: r.int(2003, 2022), m: r.int(1, 12), d: r.int(1, 28) },
    street: `${r.int(100, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(1, 40) * 10}` : ''}`, city, state, zip: `${zip}${pad(r.int(1, 99))}`,
    phone: phone(r, area), email: `${r.pick(['info', 'ventas', 'contacto', 'office'])}@${domain}.com`,
    stateOfInc: r.pick(['DE', 'WY', 'NV', state, state]), amount, payment, nPayments, freq, owners,
    monthlySales: r.int(18, 240) * 1000, bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    landlord: { name: `${r.pick(['Inversiones', 'Plaza', 'Centro Comercial'])} ${r.pick(NOUNS)} ${r.pick(['LLC', 'LP', 'Properties'])}`, phone: phone(r, area), rent: r.int(12, 90) * 100 },
    funders: r.chance(0.6) ? r.shuffle([...FUNDERS]).slice(0, r.int(1, 2)).map((f) => ({ name: f, balance: r.int(40, 600) * 100, payment: r.int(150, 1200) })) : [],
    refs: [0, 1].map(() => ({ name: `${r.pick([...MALE, ...FEMALE])} ${r.pick(SURNAMES)}`, phone: phone(r, area) })),
    rep: { name: `${r.pick([...MALE, ...FEMALE])} ${r.pick(SURNAMES)}`, phone: phone(r, String(r.int(201, 989))), email: `${r.pick(['agente', 'rep', 'iso'])}${r.int(1, 99)}@fundingrep.com` },
    signed: { y: 2025, m: r.int(1, 12), d: r.int(1, 28) },
  };
}

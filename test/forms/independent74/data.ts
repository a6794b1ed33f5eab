// The merchant behind one generated form: every value the form may print (truth or decoy), drawn from a seeded Rng.
// Names, places and businesses are fictional; codes come from /work/shared/reference (states, entity types, industries).
import { Rng } from '../../statements/generator/prng.ts';

export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; middle: string | null; sur1: string; sur2: string | null; hyphen: boolean;
  title: string; ownership: number; taxId: string; masked: boolean; dob: Date | null; credit: number | null;
  street: string; city: string; state: string; zip: string; phone: string; email: string;
}

export interface Entity { id: string; es: string; en: string; other?: string }

export interface Case {
  legal: string; dba: string; dbaTruth: string | null; entity: Entity;
  industryText: string; industryId: string;
  taxId: string | null; taxType: 'EIN' | 'SSN' | 'ITIN' | null; einBare: boolean;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string;
  stateOfInc: string; start: Date; years: number; employees: number;
  amount: number | null; payment: number; numPayments: number; freq: Freq; useEs: string; useEn: string;
  own: boolean; landlord: string; landlordPhone: string; rent: number;
  monthlySales: number; annual: number;
  bank: string; routing: string; account: string;
  funders: { name: string; balance: number; payment: number }[];
  refs: { name: string; phone: string }[];
  iso: string; isoPhone: string;
  owners: Owner[];
}

const FIRST = ['José', 'María', 'Juan', 'Guadalupe', 'Luis', 'Rosa', 'Carlos', 'Ana', 'Jesús', 'Verónica', 'Miguel', 'Adriana',
  'Héctor', 'Sofía', 'Raúl', 'Marisol', 'Ramón', 'Yesenia', 'Andrés', 'Leticia', 'Rubén', 'Patricia', 'Álvaro', 'Mónica',
  'Ignacio', 'Beatriz', 'Efraín', 'Nayeli', 'Óscar', 'Itzel', 'Tomás', 'Araceli'];
const COMPOUND = ['Juan Carlos', 'María José', 'José Luis', 'Ana María', 'Luis Ángel', 'María Elena', 'Jorge Alberto', 'Rosa Isela'];
const SUR = ['García', 'Martínez', 'Rodríguez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres',
  'Flores', 'Rivera', 'Gómez', 'Díaz', 'Reyes', 'Morales', 'Cruz', 'Ortiz', 'Gutiérrez', 'Chávez', 'Ramos', 'Ruiz', 'Mendoza',
  'Vásquez', 'Castillo', 'Jiménez', 'Moreno', 'Romero', 'Herrera', 'Medina', 'Aguilar', 'Salazar', 'Núñez', 'Ibarra', 'Peña',
  'de la Cruz', 'del Valle', 'De León', 'de la Garza', 'Villaseñor', 'Muñoz', 'Zúñiga', 'Orozco', 'Treviño', 'Olvera'];
const ANGLO = ['Robert Miller', 'Susan Clarke', 'David Thompson', 'Karen Whitfield', 'Brian Novak', 'Linda Foster', 'Gary Henderson',
  'Megan O’Brien', 'Scott Patterson', 'Diane Kowalski', 'Paul Richter', 'Helen Brandt'];
const TITLES_ES = ['Presidente', 'Dueño', 'Socio', 'Gerente General', 'Propietario', 'Socio Gerente', 'Director'];
const TITLES_ES_F = ['Presidenta', 'Dueña', 'Socia', 'Gerente General', 'Propietaria', 'Socia Gerente', 'Directora'];
const FEMALE = new Set(['María', 'Guadalupe', 'Rosa', 'Ana', 'Verónica', 'Adriana', 'Sofía', 'Marisol', 'Yesenia', 'Leticia', 'Patricia',
  'Mónica', 'Beatriz', 'Nayeli', 'Itzel', 'Araceli', 'María José', 'Ana María', 'María Elena', 'Rosa Isela']);
const TITLES_EN = ['Owner', 'President', 'CEO', 'Managing Member', 'Partner', 'Member', 'Co-Owner', 'Vice President'];

// Type-of-business phrases as merchants write them, with the industries reference id the applications.md rule gives
// (longest label/alias contained, word-bounded): the English word is what matches, never a Spanish one.
export const INDUSTRIES: [string, string, string][] = [
  ['Restaurante mexicano / Mexican restaurant', 'restaurant', 'Restaurant'],
  ['Taquería - food truck', 'food_truck_catering', 'Food Truck'],
  ['Salón de belleza (beauty salon)', 'personal_care', 'Beauty Salon'],
  ['Taller mecánico / auto shop', 'auto_repair', 'Auto Repair'],
  ['Hojalatería y pintura (body shop)', 'auto_repair', 'Body Shop'],
  ['Carnicería y abarrotes (butcher)', 'grocery', 'Meat Market'],
  ['Supermercado / grocery', 'grocery', 'Supermarket'],
  ['Lavado de autos / car wash', 'car_wash', 'Car Wash'],
  ['Limpieza comercial (commercial cleaning)', 'cleaning_services', 'Cleaning Services'],
  ['Jardinería - lawn care', 'landscaping', 'Landscaping'],
  ['Techos / roofing', 'specialty_trade_contractor', 'Roofing'],
  ['Plomería / plumbing', 'specialty_trade_contractor', 'Plumbing'],
  ['Acarreo - dump truck', 'trucking_local', 'Hauling'],
  ['Guardería infantil (daycare)', 'childcare', 'Learning Center'],
  ['Tienda de ropa / clothing store', 'retail_general', 'Boutique'],
  ['Lavandería / laundromat', 'dry_cleaning', 'Laundromat'],
  ['Joyería / jewelry store', 'jewelry', 'Jewelers'],
  ['Mueblería / furniture store', 'retail_general', 'Furniture'],
  ['Clínica dental / dental office', 'dental_practice', 'Dental Care'],
  ['Agencia de viajes / travel agency', 'travel_agency', 'Travel'],
  ['Panadería y café / coffee shop', 'restaurant', 'Bakery & Café'],
  ['Contratista general / general contractor', 'general_contractor', 'Construction'],
];
const NAMEWORDS = ['La Esperanza', 'El Sol', 'Los Compadres', 'La Guadalupana', 'El Paisano', 'Doña Lupe', 'Tres Hermanos',
  'La Estrella', 'Rancho Grande', 'El Norteño', 'Las Palmas', 'San Judas', 'La Bendición', 'Mi Tierra', 'Los Arcos', 'El Faro',
  'Azteca', 'Borinquen', 'Quisqueya', 'La Fe'];

export const ENTITIES: Entity[] = [
  { id: 'c_corporation', es: 'Corporación', en: 'Corporation' },
  { id: 'llc', es: 'Sociedad de Responsabilidad Limitada (LLC)', en: 'LLC' },
  { id: 'sole_proprietorship', es: 'Propietario único', en: 'Sole Proprietor' },
  { id: 'general_partnership', es: 'Sociedad colectiva', en: 'Partnership' },
  { id: 's_corporation', es: 'Corporación S', en: 'S Corp' },
];
const OTHER: Entity[] = [{ id: 'pllc', es: 'Otro', en: 'Other', other: 'PLLC' }, { id: 'limited_partnership', es: 'Otro', en: 'Other', other: 'L.P.' }];

export const PLACES: Record<string, [string, string][]> = {
  TX: [['Houston', '770'], ['San Antonio', '782'], ['El Paso', '799'], ['McAllen', '785'], ['Laredo', '780'], ['Dallas', '752']],
  FL: [['Miami', '331'], ['Hialeah', '330'], ['Orlando', '328'], ['Tampa', '336'], ['Kissimmee', '347']],
  CA: [['Los Angeles', '900'], ['Santa Ana', '927'], ['Fresno', '937'], ['San Diego', '921'], ['Riverside', '925']],
  NM: [['Albuquerque', '871'], ['Las Cruces', '880'], ['Santa Fe', '875']],
  AZ: [['Phoenix', '850'], ['Tucson', '857'], ['Yuma', '853']],
  IL: [['Chicago', '606'], ['Cicero', '608'], ['Aurora', '605']],
  NY: [['Bronx', '104'], ['Queens', '113'], ['Brooklyn', '112']],
  NJ: [['Paterson', '075'], ['Union City', '070'], ['Elizabeth', '072']],
  PR: [['San Juan', '009'], ['Bayamón', '009'], ['Ponce', '007'], ['Caguas', '007']],
};
const STREETS = ['Calle Real', 'Main St', 'W Commerce St', 'Ave. Ponce de León', 'S Zarzamora St', 'NW 7th St', 'E Cesar Chavez Ave',
  'Bergenline Ave', 'W 26th St', 'Central Ave SW', 'N Mesa St', 'S Kedzie Ave', 'Calle Loíza', 'E Van Buren St', 'Palm Ave'];
const BANKS = ['Banco Popular', 'BBVA USA', 'IBC Bank', 'Chase', 'Wells Fargo', 'Bank of America', 'Citibank', 'Falcon Bank', 'Lone Star National Bank'];
const FUNDERS = ['Velocity Ventures Capital', 'Primo Advance LLC', 'Redwood Receivables', 'Cielo Funding Group', 'Harbor Line Capital', 'Summit Daily Funding'];
const REFS = ['Distribuidora Jalisco', 'Sysco Houston', 'Mercado Central Supply', 'Pinnacle Auto Parts', 'La Michoacana Wholesale', 'Ferguson Plumbing Supply'];
const USE = [['Capital de trabajo', 'Working capital'], ['Compra de inventario', 'Inventory purchase'], ['Equipo nuevo', 'New equipment'],
  ['Remodelación del local', 'Store remodel'], ['Nómina', 'Payroll'], ['Expansión', 'Expansion']];
const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export function ein(r: Rng): string {
  let p = r.digits(2);
  while (BAD_EIN.has(p)) p = r.digits(2);
  return `${p}-${r.digits(7)}`;
}
export function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}-${r.pick(['70', '71', '73', '78', '83', '88', '90', '94'])}-${String(r.int(1, 9999)).padStart(4, '0')}`;
  let a = r.int(1, 899);
  while (a === 666) a = r.int(1, 899);
  return `${String(a).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
const phone = (r: Rng): string => `(${r.pick(['713', '210', '305', '786', '213', '505', '602', '773', '718', '201', '787', '915'])}) ${r.int(200, 989)}-${r.digits(4)}`;
const strip = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z]/g, '').toLowerCase();

export function lastName(o: Owner): string {
  return o.sur2 ? `${o.sur1}${o.hyphen ? '-' : ' '}${o.sur2}` : o.sur1;
}

export interface CaseOpts { states: string[]; spanishTitles: number; allowCompound: boolean; allowHyphen: boolean; allowMiddle: boolean }

function owner(r: Rng, o: CaseOpts, state: string, used: Set<string>): Owner {
  let sur1 = r.pick(SUR);
  while (used.has(sur1)) sur1 = r.pick(SUR);
  used.add(sur1);
  const sur2 = r.chance(0.85) ? r.pick(SUR.filter((s) => s !== sur1)) : null;
  const first = o.allowCompound && r.chance(0.25) ? r.pick(COMPOUND) : r.pick(FIRST);
  const place = r.pick(PLACES[state]!);
  const dob = r.chance(0.9) ? new Date(Date.UTC(r.int(1958, 1998), r.int(0, 11), r.int(1, 28))) : null;
  return { first, middle: o.allowMiddle && r.chance(0.2) ? `${r.pick(['A', 'C', 'E', 'J', 'L', 'M', 'R'])}.` : null, sur1, sur2,
    hyphen: o.allowHyphen && !!sur2 && !sur2.includes(' ') && !sur1.includes(' ') && r.chance(0.15),
    title: r.chance(o.spanishTitles) ? r.pick(FEMALE.has(first) ? TITLES_ES_F : TITLES_ES) : r.pick(TITLES_EN), ownership: 100, taxId: ssn(r, r.chance(0.2)),
    masked: r.chance(0.3), dob, credit: r.chance(0.7) ? r.int(520, 790) : null,
    street: `${r.int(100, 9899)} ${r.pick(STREETS)}`, city: place[0], state, zip: place[1] + r.digits(2), phone: phone(r),
    email: `${strip(first).slice(0, 6)}.${strip(sur1)}${r.int(1, 99)}@${r.pick(['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com'])}` };
}

const SPLITS = [[100], [50, 50], [60, 40], [51, 49], [70, 30], [75, 25], [40, 30, 30], [34, 33, 33], [50, 25, 25]];

export function makeCase(seed: number, layout: string, o: CaseOpts): Case {
  const r = new Rng(`independent74:${layout}:${seed}`);
  const state = r.pick(o.states);
  const place = r.pick(PLACES[state]!);
  const entity = r.chance(0.1) ? r.pick(OTHER) : r.pick(ENTITIES);
  const sole = entity.id === 'sole_proprietorship';
  const split = sole ? [100] : r.weighted(SPLITS.map((s) => [s, s.length === 1 ? 4 : s.length === 2 ? 3 : 1] as const));
  const used = new Set<string>();
  const owners = split.map((pct) => ({ ...owner(r, o, r.chance(0.85) ? state : r.pick(o.states), used), ownership: pct }));
  const [indText, indId, noun] = r.pick(INDUSTRIES);
  const word = r.pick(NAMEWORDS);
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first} ${lastName(o0)}`
    : entity.id === 'llc' ? `${word} ${noun}${r.pick([', LLC', ' LLC', ', L.L.C.'])}`
      : entity.id === 'general_partnership' ? `${o0.sur1.replace(/^(de la|del|de) /i, '')} & ${owners[1]?.sur1.replace(/^(de la|del|de) /i, '') ?? 'Hijos'} ${noun}`
        : entity.id === 'pllc' ? `${word} ${noun}, PLLC` : entity.id === 'limited_partnership' ? `${word} ${noun}, L.P.`
          : `${word} ${noun}${r.pick([', Inc.', ' Inc.', ' Corp.', ', Corp.'])}`;
  const dbaName = `${r.pick(['Taquería', 'Tienda', 'Casa', 'Grupo', 'Servicios'])} ${r.pick(NAMEWORDS.filter((w) => w !== word))}`;
  const dbaMode = sole ? 'name' : r.weighted([['name', 5], ['blank', 2], ['same', 1], ['na', 1], ['legal', 1]] as const);
  const dba = dbaMode === 'name' ? dbaName : dbaMode === 'same' ? r.pick(['SAME', 'Same', 'MISMO']) : dbaMode === 'na' ? 'N/A' : dbaMode === 'legal' ? legal : '';
  let taxId: string | null = r.chance(0.93) ? ein(r) : null;
  let taxType: Case['taxType'] = taxId ? 'EIN' : null;
  if (sole && r.chance(0.6)) { taxId = o0.taxId; taxType = taxId.startsWith('9') ? 'ITIN' : 'SSN'; }
  const start = new Date(Date.UTC(r.int(2004, 2022), r.int(0, 11), r.int(1, 28)));
  const amount = r.chance(0.92) ? r.int(10, 250) * 500 : null;
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const numPayments = freq === 'daily' ? r.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? r.pick([20, 26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 13, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round(((amount ?? 20000) * r.float(1.25, 1.45) * 100) / numPayments) / 100;
  const use = r.pick(USE);
  let monthlySales = r.int(18, 400) * 1000;
  while (monthlySales === amount) monthlySales += 1000;
  let routing = r.digits(9);
  while (routing === (taxId ?? '').replace(/\D/g, '')) routing = r.digits(9);
  const otherStates = ['DE', 'NV', 'WY', 'FL', 'TX'].filter((s) => s !== state);
  return {
    legal, dba, dbaTruth: dbaMode === 'name' ? dbaName : null, entity, industryText: indText, industryId: indId,
    taxId, taxType, einBare: taxType === 'EIN' && r.chance(0.2),
    street: `${r.int(100, 12999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` ${r.pick(['Ste', 'Local', 'Unit'])} ${r.int(1, 240)}` : ''}`,
    city: place[0], state, zip: place[1] + r.digits(2), phone: phone(r),
    email: `${r.pick(['info', 'ventas', 'contacto', 'office'])}@${strip(word)}${strip(noun)}.com`, website: `www.${strip(word)}${strip(noun)}.com`,
    stateOfInc: r.chance(0.6) ? state : r.pick(otherStates), start, years: Math.max(1, 2025 - start.getUTCFullYear()), employees: r.int(1, 45),
    amount, payment, numPayments, freq, useEs: use[0]!, useEn: use[1]!,
    own: r.chance(0.25), landlord: `${r.pick(ANGLO)}${r.pick([' Properties', ' Realty', ' Holdings', ''])}`, landlordPhone: phone(r), rent: r.int(12, 95) * 100,
    monthlySales, annual: monthlySales * 12 + r.int(-50, 50) * 1000,
    bank: r.pick(BANKS), routing, account: r.digits(r.int(9, 12)),
    funders: r.chance(0.5) ? Array.from({ length: r.int(1, 2) }, (_, i) => ({ name: FUNDERS[(r.int(0, 5) + i) % 6]!, balance: r.int(3, 60) * 500 + 0.5, payment: r.int(80, 900) + 0.25 })) : [],
    refs: [0, 1].map(() => ({ name: r.pick(REFS), phone: phone(r) })),
    iso: r.pick(['Daniel Kessler', 'Erica Vance', 'Marco Bellini', 'Tanya Brooks']), isoPhone: phone(r),
    owners,
  };
}

// ---- printing formats ----
export const money = (n: number, r: Rng): string => {
  const s = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const int = n % 1 === 0;
  return r.pick(int ? [`$${s}`, `$${s.slice(0, -3)}`, `${s.slice(0, -3)}`, `$ ${s.slice(0, -3)}`] : [`$${s}`, `$ ${s}`]);
};
/** "$ 45.000": dots for thousands, as written in much of Latin America: used only for context values (not fields). */
export const dotMoney = (n: number): string => `$ ${String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
const p2 = (n: number): string => String(n).padStart(2, '0');
export const mdy = (d: Date): string => `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()}`;
export const dmy = (d: Date): string => `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
export const iso = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);
export const maskTax = (t: string, r: Rng): string => r.pick(['XXX-XX-', '***-**-', 'xxx-xx-']) + t.slice(-4);
export const digits = (s: string): string => s.replace(/\D/g, '');

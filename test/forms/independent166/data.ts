// Word lists for set 166 (Hispanic-owned businesses in the US, a few in Canada). Every industry text is listed with
// the reference id that applications.md's longest-alias rule gives it; the test re-derives the id from
// /work/shared/reference/industries.json, so a wrong pairing here fails loudly.

export const FIRST_NAMES = ['José', 'María', 'Luis', 'Ana', 'Carlos', 'Guadalupe', 'Jesús', 'Rosa', 'Juan', 'Carmen', 'Miguel',
  'Sofía', 'Alejandro', 'Lucía', 'Fernando', 'Yesenia', 'Héctor', 'Maricela', 'Raúl', 'Beatriz', 'Óscar', 'Iván', 'Ángel',
  'Nayeli', 'Xóchitl', 'Araceli', 'Esteban', 'Marisol', 'Rubén', 'Itzel', 'Joaquín', 'Dulce', 'Efraín', 'Noemí', 'Wilfredo',
  'Yadira', 'Ignacio', 'Zoraida'] as const;
/** Co-owners who are not Hispanic: real-world partnerships mix. */
export const OTHER_FIRST = ['Patrick', 'Siobhan', 'Thomas', 'Emily', 'Kevin', 'Grace', 'Daniel', 'Nadia'] as const;

export const SURNAMES = ['García', 'Rodríguez', 'Hernández', 'López', 'Martínez', 'González', 'Pérez', 'Sánchez', 'Ramírez',
  'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Morales', 'Ortiz', 'Gutiérrez', 'Chávez', 'Ruiz', 'Álvarez', 'Castillo',
  'Jiménez', 'Vásquez', 'Mendoza', 'Peña', 'Núñez', 'Ibáñez', 'Quiñones', 'Beltrán', 'Villalobos', 'Zúñiga', 'Acevedo'] as const;
/** Surnames that keep a lowercase or capitalised particle (last_name keeps it). */
export const PARTICLE_SURNAMES = ['de la Cruz', 'del Valle', 'de León', 'De la Rosa', 'de los Santos', 'De Jesús',
  'de la Fuente', 'del Río', 'De la O'] as const;
export const APOSTROPHE_SURNAMES = ["O'Brien", "D'Alessandro", "O'Connor", "D'Souza"] as const;
export const CREDENTIALS = ['CPA', 'DDS', 'MD', 'Esq.', 'DC'] as const;

export const ROLES_BILINGUAL = ['Dueño / Owner', 'Presidente', 'Socio gerente', 'CEO', 'Managing Member', 'Vicepresidenta',
  'Gerente general', 'Owner', 'Member', 'Socia', 'President'] as const;
export const ROLES_ES = ['Dueño', 'Dueña', 'Presidente', 'Presidenta', 'Socio gerente', 'Socia', 'Gerente general',
  'Tesorero', 'Secretaria'] as const;

export interface IndustryText { text: string; id: string; stems: readonly string[] }
/** [printed type of business, industry id, business name stems] */
export const INDUSTRIES: readonly IndustryText[] = [
  { text: 'Mexican restaurant', id: 'restaurant', stems: ['Taquería', 'Cocina', 'Restaurante'] },
  { text: 'Taquería (restaurant)', id: 'restaurant', stems: ['Taquería', 'Tacos'] },
  { text: 'Pupusería - restaurant', id: 'restaurant', stems: ['Pupusería'] },
  { text: 'Panadería y cafe', id: 'restaurant', stems: ['Panadería', 'Pastelería'] },
  { text: 'Coffee shop / cafetería', id: 'restaurant', stems: ['Café', 'Cafetería'] },
  { text: 'Bodega', id: 'grocery', stems: ['Bodega', 'Mini Market'] },
  { text: 'Supermercado latino / grocery', id: 'grocery', stems: ['Supermercado', 'Mercado'] },
  { text: 'Carnicería y deli', id: 'grocery', stems: ['Carnicería'] },
  { text: 'Barbershop', id: 'personal_care', stems: ['Barbería', 'Barber Studio'] },
  { text: 'Salón de belleza / hair salon', id: 'personal_care', stems: ['Salón', 'Estética'] },
  { text: 'Nail salon', id: 'personal_care', stems: ['Nails', 'Uñas'] },
  { text: 'Spa y uñas', id: 'personal_care', stems: ['Spa'] },
  { text: 'Taller mecánico / auto shop', id: 'auto_repair', stems: ['Taller', 'Auto Service'] },
  { text: 'Body shop / hojalatería', id: 'auto_repair', stems: ['Hojalatería', 'Collision'] },
  { text: 'Lawn care & landscaping', id: 'landscaping', stems: ['Landscaping', 'Jardines'] },
  { text: 'Jardinería / landscaper', id: 'landscaping', stems: ['Jardinería'] },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', stems: ['Roofing', 'Techos'] },
  { text: 'Plumbing / plomería', id: 'specialty_trade_contractor', stems: ['Plumbing', 'Plomería'] },
  { text: 'Drywall y pintura', id: 'specialty_trade_contractor', stems: ['Drywall', 'Construcciones'] },
  { text: 'Remodelación / construction company', id: 'general_contractor', stems: ['Construction', 'Builders'] },
  { text: 'Dump truck hauling', id: 'trucking_local', stems: ['Trucking', 'Transportes'] },
  { text: 'Commercial cleaning / limpieza', id: 'cleaning_services', stems: ['Cleaning', 'Limpieza'] },
  { text: 'Food truck de tacos', id: 'food_truck_catering', stems: ['Tacos', 'Food Truck'] },
  { text: 'Catering para eventos', id: 'food_truck_catering', stems: ['Catering', 'Banquetes'] },
  { text: 'Tienda de ropa / clothing store', id: 'retail_general', stems: ['Boutique', 'Modas'] },
  { text: 'Boutique de novias', id: 'retail_general', stems: ['Novias', 'Boutique'] },
  { text: 'Daycare / guardería', id: 'childcare', stems: ['Daycare', 'Guardería'] },
  { text: 'Taxi y transporte', id: 'taxi_limo_rideshare', stems: ['Transportes', 'Taxi'] },
  { text: 'Dental office', id: 'dental_practice', stems: ['Dental', 'Clínica Dental'] },
  { text: 'Agencia de viajes / travel agency', id: 'travel_agency', stems: ['Viajes', 'Travel'] },
  { text: 'Laundromat / lavandería', id: 'dry_cleaning', stems: ['Lavandería', 'Laundry'] },
  { text: 'Insurance agency / seguros', id: 'insurance_agency', stems: ['Seguros', 'Insurance'] },
];

export const NAME_WORDS = ['El Sol', 'La Esperanza', 'Los Compadres', 'Don Pancho', 'La Palma', 'Mi Tierra', 'Las Américas',
  'El Güero', 'Doña Rosa', 'La Michoacana', 'San Judas', 'El Quetzal', 'La Guadalupana', 'Borinquen', 'Los Andes',
  'El Nopal', 'Santa Fe', 'La Ceiba', 'Tres Hermanos', 'Monte Albán'] as const;

export interface City { city: string; state: string; stateName: string; zip: string; area: string }
export const US_CITIES: readonly City[] = [
  { city: 'Houston', state: 'TX', stateName: 'Texas', zip: '770', area: '713' },
  { city: 'San Antonio', state: 'TX', stateName: 'Texas', zip: '782', area: '210' },
  { city: 'McAllen', state: 'TX', stateName: 'Texas', zip: '785', area: '956' },
  { city: 'El Paso', state: 'TX', stateName: 'Texas', zip: '799', area: '915' },
  { city: 'Los Angeles', state: 'CA', stateName: 'California', zip: '900', area: '323' },
  { city: 'Santa Ana', state: 'CA', stateName: 'California', zip: '927', area: '714' },
  { city: 'Fresno', state: 'CA', stateName: 'California', zip: '937', area: '559' },
  { city: 'Miami', state: 'FL', stateName: 'Florida', zip: '331', area: '305' },
  { city: 'Hialeah', state: 'FL', stateName: 'Florida', zip: '330', area: '786' },
  { city: 'Orlando', state: 'FL', stateName: 'Florida', zip: '328', area: '407' },
  { city: 'Phoenix', state: 'AZ', stateName: 'Arizona', zip: '850', area: '602' },
  { city: 'Tucson', state: 'AZ', stateName: 'Arizona', zip: '857', area: '520' },
  { city: 'Albuquerque', state: 'NM', stateName: 'New Mexico', zip: '871', area: '505' },
  { city: 'Bronx', state: 'NY', stateName: 'New York', zip: '104', area: '718' },
  { city: 'Paterson', state: 'NJ', stateName: 'New Jersey', zip: '075', area: '973' },
  { city: 'Chicago', state: 'IL', stateName: 'Illinois', zip: '606', area: '773' },
  { city: 'Las Vegas', state: 'NV', stateName: 'Nevada', zip: '891', area: '702' },
  { city: 'Denver', state: 'CO', stateName: 'Colorado', zip: '802', area: '303' },
  { city: 'San Juan', state: 'PR', stateName: 'Puerto Rico', zip: '009', area: '787' },
  { city: 'Bayamón', state: 'PR', stateName: 'Puerto Rico', zip: '009', area: '939' },
  { city: 'Charlotte', state: 'NC', stateName: 'North Carolina', zip: '282', area: '704' },
  { city: 'Dalton', state: 'GA', stateName: 'Georgia', zip: '307', area: '706' },
];
export const CA_CITIES: readonly City[] = [
  { city: 'Toronto', state: 'ON', stateName: 'Ontario', zip: 'M6H', area: '416' },
  { city: 'Mississauga', state: 'ON', stateName: 'Ontario', zip: 'L5B', area: '905' },
  { city: 'Montréal', state: 'QC', stateName: 'Quebec', zip: 'H2R', area: '514' },
  { city: 'Vancouver', state: 'BC', stateName: 'British Columbia', zip: 'V5N', area: '604' },
  { city: 'Calgary', state: 'AB', stateName: 'Alberta', zip: 'T2E', area: '403' },
];
/** States that only ever appear as a state of incorporation. */
export const INCORP_STATES = ['DE', 'WY', 'NV', 'FL', 'TX'] as const;

export const STREETS = ['Calle Ocho', 'Main St', 'Bissonnet St', 'Cesar Chavez Ave', 'Ave Ponce de León', 'Pico Blvd',
  'W 26th St', 'Fulton St', 'Calle Loíza', 'Central Ave', 'Harrisburg Blvd', 'N Broadway', 'Calle Sol'] as const;
export const CA_STREETS = ['Dufferin St', 'Rue Jean-Talon', 'Bloor St W', 'Commercial Dr', 'St Clair Ave W', 'Rue Saint-Denis'] as const;

export const FUNDERS = ['Ballena Capital', 'Norte Advance LLC', 'Quantum Receivables', 'Arco Iris Funding', 'Blue Mesa Capital',
  'Cardinal Merchant Funding', 'Pinnacle Advance Co.'] as const;
export const BANKS = ['Banco Popular', 'BBVA USA', 'Chase', 'Wells Fargo', 'Bank of America', 'International Bank of Commerce',
  'FirstBank Puerto Rico', 'Falcon International Bank'] as const;
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'Desjardins'] as const;
export const REFERENCE_BUSINESSES = ['Distribuidora Azteca', 'Sysco', 'Proveedora del Valle', 'Coca-Cola Bottling',
  'La Costeña Imports', 'Home Depot Pro', 'Ferretería Central', 'Goya Foods'] as const;
export const ISO_REPS = ['Marco Antonio Ledesma', 'Daniela Prieto', 'Gustavo Aranda', 'Liliana Cordero', 'Rafael Echeverría'] as const;
export const LANDLORDS = ['Westchase Property Mgmt', 'Inmobiliaria Santa Clara', 'Goldberg Realty Trust', 'Plaza Las Palmas LLC',
  'Sunbelt Commercial Leasing'] as const;

export const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre',
  'noviembre', 'diciembre'] as const;
export const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
  'November', 'December'] as const;

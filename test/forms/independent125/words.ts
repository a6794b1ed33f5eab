// Word pools: fictional people, businesses, streets and decoy companies, in Spanish (US) and French (Québec).
export interface Given { name: string; female: boolean }

const g = (names: string, female: boolean): Given[] => names.split(',').map((n) => ({ name: n.trim(), female }));

export const ES_GIVEN: Given[] = [...g('Carlos, Jorge, Miguel, Luis, Ricardo, Héctor, Raúl, Fernando, Óscar, Francisco, Alejandro, Juan, Rubén, Édgar, Ramón', false),
  ...g('María, Rosa, Guadalupe, Verónica, Adriana, Yesenia, Marisol, Gabriela, Daniela, Leticia, Claudia, Lucía, Norma, Elena, Karina', true)];
/** Two given names: printed only where the form has separate boxes for given names and surnames. */
export const ES_COMPOUND: Given[] = [...g('José Luis, Juan Carlos, Luis Alberto, Miguel Ángel', false), ...g('María José, Ana Lucía, Rosa María', true)];
export const ES_SURNAMES = ['García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres',
  'Flores', 'Rivera', 'Gómez', 'Díaz', 'Reyes', 'Morales', 'Ortiz', 'Gutiérrez', 'Chávez', 'Ramos', 'Ruiz', 'Mendoza', 'Vargas',
  'Castillo', 'Jiménez', 'Moreno', 'Herrera', 'Medina', 'Aguilar', 'Vega', 'Castro', 'Delgado', 'Peña', 'Ríos', 'Salazar', 'Zamora'];
export const ES_PARTICLES = ['de la Cruz', 'del Río', 'de León', 'de la Garza', 'de Jesús'];

export const FR_GIVEN: Given[] = [...g('Jean-François, Mathieu, Stéphane, Éric, Martin, Patrick, Sébastien, François, Luc, Maxime, Olivier, Hugo, Benoît, Yannick', false),
  ...g('Marie-Ève, Sylvie, Isabelle, Geneviève, Nathalie, Josée, Mélanie, Julie, Annie, Chantal, Valérie, Catherine, Émilie, Karine', true)];
export const FR_SURNAMES = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet',
  'Pelletier', 'Bélanger', 'Lévesque', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Caron', 'Beaulieu', 'Cloutier',
  'Dubé', 'Poirier', 'Fournier', 'Lapointe', 'Leclerc', 'Lefebvre', 'Poulin', 'Thibault', 'St-Pierre', 'Vaillancourt', 'Desrosiers'];
export const FR_PARTICLES = ["D'Amours", 'de Montigny', 'Des Rosiers', "D'Anjou"];

/** Printed type of business, and the trade names such a merchant goes by. */
export const ES_TRADES: [string, string[]][] = [
  ['Restaurant mexicano', ['Taquería El Sol de Jalisco', 'Restaurant La Herradura', 'El Rincón Poblano']],
  ['Restaurant y pupusería', ['Pupusería Cuscatlán', 'La Ceiba Restaurant']],
  ['Pizzeria', ['Pizzeria Don Vito', 'Pizzeria La Nonna Rosa']],
  ['Bodega y carnicería', ['Bodega La Económica', 'Carnicería y Bodega San Juan']],
  ['Bodega / mini market', ['Bodega Quisqueya', 'Mini Market El Progreso']],
  ['Deli y panadería', ['Panadería La Espiga', 'Deli Las Américas']],
  ['Salón de belleza y spa', ['Salón Bella Imagen', 'Glamour Beauty Spa']],
  ['Barbershop', ['Los Primos Barbershop', 'King Cutz Barbershop']],
  ['Body shop y pintura de autos', ['Reyes Body Shop', 'Auto Pintura El Güero']],
  ['Car wash y detallado', ['Splash Car Wash', 'El Chino Car Wash']],
  ['Food truck de tacos', ['Tacos El Compa', 'La Cocinita Móvil']],
  ['Boutique de ropa', ['Boutique Valentina', 'Moda Latina Boutique']],
  ['Taxi y transporte privado', ['Taxi Express Latino', 'Transporte Ejecutivo Ramos']],
  ['Daycare en casa', ['Pequeños Pasos Daycare', 'Mi Casita Daycare']],
  ['Roofing y remodelación', ['Pro Roofing Solutions', 'Techos Guerrero Roofing']],
  ['Gym y entrenamiento personal', ['Fuerza Latina Gym', 'Zona Fit Gym']],
  ['Bar y grill', ['La Cantina Bar & Grill', 'El Patrón Bar y Grill']],
  ['Lavandería / laundromat', ['Lavandería Burbujas', 'Clean Spin Laundromat']],
  ['Motel', ['Motel Sol y Mar', 'Rancho Inn Motel']],
];

export const FR_TRADES: [string, string[]][] = [
  ['Restaurant familial', ['Chez Ginette', 'Restaurant Le Vieux Moulin']],
  ['Restaurant et traiteur', ['Les Délices de Sophie', 'Le Comptoir Gourmand']],
  ['Pizzeria', ['Pizzeria Napoli', 'Pizza Mont-Royal']],
  ['Salon de coiffure', ['Salon Coiffure Éclat', 'Studio Mèche Rebelle']],
  ["Salon d'esthétique et spa", ['Spa Lumière', 'Institut Belle Peau']],
  ['Boutique de vêtements', ['Boutique Mode Élan', 'La Garde-Robe']],
  ['Boutique de cadeaux', ['Boutique Trésors du Terroir', 'Cadeaux Sainte-Anne']],
  ['Spa nordique', ['Spa Nordique Les Sources', 'Bains du Ruisseau']],
  ['Motel', ['Motel Le Riverain', 'Motel des Laurentides']],
  ['Microbrasserie et pub', ['Microbrasserie La Fonderie', 'Pub Le Tonneau']],
  ['Gym et entraînement', ['Gym Force Nord', 'Gym Le Dépassement']],
  ['Taxi et transport adapté', ['Taxi Rive-Sud', 'Taxi Boréal']],
  ['Boulangerie et deli', ['Boulangerie Saint-Roch', 'Fournil et Deli du Marché']],
];

export interface City { city: string; region: string; postal: string[]; phone: number[] }

export const US_EAST: City[] = [
  { city: 'Miami', region: 'FL', postal: ['33125', '33135', '33142'], phone: [305, 786] },
  { city: 'Hialeah', region: 'FL', postal: ['33010', '33012'], phone: [305, 786] },
  { city: 'Orlando', region: 'FL', postal: ['32807', '32822'], phone: [407] },
  { city: 'Union City', region: 'NJ', postal: ['07087'], phone: [201] },
  { city: 'Paterson', region: 'NJ', postal: ['07501', '07503'], phone: [973] },
  { city: 'Bronx', region: 'NY', postal: ['10453', '10458'], phone: [718, 347] },
  { city: 'Chicago', region: 'IL', postal: ['60608', '60623'], phone: [773] },
  { city: 'Atlanta', region: 'GA', postal: ['30340', '30360'], phone: [404, 770] },
  { city: 'Charlotte', region: 'NC', postal: ['28205', '28212'], phone: [704] },
];
export const US_WEST: City[] = [
  { city: 'Houston', region: 'TX', postal: ['77011', '77023', '77036'], phone: [713, 832] },
  { city: 'San Antonio', region: 'TX', postal: ['78207', '78228'], phone: [210] },
  { city: 'McAllen', region: 'TX', postal: ['78501', '78504'], phone: [956] },
  { city: 'El Paso', region: 'TX', postal: ['79901', '79905'], phone: [915] },
  { city: 'Phoenix', region: 'AZ', postal: ['85009', '85033'], phone: [602] },
  { city: 'Santa Ana', region: 'CA', postal: ['92701', '92703'], phone: [714] },
  { city: 'Los Angeles', region: 'CA', postal: ['90011', '90022'], phone: [323, 213] },
  { city: 'Albuquerque', region: 'NM', postal: ['87105', '87121'], phone: [505] },
  { city: 'Denver', region: 'CO', postal: ['80204', '80219'], phone: [303, 720] },
  { city: 'Las Vegas', region: 'NV', postal: ['89101', '89110'], phone: [702] },
];
export const CA_QC: City[] = [
  { city: 'Montréal', region: 'QC', postal: ['H2L 3Y7', 'H1V 2K4', 'H3N 1S9', 'H4C 2E1'], phone: [514, 438] },
  { city: 'Laval', region: 'QC', postal: ['H7N 2K4', 'H7T 1C8'], phone: [450] },
  { city: 'Longueuil', region: 'QC', postal: ['J4K 1A3', 'J4H 3M6'], phone: [450] },
  { city: 'Québec', region: 'QC', postal: ['G1K 3W2', 'G1R 4P5', 'G1N 2E9'], phone: [418, 581] },
  { city: 'Sherbrooke', region: 'QC', postal: ['J1H 1Z3', 'J1J 2B8'], phone: [819] },
  { city: 'Gatineau', region: 'QC', postal: ['J8X 2K1', 'J9H 5C7'], phone: [819] },
  { city: 'Trois-Rivières', region: 'QC', postal: ['G9A 5H2', 'G8T 3M9'], phone: [819] },
  { city: 'Saint-Jérôme', region: 'QC', postal: ['J7Z 5T4'], phone: [450] },
  { city: 'Rimouski', region: 'QC', postal: ['G5L 7C4'], phone: [418] },
];
export const CA_NEAR: City[] = [
  { city: 'Ottawa', region: 'ON', postal: ['K1N 7B7', 'K2P 0A4'], phone: [613] },
  { city: 'Hawkesbury', region: 'ON', postal: ['K6A 1N7'], phone: [613] },
  { city: 'Moncton', region: 'NB', postal: ['E1C 4M2', 'E1A 3R6'], phone: [506] },
  { city: 'Edmundston', region: 'NB', postal: ['E3V 1S5'], phone: [506] },
];

export const ES_STREETS = ['NW 7th St', 'W Flagler St', 'Bergenline Ave', 'S Kedzie Ave', 'Buford Hwy', 'Harrisburg Blvd', 'Calle Ocho',
  'W 26th St', 'Navigation Blvd', 'S Zarzamora St', 'E Main St', 'Central Ave', 'W 16th St', 'Pulaski Rd', 'Park Ave'];
export const FR_STREETS = ['rue Saint-Denis', 'boulevard Saint-Laurent', 'avenue du Mont-Royal', 'rue Wellington', 'chemin Sainte-Foy',
  'boulevard des Forges', 'rue King Ouest', 'rue Principale', 'boulevard Taschereau', 'rue Notre-Dame Est', '3e Avenue', 'rue Racine'];

export const ES_FUNDERS = ['Rápido Capital LLC', 'Sunbelt Advance Group', 'Pronto Funding Partners', 'Coastline Merchant Capital', 'Alianza Fondos LLC'];
export const FR_FUNDERS = ['Fonds Express Nord inc.', 'Capital Avance Rive-Sud', 'Financement Éclair ltée', 'Érablière Capital inc.'];
export const ES_BANKS = ['Banco Solera', 'First Coastal Community Bank', 'Banco Metropolitano del Sur', 'Gulfway National Bank'];
export const FR_BANKS = ['Caisse populaire du Vieux-Port', 'Banque Nordet', 'Caisse Desmarais des Rivières', 'Banque Fleuve-Laurent'];
export const ES_LANDLORDS = ['Inversiones Biscayne LLC', 'Palm Court Properties', 'JMR Realty Holdings', 'Plaza Central Management'];
export const FR_LANDLORDS = ['Immeubles Villeneuve inc.', 'Gestion Immobilière Carignan', 'Les Placements Duval ltée', 'Société Immobilière Bellerive'];

/** Titles by kind of entity: [first owner's choices, other owners' choices], each [masculine, feminine]. */
type Roles = [[string, string][], [string, string][]];
const ES_CORP: Roles = [[['Presidente', 'Presidenta'], ['Dueño', 'Dueña']], [['Vicepresidente', 'Vicepresidenta'], ['Secretario', 'Secretaria'],
  ['Tesorero', 'Tesorera'], ['Gerente General', 'Gerente General']]];
const ES_LLC: Roles = [[['Miembro Administrador', 'Miembro Administradora'], ['Dueño', 'Dueña'], ['Presidente', 'Presidenta']],
  [['Socio', 'Socia'], ['Miembro', 'Miembro'], ['Gerente General', 'Gerente General']]];
const ES_PART: Roles = [[['Socio', 'Socia'], ['Socio Gerente', 'Socia Gerente']], [['Socio', 'Socia']]];
const FR_CORP: Roles = [[['Président', 'Présidente']], [['Vice-président', 'Vice-présidente'], ['Secrétaire-trésorier', 'Secrétaire-trésorière'],
  ['Administrateur', 'Administratrice'], ['Actionnaire', 'Actionnaire'], ['Directeur général', 'Directrice générale']]];
const FR_PART: Roles = [[['Associé', 'Associée'], ['Associé directeur', 'Associée directrice']], [['Associé', 'Associée']]];

export function rolesFor(lang: 'es' | 'fr', entityId: string): Roles {
  const part = ['general_partnership', 'limited_partnership', 'llp'].includes(entityId);
  if (lang === 'fr') return part ? FR_PART : FR_CORP;
  return part ? ES_PART : ['llc', 'pllc'].includes(entityId) ? ES_LLC : ES_CORP;
}

export const ES_SUPPLIERS = ['Distribuidora El Valle', 'Carnes Selectas del Sur', 'Proveedora Azteca', 'Panificadora Central', 'Suministros Rivera Supply'];
export const FR_SUPPLIERS = ['Distribution Alimentaire Laurentide', 'Fournitures Beauce inc.', 'Grossiste Saint-Laurent', 'Emballages Boréal ltée'];
export const ES_USES = ['Inventario', 'Capital de trabajo', 'Remodelación del local', 'Compra de equipo', 'Nómina y gastos operativos', 'Expansión'];
export const FR_USES = ['Fonds de roulement', "Achat d'inventaire", 'Rénovations', "Achat d'équipement", "Expansion de l'entreprise"];

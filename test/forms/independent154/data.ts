// Word pools of independent set 154: Canadian (and some US) people, places, businesses and decoy parties.

export const FIRST = ['Marie-Ève', 'Jean-François', 'Luc', 'Sophie', 'Mathieu', 'Geneviève', 'Étienne', 'Chloé', 'Olivier', 'Nathalie',
  'Raj', 'Priya', 'Wei', 'Mei', 'Connor', 'Siobhan', 'Amir', 'Fatima', 'Daniel', 'Sarah', 'Hélène', 'François', 'Zoé', 'Benoît',
  'Jean-Philippe', 'Anne-Marie', 'Kwame', 'Ingrid', 'Tyler', 'Brooke', 'Lucía', 'Thanh', 'Gurpreet', 'Noémie', 'Pierre-Luc', 'Aisha'];

/** Last names, with particles, hyphens and apostrophes. */
export const LAST = ['Tremblay', 'Gagnon', 'Côté', 'Bouchard', 'St-Pierre', "D'Amours", 'de la Fontaine', 'Van der Berg', "O'Neill",
  'MacDonald', 'Le Blanc', 'Dupont-Lavoie', 'Singh', 'Chen', 'Nguyen', 'Patel', 'Campbell', 'McKenzie', 'Des Rosiers', 'da Silva',
  'Lefebvre-Ouellet', 'Bélanger', "L'Heureux", 'von Richter', 'Di Stefano', 'Ste-Marie', 'Van Houtte', 'Okafor', 'Béliveau',
  "D'Angelo", 'Fitzgerald-Roy', 'Mc Nicoll', 'Du Tremblay', 'Grewal'];

/** Other people (landlords, references, ISO reps, accountants): never owners. */
export const OTHER_FIRST = ['Marc', 'Julie', 'Robert', 'Karen', 'Denis', 'Linda', 'Yves', 'Carole', 'Gordon', 'Heather', 'Normand', 'Patricia'];
export const OTHER_LAST = ['Pelletier', 'Morin', 'Fortin', 'Lavoie', 'Thompson', 'Robertson', 'Leclerc', 'Girard', 'Stewart', 'Poirier', 'Walsh', 'Hébert'];

export const INITIALS = 'ABCDEGHJKLMNPRST'.split('');
export const CREDENTIALS = ['CPA', 'DDS', 'DC', 'DMD', 'MD'];

export interface Place { prov: string; city: string; postal: string; areas: string[] }
export const CA_PLACES: Place[] = [
  { prov: 'QC', city: 'Montréal', postal: 'H', areas: ['514', '438'] },
  { prov: 'QC', city: 'Québec', postal: 'G', areas: ['418', '581'] },
  { prov: 'QC', city: 'Laval', postal: 'H', areas: ['450', '579'] },
  { prov: 'QC', city: 'Gatineau', postal: 'J', areas: ['819', '873'] },
  { prov: 'QC', city: 'Sherbrooke', postal: 'J', areas: ['819'] },
  { prov: 'ON', city: 'Toronto', postal: 'M', areas: ['416', '647'] },
  { prov: 'ON', city: 'Ottawa', postal: 'K', areas: ['613', '343'] },
  { prov: 'ON', city: 'Mississauga', postal: 'L', areas: ['905', '289'] },
  { prov: 'ON', city: 'Sudbury', postal: 'P', areas: ['705'] },
  { prov: 'NB', city: 'Moncton', postal: 'E', areas: ['506'] },
  { prov: 'NS', city: 'Halifax', postal: 'B', areas: ['902'] },
  { prov: 'PE', city: 'Charlottetown', postal: 'C', areas: ['902'] },
  { prov: 'NL', city: "St. John's", postal: 'A', areas: ['709'] },
  { prov: 'MB', city: 'Winnipeg', postal: 'R', areas: ['204'] },
  { prov: 'SK', city: 'Saskatoon', postal: 'S', areas: ['306'] },
  { prov: 'SK', city: 'Regina', postal: 'S', areas: ['306'] },
  { prov: 'AB', city: 'Calgary', postal: 'T', areas: ['403', '587'] },
  { prov: 'AB', city: 'Edmonton', postal: 'T', areas: ['780', '587'] },
  { prov: 'BC', city: 'Vancouver', postal: 'V', areas: ['604', '778'] },
  { prov: 'BC', city: 'Kelowna', postal: 'V', areas: ['250'] },
  { prov: 'YT', city: 'Whitehorse', postal: 'Y', areas: ['867'] },
  { prov: 'NT', city: 'Yellowknife', postal: 'X', areas: ['867'] },
];

export interface UsPlace { state: string; name: string; city: string; zip: string; areas: string[] }
export const US_PLACES: UsPlace[] = [
  { state: 'NJ', name: 'New Jersey', city: 'Hackensack', zip: '076', areas: ['201'] },
  { state: 'NY', name: 'New York', city: 'Buffalo', zip: '142', areas: ['716'] },
  { state: 'MI', name: 'Michigan', city: 'Detroit', zip: '482', areas: ['313'] },
  { state: 'WA', name: 'Washington', city: 'Spokane', zip: '992', areas: ['509'] },
  { state: 'VT', name: 'Vermont', city: 'Burlington', zip: '054', areas: ['802'] },
  { state: 'FL', name: 'Florida', city: 'Tampa', zip: '336', areas: ['813'] },
  { state: 'TX', name: 'Texas', city: 'El Paso', zip: '799', areas: ['915'] },
  { state: 'ME', name: 'Maine', city: 'Bangor', zip: '044', areas: ['207'] },
];

export const PROV_NAMES: Record<string, { en: string; fr: string; alias: string }> = {
  QC: { en: 'Quebec', fr: 'Québec', alias: 'Qué.' }, ON: { en: 'Ontario', fr: 'Ontario', alias: 'Ont.' },
  NB: { en: 'New Brunswick', fr: 'Nouveau-Brunswick', alias: 'N.B.' }, NS: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse', alias: 'N.S.' },
  PE: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard', alias: 'P.E.I.' },
  NL: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador', alias: 'Nfld.' },
  MB: { en: 'Manitoba', fr: 'Manitoba', alias: 'Man.' }, SK: { en: 'Saskatchewan', fr: 'Saskatchewan', alias: 'Sask.' },
  AB: { en: 'Alberta', fr: 'Alberta', alias: 'Alta.' }, BC: { en: 'British Columbia', fr: 'Colombie-Britannique', alias: 'B.C.' },
  YT: { en: 'Yukon', fr: 'Yukon', alias: 'Y.T.' }, NT: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest', alias: 'N.W.T.' },
};

export const STREETS_FR = ['rue Saint-Denis', 'boul. René-Lévesque O.', 'rue Wellington', 'av. du Mont-Royal E.', 'ch. de la Côte-des-Neiges', 'rue Principale'];
export const STREETS_EN = ['King St W', 'Queen St E', 'Main Street', 'Portage Ave', 'Jasper Ave NW', 'Granville St', 'Water Street', '17 Ave SW'];

/** Free-text types of business, with the industry they read as (longest reference label or alias contained). */
export interface Trade { text: string; id: string; words: string[] }
export const TRADES: Trade[] = [
  { text: 'Family restaurant', id: 'restaurant', words: ['Bistro', 'Resto', 'Casse-Croûte', 'Kitchen'] },
  { text: 'Coffee shop', id: 'restaurant', words: ['Café', 'Espresso Bar', 'Brûlerie'] },
  { text: 'Hair salon', id: 'personal_care', words: ['Coiffure', 'Salon', 'Hair Studio'] },
  { text: 'Dental office', id: 'dental_practice', words: ['Dental', 'Dentisterie', 'Smile Centre'] },
  { text: 'Veterinary clinic', id: 'veterinary', words: ['Clinique Vétérinaire', 'Animal Hospital', 'Vet Care'] },
  { text: 'Plumbing and heating', id: 'specialty_trade_contractor', words: ['Plomberie', 'Plumbing', 'Mechanical'] },
  { text: 'Collision repair and body shop', id: 'auto_repair', words: ['Carrosserie', 'Collision', 'Auto Body'] },
  { text: 'Grocery store', id: 'grocery', words: ['Épicerie', 'Fine Foods', 'Marché'] },
  { text: 'Convenience store', id: 'convenience_store', words: ['Dépanneur', 'Quick Stop', 'Corner Mart'] },
  { text: 'Long haul trucking', id: 'trucking_long_haul', words: ['Transport', 'Freightways', 'Logistics'] },
  { text: 'Landscaping and snow removal', id: 'landscaping', words: ['Paysagement', 'Lawn & Snow', 'Landscapes'] },
  { text: 'Daycare centre', id: 'childcare', words: ['Garderie', 'Little Steps', 'Petits Pas'] },
  { text: 'Dry cleaner', id: 'dry_cleaning', words: ['Nettoyeur', 'Cleaners', 'Pressing'] },
  { text: 'Yoga studio', id: 'fitness', words: ['Yoga', 'Studio Zen', 'Flow'] },
  { text: 'Software development', id: 'it_software', words: ['Logiciels', 'Software', 'Labs'] },
  { text: 'Moving company', id: 'trucking_local', words: ['Déménagement', 'Movers', 'Relocation'] },
  { text: 'Florist', id: 'retail_general', words: ['Fleuriste', 'Flowers', 'Bloom'] },
  { text: 'Catering', id: 'food_truck_catering', words: ['Traiteur', 'Catering', 'Banquets'] },
  { text: 'Chiropractor', id: 'medical_practice', words: ['Chiropratique', 'Chiropractic', 'Spine Centre'] },
  { text: 'Electrical contractor', id: 'specialty_trade_contractor', words: ['Électrique', 'Electric', 'Power'] },
  { text: 'Pet grooming', id: 'pet_services', words: ['Toilettage', 'Pet Spa', 'Grooming'] },
  { text: 'Hotel', id: 'hotel_motel', words: ['Auberge', 'Inn', 'Hôtel'] },
  { text: 'Manufacturing', id: 'manufacturing', words: ['Fabrication', 'Industries', 'Manufacturing'] },
  { text: 'General contractor', id: 'general_contractor', words: ['Construction', 'Builders', 'Rénovation'] },
];

/** Bilingual rewording of some trades (French first, then the English that carries the alias). */
export const TRADE_FR: Record<string, string> = {
  'Family restaurant': 'Restaurant familial / family restaurant', 'Hair salon': 'Salon de coiffure / hair salon',
  'Convenience store': 'Dépanneur / convenience store', 'Daycare centre': 'Garderie / daycare', 'Dry cleaner': 'Nettoyeur / dry cleaner',
  'Grocery store': 'Épicerie / grocery', 'Moving company': 'Déménagement / moving company', 'Catering': 'Traiteur / catering',
};

export const PLACE_WORDS = ['Boréal', 'Laurentides', 'Saint-Laurent', 'Maple Leaf', 'Northern Lights', 'Chinook', 'Fundy', 'Rideau',
  'Cascade', 'Prairie Sky', 'Beaver Creek', 'Mont-Royal', 'Harbourfront', 'Aurora'];

export const US_PLACE_WORDS = ['Hudson', 'Liberty', 'Garden State', 'Lakeshore', 'Pinecrest', 'Riverside', 'Empire', 'Bayview'];

export const CA_FUNDERS = ['Laurentian Advance Corp.', 'Beacon Revenue Finance', 'Merchant Growth Ltd.', 'Fonds Boréal inc.',
  'Northway Capital', 'Capitaine Financement', 'True North Advance', 'Pinnacle RBF Inc.'];
export const US_FUNDERS = ['Empire State Funding', 'Greenbox Advance LLC', 'Velocity Capital Group', 'Summit Merchant Funding', 'Ironwood Advance'];

export const CA_BANKS = [{ name: 'RBC Banque Royale', inst: '003' }, { name: 'TD Canada Trust', inst: '004' }, { name: 'BMO', inst: '001' },
  { name: 'Banque Scotia', inst: '002' }, { name: 'CIBC', inst: '010' }, { name: 'Desjardins', inst: '815' }, { name: 'Banque Nationale', inst: '006' }];
export const US_BANKS = ['Chase', 'TD Bank', 'PNC Bank', 'KeyBank', 'Citizens Bank', 'Wells Fargo'];

export const ROLES_FR = ['Président', 'Présidente', 'Vice-président', 'Associé', 'Associée', 'Actionnaire', 'Propriétaire'];
export const ROLES_EN = ['President', 'Owner', 'CEO', 'Director', 'Partner', 'Secretary-Treasurer', 'Managing Partner', 'VP Operations'];
export const ROLES_US: Record<string, string[]> = { llc: ['Managing Member', 'Member', 'Owner'], corp: ['President', 'CEO', 'Secretary', 'Vice President'] };

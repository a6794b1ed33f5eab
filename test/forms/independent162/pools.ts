// Word pools of set 162: people, places, businesses and the decoy parties (funders, banks, landlords). Latin-1 only,
// so every value prints in the standard fonts and in the embedded script font alike.

export const FIRST = ['Olivia', 'Mateo', 'Aisha', 'Wei', 'Priya', 'Dmitri', 'Siobhan', 'Kwame', 'Sofía', 'Jean-Luc',
  'Hélène', 'François', 'Thanh', 'Fatima', 'Omar', 'Giovanni', 'Hiroshi', 'Ingrid', 'Zoë', 'Renée', 'José', 'Mary-Kate',
  'DeShawn', 'LaToya', 'Chidi', 'Olusegun', 'Tomasz', 'Agnieszka', 'Raúl', 'Björn', 'Noémie', 'Gabriel', 'Marcus',
  'Elena', 'Rajesh', 'Yusuf', 'Leila', 'Connor', 'Brianna', 'Nikolai', 'Anh', 'Samuel', 'Rosa', 'Declan', 'Imani'];
export const FIRST_QC = ['Marie-Ève', 'Jean-François', 'Mathieu', 'Geneviève', 'Étienne', 'Isabelle', 'Louis-Philippe',
  'Catherine', 'Benoît', 'Mélanie', 'Sébastien', 'Josée', 'Maxime', 'Andrée-Anne', 'Réjean', 'Nathalie', 'Karim', 'Thi'];
export const LAST = ['Smith', "O'Brien", "O'Connor", "D'Angelo", 'McAllister', 'MacDonald', 'van der Berg', 'de la Cruz',
  'De Luca', 'del Río', 'da Silva', 'dos Santos', 'St. Pierre', 'Nguyen', 'Tran', 'Kim', 'Patel', 'Okafor', 'Abu-Bakr',
  'al-Rashid', 'Smith-Jones', 'García-Márquez', 'von Stein', 'ter Horst', 'Le Blanc', 'Björklund', 'Müller', 'Kowalski',
  'Oyelaran', 'Fitzgerald', 'Haddad', 'Ramírez', 'Yamamoto', 'Rossi', 'Van Dyke', "N'Diaye", 'Chen', 'Washington'];
export const LAST_QC = ['Tremblay', 'Gagnon', 'Côté', 'Bouchard-Roy', 'Lévesque', 'Saint-Laurent', 'Ouellet', 'Bélanger',
  "D'Amours", 'Des Rosiers', 'Pelletier', 'Nadeau-Gauthier', 'Leblanc', 'Lalonde', 'Bergeron', 'Nguyen', 'Haddad', 'Dufour'];
/** Credentials some owners sign with: dropped from the name by the rules. */
export const CREDENTIALS = ['DC', 'DDS', 'CPA', 'MD', 'PE', 'DVM'];

export const ROLES_US = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary'];
export const ROLES_QC = ['Président', 'Présidente', 'Vice-présidente', 'Administrateur', 'Associé', 'Associée', 'Propriétaire',
  'Secrétaire-trésorier'];
export const ROLES_ON = ['President', 'Director', 'Partner', 'Owner', 'Secretary-Treasurer', 'General Manager', 'Vice-President'];

export interface Place { city: string; region: string; postal: string }
/** US cities by state, with a ZIP prefix. */
export const US_PLACES: [string, string, string][] = [
  ['Houston', 'TX', '770'], ['San Antonio', 'TX', '782'], ['Phoenix', 'AZ', '850'], ['Tucson', 'AZ', '857'],
  ['Miami', 'FL', '331'], ['Orlando', 'FL', '328'], ['Brooklyn', 'NY', '112'], ['Buffalo', 'NY', '142'],
  ['Newark', 'NJ', '071'], ['Paterson', 'NJ', '075'], ['Atlanta', 'GA', '303'], ['Savannah', 'GA', '314'],
  ['Chicago', 'IL', '606'], ['Peoria', 'IL', '616'], ['Columbus', 'OH', '432'], ['Toledo', 'OH', '436'],
  ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'], ['Seattle', 'WA', '981'], ['Nashville', 'TN', '372'],
  ['Fresno', 'CA', '937'], ['Oakland', 'CA', '946'], ['Baltimore', 'MD', '212'], ['Detroit', 'MI', '482'],
  ['Las Vegas', 'NV', '891'], ['Salt Lake City', 'UT', '841'], ['Boise', 'ID', '837'], ['Omaha', 'NE', '681'],
  ['San Juan', 'PR', '009'], ['Providence', 'RI', '029'], ['Wilmington', 'DE', '198']];
/** Canadian cities by province, with the postal code's first letter. */
export const CA_PLACES: [string, string, string][] = [
  ['Montréal', 'QC', 'H'], ['Laval', 'QC', 'H'], ['Québec', 'QC', 'G'], ['Sherbrooke', 'QC', 'J'], ['Gatineau', 'QC', 'J'],
  ['Trois-Rivières', 'QC', 'G'], ['Saguenay', 'QC', 'G'], ['Toronto', 'ON', 'M'], ['Mississauga', 'ON', 'L'],
  ['Ottawa', 'ON', 'K'], ['London', 'ON', 'N'], ['Sudbury', 'ON', 'P'], ['Hamilton', 'ON', 'L'], ['Moncton', 'NB', 'E'],
  ['Winnipeg', 'MB', 'R'], ['Calgary', 'AB', 'T'], ['Edmonton', 'AB', 'T'], ['Vancouver', 'BC', 'V'], ['Kelowna', 'BC', 'V'],
  ['Halifax', 'NS', 'B'], ['Regina', 'SK', 'S'], ['Charlottetown', 'PE', 'C'], ['Whitehorse', 'YT', 'Y']];
export const STREETS = ['Main St', 'Oak Avenue', 'Industrial Pkwy', 'Commerce Dr', 'Elm Street', 'Harbor Blvd', 'Route 9',
  'Lakeshore Rd', 'Maple Ave', 'Pine Ridge Rd', 'Market Street', 'King St W', 'Queen St E', 'Water Street'];
export const STREETS_QC = ['rue Sainte-Catherine', 'boul. Saint-Laurent', 'rue King Ouest', 'chemin de la Côte',
  'avenue du Parc', 'rue Principale', 'boul. des Forges', 'rue Wellington Nord', 'rang Saint-Joseph'];

/** Industries: the reference id, type-of-business texts (EN, FR) whose longest alias gives that id, name stems. */
export interface IndustryPick { id: string; en: string[]; fr: string[]; nouns: string[]; frNouns: string[] }
export const INDUSTRIES: IndustryPick[] = [
  { id: 'restaurant', en: ['Restaurant', 'Coffee shop', 'Pizzeria', 'Family diner'], fr: ['Restaurant familial', 'Pizzeria'],
    nouns: ['Grill', 'Kitchen', 'Bistro'], frNouns: ['Bistro', 'Resto'] },
  { id: 'personal_care', en: ['Hair salon', 'Barbershop', 'Nail salon and spa'], fr: ['Salon de coiffure', 'Spa et esthétique'],
    nouns: ['Salon', 'Studio'], frNouns: ['Salon', 'Coiffure'] },
  { id: 'auto_repair', en: ['Collision repair / body shop', 'Mechanic and tire shop', 'Auto service'], fr: ['Garage (mechanic)'],
    nouns: ['Auto Works', 'Motors'], frNouns: ['Garage', 'Mécanique'] },
  { id: 'specialty_trade_contractor', en: ['Plumbing and heating', 'HVAC installation', 'Roofing contractor', 'Electrical contractor'],
    fr: ['Plomberie (plumbing)', 'Toiture / roofing'], nouns: ['Mechanical', 'Roofing'], frNouns: ['Plomberie', 'Toitures'] },
  { id: 'landscaping', en: ['Landscaping and snow removal', 'Lawn care', 'Tree service'], fr: ['Paysagement et snow removal'],
    nouns: ['Landscapes', 'Green Works'], frNouns: ['Paysagement', 'Jardins'] },
  { id: 'dental_practice', en: ['Dental office', 'Family dentist', 'Orthodontist'], fr: ['Clinique dentaire (dental office)'],
    nouns: ['Dental', 'Smile Studio'], frNouns: ['Dentaire', 'Sourire'] },
  { id: 'veterinary', en: ['Veterinary clinic', 'Animal hospital'], fr: ['Clinique vétérinaire (veterinary clinic)'],
    nouns: ['Animal Care', 'Vet Clinic'], frNouns: ['Vétérinaire', 'Animaux'] },
  { id: 'trucking_local', en: ['Dump truck hauling', 'Local trucking', 'Moving company'], fr: ['Camionnage (local trucking)'],
    nouns: ['Hauling', 'Transport'], frNouns: ['Transport', 'Camionnage'] },
  { id: 'manufacturing', en: ['Machine shop', 'Metal fabrication', 'Cabinet manufacturer'], fr: ['Usinage (machine shop)'],
    nouns: ['Fabrication', 'Machining'], frNouns: ['Usinage', 'Fabrication'] },
  { id: 'grocery', en: ['Grocery and deli', 'Bodega', 'Butcher'], fr: ['Épicerie fine (deli)', 'Boucherie / butcher'],
    nouns: ['Market', 'Foods'], frNouns: ['Épicerie', 'Marché'] },
  { id: 'fitness', en: ['Yoga studio', 'Gym', 'Fitness center'], fr: ['Centre de yoga (yoga studio)', 'Gym'],
    nouns: ['Fitness', 'Athletics'], frNouns: ['Gym', 'Énergie'] },
  { id: 'childcare', en: ['Daycare', 'Child care center'], fr: ['Garderie (daycare)'], nouns: ['Kids Academy', 'Little Steps'],
    frNouns: ['Garderie', 'Petits Pas'] },
  { id: 'cleaning_services', en: ['Commercial cleaning', 'Janitorial services', 'Carpet cleaning'], fr: ['Entretien ménager (janitorial)'],
    nouns: ['Cleaning Co', 'Janitorial'], frNouns: ['Entretien', 'Nettoyage'] },
  { id: 'hotel_motel', en: ['Motel', 'Bed and breakfast', 'Hotel'], fr: ['Motel', 'Gîte (bed and breakfast)'],
    nouns: ['Lodge', 'Suites'], frNouns: ['Auberge', 'Gîte'] },
  { id: 'wholesale_distribution', en: ['Food distributor', 'Wholesaler of auto parts'], fr: ['Distributeur alimentaire (distributor)'],
    nouns: ['Distribution', 'Supply'], frNouns: ['Distribution', 'Grossiste'] },
  { id: 'retail_general', en: ['Florist', 'Hardware store', 'Clothing store'], fr: ['Boutique de vêtements', 'Fleuriste (florist)'],
    nouns: ['Outfitters', 'Goods'], frNouns: ['Boutique', 'Mode'] },
  { id: 'medical_practice', en: ['Chiropractor', 'Physical therapy clinic', 'Urgent care'], fr: ['Clinique de physiothérapie (physical therapy)'],
    nouns: ['Health', 'Wellness Clinic'], frNouns: ['Santé', 'Physio'] },
  { id: 'it_software', en: ['IT services', 'Web design', 'Managed services'], fr: ['Services TI (IT services)'],
    nouns: ['Tech', 'Digital'], frNouns: ['Numérique', 'Techno'] },
  { id: 'car_wash', en: ['Car wash and auto detailing', 'Car wash'], fr: ['Lave-auto (car wash)'], nouns: ['Car Wash', 'Shine'],
    frNouns: ['Lave-Auto', 'Éclat'] },
  { id: 'general_contractor', en: ['General contractor', 'Home builder', 'Renovation contractor'], fr: ['Entrepreneur général (general contractor)'],
    nouns: ['Builders', 'Construction'], frNouns: ['Construction', 'Rénovation'] },
];

export const PLACE_WORDS = ['Maple Ridge', 'Northgate', 'Riverbend', 'Summit', 'Bayview', 'Cedar Hollow', 'Ironwood',
  'Blue Heron', 'Granite Peak', 'Silver Lake', 'Harborline', 'Prairie Rose', 'Red Oak', 'Westfield', 'Golden Gate'];
export const PLACE_WORDS_QC = ['du Vieux-Port', 'Boréal', 'des Érables', 'Saint-Denis', 'Laurentides', 'du Fleuve', 'Rive-Sud', 'Mont-Royal'];

export const FUNDERS = ['Brightline Funding', 'Cobalt Capital Partners', 'Pinewood Advance', 'Northstar Merchant Funding',
  'Everpeak Capital', 'Quarry Street Funding', 'Lantern Business Capital', 'Redwood Receivables', 'Harbourfront Advance'];
export const BANKS_US = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Union Ridge Bank', 'Metro Savings Bank'];
export const BANKS_CA = ['Banque Laurentide du Nord', 'Caisse populaire Saint-Roch', 'Great Lakes Trust', 'Prairie Credit Union'];
export const LANDLORDS = ['Kessler Property Group', 'Arbor Realty Holdings', 'Gestion Immobilière Lussier', 'Dunmore Estates Ltd.',
  'Parkside Commercial LLC', 'Immeubles Bellevue inc.', 'Westbrook Plaza Management'];
export const REPS = ['Tyler Brennan', 'Vanessa Oduya', 'Marc-André Poulin', 'Keisha Monroe', 'Avi Goldberg', 'Lucie Fortin', 'Derek Szabo'];
export const VENDORS = ['Haas Equipment Canada', 'Prairie Tractor Sales', 'Kitchen Pro Supply', 'Northern Lift Trucks',
  'Ontario Compressor Co.', 'Dominion Dental Supply'];
export const STATE_NAMES: Record<string, string> = { TX: 'Texas', AZ: 'Arizona', FL: 'Florida', NY: 'New York', NJ: 'New Jersey',
  GA: 'Georgia', IL: 'Illinois', OH: 'Ohio', NC: 'North Carolina', CO: 'Colorado', WA: 'Washington', TN: 'Tennessee', CA: 'California',
  MD: 'Maryland', MI: 'Michigan', NV: 'Nevada', UT: 'Utah', ID: 'Idaho', NE: 'Nebraska', PR: 'Puerto Rico', RI: 'Rhode Island',
  DE: 'Delaware', WY: 'Wyoming' };

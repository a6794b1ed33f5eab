// Word pools of set 159: people, places, businesses. Industry descriptions carry the id applications.md's
// longest-alias rule reads from them (checked against the reference table by the tests).

export const US_FIRST = ['Maria', 'James', 'Aisha', 'Kwame', 'Priya', 'Siobhan', 'Mateo', 'Wei', 'Giovanni', 'Fatima', 'Dmitri',
  'Keisha', 'Hamid', 'Ingrid', 'Rosalind', 'Olusegun', 'Camille', 'Rajesh', 'Marguerite', 'Yusuf', 'Brigid', 'Declan', 'Tomás',
  'Anh', 'Mary-Kate', 'DeShawn', 'Renée', 'Esperanza', 'Bartholomew', 'Li', 'Nkechi', 'Soren'];
export const CA_FIRST = ['Étienne', 'Geneviève', 'Mathieu', 'Sophie', 'Amélie', 'Jean-Luc', 'Marie-Ève', 'Harpreet', 'Connor',
  'Avery', 'Mei', 'Gurpreet', 'Olivier', 'Chloé', 'Tanvir', 'Siobhan', 'Kwame', 'Brennan'];
export const US_LAST = ['Okafor', 'Delgado', 'van der Berg', 'De La Cruz', "O'Brien", "D'Angelo", 'Smith-Jones', 'MacLeod',
  'St. Clair', 'von Hoffmann', 'Al-Rashid', 'Nguyen', 'Ben-David', 'da Silva', 'Le Blanc', 'McAllister', 'Kowalczyk',
  'Fitzgerald-Ruiz', 'Dos Santos', 'van Buren', "O'Neill-Park", 'Abernathy', 'Haddad', 'Washington', 'Yamamoto', 'del Toro',
  'Papadopoulos', 'Oyelaran-Baptiste', 'Van Wyk', 'DiMarco'];
export const CA_LAST = ['Tremblay', 'Gagnon', 'Bélanger', 'Côté', 'Lévesque', 'Bouchard-Morin', 'St-Pierre', 'MacDonald', "O'Reilly",
  'Singh Dhillon', 'Chen', 'de Montigny', 'Van Horne', 'Lafleur-Nadeau', "D'Amours", 'Wong', 'Desjardins', 'MacIsaac'];
export const MIDDLE = ['A', 'B', 'C', 'D', 'E', 'J', 'K', 'L', 'M', 'R', 'S', 'T', 'W'];

/** city, state, ZIP prefix (3 digits). */
export const US_CITIES: [string, string, string][] = [['Springfield', 'IL', '627'], ['Austin', 'TX', '787'], ['Tampa', 'FL', '336'],
  ['Columbus', 'OH', '432'], ['Sacramento', 'CA', '958'], ['Tacoma', 'WA', '984'], ['Raleigh', 'NC', '276'], ['Denver', 'CO', '802'],
  ['Albany', 'NY', '122'], ['Newark', 'NJ', '071'], ['Mesa', 'AZ', '852'], ['Savannah', 'GA', '314'], ['Boise', 'ID', '837'],
  ['Portland', 'ME', '041'], ['Omaha', 'NE', '681'], ['Knoxville', 'TN', '379'], ['Reno', 'NV', '895'], ['Lansing', 'MI', '489'],
  ['Baton Rouge', 'LA', '708'], ['Hartford', 'CT', '061'], ['San Juan', 'PR', '009'], ['Washington', 'DC', '200']];
/** city, province code, province name, FSA. */
export const CA_CITIES: [string, string, string, string][] = [['Toronto', 'ON', 'Ontario', 'M5V'], ['Ottawa', 'ON', 'Ontario', 'K1P'],
  ['Montréal', 'QC', 'Québec', 'H2X'], ['Québec', 'QC', 'Quebec', 'G1R'], ['Calgary', 'AB', 'Alberta', 'T2P'],
  ['Edmonton', 'AB', 'Alberta', 'T5J'], ['Vancouver', 'BC', 'British Columbia', 'V6B'], ['Winnipeg', 'MB', 'Manitoba', 'R3C'],
  ['Halifax', 'NS', 'Nova Scotia', 'B3H'], ['Regina', 'SK', 'Saskatchewan', 'S4P'], ['Moncton', 'NB', 'New Brunswick', 'E1C'],
  ["St. John's", 'NL', 'Newfoundland and Labrador', 'A1C']];
export const US_STREETS = ['Main St', 'Oak Avenue', 'Commerce Blvd', 'Industrial Pkwy', 'Harbor Rd', 'Maple Dr', 'Elm Street', 'Market St',
  'Route 9', 'Lakeview Ter', 'Pine Ridge Rd', 'N. Broadway'];
export const CA_STREETS = ['Rue Saint-Denis', 'King St W', 'Jasper Ave', 'Granville St', 'Portage Ave', 'Boul. René-Lévesque O',
  'Barrington St', 'Albert St', 'Water St', 'Main Street'];

export const NAME_WORDS = ['Summit Ridge', 'Harborview', 'Blue Heron', 'Copperline', 'Red Maple', 'Ironwood', 'Northstar', 'Silver Birch',
  'Prairie Wind', 'Lakeshore', 'Granite Peak', 'Willow Creek', 'Cedar Hollow', 'Bright Harbor', 'Three Rivers', 'Foxglove', 'Juniper',
  'Keystone', 'Old Mill', 'Sandpiper', 'Tall Pines', 'Crescent Bay', 'Amberfield', 'Twin Oaks'];

export interface IndustryEntry { text: string; id: string | null; noun: string }
/** Printed "type of business" and the industry id the rules read from it (null: no label or alias inside). */
export const INDUSTRIES: IndustryEntry[] = [
  { text: 'Italian restaurant', id: 'restaurant', noun: 'Trattoria' },
  { text: 'Full-service auto repair and body shop', id: 'auto_repair', noun: 'Auto Works' },
  { text: 'Veterinary clinic', id: 'veterinary', noun: 'Animal Care' },
  { text: 'Residential plumbing & HVAC', id: 'specialty_trade_contractor', noun: 'Mechanical' },
  { text: 'Hair salon and day spa', id: 'personal_care', noun: 'Salon' },
  { text: 'Commercial cleaning services', id: 'cleaning_services', noun: 'Facility Services' },
  { text: 'Dental office', id: 'dental_practice', noun: 'Dental Group' },
  { text: 'Long haul trucking (owner-operator)', id: 'trucking_long_haul', noun: 'Freight Lines' },
  { text: 'Landscaping and lawn care', id: 'landscaping', noun: 'Grounds' },
  { text: 'Convenience store', id: 'convenience_store', noun: 'Market' },
  { text: 'Gym / fitness center', id: 'fitness', noun: 'Fitness' },
  { text: 'Daycare center', id: 'childcare', noun: 'Kids Academy' },
  { text: 'Coffee shop and bakery', id: 'restaurant', noun: 'Coffee' },
  { text: 'Local moving company', id: 'trucking_local', noun: 'Movers' },
  { text: 'Dry cleaner', id: 'dry_cleaning', noun: 'Cleaners' },
  { text: 'Boutique clothing store', id: 'retail_general', noun: 'Boutique' },
  { text: 'Home health care agency', id: 'home_health_care', noun: 'Home Care' },
  { text: 'Chiropractic clinic', id: 'medical_practice', noun: 'Chiropractic' },
  { text: 'Freight broker / 3PL', id: 'freight_logistics', noun: 'Logistics' },
  { text: 'Electrical contractor', id: 'specialty_trade_contractor', noun: 'Electric' },
  { text: 'General contractor - remodeling', id: 'general_contractor', noun: 'Builders' },
  { text: 'Wholesale distributor of beverages', id: 'wholesale_distribution', noun: 'Beverage Supply' },
  { text: 'Liquor store', id: 'liquor_store', noun: 'Spirits' },
  { text: 'Bed and breakfast inn', id: 'hotel_motel', noun: 'Inn' },
  { text: 'Machine shop / metal fabrication', id: 'manufacturing', noun: 'Machining' },
  { text: 'Pet grooming & boarding', id: 'pet_services', noun: 'Pet Lodge' },
  { text: 'Tutoring center', id: 'education_private', noun: 'Learning' },
  { text: 'Food truck', id: 'food_truck_catering', noun: 'Street Eats' },
  { text: 'IT services and web design', id: 'it_software', noun: 'Digital' },
  { text: 'Insurance agency', id: 'insurance_agency', noun: 'Insurance' },
  { text: 'Accounting and bookkeeping', id: 'professional_services', noun: 'Accounting' },
  { text: 'Car wash and detailing', id: 'car_wash', noun: 'Car Wash' },
  { text: 'Used car dealer', id: 'auto_dealer_used', noun: 'Motors' },
  { text: 'Physical therapy clinic', id: 'medical_practice', noun: 'Rehab' },
  { text: 'Custom sign printing', id: null, noun: 'Signs' },
  { text: 'Escape room', id: 'entertainment_venue', noun: 'Puzzle Rooms' },
];

export const FUNDERS = ['Ridgeline Capital', 'Bluefin Advance', 'Mapleleaf Merchant Funding', 'Quarry Street Funding', 'Brightwater Capital',
  'Ledgerstone Advance', 'Pioneer Bay Funding', 'Cobalt Merchant Capital', 'Windrow Finance', 'Harvest Moon Funding'];
export const US_BANKS = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Lakeside Community Bank', 'Union Ridge Bank, N.A.', 'Heritage Oak Bank'];
export const CA_BANKS = ['Banque Laurentienne du Nord', 'Northern Shield Credit Union', 'Caisse Populaire Rivière-Est', 'Dominion Prairie Trust'];
export const COMPANIES = ['Orchard Property Group', 'Baywood Realty LLC', 'Pinecrest Holdings', 'Lumen Supply Co.', 'Atlas Paper & Packaging',
  'Greenway Produce', 'Metro Uniform Service', 'Keller Industrial Supply', 'Fairmount Properties Ltd.', 'Seaboard Equipment Rental'];
export const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Working capital', 'Renovation',
  'Marketing', 'Tax payment', 'Truck repairs'];

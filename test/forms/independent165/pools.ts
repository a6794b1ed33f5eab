// Word pools for set 165: names with real-world variety, places, the printed type-of-business phrases (with the
// industry id applications.md's longest-alias rule gives them; the test re-checks that against the reference), and
// entity texts with name suffixes that fit them. All funders, banks and brokers are fictional.
export type Country = 'US' | 'CA';

export const NAMES = {
  first: ['James', 'Maria', 'Wei', 'Aisha', 'Dmitri', 'Priya', 'Siobhan', 'Jean-Luc', 'Mary-Kate', "D'Andre", 'Oluwaseun', 'Carlos',
    'Thanh', 'Fatima', 'Liam', 'Keisha', 'Rafael', 'Ingrid', 'Hiroshi', 'Nadia', 'Tomasz', 'Guadalupe', 'Aaliyah', 'José', 'Zoë',
    'Renée', 'François', 'Anne-Marie', 'Kwame', 'Svetlana', 'Mohammed', 'Connor', 'Bao', 'Esperanza', 'Rahul', 'Marisol', "Ja'Marcus"],
  last: ["O'Brien", 'de la Cruz', 'Van der Merwe', 'McAllister-Pike', 'St. Clair', "D'Amico", 'Al-Hassan', 'da Silva', 'Nguyen', 'Okafor',
    'von Braun', 'Le Blanc', 'Smith-Jones', 'MacDonald', 'Kowalski', 'García-López', "O'Sullivan", 'Baptiste', 'ten Brink', 'Delacroix',
    'Van Buren', 'del Toro', 'Papadopoulos', 'Abernathy', 'Chen', 'Haddad', 'Fitzgerald', 'Bergström', 'Ramírez', 'Di Stefano',
    'Oyelaran', 'Schwartz-Kim', 'LaFleur', 'Mbeki', 'van Houten', 'Wójcik'],
  streets: ['Main St', 'Oak Avenue', 'Industrial Pkwy', 'Commerce Dr', 'Elm Street', 'Market St', 'Harbor Blvd', 'King St W',
    'Queen St E', 'Maple Rd', 'Sunset Blvd', 'Ridgeview Ln', 'Route 9', 'Lakeshore Dr', 'Cedar Ct', '5th Ave', 'Bay St', 'Pine Hollow Rd'],
  brand: ['Summit', 'Harbor', 'Blue Heron', 'Cedar Point', 'Redwood', 'Lakeside', 'Prairie', 'Northstar', 'Copper Kettle', 'Silver Birch',
    'Iron Horse', 'Riverbend', 'Old Town', 'Bright Smile', 'Evergreen', 'Pioneer', 'Granite', 'Sunrise', 'Wildflower', 'Keel & Anchor',
    'Tall Pines', 'Union Square', 'Black Diamond', 'Two Rivers'],
};

/** [city, code, state/province name, postal prefix] */
export const PLACES: Record<Country, [string, string, string, string][]> = {
  US: [['Austin', 'TX', 'Texas', '787'], ['Columbus', 'OH', 'Ohio', '432'], ['Tampa', 'FL', 'Florida', '336'], ['Charlotte', 'NC', 'North Carolina', '282'],
    ['Phoenix', 'AZ', 'Arizona', '850'], ['Denver', 'CO', 'Colorado', '802'], ['Newark', 'NJ', 'New Jersey', '071'], ['Brooklyn', 'NY', 'New York', '112'],
    ['Atlanta', 'GA', 'Georgia', '303'], ['Nashville', 'TN', 'Tennessee', '372'], ['Portland', 'OR', 'Oregon', '972'], ['Sacramento', 'CA', 'California', '958'],
    ['Chicago', 'IL', 'Illinois', '606'], ['Omaha', 'NE', 'Nebraska', '681'], ['Richmond', 'VA', 'Virginia', '232'], ['Boise', 'ID', 'Idaho', '837'],
    ['Reno', 'NV', 'Nevada', '895'], ['Baltimore', 'MD', 'Maryland', '212'], ['Salt Lake City', 'UT', 'Utah', '841'], ['Wilmington', 'DE', 'Delaware', '198']],
  CA: [['Toronto', 'ON', 'Ontario', 'M5V'], ['Mississauga', 'ON', 'Ontario', 'L5B'], ['Ottawa', 'ON', 'Ontario', 'K1P'], ['Calgary', 'AB', 'Alberta', 'T2P'],
    ['Edmonton', 'AB', 'Alberta', 'T5J'], ['Vancouver', 'BC', 'British Columbia', 'V6B'], ['Surrey', 'BC', 'British Columbia', 'V3T'],
    ['Winnipeg', 'MB', 'Manitoba', 'R3C'], ['Halifax', 'NS', 'Nova Scotia', 'B3H'], ['Montréal', 'QC', 'Quebec', 'H2Y'], ['Saskatoon', 'SK', 'Saskatchewan', 'S7K'],
    ['Moncton', 'NB', 'New Brunswick', 'E1C']],
};

/** [printed type of business, industry id, legal-name nouns] */
export const INDUSTRY_TEXTS: [string, string, string[]][] = [
  ['Italian restaurant', 'restaurant', ['Trattoria', 'Kitchen']], ['Coffee shop', 'restaurant', ['Coffee Co', 'Roasters']],
  ['Collision repair & body shop', 'auto_repair', ['Auto Body', 'Collision']], ['Tire shop', 'auto_repair', ['Tire & Wheel']],
  ['Veterinary clinic', 'veterinary', ['Animal Hospital', 'Vet Care']], ['Hair salon', 'personal_care', ['Salon', 'Hair Studio']],
  ['Barbershop', 'personal_care', ['Barbers', 'Cuts']], ['HVAC contractor', 'specialty_trade_contractor', ['Heating & Air', 'Mechanical']],
  ['Roofing contractor', 'specialty_trade_contractor', ['Roofing']], ['Commercial cleaning', 'cleaning_services', ['Cleaning Services', 'Janitorial']],
  ['Dental office', 'dental_practice', ['Dental', 'Family Dentistry']], ['Landscaping and lawn care', 'landscaping', ['Landscapes', 'Lawn & Garden']],
  ['Long haul trucking', 'trucking_long_haul', ['Freight Lines', 'Transport']], ['Daycare center', 'childcare', ['Kids Academy', 'Little Learners']],
  ['Fitness center', 'fitness', ['Fitness', 'Athletic Club']], ['Convenience store', 'convenience_store', ['Quick Stop', 'Corner Mart']],
  ['Liquor store', 'liquor_store', ['Wine & Spirits']], ['Chiropractor', 'medical_practice', ['Chiropractic', 'Spine & Wellness']],
  ['Pet grooming', 'pet_services', ['Pet Spa', 'Grooming']], ['Dry cleaner', 'dry_cleaning', ['Cleaners']],
  ['Wholesale distributor', 'wholesale_distribution', ['Supply', 'Distributors']], ['Machine shop', 'manufacturing', ['Machine Works', 'Precision']],
  ['Florist', 'retail_general', ['Flowers', 'Florals']], ['Home health care', 'home_health_care', ['Home Care', 'Caregivers']],
  ['Car wash', 'car_wash', ['Car Wash', 'Auto Spa']], ['Food truck', 'food_truck_catering', ['Street Eats', 'Catering']],
  ['Grocery store', 'grocery', ['Grocers', 'Foods']], ['Plumbing & heating', 'specialty_trade_contractor', ['Plumbing']],
];

/** [entity id, printed entity text, legal-name suffixes ('#': a numbered Canadian company)] */
export const ENTITY_TEXTS: Record<Country, [string, string, string[]][]> = {
  US: [['llc', 'LLC', [' LLC', ', LLC']], ['llc', 'L.L.C.', [' L.L.C.']], ['llc', 'Limited Liability Company', [', LLC']],
    ['c_corporation', 'Corporation', [' Corporation', ', Inc.']], ['c_corporation', 'Inc.', [', Inc.', ' Inc.']], ['c_corporation', 'C-Corp', [' Corp.']],
    ['s_corporation', 'S Corp', [', Inc.']], ['s_corporation', 'S-Corporation', [' Inc.']], ['general_partnership', 'Partnership', [' Partners']],
    ['limited_partnership', 'LP', [', LP']], ['llp', 'LLP', [' LLP']], ['pllc', 'PLLC', [', PLLC']],
    ['sole_proprietorship', 'Sole Proprietor', ['']], ['sole_proprietorship', 'Sole Proprietorship', ['']]],
  CA: [['ca_corporation', 'Corporation', [' Corporation', ' Inc.', '#']], ['ca_corporation', 'Ltd.', [' Ltd.', '#']], ['ca_corporation', 'Inc.', [' Inc.', '#']],
    ['ca_corporation', 'Incorporated', [' Incorporated']], ['general_partnership', 'Partnership', [' Partners']],
    ['limited_partnership', 'Limited Partnership', [' LP']], ['cooperative', 'Co-operative', [' Co-operative']], ['ca_ulc', 'ULC', [' ULC']],
    ['sole_proprietorship', 'Sole Proprietorship', ['']], ['sole_proprietorship', 'Sole Proprietor', ['']]],
};

export const FUNDERS = ['Bluewater Merchant Capital', 'Northline Funding', 'Ironbridge Advance', 'Pinecrest Capital Group', 'Tallgrass Funding LLC',
  'Silverlake Receivables', 'Meridian Rapid Capital', 'Oakhaven Business Funding', 'Redstone Revenue Partners', 'Copperfield Capital',
  'Lighthouse Daily Funding', 'Quarry Hill Advance'];

export const BANKS: Record<Country, string[]> = {
  US: ['First Prairie Bank', 'Harborview Savings', 'Unity Federal Credit Union', 'Cobalt National Bank', 'Riverstone Community Bank'],
  CA: ['Laurentian Shore Credit Union', 'Northern Trillium Bank', 'Prairie Caisse Populaire', 'Maritime Mutual Bank'],
};

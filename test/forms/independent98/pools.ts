// Name, place and business pools for the hand-filled forms (all fictional).
export const FIRST = ['Maria', 'James', 'Anh', 'Derek', 'Priya', 'Luis', 'Keisha', 'Tomasz', 'Rachel', 'Omar', 'Grace', 'Dwayne',
  'Sofia', 'Kenji', 'Brianna', 'Victor', 'Fatima', 'Caleb', 'Ingrid', 'Marcus', 'Yolanda', 'Hector', 'Noelle', 'Ravi', 'Shauna', 'Elijah'];
export const LAST = ['Okafor', 'Delgado', 'Nguyen', 'Whitfield', 'Raman', 'Kowalski', 'McAllister', "O'Brien", 'Castellanos', 'Haddad',
  'Lindqvist', 'Van der Berg', 'Thibodeaux', 'Abernathy', 'Pham', 'Goldstein', 'Rojas-Ortiz', 'Blackwood', 'Szymanski', 'Fairbanks',
  'Dubois', 'Tremblay', 'Gagnon', 'MacLeod', 'Bouchard', 'Singh'];
export const MIDDLE = ['A.', 'J.', 'R.', 'M.', 'L.', 'T.'];
export const CREDENTIALS = ['DDS', 'DC', 'CPA', 'DVM'];

export const NAME_A = ['Harbor', 'Summit', 'Blue Heron', 'Copper Kettle', 'Northgate', 'Red Maple', 'Ironwood', 'Silver Creek', 'Lakeshore',
  'Pioneer', 'Golden Gate', 'Cedar Hollow', 'Evergreen', 'Prairie Wind', 'Twin Oaks', 'Bayside', 'Stonebridge', 'Riverbend'];

/** [free text the merchant writes as type of business, expected industry id, word for the business name]. */
export const BUSINESSES: readonly (readonly [string, string, string])[] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'],
  ['Auto body & collision repair', 'auto_repair', 'Auto Body'],
  ['Hair salon & spa', 'personal_care', 'Salon'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['Dental office', 'dental_practice', 'Dental'],
  ['Landscaping / lawn care', 'landscaping', 'Landscaping'],
  ['Moving company', 'trucking_local', 'Movers'],
  ['Coffee shop', 'restaurant', 'Coffee'],
  ['Daycare center', 'childcare', 'Kids Academy'],
  ['Convenience store', 'convenience_store', 'Mart'],
  ['Veterinary clinic', 'veterinary', 'Animal Hospital'],
  ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Gym / fitness center', 'fitness', 'Fitness'],
  ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['General contractor', 'general_contractor', 'Builders'],
  ['Chiropractor', 'medical_practice', 'Chiropractic'],
  ['Janitorial services', 'cleaning_services', 'Janitorial'],
  ['Florist', 'retail_general', 'Flowers'],
  ['Machine shop', 'manufacturing', 'Machine Works'],
  ['Used car dealer', 'auto_dealer_used', 'Auto Sales'],
  ['HVAC heating & cooling', 'specialty_trade_contractor', 'Heating & Air'],
  ['Food truck', 'food_truck_catering', 'Street Eats'],
];

export const US_PLACES: readonly (readonly [string, string, string])[] = [
  ['Houston', 'TX', '770'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Phoenix', 'AZ', '850'], ['Charlotte', 'NC', '282'],
  ['Denver', 'CO', '802'], ['Newark', 'NJ', '071'], ['Atlanta', 'GA', '303'], ['Fresno', 'CA', '937'], ['Brooklyn', 'NY', '112'],
  ['Spokane', 'WA', '992'], ['Nashville', 'TN', '372'], ['Baton Rouge', 'LA', '708'], ['Tucson', 'AZ', '857'], ['Scranton', 'PA', '185'],
];
export const CA_PLACES: readonly (readonly [string, string, string])[] = [
  ['Toronto', 'ON', 'M4C'], ['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2E'], ['Edmonton', 'AB', 'T5J'], ['Vancouver', 'BC', 'V5K'],
  ['Surrey', 'BC', 'V3T'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3H'], ['Laval', 'QC', 'H7N'], ['Regina', 'SK', 'S4P'],
];
export const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Elm St', 'King St W', 'Queen St E', 'Maple Dr',
  'Market St', 'Lakeview Rd', '2nd Ave', 'Railroad St', 'Church St', 'Centre St'];
export const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'Regions Bank', 'TD Bank', 'PNC Bank', 'Truist', 'Fifth Third'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
export const FUNDERS = ['Rapid Capital Group', 'Forward Financing', 'Yellowstone', 'Fox Fund', 'Pearl Capital', 'Kapitus', 'Mulligan Funding'];
export const SUPPLIERS = ['Sysco', 'US Foods', 'Grainger', 'Uline', 'Ferguson Supply', 'Home Depot Pro', 'Staples Business', 'Gordon Food Service'];
export const USES = ['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Working capital', 'Renovation', 'Marketing', 'Taxes'];
export const ROLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Partner', 'Vice President', 'Member', 'Secretary'];

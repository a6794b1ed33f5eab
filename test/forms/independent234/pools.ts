// Name, place and business pools for set 234 (fictional values only).
export const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Carlos', 'Priya', 'Daniel', 'Keisha', 'Thomas', 'Ana', 'Marcus',
  'Sofia', 'Victor', 'Grace', 'Omar', 'Rachel', 'Dmitri', 'Hannah', 'Andre', 'Mei', 'Patrick', 'Yolanda', 'Samuel'];
export const FIRST_CA = ['Etienne', 'Chloe', 'Mathieu', 'Isabelle', 'Gurpreet', 'Liam', 'Nathalie', 'Wei', 'Olivia', 'Francois', 'Amara', 'Noah'];
export const LAST = ['Gonzalez', 'Whitfield', 'Okafor', 'Nguyen', 'Brennan', 'Patel', 'Kowalski', 'Harrington', 'Alvarez', 'Sato',
  'Mbeki', 'Lindqvist', 'Russo', 'Castellano', 'Abernathy', 'Fitzgerald', 'Delgado', 'Park', 'Oyelaran', 'Marchetti'];
/** Last names a reader must keep whole: hyphens, particles, apostrophes. */
export const LAST_HARD = ['de la Cruz', 'Van Buren', "O'Neill", 'Garcia-Lopez', 'St. Clair', 'da Silva', 'McAllister', 'Smith-Okoro',
  'Del Rio', 'von Hagen', 'Ben-David', 'Le Blanc'];
export const LAST_CA = ['Tremblay', 'Gagnon', 'Bouchard', 'Singh', 'MacDonald', 'Roy', 'Leblanc', 'Fortin', 'Chen', 'Bergeron'];
export const CREDENTIALS = [', DDS', ', CPA', ', DC', ', MD', ', DVM'];

export const STREETS = ['Main St', 'Oak Avenue', 'Commerce Blvd', 'Industrial Pkwy', 'Elm Street', 'Harbor Dr', 'Market St',
  'Lakeview Rd', 'Route 9', 'Cedar Lane', 'Peachtree Rd NE', 'Grand Ave'];
export const US_PLACES: [string, string, string, string][] = [
  // city, code, state name, zip prefix
  ['Austin', 'TX', 'Texas', '787'], ['Tampa', 'FL', 'Florida', '336'], ['Columbus', 'OH', 'Ohio', '432'], ['Atlanta', 'GA', 'Georgia', '303'],
  ['Phoenix', 'AZ', 'Arizona', '850'], ['Newark', 'NJ', 'New Jersey', '071'], ['Denver', 'CO', 'Colorado', '802'],
  ['Charlotte', 'NC', 'North Carolina', '282'], ['Fresno', 'CA', 'California', '937'], ['Brooklyn', 'NY', 'New York', '112'],
  ['Nashville', 'TN', 'Tennessee', '372'], ['Tacoma', 'WA', 'Washington', '984'], ['Reno', 'NV', 'Nevada', '895'],
  ['Baltimore', 'MD', 'Maryland', '212'], ['Hartford', 'CT', 'Connecticut', '061'], ['Salt Lake City', 'UT', 'Utah', '841']];
export const INC_STATES: [string, string][] = [['DE', 'Delaware'], ['NV', 'Nevada'], ['WY', 'Wyoming'], ['FL', 'Florida'], ['NY', 'New York']];
export const CA_PLACES: [string, string, string, string][] = [
  ['Mississauga', 'ON', 'Ontario', 'L5B'], ['Laval', 'QC', 'Quebec', 'H7N'], ['Calgary', 'AB', 'Alberta', 'T2P'],
  ['Surrey', 'BC', 'British Columbia', 'V3T'], ['Winnipeg', 'MB', 'Manitoba', 'R3C'], ['Halifax', 'NS', 'Nova Scotia', 'B3H'],
  ['Saskatoon', 'SK', 'Saskatchewan', 'S7K'], ['Moncton', 'NB', 'New Brunswick', 'E1C']];

/** [printed type of business, industries reference id] (checked by hand against the longest-alias rule). */
export const INDUSTRIES: [string, string][] = [
  ['Italian restaurant', 'restaurant'], ['Hair salon', 'personal_care'], ['HVAC contractor', 'specialty_trade_contractor'],
  ['Dental office', 'dental_practice'], ['Collision repair & body shop', 'auto_repair'], ['Long haul trucking', 'trucking_long_haul'],
  ['Landscaping and lawn care', 'landscaping'], ['Daycare center', 'childcare'], ['Commercial cleaning', 'cleaning_services'],
  ['Convenience store', 'convenience_store'], ['Yoga studio', 'fitness'], ['Coffee shop', 'restaurant'],
  ['Veterinary clinic', 'veterinary'], ['Pet grooming', 'pet_services'], ['Dry cleaner', 'dry_cleaning'], ['Medical office', 'medical_practice'],
  ['Florist', 'retail_general'], ['IT services', 'it_software'], ['Freight broker', 'freight_logistics'], ['Liquor store', 'liquor_store'],
  ['Food truck', 'food_truck_catering'], ['Moving company', 'trucking_local'], ['Plumbing', 'specialty_trade_contractor'],
  ['Nail salon & day spa', 'personal_care']];

export const NAME_WORDS = ['Summit', 'Harbor', 'Blue Ridge', 'Golden Gate', 'Ironwood', 'Crescent', 'Evergreen', 'Lakeside', 'Redstone',
  'Silver Oak', 'Northstar', 'Prairie', 'Copperline', 'Bayfront', 'Keystone', 'Magnolia', 'Pinecrest', 'Riverbend'];
export const NAME_TAILS = ['Group', 'Enterprises', 'Holdings', 'Services', 'Partners', 'Ventures', 'Company', 'Associates', 'Works'];

export const BANKS = ['Chase Bank', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
export const OTHER_FUNDERS = ['Rapid Capital Group', 'Velocity Funding LLC', 'Libertas Advance', 'Pearl Merchant Capital', 'Fox Business Funding',
  'Yellowstone Funding', 'Everest Business Capital', 'Kapitus Advance'];
export const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation', 'Debt consolidation'];

// Fictional people, places and businesses. Industry texts are chosen so the longest reference match is unambiguous
// (the test checks each one against industries.json).

export const FIRST = ['Jane', 'Marcus', 'Priya', 'Luis', 'Tamika', 'Dmitri', 'Hannah', 'Kwame', 'Rosa', 'Brent', 'Mei', 'Omar',
  'Shauna', 'Travis', 'Ana', 'Gregory', 'Yesenia', 'Darnell', 'Colleen', 'Viktor', 'Naomi', 'Hector', 'Leah', 'Andre'];

/** [printed last name, the last_name the truth gives] : hyphens and particles kept. */
export const LAST: [string, string][] = [['Doe', 'Doe'], ['Okafor', 'Okafor'], ['Garcia-Lopez', 'Garcia-Lopez'], ['Brennan', 'Brennan'],
  ['van der Berg', 'van der Berg'], ['De La Cruz', 'De La Cruz'], ['Whitfield', 'Whitfield'], ['Nguyen', 'Nguyen'], ['Kowalski', 'Kowalski'],
  ['St. Clair', 'St. Clair'], ['Haddad', 'Haddad'], ['Moreno', 'Moreno'], ['Patel', 'Patel'], ['McAllister', 'McAllister'],
  ['Abernathy-Cole', 'Abernathy-Cole'], ['Fitzgerald', 'Fitzgerald'], ['Ivanova', 'Ivanova'], ['Lindqvist', 'Lindqvist'],
  ['Dubois', 'Dubois'], ['Reyes', 'Reyes']];

export const ROLES = ['CEO', 'Owner', 'President', 'Managing Member', 'Member', 'Pres.', 'VP', 'Partner', 'Owner/Operator', 'COO', 'Mgr Member'];

/** [printed industry text, expected industries.json id, a word for the business name, credential for its owners] */
export const INDUSTRY_TEXTS: [string, string, string, string | null][] = [
  ['Plumbing & HVAC', 'specialty_trade_contractor', 'Plumbing & Heating', null],
  ['Hair salon', 'personal_care', 'Hair Studio', null],
  ['Mexican restaurant', 'restaurant', 'Cantina', null],
  ['Veterinary clinic', 'veterinary', 'Animal Hospital', 'DVM'],
  ['Dental office', 'dental_practice', 'Family Dental', 'DDS'],
  ['Landscaping / lawn care', 'landscaping', 'Lawn & Landscape', null],
  ['Dump truck hauling', 'trucking_local', 'Hauling', null],
  ['Coffee shop', 'restaurant', 'Coffee Co', null],
  ['Nail salon', 'personal_care', 'Nails & Spa', null],
  ['Daycare', 'childcare', 'Little Learners', null],
  ['Roofing contractor', 'specialty_trade_contractor', 'Roofing', null],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Services', null],
  ['Gym / fitness center', 'fitness', 'Fitness', null],
  ['Liquor store', 'liquor_store', 'Wine & Spirits', null],
  ['Convenience store', 'convenience_store', 'Quick Mart', null],
  ['Used car dealer', 'auto_dealer_used', 'Auto Sales', null],
  ['Dry cleaner', 'dry_cleaning', 'Cleaners', null],
  ['Collision repair / body shop', 'auto_repair', 'Collision', null],
  ['Chiropractor', 'medical_practice', 'Chiropractic', 'DC'],
  ['Moving company', 'trucking_local', 'Moving & Storage', null],
  ['Pet grooming', 'pet_services', 'Pet Spa', null],
  ['Catering', 'food_truck_catering', 'Catering', null],
  ['Tire shop', 'auto_repair', 'Tire & Wheel', null],
  ['Electrical contractor', 'specialty_trade_contractor', 'Electric', null],
  ['Web design', 'it_software', 'Digital', null],
  ['Home health care agency', 'home_health_care', 'Home Care', null],
];

export const STEMS = ['Summit Ridge', 'Blue Heron', 'Ironwood', 'Lakeshore', 'Red Maple', 'Crescent', 'Pioneer', 'Golden Gate', 'Harbor View',
  'Silver Creek', 'Oak Hollow', 'Northstar', 'Riverbend', 'Cedar Point', 'Magnolia', 'Copper Canyon', 'Eastside', 'Prairie Wind'];

/** [city, state code, zip prefix] */
export const CITIES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Houston', 'TX', '770'], ['Phoenix', 'AZ', '850'],
  ['Columbus', 'OH', '432'], ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'], ['Newark', 'NJ', '071'], ['Atlanta', 'GA', '303'],
  ['Spokane', 'WA', '992'], ['Nashville', 'TN', '372'], ['Baton Rouge', 'LA', '708'], ['Albany', 'NY', '122'], ['Fresno', 'CA', '937'],
  ['Boise', 'ID', '837'], ['Tulsa', 'OK', '741'], ['Richmond', 'VA', '232'], ['Omaha', 'NE', '681'], ['Las Vegas', 'NV', '891'],
  ['Providence', 'RI', '029'], ['Madison', 'WI', '537']];

export const STREETS = ['Main St', 'W Kennedy Blvd', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Route 9', 'Lakeview Rd', 'Market St',
  'N Broadway', 'Peachtree Ind Blvd', 'County Rd 12', 'Sunset Blvd', 'Oak St', 'Harbor Dr'];

export const FUNDERS = ['Rapid Capital Funding', 'Fox Business Funding', 'Pearl Advance', 'Everest Business Funding', 'Kalamata Capital',
  'Lendini', 'Cloudfund', 'Velocity Capital', 'Mulligan Funding', 'Samson MCA'];

export const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'Regions', 'PNC', 'Truist', 'US Bank', 'Citizens', 'Fifth Third'];

export const BROKER_REPS = ['Dana Whitlock', 'Mike Sorrentino', 'Kelsey Huang', 'Rob Castellano', 'Jess Amari', 'Tony Falco'];

export const USES = ['payroll', 'inventory', 'new equipment', 'expansion', 'working capital', 'catch up on taxes', 'truck repairs', 'marketing'];

export const LEAD_NOTES = ['wants answer by Fri', 'sent to 3 funders, 1 decline', 'docs pending - 2 stmts missing', 'call back Tue AM',
  'renewal - 60% paid in', 'dead - went w/ other broker', 'needs 2nd position', 'bank stmts show NSFs'];

// Word pools of set 126: people, places, businesses, decoys. Plain ASCII only (the standard PDF fonts are WinAnsi).
export const FIRST = ['Maria', 'James', 'Priya', 'Darnell', 'Elena', 'Tomasz', 'Keisha', 'Wei', 'Roberto', 'Hannah', 'Omar',
  'Grace', 'Lucas', 'Fatima', 'Derek', 'Yolanda', 'Anton', 'Sofia', 'Marcus', 'Ingrid', 'Kofi', 'Renee', 'Victor', 'Mei',
  'Patrick', 'Aaliyah', 'Stefan', 'Lorena', 'Gideon', 'Nadia'] as const;

export const LAST = ['Alvarez', 'Whitfield', 'Nair', 'Okafor-Reyes', 'De La Cruz', 'Kowalski', 'Brennan', 'van der Berg',
  "O'Donnell", 'Chen', 'Haddad', 'Mbeki', 'Lindqvist', 'Santos-Pereira', 'Di Marco', 'Petrov', 'Goldberg', 'Tran',
  'McAllister', 'Abernathy', 'Le Blanc', 'Yamamoto', 'Fitzgerald', 'Osei', 'Nguyen', 'Delgado', 'Hartmann', 'St. Clair',
  'Rasmussen', 'Bautista'] as const;

export const CREDENTIALS = [', DC', ', DDS', ', CPA', ', DVM', ', MD'] as const;

export const STREETS = ['Commerce Dr', 'Maple Ave', 'Industrial Pkwy', 'W 3rd St', 'Harbor Blvd', 'Old Mill Rd', 'Main St',
  'Sycamore Ln', 'Route 9', 'Lakeview Ter', 'N Broadway', 'Kingsley Ct', 'Elm St', 'Riverside Way'] as const;

export const US_CITIES: readonly (readonly [string, string, string])[] = [
  ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Mesa', 'AZ', '852'], ['Newark', 'NJ', '071'], ['Plano', 'TX', '750'],
  ['Raleigh', 'NC', '276'], ['Tacoma', 'WA', '984'], ['Albany', 'NY', '122'], ['Aurora', 'CO', '800'], ['Savannah', 'GA', '314'],
  ['Fresno', 'CA', '937'], ['Lansing', 'MI', '489'], ['Knoxville', 'TN', '379'], ['Provo', 'UT', '846'], ['Bangor', 'ME', '044'],
  ['Reno', 'NV', '895'], ['Omaha', 'NE', '681'], ['Hartford', 'CT', '061'], ['Baton Rouge', 'LA', '708'], ['Wichita', 'KS', '672']];

export const CA_CITIES: readonly (readonly [string, string, string])[] = [
  ['Mississauga', 'ON', 'L5B'], ['Laval', 'QC', 'H7N'], ['Surrey', 'BC', 'V3T'], ['Calgary', 'AB', 'T2P'], ['Halifax', 'NS', 'B3J'],
  ['Winnipeg', 'MB', 'R3C'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C'], ['Kelowna', 'BC', 'V1Y'], ['Ottawa', 'ON', 'K1P']];

export const INC_STATES = ['DE', 'NV', 'WY', 'Delaware', 'Nevada', 'Wyoming', 'FL', 'TX'] as const;

/** Business name stems and the type-of-business texts that go with them (read by industries.json's rule). */
export const BUSINESSES: readonly (readonly [string, string])[] = [
  ['Bella Notte Trattoria', 'Italian restaurant'], ['Brightsmile Family Dental', 'Family dental office'],
  ['Cedar Paws Animal Care', 'Veterinary clinic'], ['Polar Air Mechanical', 'HVAC contractor'],
  ['Ironside Collision', 'Collision repair and body shop'], ['Luxe Strands Studio', 'Hair salon'],
  ['Spotless Pro Janitorial', 'Commercial cleaning'], ['Greenway Grounds', 'Landscaping and lawn care'],
  ['Daily Grind Roasters', 'Coffee shop'], ['Big Rig Aggregates', 'Dump truck hauling'], ['Clearflow Plumbing', 'Plumbing contractor'],
  ['Little Acorns Learning', 'Daycare center'], ['Forge Fitness', 'Fitness center / gym'], ['Wag & Wash', 'Pet grooming salon'],
  ['Quick Stop Mart', 'Convenience store'], ['Cork & Barrel', 'Liquor store'], ['Summit Roofing', 'Roofing'],
  ['Bytewise Solutions', 'IT services'], ['Pressed Perfect Cleaners', 'Dry cleaner'], ['Mercado Fresco', 'Grocery / deli'],
  ['Alignment Chiropractic', 'Chiropractic clinic'], ['Sweet Crumb Bakery', 'Bakery cafe'], ['Lakeside Inn', 'Hotel / lodging'],
  ['Sparkle Auto Spa', 'Car wash and detailing']];

export const USE_OF_FUNDS = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Renovation',
  'Marketing', 'Debt consolidation', 'New location', 'Truck repairs'] as const;

export const FUNDERS = ['Rapid Capital Funding', 'Pearl Capital', 'Fox Business Funding', 'Everest Business Funding',
  'Yellowstone Capital', 'Kalamata Capital', 'Fundfi Advance', 'Bluevine', 'Mulligan Funding'] as const;

export const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC', 'Regions', 'Truist', 'Citizens Bank',
  'KeyBank', 'Huntington'] as const;
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'] as const;

export const LANDLORDS = ['Crestline Property Group', 'Hammond Realty LLC', 'Oakpoint Management', 'Marlowe Holdings',
  'Bayview Commercial Properties', 'J. Whitaker (individual)'] as const;

export const SUPPLIERS = ['Sysco', 'US Foods', 'Uline', 'Grainger', 'Ferguson Supply', 'Staples Business', 'Home Depot Pro',
  'Henry Schein', 'McKesson', 'Fastenal'] as const;

export const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Co-Owner', 'VP Operations',
  'Secretary', 'Treasurer', 'Director', 'COO'] as const;

// Word lists for independent142: people, businesses, places, decoy parties. Plain ASCII so every font and every
// AcroForm appearance (WinAnsi Helvetica) can print them.

export const FIRST = ['Maya', 'Jordan', 'Luis', 'Priya', 'Ethan', 'Chloe', 'Marcus', 'Aaliyah', 'Daniel', 'Sofia', 'Tyrone',
  'Mei', 'Gabriel', 'Hannah', 'Omar', 'Natalie', 'Curtis', 'Renee', 'Victor', 'Ingrid', 'Kwame', 'Lucia', 'Brandon', 'Yasmin',
  'Theo', 'Camille', 'Rafael', 'Delia', 'Samir', 'Joelle', 'Andre', 'Bianca', 'Felix', 'Noor', 'Wesley', 'Tamsin'] as const;

export const LAST = ['Okafor', 'Reyes', 'Whitfield', 'Nguyen', 'Patel', 'Brennan', 'Castillo', 'Lindqvist', 'Moreau', 'Haddad',
  'Kowalski', 'Tremblay', 'Abernathy', 'Fujimoto', 'Delgado', 'Osei', 'Sandoval', 'Pryce', 'Gallagher', 'Mbeki',
  'Smith-Hale', 'Garcia-Ortiz', 'Van Dyke', 'De la Cruz', "O'Neill", 'St. Pierre', 'McAllister', 'Ferreira', 'Ashworth',
  'Bergeron', 'Quintero', 'Halvorsen', 'Yamamoto', 'Kaplan', 'Rosario', 'Lachance'] as const;

export const CREDENTIALS = [', DDS', ', CPA', ', DC', ', MD', ', PE'] as const;

export const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Partner', 'VP Operations', 'Director', 'Secretary',
  'Co-Owner', 'Treasurer', 'COO', 'General Manager'] as const;

/** Printed "type of business" text; applications.md's industry rule reads the reference id from it. */
export const BUSINESS_TYPES = ['Italian restaurant', 'Coffee shop', 'Hair salon', 'Dental office', 'Plumbing contractor',
  'HVAC installation & repair', 'Landscaping and lawn care', 'Long haul trucking', 'Veterinary clinic', 'Daycare center',
  'Convenience store', 'Used car dealer', 'Janitorial services', 'Food truck', 'Physical therapy clinic', 'Pet grooming',
  'Web design agency', 'Electrical contractor', 'Machine shop', 'Auto body shop', 'Boutique clothing store', 'Yoga studio',
  'Bed and breakfast', 'Moving company', 'Commercial cleaning', 'Liquor store', 'Bakery cafe', 'Home health agency',
  'Tutoring center', 'Wholesale distributor', 'Nail salon', 'Catering company'] as const;

export const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Marketing',
  'Renovation', 'Debt consolidation', 'New location', 'Truck repairs', 'Hiring staff'] as const;

export const WORDS_A = ['Summit', 'Harbor', 'Cedar', 'Blue Heron', 'Ironwood', 'Golden Gate', 'Lakeshore', 'Redstone',
  'Silver Birch', 'Northstar', 'Copperline', 'Prairie', 'Bayview', 'Granite', 'Willow Creek', 'Sunrise', 'Maplewood',
  'Tidewater', 'Highland', 'Juniper'] as const;
export const WORDS_B = ['Builders', 'Kitchen', 'Logistics', 'Wellness', 'Auto Care', 'Dental Group', 'Supply', 'Hospitality',
  'Services', 'Trading', 'Studio', 'Enterprises', 'Holdings Group', 'Mechanical', 'Foods', 'Outfitters', 'Clinic',
  'Collective', 'Works', 'Provisions'] as const;
export const DBA_WORDS = ['Bistro', 'Express', 'Depot', 'Corner', 'Hub', 'Lab', 'House', 'Spot', 'Co.', 'Place'] as const;

export interface Place { city: string; region: string; zip: string }
export const US_PLACES: readonly Place[] = [
  { city: 'Austin', region: 'TX', zip: '787' }, { city: 'Tampa', region: 'FL', zip: '336' }, { city: 'Denver', region: 'CO', zip: '802' },
  { city: 'Columbus', region: 'OH', zip: '432' }, { city: 'Charlotte', region: 'NC', zip: '282' }, { city: 'Phoenix', region: 'AZ', zip: '850' },
  { city: 'Newark', region: 'NJ', zip: '071' }, { city: 'Spokane', region: 'WA', zip: '992' }, { city: 'Savannah', region: 'GA', zip: '314' },
  { city: 'Madison', region: 'WI', zip: '537' }, { city: 'Reno', region: 'NV', zip: '895' }, { city: 'Providence', region: 'RI', zip: '029' },
  { city: 'Baton Rouge', region: 'LA', zip: '708' }, { city: 'Fresno', region: 'CA', zip: '937' }, { city: 'Buffalo', region: 'NY', zip: '142' },
  { city: 'Nashville', region: 'TN', zip: '372' }, { city: 'Omaha', region: 'NE', zip: '681' }, { city: 'Portland', region: 'OR', zip: '972' },
];
export const CA_PLACES: readonly Place[] = [
  { city: 'Toronto', region: 'ON', zip: 'M5V' }, { city: 'Mississauga', region: 'ON', zip: 'L5B' }, { city: 'Calgary', region: 'AB', zip: 'T2P' },
  { city: 'Edmonton', region: 'AB', zip: 'T5J' }, { city: 'Vancouver', region: 'BC', zip: 'V6B' }, { city: 'Kelowna', region: 'BC', zip: 'V1Y' },
  { city: 'Winnipeg', region: 'MB', zip: 'R3C' }, { city: 'Halifax', region: 'NS', zip: 'B3J' }, { city: 'Saskatoon', region: 'SK', zip: 'S7K' },
  { city: 'Ottawa', region: 'ON', zip: 'K1P' }, { city: 'Moncton', region: 'NB', zip: 'E1C' }, { city: 'Laval', region: 'QC', zip: 'H7N' },
];
export const US_INCORP = ['DE', 'NV', 'WY', 'TX', 'FL', 'NY'] as const;
export const CA_INCORP = ['ON', 'BC', 'AB', 'Federal (CBCA)'] as const;

export const STREETS = ['Commerce St', 'Maple Ave', 'Industrial Pkwy', 'King St W', 'Harbour Rd', 'Elm St', 'Main St',
  'Riverside Dr', 'Market Sq', 'Oak Blvd', 'Bay St', 'Station Rd'] as const;

export const FUNDERS = ['Pinnacle Merchant Funding', 'Rapid Advance Group', 'Fundwell Capital', 'Clearline Finance',
  'Everbridge Advance', 'Lumen Business Capital', 'Forward Line Funding', 'Beacon Receivables'] as const;
export const BANKS_US = ['Chase Bank', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist'] as const;
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins'] as const;
export const REF_BUSINESSES = ['Sysco Foods', 'Uline', 'Grainger Supply', 'Coastal Paper Co.', 'Metro Restaurant Supply',
  'Acme Parts Warehouse', 'Fastenal', 'Gordon Food Service', 'Prairie Packaging Ltd.', 'Northern Linen'] as const;
/** Landlords, ISO reps and other people on the form who are not applicants (kept apart from FIRST/LAST). */
export const OTHER_PEOPLE = ['Gloria Stevens', 'Hector Ruiz', 'Pamela Kline', 'Raymond Holt', 'Denise Whitaker', 'Oscar Lindgren',
  'Beatrice Fontaine', 'Trevor Mackay', 'Colette Dubois', 'Nathan Greer'] as const;
export const LANDLORDS = ['Westgate Properties LLC', 'Riverbend Realty Group', 'Kingsway Holdings Ltd.', 'Parkside Commercial',
  'Lakeview Plaza Management', 'Crown Square Leasing'] as const;

// Word lists of the independent31 deals: people, places, banks, funders, businesses. Everything here is fictional
// (bank names are real institutions, as a merchant's bank is on any real form).

export const FIRST_NAMES = [
  'Marcus', 'Elena', 'David', 'Priya', 'Jamal', 'Sofia', 'Brian', 'Mei', 'Carlos', 'Rachel', 'Tomasz', 'Aisha', 'Kevin',
  'Lucia', 'Gregory', 'Nadia', 'Andre', 'Hannah', 'Vikram', 'Teresa', 'Owen', 'Yolanda', 'Samuel', 'Ingrid', 'Darnell',
  'Fatima', 'Patrick', 'Rosa', 'Hiroshi', 'Monique', 'Walter', 'Keisha', 'Nikolai', 'Diane', 'Rafael', 'Colleen',
  'Tuan', 'Bethany', 'Omar', 'Gloria', 'Frank', 'Anjali', 'Desmond', 'Carmen', 'Luis', 'Heather', 'Ibrahim', 'Joanne',
] as const;

export const LAST_NAMES = [
  'Alvarez', 'Whitfield', 'Nguyen', 'Okafor', 'Brennan', 'Castellano', 'Patel', 'Kowalski', 'Haddad', 'Lindqvist',
  'Mercer', 'Delgado', 'Fitzgerald', 'Tanaka', 'Abernathy', 'Osei', 'Romano', 'Vasquez', 'Harrington', 'Chaudhry',
  'Sorensen', 'Morales-Vega', 'Ashford-Bell', 'De La Cruz', 'Van der Berg', "O'Donnell", 'McAllister', 'St. Pierre',
  'Di Marco', 'Pryor', 'Goldberg', 'Kim', 'Oyelaran', 'Baptiste', 'Thibodeaux', 'Yamamoto', 'Reinholt', 'Szabo',
] as const;

/** People who appear only as decoys (references, landlords, ISO reps): a pool of its own, never an owner's name. */
export const OTHER_PEOPLE = [
  'Gary Lutz', 'Sharon Pike', 'Dennis Ocampo', 'Lorraine Betts', 'Victor Hale', 'Meredith Quon', 'Stuart Keane',
  'Paula Renzi', 'Raymond Tolliver', 'Denise Amato', 'Howard Sutter', 'Tina Marchetti', 'Jerome Waddell', 'Corinne Fahey',
] as const;

export const TITLES_LLC = ['Managing Member', 'Member', 'Owner', 'CEO', 'President', 'Manager'] as const;
export const TITLES_CORP = ['President', 'CEO', 'Vice President', 'Secretary', 'Treasurer', 'COO', 'Owner', 'CFO'] as const;
export const TITLES_PART = ['General Partner', 'Partner', 'Managing Partner'] as const;

export interface Place { city: string; state: string; zip: string; area: string }

export const US_PLACES: readonly Place[] = [
  { city: 'Columbus', state: 'OH', zip: '432', area: '614' }, { city: 'Dayton', state: 'OH', zip: '454', area: '937' },
  { city: 'Tampa', state: 'FL', zip: '336', area: '813' }, { city: 'Orlando', state: 'FL', zip: '328', area: '407' },
  { city: 'Houston', state: 'TX', zip: '770', area: '713' }, { city: 'San Antonio', state: 'TX', zip: '782', area: '210' },
  { city: 'Brooklyn', state: 'NY', zip: '112', area: '718' }, { city: 'Rochester', state: 'NY', zip: '146', area: '585' },
  { city: 'Newark', state: 'NJ', zip: '071', area: '973' }, { city: 'Charlotte', state: 'NC', zip: '282', area: '704' },
  { city: 'Atlanta', state: 'GA', zip: '303', area: '404' }, { city: 'Phoenix', state: 'AZ', zip: '850', area: '602' },
  { city: 'Denver', state: 'CO', zip: '802', area: '303' }, { city: 'Fresno', state: 'CA', zip: '937', area: '559' },
  { city: 'San Diego', state: 'CA', zip: '921', area: '619' }, { city: 'Aurora', state: 'IL', zip: '605', area: '630' },
  { city: 'Nashville', state: 'TN', zip: '372', area: '615' }, { city: 'Pittsburgh', state: 'PA', zip: '152', area: '412' },
  { city: 'Baton Rouge', state: 'LA', zip: '708', area: '225' }, { city: 'Tacoma', state: 'WA', zip: '984', area: '253' },
  { city: 'Grand Rapids', state: 'MI', zip: '495', area: '616' }, { city: 'Richmond', state: 'VA', zip: '232', area: '804' },
  { city: 'Las Vegas', state: 'NV', zip: '891', area: '702' }, { city: 'Omaha', state: 'NE', zip: '681', area: '402' },
  { city: 'Birmingham', state: 'AL', zip: '352', area: '205' }, { city: 'Hartford', state: 'CT', zip: '061', area: '860' },
];

export const CA_PLACES: readonly Place[] = [
  { city: 'Toronto', state: 'ON', zip: 'M5V', area: '416' }, { city: 'Mississauga', state: 'ON', zip: 'L5B', area: '905' },
  { city: 'Ottawa', state: 'ON', zip: 'K1P', area: '613' }, { city: 'Montréal', state: 'QC', zip: 'H3B', area: '514' },
  { city: 'Laval', state: 'QC', zip: 'H7N', area: '450' }, { city: 'Vancouver', state: 'BC', zip: 'V6B', area: '604' },
  { city: 'Surrey', state: 'BC', zip: 'V3T', area: '778' }, { city: 'Calgary', state: 'AB', zip: 'T2P', area: '403' },
  { city: 'Edmonton', state: 'AB', zip: 'T5J', area: '780' }, { city: 'Winnipeg', state: 'MB', zip: 'R3C', area: '204' },
  { city: 'Halifax', state: 'NS', zip: 'B3J', area: '902' }, { city: 'Saskatoon', state: 'SK', zip: 'S7K', area: '306' },
];

/** Delaware, Nevada and Wyoming charters are common for businesses that operate elsewhere. */
export const CHARTER_STATES = ['DE', 'NV', 'WY', 'DE', 'FL', 'TX'] as const;

export const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Oak Ave', 'Market St', 'Lakeview Blvd', 'Elm St',
  'Route 9', 'Harbor Way', 'Pine Ridge Rd', 'Washington Ave', 'Maple Ct', 'Riverside Dr', 'Center St', 'Airport Rd'] as const;
export const CA_STREETS = ['King St W', 'Rue Sainte-Catherine', 'Yonge St', 'Granville St', 'Jasper Ave', 'Portage Ave',
  'Barrington St', 'Boul. René-Lévesque', 'Dundas St E', '8 Ave SW'] as const;

export const US_BANKS = ['JPMorgan Chase Bank', 'Bank of America', 'Wells Fargo Bank', 'TD Bank', 'PNC Bank', 'Regions Bank',
  'Truist Bank', 'U.S. Bank', 'Fifth Third Bank', 'KeyBank', 'Citizens Bank', 'Huntington National Bank'] as const;
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins'] as const;

export const FUNDERS = ['Fundbridge Capital', 'Velocity Merchant Funding', 'Clearline Advance', 'Brightpath Funding',
  'Onyx Revenue Partners', 'Rapid Lane Capital', 'Square Capital', 'Kinetic Advance Group', 'Mainspring Funding',
  'Ironwood Business Capital', 'SBA 7(a) loan - local bank', 'Equipment lease - Ascend Leasing'] as const;

export const SUPPLIERS = ['Sysco Foods', 'Grainger Industrial', 'Ferguson Supply', 'Uline', 'ABC Supply Co.',
  'Henry Schein', 'Patterson Dental', 'McKesson', 'Staples Business', 'Gordon Food Service', 'Fastenal',
  'Restaurant Depot', 'Sherwin-Williams', 'NAPA Auto Parts', 'Cintas', 'US Foods', 'Lowe\'s Pro Desk'] as const;

export const LANDLORD_COS = ['Crestline Properties LLC', 'Oakbrook Realty Group', 'Harmon Commercial Holdings',
  'Bayside Plaza Associates', 'Tri-County Property Mgmt', 'Stonegate Realty Partners'] as const;

export const ISO_COS = ['Summit Lane Advisors', 'BlueRiver Business Funding', 'Capstone Merchant Partners',
  'First Avenue Funding Group', 'Lighthouse Capital Brokers', 'Greenlight Commercial Advisors'] as const;

export const USES = ['Working capital', 'Inventory purchase', 'Equipment purchase', 'Payroll', 'Expansion / second location',
  'Marketing', 'Renovation', 'Debt consolidation', 'Purchase new truck', 'Hire staff / seasonal inventory'] as const;

export const NAME_WORDS = ['Summit', 'Harbor', 'Blue Fig', 'Oakridge', 'Silver Creek', 'Prairie', 'Granite', 'Redwood',
  'Lakeshore', 'Golden Gate', 'Northstar', 'Copper Kettle', 'Evergreen', 'Bright Star', 'Iron Horse', 'Magnolia',
  'Crescent', 'Keystone', 'Sunrise', 'Riverbend', 'Hilltop', 'Liberty', 'Cedar Point', 'Blackstone', 'Willow'] as const;

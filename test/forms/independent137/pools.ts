// What the generator draws from: owners whose names are the theme (particles, compounds, apostrophes, suffixes,
// credentials, nicknames), business names with commas, ampersands, periods and numbers, and the people and firms that
// are printed on a form without being the applicant (decoys).

export interface Person {
  /** The given name as the truth takes it (a compound given name kept whole). */
  first: string;
  /** A middle name; printed whole in a Middle box, as an initial elsewhere. */
  middle?: string;
  /** The family name with its particles and hyphens, as the truth takes it. */
  last: string;
  suffix?: string;
  prefix?: string;
  cred?: string;
  nick?: string;
  /** False when the name is ambiguous in one Full Name box (a compound given name with no particle to split on). */
  single?: boolean;
}

export const US_PEOPLE: Person[] = [
  { first: 'María José', last: 'de la Cruz' },
  { first: 'Pieter', middle: 'Jan', last: 'Van der Berg' },
  { first: 'Patrick', middle: 'Joseph', last: "O'Brien" },
  { first: 'Shannon', middle: 'Leigh', last: 'McDonald-Smith' },
  { first: 'Lan', middle: 'Thi', last: 'Nguyen' },
  { first: 'Robert', middle: 'Lee', last: 'Whitfield', suffix: 'Jr.', nick: 'Bobby' },
  { first: 'James', middle: 'Edward', last: 'Carter', suffix: 'III' },
  { first: 'Anil', middle: 'Kumar', last: 'Mehta', cred: 'MD', prefix: 'Dr.' },
  { first: 'Siobhan', last: "O'Neil" },
  { first: 'Ana Lucía', last: 'García Márquez', single: false },
  { first: 'Mary Ellen', last: "D'Angelo", single: false },
  { first: 'William', middle: 'Henry', last: 'Van Buren', nick: 'Bill' },
  { first: 'Olumide', last: 'Adeyemi-Johnson' },
  { first: 'Giovanni', middle: 'Paolo', last: 'Di Stefano', suffix: 'Sr.' },
  { first: 'Catherine', middle: 'Rose', last: 'da Silva' },
  { first: 'Ahmed', last: 'Al-Farsi' },
  { first: 'Daniel', middle: 'Thomas', last: 'St. John' },
  { first: 'Priya', last: 'Raman', cred: 'DDS', prefix: 'Dr.' },
  { first: 'Luis', middle: 'Alberto', last: 'De León' },
  { first: 'Connor', middle: 'Michael', last: 'Fitzgerald', suffix: 'II' },
  { first: 'Hyun-woo', last: 'Kim' },
  { first: 'Elizabeth', middle: 'Anne', last: 'MacArthur', nick: 'Liz', cred: 'CPA' },
  { first: 'Kwame', middle: 'Kofi', last: 'Mensah-Bonsu' },
  { first: 'Theodore', middle: 'James', last: 'von Hoffmann', nick: 'Ted' },
];

export const CA_PEOPLE: Person[] = [
  { first: 'Jean-Luc', last: 'St-Pierre' },
  { first: 'Marie-Ève', middle: 'Claire', last: 'Lévesque' },
  { first: 'Thomas', middle: 'Angus', last: 'MacLeod' },
  { first: 'Lan', middle: 'Thi', last: 'Nguyen' },
  { first: 'Gurpreet', last: 'Singh Dhillon', single: false },
  { first: 'François', middle: 'Xavier', last: "D'Amours" },
  { first: 'Siobhan', middle: 'Mary', last: "O'Reilly" },
  { first: 'Hendrik', last: 'van der Meer' },
  { first: 'Catherine', middle: 'Anne', last: 'Fraser-Campbell', nick: 'Kate' },
  { first: 'Wei', middle: 'Ming', last: 'Chen', cred: 'CPA' },
  { first: 'Jacques', middle: 'Henri', last: 'Tremblay', suffix: 'Jr.' },
  { first: 'Ana Paula', last: 'dos Santos', single: false },
];

/** People printed as landlords, references, ISO reps, bank officers: never applicants, never sharing a name with one. */
export const DECOY_PEOPLE = ['Gary Lindqvist', 'Dorothy Pembroke', 'Marcus Ellery', 'Janet Kowalczyk', 'Howard Tisdale', 'Renee Abernathy',
  'Victor Halloran', 'Brenda Quarles', 'Stuart Fennimore', 'Gloria Underhill', 'Norman Westcott', 'Eileen Brackett'];

export interface Biz { legal: string; dba: string | null; entity: string; industry: string }

export const US_BUSINESSES: Biz[] = [
  { legal: "Smith, Jones & O'Neil, P.L.L.C.", dba: null, entity: 'PLLC', industry: 'Law firm' },
  { legal: 'A.B.C. Auto Repair, Inc.', dba: 'ABC Collision', entity: 'Corporation', industry: 'Auto repair / body shop' },
  { legal: 'The Corner Deli LLC', dba: null, entity: 'LLC', industry: 'Deli and sandwich counter' },
  { legal: 'Rivera Holdings LLC', dba: 'Taco Loco', entity: 'LLC', industry: 'Mexican restaurant' },
  { legal: "O'Brien & Sons Plumbing, Inc.", dba: "O'Brien Plumbing/Heating", entity: 'Corporation', industry: 'Plumbing contractor' },
  { legal: 'Patel Family Dental, P.C.', dba: 'Bright Smiles Dental', entity: 'P.C.', industry: 'Dental office' },
  { legal: "St. Mary's Home Care, L.L.C.", dba: null, entity: 'LLC', industry: 'Home health care agency' },
  { legal: 'J & R Trucking Co.', dba: 'J&R Freight', entity: 'Corporation', industry: 'Dump truck hauling' },
  { legal: 'McDonald-Smith Landscaping LLC', dba: 'Green/Gold Lawn Care', entity: 'LLC', industry: 'Landscaping and tree service' },
  { legal: "Bob's Bar-B-Q & Catering, LLC", dba: "Bob's BBQ", entity: 'LLC', industry: 'Barbecue restaurant & catering' },
  { legal: 'Van der Berg Flooring, Inc.', dba: null, entity: 'Corporation', industry: 'Flooring installation' },
  { legal: 'Nguyen Nail Studio LLC', dba: 'Lotus Nails & Spa', entity: 'LLC', industry: 'Nail salon' },
  { legal: 'Five Star Car Wash, L.L.C.', dba: '5 Star Wash', entity: 'LLC', industry: 'Car wash and detailing' },
  { legal: 'De León & Garza, LLP', dba: null, entity: 'LLP', industry: 'CPA firm, bookkeeping' },
  { legal: '1st Choice Pharmacy, Inc.', dba: 'First Choice Rx', entity: 'Corporation', industry: 'Retail pharmacy & drugstore' },
  { legal: "Al-Farsi Bros. Int'l Trading Co.", dba: null, entity: 'Corporation', industry: 'Import/export' },
];

export const CA_BUSINESSES: Biz[] = [
  { legal: '2468013 Ontario Inc.', dba: 'Saigon Pho & Grill', entity: 'Corporation', industry: 'Vietnamese restaurant' },
  { legal: '9301-4455 Québec Inc.', dba: 'Boulangerie St-Laurent', entity: 'Corporation', industry: 'Bakery cafe' },
  { legal: '1187452 B.C. Ltd.', dba: 'Coastal Auto Body', entity: 'Corporation', industry: 'Collision repair' },
  { legal: 'Tremblay & Fils Ltée', dba: null, entity: 'Corporation', industry: 'Roofing contractor' },
  { legal: 'MacLeod-Fraser Holdings Ltd.', dba: 'The Daily Grind Café', entity: 'Corporation', industry: 'Coffee shop' },
  { legal: "D'Amico Brothers Construction Inc.", dba: "D'Amico Bros./Renovations", entity: 'Corporation', industry: 'General contractor' },
  { legal: 'Chen & Dhillon Professional Corporation', dba: null, entity: 'Corporation', industry: 'Accounting and bookkeeping' },
  { legal: "O'Reilly's Pub & Eatery Limited", dba: "Paddy O'Reilly's", entity: 'Corporation', industry: 'Pub and eatery' },
];

export const FUNDERS = ['Redwood Advance Partners', 'Liberty Bay Capital', 'Ironclad Funding LLC', 'Pinnacle Merchant Funding', 'Northstar Receivables'];
export const BANKS_US = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Citizens Bank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'Desjardins', 'CIBC'];
export const STREETS = ['Market St', 'Oak Ave', 'Elm Street', 'Commerce Blvd', 'King St W', 'Rue Saint-Denis', 'Main Street', 'Bay Road',
  'Industrial Pkwy', 'Lakeshore Dr'];
export const USE_OF_FUNDS = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Marketing', 'Renovation'];

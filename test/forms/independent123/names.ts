// Fictional name and place pools for set 123. Every person, company, street and number here is made up; cities are
// real places so addresses look real, streets and numbers are not.

export const FIRST_NAMES = ['Maria', 'James', 'Priya', 'Daniel', 'Keisha', 'Tomasz', 'Aaliyah', 'Rafael', 'Mei', 'Connor', 'Fatima',
  'Jerome', 'Svetlana', 'Luis', 'Hannah', 'Omar', 'Brianna', 'Dmitri', 'Guadalupe', 'Trevor', 'Nkechi', 'Wesley', 'Yolanda',
  'Hiroshi', 'Carmen', 'Desmond', 'Ingrid', 'Marcus', 'Rosalind', 'Tariq', 'Shauna', 'Vikram', 'Lorena', 'Benedict', 'Ayesha'];

export const CA_FIRST_NAMES = ['Jean-François', 'Geneviève', 'Mathieu', 'Chloé', 'Harpreet', 'Liam', 'Amélie', 'Gurpreet', 'Noah',
  'Sophie', 'Étienne', 'Mackenzie', 'Rohan', 'Isabelle', 'Wei', 'Marie-Ève', 'Declan', 'Nadia', 'Olivier', 'Tessa'];

export const LAST_NAMES = ['Gonzalez', 'Whitfield', 'Raman', 'Okafor', 'Kowalski', 'Nguyen-Tran', 'De La Cruz', "O'Connell", 'Van Dyke',
  'Abernathy', 'Haddad', 'St. Clair', 'Lindqvist', 'Moreno-Vega', 'Petrakis', 'Castellanos', 'Barrow', 'Delgado', 'Fairbanks',
  'Yamamoto', 'Mbeki', 'da Silva', 'McAllister', 'Oyelaran', 'Brennan', 'Halvorsen', 'Quintero', 'Rosenthal', 'Tatum', 'Villanueva'];

export const CA_LAST_NAMES = ['Tremblay', 'Gagnon', 'Bouchard', 'Sandhu', 'MacLeod', 'Côté', 'Fitzgerald', 'Dhaliwal', 'Lefebvre-Roy',
  'Pelletier', 'Chen', 'Van der Meer', 'Bélanger', 'Campbell', 'Grewal', 'Ouellet', "O'Brien", 'Kowalczyk', 'Lavoie', 'Nakamura'];

export const MIDDLE_INITIALS = ['A.', 'B.', 'C.', 'D.', 'E.', 'J.', 'K.', 'L.', 'M.', 'R.', 'S.', 'T.'];
export const CREDENTIALS = ['DDS', 'CPA', 'MD', 'DC', 'PE', 'DVM'];

export const STEMS = ['Blue Heron', 'Copperline', 'Summit Ridge', 'Red Maple', 'Ironwood', 'Harborview', 'Silver Creek', 'Northgate',
  'Cedar Point', 'Lakeshore', 'Granite Hill', 'Brightwater', 'Oak Hollow', 'Sunrise', 'Keystone', 'Willow Bend', 'Eastfield',
  'Pioneer', 'Golden Gate', 'Riverbend', 'Stonebridge', 'Fox Run', 'Highland', 'Magnolia'];

export interface City { city: string; region: string; postal: string; area: string }
export const US_CITIES: City[] = [
  { city: 'Newark', region: 'NJ', postal: '07102', area: '973' }, { city: 'Paterson', region: 'NJ', postal: '07501', area: '973' },
  { city: 'Brooklyn', region: 'NY', postal: '11201', area: '718' }, { city: 'Yonkers', region: 'NY', postal: '10701', area: '914' },
  { city: 'Philadelphia', region: 'PA', postal: '19103', area: '215' }, { city: 'Allentown', region: 'PA', postal: '18101', area: '610' },
  { city: 'Miami', region: 'FL', postal: '33130', area: '305' }, { city: 'Orlando', region: 'FL', postal: '32801', area: '407' },
  { city: 'Houston', region: 'TX', postal: '77002', area: '713' }, { city: 'San Antonio', region: 'TX', postal: '78205', area: '210' },
  { city: 'Atlanta', region: 'GA', postal: '30303', area: '404' }, { city: 'Charlotte', region: 'NC', postal: '28202', area: '704' },
  { city: 'Phoenix', region: 'AZ', postal: '85004', area: '602' }, { city: 'Denver', region: 'CO', postal: '80202', area: '303' },
  { city: 'Columbus', region: 'OH', postal: '43215', area: '614' }, { city: 'Chicago', region: 'IL', postal: '60607', area: '312' },
  { city: 'Nashville', region: 'TN', postal: '37203', area: '615' }, { city: 'Fresno', region: 'CA', postal: '93721', area: '559' },
  { city: 'Sacramento', region: 'CA', postal: '95814', area: '916' }, { city: 'Las Vegas', region: 'NV', postal: '89101', area: '702' },
  { city: 'Baltimore', region: 'MD', postal: '21201', area: '410' }, { city: 'Richmond', region: 'VA', postal: '23219', area: '804' },
  { city: 'Hartford', region: 'CT', postal: '06103', area: '860' }, { city: 'Boise', region: 'ID', postal: '83702', area: '208' },
];
/** Neighbouring states for owners who live across a state line. */
export const NEIGHBOURS: Record<string, City[]> = {
  NJ: [{ city: 'Staten Island', region: 'NY', postal: '10314', area: '718' }, { city: 'Bensalem', region: 'PA', postal: '19020', area: '215' }],
  NY: [{ city: 'Fort Lee', region: 'NJ', postal: '07024', area: '201' }, { city: 'Stamford', region: 'CT', postal: '06901', area: '203' }],
  PA: [{ city: 'Cherry Hill', region: 'NJ', postal: '08002', area: '856' }, { city: 'Wilmington', region: 'DE', postal: '19801', area: '302' }],
  TX: [{ city: 'Shreveport', region: 'LA', postal: '71101', area: '318' }], FL: [{ city: 'Valdosta', region: 'GA', postal: '31601', area: '229' }],
  GA: [{ city: 'Greenville', region: 'SC', postal: '29601', area: '864' }], NC: [{ city: 'Rock Hill', region: 'SC', postal: '29730', area: '803' }],
  MD: [{ city: 'Arlington', region: 'VA', postal: '22201', area: '703' }], VA: [{ city: 'Silver Spring', region: 'MD', postal: '20910', area: '301' }],
  IL: [{ city: 'Hammond', region: 'IN', postal: '46320', area: '219' }], CA: [{ city: 'Henderson', region: 'NV', postal: '89002', area: '702' }],
  NV: [{ city: 'Bullhead City', region: 'AZ', postal: '86442', area: '928' }],
};

export const CA_CITIES: City[] = [
  { city: 'Toronto', region: 'ON', postal: 'M5V 2T6', area: '416' }, { city: 'Mississauga', region: 'ON', postal: 'L5B 3C2', area: '905' },
  { city: 'Ottawa', region: 'ON', postal: 'K1P 5G4', area: '613' }, { city: 'Hamilton', region: 'ON', postal: 'L8P 4R5', area: '905' },
  { city: 'Montréal', region: 'QC', postal: 'H2X 1Y4', area: '514' }, { city: 'Laval', region: 'QC', postal: 'H7T 2P5', area: '450' },
  { city: 'Québec', region: 'QC', postal: 'G1R 4P5', area: '418' }, { city: 'Calgary', region: 'AB', postal: 'T2P 1J9', area: '403' },
  { city: 'Edmonton', region: 'AB', postal: 'T5J 0N3', area: '780' }, { city: 'Vancouver', region: 'BC', postal: 'V6B 1A1', area: '604' },
  { city: 'Surrey', region: 'BC', postal: 'V3T 2W1', area: '604' }, { city: 'Winnipeg', region: 'MB', postal: 'R3C 0V8', area: '204' },
  { city: 'Halifax', region: 'NS', postal: 'B3J 1S9', area: '902' }, { city: 'Saskatoon', region: 'SK', postal: 'S7K 1J5', area: '306' },
  { city: 'Moncton', region: 'NB', postal: 'E1C 4M3', area: '506' },
];
export const CA_NEIGHBOURS: Record<string, City[]> = {
  ON: [{ city: 'Gatineau', region: 'QC', postal: 'J8X 3X7', area: '819' }], QC: [{ city: 'Hawkesbury', region: 'ON', postal: 'K6A 1A1', area: '613' }],
  AB: [{ city: 'Lloydminster', region: 'SK', postal: 'S9V 0X9', area: '306' }], BC: [{ city: 'Canmore', region: 'AB', postal: 'T1W 1P7', area: '403' }],
  MB: [{ city: 'Kenora', region: 'ON', postal: 'P9N 1T7', area: '807' }], NS: [{ city: 'Sackville', region: 'NB', postal: 'E4L 4A1', area: '506' }],
};

export const STREETS = ['Main St', 'Broad Street', 'Market St.', 'Elm Avenue', 'Commerce Dr', 'Industrial Pkwy', 'Route 46',
  'Oak St', 'Park Ave', 'Washington Blvd', 'Lincoln Hwy', 'Maple Ave', 'Central Ave', 'River Rd', 'Harbor Way'];
export const CA_STREETS = ['King Street W', 'Queen St E', 'Main Street', 'Victoria Ave', 'Centre St', 'Railway Ave', 'Lakeshore Rd',
  'Industrial Blvd', 'Water Street', 'Park Avenue', '4th Ave'];
export const QC_STREETS = ['Rue Saint-Denis', 'Boul. René-Lévesque', 'Rue Sainte-Catherine O', 'Boul. Saint-Laurent', 'Rue Principale', 'Ch. de la Côte'];

export const US_BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Citizens Bank', 'Regions Bank',
  'Valley National Bank', 'Frost Bank'];
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins', 'National Bank'];

export const FUNDERS = ['Cobalt Funding Group', 'Pinecrest Capital', 'Redline Advance', 'Meridian Merchant Funding', 'Sable Capital',
  'Lighthouse Revenue Partners', 'Quarry Street Funding', 'Tidewater Capital'];

export const ISO_PEOPLE = ['Jordan Pace', 'Alyssa Romano', 'Derek Faulkner', 'Nicole Baptiste', 'Sam Whitaker', 'Tanya Kostova',
  'Ryan Mercado', 'Gabrielle Osei'];

export const USES = ['Inventory', 'Equipment purchase', 'Working capital', 'Payroll', 'Expansion - second location', 'Marketing',
  'Renovations', 'Pay off existing advance', 'Hire staff', 'Truck repairs'];
export const ACCOUNTANT_FIRMS = ['Lerner & Koh CPAs', 'Brightline Tax Services', 'R. Patel Accounting', 'Northside Bookkeeping'];
export const SUPPLIERS = ['Sysco', 'Uline', 'Grainger', 'US Foods', 'Ferguson Supply', 'Fastenal', 'Henry Schein', 'Patterson Supply'];

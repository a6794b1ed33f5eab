// Word lists for the merchants of independent68: people, streets, towns by state, funders, banks. Fictional.
export const FIRST = ['Maria', 'James', 'Anthony', 'Keisha', 'Daniel', 'Priya', 'Robert', 'Lucia', 'Kevin', 'Tamika', 'Sean', 'Mei', 'Victor',
  'Angela', 'Marcus', 'Colleen', 'Rahul', 'Denise', 'Tomasz', 'Yolanda', 'Patrick', 'Hana', 'Dwayne', 'Rosa', 'Gregory', 'Nadia', 'Brendan', 'Ifeoma'];
export const MIDDLE = ['A.', 'J.', 'R.', 'M.', 'L.', 'T.', 'K.', 'E.'];
export const LAST = ['Kowalski', 'Delgado', 'Brennan', 'Okafor', 'Nguyen', 'Sullivan', 'Patel', 'Rosario', 'Whitaker', 'Ferraro', 'Chen', 'Mahoney',
  'Washington', 'Lindqvist', 'Abernathy', 'Castellano', 'Haddad', 'Murphy', 'Szymanski', 'Boateng', 'Greer', 'Tran', 'Romano', 'Fitzgerald'];
export const LAST_SPECIAL = ['Garcia-Lopez', 'de la Cruz', 'Van Dyke', "O'Connell", 'Smith-Jones', 'Del Rosario', 'McAllister', 'St. Clair'];
export const PLACE = ['Keystone', 'Harbor', 'Bayside', 'Liberty', 'Chestnut', 'Pinebrook', 'Riverside', 'Blue Ridge', 'Seaboard', 'Brandywine',
  'Old Mill', 'Laurel', 'Patriot', 'Cedar Point', 'Tidewater', 'Granite', 'Allegheny', 'Summit', 'Fairhaven', 'Lakeview'];
export const STREET = ['Main St', 'Market St', 'Chestnut Ave', 'Elm St', 'Broad St', 'Washington Blvd', 'Church Rd', 'Mill Rd', 'Park Ave',
  'Route 9', 'Lancaster Pike', 'Oak Ln', 'Highland Ave', 'Water St', 'Union St', 'Maple Dr'];

export const TOWNS: Record<string, [string, string][]> = {
  PA: [['Philadelphia', '191'], ['Allentown', '181'], ['Lancaster', '176'], ['Scranton', '185'], ['Pittsburgh', '152']],
  MA: [['Boston', '021'], ['Worcester', '016'], ['Springfield', '011'], ['Lowell', '018'], ['Quincy', '021']],
  CT: [['Hartford', '061'], ['New Haven', '065'], ['Stamford', '069'], ['Bridgeport', '066'], ['Waterbury', '067']],
  MD: [['Baltimore', '212'], ['Silver Spring', '209'], ['Annapolis', '214'], ['Frederick', '217'], ['Rockville', '208']],
  VA: [['Richmond', '232'], ['Norfolk', '235'], ['Arlington', '222'], ['Roanoke', '240'], ['Fairfax', '220']],
  NC: [['Charlotte', '282'], ['Raleigh', '276'], ['Durham', '277'], ['Greensboro', '274'], ['Wilmington', '284']],
  NJ: [['Newark', '071'], ['Trenton', '086'], ['Cherry Hill', '080'], ['Paterson', '075'], ['Edison', '088']],
  DE: [['Wilmington', '198'], ['Dover', '199']],
  NY: [['Yonkers', '107'], ['Albany', '122'], ['Buffalo', '142']],
};
export const STATE_NAMES: Record<string, string> = { PA: 'Pennsylvania', MA: 'Massachusetts', CT: 'Connecticut', MD: 'Maryland', VA: 'Virginia',
  NC: 'North Carolina', NJ: 'New Jersey', DE: 'Delaware', NY: 'New York', NV: 'Nevada', WY: 'Wyoming' };

export const FUNDERS = ['Greenline Capital', 'Apex Daily Funding', 'Riverbend Advance', 'Meridian Merchant Capital', 'Quickstone Funding',
  'Pillar Revenue Partners', 'Bluewater Capital', 'Northgate Funding'];
export const BANKS = ['Commonwealth Savings Bank', 'Tri-County Bank', 'Atlantic Federal Credit Union', 'First Keystone Bank', 'Harborline Bank',
  'Piedmont Trust', 'Garden State Community Bank'];
export const SUPPLIERS = ['Sysco Foods', 'Tri-State Supply Co.', 'Ferguson Distribution', 'Atlantic Paper Goods', 'Metro Parts Warehouse',
  'Coastal Packaging', 'Benchmark Wholesale'];
export const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Payroll', 'Expansion', 'Renovation', 'Marketing', 'Debt consolidation'];

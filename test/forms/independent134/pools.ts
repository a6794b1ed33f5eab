// Regional pools: owners' names, businesses (with the type-of-business text printed), towns, decoy people and banks.

type Town = [string, string, string, string];
type Biz = [string, string];

export const NE = {
  first: ['Brian', 'Colleen', 'Patrick', 'Meghan', 'Thomas', 'Erin', 'Nathaniel', 'Abigail', 'Sean', 'Kathleen', 'Ezra', 'Prudence'],
  last: ['Callahan', "O'Brien", 'Whitcomb', 'Thibodeau', 'Pelletier', 'Sullivan', 'Brewster', 'Fitzgerald', 'Doucette', 'Moriarty', 'St. Pierre'],
  towns: [['Gloucester', 'MA', '01930', '978'], ['Portsmouth', 'NH', '03801', '603'], ['Bangor', 'ME', '04401', '207'], ['Burlington', 'VT', '05401', '802'],
    ['New London', 'CT', '06320', '860'], ['Newport', 'RI', '02840', '401'], ['Worcester', 'MA', '01608', '508'], ['Lewiston', 'ME', '04240', '207']] as Town[],
  biz: [['Cape Ann Chowder House', 'Seafood restaurant'], ['Granite State Collision', 'Auto body shop'], ['Northeast Kingdom Plumbing', 'Plumbing & heating contractor'],
    ['Harborside Shear Studio', 'Hair salon'], ['Green Mountain Grounds', 'Landscaping and snow removal'], ['Tidewater Inn', 'Bed and breakfast inn'],
    ['Elm Street Dental Arts', 'Dental office'], ['Pawtucket Brake & Tire', 'Tire shop and oil change']] as Biz[],
  streets: ['Main St', 'Rogers St', 'Pleasant St', 'Water St', 'Congress St', 'Church St', 'Bank St', 'Thames St'],
};

export const SW = {
  first: ['José', 'Guadalupe', 'Rosa', 'Alejandro', 'Marisol', 'Javier', 'Yesenia', 'Rubén', 'Carmen', 'Héctor', 'Araceli', 'Ignacio'],
  /** [surname, needs the "Last, First" order to be unambiguous] */
  last: [['García-Luna', false], ['de la Cruz', false], ['De León', false], ['Villarreal', false], ['Treviño', false], ['Del Toro', false],
    ['Ramírez Ortega', true], ['Saldaña', false], ['Cavazos', false], ['Peña Garza', true], ['Ybarra', false]] as [string, boolean][],
  towns: [['Laredo', 'TX', '78040', '956'], ['El Paso', 'TX', '79901', '915'], ['Brownsville', 'TX', '78520', '956'], ['McAllen', 'TX', '78501', '956'],
    ['Eagle Pass', 'TX', '78852', '830'], ['Del Rio', 'TX', '78840', '830'], ['Nogales', 'AZ', '85621', '520'], ['Las Cruces', 'NM', '88001', '575'],
    ['Douglas', 'AZ', '85607', '520'], ['Deming', 'NM', '88030', '575']] as Town[],
  biz: [['Taquería Los Compadres', 'Mexican restaurant'], ['Llantera El Güero', 'Tire shop'], ['Frontera Hauling', 'Local trucking - dump truck hauling'],
    ['Panadería La Estrella', 'Panaderia / bakery cafe'], ['Carnicería San Juan', 'Carniceria y grocery'], ['Río Grande Freight', 'Freight broker'],
    ['Pequeños Pasos Learning Center', 'Daycare center'], ['Sol Desert Roofing', 'Roofing contractor']] as Biz[],
  streets: ['San Bernardo Ave', 'Zaragoza Rd', 'E Elizabeth St', 'N 10th St', 'Main St', 'S Zaragoza St', 'Morley Ave', 'Solano Dr'],
};

export const PNW = {
  first: ['Keoni', 'Leilani', 'Kai', 'Dana', 'Erik', 'Ingrid', 'Makana', 'Hannah', 'Tatsuo', 'Malia', 'Soren', 'Noelani'],
  last: ['Kealoha', 'Nakamura', 'Lindqvist', 'Kahananui', 'Osterberg', 'Ahuna', 'Fujimoto', 'Sorensen', 'Halvorsen', 'Kamakau', 'Van der Berg'],
  towns: [['Bellingham', 'WA', '98225', '360'], ['Spokane', 'WA', '99201', '509'], ['Bend', 'OR', '97701', '541'], ['Eugene', 'OR', '97401', '541'],
    ['Anchorage', 'AK', '99501', '907'], ['Fairbanks', 'AK', '99701', '907'], ['Hilo', 'HI', '96720', '808'], ['Kailua-Kona', 'HI', '96740', '808'],
    ['Wasilla', 'AK', '99654', '907'], ['Kahului', 'HI', '96732', '808']] as Town[],
  biz: [['Driftwood Roasters', 'Coffee shop'], ['Northern Lights Animal Hospital', 'Veterinary clinic'], ['Cascade Spine & Wellness', 'Chiropractic clinic'],
    ['Rainshadow Roofing', 'Roofing contractor'], ['Mana Flow Yoga', 'Yoga studio'], ['Ono Grindz', 'Food truck'],
    ['Sitka Spruce Tree Service', 'Tree service'], ['Aurora Air Taxi Dispatch', 'Dispatch service']] as Biz[],
  streets: ['Holly St', 'W Riverside Ave', 'NW Wall St', 'Willamette St', 'E 5th Ave', 'Cushman St', 'Kamehameha Ave', 'Alii Dr'],
};

export const CA = {
  first: ['Gurpreet', 'Mei', 'Darcy', 'Sunil', 'Colette', 'Wade', 'Harpreet', 'Brody', 'Anika', 'Connor', 'Amrit', 'Lorne'],
  last: ['Sandhu', 'Tremblay', 'Wong', 'Grewal', 'Kowalchuk', 'Lavallee', 'Fehr', 'Dyck', 'Nakashima', 'Baptiste', 'MacLeod', 'Van Dusen'],
  towns: [['Kelowna', 'BC', 'V1Y 6H2', '250'], ['Surrey', 'BC', 'V3T 4W3', '604'], ['Kamloops', 'BC', 'V2C 1A9', '250'], ['Red Deer', 'AB', 'T4N 1X5', '403'],
    ['Lethbridge', 'AB', 'T1J 0N4', '403'], ['Regina', 'SK', 'S4P 3Y2', '306'], ['Saskatoon', 'SK', 'S7K 1J5', '306'], ['Brandon', 'MB', 'R7A 5Y4', '204'],
    ['Winnipeg', 'MB', 'R3C 0V8', '204'], ['Prince George', 'BC', 'V2L 3C6', '250']] as Town[],
  biz: [['Okanagan Family Restaurant', 'Family restaurant'], ['Prairie Wrench Automotive', 'Auto repair - mechanic'], ['Foothills Electric', 'Electrical contractor'],
    ['Yellowhead Haulers', 'Trucking (owner operator)'], ['Fraser Valley Dry Cleaners', 'Dry cleaner'], ['Wag & Whisker Grooming', 'Pet grooming'],
    ['Riverbend Hair Co', 'Hair salon'], ['Sask Plains Agri Services', 'Grain farm']] as Biz[],
  streets: ['Bernard Ave', 'King George Blvd', 'Victoria St', 'Gaetz Ave', '3 Ave S', 'Albert St', '2nd Ave N', 'Rosser Ave', 'Portage Ave', 'George St'],
  provNames: { BC: 'British Columbia', AB: 'Alberta', SK: 'Saskatchewan', MB: 'Manitoba' } as Record<string, string>,
};

export const DECOY_PEOPLE = ['Gary Winslow', 'Deborah Kwan', 'Marcus Tillman', 'Renee Fortier', 'Victor Almanza', 'Joan Pettigrew', 'Lance Okafor', 'Priya Raman'];
export const US_BANKS = ['Bangor Savings Bank', 'Rockland Trust', 'International Bank of Commerce', 'Washington Federal', 'First Hawaiian Bank',
  'Northrim Bank', 'Citizens Bank', 'Texas Regional Bank'];
export const CA_BANKS = ['Coast Capital Savings', 'ATB Financial', 'Affinity Credit Union', 'RBC Royal Bank', 'Servus Credit Union', 'BMO Bank of Montreal'];
export const FUNDERS = ['Bluewater Advance', 'Keystone Merchant Capital', 'Rapid Ledger Funding', 'Harbor Point Capital', 'Ironclad Receivables'];
export const LANDLORDS = ['Pine Ridge Properties LLC', 'Harbor View Realty Trust', 'Mesa Verde Holdings', 'Summit Commercial Leasing', 'Bow River Property Mgmt'];
export const REFS = ['Sysco', 'NAPA Auto Parts', 'Ferguson Supply', 'Home Depot Pro', 'Gordon Food Service', 'Uline', 'Grainger'];

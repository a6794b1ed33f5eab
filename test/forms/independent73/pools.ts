// Name, place and wording pools for the renewal / refinance forms (all fictional).
export interface Entity { text: string; id: string; box: string | null; suffix: string; pro?: boolean }
/** `box`: the label of the standard checkbox row that is checked; null: "Other" with `text` written on its line. */
export const ENTITIES: Entity[] = [
  { text: 'LLC', id: 'llc', box: 'LLC', suffix: ', LLC' },
  { text: 'Limited Liability Company', id: 'llc', box: 'LLC', suffix: ' LLC' },
  { text: 'L.L.C.', id: 'llc', box: 'LLC', suffix: ' L.L.C.' },
  { text: 'Corporation', id: 'c_corporation', box: 'Corporation', suffix: ', Inc.' },
  { text: 'Inc.', id: 'c_corporation', box: 'Corporation', suffix: ' Inc.' },
  { text: 'Corp', id: 'c_corporation', box: 'Corporation', suffix: ' Corp.' },
  { text: 'Sole Proprietor', id: 'sole_proprietorship', box: 'Sole Proprietor', suffix: '' },
  { text: 'Partnership', id: 'general_partnership', box: 'Partnership', suffix: ' Partners' },
  { text: 'LLP', id: 'llp', box: 'LLP', suffix: ' LLP' },
  { text: 'LP', id: 'limited_partnership', box: 'LP', suffix: ', L.P.' },
  { text: 'PLLC', id: 'pllc', box: null, suffix: ', PLLC', pro: true },
];
export const S_CORP: Entity = { text: 'S Corp', id: 's_corporation', box: null, suffix: '' };
export const ENTITY_BOXES = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit'];

/** [type of business as printed, industries id, owners may carry credentials, a word for the business name] */
export const INDUSTRIES: [string, string, boolean, string][] = [
  ['Italian restaurant', 'restaurant', false, 'Trattoria'], ['Pizzeria', 'restaurant', false, 'Pizza'], ['Bakery cafe', 'restaurant', false, 'Bakehouse'],
  ['Hair salon', 'personal_care', false, 'Salon'], ['Nail salon', 'personal_care', false, 'Nails'], ['HVAC contractor', 'specialty_trade_contractor', false, 'Air'],
  ['Plumbing services', 'specialty_trade_contractor', false, 'Plumbing'], ['Roofing contractor', 'specialty_trade_contractor', false, 'Roofing'],
  ['Collision repair & body shop', 'auto_repair', false, 'Auto Body'], ['Dental office', 'dental_practice', true, 'Dental'],
  ['Veterinary clinic', 'veterinary', true, 'Animal Care'], ['Chiropractor', 'medical_practice', true, 'Chiropractic'], ['Medical office', 'medical_practice', true, 'Family Health'],
  ['Dump truck hauling', 'trucking_local', false, 'Hauling'], ['Landscaping and lawn care', 'landscaping', false, 'Landscapes'],
  ['Convenience store', 'convenience_store', false, 'Mart'], ['Gym / fitness center', 'fitness', false, 'Fitness'], ['Commercial cleaning', 'cleaning_services', false, 'Cleaning'],
  ['Daycare center', 'childcare', false, 'Kids Academy'], ['Liquor store', 'liquor_store', false, 'Spirits'], ['Used car dealer', 'auto_dealer_used', false, 'Motors'],
  ['Staffing agency', 'staffing_agency', false, 'Staffing'], ['Produce distributor', 'wholesale_distribution', false, 'Produce'], ['Laundromat', 'dry_cleaning', false, 'Laundry'],
  ['Machine shop', 'manufacturing', false, 'Machining'], ['Florist', 'retail_general', false, 'Flowers'], ['Moving company', 'trucking_local', false, 'Movers'],
  ['Catering', 'food_truck_catering', false, 'Catering'], ['Pet grooming', 'pet_services', false, 'Pet Spa'], ['Law office', 'law_firm', true, 'Legal'],
];

export const WORDS = ['Summit', 'Blue Heron', 'Red Oak', 'Granite', 'Lakeview', 'Golden Gate', 'Harbor', 'Pioneer', 'Silver Creek', 'Maple Street', 'Eastside',
  'Copper Kettle', 'Northstar', 'Sunbelt', 'Prairie', 'Riverbend', 'Magnolia', 'Cypress', 'Ironwood', 'Bayside', 'Canyon', 'Liberty', 'Keystone', 'Evergreen'];
export const FIRST = ['Maria', 'James', 'Luis', 'Aisha', 'Robert', 'Priya', 'Daniel', 'Keisha', 'Thomas', 'Mei', 'Carlos', 'Jennifer', 'Ahmed', 'Olga', 'Marcus',
  'Linh', 'Patrick', 'Sofia', 'DeShawn', 'Rachel', 'Victor', 'Hannah', 'Tariq', 'Elena', 'Brandon', 'Gabriela', 'Samuel', 'Nadia', 'Kevin', 'Rosa'];
export const LAST = ['Alvarez', 'Thompson', 'Nguyen', 'Okafor', 'Patel', "O'Brien", 'Smith-Jones', 'De La Cruz', 'van der Berg', 'Kowalski', 'Washington',
  'Rossi', 'Kim', 'Garcia-Lopez', 'Fitzgerald', 'Haddad', 'McAllister', 'Ramirez', 'Schultz', 'Delgado', 'Brooks', 'Ivanova', 'Chen', 'St. James', 'Mendoza'];
export type Place = [string, string, string];
export const PLACES: Place[] = [['Austin', 'TX', '787'], ['Round Rock', 'TX', '786'], ['Miami', 'FL', '331'], ['Tampa', 'FL', '336'], ['Atlanta', 'GA', '303'],
  ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'], ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'], ['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'],
  ['Philadelphia', 'PA', '191'], ['Chicago', 'IL', '606'], ['Nashville', 'TN', '372'], ['Las Vegas', 'NV', '891'], ['San Diego', 'CA', '921'],
  ['Seattle', 'WA', '981'], ['Baltimore', 'MD', '212'], ['Richmond', 'VA', '232'], ['Birmingham', 'AL', '352'], ['Tulsa', 'OK', '741'], ['Boise', 'ID', '837'],
  ['Hartford', 'CT', '061'], ['Kansas City', 'MO', '641'], ['Salt Lake City', 'UT', '841'], ['Providence', 'RI', '029'], ['Louisville', 'KY', '402']];
export const STREETS = ['Main St', 'Commerce Blvd', 'Oak Avenue', 'Industrial Pkwy', 'Market St', 'Elm Street', 'Route 9', 'Highland Ave', 'Peachtree Rd',
  'W 5th St', 'Lakeshore Dr', 'Fairview Rd', 'Broadway', 'Mill Road', 'Sunset Blvd'];
export const FUNDERS = ['Ironclad Merchant Funding', 'Bluestone Advance Co.', 'Cedar Point Capital', 'Rapid Ridge Funding', 'Northgate Revenue Partners',
  'Lakeshore Business Capital', 'Summit Pay Advance', 'Granite Flow Funding', 'Velocity Receivables Group', 'Oakmont Daily Funding'];
export const USES = ['Pay off existing advances', 'Consolidate positions + working capital', 'Inventory', 'Equipment purchase', 'Payroll',
  'Expansion / second location', 'Marketing', 'Renovation', 'Taxes owed', 'Working capital'];
export const STATE_NAMES: Record<string, string> = { TX: 'Texas', FL: 'Florida', GA: 'Georgia', NC: 'North Carolina', OH: 'Ohio', AZ: 'Arizona', CO: 'Colorado',
  NJ: 'New Jersey', NY: 'New York', PA: 'Pennsylvania', IL: 'Illinois', TN: 'Tennessee', NV: 'Nevada', CA: 'California', WA: 'Washington', MD: 'Maryland',
  VA: 'Virginia', AL: 'Alabama', OK: 'Oklahoma', ID: 'Idaho', CT: 'Connecticut', MO: 'Missouri', UT: 'Utah', RI: 'Rhode Island', KY: 'Kentucky', DE: 'Delaware', WY: 'Wyoming' };

// Word lists and the seven industry themes (their licence numbers and third-party companies are decoys).
import type { Rng } from '../../statements/generator/prng.ts';

export const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Nguyen', 'Priya', 'Daniel', 'Sofia', 'Marcus', 'Elena', 'Kwame', 'Hannah', 'Luis', 'Grace',
  'Tomasz', 'Yusuf', 'Carmen', 'Derek', 'Mei', 'Patrick', 'Olivia', 'Rafael', 'Keisha', 'Viktor', 'Anne-Marie', 'Jean-Luc'];
export const MIDDLE = ['A', 'B', 'C', 'D', 'E', 'J', 'K', 'L', 'M', 'R', 'S', 'T', 'W'];
export const LAST = ['Alvarez', 'Okafor', 'Brennan', 'Kowalski', 'Patel', 'de la Cruz', 'Van Dyke', "O'Neill", 'McAllister', 'Tran', 'Haddad', 'Lindqvist',
  'Washington', 'Rossi', 'Del Rio', 'St. Clair', 'Nakamura', 'Fitzgerald', 'Bouchard', 'Mendoza', 'Abernathy', 'van der Berg', 'MacLeod', 'Osei'];
export const STREETS = ['Commerce Blvd', 'Main St', 'Industrial Pkwy', 'Oak Ave', 'Route 9', 'Market St', 'Harbor Dr', 'Elm Street', 'Westgate Rd',
  'Pioneer Way', 'Lakeshore Dr', 'Old Mill Rd', 'Cedar Ln', '5th Ave', 'Ridge Rd'];
export const US_CITIES: readonly (readonly [string, string])[] = [['Houston', 'TX'], ['Tampa', 'FL'], ['Savannah', 'GA'], ['Charlotte', 'NC'], ['Columbus', 'OH'],
  ['Mesa', 'AZ'], ['Reno', 'NV'], ['Aurora', 'CO'], ['Knoxville', 'TN'], ['Joliet', 'IL'], ['Newark', 'NJ'], ['Allentown', 'PA'], ['Lansing', 'MI'],
  ['Springfield', 'MO'], ['Greenville', 'SC'], ['Mobile', 'AL'], ['Buffalo', 'NY'], ['Fresno', 'CA'], ['Spokane', 'WA'], ['Duluth', 'MN'], ['Richmond', 'VA'],
  ['Tulsa', 'OK'], ['Baton Rouge', 'LA'], ['Lexington', 'KY'], ['Provo', 'UT'], ['Boise', 'ID']];
export const CA_PLACES: readonly (readonly [string, string, string])[] = [['Mississauga', 'ON', 'L'], ['Hamilton', 'ON', 'L'], ['Calgary', 'AB', 'T'],
  ['Edmonton', 'AB', 'T'], ['Surrey', 'BC', 'V'], ['Kelowna', 'BC', 'V'], ['Winnipeg', 'MB', 'R'], ['Halifax', 'NS', 'B'], ['Saskatoon', 'SK', 'S'],
  ['Moncton', 'NB', 'E'], ['Laval', 'QC', 'H']];

export interface Theme {
  key: string; names: string[]; legalWord?: string[]; dbas: string[]; industries: string[]; uses: string[];
  licences(r: Rng, region: string, country: 'US' | 'CA'): { label: string; value: string }[];
  companies(r: Rng): { label: string; value: string }[];
}
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const other = (r: Rng, region: string): string => (r.chance(0.5) ? region : r.pick(['NV', 'DE', 'FL', 'TX', 'NY', 'GA']));

export const THEMES: Record<string, Theme> = {
  restaurant: {
    key: 'restaurant', names: ['Copper Ladle', 'Blue Agave', 'Marigold', 'Saltwater', 'Ember & Oak', 'Little Havana', 'Sal\'s'], legalWord: ['Hospitality', 'Restaurant Group', 'Foods'],
    dbas: ['The Copper Ladle', 'Blue Agave Cocina', 'Marigold Kitchen', 'Saltwater Oyster House', 'Ember & Oak Grill', "Sal's Pizzeria"],
    industries: ['Full-service restaurant', 'Pizzeria', 'Family diner', 'Mexican restaurant', 'Coffee shop & bakery cafe', 'Irish pub & restaurant'],
    uses: ['Kitchen equipment', 'Patio build-out', 'Inventory', 'Payroll', 'Second location'],
    licences: (r, region) => [{ label: 'Liquor Licence #', value: `${region}-${r.pick(['RB', 'BW', 'MB'])}-${pad(r.int(0, 999999), 6)}` },
      { label: 'Health Permit #', value: `HP${r.int(10, 99)}-${pad(r.int(0, 99999), 5)}` }, { label: 'Licensing State', value: other(r, region) }],
    companies: (r) => [{ label: 'Food Distributor', value: r.pick(['Sysco', 'US Foods', 'Gordon Food Service', 'Performance Foodservice']) },
      { label: 'Liquor Liability Insurer', value: r.pick(['Markel', 'Hartford', 'Nationwide']) }],
  },
  bar: {
    key: 'bar', names: ['Rusty Anchor', 'Night Owl', 'Hops & Barley', 'Tin Roof', 'Last Call'], legalWord: ['Tavern', 'Entertainment', 'Beverage'],
    dbas: ['The Rusty Anchor', 'Night Owl Lounge', 'Hops & Barley Taproom', 'Tin Roof Tavern'],
    industries: ['Sports bar & grill', 'Neighborhood tavern', 'Brewpub', 'Cocktail lounge'],
    uses: ['Renovation', 'Liquor inventory', 'Sound system', 'Working capital'],
    licences: (r, region) => [{ label: 'Liquor Licence #', value: `${pad(r.int(0, 99999999), 8)}-${r.pick(['ON', 'OP'])}` },
      { label: 'Health Permit #', value: `FSP-${r.int(100000, 999999)}` }, { label: 'Licensing State', value: other(r, region) }],
    companies: (r) => [{ label: 'Beer Distributor', value: r.pick(['Ben E. Keith', 'Reyes Beverage', 'Silver Eagle']) },
      { label: 'Liquor Liability Insurer', value: r.pick(['Markel', 'Society Insurance']) }],
  },
  contractor: {
    key: 'contractor', names: ['Summit Ridge', 'Ironwood', 'Keystone', 'Bluewater', 'Granite Peak', 'True North'], legalWord: ['Builders', 'Construction', 'Mechanical', 'Roofing'],
    dbas: ['Summit Roofing', 'Ironwood Remodeling', 'Keystone Electric', 'Bluewater Plumbing', 'Granite Peak HVAC'],
    industries: ['Roofing contractor', 'General contractor', 'HVAC install & service', 'Electrical contractor', 'Plumbing & drain', 'Residential remodeler', 'Concrete & masonry'],
    uses: ['Materials for new contract', 'Equipment purchase', 'Bonding collateral', 'Payroll'],
    licences: (r, region) => [{ label: 'State Contractor Lic. #', value: `${r.pick(['CBC', 'ROC', 'CGC', 'EC'])}${r.int(1000000, 9999999)}` },
      { label: 'Licensing State', value: other(r, region) }, { label: 'Bond #', value: `SB-${r.int(100000, 999999)}` }],
    companies: (r) => [{ label: 'Bonding Company', value: r.pick(['Travelers Casualty & Surety', 'Liberty Mutual Surety', 'CNA Surety', 'Merchants Bonding Co.']) },
      { label: 'GL Insurance Carrier', value: r.pick(['Hiscox', 'Next Insurance', 'Zurich']) }],
  },
  auto: {
    key: 'auto', names: ['Redline', 'Prestige', 'Southside', 'Autobahn', 'Lone Star'], legalWord: ['Motors', 'Auto Group', 'Automotive'],
    dbas: ['Redline Motors', 'Prestige Auto Sales', 'Southside Cars', 'Lone Star Powersports'],
    industries: ['Used car dealer', 'Pre-owned vehicles', 'Buy here pay here', 'Motorcycle dealer', 'Auto sales', 'New car dealer'],
    uses: ['Inventory', 'Floor plan curtailment', 'Lot improvements', 'Marketing'],
    licences: (r, region) => [{ label: 'Dealer Licence #', value: `${r.pick(['D', 'DL', 'MVD'])}${r.int(10000, 999999)}` },
      { label: 'Licensing State', value: other(r, region) }, { label: 'Floor Plan Line', value: `$${r.pick(['250,000', '500,000', '1,200,000'])}` }],
    companies: (r) => [{ label: 'Floor Plan Lender', value: r.pick(['NextGear Capital', 'Westlake Flooring', 'Ally Floorplan', 'AFC']) },
      { label: 'Garage Liability Insurer', value: r.pick(['Progressive Commercial', 'Zurich', 'Universal Underwriters']) }],
  },
  trucking: {
    key: 'trucking', names: ['Big Sky', 'Roadrunner', 'Interstate', 'Crossroads', 'Iron Horse'], legalWord: ['Transport', 'Logistics', 'Freight', 'Trucking'],
    dbas: ['Big Sky Freight', 'Roadrunner Hauling', 'Interstate Express', 'Iron Horse Carriers'],
    industries: ['Long haul trucking', 'Dump truck hauling', 'Owner-operator / OTR freight', 'Moving company', 'Freight carrier (truckload)'],
    uses: ['Truck repairs', 'Down payment on tractor', 'Fuel', 'Insurance premium'],
    licences: (r) => [{ label: 'USDOT #', value: String(r.int(1000000, 3999999)) }, { label: 'MC #', value: `MC-${r.int(100000, 1199999)}` },
      { label: 'IFTA Acct', value: `${r.int(10000000, 99999999)}` }],
    companies: (r) => [{ label: 'Factoring Company', value: r.pick(['RTS Financial', 'Triumph Business Capital', 'OTR Solutions']) },
      { label: 'Cargo Insurer', value: r.pick(['Progressive Commercial', 'Great West Casualty', 'Northland Insurance']) }],
  },
  salon: {
    key: 'salon', names: ['Luxe', 'Serenity', 'Velvet', 'Glow', 'Bella Rosa'], legalWord: ['Beauty', 'Salon', 'Wellness'],
    dbas: ['Luxe Hair Studio', 'Serenity Day Spa', 'Velvet Nail Bar', 'Glow Lash Lounge', 'Bella Rosa Salon'],
    industries: ['Hair salon', 'Day spa', 'Nail salon', 'Barbershop', 'Lash & brow studio', 'Salon & day spa'],
    uses: ['New stations', 'Product inventory', 'Remodel', 'Marketing'],
    licences: (r, region, country) => [{ label: country === 'CA' ? 'Provincial Licence #' : 'Cosmetology Est. Licence #', value: `${r.pick(['CE', 'EST', 'COS'])}-${r.int(100000, 999999)}` },
      { label: 'Owner Operator Licence #', value: `${r.pick(['CL', 'MN'])}${r.int(1000000, 9999999)}` }, { label: 'Issuing Board', value: `${region} Board of Cosmetology` }],
    companies: (r) => [{ label: 'Booking Platform', value: r.pick(['Vagaro', 'Boulevard', 'Fresha']) }, { label: 'Product Supplier', value: r.pick(['SalonCentric', 'CosmoProf']) }],
  },
  medical: {
    key: 'medical', names: ['Lakeside', 'Northgate', 'Harmony', 'Cedar Valley', 'Brightwater'], legalWord: ['Medical', 'Health', 'Wellness'],
    dbas: ['Lakeside Chiropractic', 'Northgate Urgent Care', 'Harmony Family Dental', 'Cedar Valley Physical Therapy'],
    industries: ['Chiropractor', 'Urgent care clinic', 'Dental office', 'Physical therapy clinic', 'Family physician', 'Veterinary clinic'],
    uses: ['Imaging equipment', 'Expansion', 'Payroll during insurance lag', 'EHR software'],
    licences: (r, region, country) => country === 'CA' ? [{ label: 'College Registration #', value: `${r.int(10000, 99999)}` }, { label: 'Clinic Licence #', value: `CL-${r.int(1000, 9999)}` }]
      : [{ label: 'NPI #', value: String(r.int(1000000000, 1999999999)) }, { label: 'DEA #', value: `${r.pick(['A', 'B', 'F', 'M'])}${r.pick(['K', 'L', 'T', 'R'])}${r.int(1000000, 9999999)}` },
        { label: 'State Medical Lic. #', value: `${region}${r.int(10000, 99999)}` }],
    companies: (r) => [{ label: 'Malpractice Carrier', value: r.pick(['MedPro Group', 'The Doctors Company', 'ProAssurance']) },
      { label: 'Billing Company', value: r.pick(['Kareo', 'AdvancedMD', 'Athena']) }],
  },
};

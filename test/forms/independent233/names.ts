// Word lists of set 233 (fictional people, businesses, funders and banks).
export const FIRST = ['Marcus', 'Elena', 'Dwayne', 'Priya', 'Tomasz', 'Keisha', 'Rafael', 'Mei', 'Brandon', 'Yolanda', 'Gustavo', 'Heather',
  'Anh', 'Jerome', 'Lucia', 'Connor', 'Fatima', 'Desmond', 'Ingrid', 'Jamal', 'Rosa', 'Trevor', 'Svetlana', 'Omar', 'Bethany', 'Hiroshi',
  'Nadia', 'Cyrus', 'Jean-Luc'];
export const MIDDLE = ['A.', 'J.', 'R.', 'M.', 'T.', 'L.', 'K.', 'E.', 'S.', 'D.'];
export const LAST = ['Okafor', 'Delgado', 'Whitfield', 'Nguyen', 'Kowalski', 'Brennan', 'Castellanos', 'Haddad', "O'Sullivan", 'McAllister',
  'Garcia-Lopez', 'Smith-Hayes', 'van der Berg', 'De La Cruz', 'del Toro', 'St. Germain', 'Abernathy', 'Patel', 'Lindqvist', 'Osei',
  'Ramirez', 'Thibodeaux', 'Yamamoto', 'Feldman', 'Mbeki-Jones', 'DiNapoli', 'Holloway', 'Van Buren', 'Ferreira', 'Kaczmarek'];
export const CREDENTIALS = ['DDS', 'CPA', 'DC', 'DVM', 'MD'];
export const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Vice President', 'Partner', 'Secretary', 'COO', 'Treasurer'];
export const STREETS = ['Main Street', 'Commerce Blvd', 'Oak Avenue', 'Industrial Pkwy', 'Market St', 'Route 9', 'Lakeview Dr', 'Elm St',
  'Harbor Way', 'Pioneer Rd', 'W. 3rd Street', 'Sunset Blvd', 'Mill Road'];
export const CITIES: [string, string, string][] = [
  ['Austin', 'TX', '787'], ['Houston', 'TX', '770'], ['Tampa', 'FL', '336'], ['Orlando', 'FL', '328'], ['Newark', 'NJ', '071'],
  ['Paterson', 'NJ', '075'], ['Brooklyn', 'NY', '112'], ['Yonkers', 'NY', '107'], ['Atlanta', 'GA', '303'], ['Charlotte', 'NC', '282'],
  ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'], ['Columbus', 'OH', '432'], ['Chicago', 'IL', '606'], ['Nashville', 'TN', '372'],
  ['Fresno', 'CA', '937'], ['San Diego', 'CA', '921'], ['Las Vegas', 'NV', '891'], ['Seattle', 'WA', '981'], ['Pittsburgh', 'PA', '152'],
  ['Baltimore', 'MD', '212'], ['Richmond', 'VA', '232'], ['Boise', 'ID', '837'], ['Tulsa', 'OK', '741'], ['Worcester', 'MA', '016'],
  ['Detroit', 'MI', '482'], ['Milwaukee', 'WI', '532'], ['New Orleans', 'LA', '701'], ['Albuquerque', 'NM', '871'], ['Salt Lake City', 'UT', '841'],
];
export const BIZ_WORDS = ['Blue', 'Harbor', 'Granite', 'Cedar', 'Golden', 'Prairie', 'Metro', 'Riverside', 'Summit', 'Liberty', 'Copper',
  'Northgate', 'Sunrise', 'Eagle', 'Maple', 'Coastal', 'Ironwood', 'Lone Star', 'Evergreen', 'Bayside'];
export const FUNDERS = ['Rapid Advance Co.', 'Velocity Merchant Funding', 'Pinnacle Business Capital', 'Oakmont Funding LLC', 'FastLane Capital',
  'Bridgewater Advance', 'Crestline Funding'];
export const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'Citizens Bank', 'U.S. Bank', 'Fifth Third'];
export const REPS = ['Danny Ruiz', 'Samantha Cole', 'Michael Brandt', 'Tina Marchetti', 'Joel Ackerman', 'Vanessa Park'];

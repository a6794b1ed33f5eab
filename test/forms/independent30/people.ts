// Fictional people and places across Canada: first and last names (English, French and the many origins of
// Canadian business owners), cities with their postal FSAs, streets in English and French address style.

export const FIRST_EN = ['Liam', 'Olivia', 'Ethan', 'Emma', 'Noah', 'Sarah', 'Ryan', 'Jessica', 'Harpreet', 'Gurpreet', 'Wei', 'Mei', 'Priya',
  'Arjun', 'Fatima', 'Omar', 'Siobhan', 'Connor', 'Tyler', 'Kayla', 'Mohammed', 'Aisha', 'Dmitri', 'Anastasia', 'Tomasz', 'Marco', 'Giulia',
  'Jasmine', 'Kwame', 'Ngozi', 'Duc', 'Linh', 'Min-jun', 'Ji-woo', 'Rajesh', 'Deepa', 'Andrew', 'Heather', 'Brent', 'Tanya', 'Darcy', 'Colin',
  'Fiona', 'Graham', 'Shannon', 'Mandeep', 'Navdeep', 'Hamid', 'Leila', 'Stavros', 'Elena', 'Kyle', 'Brittany', 'Jordan', 'Meghan'];
export const LAST_EN = ['Smith', 'MacDonald', 'MacLeod', 'Campbell', 'Fraser', 'Murphy', "O'Brien", 'Wilson', 'Chen', 'Wong', 'Li', 'Nguyen',
  'Tran', 'Patel', 'Singh', 'Sandhu', 'Gill', 'Grewal', 'Dhillon', 'Kim', 'Park', 'Ahmed', 'Hussain', 'Khan', 'Kowalski', 'Rossi', 'Ferreira',
  'Van der Meer', 'Van Dyk', 'De Souza', 'Da Silva', 'Osei', 'Mensah', 'Petrov', 'Thompson', 'Boyd-Anderson', 'McKenzie', "O'Neill",
  'Penney', 'Whalen', 'Hickey', 'Power', 'Gallant', 'MacIsaac', 'Rahimi', 'Papadopoulos', 'Ivanova', 'Bains', 'Sidhu', 'Sutherland'];
export const FIRST_FR = ['Jean-François', 'Marie-Ève', 'Mathieu', 'Geneviève', 'Sébastien', 'Nathalie', 'Luc', 'Chantal', 'Étienne', 'Josée',
  'Pierre-Luc', 'Stéphanie', 'Denis', 'Isabelle', 'Patrice', 'Annie', 'Gaétan', 'Mélanie', 'Maxime', 'Karine', 'Frédéric', 'Valérie',
  'Alexandre', 'Julie', 'Olivier', 'Catherine', 'Simon', 'Émilie', 'Yannick', 'Sophie', 'Martin', 'Anne-Marie', 'Réjean', 'Lise'];
export const LAST_FR = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet', 'Pelletier',
  'Bélanger', 'Lévesque', 'Bergeron', 'Paquette', 'St-Pierre', 'Poirier', 'Cormier', 'LeBlanc', 'Thibodeau', 'Arsenault', "D'Amours", 'Lefebvre',
  'Beaulieu-Gagnon', 'de la Durantaye', 'Caron', 'Girard', 'Boucher', 'Simard', 'Dufour', 'Vaillancourt', 'Larochelle', 'Nadeau'];

export interface City { name: string; fsa: string[] }

export const CITIES: Record<string, City[]> = {
  ON: [{ name: 'Toronto', fsa: ['M5V', 'M4M', 'M6K', 'M1S'] }, { name: 'Mississauga', fsa: ['L5B', 'L4W'] }, { name: 'Brampton', fsa: ['L6T', 'L6W'] },
    { name: 'Hamilton', fsa: ['L8P', 'L8L'] }, { name: 'Ottawa', fsa: ['K1P', 'K2P', 'K1N'] }, { name: 'London', fsa: ['N6A', 'N5W'] },
    { name: 'Kitchener', fsa: ['N2G'] }, { name: 'Windsor', fsa: ['N9A'] }, { name: 'Sudbury', fsa: ['P3E'] }, { name: 'Thunder Bay', fsa: ['P7B'] },
    { name: 'Barrie', fsa: ['L4M'] }, { name: 'Kingston', fsa: ['K7L'] }, { name: 'Markham', fsa: ['L3R'] }, { name: 'Vaughan', fsa: ['L4K'] }],
  BC: [{ name: 'Vancouver', fsa: ['V6B', 'V5K', 'V5T'] }, { name: 'Surrey', fsa: ['V3T', 'V3W'] }, { name: 'Burnaby', fsa: ['V5H'] },
    { name: 'Richmond', fsa: ['V6X'] }, { name: 'Victoria', fsa: ['V8W'] }, { name: 'Kelowna', fsa: ['V1Y'] }, { name: 'Kamloops', fsa: ['V2C'] },
    { name: 'Nanaimo', fsa: ['V9R'] }, { name: 'Abbotsford', fsa: ['V2S'] }, { name: 'Prince George', fsa: ['V2L'] }],
  AB: [{ name: 'Calgary', fsa: ['T2P', 'T2E', 'T3H'] }, { name: 'Edmonton', fsa: ['T5J', 'T6E'] }, { name: 'Red Deer', fsa: ['T4N'] },
    { name: 'Lethbridge', fsa: ['T1J'] }, { name: 'Grande Prairie', fsa: ['T8V'] }, { name: 'Fort McMurray', fsa: ['T9H'] },
    { name: 'Medicine Hat', fsa: ['T1A'] }, { name: 'Airdrie', fsa: ['T4B'] }],
  QC: [{ name: 'Montréal', fsa: ['H2X', 'H3B', 'H2J', 'H1V'] }, { name: 'Laval', fsa: ['H7N'] }, { name: 'Longueuil', fsa: ['J4K'] },
    { name: 'Québec', fsa: ['G1R', 'G1K'] }, { name: 'Gatineau', fsa: ['J8X'] }, { name: 'Sherbrooke', fsa: ['J1H'] },
    { name: 'Trois-Rivières', fsa: ['G9A'] }, { name: 'Saguenay', fsa: ['G7H'] }, { name: 'Lévis', fsa: ['G6V'] }, { name: 'Rimouski', fsa: ['G5L'] }],
  NS: [{ name: 'Halifax', fsa: ['B3J', 'B3H'] }, { name: 'Dartmouth', fsa: ['B3A'] }, { name: 'Sydney', fsa: ['B1P'] }, { name: 'Truro', fsa: ['B2N'] },
    { name: 'Lunenburg', fsa: ['B0J'] }, { name: 'Wolfville', fsa: ['B4P'] }],
  NB: [{ name: 'Moncton', fsa: ['E1C'] }, { name: 'Saint John', fsa: ['E2L'] }, { name: 'Fredericton', fsa: ['E3B'] }, { name: 'Dieppe', fsa: ['E1A'] },
    { name: 'Bathurst', fsa: ['E2A'] }, { name: 'Edmundston', fsa: ['E3V'] }],
  PE: [{ name: 'Charlottetown', fsa: ['C1A'] }, { name: 'Summerside', fsa: ['C1N'] }, { name: 'Montague', fsa: ['C0A'] }],
  NL: [{ name: "St. John's", fsa: ['A1C', 'A1B'] }, { name: 'Mount Pearl', fsa: ['A1N'] }, { name: 'Corner Brook', fsa: ['A2H'] }, { name: 'Gander', fsa: ['A1V'] }],
  MB: [{ name: 'Winnipeg', fsa: ['R3C', 'R2W'] }, { name: 'Brandon', fsa: ['R7A'] }, { name: 'Steinbach', fsa: ['R5G'] }],
  SK: [{ name: 'Saskatoon', fsa: ['S7K'] }, { name: 'Regina', fsa: ['S4P'] }, { name: 'Prince Albert', fsa: ['S6V'] }],
  YT: [{ name: 'Whitehorse', fsa: ['Y1A'] }],
  NT: [{ name: 'Yellowknife', fsa: ['X1A'] }],
};

export const STREETS_EN = ['King St W', 'Queen St E', 'Main St', 'Water St', 'Victoria Ave', 'Centre St', 'Elm Dr', 'Lakeshore Rd', 'Railway Ave',
  'Industrial Blvd', 'Harbour Rd', 'Commercial St', 'Portage Ave', 'Macleod Trail SE', '17 Ave SW', 'Jasper Ave NW', 'Granville St', 'Kingsway',
  'Hastings St E', 'Barrington St', 'Spring Garden Rd', 'Duckworth St', 'Dundas St W', 'Bank St', 'Richmond Rd', 'Albert St', 'Highway 7'];
export const STREETS_FR = ['rue Saint-Denis', 'boul. René-Lévesque O.', 'rue Notre-Dame E.', 'avenue du Mont-Royal E.', 'chemin Sainte-Foy',
  'boul. Laurier', 'rue Principale', '3e Avenue', 'boul. des Forges', 'rue Saint-Joseph E.', 'boul. Taschereau', 'rue Wellington N.',
  'avenue Cartier', 'rue Racine E.', 'boul. de la Côte-Vertu'];
export const UNITS_EN = ['Unit 4', 'Suite 210', 'Unit 12B', '#3', 'Suite 1400', 'Bay 7'];
export const UNITS_FR = ['bureau 200', 'local 104', 'suite 3', 'bureau 1550'];

/** Words for business names. */
export const NAME_WORDS_EN = ['Northern', 'Lakeside', 'Granite', 'Cedar', 'Harbourfront', 'Bluewater', 'Aurora', 'Summit', 'Prairie', 'Coastal',
  'Red Maple', 'Silver Birch', 'Tamarack', 'Kingfisher', 'Ironwood', 'Fireweed', 'Westbrook', 'Oakridge', 'True North', 'Polar', 'Sable'];
export const NAME_WORDS_FR = ['Boréal', 'Érablière', 'Saint-Laurent', 'Cap-Rouge', 'Laurentides', 'Beauport', 'Chutes', 'Fleur de Lys',
  'Rive-Sud', 'Montagne', 'Vieux-Port', 'Bleuet', 'Outaouais', 'Mauricie'];

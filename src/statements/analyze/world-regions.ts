// Regions of countries outside North America, as data, and the address lines that print them (issue 20).
//
// What a region is outside the US and Canada (metrics.md: state_region is read from the holder's mailing address):
// the country's first-level subdivision (or Italy's province, which its addresses print as a code) where the address
// prints it as an element of its own after the town: `20121 MILANO MI` (Italian province code), `47300 Petaling Jaya,
// Selangor` (Malaysian state), `Ikeja, Lagos State` (Nigerian state), `Deira, Dubai` (emirate), `Co. Cork` (Irish
// county), an Indian state (`MAHARASHTRA INDIA` -> `MH`, its ISO 3166-2 code, as Indian forms write it). A town alone is not taken for the region of the same name (`28013 Madrid`, `Nairobi`, `P.O. Box 1, Dubai`),
// nor is a region derived from a postal code. The one exception is a town that is a region by itself, with the same
// bounds (Kuala Lumpur, Putrajaya, Labuan: Malaysia's federal territories). Codes are kept as printed (upper case);
// names are given in the country's usual form (`Pulau Pinang` for Penang, `Lagos` for Lagos State, `FCT` for Abuja).

/** Italian province codes (sigle automobilistiche), as printed after the town. */
const IT_PROVINCES: ReadonlySet<string> = new Set(('AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL ' +
  'CN CO CR CS CT CZ EN FC FE FG FI FM FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OR PA PC PD ' +
  'PE PG PI PN PO PR PT PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR ' +
  'VT VV').split(' '));

/** Malaysia's states and federal territories: [canonical name, printed forms]. */
const MY_STATES: readonly (readonly [string, readonly string[]])[] = [
  ['Johor', ['JOHOR', 'JOHORE', 'JOHOR DARUL TAKZIM']], ['Kedah', ['KEDAH']], ['Kelantan', ['KELANTAN']],
  ['Melaka', ['MELAKA', 'MALACCA']], ['Negeri Sembilan', ['NEGERI SEMBILAN', 'N SEMBILAN']], ['Pahang', ['PAHANG']],
  ['Perak', ['PERAK']], ['Perlis', ['PERLIS']], ['Pulau Pinang', ['PULAU PINANG', 'PENANG', 'P PINANG']], ['Sabah', ['SABAH']],
  ['Sarawak', ['SARAWAK']], ['Selangor', ['SELANGOR', 'SELANGOR DARUL EHSAN']], ['Terengganu', ['TERENGGANU', 'TRENGGANU']],
];
/** Federal territories: each is one town, so the town printed is the region. */
const MY_TERRITORIES: readonly (readonly [string, readonly string[]])[] = [
  ['Kuala Lumpur', ['KUALA LUMPUR', 'WILAYAH PERSEKUTUAN KUALA LUMPUR', 'WP KUALA LUMPUR']],
  ['Putrajaya', ['PUTRAJAYA', 'WILAYAH PERSEKUTUAN PUTRAJAYA', 'WP PUTRAJAYA']], ['Labuan', ['LABUAN', 'WILAYAH PERSEKUTUAN LABUAN', 'WP LABUAN']],
];

/** Nigeria's 36 states and the Federal Capital Territory. Names that are also common words need `State` after them. */
const NG_STATES: readonly string[] = ['ABIA', 'ADAMAWA', 'AKWA IBOM', 'ANAMBRA', 'BAUCHI', 'BAYELSA', 'BENUE', 'BORNO',
  'CROSS RIVER', 'DELTA', 'EBONYI', 'EDO', 'EKITI', 'ENUGU', 'GOMBE', 'IMO', 'JIGAWA', 'KADUNA', 'KANO', 'KATSINA', 'KEBBI', 'KOGI',
  'KWARA', 'LAGOS', 'NASARAWA', 'NIGER', 'OGUN', 'ONDO', 'OSUN', 'OYO', 'PLATEAU', 'RIVERS', 'SOKOTO', 'TARABA', 'YOBE', 'ZAMFARA'];
const NG_WORDS: ReadonlySet<string> = new Set(['DELTA', 'NIGER', 'PLATEAU', 'RIVERS', 'CROSS RIVER', 'BENUE', 'IMO', 'EDO']);
const NG_FCT = /(?:^|[\s,])(?:ABUJA\s+)?(?:FCT|F C T|FEDERAL CAPITAL TERRITORY)(?:\s+ABUJA)?$/;

/** The seven emirates. */
const EMIRATES: readonly (readonly [string, readonly string[]])[] = [
  ['Dubai', ['DUBAI']], ['Abu Dhabi', ['ABU DHABI', 'AL AIN']], ['Sharjah', ['SHARJAH']], ['Ajman', ['AJMAN']],
  ['Umm Al Quwain', ['UMM AL QUWAIN', 'UMM AL-QUWAIN']], ['Ras Al Khaimah', ['RAS AL KHAIMAH', 'RAS AL-KHAIMAH']], ['Fujairah', ['FUJAIRAH']],
];

/** Ireland's 26 counties, printed `Co. Cork` or `County Cork`. */
const IE_COUNTIES: readonly string[] = ('CARLOW CAVAN CLARE CORK DONEGAL DUBLIN GALWAY KERRY KILDARE KILKENNY LAOIS LEITRIM LIMERICK ' +
  'LONGFORD LOUTH MAYO MEATH MONAGHAN OFFALY ROSCOMMON SLIGO TIPPERARY WATERFORD WESTMEATH WEXFORD WICKLOW').split(' ');

/** India's states and union territories -> ISO 3166-2:IN code (Indian addresses print the name; forms use the code). */
const IN_STATES: Readonly<Record<string, string>> = {
  'ANDHRA PRADESH': 'AP', 'ARUNACHAL PRADESH': 'AR', ASSAM: 'AS', BIHAR: 'BR', CHHATTISGARH: 'CG', GOA: 'GA', GUJARAT: 'GJ',
  HARYANA: 'HR', 'HIMACHAL PRADESH': 'HP', JHARKHAND: 'JH', KARNATAKA: 'KA', KERALA: 'KL', 'MADHYA PRADESH': 'MP',
  MAHARASHTRA: 'MH', MANIPUR: 'MN', MEGHALAYA: 'ML', MIZORAM: 'MZ', NAGALAND: 'NL', ODISHA: 'OD', ORISSA: 'OD', PUNJAB: 'PB',
  RAJASTHAN: 'RJ', SIKKIM: 'SK', 'TAMIL NADU': 'TN', TELANGANA: 'TG', TRIPURA: 'TR', 'UTTAR PRADESH': 'UP', UTTARAKHAND: 'UK',
  'WEST BENGAL': 'WB', 'ANDAMAN AND NICOBAR ISLANDS': 'AN', CHANDIGARH: 'CH', DELHI: 'DL', 'NEW DELHI': 'DL', 'NCT OF DELHI': 'DL',
  'JAMMU AND KASHMIR': 'JK', LADAKH: 'LA', LAKSHADWEEP: 'LD', PUDUCHERRY: 'PY', PONDICHERRY: 'PY',
};

const title = (s: string) => s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());
const plain = (s: string) => s.replace(/[.]/g, '').replace(/\s+/g, ' ').trim();

/** A line's elements split at commas, the last one first: `47300 PETALING JAYA, SELANGOR` -> [SELANGOR, 47300 PETALING JAYA]. */
function elements(s: string): string[] {
  return s.split(',').map((e) => plain(e)).filter(Boolean).reverse();
}

/** An element that names a town: letters only (no house number, no P.O. Box). */
const isTown = (e: string | undefined) => !!e && /^\p{L}[\p{L} '-]*$/u.test(e) && !/\bBOX\b/.test(e);

function lookup(table: readonly (readonly [string, readonly string[]])[], name: string): string | null {
  return table.find(([, names]) => names.includes(name))?.[0] ?? null;
}

export interface RegionLine { country: string; state: string | null }

/** `40121 BOLOGNA BO`, `20121 Milano (MI)`: postal code, town, province code. */
function italianLine(s: string): RegionLine | null {
  const m = /^\d{5}\s+\p{L}[\p{L}' .-]*?\s+\(?([A-Z]{2})\)?$/u.exec(s);
  return m && IT_PROVINCES.has(m[1]!) ? { country: 'Italy', state: m[1]! } : null;
}

/** `47300 Petaling Jaya, Selangor`, `50450 Kuala Lumpur`, `Selangor Darul Ehsan`. */
function malaysianLine(s: string): RegionLine | null {
  const [last, before] = elements(s);
  if (!last) return null;
  const territory = lookup(MY_TERRITORIES, last.replace(/^\d{5}\s+/, ''));
  if (territory && (/^\d{5}\s/.test(last) || isTown(before) || /^(WILAYAH|WP) /.test(last))) return { country: 'Malaysia', state: territory };
  const state = lookup(MY_STATES, last.replace(/^\d{5}\s+/, ''));
  if (!state) return null;
  // The state after a town, or after `postcode town`: its own element. A postcode before the state itself is a town's.
  if (before !== undefined && /^(\d{5}\s+)?\p{L}[\p{L} '-]*$/u.test(before)) return { country: 'Malaysia', state };
  return null;
}

/** `Ikeja, Lagos State`, `Victoria Island, Lagos`, `Garki, Abuja FCT`. */
function nigerianLine(s: string): RegionLine | null {
  if (NG_FCT.test(s)) return { country: 'Nigeria', state: 'FCT' };
  const [last, before] = elements(s);
  if (!last) return null;
  const withState = /^(.+?)\s+STATE$/.exec(last);
  const name = withState ? withState[1]! : last;
  if (!NG_STATES.includes(name)) return null;
  if (withState || (isTown(before) && !NG_WORDS.has(name))) return { country: 'Nigeria', state: title(name) };
  return null;
}

/** `P.O. Box 1234, Dubai` (the UAE, no region: the emirate is the town), `Deira, Dubai` (region Dubai). */
function emirateLine(s: string): RegionLine | null {
  const [last, before] = elements(s);
  const emirate = last ? lookup(EMIRATES, last) : null;
  if (!emirate) return null;
  return { country: 'United Arab Emirates', state: isTown(before) ? emirate : null };
}

/** `Co. Cork`, `County Kerry`, `Ballincollig, Co. Cork`. */
function irishCountyLine(s: string): RegionLine | null {
  const m = /(?:^|,\s*)(?:CO|COUNTY)\.?\s+([A-Z]+)$/.exec(s);
  return m && IE_COUNTIES.includes(m[1]!) ? { country: 'Ireland', state: title(m[1]!) } : null;
}

/** `MUMBAI 400001, MAHARASHTRA`, `MAHARASHTRA - 400001`, `MAHARASHTRA` (a state name is no town's: taken alone too). */
function indianLine(s: string): RegionLine | null {
  const [last] = elements(s);
  const name = last?.replace(/\s*-?\s*\d{6}$/, '').replace(/^.*?\d{6}\s*-?\s*/, '');
  const code = name ? IN_STATES[name] : undefined;
  return code ? { country: 'India', state: code } : null;
}

/** Country and region from an address line that prints a region of one country, else null. */
export function regionLineOf(line: string): RegionLine | null {
  const s = line.toUpperCase().replace(/\s+/g, ' ').trim();
  return italianLine(s) ?? malaysianLine(s) ?? nigerianLine(s) ?? emirateLine(s) ?? irishCountyLine(s) ?? indianLine(s);
}

/** The region of a line whose country is already known (the line printed the country's name, now cut off), else null. */
export function regionIn(country: string, rest: string): string | null {
  if (!rest) return null;
  const r = regionLineOf(rest);
  if (r && r.country === country) return r.state;
  // The element just before the country's name is the region's place: a Malaysian state may stand alone there.
  const state = country === 'Malaysia' ? lookup(MY_STATES, elements(rest.toUpperCase())[0] ?? '') : null;
  return state;
}

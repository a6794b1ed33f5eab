// Business names as they really come: `&`, apostrophes, `The`, numbers (`1st Choice`, `24/7`), `L.L.C.`, `Inc` with
// no dot, capitals, names long enough to wrap, DBAs that carry `LLC` or `Inc` themselves, and the sole proprietor whose
// legal name is the owner's own name.
import type { Rng } from '../../statements/generator/prng.ts';
import type { PersonName } from './names.ts';

export interface BizTemplate {
  legal: string;
  /** Operating names this business might print as its DBA (besides SAME, N/A, blank). */
  dbas: string[];
  /** Free-text entity types it might print: all read to the same reference id. */
  entityTexts: string[];
  industryTexts: string[];
  soleProp?: boolean;
  tags: string[];
}

type Make = (owner: PersonName, rng: Rng) => BizTemplate;

const US: Make[] = [
  (o) => ({ legal: `${o.last} & Sons Plumbing, Inc.`, dbas: ['24/7 Rooter & Drain', `${o.last} Plumbing`], entityTexts: ['Corporation', 'Inc.', 'Corp'],
    industryTexts: ['Plumbing & drain contractor', 'Residential plumbing'], tags: ['ampersand', 'ownerName'] }),
  () => ({ legal: '1st Choice Auto Body L.L.C.', dbas: ['1ST CHOICE COLLISION', 'First Choice Collision Center'], entityTexts: ['L.L.C.', 'LLC'],
    industryTexts: ['Auto body shop & collision repair', 'Collision repair'], tags: ['number', 'dotted'] }),
  () => ({ legal: 'The Corner Stop Inc', dbas: ['Corner Stop Mini Mart', 'The Corner Stop'], entityTexts: ['Inc', 'Corporation'],
    industryTexts: ['Convenience store & deli', 'Convenience store'], tags: ['the', 'incNoDot'] }),
  () => ({ legal: "O'Malley's Pub & Grill, LLC", dbas: ["O'MALLEY'S", "O'Malley's Irish Pub"], entityTexts: ['LLC', 'Limited Liability Company'],
    industryTexts: ['Irish pub and grill', 'Tavern / pub'], tags: ['apostrophe', 'ampersand'] }),
  () => ({ legal: 'A & J HOLDINGS GROUP INC', dbas: ['Tasty Bites Cafe LLC', 'Tasty Bites Cafe & Bakery LLC'], entityTexts: ['C-Corp', 'Corporation'],
    industryTexts: ['Cafe and bakery', 'Coffee shop'], tags: ['caps', 'dbaWithLlc'] }),
  () => ({ legal: 'Greater Northwestern Regional Veterinary Specialty & Emergency Hospital Associates, P.L.L.C.',
    dbas: ['Northwest Pet Emergency Inc', 'NW Animal ER'], entityTexts: ['PLLC', 'P.L.L.C.'], industryTexts: ['Animal hospital (emergency)', 'Veterinarian'],
    tags: ['long', 'dbaWithInc'] }),
  () => ({ legal: 'Sunrise Ventures Group, Inc.', dbas: ['Bright Smile Family Dental LLC', 'Bright Smile Dental, Inc.'], entityTexts: ['S Corp', 'S-Corporation'],
    industryTexts: ['Family dentist', 'Dental office'], tags: ['dbaWithLlc'] }),
  (o) => ({ legal: [o.first, o.middle, o.last].filter(Boolean).join(' ') + (o.suffix ? ` ${o.suffix}` : ''), dbas: [`${o.last} Cleaning Services LLC`,
    `${o.last} Janitorial`], entityTexts: ['Sole Proprietor', 'Sole Prop', 'Individual'], industryTexts: ['Commercial cleaning & janitorial', 'Janitorial'],
  soleProp: true, tags: ['soleProp', 'dbaWithLlc'] }),
  () => ({ legal: 'Lucky 7 Nail Spa & Lounge, L.L.C.', dbas: ['Lucky Seven Nails', 'LUCKY 7 NAILS'], entityTexts: ['LLC', 'L.L.C.'],
    industryTexts: ['Nail salon & spa', 'Nail salon'], tags: ['number', 'dotted'] }),
  (o) => ({ legal: `${o.first} ${o.last}, D.D.S., P.C.`, dbas: [`${o.last} Family Dentistry`, 'Smile Studio'], entityTexts: ['P.C.', 'Professional Corporation'],
    industryTexts: ['Dental office', 'General dentistry / dentist'], tags: ['ownerName', 'credentialInName'] }),
  () => ({ legal: 'Ng & Oh Trading Co.', dbas: ['N&O Kitchen Supply', 'NG & OH TRADING'], entityTexts: ['Corporation', 'Co.'],
    industryTexts: ['Import/export of kitchen supplies', 'Importer of kitchen supplies'], tags: ['short', 'ampersand'] }),
  () => ({ legal: "Kim's Beauty Supply & Salon, Inc.", dbas: ["KIM'S BEAUTY", "Kim's Hair Studio"], entityTexts: ['Inc', 'Inc.'],
    industryTexts: ['Hair salon & beauty supply', 'Beauty salon'], tags: ['apostrophe', 'incNoDot'] }),
  () => ({ legal: 'Two Brothers Landscaping & Snow Removal L.L.C.', dbas: ['2 Bros Lawn Care', '2 BROTHERS LANDSCAPING LLC'], entityTexts: ['LLC', 'L.L.C.'],
    industryTexts: ['Landscaping, lawn care & snow removal', 'Lawn care'], tags: ['number', 'dbaWithLlc'] }),
  (o) => ({ legal: `${o.last} Trucking & Logistics, Inc.`, dbas: ['Big Rig Express', `${o.last} Transport`], entityTexts: ['Corp.', 'Corporation'],
    industryTexts: ['Long haul trucking (OTR)', 'Owner operator'], tags: ['ownerName'] }),
  () => ({ legal: 'De La Cruz Family Bakery & Cafe', dbas: ['La Familia Bakery', 'De La Cruz Bakery'], entityTexts: ['Partnership', 'General Partnership'],
    industryTexts: ['Bakery cafe', 'Bakery cafe & catering'], tags: ['particle', 'noSuffix'] }),
  () => ({ legal: 'Smith-Whitfield & Associates CPAs, LLP', dbas: ['S-W Tax & Bookkeeping', 'Smith Whitfield CPAs'], entityTexts: ['LLP', 'L.L.P.'],
    industryTexts: ['Accounting & bookkeeping', 'Bookkeeping and tax preparation'], tags: ['hyphen', 'ampersand'] }),
  () => ({ legal: 'The 24/7 Fitness Club of Tampa Bay, LLC', dbas: ['24/7 FITNESS', '24/7 Fitness Club LLC'], entityTexts: ['LLC'],
    industryTexts: ['Gym / fitness center', 'Fitness center'], tags: ['the', 'number', 'dbaWithLlc'] }),
  () => ({ legal: 'McAllister Brothers Roofing & Sheet Metal Contractors Incorporated', dbas: ['McAllister Roofing', 'MAC ROOFING INC'],
    entityTexts: ['Incorporated', 'Corporation'], industryTexts: ['Roofing contractor', 'Roofing & sheet metal'], tags: ['long', 'mc', 'dbaWithInc'] }),
];

const CA: Make[] = [
  (_o, rng) => ({ legal: `${rng.int(1000000, 2999999)} Ontario Inc.`, dbas: ['Maple Leaf Sushi', 'Sakura Sushi & Grill'], entityTexts: ['Corporation', 'Inc.'],
    industryTexts: ['Japanese restaurant', 'Sushi restaurant'], tags: ['numbered'] }),
  () => ({ legal: 'Gagnon & Fils Rénovation Inc.', dbas: ['Rénovations Gagnon', 'Gagnon Reno'], entityTexts: ['Inc.', 'Incorporated'],
    industryTexts: ['Renovation contractor', 'Home builder & renovation contractor'], tags: ['ampersand', 'accent'] }),
  (o) => ({ legal: `${o.last} Transport Ltd.`, dbas: ['Five Rivers Trucking', 'FIVE RIVERS TRANSPORT LTD'], entityTexts: ['Ltd.', 'Limited'],
    industryTexts: ['Long haul trucking', 'Truckload carrier'], tags: ['ownerName', 'dbaWithLtd'] }),
  () => ({ legal: 'Nguyen & Tran Pho House Corp.', dbas: ['Pho Saigon Express', 'PHO SAIGON EXPRESS INC'], entityTexts: ['Corporation', 'Corp.'],
    industryTexts: ['Vietnamese restaurant', 'Restaurant (pho)'], tags: ['ampersand', 'dbaWithInc'] }),
  (o) => ({ legal: `${o.first} ${o.last}`, dbas: [`${o.last} Cleaning Co.`, `${o.last} Maid Service`], entityTexts: ['Sole Proprietorship', 'Sole Proprietor'],
    industryTexts: ['Maid service', 'Residential cleaning'], soleProp: true, tags: ['soleProp'] }),
  () => ({ legal: "The Golden Dragon Dim Sum Restaurant (Markham) Ltd.", dbas: ['Golden Dragon', "GOLDEN DRAGON DIM SUM"], entityTexts: ['Ltd.', 'Limited'],
    industryTexts: ['Restaurant (dim sum)', 'Chinese restaurant'], tags: ['the', 'long', 'parens'] }),
];

export function pickBusiness(rng: Rng, owner: PersonName, country: 'US' | 'CA', allowSoleProp: boolean): BizTemplate {
  const pool = (country === 'US' ? US : CA).map((m) => m(owner, rng)).filter((b) => allowSoleProp || !b.soleProp);
  return rng.pick(pool);
}

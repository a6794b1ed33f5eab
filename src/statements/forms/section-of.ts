// Section headings (issue 36): the words a person reads a form's sections by, whose paper the values below are.
import { SECTION_SYNONYMS } from './synonyms.ts';

export type Section = 'decoy' | 'owner' | 'business' | 'funding';

/** A section heading a person reads a form by: whose paper the values below are. */
/** A heading whose note says the people under it own nothing ("Spouse of Applicant (non-owner): community property
 *  states", "Co-Signer / Personal Guarantor (not an owner)") or names the broker's side ("Partner (ISO) details",
 *  "Agent (Broker)"): people who are no applicants, whatever its words. */
function notedDecoy(text: string): boolean {
  const noted = /^([^():]{2,60}?)\s*\(([^()]*)\)/.exec(text);
  if (!noted || noted[1]!.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length > 7) return false;
  // (Or the funder's own office's: "FILE SUMMARY (office use)".)
  // (Not a note asking for the owners too: "list every owner and every officer, including officers with no ownership",
  // "owners only; list non-owner officers in Section D".)
  return (NOT_OWNER.test(noted[2]!) && !/\b(?:every|each|all|any)\s+owners?\b|\bowners?\s+(?:and|&|only)\b/i.test(noted[2]!)) || /^\s*(?:iso|broker|isos?\s*\/\s*broker|referral partner|referrer|sales agent|agent|(?:for )?(?:office|internal|underwriting|funder)(?:'s)? use(?: only)?)\s*$/i.test(noted[2]!);
}

/** Where the business is, in a designed form's plain words: "Where you operate", "Business location", "Location". */
const PLACE = /^(?:where (?:you|we|the business) (?:operates?|(?:are|is) located)|(?:primary |physical )?location(?: information| details)?)\??$/i;

/** The people who run a business beside its owners, a heading's other part ("Ownership & Management"). */
const RUNNERS = /^(?:management|managers?|officers?|directors?|control persons?)$/i;

/** Words heading a decoy's part: the landlord, references, the bank, the broker, other funders' advances and the
 *  business's debts.
 * (Other funders' advances are "positions" to a funder, open ones still being paid: "OPEN POSITIONS" lists them.)
 * (Who referred the business, "Referred by a partner?", is the broker's side: a partner's name there is no owner.)
 * (Nor is a payoff letter's, the advance being paid off on a renewal: "PAYOFF LETTER - YOUR CURRENT ADVANCE".)
 * (A CRM's "Deal owner", "Opportunity Owner" is its user, the broker's salesperson: no owner of the business, and a
 * label, no section: CRM_USER.)
 * ("CURRENT FINANCING" / "FINANCEMENT ACTUEL" lists the debts the business has now, no request.)
 */
const DECOY_HEAD = /\b(?:landlord|payoff (?:letter|statement|quote|summary|information|details)|references?|referred by|referral|bank(?:ing)?(?: information| account| details)?|iso|broker|sales rep|rep(?:'s)?(?: (?:section|info(?:rmation)?|details|use(?: only)?|intake))|existing (?:advances|loans|funders|debt|financing|positions)|current (?:advances|lenders|funders|loans|balances|positions|merchant cash advances|cash advances|financing|debts?|obligations)|(?:cash advances|business loans)\s*(?:\/|&|and|or)\s*(?:cash advances|business loans)|(?:outstanding|open) (?:advances|loans|balances|positions)|mca|other financing|funders?|lenders?|creditors?|office use|submitted by|underwrit(?:er|ing)(?:['’]?s)? (?:notes?|comments?|remarks?|use(?: only)?|review|decision)|internal (?:notes?|use(?: only)?)|analyst(?:['’]?s)? (?:notes?|comments?)|suppliers?|vendors?|accountants?\s*(?:\/|&|and|or)\s*(?:bookkeepers?|cpas?)|bookkeepers?\s*(?:\/|&|and|or)\s*accountants?|trade (?:accounts?|credit|payables?)|(?:equipment|fleet|vehicles?|trucks?|debts?|assets?|collateral|backlog|jobs?|projects?) (?:schedule|list)|(?:personal )?financial statement|assets (?:and|&) liabilities|equipment (?:being |to be )?(?:financed|purchased|quote)|broker use|références?|banque|renseignements bancaires|courtier|locateur|bailleur|financements? existants?|financements? actuels?|avances existantes|(?:financements?|avances?|prêts?) en cours|prêteurs?|arrendador|referencias?|banco|bancari[oa]s?|adelantos|préstamos (?:actuales|vigentes)|financiamientos? (?:actuales|existentes)|prestamistas?|corredor|agente|financiador(?:es)?)\b/i;

/** A list of other people to call, "CONTACTS", "Other contacts": none of them the merchant (the business's own
 *  "Contact information" is no list of people; a CRM record's related list, "Contacts (2)", its count in brackets,
 *  holds its owners). */
const CONTACTS = /^(?:(?:other|additional|secondary|emergency)\s+)?contacts$/i;

/** A CRM's user named as a record's owner: "Deal owner", "Opportunity Owner" (a decoy's label, label-table.ts). */
export const CRM_USER = /^\s*(?:deal|account|record|lead|opportunity|case|ticket) owner\b/i;

/** Whose ownership a heading names before the word, "Applicant Ownership", "Business ownership". */
const WHOSE = String.raw`(?:(?:applicant|business|company|merchant|borrower)(?:['’]s)?\s+)?`;

/** A worked example of the filled-in form ("EXAMPLE - HOW A COMPLETED APPLICATION LOOKS (do not copy these values)",
 *  "Sample entries"): a decoy's part, its values the form's, nobody's answers. */
export const SAMPLE_HEAD = /^\s*(?:an?\s+)?(?:examples?|samples?|specimen|illustration|how to (?:fill|complete))\b(?!\s*:\s*\S)|\bdo not copy\b|\b(?:sample|example) (?:entries|values|answers|application|form)\b/i;

/** A page's number printed with a heading, "Page 2 of 2", "Página 2 de 2". */
const PAGE = String.raw`(?:page|página|pagina)\s+\d+(?:\s+(?:of|de|sur)\s+\d+)?`;

/** A personal financial statement asked of each owner ("(EACH OWNER OF 20% OR MORE)"): it heads each owner's sums,
 *  no decoy's part (one of its own, "(one column per principal)", is) and no owners'. */
const OWNERS_SUMS = /financial statement[^(]*\([^)]*\b(?:each|every|all)\s+owners?\b/i;
export function sectionOf(text: string): Section | null {
  // A note in brackets is the heading's ("Owners (all owners of 20% or more)"); a label ends in a colon.
  // Its number is the heading's order, not its words ("2. Owners", "Part B - Funding", "SECTION 3: GUARANTORS").
  // A page's number printed with the heading ("Page 2 of 2 - OWNERSHIP") is the page's, not the heading's.
  // (In two languages too: "Página 2 de 2 / Page 2 of 2 · Owners": PAGE.)
  // (The part's number read first, abbreviated too, "SEC. 3 - OWNER(S) / GUARANTOR(S) - list all w/ 20%+": the
  // instruction is told after the heading's own words, not after its number.)
  // (Counted out of the form's parts too, as a form builder prints them: "Section 3 of 4: Owner 1".)
  const numbered = /^\s*(?:part|section|sec\.?|step|schedule|partie|sección)\s+(?:\d+|[A-Z]|[IVX]+)(?:\s+(?:of|de|sur)\s+\d+)?\s*[-–—:.)]\s*(?=\S)/i.exec(text);
  // ("Ownership" so numbered heads the owners, below: it asks no share.)
  if (numbered && !/^\s*ownership\s*$/i.test(text.slice(numbered[0].length))) return sectionOf(text.slice(numbered[0].length));
  if (CRM_USER.test(text) || notedDecoy(text) || SAMPLE_HEAD.test(text)) return CRM_USER.test(text) ? null : 'decoy';
  // (So is an instruction after a dash or a colon: "OWNERSHIP — list owners Last, First" heads the owners.)
  const told = toldHead(text);
  if (told) return sectionOf(told);
  // An e-mail address or a web address names no section, whatever its words ("Kevin <funding@lighthouse.com>").
  // (One begun and left open, "Website: http://", a scan's "www. lighthouse.com", goes too.)
  if (/[\w.+-]+@[\w-]+\.[\w.-]+|\bhttps?:\/\/|\bwww\./i.test(text)) return sectionOf(text.replace(/<?[\w.+-]+@[\w-]+\.[\w.-]+>?|\bhttps?:\/\/\S*|\bwww\.\S*/gi, ' ').replace(/\s+/g, ' ').trim());
  // (A plain-text page rules its headings off with dashes or equals signs: "--- PRINCIPAL #1 -----".)
  const t = text.replace(/^\s*[-=*~#]{3,}\s*(?=\S)|(?<=\S)\s*[-=*~]{3,}\s*$/g, '').replace(new RegExp(String.raw`^\s*${PAGE}(?:\s*\/\s*${PAGE})?\s*[-–—:|·•]\s*|\s*[-–—:|·•]\s*${PAGE}(?:\s*\/\s*${PAGE})?\s*$`, 'i'), '').replace(/\([^)]*\)/g, ' ').replace(/^\s*(?:(?:part|section|step|schedule|partie|sección)\s+(?:\d+|[A-Z]|[IVX]+)\s*[-–—:.)]?|(?:\d+|[A-Z]|[IVX]+)[.)])\s+/i, '').replace(/\s+/g, ' ').trim();
  // A remark, a broker's note on the form, heads no section: one ending in an exclamation ("Good deal, clean stmts!"),
  // or a sentence of three words or more begun in small letters ("pls call owner after 3pm - Mike").
  if (/!\s*$/.test(t) || (/^\p{Ll}/u.test(t) && t.split(' ').length >= 3)) return null;
  // (A heading saying its people own nothing is read to ten words: "Manager or officer who is NOT an owner"; a
  // sentence ending in its stop is an instruction.)
  if (t.length <= 70 && t.split(' ').length <= 10 && !/[.:]/.test(t) && NOT_OWNER.test(t)) return 'decoy';
  // (Words counted, not the signs between them: "FINANCING REQUEST & BANKING / DEMANDE ET BANQUE".)
  if (!t || t.length > 60 || t.split(' ').filter((w) => /[\p{L}\d]/u.test(w)).length > 7 || /:/.test(t)) return null;
  // ("Ownership" named as a part of the form, "Section C - Ownership", "Part 3: Ownership", heads the owners: a share is
  // asked unnumbered, or numbered as a question, "20. Ownership %".)
  // (Or numbered as the form's parts are, "3. Ownership", "20. Applicant Ownership"; a question so numbered has its value beside it.)
  if (new RegExp(`^${WHOSE}ownership$`, 'i').test(t) && new RegExp(String.raw`^\s*(?:(?:part|section|partie|sección)\s+(?:\d+|[A-Z]|[IVX]+)\b|\d{1,2}\.\s+${WHOSE}ownership\s*$)`, 'i').test(text)) return 'owner';
  // (So does a heading whose own words say so: "OFFICERS WHO ARE NOT OWNERS", "Non-owner officers".)
  if (NOT_OWNER.test(t)) return 'decoy';
  // (An owner's number run into the word, "Owner4", a scan's or an export's, is "Owner 4".)
  if (/^(?:owner|principal|guarantor|officer|partner)\d{1,2}$/i.test(t.trim())) return 'owner';
  // The authorisation and its signature blocks repeat the owners' names and titles: read once, in the owners' section
  // (a witness's or a notary's too, no party's: "Witness / Témoin", "Notary Public").
  if (/^(?:authori[sz]ation|signatures|certification|consent|authori[sz]ation and signatures?|signatures? and authori[sz]ation)$/i.test(t) || WITNESS.test(t)) return 'decoy';
  // A heading naming a decoy's section and the merchant's together, or owners with those who run it: jointSection.
  const joint = jointSection(t);
  if (joint) return joint;
  // The merchant's other locations are not its own address: a list of them, under its heading, is no owner's row.
  // (So is a multi-unit merchant's list of all its stores: "LOCATIONS", "Schedule of Units", "Store list".)
  if (/^(?:(?:(?:other|additional) (?:locations?|stores?|units?|sites?)|(?:(?:schedule|list) of )?(?:locations|stores|units|sites)|(?:store|unit|location) (?:list|schedule))(?: (?:operated|owned))?)(?:\s*\/\s*[\p{L}-]+)?$/iu.test(t)) return 'decoy';
  // A form's title naming the application it is ("MCA Quick App", "Merchant Cash Advance Application") heads the
  // applicant's own form: what is applied for is no other funder's advance.
  if (/\b(?:mca|merchant cash advance|cash advance)\b.*\bapp(?:lication)?s?\b/i.test(t)) return 'business';
  if ((DECOY_HEAD.test(t) && !OWNERS_SUMS.test(text)) || (CONTACTS.test(t) && !/\(\d+\)/.test(text))) return 'decoy';
  for (const [section, re] of SECTION_SYNONYMS) if (re.test(t)) return section;
  // A section addressed to the owner ("About you", "Your details", "Personal information").
  // (Or the guaranty the owners sign: "Personal Guaranty", "Personal Guarantee".)
  // (Or asked as a question in a designed form's plain words: "Who owns it", "Who owns the business?".)
  if (ownersNamed(t)) return 'owner';
  // (A marketplace's summary puts the request to the applicant: "What you asked for", "What you need".)
  if (/\b(?:funding|financing|terms|request(?:ed)?|advance|deal|financement|demande|financiamiento|solicitud)\b|\b(?:asked|asking) for$|^what (?:you|do you) need\??$/i.test(t)) return 'funding';
  // (Abbreviated as a busy form's headings are: "BUS. INFO", "BIZ INFO".)
  if ((/\b(?:business|company|merchant|entreprise|negocio|empresa)\b|^(?:bus\.?|biz|co\.)\s+info(?:rmation)?\.?$/i.test(t) && !/\b(?:name|nom|nombre)\b/i.test(t)) || PLACE.test(t)) return 'business';
  return notedOwners(text) ? 'owner' : null;
}

/** A heading of two parts joined by "&", "and", "+" or a spaced slash: a decoy's part and the merchant's ("BANK &
 *  FUNDING REQUEST", "FUNDING REQ. / EXISTING POSITIONS") head the merchant's part, the decoy's fields told by their
 *  own labels (routing, account, a prior funder's balance); owners with their guaranty or with the people who run the
 *  business head the owners. Null for anything else. */
function jointSection(t: string): Section | null {
  const parts = t.split(/\s+(?:&|and|\+|\/)\s+/i);
  if (parts.length > 1) {
    const mine = parts.map((x) => sectionOf(x)).find((x) => x === 'funding' || x === 'owner');
    if (mine && parts.some((x) => sectionOf(x) === 'decoy')) return mine;
    // (Owners and their guaranty together, "OWNERSHIP & PERSONAL GUARANTY": the owners'.)
    // (Or the people who run it beside them, "OWNERSHIP & MANAGEMENT", "Owners and Officers": the owners' section,
    // its non-owners told apart by their own headings or notes.)
    if (parts.every((x) => sectionOf(x) === 'owner' || RUNNERS.test(x)) && parts.some((x) => sectionOf(x) === 'owner')) return 'owner';
  }
  return null;
}

/** Words heading the owners' section: "Who owns it", "About you", an owner's word, a person numbered among the
 *  application's people. */
function ownersNamed(t: string): boolean {
  if (/^who owns (?:it|this|the (?:business|company))\??$/i.test(t)) return true;
  // (A home-based business's form asks the applicant's "household" before the business: the person at home.)
  if (/^(?:about (?:you|yourself|the owners?)|(?:your|personal) (?:information|details|info)|tell us about (?:you|yourself)|(?:personal )?guarant(?:y|ee)s?|(?:you and )?your household)$/i.test(t)) return true;
  // ("Principal product or service", "Principal place of business": the business's main one, no person.)
  const u = t.replace(/\bprincipal\s+(?=(?:products?|services?|business|activit\w*|place|office|location|line|industry|purpose|amount|balance)\b)/gi, '');
  if (/\b(?:owner|principal|guarantor|officer|co-owner|co-applicant|shareholder|stockholder|director|proprietor|propriétaire|actionnaire|dirigeant|garant|propietario|dueño|socio|accionista|garante)s?\b|\bprincipal\(s\)|^ownership(?: information| details)?$/i.test(u) && !/%|\bownership\b(?! information| details)/i.test(t)) return true;
  // "OWNERSHIP" alone, in a heading's capitals (written as a label, "Ownership", it asks for a share).
  if (/^OWNERSHIP$/.test(t)) return true;
  // A person numbered among the application's people ("Contact 2", "Signer 1"): one of its owners, as the owners'
  // numbered blocks are.
  if (/^(?:contact|signer|signatory|individual)\s*#?\s*\d$/i.test(t)) return true;
  return false;
}

/** A heading of no section's words whose note says whose block it is ("Contact 1 (Primary Guarantor)"): an owner's.
 *  (Not a note that says they are none: "Booth renters (independent contractors, not owners)", "(NOT AN OWNER)".)
 *  (Its threshold is no share asked: "Borrower and Co-Borrowers (owners of 20% or more)" heads owners.) */
function notedOwners(text: string): boolean {
  const note = /\(([^()]*)\)/.exec(text)?.[1]?.replace(/\s*\b(?:of\s+)?\d{1,3}\s*%(?:\s+or\s+(?:more|greater|above))?/i, '');
  // (Not a heading naming figures, "PERSONAL FINANCIAL STATEMENT (EACH OWNER OF 20% OR MORE)": each owner's sums, no
  // block of owners; the names under it repeat them, or are their spouses'.)
  const figures = /\b(?:statements?|net worth|assets|liabilities|income|budget|balance sheet)\b/i.test(text.replace(/\(.*$/, ''));
  return !!note?.trim() && !figures && !/\b(?:not|non|no|never|ni|pas)\b/i.test(note) && sectionOf(note) === 'owner';
}

/** A note after a dash or a colon telling the filler what to write under it ("OWNERSHIP — list owners Last, First",
 *  "Owners: include all of 20% or more"): an instruction in small letters, begun with its verb, is no value; the words
 *  before it are a heading's. */
// (Or one saying whom to list, "OWNERSHIP - all owners of 20% or more, individuals AND entities".)
export const INSTRUCTION = /^\s*[-–—:]?\s*(?:(?:please\s+)?(?:list|enter|include|complete|describe|attach|provide|fill in|fill out|give|specify|indicate)\s+\p{L}|(?:all|every|each|any)\s+(?:owners?|principals?|shareholders?|partners?|members?|guarantors?)\b)/u;

/** The words before an instruction after a dash or a colon ("OWNERSHIP" of "OWNERSHIP — list owners Last, First"). */
export function toldHead(text: string): string | null {
  const told = /\s*:\s+|\s+[-–—]\s+/.exec(text);
  return told && told.index > 0 && INSTRUCTION.test(text.slice(told.index)) ? text.slice(0, told.index) : null;
}

/** A section's word in capitals with an instruction after it ("OWNERSHIP — list owners Last, First"): that section's
 *  heading, no label (a label in capitals keeps its value: "LEGAL NAME — enter as on the tax return" is no section). */
export function toldHeading(text: string): boolean {
  const head = toldHead(text);
  return !!head && /\p{Lu}{3}/u.test(head) && head === head.toUpperCase() && !!sectionOf(head);
}

/** A note saying its people are not owners: "non-owner", "not an owner", "independent contractors, not owners". */
const SIGNS_ONLY = String.raw`(?:witness(?:es)?|notary(?: public)?|témoins?|testigos?|notaire|notario)`;
const WITNESS = new RegExp(String.raw`^${SIGNS_ONLY}(?:\s*\/\s*${SIGNS_ONLY})?$`, 'i');
export const NOT_OWNER = /\b(?:non-?owners?|not (?:an? )?(?:owner|shareholder|partner|member)s?|no ownership|(?:if )?other than (?:the |an? )?(?:owners?|principals?|guarantors?))\b/i;

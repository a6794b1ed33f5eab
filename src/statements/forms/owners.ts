// Owners read from label-value pairs (issue 36): a name starts the next owner; owners printed side by side (one column
// each) take the fields below their name.
import { distance } from './scan-labels.ts';
import type { FormApplicant, FormValue } from '../types.ts';
import { sameLine, type Piece } from './pieces.ts';
import { labelOf } from './labels.ts';
import { ownerNumber } from './owner-number.ts';
import { bareSurname, companyName, integer, nameReference, PARTICLE, personName, taxId } from './values.ts';
import { sameOwnersName, spanishName } from './owners-surnames.ts';
import { commaShare, decimalShare, fractionShare, joinedNames, nameAndTitle, splitShares, wordShare } from './owners-joined.ts';
import { ownerLine } from './label-context.ts';
import { DITTO } from './owners-ditto.ts';

/** The highest credit score a bureau gives: 850 (FICO) in the US, 900 in Canada (Equifax, TransUnion). */
const SCORE_MAX = 900;

/** A value of an owner's; `nth`: the owner it belongs to by number (a table of owners' details matched by No.). */
export interface OwnerFound { field: string; text: string; label: string; piece: Piece; confidence: number; source: FormValue['source']; at?: Piece; nth?: number;
  /** Restated by an amendment (amended.ts): it replaces the form's value; `amends` the owner it names. */
  amended?: boolean; amends?: string; amendsNth?: number;
  /** Written in a column of corrections beside the value on file (corrections.ts): a business's value comes before
   *  the form's other readings of its field (a letter's address block naming the old trade name), after an
   *  amendment's. (An owner's stays in its place among its owner's values: owners are read in printed order.) */
  corrected?: boolean;
  /** Said in a sentence, no label's value (terms-said.ts), or a broker's deal summary's: the form's own labelled value
   *  of its field comes first. */
  secondary?: boolean;
  /** A cue that a person is an owner no more (owners-removed.ts): the people whose block it may be in. */
  names?: Piece[] }

const fv = <T>(f: OwnerFound, value: T): FormValue<T> => ({ value, label: f.label, page: f.piece.page, box: [round(f.piece.x0), round(f.piece.y0), round(f.piece.x1), round(f.piece.y1)], confidence: f.confidence, source: f.source });
const round = (n: number) => Math.round(n * 10) / 10;
/** A street address: its number, then words and a street word or a comma before the city ("660 Elm St, Nashville"). */
/** An address, no one's name: a street's number and name, or a state and ZIP (a postal code) at its end. */
export const addressText = (t: string) => STREET.test(t) || STREET_FIRST.test(t) || /\b[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?\s*$|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\s*$/.test(t);
/** A number then a street word the way French and Spanish set it, before the street's name: "3256 Rue Saint-Denis",
 *  "120 boul. René-Lévesque", "45 Calle Mayor". */
const STREET_FIRST = /^\s*\d{1,5}[A-Z]?,?\s+(?:rue|av(?:enue)?|boul(?:evard)?|ch(?:emin)?|route|rang|calle|avenida|camino|paseo)\b\.?\s+\p{L}/iu;
const STREET = /^\s*\d{3,5}\s+\p{L}[\p{L}.' ]*(?:,|\b(?:st|street|ave|avenue|rd|road|dr|drive|blvd|ln|lane|way|ct|court|pl|place|pkwy|hwy|suite|unit)\b)/iu;

/** An owner's field: a name starts the next owner once the current one has a name. */
/** Where each owner's name was printed: owners printed side by side (one column each) take the fields below their name. */
/** Where each owner is printed; `given`: a given name read alone, kept until the surname comes. */
/** `company`: an owner that is a company (a holding LLC owning 60%), its row read so that no person takes its values. */
/** `whole`: the caption of a whole name read there, kept until a surname asked apart may make it the given names. */
export type OwnerPlaces = Map<FormApplicant, Piece & { col?: number; given?: FormApplicant['first_name']; company?: boolean; whole?: string }>;

function ownerFor(owners: FormApplicant[], places: OwnerPlaces, f: OwnerFound): FormApplicant | undefined {
  const last = owners[owners.length - 1];
  const at = last && places.get(last);
  if (!at) return last;
  // (Cards side by side may be set a line or two apart in height, "2" a little lower than "1": their names are a block
  // when they stand in columns of their own.)
  const beside = (p: Piece) => Math.abs(p.y0 - at.y0) < 4 || (Math.abs(p.y0 - at.y0) < 3 * (at.y1 - at.y0) && (p.x0 >= at.x1 || at.x0 >= p.x1));
  const block = owners.filter((o) => { const p = places.get(o); return p && p.page === at.page && beside(p); });
  if (block.length < 2 || f.piece.page !== at.page) return last;
  // Owners side by side: a value is the owner's whose column holds it. Where the names' labels are known, a column
  // starts where its name's label does and a value is placed by its own label ("Own %  75" far right in its column);
  // else the columns part halfway between the names (a long label before a name puts the name right of its column's
  // other values: "Name (Last, First):").
  const labelled = block.every((o) => places.get(o)!.col !== undefined) && !!f.at;
  const x = (o: FormApplicant) => (labelled ? places.get(o)!.col! : places.get(o)!.x0);
  const fx = labelled ? f.at!.x0 : f.piece.x0;
  const byX = [...block].sort((a, b) => x(a) - x(b));
  return [...byX].reverse().find((o, i, rev) => { const prev = rev[i + 1]; return !prev || (labelled ? x(o) - 8 : (x(prev) + x(o)) / 2) <= fx; }) ?? byX[0];
}

/** Owners side by side with a caption per name part ("Last name" read across both cards before "First name"): a
 *  first or last name under an owner's column, a few lines under where that owner is printed, is that owner's when
 *  they lack it; it starts no next owner. */
function besideOwner(owners: FormApplicant[], places: OwnerPlaces, f: OwnerFound): FormApplicant | undefined {
  if (f.field !== 'owner_first' && f.field !== 'owner_last') return undefined;
  const o = ownerFor(owners, places, f), at = o && places.get(o);
  if (!o || !at || o === owners[owners.length - 1] || (f.field === 'owner_first' ? o.first_name : o.last_name)) return undefined;
  return f.piece.y0 > at.y0 && f.piece.y0 - at.y1 < 4 * (at.y1 - at.y0) ? o : undefined;
}

export function addOwner(owners: FormApplicant[], f: OwnerFound, places: OwnerPlaces, ocr = false): void {
  // Owners named together in one field are each an owner, in printed order; a split written in one share field
  // ("50/50") gives each of the owners read last their part, in the same order. (Not a company's name: "Smith & Jones
  // Partners LLC" is one owner, and no person. Nor a reference to an owner named before, "Same as owner 1 above".)
  if (f.field === 'owner_name' && nameReference(f.text)) return;
  const company = f.field === 'owner_name' && companyName(f.text);
  // (A name asked with its title in one caption, "Owner Name / Title", written with it: "Ana Whitaker / Member".)
  const titled = f.field === 'owner_name' && /\b(?:title|position|role)\b/i.test(f.label) ? nameAndTitle(f.text) : null;
  if (titled) { addOwner(owners, { ...f, text: titled[0] }, places, ocr); addOwner(owners, { ...f, field: 'owner_title', text: titled[1] }, places, ocr); return; }
  const joined = f.field === 'owner_name' && f.nth === undefined && !company ? joinedNames(f.text) : null;
  if (joined) { for (const t of joined) addOwner(owners, { ...f, text: t }, places, ocr); return; }
  const split = f.field === 'owner_ownership' && f.nth === undefined ? splitShares(f.text) : null;
  if (split && owners.length >= split.length) {
    owners.slice(-split.length).forEach((o, i) => { o.ownership ??= fv(f, split[i]!); });
    return;
  }
  // A detail whose label names its owner in a note, "SIN (owner 1)", is that owner's, wherever it is printed; so is
  // one whose label opens with the owner's number, "Owner 2 Credit Score" in a record's second column.
  const said = f.nth === undefined && !/^owner_(?:name|first|last)$/.test(f.field)
    ? (/\((?:owner|principal|guarantor|applicant)\s*#?\s*(\d)\)/i.exec(f.label) ?? /^\s*(?:owner|principal|guarantor|applicant)\s*#?\s*(\d)\b/i.exec(f.label))?.[1] : undefined;
  if (said && owners[Number(said) - 1]) { addOwner(owners, { ...f, nth: Number(said) }, places, ocr); return; }
  // (A name read again under a caption's other language, a second surname's cell, a surname asked apart after the
  // given names: the current owner's, no next owner: owners-surnames.ts.)
  if (f.nth === undefined && sameOwnersName(owners[owners.length - 1], f, places, (t) => fv(f, t))) return;
  const empty = (): FormApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null });
  // A name, or a first or last name the current owner already has, starts the next owner ("Last name" printed first).
  const starts = f.field === 'owner_name' || f.field === 'owner_first' || (f.field === 'owner_last' && !!owners[owners.length - 1]?.last_name);
  // (A detail matched by the owner's number goes to that owner, read earlier; to none when there is no such owner.)
  const numbered = f.nth !== undefined ? owners[f.nth - 1] : undefined;
  if (f.nth !== undefined && !numbered) return;
  let o = numbered ?? (starts ? besideOwner(owners, places, f) ?? owners[owners.length - 1] : ownerFor(owners, places, f));
  if (!numbered && (!o || (f.field === 'owner_name' && o.last_name) || (f.field === 'owner_first' && o.first_name) || (f.field === 'owner_last' && o.last_name))) { owners.push(o = empty()); places.set(o, { ...f.piece, col: f.at?.x0 }); }
  if (!o) return;
  // (The first name read is where the owner is printed, though another value of theirs started them: a question
  // read as an owner's a line above.)
  // (A compound given name is the first name whole, "Juan Carlos"; a middle initial after it is dropped, "John M.".)
  // (One word under a plain name's caption with the first name asked apart after it, "Nom : Simard  Prénom : Mathieu":
  // that word was the surname.)
  const plain = places.get(o)?.given;
  // (Not the same word read again under the first name's caption: "Owner Name" over "Daniel", "First Name" under it.)
  const again = plain && plain.page === f.piece.page && Math.abs(plain.box[0] - f.piece.x0) < 1 && Math.abs(plain.box[1] - f.piece.y0) < 1;
  if (f.field === 'owner_first' && plain && !again && !o.last_name && !o.first_name) { o.last_name = plain; places.get(o)!.given = undefined; }
  if (f.field === 'owner_first') { if (!o.first_name && !o.last_name) places.set(o, { ...f.piece, col: f.at?.x0 }); o.first_name = fv(f, f.text.trim().split(/\s+/).filter((w, i) => !i || !/^\p{Lu}\.?$/u.test(w)).join(' ')); }
  else if (f.field === 'owner_last') { o.last_name ??= fv(f, bareSurname(f.text)); o.first_name ??= places.get(o)?.given ?? null; }
  else if (f.field === 'owner_name') setName(o, f, !!company, places);
  else if (f.field === 'owner_title') setTitle(o, f, ocr);
  // (A figure in a bracketed note of words after words is the note's, "INFORMATION (ALL OWNERS OF 20% OR MORE)": a
  // heading read after its first word taken for a share's label; a share in brackets, "Member (30%)", is the share.)
  // (No share is past the whole: "200 758 787", a SIN's figures under a blank share's label, is no share of 200%.)
  // (A share written as a fraction, "3/4", is its percent: owners-joined.ts.)
  else if (f.field === 'owner_ownership') { const n = fractionShare(f.text) ?? commaShare(f.text) ?? wordShare(f.text) ?? decimalShare(f.text) ?? integer(noted(f.text)); if (n !== null && n <= 100) o.ownership ??= fv(f, n); }
  // A score is one number: a phone's "(300) 555-0110" or a date read where it goes is not one.
  // (Nor is a range's bound ticked in a menu, "Under 550", "720+".)
  // (Not a street address's number, "660 Elm St, Nashville", the next line's value under a score left blank.)
  else if (f.field === 'owner_credit') { const n = /^\D*\d{3}(?!\d)(?![\s)]*[-.\d+])/.test(f.text) && !/\b(?:under|over|below|above|less|more|up to)\b|<|>/i.test(f.text) && !STREET.test(f.text) && !STREET_FIRST.test(f.text) ? integer(f.text) : null; if (n !== null && n >= 300 && n <= SCORE_MAX) o.credit_score ??= fv(f, n); }
  else if (f.field === 'owner_tax_id') {
    const t = taxId(f.text, f.label);
    if (t) { o.tax_id = fv(f, t.value); o.tax_id_type = t.type; o.tax_id_country = t.country; }
  }
}

/** An owner's title read into `o`. A title is words: a number read where it goes (an SSN, a date, a phone) is another
 *  field's. (Nor a salutation, "Mr." under "Title" before a contact's first name: how to address the person, no role
 *  held.) */
function setTitle(o: FormApplicant, f: OwnerFound, ocr: boolean): void {
  // A share written right after the title, in the next narrow cell and run into it ("Managing Member 60%", or
  // "Member 100" under a "%" caption), is the owner's share: a person reads the title's words and the share apart.
  // (A bare figure of one digit may number the title, "Officer 2": a share only with its sign.)
  // (Or after a slash, asked together: "Partner / 100%" beside "Own 1 Title / Own %".)
  const share = /^(.*\p{L}[.)]?)\s*(?:[/|]\s*)?(\d{1,3}(?:\.\d+)?)\s*%\s*$|^(.*\p{L}[.)]?)(?:\s+|\s*[/|]\s*)(\d{2,3}(?:\.\d+)?)$/u.exec(f.text.trim());
  const [words, figure] = share ? [share[1] ?? share[3]!, Number(share[2] ?? share[4])] : [f.text, NaN];
  const text = figure <= 100 ? words : f.text;
  if (text !== f.text && !o.role) o.ownership ??= fv(f, figure);
  // (A ditto mark, `"` under the title above, is kept: the title above once all owners are read, owners-ditto.ts.)
  if (DITTO.test(text)) o.role ??= fv(f, text.trim());
  else if (/\p{L}{2}/u.test(text) && !/\d{3}/.test(text) && !/^(?:mr|mrs|ms|miss|mx|dr)\.?$/i.test(text.trim())) o.role ??= fv(f, officer(text, ocr));
}

/** An owner's name read into `o` (a company among the owners kept as a company, a label read where a name goes as
 *  nobody, one word under a plain "Name" kept as the given name until the surname comes). */
function setName(o: FormApplicant, f: OwnerFound, company: boolean, places: OwnerPlaces): void {
  // A label read where a name goes (an empty owner's block, a scan that lost the label's slash: "Cargo Title") is
  // nobody: no word of a person's name is itself an owner's label.
  // A company among the owners ("Lone Star Holdings, LLC  Member  60%  35-6306107") is no applicant: its row (its
  // share, title, EIN) is its own, and the next name starts the next owner.
  if (company) { o.last_name = fv(f, f.text); places.set(o, { ...f.piece, col: f.at?.x0, company: true }); return; }
  const named = personName(f.text);
  // (Nor is a name whose first or last word opens a bracket, or holds a figure or a share's sign: a table's header
  // read as its first row, "(Own (SSN" for "% Own | SSN".)
  // (Nor words in small letters with a figure among them: an instruction after a heading's colon, "Owners: list
  // everyone with 20% or more"; no one's name holds a figure.)
  const told = /\d/.test(f.text) && f.text.split(/\s+/).filter((w) => /^\p{Ll}/u.test(w) && !PARTICLE.test(w)).length >= 2;
  // (Nor an address, "8611 Elm Rd, Tacoma, NY 99520" after "Owner 1:" under a heading of the owners' homes.)
  // (Or one ending in a state and a ZIP or a postal code, "4558 Route 9, Chicago, IL 60625": no one's name holds them.)
  const odd = told || addressText(f.text) || (named && [named.first, named.last].some((w) => /^[([{]|[%\d]/.test(w)));
  const n = odd || (named && [named.first, ...named.last.split(/\s+/)].some((w) => /^owner_(?:name|title|ownership)$/.test(labelOf(w, true, false, false)?.field ?? ''))) ? null : named;
  // (The same name printed again, a signature block's, is merged into its owner once all is read: mergeRepeats.)
  // (Where the name is printed is the owner's place, though a title read first started the owner: a scan's skew
  // puts "Title: President" a point over "Name: Daniel R. Whitaker" on its line.)
  // (A full name asked in Spanish holds two surnames, no middle name: owners-surnames.ts.)
  const read = n ? spanishName(f.text, f.label) ?? n : null;
  if (read) { o.first_name = fv(f, read.first); o.last_name = fv(f, read.last); places.set(o, { ...f.piece, col: f.at?.x0, whole: f.label }); }
  // One word under a plain "Name" with a last name's label after it ("Nombre | Apellido(s)", "Name | Surname"): the
  // given name, the surname asked for apart (kept once the surname comes).
  else if (!named && /^\p{Lu}[\p{Ll}'’-]+$/u.test(f.text.trim()) && !labelOf(f.text, true, false, false)) places.get(o)!.given = fv(f, f.text.trim());
}

/** Owners' values in the order a person reads their lines: a value on the line of an owner's name read after it,
 *  though its label is printed higher, small over its rule ("Ownership %" over "40%" beside "Full Name  McAllister,
 *  Victor"): the share is that owner's, not the owner's before. */
export function nameLineFirst<T extends OwnerFound>(found: T[]): T[] {
  const out = [...found];
  const name = (f: OwnerFound) => f.field === 'owner_name' || f.field === 'owner_first' || f.field === 'owner_last';
  for (let i = 0; i < out.length; i++) {
    const f = out[i]!;
    if (!f.field.startsWith('owner_') || name(f) || f.nth !== undefined) continue;
    const j = out.findIndex((n, k) => k > i && name(n) && n.piece.page === f.piece.page && sameLine(n.piece, f.piece) && n.piece.x1 <= f.piece.x0);
    if (j < 0) continue;
    out.splice(i, 1);
    out.splice(j, 0, f);
    i--;
  }
  return out;
}

/**
 * The same person printed again (a signature block's printed name, a name repeated over a continued page) is not
 * another owner: an owner named as an earlier one, whose other values agree with that one's or are blank, is merged
 * into it. Two owners of one name whose title, share, score or ID differ are two people (a mother and daughter).
 * (A middle initial the earlier one lacks names someone else: "Kevin F. Garcia-Lopez" under "Kevin Garcia-Lopez".)
 */
export function mergeRepeats(owners: FormApplicant[], places: OwnerPlaces): FormApplicant[] {
  // (An initial before a comma is one too: "Whitaker, Marco W., DDS".)
  const initial = (t: string | undefined) => (t ? /\s[A-Z]\.?[\s,]/.test(` ${t} `) : false);
  // (An earlier owner read from a given name's cell alone, "Brittany" | "G" | "D'Amato", may have had an initial in a
  // cell of its own: only a name printed whole tells that it had none.)
  const nameWhole = (x: FormApplicant) => !!x.last_name && !!places.get(x)?.text.includes(x.last_name.value);
  const keys = ['role', 'ownership', 'credit_score', 'tax_id'] as const;
  const out: FormApplicant[] = [];
  for (const o of owners) {
    const same = out.find((x) => x.first_name && x.first_name.value === o.first_name?.value && x.last_name?.value === o.last_name?.value
      && !(initial(places.get(o)?.text) && !initial(places.get(x)?.text) && nameWhole(x))
      && keys.every((k) => !x[k] || !o[k] || x[k]!.value === o[k]!.value));
    if (!same) { out.push(o); continue; }
    for (const k of keys) if (!same[k] && o[k]) (same as unknown as Record<string, unknown>)[k] = o[k];
    if (!same.tax_id_type && o.tax_id_type) { same.tax_id_type = o.tax_id_type; same.tax_id_country = o.tax_id_country; }
  }
  return out;
}

const TITLES = ['Owner', 'Co-Owner', 'President', 'Member', 'Partner', 'Manager', 'Director', 'Secretary', 'Treasurer', 'Principal', 'Proprietor', 'Officer', 'Founder', 'Shareholder', 'Chairman'];

/** An officer's title in capitals as it is printed: OCR reads capitals whose small letters look alike in small
 *  letters ("coo" for COO, "vP"). A text layer's "ceo" is what was typed (a phone's keyboard, all small letters):
 *  the title as printed, kept. */
function officer(text: string, ocr: boolean): string {
  if (ocr && /^c[a-z]o$|^[se]?vp$/i.test(text.trim())) return text.trim().toUpperCase();
  return lostLetters(ocr ? titleWords(text) : text);
}

/** The words titles are made of: a scan's word a letter or two off one of them ("Present", "Memiber") is that word,
 *  when it is the only one so near. A text layer's words are as typed. */
const TITLE_WORDS = [...TITLES, 'Managing', 'Vice', 'Chief', 'Executive', 'Operating', 'Financial', 'General', 'Sole', 'Limited', 'Authorized',
  'Signer', 'Signatory', 'Administrator', 'Controller', 'Chairwoman', 'Chairperson', 'Majority', 'Minority', 'Senior',
  // (Words of a title's department, spelt right and left as they are: "VP Operations" is no "VP Operating".)
  'Operations', 'Finance', 'Sales', 'Marketing', 'Technology', 'Development', 'Business', 'Administration', 'Accounting', 'Human',
  'Resources', 'Assistant', 'Associate', 'Deputy', 'Regional', 'Division', 'Practice', 'Medical', 'Clinical', 'Trustee', 'Guarantor',
  'Investor', 'Consultant', 'Operator', 'Partners', 'Members', 'Owners', 'Corporate', 'Compliance', 'Strategy', 'Product', 'Creative'];
export function titleWords(text: string): string {
  return text.split(/(\s+)/).map((w) => {
    const bare = w.replace(/[^\p{L}]/gu, '');
    if (bare.length < 5 || w !== bare || TITLE_WORDS.some((t) => t.toLowerCase() === bare.toLowerCase())) return w;
    const most = bare.length >= 7 ? 2 : 1;
    const near = TITLE_WORDS.map((t) => ({ t, d: distance(bare.toLowerCase(), t.toLowerCase()) })).filter((x) => x.d <= most && x.t[0]!.toLowerCase() === bare[0]!.toLowerCase());
    const least = Math.min(...near.map((x) => x.d));
    const best = near.filter((x) => x.d === least);
    return best.length === 1 ? (/^\p{Lu}{2,}$/u.test(w) ? best[0]!.t.toUpperCase() : best[0]!.t) : w;
  }).join('');
}


/** A title whose first letters OCR lost at a cell's edge ("esident"; "vner" for Owner, its w read v too): the one
 *  title it ends, one or two letters short and one other letter misread at most. Four letters or more only. */
function lostLetters(text: string): string {
  const t = text.trim();
  if (!/^\p{Ll}[\p{Ll}-]{3,}$/u.test(t)) return text;
  const differ = (a: string, b: string) => [...a].filter((c, i) => c !== b[i]).length;
  const ends = TITLES.filter((w) => [1, 2].some((k) => w.length - k === t.length && differ(w.slice(k).toLowerCase(), t) <= 1));
  return ends.length === 1 ? ends[0]! : text;
}

/** Owners whose name labels number them ("Guarantor 2 - Name" printed in the right column before "Guarantor 1" in the
 *  left one, a page read line by line): in their numbers' order, the order the form gives them. */
export function byNumber(owners: FormApplicant[]): FormApplicant[] {
  const n = (o: FormApplicant) => Number(/\b(?:owner|principal|guarantor|officer|partner|member|shareholder)\s*#?\s*(\d{1,2})\b/i.exec((o.first_name ?? o.last_name)?.label ?? '')?.[1] ?? NaN);
  const nums = owners.map(n);
  if (owners.length < 2 || nums.some((x) => Number.isNaN(x)) || new Set(nums).size !== nums.length) return owners;
  return owners.map((o, i) => ({ o, k: nums[i]! })).sort((a, b) => a.k - b.k).map((x) => x.o);
}

/** A value after the label on its line, nothing between them. */
function answered(q: Piece, pieces: Piece[]): boolean {
  const next = pieces.filter((o) => o !== q && o.text && sameLine(o, q) && o.x0 >= q.x1 - 2).sort((a, b) => a.x0 - b.x0)[0];
  return !!next && !labelOf(next.text, true, false, false) && /\p{L}/u.test(next.text);
}

/** A numbered owner's name label just above in the label's column ("Guarantor 1 - Name" over "Title", "SIN"): the
 *  owner's block, though no heading says so. */
export function ownerAbove(p: Piece, pieces: Piece[]): boolean {
  // (Or along its line: "Owner: Keisha De la Cruz   Title: President   Own %: 75".)
  const h = p.y1 - p.y0;
  if (pieces.some((q) => q !== p && q.text && sameLine(p, q) && q.x1 <= p.x0 + 2 && p.x0 - q.x1 < 40 * h && (() => {
    const l = labelOf(q.text, true, false, false);
    // (Or an owner's number answered by the name after it: "Owner 2   Kevin Delgado   Ttl  CEO".)
    return (l?.field === 'owner_name' && l.explicit) || ownerLine(q, pieces) || (!l && ownerNumber(q.text.replace(/[\s:.-]+$/, '')) && answered(q, pieces));
  })())) return true;
  if (namePair(p, pieces)) return true;
  // (Up the column, label over value, each a line or two over the one under it.)
  const head = pieces.filter((q) => q !== p && q.text && q.y1 <= p.y0 + 1 && Math.abs(q.x0 - p.x0) < 10).sort((a, b) => b.y0 - a.y0);
  let below = p;
  for (const q of head) {
    if (below.y0 - q.y1 > 2 * h) return false;
    below = q;
    const l = labelOf(q.text, true, false, false);
    // (Or one answered on its own line, "Owner Name ....... Omar Whitfield": a row of one owner's list of rows, not
    // a column's head in a table of owners.)
    // (Or answered in its own piece: "Owner: Fatima R. Haddad" over "Title: CEO".)
    if (l?.field === 'owner_name' && l.explicit && (/\d/.test(q.text) || answered(q, pieces) || /\p{L}/u.test(q.text.slice(l.end)))) return true;
    if (l && namePair(q, pieces)) return true;
    // (Or an owner's number with the name written after it: "Owner 1:  James Castellanos".)
    if (!l && ownerNumber(q.text.replace(/[\s:.-]+$/, '')) && answered(q, pieces)) return true;
    if (l && !l.field.startsWith('owner_') && !['other', 'decoy', 'address'].includes(l.field)) return false;
  }
  return false;
}

/** A first name's label with a last name's right under it, or a last name's under a first name's ("First Name:
 *  Fatima" over "Last Name: Castillo"): a person's name asked, an owner's, wherever it is printed (a business has no
 *  first name). */
function namePair(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  const field = (q: Piece) => labelOf(q.text, true, false, false)?.field;
  const f = field(p);
  if (f !== 'owner_first' && f !== 'owner_last') return false;
  const other = f === 'owner_first' ? 'owner_last' : 'owner_first';
  const below = f === 'owner_first';
  return pieces.some((q) => q !== p && q.text && Math.abs(q.x0 - p.x0) < 10 && (below ? q.y0 - p.y1 : p.y0 - q.y1) > -2
    && (below ? q.y0 - p.y1 : p.y0 - q.y1) < 1.5 * h && field(q) === other);
}

/** A value's text without its bracketed notes of words, where words stand outside them ("Member (30%)" keeps its
 *  share; "INFORMATION (ALL OWNERS OF 20% OR MORE)" has none). */
const noted = (t: string) => (/\p{L}{3}/u.test(t.replace(/\([^)]*\)/g, '')) ? t.replace(/\([^)]*\)/g, (m) => (/\p{L}{2,}[^)]*\s[^)]*\p{L}{2,}/u.test(m) ? ' ' : m)) : t);

// Forms written as sentences to fill in (issue 36): "Harbor Grounds LLC, doing business as Tall Pines, is a LLC ...
// It has operated since 05/16/2005 as a landscaper", "I, Ana Ruiz, hold 50 % of the shares of ... as its Managing
// Member. My Social Security number is ...". The words before a blank say what goes in it, as a label does; a person
// reads each blank by the end of the phrase before it.
import { labelOf } from './labels.ts';
import { onLineAfter, sameLine, type Piece } from './pieces.ts';
import { frequency } from './marks.ts';
import type { OwnerFound } from './owners.ts';
import { notValue } from './value-of.ts';
import { entityType, industry, personName } from './values.ts';
import { OFFICE } from './along.ts';

/** [field, the end of the phrase before the blank]. Generic endings ("as a", "hold") only in a sentence's fragment. */
const SPECIFIC: [string, RegExp][] = [
  ['trade_name', /(?:(?:doing|conducts?|conducting|does) business as|d\/b\/a|trading as|operating as|operates? under the (?:trade )?name|(?:doing|does|conducts?|conducting) business under the (?:trade |assumed )?name)\s*$/i],
  ['business_tax_id', /(?:employer identification|tax identification|federal tax id(?:entification)?|\bEIN)\s*(?:no\.?|number|#)?\s*(?:is)?\s*$/i],
  ['business_start_date', /(?:operated since|in business since|been in business since|established on|founded on|started on|(?:operated|operating|been in business)\b[\w\s]{0,40}\bsince|(?:commenced|began|started|opened for) (?:operations|business|operating|trading)(?: on)?|(?:has|have) (?:done so|been doing so) since)\s*$/i],
  ['industry', /\bin the business of\s*$|\b(?:is )?engaged in\s*$/i],
  ['address', /(?:premises at|located at|place of business (?:is )?at|business address is|\blocation:|\bbusiness at)\s*$/i],
  ['industry', /\bwe (?:run|operate|own) an?\s*$/i],
  ['requested_amount', /(?:request(?:s|ed)?|is requesting|seeks?|sought|appl(?:y|ies|ied) for) (?:an? )?(?:advance|funding|financing|purchase|loan|amount)(?: in the amount)? of\s*$|\b(?:we|i) (?:respectfully |kindly |would like to )?request\s*$/i],
  // "We are requesting $", "working capital in the amount of", "for a Purchase Price of $": the sum asked.
  // ("The merchant requests [35,000.00] for the purpose of": the party's request, its sum.)
  ['requested_amount', /\b(?:merchant|business|company|applicant) (?:hereby )?requests\s*$/i],
  ['requested_amount', /\b(?:we|i) (?:are|am) requesting\s*$|\b(?:capital|funding|financing|advance|loan) in the amount of\s*$|\bpurchase price(?: of)?\s*$/i],
  ['number_of_payments', /(?:remitted|repaid|paid|returned|repay) (?:in|over|by|through)\s*$/i],
  ['requested_payment', /(?:payments?|installments?|remittances?) of(?: about| approximately| around)?\s*$/i],
  ['owner_tax_id', /(?:social security|social insurance) (?:number|no\.?|#) is\s*$/i],
  ['owner_credit', /credit score(?: is)?(?: about| approximately| around)?\s*$/i],
  ['owner_title', /\b(?:whose|my|his|her) (?:title|position|role) is\s*$|\bI am the\s*$/i],
  // ("... and the holder of [51] % of its shares": the share held.)
  ['owner_ownership', /\b(?:owning|holding|holder of)\s*$/i],
  // ("... and as the beneficial owner of [100%] of its outstanding equity": the share owned.)
  ['owner_ownership', /\b(?:beneficial|registered|record) owner of\s*$|\bowner of record of\s*$/i],
  // "proposes to remit [160] payments, made [daily], of $ [358.46] each": the count, the schedule, the payment.
  ['number_of_payments', /\b(?:proposes?|agrees?|intends?|wishes?|offers?) to (?:remit|repay|pay|make)\s*$/i],
  ['payment_frequency', /\bpayments?,?\s+made\s*$/i],
  // "[Food truck] since [February 21, 2006]": the business's start.
  ['business_start_date', /^since$/i],
  // "... apply ... for an" / "advance of $ [54,000.00]": a request broken at its line's end.
  ['requested_amount', /^(?:an? )?advance of\s*$/i],
  // "... payments of $1,200 each, debited [weekly]": the schedule.
  ['payment_frequency', /\b(?:debited|remitted|collected|withdrawn|payable)\s*$/i],
  // "the Remittance of $ [5,283.55] per [monthly]", "Remittance $ [1,457.55] each [daily]": the schedule.
  ['payment_frequency', /^(?:per|each|every)$/i],
  // In Spanish: "El negocio [X], que opera como [Y], con número de identificación federal (EIN) [..], se dedica a [..]
  // ... y tiene su local en [..]"; "Solicitamos la cantidad de $ [..]".
  ['trade_name', /\b(?:que opera como|operando como|haciendo negocios como|conocido como)\s*$/i],
  ['business_tax_id', /\bn[uú]mero de identificaci[oó]n (?:federal|fiscal|patronal)(?:\s*\((?:EIN|TIN)\))?\s*$/i],
  ['industry', /\bse dedica a\s*$/i],
  // In French: "La présente demande est faite au nom de [X] (raison sociale), faisant affaire sous le nom de [Y],
  // constituée sous la forme d'une [S.E.N.C.]. Son établissement principal est situé au [..], province de [..]";
  // "dans le domaine suivant : [..] depuis le [..]"; "Elle sollicite une avance de [..]".
  ['legal_name', /\b(?:faite|présentée|soumise) au nom de\s*$/i],
  ['trade_name', /\b(?:faisant affaire|exploitée?|connue?) sous le nom de\s*$/i],
  ['type_of_entity', /\bconstituée? (?:sous la forme d'une?|en)\s*$/i],
  ['address', /\b(?:est situé|situé|située|établie?) (?:au|à)\s*$|\bprovince de\s*$/i],
  ['industry', /\bdans le domaine (?:suivant|de)\s*:?\s*$/i],
  ['business_start_date', /^depuis le$|\bdepuis le\s*$/i],
  ['requested_amount', /\bsollicite (?:une avance|un financement|un montant) de\s*$/i],
  ['business_start_date', /^desde(?: el)?$|\b(?:opera|operando|en el negocio) desde(?: el)?\s*$/i],
  ['address', /\b(?:tiene su (?:local|negocio|oficina|domicilio) en|ubicad[oa] en|con domicilio en)\s*$/i],
  ['requested_amount', /\bsolicit(?:amos|a|o) (?:la cantidad de|un (?:financiamiento|adelanto|préstamo|anticipo) (?:de|por))\s*$/i],
];

/** A phrase without the currency sign it ends on: the sign belongs to the blank ("requests an advance of $"). */
const bare = (text: string) => text.trim().replace(/\s*(?:US)?\$\s*$/, '');
const GENERIC: [string, RegExp][] = [
  ['type_of_entity', /\bis an?\s*$|,\s*an?\s*$/i],
  ['industry', /\bas an?\s*$/i],
  ['owner_ownership', /\b(?:hold|own)s?\s*$/i],
  // (Its spaces lost by a text layer: "; I own" handed over as ";Iown".)
  ['owner_ownership', /(?:^|[;,.\s])Iown\s*$/],
  ['owner_title', /\bas (?:its|the)\s*$/i],
  // ("I, [name], as [Managing Member] of [business]": an office held.)
  ['owner_title', /^,\s*as\s*$/i],
];

/** The field a fragment of a sentence asks for in the blank after it. */
export function blankAfter(text: string): string | null {
  // (A sentence typed in capitals, "LOCATED AT", "ENGAGED IN", reads as the same words in small letters.)
  // (Words only: a label with its figure, "EIN 46-5633101", is no sentence.)
  const b = bare(text), t = /\p{Lu}{2}/u.test(b) && !/\p{Ll}/u.test(b) && !/\d/.test(b) && /\p{L}\s+\p{L}/u.test(b) ? b.toLowerCase() : b;
  // (After a blank's bracketed caption the sentence runs on: "(title), owning" asks the share.)
  const after = bracketCaption(t) ? /^\s*\([^()]*\)\s*([,;]\s*\S.*)$/.exec(t)?.[1] : undefined;
  if (after) return blankAfter(after);
  // "I," opens an owner's statement: the name follows; "Our business," a letter's, the business's name.
  // (So does "The undersigned,": "The undersigned, [Castellanos, Dmitri H.], who holds [55] percent ...".)
  if (/^I,$/.test(t) || /^the undersigned,$/i.test(t)) return 'owner_name';
  // ("El negocio [name], que opera como": the business's legal name.)
  if (/^(?:el negocio|la empresa|la compañía)$/i.test(t)) return 'legal_name';
  // "I own [100] percent of the Business": the share.
  if (/^I own$/i.test(t)) return 'owner_ownership';
  // ("... made [daily], of $ [358.46] each": a sum after the schedule's blank is each payment.)
  if (/^,\s*of\s*\$\s*$/.test(text)) return 'requested_payment';
  if (/^(?:our|my) (?:business|company),$/i.test(t)) return 'legal_name';
  const q = asked(t);
  if (q) return q;
  // (A fragment: starts with punctuation or a small letter, as the words between blanks do; or a sentence's start
  // that runs up to its blank on a small word, "The Business requests an advance of". A label, "Doing Business As",
  // is neither.)
  // (Or a defined term's bracket, '(the "Merchant"), a'.)
  // (Or the words after a share's blank, "% of Merchant, SSN".)
  const inner = /^[,.;:%]|^\p{Ll}|^\(the\b/u.test(t);
  const words = t.replace(/\s*:\s*$/, '').split(/\s+/);
  // (A caption with its owner's number before a colon, "Owner 1: title", is a label, no sentence's start.)
  if (!inner && !(words.length >= 3 && /^\p{Ll}/u.test(words[words.length - 1]!) && !/^[^:]{1,20}\d[^:]{0,3}:/.test(t))) return null;
  for (const [f, re] of SPECIFIC) if (re.test(t)) return f;
  // A label run on in the sentence after its punctuation ("; business start date:", "; Federal Tax ID (EIN)", "of the
  // Merchant, SSN/ITIN").
  const l = runOnLabel(/[,;:]\s*([^,;:]+?)\s*:?$/.exec(t)?.[1])
    // (Or a new sentence's subject asking it, "% of the business. My SSN is": the label after its possessive.)
    ?? runOnLabel(/[.!?]\s+(?:(?:my|our|its|his|her|their|the)\s+)?([^,;:.!?]+?)\s+(?:is|are|was)\s*$/i.exec(t)?.[1]);
  if (l) return l;
  if (inner) for (const [f, re] of GENERIC) if (re.test(t)) return f;
  return null;
}

/** The field a label run on in a sentence asks for: all its words the label's (a bracket or a sign may close it). */
function runOnLabel(rest: string | undefined): string | null {
  const l = rest ? labelOf(rest, true, false, false) : null;
  return rest && l && !['decoy', 'other'].includes(l.field) && !rest.slice(l.end).replace(/\([^)]*\)|[\s:#.?]/g, '') ? l.field : null;
}

/** Payments counted after their count's blank, the schedule's word first maybe: "daily payments of". */
const PAID = /^\s*(?:(daily|weekly|bi-?weekly|monthly)\s+)?(?:payments|installments|remittances|remits|debits)\b/i;

/** A question answered on the blank after it ("Q1. What is your business's full legal name? It is ____", "Where is it
 *  located?"): the thing asked is the blank's label. */
function asked(t: string): string | null {
  const m = /^(?:Q?\d+[.)]\s*)?(?:what|where) is (?:your |the |its )?(?:(?:business|company)(?:'s|’s)? )?([^?]*)\?\s*(?:it is|it's|it’s)?$/i.exec(t);
  if (!m) return null;
  if (/^(?:it )?located$/i.test(m[1]!.trim())) return 'address';
  const l = labelOf(m[1]!.replace(/^full\s+/i, ''), true, false, false);
  return l && !['decoy', 'other'].includes(l.field) && l.end >= m[1]!.replace(/^full\s+/i, '').trim().length - 1 ? l.field : null;
}

/** A blank's caption printed in brackets after it, as a line's small print is under it: "I, ____ (name), ____ (title),
 *  owning". The bracket's words say what the blank before them holds, an owner's (the sentence is a person's). */
export function bracketCaption(text: string): string | null {
  const words = /^\s*\(([^()]{2,24})\)\s*(?:[,.;:]|$)/.exec(text)?.[1]?.trim();
  if (!words) return null;
  if (/^(?:(?:print(?:ed)?|full|your|owner'?s?) )?name$/i.test(words)) return 'owner_name';
  const l = labelOf(words, true, false, false);
  return l && l.end >= words.length - 1 && ['owner_name', 'owner_title', 'owner_ownership', 'owner_tax_id', 'owner_credit'].includes(l.field) ? l.field : null;
}

/** A fragment that names what the blank before it holds: "X, doing business as Y" makes X the registered name. */
export function blankBefore(text: string): string | null {
  const captioned = bracketCaption(text);
  if (captioned) return captioned;
  if (/^\s*,\s*(?:doing business as|d\/b\/a|trading as)\b/i.test(text)) return 'legal_name';
  // A defined term after a blank names what the blank holds: 'Prairie Wind LLC (the "Merchant")', '$ 222,000 (the
  // "Requested Amount")'.
  const term = /^\s*\((?:the\s+)?["“]?([\p{L} ]+?)["”]?\)/u.exec(text)?.[1]?.toLowerCase();
  if (term && /^(?:merchant|seller|company|business|applicant)$/.test(term)) return 'legal_name';
  if (term && /^(?:requested amount|amount requested)$/.test(term)) return 'requested_amount';
  // "[90] installments of $", "[100] daily payments of $", "[36] Remittances, being ...": the count before them.
  if (PAID.test(text)) return 'number_of_payments';
  // ", the [CEO] of Merchant, owning": the title a person holds in the business.
  if (/^\s*of (?:the )?(?:merchant|company|business|applicant)\b/i.test(text)) return 'owner_title';
  // "(Fatima A. Okafor), whose title is": a person's name.
  return /^\s*\)?\s*,\s*whose (?:title|position|role)\b/i.test(text) ? 'owner_name' : null;
}


/** A count's words in small letters just after its number, "for [32] payments (subject to underwriting)": the
 *  sentence's words after a blank, no label asking the line below. */
export function countedBefore(p: Piece, pieces: Piece[]): boolean {
  if (!/^\p{Ll}/u.test(p.text.trim()) || blankBefore(p.text) !== 'number_of_payments') return false;
  const prev = pieces.filter((q) => q !== p && q.text && sameLine(q, p) && q.x1 <= p.x0 + 2).sort((a, b) => b.x1 - a.x1)[0];
  return !!prev && /^\d{1,4}$/.test(prev.text.trim()) && p.x0 - prev.x1 < 3 * (p.y1 - p.y0);
}

/** A caption printed small under the line of `p`: far shorter than its line. */
const caption = (q: Piece, p: Piece) => q.y1 - q.y0 < 0.75 * (p.y1 - p.y0);

/**
 * The blank a fragment leads to: the next piece after it on its line, else the first on the next line (the sentence
 * runs on); an address runs to the end of its line ("6072 Route 9 , Mesa , AZ 19120"). null when the next piece is
 * another fragment (the blank was left empty).
 */
export function blankValue(p: Piece, field: string, pieces: Piece[], fragment: (q: Piece) => boolean, notValue: (q: Piece) => boolean): Piece | null {
  const line = onLineAfter(p, pieces);
  let next = line[0];
  if (!next) {
    // (A caption printed small under a blank, "nature of business", is no line of the sentence.)
    const below = pieces.filter((q) => q.text && q.y0 >= p.y1 - 2 && !sameLine(p, q) && !caption(q, p)).sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
    next = below[0] && below.filter((q) => sameLine(q, below[0]!)).sort((a, b) => a.x0 - b.x0)[0];
  }
  if (!next || fragment(next) || notValue(next)) return null;
  if (field !== 'address') return next;
  const rest = line.length ? line : [next];
  // (It ends where the sentence asks another thing, ", zip" / "; phone": a label run on after its punctuation.)
  const asks = (t: string) => { const w = /^[,;:]\s*(\p{L}.*)$/u.exec(t)?.[1]; const l = w ? labelOf(w, true, false, false) : null; return !!l && l.end >= w!.trim().length - 1; };
  // (Or at a label of its own on the line, "ZIP" after "STATE [CT]": the next blank's.)
  const label = (t: string) => { const l = labelOf(t, true, false, false); return !!l && l.end >= t.length - 1; };
  const upTo = rest.findIndex((q) => (/^[.;]$|^\p{Ll}/u.test(q.text.trim()) || asks(q.text.trim()) || label(q.text.trim())) && q !== rest[0]);
  const parts = upTo > 0 ? rest.slice(0, upTo) : rest;
  return { ...next, text: parts.map((q) => q.text).join(' ').replace(/\s+,/g, ','), x1: parts[parts.length - 1]!.x1 };
}

/** A sentence's fragment (words between blanks): punctuation or a small letter first, or a phrase leading to a blank. */
// (A schedule's word written small, "bi-weekly", is a blank's value.)
export const fragment = (q: Piece) => (/^[,.;:]|^\p{Ll}/u.test(q.text.trim()) && !(frequency(q.text) && q.text.trim().split(/\s+/).length <= 2)) || !!blankAfter(q.text) || !!blankBefore(q.text);

/** A blank before a fragment holds what it names: a business's name has a word to it (not the state or "N/A" another
 *  blank before it holds); a count of payments is a number; a title follows "the" (", the [CEO] of Merchant"). */
function fitsBefore(before: string, prev: Piece, pieces: Piece[]): boolean {
  if (before === 'legal_name') return /\p{L}{3}/u.test(prev.text) && !/^n\/?a$/i.test(prev.text.trim());
  // (Or an office's words after a comma: "I, [Ana Ruiz], [Partner] of the Business".)
  if (before === 'owner_title' && OFFICE.test(prev.text.trim())) return true;
  if (before === 'owner_title') return pieces.some((q) => q !== prev && q.text && sameLine(q, prev) && q.x1 <= prev.x0 + 2 && prev.x0 - q.x1 < 30 && /\bthe\s*$/i.test(q.text));
  return before !== 'number_of_payments' || /^\d{1,4}$/.test(prev.text.trim());
}

/** Words in small letters that read as what a blank asks: its answer, no words of the sentence ("bi-weekly", "food
 *  truck", "limited liability company"). */
const answers = (field: string, text: string) => (field === 'industry' && !!industry(text)) || (field === 'type_of_entity' && !!entityType(text, null))
  || (field === 'payment_frequency' && !!frequency(text));

/** The field fragment `p` asks for, and the piece its blank follows: a phrase broken at its line's end runs on at the
 *  next line's start in small words ("for a Purchase Price" / "of $ [149,000]"). */
function runOn(p: Piece, pieces: Piece[]): [string | null, Piece] {
  const after = blankAfter(p.text);
  if (onLineAfter(p, pieces).length) return [after, p];
  const below = pieces.filter((q) => q.page === p.page && q.text && q.y0 >= p.y1 - 2 && q.y0 - p.y1 < 2 * (p.y1 - p.y0) && !sameLine(p, q) && !caption(q, p));
  const first = below.filter((q) => below.every((o) => o.y0 >= q.y0 - 2)).sort((a, b) => a.x0 - b.x0)[0];
  // (A phrase cut mid-term, ". Its Employer" / "Identification Number is", runs on in capitals too.)
  const small = first && /^\p{Ll}/u.test(first.text.trim());
  if (!first || first.text.trim().split(/\s+/).length > 3 || (!small && (/[.:?!]\s*$/.test(p.text) || /:/.test(first.text)))) return [after, p];
  // (Unless the words there are the blank's answer, written at the next line's start: "each, debited" / "bi-weekly",
  // ". Our company, a" / "limited liability company".)
  const joined = after && answers(after, first.text) ? null : blankAfter(`${p.text.trim()} ${first.text.trim()}`) ?? (small ? after : null);
  return joined ? [joined, first] : [after, p];
}

/** A person listed with commas before her share, "(a) [Ana Ruiz] , [CEO] , holding [60] %": the name and the title the
 *  two blanks before ", holding" hold (the name a person's, its comma alone between the blanks). */
function apposed(p: Piece, pieces: Piece[]): OwnerFound[] {
  if (!/^,\s*(?:owning|holding)\s*$/i.test(p.text)) return [];
  const left = (r: Piece) => pieces.filter((q) => q !== r && q.text && sameLine(q, r) && q.x1 <= r.x0 + 2).sort((a, b) => b.x1 - a.x1)[0];
  const title = left(p), comma = title && left(title), name = comma && left(comma);
  if (!title || !name || comma!.text.trim() !== ',' || fragment(title) || !personName(name.text) || fragment(name)) return [];
  const at = (field: string, v: Piece): OwnerFound => ({ field, text: v.text, label: p.text.trim(), piece: v, confidence: 0.7, source: v.source });
  return [at('owner_name', name), at('owner_title', title)];
}

/** What a form written as sentences says in the blanks around fragment `p` (sentences.ts). */
export function blanks(p: Piece, pieces: Piece[]): OwnerFound[] {
  const out: OwnerFound[] = [];
  // (A caption naming another party's figures whole asks for no blank of the merchant's: "Open advance 1 - funder,
  // balance, payment". A word or two is a sentence's still: ", holding [100] %".)
  const whole = labelOf(p.text, false, false, true);
  if (whole?.field === 'decoy' && whole.end >= p.text.trim().length - 1 && p.text.trim().split(/\s+/).length >= 3) return out;
  const at = (field: string, v: Piece) => out.push({ field, text: v.text, label: p.text.trim(), piece: v, confidence: 0.7, source: v.source });
  // (A blank's answer typed close after its words is printed in their piece: ", as Managing Member", "since February
  // 21, 2006 , hereby apply": an office after ", as"; a date opening the words after "since".)
  const office = /^,\s*as\s+(\p{Lu}.*?)\s*$/u.exec(p.text)?.[1];
  if (office && OFFICE.test(office)) at('owner_title', { ...p, text: office });
  // (An entity typed after ", a": '(the "Business"), a Limited Liability Company'.)
  const kind = /,\s*an?\s+(\p{Lu}[\p{L} .'-]+?)\s*$/u.exec(p.text)?.[1];
  if (kind && entityType(kind, null)) at('type_of_entity', { ...p, text: kind });
  const prev = pieces.filter((q) => q !== p && q.text && sameLine(q, p) && q.x1 <= p.x0 + 2).sort((a, b) => b.x1 - a.x1)[0];
  // (A city's line written in blanks, "[Erie] , [PA] [16524]": the address's state and code after the comma.)
  const [st, zip] = onLineAfter(p, pieces);
  if (p.text.trim() === ',' && prev && st && zip && /^\p{Lu}{2}$/u.test(st.text.trim()) && /^(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/.test(zip.text.trim())) {
    at('address', { ...prev, text: `${prev.text.trim()}, ${st.text.trim()} ${zip.text.trim()}`, x1: zip.x1 });
  }
  // ("as [Managing Member] of [Prairie Services LLC]": the business the owner's office is of.)
  if (/^of$/i.test(p.text.trim()) && prev && (/^,?\s*as\s+\p{Lu}/u.test(prev.text) || OFFICE.test(prev.text.trim()))) {
    const v = onLineAfter(p, pieces)[0];
    if (v && !fragment(v) && !notValue(v)) { at('legal_name', v); return out; }
  }
  if (blankAfter(p.text) === 'business_start_date') {
    const next = onLineAfter(p, pieces)[0];
    const date = next && /^\s*((?:[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4})|\d{1,2}\/\d{1,2}\/\d{2,4})\s*[,;]\s*\p{Ll}/u.exec(next.text)?.[1];
    if (date) { at('business_start_date', { ...next, text: date }); return out; }
  }
  // (A blank's answer typed close after the phrase, in its piece: "El negocio Beatriz Morales Rodríguez", "se dedica a
  // Guardería infantil", "y tiene su local en 10966 Palmetto Rd" then "Denver, CO 80219" along the line.)
  const typed = answeredInPiece(p, pieces);
  if (typed) { at(typed[0], typed[1]); return out; }
  // (The blank before first: "(Ana Ruiz), whose title is CEO" names the owner before her title.)
  out.push(...apposed(p, pieces));
  const before = blankBefore(p.text);
  if (before) {
    // (A business's name has a word to it: not the state or "N/A" another blank before it holds.)
    if (prev && !fragment(prev) && (!!bracketCaption(p.text) || fitsBefore(before, prev, pieces))) at(before, prev);
    // (Its schedule printed with it, "[100] daily payments of": the frequency the count goes with.)
    const word = PAID.exec(p.text)?.[1];
    if (before === 'number_of_payments' && prev && fitsBefore(before, prev, pieces) && word) at('payment_frequency', { ...p, text: word });
    // (Or said just after the unit, "x [100] payments, [Bi-weekly]": one schedule's words, no row of them to tick.)
    const said = onLineAfter(p, pieces), sched = said[0];
    if (before === 'number_of_payments' && !word && sched && sched.x0 - p.x1 < 4 * (p.y1 - p.y0) && sched.text.trim().split(/\s+/).length <= 3 && frequency(sched.text)
      && !said.slice(1).some((q) => frequency(q.text))) at('payment_frequency', sched);
  }
  const [after, from] = runOn(p, pieces);
  // (A value written in small letters, "food truck", "bi-weekly", that reads as what the blank asks is its value.)
  const fits = (q: Piece) => !!after && answers(after, q.text);
  const v = after ? blankValue(from, after, pieces, (q) => fragment(q) && !(fits(q) && q.text.trim().split(/\s+/).length <= 4), (q) => notValue(q) && !fits(q)) : null;
  if (after && v && (after !== 'payment_frequency' || frequency(v.text))) {
    at(after, v);
    // "remitted in 120 daily payments of": the schedule's word after the count.
    const next = onLineAfter(v, pieces)[0];
    if (after === 'number_of_payments' && next && frequency(next.text)) at('payment_frequency', next);
  }
  return out;
}

/** The field a phrase asks and its answer typed after it in the same piece: the shortest run of the piece's words
 *  that asks a blank's field, then an answer opening with a capital, a figure or a sign (an address with the rest of
 *  its line, as blankValue reads it). */
function answeredInPiece(p: Piece, pieces: Piece[]): [string, Piece] | null {
  const words = p.words;
  if (!words || p.source !== 'text') return null;
  const said = phraseAnswered(words.map((w) => w.text));
  if (!said) return null;
  const [field, k] = said, rest = words.slice(k), text = rest.map((w) => w.text).join(' ');
  const v: Piece = { ...p, text, x0: rest[0]!.x0, words: rest };
  if (field !== 'address') return [field, v];
  const line = onLineAfter(p, pieces);
  const upTo = line.findIndex((q) => fragment(q));
  const more = upTo < 0 ? line : line.slice(0, upTo);
  return [field, more.length ? { ...v, text: [text, ...more.map((q) => q.text)].join(', '), x1: more[more.length - 1]!.x1 } : v];
}

/** The field a run of words' first words ask and where their answer starts: the shortest phrase that asks a blank's
 *  field, then a few words opening with a capital, a figure or a sign (a surname's particle first, "de la Durantaye").
 *  (Not a phrase whose whole asks the blank after it, "% of the business, Social Security No.": nothing typed in it.) */
export function phraseAnswered(words: string[]): [string, number] | null {
  if (words.length < 2 || blankAfter(words.join(' '))) return null;
  for (let k = 1; k < words.length; k++) {
    const field = blankAfter(words.slice(0, k).join(' '));
    const text = words.slice(k).join(' ');
    // (An answer is a few words, no sentence: "20% or more of the business must be listed" is the form's own words.)
    if (!field || !/^(?:(?:de|la|le|du|des|del|van|von|da|di)\s+)*[\p{Lu}\d$]/u.test(text) || words.length - k > 7 || /\b(?:must|shall|should|will|or more|if)\b/i.test(text)
      || fragment({ page: 0, text: text.replace(/^(?:(?:de|la|le|du|des|del|van|von|da|di)\s+)+/, ''), x0: 0, x1: 0, y0: 0, y1: 0, source: 'text' }) || labelOf(text, true, false, false)) continue;
    return [field, k];
  }
  return null;
}

/** A sentence's joint printed between blanks: a piece opening with the comma after a blank (", in my capacity as"),
 *  a bare linking word ("of"), or a phrase ending on a word that needs the blank after it ("By signing, I,"). */
const joint = (t: string) => /^\s*[,;]/.test(t) || /^\s*(?:of|as|and|or|for|the|to|by|at|in|on|with)\s*$/.test(t) || /\s(?:I,?|of|as|by|for|the|to)\s*$/.test(t);

/** A line of a paragraph with blanks filled ("By signing, I, [name], in my capacity as [title] of [company],"): two
 *  joints printed on it or more. A table's row holds values, no sentence's joints. */
export const sentenceLine = (line: { text: string; source?: string }[]) => line.filter((p) => p.source !== 'field' && joint(p.text)).length >= 2;

// Values further along a line than the next piece (issue 36): an amount's figures after its words, a Business
// Number's program account in boxes after it, a label's value run on to the next line's start, a question's second
// answer.
import { FIGURES, labelOf, sectionOf } from './labels.ts';
import { inside, onLineAfter, sameLine, type Piece } from './pieces.ts';
import type { Rect } from '../types.ts';
import type { OwnerFound } from './owners.ts';
import { money, POSTAL_CODE, stateOf } from './values.ts';
import { ownerNumber } from './owner-number.ts';
import { notValue, type Value } from './value-of.ts';
import { frequency } from './marks.ts';

/** A value's rest further along its line: an amount written in words has its figures there, a Business Number its
 *  program account's boxes. */
export function alongItsLine(v: Value, field: string, pieces: Piece[], boxes: Rect[] = []): Value {
  // An amount written in words and in figures ("One Hundred Seventeen Thousand ... (figures) $117,500.00"): the
  // figures further along its line are the amount.
  // (Words, not a blank: a field left empty has the next field's figures along its line.)
  // (An amount in words has a number's words, or a caption says the figures follow, "(figures)": "see attached",
  // "on file", "max approval" are neither, and the figures along their line are the next field's.)
  const NUMBER_WORDS = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|mille|cent|mil|cien|ciento|figures?|chiffres?|cifras?)\b/i;
  if (/^requested_(?:amount|payment)$/.test(field) && !/\d/.test(v.text) && NUMBER_WORDS.test(v.text)) {
    const figures = onLineAfter(v.piece, pieces).find((q) => q.x0 - v.piece.x1 < 200 && money(q.text) !== null);
    if (figures) v = { piece: figures, text: figures.text, confidence: v.confidence * 0.9 };
  }
  // A Business Number's program account written in boxes of its own after it ("734700131 | R C | 0 0 0 3") is the
  // number's.
  if (field === 'business_tax_id' && /^\d{9}$/.test(v.text.replace(/\D/g, ''))) {
    // (Each box a short step from the one before.)
    const after: Piece[] = [];
    // (Not a caption printed over the line's top, "[X] BN" ticked over the hand's "783230675 RC 0001": no box of it.)
    for (const q of onLineAfter(v.piece, pieces).filter((o) => !notValue(o))) { if (q.x0 - (after[after.length - 1] ?? v.piece).x1 > 40) break; after.push(q); }
    // (A hand's digits may come as runs of their own: "R" "T" "00" "0" "1".)
    for (let k = 1; k <= Math.min(6, after.length); k++) {
      const account = after.slice(0, k).map((q) => q.text).join('').replace(/\s+/g, '');
      if (/^[A-Z]{2}\d{4}$/.test(account)) { v = { ...v, text: `${v.text} ${account}` }; break; }
    }
  }
  return givenNameAlong(restAlong(combGroups(dateParts(cents(v, field, pieces, boxes), field, pieces), field, pieces), field, pieces), field, pieces);
}

/** A sum written in dollars and cents boxes, "$ 137 | 14" ("Enter money in dollars and cents"): the two digits in
 *  the box right after the whole dollars are its cents. */
function cents(v: Value, field: string, pieces: Piece[], boxes: Rect[]): Value {
  if (!/^requested_(?:amount|payment)$/.test(field) || !/^\s*[$€£]?\s*\d[\d,]*\s*$/.test(v.text)) return v;
  const h = v.piece.y1 - v.piece.y0;
  // (The thousands in boxes of their own after a printed comma, "$ [67] , [500.00]": one sum.)
  const [comma, rest] = onLineAfter(v.piece, pieces);
  if (comma && rest && comma.text.trim() === ',' && comma.x0 - v.piece.x1 < h && rest.x0 - comma.x1 < h && /^\s*\d{1,3}\s*$/.test(v.text.replace(/^\s*[$€£]/, '')) && /^\d{3}(?:\.\d{2})?$/.test(rest.text.trim())) {
    return cents({ ...v, text: `${v.text.trim()},${rest.text.trim()}`, piece: { ...v.piece, x1: rest.x1 } }, field, pieces, boxes);
  }
  const next = onLineAfter(v.piece, pieces)[0];
  // (Right after the dollars, or further in the dollars' own drawn cell: a hand spreads its figures.)
  const cell = boxes.filter((b) => inside(v.piece, b) && b.x1 - b.x0 < 300).sort((a, b) => (a.x1 - a.x0) - (b.x1 - b.x0))[0];
  const near = next && (next.x0 - v.piece.x1 < 1.5 * h || (!!cell && inside(next, cell) && next.x0 - v.piece.x1 < 4 * h));
  // (Not a figure with its own label printed over or under it: "60" under "Number of payments" beside the payment.)
  const labelled = !!next && pieces.some((o) => o !== next && o !== v.piece && o.text && Math.abs(o.x0 - next.x0) < 10 && !!labelOf(o.text, true, false, false)
    && ((o.y1 <= next.y0 + 1 && next.y0 - o.y1 < 2 * h) || (o.y0 >= next.y1 - 1 && o.y0 - next.y1 < 2 * h)));
  return near && !labelled && /^\d{2}$/.test(next.text.trim()) ? { ...v, text: `${v.text.trim()}.${next.text.trim()}` } : v;
}

const PART = { m: /^(?:month|mm|mo\.?|mois|mes)$/i, d: /^(?:day|dd|jour|j{1,2}|d[ií]a)$/i, y: /^(?:year|yyyy|yy|ann[ée]e|aaaa|a[ñn]o)$/i };

/** A date written in boxes of its own, "06 | 28 | 1996" over "Month | Day | Year": its parts along the line read
 *  together in the order their captions under them say (month first where no caption says otherwise). */
function dateParts(v: Value, field: string, pieces: Piece[]): Value {
  if (field !== 'business_start_date' || !/^\s*(?:\d{1,2}|\p{L}{3,9}\.?)\s*$/u.test(v.text)) return v;
  const h = v.piece.y1 - v.piece.y0, parts = [v.piece];
  for (const q of onLineAfter(v.piece, pieces)) {
    if (parts.length === 3 || q.x0 - parts[parts.length - 1]!.x1 > 15 * h || !/^\s*(?:\d{1,4}|\p{L}{3,9}\.?)\s*$/u.test(q.text)) break;
    parts.push(q);
  }
  if (parts.length < 3) return v;
  // (Each part's caption, the word under it.)
  const kind = (q: Piece) => {
    const c = pieces.find((o) => o.text && o.y0 >= q.y1 - 1 && o.y0 - q.y1 < 1.5 * h && Math.abs(o.x0 - q.x0) < 3 * h);
    return c ? (Object.keys(PART) as ('m' | 'd' | 'y')[]).find((k) => PART[k].test(c.text.trim())) : undefined;
  };
  const kinds = parts.map(kind);
  const [a, b, c] = parts.map((q) => q.text.trim());
  const order = kinds.every(Boolean) && new Set(kinds).size === 3 ? kinds : /^\d{4}$/.test(c!) ? ['m', 'd', 'y'] : null;
  if (!order) return v;
  const at = (k: string) => [a, b, c][order.indexOf(k as 'm')]!;
  if (!/^\d{4}$/.test(at('y')) || !/^\d{1,2}$/.test(at('d'))) return v;
  const month = /^\d{1,2}$/.test(at('m')) ? at('m').padStart(2, '0') : at('m');
  return { ...v, text: /^\d/.test(month) ? `${at('y')}-${month}-${at('d').padStart(2, '0')}` : `${month} ${at('d')}, ${at('y')}` };
}

/** A tax number written in comb groups a gap apart ("3 4" then "2 8 0 3 6 1 1", the EIN's 2 + 7 boxes): its groups
 *  along its line, digits only, read together while they make nine digits at most. */
function combGroups(v: Value, field: string, pieces: Piece[]): Value {
  if (!field.endsWith('tax_id') || !/^\d{2,5}$/.test(v.text.replace(/\s/g, ''))) return v;
  const h = v.piece.y1 - v.piece.y0;
  let digits = v.text.replace(/\s/g, ''), last = v.piece;
  const parts = [v.text.trim()];
  for (const q of onLineAfter(v.piece, pieces)) {
    const d = q.text.replace(/\s/g, '');
    if (q.x0 - last.x1 > 3 * h || !/^\d+$/.test(d) || digits.length + d.length > 9) break;
    digits += d; parts.push(q.text.trim()); last = q;
  }
  return digits.length === 9 && parts.length > 1 ? { ...v, text: parts.join(' ') } : v;
}

/** An address's end, a city, its state or province and its postal code: "..., Austin TX 78752", "Surrey, BC V3T 2W1". */
const CITY_STATE_CODE = /(?:^|,)\s*\p{L}[\p{L} .'-]{1,25},?\s+\p{L}[\p{L}.]{1,20}\s+(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/u;

/** A value written on in pieces of its own along its line, a step apart (a fillable form's fields one per part, a
 *  hand's figures among printed words): "$300.00" "Daily" "x" "90" "payments" is one payment with its schedule and
 *  count; "1158 5th Ave, Phoenix," "AZ" "85077" one address. Only where the parts read as that value's rest. */
function restAlong(v: Value, field: string, pieces: Piece[]): Value {
  if (field !== 'requested_payment' && field !== 'address') return v;
  const h = v.piece.y1 - v.piece.y0;
  const tail: Piece[] = [];
  let apart = false;
  // (A city's state or province and its postal code each in a cell of its own along the line, a caption naming the
  // three over or before them: "Dartmouth | NS | B2R 6H1". A bare code, no other field's words.)
  const part = (q: Piece) => field === 'address' && !notValue(q) && /^(?:[A-Z]{2}|\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/.test(q.text.trim());
  // (Or the address's end spread along the whole line, each part in its own place or cell: the city, the state and the
  // code after the street, "3612 Route 9 Suite 398 ... Austin ... TX ... 78752" under "Business location (street,
  // city, state, zip)"; the state and the code after the city, "7470 Harbor Blvd, Nashville | TN | 37213" (a sheet's
  // columns), "Erie | PA | 16527" (combs). A two-letter state is the state though it reads as a caption too: "NE".)
  if (field === 'address' && !stateOf(v.text)) {
    const rest = onLineAfter(v.piece, pieces).filter((q) => q.x0 - v.piece.x1 < 40 * h).slice(0, 3);
    for (let n = rest.length; n >= 2; n--) {
      const text = `${v.text.trim().replace(/,$/, '')}, ${rest.slice(0, n).map((q) => q.text.trim()).join(' ')}`;
      const ok = rest.slice(0, n).every((q) => !notValue(q) || /^[A-Z]{2}$/.test(q.text.trim()));
      if (ok && CITY_STATE_CODE.test(text) && stateOf(text)) return { ...v, text };
    }
  }
  for (const q of onLineAfter(v.piece, pieces)) {
    const gap = q.x0 - (tail[tail.length - 1] ?? v.piece).x1;
    if ((gap > 1.5 * h && !(gap < 10 * h && part(q))) || tail.length >= 4) break;
    if (gap > 1.5 * h || q.source === 'field') apart = true;
    tail.push(q);
  }
  for (let k = tail.length; k > 0; k--) {
    const said = tail.slice(0, k).map((q) => q.text.trim()).join(' ').replace(/^,\s*/, '');
    if (field === 'requested_payment') {
      if (!/\bpayments?\b|\bpmts?\b/i.test(v.text) && /[a-z]/i.test(said)
        && /^(?:(?:daily|weekly|bi-?weekly|semi-?monthly|monthly)\b\s*)?(?:(?:x|×|for)?\s*\d{1,3}\s*(?:payments?|pmts?\.?|debits?|installments?))?$/i.test(said)) return { ...v, text: `${v.text} ${said}` };
      continue;
    }
    if (stateOf(v.text)) return v;
    // (The state after the city's comma, "1158 5th Ave, Phoenix," "AZ" "85077"; or the zip alone after the state's
    // name written into the street's piece: "..., Phoenix, Arizona" "85077".)
    const comma = /,\s*$/.test(v.text) || /^\s*,/.test(tail[0]!.text) || apart;
    // (Or the city, its comma and the state: "8296 Commerce Dr" "," "Phoenix, AZ 85095", a hand's comma a piece of its own.)
    if (comma && /^\p{L}[\p{L} .]{1,20}(?:,\s*\p{L}[\p{L} .]{1,20})?(?:\s+\d{5}(?:-\d{4})?|\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d)?$/u.test(said) && stateOf(said)) return { ...v, text: `${v.text.replace(/,?\s*$/, ',')} ${said}` };
    if (POSTAL_CODE.test(said) && stateOf(`${v.text} ${said}`)) return { ...v, text: `${v.text} ${said}` };
  }
  return v;
}

/** A count's word printed after a count in a piece of its own ("90" "payments"): the count's unit, no label asking it. */
/** A count's unit: "payments", "pmts", "debits", "installments". */
export const COUNT_UNIT = String.raw`(?:payments?|pmts?\.?|debits?|installments?)`;
export const countUnit = (p: Piece, pieces: Piece[]) => new RegExp(String.raw`^\s*${COUNT_UNIT}\s*$`, 'i').test(p.text)
  && pieces.some((q) => q !== p && q.text && sameLine(p, q) && /^\s*\d{1,3}\s*$/.test(q.text) && q.x1 <= p.x0 + 2 && p.x0 - q.x1 < 1.5 * (p.y1 - p.y0));

/** A name's two boxes, the given name under the label and the surname further along its line, their captions
 *  ("First" / "Last") lost (a scan drops a pale grey): "Yolanda" ... "Smith-Harris" under "Owner Name" is one name.
 *  Only one capitalised word after a lone capitalised word, with no label on the line nor over the second. */
function givenNameAlong(v: Value, field: string, pieces: Piece[]): Value {
  const word = (t: string) => /^\p{Lu}[\p{L}'’]*\p{Ll}(?:-\p{Lu}[\p{L}'’]+)?$/u.test(t.trim());
  if (field !== 'owner_name' || !word(v.text)) return v;
  let rest = onLineAfter(v.piece, pieces);
  // (A middle initial in its own box between, "Aisha | Z | O'Connell" over "First | MI | Last": the name's, dropped
  // as a middle initial is.)
  const initial = rest[0] && /^\s*\p{Lu}\.?\s*$/u.test(rest[0].text) && rest[1] ? rest[0] : undefined;
  if (initial) rest = rest.slice(1);
  const next = rest[0];
  const h = v.piece.y1 - v.piece.y0;
  // (The last word on its line, or a word close after it, a hand's two words taken apart: "Martin" "Gauthier".)
  if ((rest.length !== 1 && next && next.x0 - v.piece.x1 > 1.5 * h) || !next || !word(next.text) || next.x0 - v.piece.x1 > 300 || labelOf(next.text, true, false, false) || notValue(next)) return v;
  // (Unless what is over it is the name's own caption in its other language, "Nom complet  Full name" over "Martin
  // Gauthier", or the section's heading over both.)
  if (pieces.some((q) => q !== v.piece && q !== next && q.text && q.y1 <= next.y0 + 2 && next.y0 - q.y1 < 1.5 * h && q.x1 > next.x0 - 4 && q.x0 < next.x1
    && labelOf(q.text, true, false, false)?.field !== 'owner_name' && !(!labelOf(q.text, true, false, false) && sectionOf(q.text)))) return v;
  return { ...v, text: `${v.text}${initial ? ` ${initial.text.trim()}` : ''} ${next.text}` };
}

/** A row of labels with their values run on like a sentence, the last label at its line's end: its value starts
 *  the next line ("Ownership %: 51%  SSN/ITIN:" then "291-33-5290  Date of Birth: ..."), a figure no label before it
 *  claims. Figures only: a word there may be anything. */
export function wrapped(p: Piece, field: string, pieces: Piece[]): Value | null {
  if (!FIGURES.has(field) || onLineAfter(p, pieces).length || !/:\s*$/.test(p.text)) return null;
  // (A line of pairs, another label with its value after it: not a header row over the values under it.)
  const line = pieces.filter((q) => q !== p && q.text && sameLine(p, q)).sort((a, b) => a.x0 - b.x0);
  if (!line.some((q, i) => labelOf(q.text, true, false, false) && line[i + 1] && !labelOf(line[i + 1]!.text, true, false, false))) return null;
  const h = p.y1 - p.y0;
  const below = pieces.filter((q) => q.text && q.y0 >= p.y1 - 2 && q.y0 - p.y1 < 1.2 * h && !sameLine(p, q)).sort((a, b) => a.x0 - b.x0);
  const first = below[0];
  // (Nor the next section's numbered heading: "SECTION 4 - EXISTING ADVANCES" under a "No. of Payments:" left blank.)
  if (!first || first.x0 > p.x0 || !/\d/.test(first.text) || labelOf(first.text, true, false, false) || notValue(first) || sectionOf(first.text)) return null;
  if (field.endsWith('tax_id') && !/^\s*(?:\d{3}[- ]?\d{2}[- ]?\d{4}|\d{2}-?\d{7}|[\d ]{9,11})\s*$/.test(first.text)) return null;
  return { piece: first, text: first.text, confidence: 0.6 };
}

const SHARE = /^\d{1,3}(?:\.\d+)?\s*%?$/;

/** A question asking two things of an owner ("title and share of the business?" answered "Owner    100%"): its
 *  second answer, the share, further along the first's line. (Or a payment and its number written as one product.) */
export function secondAsked(f: OwnerFound, pieces: Piece[]): OwnerFound[] {
  const times = paymentTimesTerm(f) ?? perUnitAfter(f, pieces);
  if (times) return times;
  const title = titleAfterName(f, pieces);
  if (title) return [title];
  // (In Spanish and French too: "Cargo / % de Propiedad", "Titre et pourcentage".)
  if (f.field !== 'owner_title' || !f.at || !/\b(?:title|cargo|puesto|titre|poste|fonction)\b.*(?:\b(?:and|y|et)\b|\/).*(?:\b(?:share|ownership|percent(?:age)?|propiedad|porcentaje|participaci[oó]n|propriété|pourcentage)(?![\p{L}])|%\s*(?:owned|held|own|de)\b)/iu.test(f.label)) return [];
  // (Both in one answer as the question put them: "Owner / 100%".)
  const both = /^(.*?\S)\s*[/,|]\s*(\d{1,3}(?:\.\d+)?\s*%)$/.exec(f.text.trim());
  if (both) { f.text = both[1]!; return [{ ...f, field: 'owner_ownership', text: both[2]! }]; }
  // (The answer a share alone, the share written in a column of corrections, "Owner  100 | 100%": the title is the
  // first office's words after the label.)
  if (SHARE.test(f.text.trim())) {
    const office = onLineAfter(f.at, pieces).find((q) => q.x1 <= f.piece.x0 && OFFICE.test(q.text.trim()));
    f.field = 'owner_ownership';
    return office ? [{ ...f, field: 'owner_title', text: office.text.trim(), piece: office, source: office.source }] : [];
  }
  // (The share after the title with its sign or without, "Owner    100".)
  const share = onLineAfter(f.piece, pieces).find((q) => q.x0 - f.piece.x1 < 200 && SHARE.test(q.text.trim()) && Number.parseFloat(q.text) <= 100);
  return share ? [{ ...f, field: 'owner_ownership', text: share.text, piece: share, source: share.source }] : [];
}

/** The schedule said in words just after the payment asked, "$1,688 [per week] for [32] payments": a phrase of a unit
 *  of time ("per week", "per business day", "every two weeks"), not an option of a row of boxes ("Weekly"). */
function perUnitAfter(f: OwnerFound, pieces: Piece[]): OwnerFound[] | null {
  if (f.field !== 'requested_payment' || !f.at || f.piece === f.at) return null;
  const next = onLineAfter(f.piece, pieces)[0], t = next?.text.trim() ?? '';
  if (!next || next.x0 - f.piece.x1 > 10 * (f.piece.y1 - f.piece.y0) || !/^(?:per|each|every)\s/i.test(t) || t.split(/\s+/).length > 4 || !frequency(t)) return null;
  return [{ ...f, field: 'payment_frequency', text: t, piece: next, source: next.source }];
}

/** An address written on two lines with no label on the second ("4441 Commerce Dr Unit 8" over "Brooklyn, NY
 *  11250", tab-aligned under it): the line under the street, starting where it starts, with nothing before it on its
 *  line, is the address still; its state is the business's. */
export function addressGoesOn(f: OwnerFound, pieces: Piece[]): OwnerFound[] {
  const v = f.piece;
  if (f.field !== 'address' || !f.at || v === f.at || stateOf(f.text)) return [];
  const h = v.y1 - v.y0;
  // (Written by hand, the city's line may reach a little into the street's, "Charlotte, NC 28281" over its foot: a
  // line of its own still, as its middle says.)
  const next = pieces.find((q) => q !== v && q.text && q.y0 >= v.y1 - Math.max(2, 0.25 * h) && q.y0 - v.y1 < 0.8 * h && Math.abs(q.x0 - v.x0) < 8 && !sameLine(q, v));
  // (Nothing on its left but what lies right of the label: the city line of the address on file, where the street
  // written is its correction, "5668 Commerce Blvd | 6788 Industrial Pkwy" over "Orlando, FL 60786 | Flint, MI 93707".)
  if (!next || !stateOf(next.text) || labelOf(next.text, true, false, false) || pieces.some((o) => o !== next && o.text && sameLine(o, next) && o.x1 <= next.x0 + 2 && o.x0 < f.at!.x1 + 2)) return [];
  return [{ ...f, text: next.text, piece: next, source: next.source }];
}

/** A payment and its number written as one product ("$1,250.00 x 36", "850 × 120 payments", "1,775.00 Weekly x 40
 *  payments"), asked by a payment's or a term's label ("Payment x Term", "Installments"): the amount is the payment,
 *  the count the number of payments, a schedule said between them the schedule. */
function paymentTimesTerm(f: OwnerFound): OwnerFound[] | null {
  if (f.field !== 'requested_payment' && f.field !== 'number_of_payments') return null;
  // (Its schedule may be said between them: "1,775.00 Weekly x 40 payments".)
  const m = /^\$?\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d+(?:\.\d{2})?)(?:\s+(daily|weekly|bi-?weekly|semi-?monthly|monthly))?\s*(?:[x×*]|times)\s*(\d{1,4})(?:\s*(?:payments?|pmts?))?$/i.exec(f.text.trim());
  if (!m) return null;
  f.field = 'requested_payment';
  f.text = m[1]!;
  return [{ ...f, field: 'number_of_payments', text: m[3]! }, ...(m[2] ? [{ ...f, field: 'payment_frequency', text: m[2] }] : [])];
}

/** An office's words: "Managing Member", "President", "CEO", "Vice President". */
const OFFICE_WORDS = /^(?:(?:co-?|sole |general |managing |limited |senior |executive |vice[- ])?(?:owner|proprietor|president|member|partner|manager|director|secretary|treasurer|principal|officer|founder|shareholder|chairman|chair|operator)|ceo|cfo|coo|cto|vp|svp|evp)$/i;
// (Two offices held together are one title: "Owner/Operator", "President & CEO".)
export const OFFICE = { test: (t: string) => t.split(/\s*(?:\/|&|,|\band\b)\s*/i).every((w) => OFFICE_WORDS.test(w)) };

/** An owner's name written beside its label with an office's words further along its line, nothing else after it and
 *  no label over them as a column's caption ("Owner of record:  Tomasz Bouchard, DVM      Managing Member"): the owner's title. */
function titleAfterName(f: OwnerFound, pieces: Piece[]): OwnerFound | null {
  if (f.field !== 'owner_name' || !f.at || f.at === f.piece) return null;
  // (Up to the next label on the line: owners' cards set side by side, "Owner 1  Daniel Whitfield  Managing Member
  // Owner 2  Priya Szabo  Vice President", each card's line ends where the next card's label starts.)
  const after = onLineAfter(f.piece, pieces), next = after.findIndex((q) => labelOf(q.text, true, false, false) || ownerNumber(q.text.trim()));
  const rest = next < 0 ? after : after.slice(0, next);
  const t = rest[0];
  if (rest.length !== 1 || !t || t.x0 - f.piece.x1 > 300 || !OFFICE.test(t.text.trim())) return null;
  const h = t.y1 - t.y0;
  // (A caption is a label: a question's "Yes / No" printed over it is none.)
  if (pieces.some((q) => q !== t && q.text && q.y1 <= t.y0 + 2 && t.y0 - q.y1 < 1.5 * h && q.x1 > t.x0 - 4 && q.x0 < t.x1 && labelOf(q.text, true, false, false))) return null;
  return { ...f, field: 'owner_title', text: t.text, piece: t, source: t.source };
}

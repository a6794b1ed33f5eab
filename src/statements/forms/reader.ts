// The application-form reader (issue 36): labels and values, boxes and marks, read as a person does. A piece is a
// cell of printed text or a fillable field's value; a label names a field by meaning (labels.ts); its value is the
// rest of its own cell, the next piece on its line (an underlined row, a field), or the piece below it in its box.
// Marks (a drawn X, a letter X, a check glyph, a checked field) pick the option printed beside them. Sections a
// person skips (landlord, references, bank, ISO rep, existing funders) are skipped: their names are never ours.
import { withoutScales } from './scale-ticks.ts';
import type { FormApplicant, FormField, FormReading, FormValue, PageText } from '../types.ts';
import type { ParseSettings } from '../settings.ts';
import { labelOf, sectionOf, type Section } from './labels.ts';
import { businessStrip } from './business-strip.ts';
import { piecesOf, type Piece } from './pieces.ts';
import { headOfficeState } from './locations-table.ts';
import { checkboxes, frequency, TIN_KIND } from './marks.ts';
import { otherCompanies } from './other-company.ts';
import { legalNamed, writesDayFirst } from './conventions.ts';
import { byColumns } from './owner-order.ts';
import { columnGutters } from './head-columns.ts';
import { addOwner, byNumber, mergeRepeats, nameLineFirst, type OwnerFound, type OwnerPlaces } from './owners.ts';
import { fractionShares } from './owners-joined.ts';
import { withoutStaff } from './owners-contacts.ts';
import { csvRecord } from './csv-print.ts';
import { ownersOf } from './reader-owners.ts';
import { listedOwners } from './owners-listed.ts';
import { sentenceOwners } from './owners-sentence.ts';
import { ownerItem } from './owners-items.ts';
import { addedAlone, ownerLine, ownerLineAt, ownersAfterHeading, ownersUnder } from './owners-line.ts';
import { termsSaid } from './terms-said.ts';
import { blankAfter, bracketCaption, countedBefore, phraseAnswered, blanks } from './sentences.ts';
import { otherTongueOfWords } from './tongues.ts';
import { addressGoesOn, secondAsked } from './along.ts';
import { blank, entityType, industry, stateOf } from './values.ts';
import { signedTitles } from './signed-titles.ts';
import { recordOwner, titledApplication } from './reader-guards.ts';
import { flaggedOptions } from './flagged-options.ts';
import { businessNumber, exactStart, mailingAddress, ownersOwnNumber, scheduleOfPayment, setField } from './set-field.ts';
import { labelsUnder } from './labels-under.ts';
import { scanned } from './scan-pieces.ts';
import { besideColumns, businessResumes, headOver, headings, sectionAt, type Heading } from './headings.ts';
import { withValueBoxes } from './cells.ts';
import { conversation } from './conversation.ts';
import { messageResumes } from './thread.ts';
import { amendOwners, restated } from './amended.ts';
import { onFileOwners, onlyOnFile } from './owners-on-file.ts';
import { addressBlocks } from './address-block.ts';
import { dittoRepeated } from './owners-ditto.ts';
import { removalCues, withoutFormer } from './owners-removed.ts';
import { requestResumes } from './request-resumes.ts';
import { cardOwners, ownersOnFile, unlabelledOwners } from './owners-unlabelled.ts';
import { markedOptions, otherFound, toTick } from './reader-options.ts';
import { packedCaptions } from './packed-captions.ts';
import { answeredByNumber } from './numbered-answers.ts';
import { letteredKey } from './lettered-key.ts';
import { withoutQuotedReply } from './quoted-reply.ts';
import { valuesFirst } from './values-first.ts';
import { labelled } from './labelled.ts';

/** A value found: `piece` where it is written, `at` its label's piece when it has one. */
type Found = OwnerFound;
/** A broker's summary of the deal sent with the merchant's form ("Deal Submission", "Deal Summary"): its figures are the
 *  broker's, read after the form's own (`secondary`). */
const BROKERS_SUMMARY = /^\s*(?:deal (?:submission|summary|recap|sheet)|submission (?:summary|sheet|cover(?: sheet)?)|(?:broker|iso)(?:'s)? (?:cover sheet|submission|deal summary))\s*$/i;

/** FORMS_DEBUG: a page's headings (and with FORMS_DEBUG=pieces, every piece with its box; =boxes, the page's small
 *  boxes, those checkboxes are read from). */
function debugPage(pieces: Piece[], heads?: Heading[], page?: PageText): void {
  // (=turned: the page's runs set a quarter turn; =rules, its rules.)
  if (process.env.FORMS_DEBUG === 'rules') for (const [k, rs] of Object.entries({ rule: page?.form?.rules, stroke: page?.form?.strokes, ring: page?.form?.rings, mark: page?.form?.marks, cell: page?.form?.boxes.filter((b) => b.x1 - b.x0 >= 16) })) for (const r of rs ?? []) console.error(`${k} ${[r.x0, r.x1, r.y0, r.y1].map(Math.round).join(',')}`);
  if (process.env.FORMS_DEBUG === 'boxes') for (const b of checkboxes(page ?? ({} as PageText))) console.error(`box @${Math.round(b.x0)}-${Math.round(b.x1)},${Math.round(b.y0)}-${Math.round(b.y1)}`);
  if (process.env.FORMS_DEBUG === 'turned') for (const t of page?.form?.turned ?? []) console.error(`turned ${JSON.stringify(t.str)} @${Math.round(t.x)}+${Math.round(t.w)},${Math.round(t.y)}+${Math.round(t.h)} in ${(page?.form?.boxes ?? []).filter((b) => b.x0 <= t.x + 1 && b.x1 >= t.x + t.w - 1 && b.y0 <= t.y + 1 && b.y1 >= t.y + t.h - 1).map((b) => [b.x0, b.x1, b.y0, b.y1].map(Math.round).join(',')).join(' ')}`);
  if (process.env.FORMS_DEBUG === 'pieces') for (const p of pieces) console.error(`piece ${JSON.stringify(p.text)}${p.caption ? ' (caption)' : ''}${p.light ? ` light ${p.light}` : ''} @${Math.round(p.x0)}-${Math.round(p.x1)},${Math.round(p.y0)}-${Math.round(p.y1)}`);
  if (process.env.FORMS_DEBUG && heads) console.error('heads ' + heads.map((h) => `${h.piece.text}@${h.section}[${Math.round(h.x0)},${h.x1}]`).join(' | '));
}

/** Each page's pieces, a scale's ticks printed to be marked ("$10K  $25K  $50K") left out: no values (scale-ticks.ts). */
// (Questions listed by number and answered by number on an answer sheet, on one page or across pages: numbered-answers.ts.)
function pagePieces(pages: PageText[], settings: ParseSettings): Map<PageText, Piece[]> {
  // (An e-mail's quoted earlier message about another file is passed over: quoted-reply.ts.)
  const read = letteredKey(answeredByNumber(withoutQuotedReply(pages.map((drawn) => withoutScales(piecesOf(drawn, settings), drawn)))));
  return new Map(pages.map((drawn, i) => [drawn, read[i]!]));
}

/** Every label-value pair and checked option of the form, in reading order, decoy sections skipped. */
function findAll(pages: PageText[], settings: ParseSettings, columns: Map<number, number[]>): Found[] {
  let carried: Section = 'business';
  const headsOf = new Map<number, Heading[]>();
  const piecesOfPage = pagePieces(pages, settings);
  const all = [...piecesOfPage.values()].flat();
  // A printed thread of messages, each question answered by the next (conversation.ts): its pages read as the thread.
  const thread = conversation(all), found: Found[] = [...thread.found];
  let before = false; // (the page before read its labels under their values)
  for (const drawn of pages) {
    const pieces = piecesOfPage.get(drawn)!;
    if (thread.pages.has(drawn.page)) { debugPage(pieces); continue; }
    const page = withValueBoxes(drawn, pieces);
    // (A page titled as an application at its top starts one, whatever decoy's part the page before ended in: an ISO's
    // cover sheet's bank line before "CONFIDENTIAL MERCHANT PROFILE & FUNDING APP.")
    if (carried === 'decoy' && titledApplication(pieces, drawn)) carried = 'business';
    // (An e-mail's next message begins afresh after a signature's decoy heading: thread.ts.)
    const heads = messageResumes(requestResumes(headings(pieces, page.form?.boxes ?? [], page.form?.rules ?? []), pieces), pieces, carried);
    headsOf.set(drawn.page, heads);
    columns.set(drawn.page, columnGutters(pieces));
    debugPage(pieces, heads, page);
    const below = before = labelsUnder(pieces, page.form?.rules ?? [], page.form?.boxes ?? [], before);
    const { tables, grids, inTable } = ownersOf(page, pieces, heads, below);
    // Owners printed first and the business after them under a heading not worded as the business's ("Corporation",
    // "Tell us about it"): the business's own labels below the owners start the business's section.
    const resumed = businessResumes(pieces.filter((p) => !inTable.has(p)), heads, carried, (p) => toTick(p, page, pieces)), strip = businessStrip(pieces, heads, (p) => sectionAt(p, heads, carried)); // (and a tax strip's: business-strip.ts)
    // A CSV file printed as text: its record read by its header's column names (csv-print.ts). (A value an amendment
    // restates replaces the form's: amended.ts.)
    const csv = csvRecord(pieces), amended = restated(page, pieces);
    found.push(...csv.found, ...amended.found);
    const onLine = new Set<Piece>();
    // (A page whose labels follow their values is seen so once, from its lines: values-first.ts.)
    const flipped = valuesFirst(pieces);
    for (const p of pieces) {
      // Owners side by side: each column one owner, its name first (their headings are the section's heading).
      const grid = grids.find((g) => g.used[0] === p);
      if (grid) for (const c of [...grid.business, ...grid.owners.flat()]) found.push(cellFound(c));
      if (!p.text) continue;
      const section = strip(p, resumed(p, sectionAt(p, heads, carried)));
      // An owners' table (its header may start with a heading, "Owner 1 | Name | Title"; a heading over its header's
      // middle, not its first column, heads it too): a row's name starts an owner.
      const table = tables.find((t) => t.line[0] === p);
      if (table && (section !== 'decoy' || table.line.some((h) => sectionAt(h as Piece, heads, carried) === 'owner') || ownersNamedOver(table.line[0] as Piece, pieces))) for (const c of table.cells) found.push(cellFound(c));
      found.push(...addedOwners(p, heads, pieces, onLine));
      if (heads.some((h) => h.piece === p) || otherTongueOfWords(p, pieces) || inTable.has(p) || csv.used.has(p) || amended.used.has(p) || recordOwner(p, 'owner_name', section, page)) continue;
      if (saidInLine(p, pieces, section, onLine, found)) continue;
      found.push(...pieceFound(p, section, page, pieces, heads, below, flipped, onLine));
    }
    const office = headOfficeState(page, pieces);
    if (office?.marked) for (const f of found) if (f.at && office.header.includes(f.at)) f.secondary = true;
    if (office) found.push(office.found);
    // (Options flagged TRUE in a sheet's row of flags are marked as a box's tick is: flagged-options.ts.)
    const marked = [...markedOptions(page, pieces, heads, carried), ...flaggedOptions(pieces).filter((f) => sectionAt(f.piece, heads, carried) !== 'decoy')];
    withMarked(found, marked, [...removalCues(page, pieces, marked), ...addressBlocks(pieces, heads)]);
    found.splice(0, found.length, ...cardOwners(found, unlabelledOwners(pieces, (p) => resumed(p, sectionAt(p, heads, carried)), inTable)));
    const last = [...heads].sort((a, b) => b.piece.y0 - a.piece.y0)[0];
    if (last) carried = last.section;
  }
  otherCompanies(found, all, (a, b) => { const hs = headsOf.get(a.page) ?? []; return besideColumns(headOver(a, hs), headOver(b, hs)); });
  return found;
}

/** A heading over owners added by hand, one to a line with no captions ("Add'l owner(s) -->"): each line an owner, its
 *  pieces read no more. */
function addedOwners(p: Piece, heads: Heading[], pieces: Piece[], onLine: Set<Piece>): Found[] {
  // (Or a hand's note alone on its line, "more owners ->", under the owners' table.)
  const added = heads.some((h) => h.piece === p && h.section === 'owner') || addedAlone(p.text) ? ownersAfterHeading(p, pieces) : null;
  for (const q of added?.used ?? []) onLine.add(q);
  return added?.found ?? [];
}

/** What piece `p` says as a label (its value, a second answer, an address going on) or as a sentence's words. */
function pieceFound(p: Piece, section: Section, page: PageText, pieces: Piece[], heads: Heading[], below: ReturnType<typeof labelsUnder>, flipped: boolean, onLine: Set<Piece>): Found[] {
  // (Captions packed at a box's top over values set out across it: each caption's value in order.)
  const packed = section !== 'decoy' ? packedCaptions(p, pieces, section) : null;
  if (packed) return packed;
  const f = betweenBlanks(p) || countedBefore(p, pieces) ? null : labelled(p, section, page, pieces, heads, below, flipped) ?? otherFound(p, section, page, pieces);
  // (A label over the owners' lines, "Owners:", takes none of them for its value: each line is its owner's.)
  if (f && f.piece !== p && ownerLineAt(f.piece, pieces)) return [];
  // (Nor one asking the owners all, answered one owner's details to a line: each line its owner's.)
  const rows = f?.field === 'owner_name' && f.piece !== p ? ownersUnder(f.piece, pieces, f.label) : null;
  if (rows) { for (const q of rows.used) onLine.add(q); return rows.found; }
  if (f && BROKERS_SUMMARY.test(headOver(p, heads)?.piece.text ?? '')) f.secondary = true;
  if (!f) return section !== 'decoy' ? blanks(p, pieces) : [];
  // An SSN asked in the business's section may be the business's number: a sole proprietor's (readForm).
  return [f, ...secondAsked(f, pieces), ...addressGoesOn(f, pieces), ...(f.field === 'owner_tax_id' && section === 'business' ? [{ ...f, field: 'business_ssn' }] : [])];
}

/** Words between a sentence's blanks, ", to be remitted in", read as the sentence they are, not as labels. (Nor a
 *  fragment in small letters that leads to a blank, "and operating since": its blank is read, not a label found among
 *  its words. Nor a sentence of three words or more whose blank asks another thing than a label among its words
 *  would: "The Business proposes to remit [160] payments", a count, not a remittance.) */
function betweenBlanks(p: Piece): boolean {
  const asked = blankAfter(p.text), says = labelOf(p.text, true, true, true), t = p.text.trim();
  // (A label all its words, in two languages maybe, is no sentence: "Name (Last, First) / Nom, prénom".)
  const whole = labelOf(t, true, false, false);
  if (whole && whole.end >= t.length - 1 && !/^[,.;(]/.test(t)) return false;
  // (Nor a defined term's bracket opening it, '(the "Merchant"), doing business under the name': a sentence's.)
  // (Nor a phrase in small letters with its answer typed after it: "province de Québec".)
  return /^[,.;]|^%\s*of\b.*[,.;]|^\(\s*the\s+["“]/u.test(t) || !!bracketCaption(t) || (/^\p{Ll}/u.test(t) && !!phraseAnswered(t.split(/\s+/))) || (/^\p{Ll}/u.test(t) && !!asked && !labelOf(p.text, true, false, false))
    || (!!asked && !!says && says.field !== asked && t.split(/\s+/).length >= 3);
}

/** The page's marked options and what follows them added to `found`. (An owner's title marked in a row of offices
 *  with no label is read where it is printed, in its owner's block: appended after every owner's values it would be
 *  the last owner's.) */
function withMarked(found: Found[], marked: Found[], after: Found[]): void {
  for (const m of marked) {
    const at = m.field === 'owner_title' && !m.label ? found.findIndex((f) => f.piece.page === m.piece.page && f.piece.y0 > m.piece.y1) : -1;
    if (at < 0) found.push(m); else found.splice(at, 0, m);
  }
  found.push(...after);
}

/** What piece `p`'s line says in words rather than as label and value, pushed to `found`; true when that reads the
 *  piece whole. Owners listed on a line after a label ("Other owners: Wei Kowalski (Secretary) 35%; ..."), or in a
 *  sentence ("The owners are Ana Ruiz (President, 60%) and ...", owners-sentence.ts): each an owner. An owner's
 *  numbered line ("Owner 1: Ana Ruiz, President - 60%", owners-line.ts): its words are that owner's (`onLine`). Terms
 *  and the amount asked said in a sentence ("$1,350 weekly, 40 payments", "we need about $35K", terms-said.ts): read
 *  before the line's labels, so that a value said in words comes first. */
function saidInLine(p: Piece, pieces: Piece[], section: Section, onLine: Set<Piece>, found: Found[]): boolean {
  if (section === 'decoy') return onLine.has(p);
  const listed = listedOwners(p, pieces) ?? sentenceOwners(p, pieces) ?? ownerItem(p, pieces, section);
  if (listed) { found.push(...listed); return true; }
  const line = onLine.has(p) ? null : ownerLine(p, pieces);
  if (line?.found.length) { found.push(...line.found); for (const q of line.used) onLine.add(q); return true; }
  if (onLine.has(p)) return true;
  found.push(...(termsSaid(p, pieces)?.found ?? []));
  return false;
}

// (A table's cell is read under its column's label: owners' blocks side by side place their other values by it.)
const cellFound = (c: { field: string; label: string; piece: Piece; nth?: number; head?: Piece }): Found =>
  ({ field: c.field, text: c.piece.text, label: c.label, piece: c.piece, confidence: 0.8, source: c.piece.source, ...(c.nth ? { nth: c.nth } : {}), ...(c.head ? { at: c.head } : {}) });

/** A line naming the owners right over a table's header ("OWNERSHIP (ALL OWNERS OF 20% OR MORE)" over "FIRST NAME |
 *  LAST NAME | ..."). */
function ownersNamedOver(first: Piece, pieces: Piece[]): boolean {
  const h = first.y1 - first.y0;
  return pieces.some((q) => q.page === first.page && q.text && q.y1 <= first.y0 + 1 && first.y0 - q.y1 < 2.5 * h && q.x0 < first.x0 + 40 && sectionOf(q.text) === 'owner');
}

const fv = <T>(f: Found, value: T): FormValue<T> => ({ value, label: f.label, page: f.piece.page, box: [round(f.piece.x0), round(f.piece.y0), round(f.piece.x1), round(f.piece.y1)], confidence: f.confidence, source: f.source });
const round = (n: number) => Math.round(n * 10) / 10;

/** An application form's pages -> its reading: each field once (the first printed), owners in printed order. */
export function readForm(pages: PageText[], settings: ParseSettings): FormReading {
  const columns = new Map<number, number[]>(), found = findAll(pages, settings, columns).filter((f) => !ownCaption(f));
  const dayFirst = writesDayFirst(pages);
  // A checked box naming the tax ID's kind ("Tax number is a: [X] BN [ ] SIN") types a bare 9-digit number.
  const hint = found.filter((f) => f.source === 'mark' && TIN_KIND.test(f.text)).map((f) => f.text).join(' ');
  if (process.env.FORMS_DEBUG) for (const f of found) console.error(`found ${f.field} = ${JSON.stringify(f.text)} (${f.label}) @${Math.round(f.piece.x0)},${Math.round(f.piece.y0)} src=${f.source}`);
  const fields: FormReading['fields'] = {};
  const set = (k: FormField, f: Found, v: string | number | null) => { if (v !== null && v !== '' && !fields[k]) fields[k] = fv(f, v); };
  const applicants: FormApplicant[] = [];
  const places: OwnerPlaces = new Map();
  let tinCountry: 'US' | 'CA' | null = null;
  const named = legalNamed(found);
  // A tax number printed with its label in one run in a page's top or bottom strip ("EIN 11-6699328" under the
  // funder's name) is taken only when the body gives none: the letterhead's is the issuer's.
  const heights = new Map(pages.map((p) => [p.page, p.height]));
  agreementsPrice(found, pages);
  exactStart(found, dayFirst);
  const strip = (f: Found) => { const h = heights.get(f.piece.page) ?? 0; return f.field === 'business_tax_id' && f.piece === f.at && h > 0 && (f.piece.y1 < 0.12 * h || f.piece.y0 > 0.92 * h); };
  // (A "Purchase Price" is the amount asked only where the form asks it no other way: beside "Amount Needed" it is a
  // price paid, the business's when it was bought. A mailing address's state is the business's where no other is.)
  // (A broker's figure, `secondary`: "is asking for $216,000" in an e-mail, a deal summary's: the form's own first.)
  const rank = (f: Found) => (f.amended ? -2 : f.corrected && !f.field.startsWith('owner_') ? -1.5 : f === named ? -1 : strip(f) || mailingAddress(f) || f.secondary || (f.field === 'requested_amount' && /purchase price/i.test(f.label) && !/request/i.test(f.label)) ? 1 : 0);
  for (const f of nameLineFirst([...found].sort((a, b) => rank(a) - rank(b)))) {
    if (f.amends || f.amendsNth) continue; // (set on its owner once all are read: amendOwners)
    // (An owner's detail answered with a filler, "TBD", "will provide", is left blank; a name still starts its owner.)
    if (f.field.startsWith('owner_')) { if (/^owner_(?:name|first|last)$/.test(f.field) || !blank(f.text)) addOwner(applicants, f, places, pages.some((p) => p.page === f.piece.page && scanned(p))); continue; }
    setField(f, set, (c) => { tinCountry ??= c; }, hint, dayFirst);
  }
  // (Owners printed on file without labels, each with its share and title, read in full where the owners read are
  // only those on file: an "Owners on file" heading read as their names' label gives names alone.)
  for (const f of ownersOnFile(found, onlyOnFile(applicants), () => { applicants.length = 0; })) addOwner(applicants, f, places);
  const region = fields.state_region ? stateOf(String(fields.state_region.value)) : null;
  const country = region?.country ?? tinCountry;
  if (country && !fields.country) fields.country = { ...(fields.state_region ?? fields.business_tax_id)!, value: country === 'CA' ? 'Canada' : 'United States' };
  for (const f of found) {
    // "Business Type" names an entity type on some forms, an industry on others: the value says which.
    if (f.field === 'type_of_entity' || ((f.field === 'option' || f.field === 'industry') && entityType(f.text, country))) set('type_of_entity', f, entityType(f.text, country));
  }
  scheduleOfPayment(found, set);
  // A sole proprietor without an EIN writes the owner's SSN (or ITIN) as the business's number (applications.md): an
  // SSN asked in the business's section is the business's when no EIN is written and the form says so ("SSN / ITIN
  // (if no EIN)"), or the business is a sole proprietorship.
  const sole = fields.type_of_entity?.value === 'sole_proprietorship';
  for (const f of found) if (f.field === 'business_ssn' && !fields.business_tax_id && (sole || /\bEIN\b/i.test(f.label))) setField({ ...f, field: 'business_tax_id' }, set, (c) => { tinCountry ??= c; });
  businessNumber(fields, sole, country);
  if (fields.state_region && region) fields.state_region.value = region.state;
  else delete fields.state_region;
  // The industry ticked in its grid: a marked option naming an industry (not a schedule's or an entity's word).
  if (!fields.industry && found.some((f) => f.field === 'asked' && f.text === 'industry')) {
    const o = found.find((f) => f.field === 'option' && industry(f.text) && !frequency(f.text) && !entityType(f.text, country));
    if (o) set('industry', o, industry(o.text));
  }
  const unanswered = found.filter((f) => f.field === 'asked' && f.text === 'type_of_entity' && !fields.type_of_entity).length ? ['type_of_entity' as const] : [];
  // A DBA equal to the legal name, its case, spaces and punctuation aside ("ACME, LLC" for "Acme LLC"), is none.
  const bare = (v: unknown) => String(v ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (fields.trade_name && (!bare(fields.trade_name.value) || bare(fields.trade_name.value) === bare(fields.legal_name?.value))) delete fields.trade_name;
  const owners = ownersOwnNumber(fields, applicantsOf(applicants, places, found, columns));
  signedTitles(owners, found);
  return { fields, applicants: owners, ...(unanswered.length ? { unanswered } : {}) };
}

/** An agreement's "Purchase Price" (beside the "Purchased Amount" or "Specified Percentage" it buys) is the funder's
 *  term, not the merchant's request; on an application it is the amount asked. */
function agreementsPrice(found: Found[], pages: PageText[]): void {
  if (!pages.some((p) => p.items.some((i) => /\b(?:purchased amount|specified percentage)\b/i.test(i.str)))) return;
  for (const f of found) if (f.field === 'requested_amount' && /purchase price/i.test(f.label) && !/request/i.test(f.label)) f.field = 'decoy';
}

/** The owners read, as the application's applicants. An owner's name that could not be read as a name leaves
 *  nothing: no empty applicant is returned. (A company among the owners is none of the applicants: the individual
 *  owners are, in printed order. A person whose share is written as none, "0%" under "% Now", owns nothing: no
 *  applicant, as an officer is none.) */
function applicantsOf(applicants: FormApplicant[], places: OwnerPlaces, found: Found[], columns: Map<number, number[]>): FormApplicant[] {
  dittoRepeated(applicants);
  const owners = onFileOwners(byNumber(byColumns(fractionShares(withoutStaff(mergeRepeats(withoutFormer(applicants, places, found), places), found).filter((a) => !places.get(a)?.company && a.ownership?.value !== 0 && Object.values(a).some((v) => v !== null))), places, columns)));
  amendOwners(owners, found);
  return owners;
}


/** A title read from its own caption: a caption worded as an office, "Principal" before an empty name's blank, is no
 *  owner's title (a title's value is never its own caption). */
const ownCaption = (f: Found) => f.field === 'owner_title' && f.source === 'text' && !!f.label.trim() && f.text.trim() === f.label.trim();

// What each document of an upload is (issue 36), from what the reader found and the words of its pages: cheap (one
// pass of regexes over the text already extracted), with a confidence and the reason said. A document the reader
// returned statements from is a statement (its figures never depend on this); the rest is scored by the vocabulary of
// each kind of paper a broker sends, and the best score above a floor names it, else `other`.
import { labelOf } from './labels.ts';
import { turnedTexts } from './turned-captions.ts';
import type { DocumentKind, PageText, TextItem } from '../types.ts';

export interface Classification { kind: DocumentKind; confidence: number; reason: string }

interface Cue { re: RegExp; weight: number; name: string }
type Vocab = Record<'application_form' | 'voided_check' | 'identity_document' | 'tax_form' | 'bank_statement', Cue[]>;

const cue = (name: string, re: RegExp, weight: number): Cue => ({ name, re, weight });
const VOCAB: Vocab = {
  application_form: [
    cue('"application"', /\bapplication\b/i, 2), cue('"applicant"', /\bapplicant/i, 1),
    cue('a legal-name label', /\b(?:legal|corporate|registered)\s+(?:business\s+)?name\b/i, 2),
    cue('a DBA label', /\b(?:d\/?b\/?a|doing business as|operating name|trade name)\b/i, 2),
    cue('a tax-ID label', /\b(?:federal tax id|tax id|fein|ein|business number|tin)\b/i, 2),
    cue('an ownership label', /\bownership\b|%\s*own|\bowner(?:\s*\d)?\b/i, 2),
    cue('an SSN/SIN/DOB label', /\b(?:ssn|sin|social security|date of birth|dob)\b/i, 1),
    cue('a requested amount', /\b(?:amount requested|requested amount|funding amount|amount of funding|loan amount)\b/i, 2),
    cue('an entity-type label', /\b(?:entity type|type of entity|legal entity|business type|type of business)\b/i, 1),
    cue('a business start label', /\b(?:business start|date (?:business )?(?:started|established)|years in business|date of incorporation)\b/i, 1),
    cue('a signature line', /\bsignature\b/i, 1),
  ],
  voided_check: [
    cue('"pay to the order of"', /pay\s+to\s+the\s+order\s+of/i, 4), cue('"VOID"', /\bvoid\b/i, 2),
    cue('"dollars"', /\bdollars\b/i, 1), cue('"memo"', /\bmemo\b/i, 1),
    cue('an amount in words', /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand)\b[\w\s-]*\band\s+\d{2}\s*\/\s*100\b/i, 4),
    cue('a protected amount', /\*{2,}\s*\$?\s*\d[\d,]*\.\d{2}|\$?\d[\d,]*\.\d{2}\s*\*{3,}/, 1),
    cue('a MICR line', /[⑆⑈⑇]|\bC\d{9}C\b|\b[A-D]?\d{9}[A-D]\s+[A-D]?\d{4,17}[A-D]?/, 2),
  ],
  identity_document: [
    cue('"driver licence"', /\bdriver'?s?\s+licen[cs]e\b|\bdriver license\b/i, 4), cue('"passport"', /\bpassport\b/i, 3),
    cue('"identification card"', /\bidentification card\b|\bid card\b/i, 3),
    cue('licence fields', /\b(?:class|sex|hgt|height|eyes|exp|iss|endorsements?|restrictions?)\b/i, 0.5),
    cue('"date of birth"', /\b(?:date of birth|dob)\b/i, 0.5),
  ],
  tax_form: [
    cue('an IRS form', /\bform\s+(?:1120s?|1065|1040|w-?9|w-?2|1099[-\w]*|941|4506-?c?)\b|\bschedule\s+(?:c|k-1|e)\b/i, 4),
    cue('"Internal Revenue Service"', /internal revenue service|department of the treasury/i, 3),
    cue('Canada Revenue Agency', /canada revenue agency|agence du revenu|\bt2\b.*return|notice of assessment/i, 4),
    cue('"tax return"', /\btax return\b|\bincome tax\b/i, 2),
    cue('"taxpayer identification"', /taxpayer identification/i, 2),
  ],
  // A statement the reader could not read is still a statement: said so, never "other".
  bank_statement: [
    cue('a statement period', /\bstatement (?:period|date)\b|\bfor the period\b|\bperiod (?:covered|ending)\b/i, 2),
    cue('opening and closing balances', /\b(?:beginning|opening|previous) balance\b[\s\S]*\b(?:ending|closing|new) balance\b/i, 3),
    cue('deposits and withdrawals', /\bdeposits?\b[\s\S]*\bwithdrawals?\b|\bcredits?\b[\s\S]*\bdebits?\b/i, 1),
    cue('an account number', /\baccount (?:number|no\.?|#)/i, 1),
    cue('"statement"', /\bstatement\b/i, 1),
  ],
};

/** The statement kind of a document the reader returned statements from. */
function statementKind(text: string): Classification {
  // A printout of recent activity (no statement period, "activity"/"transaction history" in its title) is not a
  // bank's statement, though its rows read the same.
  // Printed from online banking: a browser's page furniture (an address, about:blank), an enquiry, pending items.
  const printout = /\b(?:account activity|transaction history|activity (?:report|printout)|recent (?:activity|transactions)|statement enquiry|account detail)\b|https?:\/\/|about:blank/i.test(text)
    && !/\bstatement\s+(?:period|date)\b|\b(?:beginning|opening|previous) balance\b|\bfor the period\b/i.test(text);
  return printout
    ? { kind: 'activity_printout', confidence: 0.8, reason: 'statement rows read; titled as an activity printout without a statement period or opening balance' }
    : { kind: 'bank_statement', confidence: 0.95, reason: 'a bank statement was read from it (its rows verify)' };
}

/**
 * The kind of one document: `statements` is how many the reader returned, `readerKind` the kind the reader named a
 * document it set aside (a credit-card statement), `pages` its text, `datedMoneyLines` the lines the reader saw with a
 * date and an amount (a statement it could not read has many; a guide that speaks of statements has few);
 * `unverified`, every statement read was returned unverified.
 */
export function classifyDocument(pages: PageText[], statements: number, readerKind: string | null, datedMoneyLines = 0, unverified = false): Classification {
  // (A data file's column names read as their words: "legal_name,dba,entity_type" asks a legal name.)
  // (And what is printed sideways, a cell's caption up its strip: a person turns the page to read it: turned-captions.ts.)
  const text = pages.map((p) => [runsAsWords(p.items), ...turnedTexts(p)].join('\n')).join('\n').replace(/(?<=[A-Za-z0-9])[_,](?=[A-Za-z])/g, ' ');
  // A card statement stays one whether its rows were read (read/card.ts) or set aside.
  if (readerKind && /card/i.test(readerKind)) return { kind: 'card_statement', confidence: 0.9, reason: `the statement reader named it a ${readerKind}${statements ? ' and read it as one' : ''}` };
  // (Rows read that verify nothing, on a page printing an application's labels, are its table of current advances
  // or its bank's box: an application, whatever a few dated amounts looked like. Every printed figure judges.)
  if (statements > 0 && !unverified) return statementKind(text);
  const labels = applicationLabels(pages);
  if (statements > 0 && labels < 6) return statementKind(text);
  if (!text.trim() && !pages.some((p) => p.form?.fields.length)) return { kind: 'other', confidence: 0.2, reason: 'no text could be read from it' };
  const fields = pages.reduce((n, p) => n + (p.form?.fields.length ?? 0), 0);
  // A tax form names itself in its title and header, not in a paragraph: an application's consent to "obtain a
  // transcript from the Internal Revenue Service (Form 4506-C)" is the application's own prose.
  const titles = pages.flatMap((p) => notProse(p.items)).join('\n');
  const scored = (Object.keys(VOCAB) as (keyof Vocab)[]).map((kind) => {
    const hits = VOCAB[kind].filter((c) => c.re.test(kind === 'tax_form' ? titles : text));
    let score = hits.reduce((s, c) => s + c.weight, 0);
    // (An application's labels in any wording and language the form reader knows: "Raison sociale", "NAS".)
    if (kind === 'application_form' && labels >= 4) { score += Math.min(6, labels); hits.push({ name: `${labels} application labels`, re: /$^/, weight: 0 }); }
    const extra = kind === 'application_form' && fields >= 3 ? `${fields} fillable fields`
      : kind === 'bank_statement' && datedMoneyLines >= 5 ? `${datedMoneyLines} dated lines with amounts` : null;
    if (extra) score += 2;
    return { kind, score, hits: hits.map((h) => h.name).concat(extra ? [extra] : []) };
  }).sort((a, b) => b.score - a.score);
  // An official tax form (its number and the revenue agency) is a tax form, however many of an application's labels it prints.
  const tax = scored.find((x) => x.kind === 'tax_form')!;
  // A statement unread by the reader needs more of its vocabulary than another kind does (guides and loan summaries
  // speak of statements and balances too).
  const best = tax.score >= 7 ? tax : scored.filter((x) => x.kind !== 'bank_statement' || x.score >= 7)[0] ?? scored[0]!;
  const next = scored.find((x) => x !== best)!.score;
  if (best.score < 5 || (best.kind === 'bank_statement' && best.score < 7)) return { kind: 'other', confidence: 0.5, reason: best.score ? `not a statement; too few signs of a known kind (${best.hits.join(', ')})` : 'not a statement, and no sign of a known kind of paper' };
  const confidence = Math.min(0.95, 0.5 + (best.score - next) / 20 + best.score / 40);
  const why = best.kind === 'bank_statement' ? 'looks like a bank statement, but no statement could be read from it' : 'no statement read';
  return { kind: best.kind, confidence: Math.round((best.kind === 'bank_statement' ? Math.min(confidence, 0.6) : confidence) * 100) / 100, reason: `${why}; ${best.hits.join(', ')}` };
}

/** A run printed right where the one before it ends, on its line: one word with it (small capitals come as runs of two
 *  sizes, "L" "EGAL" "N" "AME"). */
const touches = (a: TextItem, b: TextItem) => Math.abs(a.y - b.y) < Math.max(a.h, b.h) * 0.5 && b.x >= a.x + a.w - 0.5 && b.x - (a.x + a.w) < Math.min(a.h, b.h) * 0.12;
/** Runs joined as read: a space between them unless one touches the one before. */
const runsAsWords = (items: TextItem[]) => items.map((i, k) => (k && touches(items[k - 1]!, i) ? '' : ' ') + i.str).join('').trim();

/** A page's lines of words, top to bottom, each left to right. */
function linesOf(items: TextItem[]): string[] {
  return lineGroups(items).map(runsAsWords);
}

/** A page's items grouped by line (within a few points), each line left to right. */
function lineGroups(items: TextItem[]): TextItem[][] {
  const lines = new Map<number, TextItem[]>();
  for (const it of items) { const k = Math.round(it.y / 4); lines.set(k, [...(lines.get(k) ?? []), it]); }
  return [...lines.values()].map((line) => line.sort((a, b) => a.x - b.x));
}

/** A stretch of a line's words: a line parted where a wide gap (four letters' height) parts it, as columns do. */
interface Stretch { x: number; y: number; h: number; text: string }

function stretchesOf(items: TextItem[]): Stretch[] {
  const out: TextItem[][] = [];
  for (const line of lineGroups(items)) {
    for (const [k, it] of line.entries()) {
      const prev = line[k - 1];
      if (!prev || it.x - (prev.x + prev.w) > 4 * Math.max(prev.h, it.h)) out.push([it]);
      else out[out.length - 1]!.push(it);
    }
  }
  return out.map((r) => ({ x: r[0]!.x, y: r[0]!.y, h: Math.max(...r.map((i) => i.h)), text: runsAsWords(r) })).sort((a, b) => a.y - b.y);
}

/** A page's lines that are not prose. A paragraph (three lines or more set one under another at one left edge, in
 *  a column of their own or across the page) most of whose lines are prose is prose, all of it: a line of it naming
 *  "the Internal Revenue Service (IRS Form 4506-C)", capitals and all, is the paragraph's. */
function notProse(items: TextItem[]): string[] {
  const stretches = stretchesOf(items);
  const para = new Map<Stretch, Stretch[]>();
  for (const s of stretches) {
    const above = stretches.findLast((o) => o.y < s.y && Math.abs(o.x - s.x) < 2 && s.y - o.y <= 2 * Math.max(o.h, s.h) && para.has(o));
    const lines = above ? para.get(above)! : [];
    lines.push(s);
    para.set(s, lines);
  }
  const inProse = (s: Stretch) => { const lines = para.get(s)!; return lines.length >= 3 && 2 * lines.filter((l) => prose(l.text)).length >= lines.length; };
  return stretches.filter((s) => !prose(s.text) && !inProse(s)).map((s) => s.text);
}

/** A line of running prose: ten words or more, most of them in small letters (a title's words are capitalised), or
 *  twenty words or more whatever their capitals (a sentence naming states and agencies: no title is that long). */
function prose(line: string): boolean {
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length >= 20 || (words.length >= 10 && words.filter((w) => /^\p{Ll}/u.test(w)).length >= 0.6 * words.length);
}

/** How many of an application's fields the pages print a label of (distinct fields; labels of values not kept and
 *  decoys' labels not counted). */
export function applicationLabels(pages: PageText[]): number {
  const seen = new Set<string>();
  const add = (t: string) => {
    const f = t.length <= 60 ? labelOf(t, false, false, false)?.field : null;
    if (f && f !== 'other' && f !== 'decoy') seen.add(f.replace(/^owner_.*/, 'owner'));
  };
  for (const p of pages) {
    for (const it of p.items) add(it.str);
    // (A scan's text comes a word at a time: its lines are read too, "Raison sociale" from "Raison" "sociale".)
    for (const line of linesOf(p.items)) add(line.slice(0, 60));
    for (const caption of turnedTexts(p)) add(caption);
  }
  return seen.size;
}

// A printed conversation's messages (issue 36), told apart as a person tells them apart: by a heading naming the
// sender and the time ("Merchant 2:49 PM"), by the sender named before the words ("[9:08 AM] Bot: What is ...?",
// "You: Acme LLC"), or, on a phone's thread that names nobody, by the side of the screen each bubble is on (the other
// party's on the left, one's own on the right).
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import { sectionAt, type Heading } from './headings.ts';
import type { Section } from './section-of.ts';

export interface Message { sender: string; pieces: Piece[]; text: string }

const TIME = String.raw`(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?,?\s+)?\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp]\.?\s?[Mm]\.?)?`;
/** A message's heading: who sent it and when ("Merchant  2:49 PM", "Tyrone · 10:02", "Me 11/03 4:15 PM"). */
const HEADER = new RegExp(String.raw`^\s*(\p{L}[\p{L}.'’ -]{0,40}?)\s*[·•,|-]?\s*${TIME}\s*$`, 'u');
/** A sender named before the words, the time first or not ("[11:08 AM] Bot: What is ...?", "Agent (9:02): Hi"); an
 *  address's scheme ("https://...", a browser's footer on a printed page) names no one. */
const INLINE = new RegExp(String.raw`^\s*(?:[[(]?\s*(${TIME})\s*[\])]?\s*[-·•]?\s*)?(\p{L}[\p{L}.'’-]{0,20}(?:\s\p{L}[\p{L}.'’-]{0,20})?)\s*(?:[[(]\s*${TIME}\s*[\])])?\s*:(?!\/\/)\s*(.*)$`, 'us');

/** The pieces in reading order: page after page, line after line, each line left to right (a value written a point
 *  higher than the sender's name before it, "You: Acme LLC" in a script, is still after it). */
export function readingOrder(pieces: Piece[]): Piece[] {
  const sorted = pieces.filter((p) => p.text.trim()).sort((a, b) => a.page - b.page || a.y0 - b.y0 || a.x0 - b.x0);
  const lines: Piece[][] = [];
  for (const p of sorted) {
    const line = lines[lines.length - 1];
    if (line && line[0]!.page === p.page && sameLine(line[0]!, p)) line.push(p);
    else lines.push([p]);
  }
  return lines.flatMap((l) => l.sort((a, b) => a.x0 - b.x0));
}

const add = (m: Message | undefined, p: Piece, text = p.text) => { if (m) { m.pieces.push(p); m.text = `${m.text} ${text}`.trim(); } };

/** Messages under headings of their own line ("Merchant 2:49 PM" over the words). A page's own heading over its
 *  first message (the transcript's title printed again) is no message's words. */
function headed(order: Piece[]): Message[] {
  const out: Message[] = [];
  let open = 0;
  for (const p of order) {
    const h = HEADER.exec(p.text);
    if (h) { out.push({ sender: h[1]!.trim().toLowerCase(), pieces: [], text: '' }); open = p.page; }
    else if (open === p.page) add(out[out.length - 1], p);
  }
  return out;
}

/** Messages each opened by its sender's name and a colon. A form's "Name: ..." is no sender: a sender is named with
 *  the time it wrote (where one message is stamped, all are: "Agent: Ava" in a transcript's title is none), or is a
 *  word that is no field's label ("You", "Bot", "Agent"). */
function named(order: Piece[]): Message[] {
  const heads = order.map((p) => INLINE.exec(p.text)).map((h) => (h && (h[1] || !labelOf(h[2]!.trim(), true, true, false)) ? h : null));
  const timed = heads.some((h) => h?.[1]);
  const out: Message[] = [];
  let open = 0;
  let prev: Piece | undefined;
  // (Messages follow one another down the page: two senders on one line are a header's fields, a fax's "FROM:" and
  // "TO:".)
  if (order.some((p, i) => { const h = heads[i], same = !!h && (!!h[1] || !timed) && !!prev && prev.page === p.page && sameLine(prev, p); if (h && (h[1] || !timed)) prev = p; return same; })) return [];
  // (Nor is a sender one whose line goes on with a field's label and its colon: "Owner: ____ Title: ____ %: ____" is
  // a form's row of blanks, its first word no one writing.)
  const fieldLabel = (q: Piece) => { const c = /^([^:]{1,30}):/.exec(q.text.trim()); const l = c ? labelOf(c[1]!.trim(), true, true, false) : null; return !!l && l.field !== 'other'; };
  if (order.some((p, i) => heads[i] && !heads[i]![1] && !timed && order.some((q) => q !== p && q.page === p.page && sameLine(p, q) && q.x0 > p.x0 && fieldLabel(q)))) return [];
  order.forEach((p, i) => {
    const h = heads[i];
    if (h && (h[1] || !timed)) {
      const m: Message = { sender: h[2]!.trim().toLowerCase(), pieces: [], text: '' };
      out.push(m);
      open = p.page;
      if (h[3]!.trim()) add(m, p, h[3]!.trim());
    } else if (open === p.page) add(out[out.length - 1], p);
  });
  // (The same few senders, each writing twice at least: "Name:" and "Title:" of a form are many labels, once each.)
  const senders = new Map<string, number>();
  for (const m of out) senders.set(m.sender, (senders.get(m.sender) ?? 0) + 1);
  // (Senders unstamped take turns: "Q:" then "A:", not "Notes:" twice.)
  const turns = out.filter((m, i) => i && out[i - 1]!.sender !== m.sender).length;
  return senders.size <= 3 && [...senders.values()].every((n) => n >= 2) && (timed || 2 * turns >= out.length) ? out : [];
}

/** The most common of some edges (to a point). */
function commonEdge(xs: number[]): number | null {
  const n = new Map<number, number>();
  for (const x of xs) n.set(Math.round(x), (n.get(Math.round(x)) ?? 0) + 1);
  const best = [...n.entries()].sort((a, b) => b[1] - a[1])[0];
  return best && best[1] >= 3 ? best[0] : null;
}

/** A phone's thread naming nobody: bubbles set flush left (the other party's) and to the right (one's own), each on
 *  lines of its own, taking turns down the screen. Lines of one side close under each other are one message. */
function sided(order: Piece[]): Message[] {
  const out: Message[] = [];
  let all = 0, bubbles = 0;
  for (const page of new Set(order.map((p) => p.page))) {
    const ps = order.filter((p) => p.page === page), runs = runsOf(ps);
    const left = commonEdge(runs.map((r) => r.x0));
    if (left === null) continue;
    // (One's own bubbles end near the screen's right edge, not always at one point: a hand's script, a field's box.)
    const right = Math.max(...runs.map((r) => r.x1)), near = 0.15 * (right - left);
    const side = (r: Run) => (Math.abs(r.x0 - left) < 1.5 && r.x1 < right - 20 ? 'left' : r.x1 >= right - near && r.x0 > left + 20 ? 'right' : null);
    // (A bubble's lines are its own: a label and its value apart on one row, or a grid's columns, are a form's. And
    // the bubbles are most of the screens, their title and clock aside: counted over the thread, a last screen of
    // three messages under the title as much the thread's as the others.)
    const sides = runs.filter((r) => side(r));
    if (sides.some((r) => runs.some((o) => o !== r && sameLine(r, o)))) return [];
    all += runs.length; bubbles += sides.length;
    let last: Run | undefined;
    for (const r of sides) {
      const m = out[out.length - 1];
      if (m && last && m.sender === side(r) && r.y0 - last.y1 < 0.6 * (r.y1 - r.y0)) for (const p of r.pieces) add(m, p);
      else out.push({ sender: side(r)!, pieces: [...r.pieces], text: r.pieces.map((p) => p.text.trim()).join(' ') });
      last = r;
    }
  }
  const turns = out.filter((m, i) => i && out[i - 1]!.sender !== m.sender).length;
  return turns >= 4 && bubbles >= 0.75 * all ? out : [];
}

interface Run { pieces: Piece[]; x0: number; x1: number; y0: number; y1: number }

/** A line's pieces set a word's space apart, one run of words: a bubble's typed "yes, with" and the name written
 *  after it in a hand. */
function runsOf(ps: Piece[]): Run[] {
  const runs: Run[] = [];
  // (A hand's words jitter up and down: "Jess Amari" a point higher than "Hi Tamika, this is" before it may come first in
  // reading order; a run takes a piece just before it on its line too.)
  for (const p of ps) {
    const h = p.y1 - p.y0;
    // (Or within it: a hand's comma a piece of its own, read after the words either side of it.)
    const r = runs.find((o) => sameLine(o, p) && p.x0 - o.x1 < 1.5 * h && o.x0 - p.x1 < 1.5 * h);
    if (r) { r.pieces.push(p); r.pieces.sort((a, b) => a.x0 - b.x0); r.x0 = Math.min(r.x0, p.x0); r.x1 = Math.max(r.x1, p.x1); r.y0 = Math.min(r.y0, p.y0); r.y1 = Math.max(r.y1, p.y1); }
    else runs.push({ pieces: [p], x0: p.x0, x1: p.x1, y0: p.y0, y1: p.y1 });
  }
  return runs;
}

/** The page's messages in the order sent (top to bottom, page after page), or none when it is no thread. */
export function messagesOf(pieces: Piece[]): Message[] {
  const order = readingOrder(pieces);
  // A thread: four messages at least, between two parties at least, that are most of their pages' words (a form's
  // signers' audit trail at the foot of its last page, "Signer: ...", "IP: ...", is no thread of the page).
  const covers = (ms: Message[]) => {
    const pages = new Set(ms.flatMap((m) => m.pieces.map((p) => p.page)));
    return 2 * ms.reduce((n, m) => n + m.pieces.length, 0) >= order.filter((p) => pages.has(p.page)).length;
  };
  const thread = (ms: Message[]) => ms.length >= 4 && new Set(ms.map((m) => m.sender)).size >= 2 && covers(ms);
  for (const ms of [headed(order), named(order), sided(order)]) if (thread(ms)) return ms;
  return [];
}

/** A printed e-mail's message header: its sender's address with the time sent ("Keisha <k@x.com>  Sun, Jan 19, 2025
 *  at 4:16 PM"), a "From:" line naming an address, or a quote's "On ..., X wrote:". */
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const SENT_AT = /\b\d{1,2}:\d{2}\b/;
const messageHeader = (line: string) => (ADDRESS.test(line) && (SENT_AT.test(line) || /^\s*from\s*:?\s/i.test(line))) || /^\s*(?:>+\s*)?On\s.*\bwrote:\s*$/i.test(line);

/** The page's headings with the section begun again at each e-mail message's header under a decoy's (a sender's
 *  signature, "Business Development | Acme ISO", closes its own message only: the next message is not the decoy's). */
export function messageResumes(heads: Heading[], pieces: Piece[], carried: Section): Heading[] {
  const out = [...heads];
  for (const p of pieces) {
    const line = pieces.filter((q) => q.text.trim() && q.page === p.page && sameLine(p, q)).sort((a, b) => a.x0 - b.x0);
    if (line[0] !== p || !messageHeader(line.map((q) => q.text.trim()).join(' '))) continue;
    // (The heading last printed above it, in whichever column: the section the page goes on in after it.)
    const last = out.filter((h) => h.piece.page === p.page && h.piece.y0 < p.y0 - 1).sort((a, b) => b.piece.y0 - a.piece.y0)[0];
    if ((last?.section ?? carried) !== 'decoy' && sectionAt(p, out, carried) !== 'decoy') continue;
    out.push({ piece: { ...p, text: '', y0: p.y0 - 0.5 }, section: 'business', x0: 0, x1: Infinity });
  }
  return out;
}

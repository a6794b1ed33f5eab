// A conversation printed (issue 36): a text-message thread or a chat exported to paper, each message headed by its
// sender and the time it was sent ("Merchant 2:49 PM"). Nothing in it is a label beside its value: the question is
// one party's message and the answer is the other party's next one, as a person reads a thread.
import { labelOf } from './labels.ts';
import type { OwnerFound } from './owners.ts';
import type { Piece } from './pieces.ts';
import { messagesOf, type Message } from './thread.ts';
import { termsIn } from './terms-said.ts';
import { ownerDetails } from './owners-line.ts';

/** The label a question asks ("What's the legal name exactly as on your taxes?"): the longest run of its words that
 *  reads as a label, a question's own words around it (no value is written in a question). */
function asked(sentence: string): { field: string; label: string } | null {
  const words = sentence.replace(/\?+\s*$/, '').replace(/^(?:and|so|ok(?:ay)?|also|then|great|thanks)\b[,\s]*/i, '').split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    for (let j = words.length; j > i; j--) {
      const run = words.slice(i, j).join(' ');
      const l = labelOf(`${run}?`, true, true, false);
      if (l && l.field !== 'other' && l.end >= run.length) return { field: l.field, label: run };
    }
  }
  return askedInWords(sentence);
}

/** A question put in a chat's words, naming no label: the choices it offers ("pay daily, weekly or monthly?" asks
 *  the schedule), or a share asked with its sign ("what % do they own?"; not "anyone else own 20% or more?"). */
function askedInWords(sentence: string): { field: string; label: string } | null {
  const schedules = new Set((sentence.match(/\b(?:daily|weekly|bi-?\s?weekly|semi-?\s?monthly|monthly)\b/gi) ?? []).map((w) => w.toLowerCase()));
  if (schedules.size >= 2) return { field: 'payment_frequency', label: sentence.trim() };
  if (/(?<!\d\s?)%\s*(?:(?:do|does|did)\s+)?(?:\p{L}+\s+)?own(?:s|ed)?\b/iu.test(sentence)) return { field: 'owner_ownership', label: sentence.trim() };
  return null;
}

/** A reply's own words before its value ("yes we go by", "opened", "about"); a reply saying no has none. */
function answerOf(text: string): string {
  if (/^\s*(?:no|nope|none|n\/a|nah|same|not really)\b/i.test(text)) return '';
  return text.replace(/^\s*(?:yes|yeah|yep|sure)\b[,.!]?\s*/i, '').replace(/^(?:(?:we|it|i)\s+(?:go|goes)\s+by|(?:we|it|i)(?:'re| are|'s| is|'m| am)(?:\s+called)?|it'?s|we|opened|started|since|about|around|approx(?:imately|\.)?|roughly|like)\b[:,]?\s*/i, '').trim();
}

// (A surname's particles in small letters: "Van der Berg", "de la Cruz".)
const NAME = /^\p{Lu}[\p{L}'’.-]+(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|la|del|los|van|der|den|von|da|di|le|du|bin|al))+$/u;

/** A reply listing an owner's details one after another ("Keisha Whitfield, President, 75%, SSN 649-40-5541, DOB
 *  05/03/1983, score 609"): the name first, then each part by its word or its form. */
function ownerListed(m: Message, label: string): OwnerFound[] {
  // (Read as an owner's line is, every part a detail, where it reads so: "Marcus R. Garcia-Lopez, Mgr Member, 100, Soc
  // 183-99-9582, FICO 776": owners-line.ts.)
  const details = ownerDetails(m.text.replace(/[,;\s]+$/, ''), [m.pieces[0]!], label);
  if (details && details.length >= 3) return details;
  const parts = m.text.split(/\s*[,;]\s*/);
  if (!parts[0] || !NAME.test(parts[0].trim())) return [];
  const piece = m.pieces[0]!;
  const out: OwnerFound[] = [{ field: 'owner_name', text: parts[0].trim(), label, piece, confidence: 0.7, source: piece.source }];
  for (const [i, part] of parts.slice(1).entries()) {
    const l = labelOf(part, true, false, false);
    const value = l ? part.slice(l.end).replace(/^[\s:#-]+/, '') : part;
    const field = l?.field.startsWith('owner_') ? l.field : /^\d{1,3}(?:\.\d+)?\s*%$/.test(part.trim()) ? 'owner_ownership'
      : !l && i === 0 && /^\p{L}[\p{L} .-]{1,30}$/u.test(part.trim()) ? 'owner_title' : null;
    if (field && value.trim()) out.push({ field, text: value.trim(), label: l ? part.slice(0, l.end).trim() : label, piece, confidence: 0.7, source: piece.source });
  }
  // (A name alone is anybody's: an owner is a name with two of their details at least.)
  return out.length >= 3 ? out : [];
}

/** Terms put to the merchant and agreed ("If the funder offers 52 weekly payments of $3,383.00 would that work?" -
 *  "yes that works"): the payments asked for, as if written in their blanks. */
function termsAgreed(m: Message, reply: Message): OwnerFound[] {
  // (The terms as a sentence states them: terms-said.ts.)
  const t = termsIn(m.text);
  if (!t || !/^\s*(?:yes|yeah|yep|sure|ok(?:ay)?|sounds good|that works|works)\b/i.test(reply.text)) return [];
  const piece = m.pieces[0]!;
  const f = (field: string, text: string): OwnerFound => ({ field, text, label: t.said, piece, confidence: 0.6, source: piece.source });
  return [...(t.count ? [f('number_of_payments', t.count)] : []), ...(t.frequency ? [f('payment_frequency', t.frequency)] : []), ...(t.payment ? [f('requested_payment', t.payment)] : [])];
}

/** Each question of a thread answered by the other party's next message, and each owner a reply lists. */
export function conversation(pieces: Piece[]): { found: OwnerFound[]; pages: Set<number> } {
  const ms = messagesOf(pieces);
  const out: OwnerFound[] = [];
  // (The party asking: the one whose messages ask most, with their question marks.)
  const asking = new Map<string, number>();
  for (const m of ms) if (/\?\s*$/.test(m.text)) asking.set(m.sender, (asking.get(m.sender) ?? 0) + 1);
  const asker = [...asking.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  ms.forEach((m, k) => {
    const listed = ownerListed(m, 'owner');
    if (listed.length) { out.push(...listed); return; }
    const reply = ms.slice(k + 1).find((r) => r.sender !== m.sender);
    if (!reply || !reply.pieces.length || ms[k + 1] !== reply) return;
    // The question is the message's last one asked ("Hi Keisha, ... What's the legal name?").
    const terms = termsAgreed(m, reply);
    if (terms.length) { out.push(...terms); return; }
    // (An abbreviation's point ends no sentence: "the program account (e.g. RC0001)?" is one question.)
    // (A text message asks without its question mark too, "what kind of biz is it": a short message whole.)
    const asks = m.text.split(/(?<=[.?!])(?<!\b(?:e\.g|i\.e|etc|approx|vs|no)\.)\s+/i).filter((s) => /\?\s*$/.test(s));
    const q = (asks.length || m.sender !== asker || m.text.split(/\s+/).length > 12 ? asks : [`${m.text.trim()}?`]).reverse().map(asked).find((a) => !!a);
    // (An owner's question answered by a reply listing the owner is read from the list: "Who owns it?".)
    if (!q || q.field === 'decoy' || (q.field.startsWith('owner_') && ownerListed(reply, 'owner').length)) return;
    const piece = reply.pieces[0]!;
    out.push({ field: q.field, text: answerOf(reply.text), label: q.label, piece, confidence: 0.7, source: piece.source, at: m.pieces[0] });
    // (A payment answered with its count, "$25,757 monthly 12 payments": the count too.)
    const count = q.field === 'requested_payment' ? /\b(\d{1,3})\s*(?:payments|pmts|installments)\b/i.exec(reply.text)?.[1] : undefined;
    if (count) out.push({ field: 'number_of_payments', text: count, label: q.label, piece, confidence: 0.6, source: piece.source, at: m.pieces[0] });
  });
  // (A thread's pages are read as the thread only: its questions are no labels beside values.)
  return { found: out, pages: new Set(ms.flatMap((m) => m.pieces.map((p) => p.page))) };
}

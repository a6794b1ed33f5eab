// The ways a broker's form prints a person's name: one "full name" line, "Last, First Middle", or separate boxes.
import { caps, type PersonName } from './names.ts';

export interface FullOpts {
  upper?: boolean;
  nick?: 'quotes' | 'parens' | 'none';
  /** `John Smith, Jr.` rather than `John Smith Jr.`. */
  suffixComma?: boolean;
  prefix?: boolean;
  cred?: boolean;
  middle?: 'full' | 'initial' | 'none';
}

const initial = (m: string) => (m.endsWith('.') ? m : `${m[0]}.`);
const middleOf = (n: PersonName, how: FullOpts['middle']) => (!n.middle || how === 'none' ? null : how === 'initial' ? initial(n.middle) : n.middle);
const up = (s: string, upper: boolean | undefined) => (upper ? caps(s) : s);

/** `Dr. Robert "Bobby" J. Smith Jr., CPA`: one line, given names first. */
export function fullName(n: PersonName, o: FullOpts = {}): string {
  if (n.spaced) throw new Error(`a two-word surname (${n.last}) is ambiguous on a single "First Last" line`);
  const nick = n.nick && o.nick !== 'none' ? (o.nick === 'parens' ? `(${n.nick})` : `"${n.nick}"`) : null;
  // An initial-first name keeps its middle name: it is the name the person goes by ("J. Robert Smith").
  const middle = n.first.endsWith('.') ? n.middle : middleOf(n, o.middle ?? 'full');
  let s = [o.prefix !== false ? n.prefix : null, n.first, nick, middle, n.last].filter(Boolean).join(' ');
  if (n.suffix) s += `${o.suffixComma ? ',' : ''} ${n.suffix}`;
  if (n.cred && o.cred !== false) s += `, ${n.cred}`;
  return up(s, o.upper);
}

export interface LastFirstOpts {
  upper?: boolean;
  /** `Smith Jr., John` (afterLast), `Smith, John R., Jr.` (end) or no suffix. */
  suffix?: 'afterLast' | 'end' | 'none';
  middle?: 'full' | 'initial' | 'none';
  nick?: boolean;
}

/** `Garcia-Lopez, Maria E.`: surname first, then a comma. */
export function lastFirst(n: PersonName, o: LastFirstOpts = {}): string {
  const sfx = n.suffix && o.suffix !== 'none' ? n.suffix : null;
  const middle = n.first.endsWith('.') ? n.middle : middleOf(n, o.middle ?? 'initial');
  const head = sfx && o.suffix === 'afterLast' ? `${n.last} ${sfx}` : n.last;
  let given = [n.first, o.nick && n.nick ? `(${n.nick})` : null, middle].filter(Boolean).join(' ');
  if (sfx && o.suffix !== 'afterLast') given += `, ${sfx}`;
  return up(`${head}, ${given}`, o.upper);
}

export interface NameBoxes { prefix: string; first: string; middle: string; last: string; suffix: string; nick: string }

/** The name in separate boxes; a form without a suffix box writes the suffix after the surname. */
export function nameBoxes(n: PersonName, o: { upper?: boolean; suffixBox: boolean; middle?: 'full' | 'initial' }): NameBoxes {
  const u = (s: string | null) => up(s ?? '', o.upper);
  const last = !o.suffixBox && n.suffix ? `${n.last} ${n.suffix}` : n.last;
  const middle = n.first.endsWith('.') ? n.middle : middleOf(n, o.middle ?? 'full');
  return { prefix: u(n.prefix), first: u(n.first), middle: u(middle), last: u(last), suffix: o.suffixBox ? u(n.suffix) : '', nick: u(n.nick) };
}

/** A name as a decoy prints it (ISO rep, landlord, reference): plain "First Last". */
export const plainName = (n: PersonName, upper = false) => up(`${n.first} ${n.last}`, upper);

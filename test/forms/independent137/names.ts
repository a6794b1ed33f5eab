// How an owner's name is printed (one Full Name box, `LAST, First M.`, or First / Middle / Last boxes; all caps;
// titles, credentials, suffixes and nicknames) and what the truth takes from it (applications.md: first_name without
// the middle initial, last_name with hyphens and particles, credentials dropped, `Last, First` swapped; README.md for
// the decisions where the spec is open: suffixes, titles and nicknames dropped, case kept as printed).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Person } from './pools.ts';

export interface NameLook { caps: boolean; middle: 'initial' | 'none' | 'full'; extras: boolean; nick: 'quotes' | 'parens'; suffixComma: boolean }

export function nameLook(rng: Rng, capsChance: number): NameLook {
  return { caps: rng.chance(capsChance), middle: rng.weighted([['initial', 5], ['none', 3], ['full', 2]] as const), extras: rng.chance(0.8),
    nick: rng.pick(['quotes', 'parens'] as const), suffixComma: rng.chance(0.4) };
}

const up = (s: string, caps: boolean): string => (caps ? s.toUpperCase() : s);
const initial = (m: string): string => `${m[0]}.`;

function mid(p: Person, look: NameLook, allowFull: boolean): string {
  if (!p.middle || look.middle === 'none') return '';
  return look.middle === 'full' && allowFull ? p.middle : initial(p.middle);
}

function nick(p: Person, look: NameLook): string {
  if (!p.nick || !look.extras) return '';
  return look.nick === 'quotes' ? `"${p.nick}"` : `(${p.nick})`;
}

/** The truth's first and last name for this person printed with this look. */
export function truthName(p: Person, look: NameLook): { first: string; last: string } {
  return { first: up(p.first, look.caps), last: up(p.last, look.caps) };
}

/** `LAST, First M.` (suffix after the family name, credential at the end). */
export function lastFirst(p: Person, look: NameLook): string {
  const suffix = look.extras && p.suffix ? (look.suffixComma ? `, ${p.suffix}` : ` ${p.suffix}`) : '';
  const given = [p.first, mid(p, look, false), nick(p, look)].filter(Boolean).join(' ');
  const cred = look.extras && p.cred && !p.suffix ? `, ${p.cred}` : '';
  const text = look.suffixComma && suffix ? `${p.last}, ${given}${suffix}` : `${p.last}${suffix}, ${given}${cred}`;
  return up(text, look.caps);
}

/** A Full Name box, given name first; a name whose split is unclear in that order is written `Last, First`. */
export function fullName(p: Person, look: NameLook): string {
  if (p.single === false) return lastFirst(p, { ...look, middle: 'none' });
  const prefix = look.extras && p.prefix && !p.cred ? `${p.prefix} ` : '';
  const suffix = look.extras && p.suffix ? (look.suffixComma ? `, ${p.suffix}` : ` ${p.suffix}`) : '';
  const cred = look.extras && p.cred ? `, ${p.cred}` : '';
  const prefixUse = look.extras && p.prefix && p.cred && look.suffixComma ? `${p.prefix} ` : prefix;
  const credUse = prefixUse && p.cred ? '' : cred;
  const text = `${prefixUse}${[p.first, nick(p, look), mid(p, look, false), p.last].filter(Boolean).join(' ')}${suffix}${credUse}`;
  return up(text, look.caps);
}

/** First / Middle / Last boxes: the nickname stays in the First box and a suffix in the Last box when there is no
 *  Suffix box (`suffixBox` false). */
export function nameBoxes(p: Person, look: NameLook, suffixBox: boolean): { first: string; middle: string; last: string; suffix: string } {
  const first = [p.first, nick(p, look)].filter(Boolean).join(' ');
  const suffix = look.extras && p.suffix ? p.suffix : '';
  const last = suffixBox || !suffix ? p.last : `${p.last}${look.suffixComma ? ', ' : ' '}${suffix}`;
  return { first: up(first, look.caps), middle: up(mid(p, look, true), look.caps), last: up(last, look.caps), suffix: suffixBox ? up(suffix, look.caps) : '' };
}

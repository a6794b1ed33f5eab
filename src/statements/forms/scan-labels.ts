// A scanned label misread past one letter (scan-pieces.ts fuzzyLabel mends one): a careful reader knows the few words
// forms ask with, and reads "Fert Name" as First Name, "Legal NameofBusiness" as Legal Name of Business, "Federal
// Tax 10 (EIN)" as Federal Tax ID, because the mended words make a whole label; a value is never mended so.
import { labelOf } from './labels.ts';

/** The words application forms' labels are made of (lower case). */
const VOCABULARY: ReadonlySet<string> = new Set(`
name names first last middle legal business company dba doing trade trading as of or and the on in for to by
street address city state province zip postal code country federal tax id ein ssn itin sin social security insurance
number no date established started start inception incorporated incorporation formed entity type structure industry
nature description phone telephone mobile cell home fax email e-mail website web site requested request amount
funding funds advance payment payments frequency remittance remit term owner owners ownership officer principal
guarantor guarantors partner title position role percent percentage credit score fico birth print signature
monthly annual gross sales revenue volume deposits average balance current use purpose bank account routing
location premises rent lease mortgage landlord employees years time contact information profile own
full estimated registered operating jurisdiction employees preferred repayment outstanding advances reported self inc
`.trim().split(/\s+/));

/** Edits (a letter changed, lost, added, or two swapped) from `a` to `b`. */
export function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const c = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + c);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** The label words a misread word is nearest (two edits at most in a word of four letters or more, one in a shorter
 *  one), those starting with its first letter (OCR's surest) first; the word itself when it is one. */
function nearestWords(word: string, loose = false): string[] {
  const w = word.toLowerCase();
  if (VOCABULARY.has(w)) return [w];
  // "ID" read as digits ("10", "1O", "1D"): the 1 and the 0 OCR gives for a capital I and D.
  if (/^[1lI|][0OD]$/.test(word)) return ['ID'];
  if (w.length < 3 || !/^\p{L}+$/u.test(w)) return [];
  // (A caption in its place, small print over its value, is read more loosely: a third of its letters.)
  const most = loose ? (w.length >= 7 ? 3 : w.length >= 4 ? 2 : 1) : w.length >= 4 ? 2 : 1;
  const near: [string, number][] = [...VOCABULARY].filter((v) => Math.abs(v.length - w.length) <= most).map((v) => [v, distance(w, v)]);
  // (Loosely, only words that start as it does, OCR's surest letter, and of four letters or more past one edit, nearest
  // first: "Tate" may be "time", "tax" or "title", and the whole label says which; "Eran" is no "EIN".)
  if (loose) return near.filter(([v, d]) => d <= most && v[0] === w[0] && (v.length >= 4 || d <= 1)).sort((a, b) => a[1] - b[1]).map(([v]) => v);
  const least = Math.min(...near.map(([, d]) => d));
  if (least > most) return [];
  const best = near.filter(([, d]) => d === least).map(([v]) => v);
  return [...best.filter((v) => v[0] === w[0]), ...best.filter((v) => v[0] !== w[0])];
}

/** Whether every word of `text` is a label word or loosely one (a caption's words, "Operating", "Tate"), no name's. */
export const labelWords = (text: string) => text.split(/[\s/]+/).map((w) => w.replace(/[^\p{L}]/gu, '')).filter((w) => w.length >= 2).every((w) => nearestWords(w, true).length > 0);

/** Label words run together (a scan's narrow space lost: "NameofBusiness"), parted into the vocabulary's words. */
function parted(word: string): string[] | null {
  const w = word.toLowerCase();
  if (w.length < 6 || !/^\p{L}+$/u.test(w)) return null;
  const best: (string[] | null)[] = [[], ...Array<null>(w.length).fill(null)];
  for (let end = 1; end <= w.length; end++) {
    for (let start = Math.max(0, end - 12); start < end; start++) {
      const part = w.slice(start, end);
      if (best[start] && VOCABULARY.has(part) && (part.length >= 2 || part === 'a')) best[end] = [...best[start]!, part];
    }
  }
  const out = best[w.length];
  return out && out.length >= 2 ? out : null;
}

/** Cased as the misread word was (a capital first, or all capitals). */
const cased = (like: string, w: string) => (w === 'ID' ? w : /^\p{Lu}{2,}$/u.test(like) ? w.toUpperCase() : /^\p{Lu}/u.test(like) ? w[0]!.toUpperCase() + w.slice(1) : w);

/**
 * A piece read as a whole label once its misread words are read as the label words nearest them: at most two words
 * mended, at least one word read right beside them ("Fert Name"), and the label the piece's all (a bracketed note
 * after it may stay: "(EIN or SSN)"). Else null. A value ("Home Care", "Nate Mame") makes no whole label so.
 */
export function labelByWords(text: string, loose = false): string | null {
  // (A bracketed note after the label's words is read as it stands: "(EWN or SSN)" names no field of its own.)
  // (A value after the label's colon stays as it is: "Federal Tax (0: 92-8257234".)
  const colon = text.indexOf(':');
  if (colon > 0 && colon < text.length - 1) {
    const l = labelByWords(text.slice(0, colon + 1), loose);
    return l && l + text.slice(colon + 1);
  }
  // (A value after the label's words with no colon, a figure first: "TimeinBusiness 21 yrs", read as the label's and
  // the value's words on one line.)
  // (Tried last: "Federal Tax 10 (EIN)" has its ID read as a figure.)
  const whole = wordsMended(text, loose);
  const figure = / (?=[$#]?\d)/.exec(text);
  if (whole) return whole;
  if (figure) {
    const l = labelByWords(text.slice(0, figure.index), loose);
    return l && l + text.slice(figure.index);
  }
  // (Or a value in words, a capital first: "Typeof Entity S$ Corporation", the label's first words mended.)
  const words = text.split(' ');
  for (let k = Math.min(4, words.length - 1); k >= 2; k--) {
    const rest = words.slice(k).join(' ');
    if (!/^\p{Lu}/u.test(rest) || labelOf(rest, true, false, true)) continue;
    const l = wordsMended(words.slice(0, k).join(' '));
    if (l) return `${l} ${rest}`;
  }
  return null;
}

function wordsMended(text: string, loose = false): string | null {
  const head = text.replace(/\s*:\s*$/, '');
  const open = head.search(/\s\((?![0OD](?:\W|$))/);
  const said = open > 0 ? head.slice(0, open) : head, note = open > 0 ? head.slice(open) : '';
  // (A word's space lost after its abbreviation's point, "No.of Payments": two words.)
  const words = said.replace(/(\p{L})\.(?=\p{L}{2})/gu, '$1. ');
  const tokens = words.split(' ');
  // (Loosely, one word alone only when it is long: "Prownce" is Province, "Tate" might be Trade as well as Title.)
  if (tokens.length > 5 || (tokens.length < 2 && (!loose || tokens[0]!.replace(/\P{L}/gu, '').length < 6) && (parted(tokens[0]!)?.length ?? 0) < 3)) return null;
  let mended = words === said ? 0 : 1, right = 0, runTogether = false;
  // Each word's readings: as it stands, or the label words nearest it (or the words it runs together).
  const choices: string[][] = [];
  for (const t of tokens) {
    // (An owner's number, "Owner 2 Full Name", is read as it stands and mends nothing.)
    if (/^#?\d{1,2}[.:]?$/.test(t) && !/^[1lI|][0OD]$/.test(t)) { choices.push([t]); continue; }
    // ("ID" read as a bracket and a nought, "(0", its I's serif taken for a bracket.)
    if (/^[(|[][0OD]$/.test(t)) { mended++; choices.push(['ID']); continue; }
    const [, lead, core, close] = /^([({[]?)(.*?)([)\]}.,:]*)$/u.exec(t)! as unknown as [string, string, string, string];
    if (VOCABULARY.has(core.toLowerCase()) || /^[%#&/]$/.test(core)) { right++; choices.push([t]); continue; }
    const near = nearestWords(core, loose);
    // (Words run together are read so first, though a label word is near the whole: "Typeof" is "Type of", not "Type".)
    const parts = parted(core);
    if (!near.length && !parts) return null;
    // (Three label words or more run together are a label's all the same: "TimeinBusiness" is no name.)
    if (parts && parts.length >= 3) { right++; runTogether = true; } else mended++;
    const apart = parts ? [lead + parts.map((p, i) => (i ? p : cased(core, p))).join(' ') + close] : [];
    choices.push([...apart, ...near.map((n) => lead + cased(core, n) + close)]);
  }
  // (A caption in its place may have all its words misread, or be one word: "Tate Positon", "Prownce".)
  if (!(mended || runTogether) || mended > (loose ? 3 : 2) || (!right && !loose)) return null;
  // The first reading that makes a whole label (a label of some field, not "Print Name"'s other).
  for (const t of combinations(choices).slice(0, 64)) {
    const l = labelOf(t, true, false, false);
    if (l && (l.field !== 'other' || runTogether) && !t.slice(l.end).replace(/[\s:#.]/g, '')) return t + note + text.slice(head.length);
  }
  return null;
}

/** Every line made of one reading of each word, in order. */
function combinations(choices: string[][]): string[] {
  return choices.reduce<string[]>((lines, c) => lines.flatMap((l) => c.map((w) => (l ? `${l} ${w}` : w))), ['']);
}

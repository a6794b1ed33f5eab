// A page's fillable fields as pieces (moved out of pieces.ts, whose piecesOf had grown past its size): each field's
// value where the field is, unless the page strikes it through.
import type { PageText, Rect } from '../types.ts';
import type { Word } from '../layout/layout.ts';
import { fieldWords, fieldsOwnRules, struckField, struckWords } from './struck.ts';
import type { Piece } from './pieces.ts';

/** Adds the filled fields' values to the page's pieces `out` (its text's, where a hand's correction of a struck
 *  field is written); a value struck through is withdrawn (its rectangle added to `withdrawn`). `struck`: the page's
 *  strikes over words. */
export function addFieldPieces(page: PageText, struck: (words: Word[]) => Set<Word>, out: Piece[], withdrawn: Rect[]): void {
  // (A fillable row struck through on the page over its fields, a removed owner's: the fields' values are withdrawn.)
  const filled = (page.form?.fields ?? []).filter((f) => f.checked === null && f.value.trim());
  const asWords = filled.map((f) => fieldWords(f, page.form?.rules ?? [])), all = asWords.flat();
  // (Three fields crossed at least, a row: a field is often drawn over its own underline, through its box's middle;
  // or a form prints its rules through its fields', each a field's width: those strike nothing.)
  const own = fieldsOwnRules(page.form?.fields ?? [], page.form?.rules ?? []);
  const strikes = (own.size ? struckWords({ ...page, form: { ...page.form!, rules: page.form!.rules.filter((l) => !own.has(l)) } }) : struck)(all.length >= 3 ? all : []);
  const withdrawnFields = new Set(new Set(all.filter((w) => strikes.has(w)).map((w) => asWords.findIndex((ws) => ws.includes(w)))).size >= 3
    ? filled.filter((_, i) => asWords[i]!.some((w) => strikes.has(w))) : []);
  for (const f of page.form?.fields ?? []) {
    if (f.checked !== null || withdrawnFields.has(f)) continue;
    // (A field's value struck by hand, the right one written beside or over it: struck.ts.)
    const strike = f.value.trim() ? struckField(f, page.form?.strokes ?? [], out) : null;
    if (strike) { withdrawn.push(strike); continue; }
    out.push({ page: page.page, text: f.value.trim(), ...f.rect, source: 'field' });
  }
}

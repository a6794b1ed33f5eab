// Names written the Hispanic way (issue 36): a given name, then the father's and the mother's surnames, each a part
// of the last name ("Ignacio Mendoza Gutiérrez" is Ignacio of the Mendoza Gutiérrez); a form asking them apart prints
// a cell for each ("Apellido paterno | Apellido materno") or the given names apart from the surnames ("Nombre(s) |
// Apellidos"). A person reading such a form reads the words the way the form asks them.
import type { FormApplicant, FormValue } from '../types.ts';
import type { Piece } from './pieces.ts';
import type { OwnerFound, OwnerPlaces } from './owners.ts';
import { labelOf } from './labels.ts';
import { bareSurname, blank, PARTICLE, personName } from './values.ts';

/** A label asking a name in Spanish ("Nombre completo", "Full Name (Nombre completo)", "Nombre(s)"), or naming the
 *  person in Spanish ("Dueño 1 / Owner 1", "Propietario"). */
const SPANISH_NAME = /(?<![\p{L}])(?:nombres?|apellidos?|dueñ[oa]s?|propietari[oa]s?|titular)(?![\p{L}])/iu;
/** A middle initial: not kept. */
const INITIAL = /^\p{Lu}\.?$/u;

/**
 * A full name asked in Spanish, read as the Hispanic custom writes it: the words after the given name are surnames,
 * no middle names ("Ignacio Mendoza Gutiérrez" -> Ignacio / Mendoza Gutiérrez; "Ana Gómez del Valle" -> Ana / Gómez
 * del Valle; "Juan C. García López" -> Juan / García López). Where four parts are written, the last two are the
 * surnames and the others the given names ("Juan Carlos García López"); after a "Last, First" comma the given
 * names are all the first name. Null where the label is not Spanish (personName reads it).
 */
export function spanishName(text: string, label: string): { first: string; last: string } | null {
  const n = personName(text);
  const comma = /^[^,]+,\s*(.+)$/.exec(text.trim());
  // (So does a French caption's "Nom, Prénom": the prénom is the given names, "Zúñiga, Miguel Ángel".)
  if (!n || !(SPANISH_NAME.test(label) || (comma && /(?<![\p{L}])prénoms?(?![\p{L}])/iu.test(label)))) return null;
  // ("Apellidos, Nombre": the given names after the comma are the first name whole, "De León, Rosa Isela".)
  if (comma) {
    const given = comma[1]!.split(/\s+/).filter((w) => !INITIAL.test(w));
    return given[0] === n.first && given.every((w) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(w)) ? { first: given.join(' '), last: n.last } : null;
  }
  const words = text.trim().split(/\s+/);
  const i = words.indexOf(n.first);
  const lastWords = n.last.split(/\s+/);
  const j = words.lastIndexOf(lastWords[0]!);
  if (i < 0 || j <= i) return null;
  // (The surname's parts with their particles, "del Valle", "de la Cruz": one part each.)
  const parts: string[] = [];
  let particles = '';
  for (const w of [...words.slice(i + 1, j).filter((w) => !INITIAL.test(w)), ...lastWords]) {
    if (PARTICLE.test(w)) { particles += `${w} `; continue; }
    parts.push(`${particles}${w}`);
    particles = '';
  }
  // (Two surnames joined by a hyphen are both of them: the words before are given names, "Miguel Ángel Gómez-González".)
  if (parts.length === 2 && /^\p{Lu}[\p{Ll}'’]+-\p{Lu}[\p{Ll}'’]+$/u.test(parts[1]!) && /^\p{Lu}[\p{Ll}'’]+$/u.test(parts[0]!)) return { first: `${n.first} ${parts[0]}`, last: parts[1]! };
  if (parts.length <= 2) return { first: n.first, last: parts.join(' ') };
  return { first: [n.first, ...parts.slice(0, -2)].join(' '), last: parts.slice(-2).join(' ') };
}

/**
 * A second surname's cell on the line of the first, after it, under a caption of its own ("Paternal surname |
 * Maternal surname", "Apellido paterno | Apellido materno"): one last name asked in two cells, read joined in printed
 * order, no next owner. (Not owners' cells side by side: their captions are the same, "Last Name | Last Name", or
 * number different owners, "Owner 1 Last Name | Owner 2 Last Name".)
 */
export function secondSurname(first: FormValue<string>, piece: Piece, label: string): boolean {
  const [x0, y0, x1, y1] = first.box;
  const h = Math.max(y1 - y0, piece.y1 - piece.y0);
  const numbers = (t: string) => t.match(/\d/g)?.join('') ?? '';
  // (Not the same surname read again: "Owner Name  Yolanda  Smith-Harris" over "First Name | Last Name".)
  if (first.value.trim() === piece.text.trim()) return false;
  return first.page === piece.page && Math.abs((y0 + y1) / 2 - (piece.y0 + piece.y1) / 2) < 0.5 * h && x1 <= piece.x0 + 1 && x0 < piece.x0
    && first.label.trim().toLowerCase() !== label.trim().toLowerCase() && numbers(first.label) === numbers(label);
}

/**
 * The name read under a plain name's caption ("Nombre", "Name") with its surname asked apart in the next cell, under
 * it or after it ("Nombre  Luis Ángel" over "Apellidos  Flores-Gutiérrez"): the name was the given names, whole
 * (a compound given name, no first and last name), its middle initials dropped. (Not a full name's caption, "Nombre
 * completo", "Full name": that name holds its surname.)
 */
export function givenBeforeSurname(name: Piece, nameLabel: string, surname: Piece): string | null {
  if (/\b(?:full|complet[oa]?|legal)\b/i.test(nameLabel) || name.page !== surname.page) return null;
  const h = name.y1 - name.y0;
  const under = Math.abs(name.x0 - surname.x0) < 10 && surname.y0 >= name.y1 - 1 && surname.y0 - name.y1 < 3 * h;
  const after = Math.abs((name.y0 + name.y1) / 2 - (surname.y0 + surname.y1) / 2) < 0.5 * h && surname.x0 > name.x1;
  const words = name.text.trim().split(/\s+/).filter((w) => !INITIAL.test(w));
  return (under || after) && words.length >= 2 && words.every((w) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(w)) ? words.join(' ') : null;
}

/** A name's value that is the current owner's `cur`, read into it (true), no next owner's: the same name read again
 *  under a caption's other language ("Nombre(s)" over "First name(s)", one value under both), a second surname's cell
 *  (secondSurname), a surname asked apart after the given names (givenBeforeSurname). */
export function sameOwnersName(cur: FormApplicant | undefined, f: OwnerFound, places: OwnerPlaces, value: (text: string) => FormValue<string>): boolean {
  const had = f.field === 'owner_first' ? cur?.first_name : f.field === 'owner_last' ? cur?.last_name : null;
  if (had && labelOf(had.label, true, false, false)?.field === f.field && had.page === f.piece.page
    && [had.box[0] - f.piece.x0, had.box[1] - f.piece.y0, had.box[2] - f.piece.x1].every((d) => Math.abs(d) < 1)) return true;
  if (f.field !== 'owner_last' || !cur?.last_name || blank(f.text)) return false;
  const at = places.get(cur);
  const given = at?.whole ? givenBeforeSurname(at, at.whole, f.piece) : null;
  if (given) { cur.first_name = value(given); cur.last_name = value(bareSurname(f.text)); at!.whole = undefined; return true; }
  if (!secondSurname(cur.last_name, f.piece, f.label)) return false;
  cur.last_name = { ...cur.last_name, value: `${cur.last_name.value} ${bareSurname(f.text)}` };
  return true;
}

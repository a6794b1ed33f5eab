// The sheet stapled behind a form for the owners its slots could not hold, in a look of its own: a typed schedule
// (typed forms), a ruled note-pad page written by hand (handwritten forms), a fillable schedule (fillable forms).
import type { Owner } from './data.ts';
import { cells, strip } from './grid.ts';
import type { Sheet } from './sheet.ts';
import type { Values } from './values.ts';

export function stickyText(first: number, last: number, rng: { pick<T>(a: readonly T[]): T }): string {
  const who = first === last ? `Owner ${first}` : `Owners ${first}-${last}`;
  return rng.pick([`${who}: see attached`, `${who} - see attached sheet`, `${who} on pg 2 (attached)`]);
}

/** Owners `start`.. (applicant indexes) on a new page. */
export function attachOwners(s: Sheet, v: Values, owners: Owner[], start: number, o: { credit: boolean }): void {
  s.newPage();
  if (s.style === 'handwritten') return notepad(s, v, owners, start);
  const typed = s.style === 'typed';
  s.label(typed ? 'SCHEDULE A - ADDITIONAL OWNERS / GUARANTORS' : 'ADDITIONAL OWNER SCHEDULE', 40, 44, { size: 12, bold: true, font: typed ? 'Courier-Bold' : 'Helvetica-Bold' });
  s.label('Attached to the application of:', 40, 64, { size: 9, font: typed ? 'Courier' : 'Helvetica' });
  s.put({ name: 'Schedule_Applicant', x: typed ? 212 : 180, y: 60, w: 360, h: 13, run: true }, { text: v.c.legal });
  s.label('Each person owning 20% or more of the business must be listed and must sign below.', 40, 78, { size: 8, font: typed ? 'Courier' : 'Helvetica' });
  let y = 100;
  owners.forEach((ow, k) => {
    const i = start + k, val = v.owner(ow, i, o);
    strip(s, 40, y, 532, `OWNER ${i + 1}`, { fill: typed ? '#444444' : '#6b4e16', h: 12 });
    const r1 = cells(s, 40, y + 12, 26, [['Full name', 220, `Owner${i + 1}_Name`, { run: true }], ['Title', 120, `Owner${i + 1}_Title`],
      ['Ownership %', 72, `Owner${i + 1}_Pct`], ['Date of birth', 120, `Owner${i + 1}_DOB`]]);
    const r2 = cells(s, 40, y + 38, 26, [[v.us ? 'SSN' : 'SIN', 110, `Owner${i + 1}_TaxID`], ['Home address', 200, `Owner${i + 1}_Street`],
      ['City / State / Zip', 152, `Owner${i + 1}_City`], [o.credit ? 'Credit score' : 'Cell phone', 70, `Owner${i + 1}_Extra`]]);
    s.put(r1[`Owner${i + 1}_Name`]!, val.name);
    s.put(r1[`Owner${i + 1}_Title`]!, val.title);
    s.put(r1[`Owner${i + 1}_Pct`]!, val.pct);
    s.put(r1[`Owner${i + 1}_DOB`]!, val.dob);
    s.put(r2[`Owner${i + 1}_TaxID`]!, val.tax);
    s.put(r2[`Owner${i + 1}_Street`]!, val.street);
    s.put(r2[`Owner${i + 1}_City`]!, val.city);
    s.put(r2[`Owner${i + 1}_Extra`]!, o.credit ? val.credit : val.cell);
    s.label('Signature: ____________________________   Date: ____________', 40, y + 72, { size: 8 });
    y += 100;
  });
}

/** Ruled paper, a red margin, the owners written out in lines by hand. */
function notepad(s: Sheet, v: Values, owners: Owner[], start: number): void {
  for (let y = 96; y < 760; y += 22) s.line(30, y, 590, y, { w: 0.4, color: '#9cc3e6' });
  s.line(72, 20, 72, 780, { w: 0.6, color: '#e58c8c' });
  s.write(`Add'l owners - ${v.c.dba ?? v.c.legal}`, 80, 58, true, 13);
  let y = 96 + 22 - 15;
  const at = (x: number, w: number, name: string) => ({ name, x, y, w, h: 13 });
  owners.forEach((ow, k) => {
    const i = start + k, val = v.owner(ow, i);
    s.write(`Owner ${i + 1}:`, 80, y + 1, true, 11);
    s.put(at(135, 200, `o${i}name`), val.name);
    if (val.title.text) { s.write('-', 345, y + 1, true, 11); s.put(at(355, 110, `o${i}title`), val.title); }
    s.put(at(470, 60, `o${i}pct`), val.pct);
    y += 22;
    if (val.tax.text) { s.write(v.us ? 'SSN' : 'SIN', 96, y + 1, true, 11); s.put(at(125, 120, `o${i}tax`), val.tax); }
    if (val.dob.text) { s.write('DOB', 270, y + 1, true, 11); s.put(at(300, 120, `o${i}dob`), val.dob); }
    y += 22;
    s.write('home:', 96, y + 1, true, 11);
    s.put(at(135, 170, `o${i}street`), val.street);
    s.put(at(310, 200, `o${i}city`), val.city);
    y += 44;
  });
  s.write('signed copy to follow', 96, y + 1, true, 11);
}

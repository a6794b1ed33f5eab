import { describe, expect, it } from 'vitest';
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';
import { valueOf } from './value-of.ts';
import { splitHeader } from './table-split.ts';
import { nameUnderNumber } from './owner-number.ts';
import { headings } from './headings.ts';

// The fifteenth session's rules: what the brokers' documents printed that the reader took wrongly (the new sets at
// first sight, and what was left from the last session).

const piece = (text: string, x0: number, x1: number, y0: number, y1: number): Piece => ({ page: 1, text, x0, x1, y0, y1, source: 'text' });

describe('a hand\'s value written up into its caption strip', () => {
  // A cell with its caption in a shaded strip across its top (the strip a box of its own inside the cell), as set
  // 166's bilingual grid draws it; the hand's value leans up so its top crosses the strip's foot by a point or two.
  const cell = { x0: 35, x1: 397, y0: 76, y1: 104 }, strip = { x0: 36.4, x1: 395.6, y0: 77.4, y1: 85.9 };
  const caption = piece('NOMBRE LEGAL / LEGAL NAME', 39, 129, 78, 85);
  const valueAt = (y0: number) => {
    const value = piece('Barber Studio La Palma, Inc.', 40, 158, y0, y0 + 14);
    return valueOf(caption, labelOf(caption.text)!, [caption, value], [cell, strip])?.text;
  };
  it('is the caption\'s value, its top under the strip\'s foot or a little over it', () => {
    expect(valueAt(86)).toBe('Barber Studio La Palma, Inc.');
    expect(valueAt(83.5)).toBe('Barber Studio La Palma, Inc.');
    expect(valueAt(82.5)).toBe('Barber Studio La Palma, Inc.');
  });
});

describe('a spouse beside the owner', () => {
  // A guarantor's page asks the spouse's name and numbers under a heading the form says is no guarantor's: the
  // spouse's SSN is no owner's, whatever its line says ("Spouse SSN:" beside "Spouse Name:").
  it('reads a spouse\'s number and birth date as a decoy\'s', () => {
    for (const t of ['Spouse SSN:', "Spouse's Date of Birth", 'Spouse Social Security No.', 'Wife SIN']) expect(labelOf(t, true, false, false)?.field).toBe('decoy');
    expect(labelOf('SSN:', true, false, false)?.field).toBe('owner_tax_id');
  });
  it('keeps a spouse\'s column caption whole in an owners\' table', () => {
    const p = { ...piece('Spouse Name', 340, 381, 329, 337), words: [{ text: 'Spouse', x0: 340, x1: 364 }, { text: 'Name', x0: 366, x1: 381 }] };
    expect(splitHeader(p).map((q) => q.text)).toEqual(['Spouse Name']);
  });
});

describe('an owner\'s number captioning the name written under it', () => {
  // "Owner 1 | Title | % Own | SSN | DOB | FICO" in 5-point captions at a grid row's top, the values written under
  // each; a hand's name is taller than the caption and reaches up past its foot.
  const row = (y: number, name: string, nameTop: number) => [
    piece('Owner 1', 24, 42, y, y + 5), piece('Title', 229, 238, y, y + 5), piece('% Own', 331, 347, y, y + 5),
    piece('SSN', 379, 388, y, y + 5), piece('DOB', 465, 476, y, y + 5),
    piece(name, 27, 100, nameTop, nameTop + 12), piece('President', 232, 264, nameTop, nameTop + 12), piece('75%', 334, 349, nameTop, nameTop + 12),
  ];
  it('is the name\'s caption, not a heading, the name under its foot or reaching up past it', () => {
    for (const top of [203, 200, 197.5]) {
      const pieces = row(197, 'Farah A. Smith-Jones', top);
      expect(nameUnderNumber(pieces[0]!, pieces)).toBe(true);
      expect(headings(pieces, []).map((h) => h.piece.text)).not.toContain('Owner 1');
    }
  });
  it('is none when nothing under it is a name', () => {
    const pieces = row(197, '$12,500.00', 200);
    expect(nameUnderNumber(pieces[0]!, pieces)).toBe(false);
  });
});

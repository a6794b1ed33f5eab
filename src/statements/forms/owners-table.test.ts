// An owners' table read from its pieces (owners-table.ts): a row's initial under a column whose heading a scan lost
// is no second owner.
import { describe, expect, it } from 'vitest';
import { ownerTables, type TablePiece } from './owners-table.ts';

const piece = (text: string, x0: number, x1: number, y0: number): TablePiece => ({ page: 1, text, x0, x1, y0, y1: y0 + 10, source: 'text' });

describe('ownerTables', () => {
  it('drops an initial after its column\'s value on a row (its "MI" heading unread); keeps the row\'s values', () => {
    const [table] = ownerTables([
      piece('Last name', 39, 73, 59), piece('First name', 120, 155, 59), piece('Title', 211, 225, 59), piece('%', 276, 282, 59),
      piece('Tremblay', 39, 76, 73), piece('Ingrid', 121, 143, 73), piece('Vv', 191, 197, 73), piece('Sole Proprietor', 212, 270, 73), piece('100%', 279, 298, 73),
    ]);
    expect(table!.cells.map((c) => c.piece.text)).toEqual(['Tremblay', 'Ingrid', 'Sole Proprietor', '100%']);
  });
});

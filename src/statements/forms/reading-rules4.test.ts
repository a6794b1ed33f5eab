import { describe, expect, it } from 'vitest';
import type { PageText, Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import { checkboxRow, rowLabel } from './marks.ts';
import type { Piece } from './pieces.ts';

// Other brokers' wordings and layouts (issue 36): questions put as a web form puts them, two fields on one line where
// the second is a dropdown or a checkbox row.
describe('form labels and rows as other brokers print them (issue 36)', () => {
  it('reads a field named by the paper it appears on, by what customers call it, by what the business sells', () => {
    expect(labelOf('NAME ON TAX RETURN')).toMatchObject({ field: 'legal_name', end: 18 });
    expect(labelOf('Business name as it appears on your federal tax return')?.field).toBe('legal_name');
    expect(labelOf('KNOWN TO CUSTOMERS AS')?.field).toBe('trade_name');
    expect(labelOf('Also known as')?.field).toBe('trade_name');
    expect(labelOf('WHAT THE BUSINESS SELLS')?.field).toBe('industry');
    expect(labelOf('Goods / services')?.field).toBe('industry');
    expect(labelOf('AMOUNT SOUGHT')?.field).toBe('requested_amount');
    expect(labelOf('Total funding request')?.field).toBe('requested_amount');
    expect(labelOf('How often?')?.field).toBe('payment_frequency');
    expect(labelOf('Remitted:')?.field).toBe('payment_frequency');
    expect(labelOf('In operation since')?.field).toBe('business_start_date');
    expect(labelOf('Form of organization')?.field).toBe('type_of_entity');
    // The shorter labels keep their meaning: an owner's "Full name", the industry's "Type of business".
    expect(labelOf('Full name')?.field).toBe('owner_name');
    expect(labelOf('Full legal name')?.field).toBe('owner_name');
    expect(labelOf('Type of business')?.field).toBe('industry');
    expect(labelOf('Business Type')?.field).toBe('industry');
  });

  const piece = (text: string, x0: number, x1: number, y0 = 100): Piece => ({ text, x0, x1, y0, y1: y0 + 10, page: 1, source: 'text' });
  const page = (boxes: Rect[], marks: Rect[] = []): PageText => ({ page: 1, width: 612, height: 792, items: [], form: { fields: [], marks, rules: [], boxes } } as unknown as PageText);
  const box = (x0: number): Rect => ({ x0, y0: 100, x1: x0 + 10, y1: 110 });

  it('a mark belongs to the nearest label before it, not to the line\'s first field', () => {
    const pieces = [piece('Operating name (O/A)', 40, 150), piece('N/A', 155, 200), piece('Business structure', 380, 447), piece('Inc.', 452, 480)];
    expect(rowLabel(pieces, pieces[3]!)?.text).toBe('Business structure');
    // Options before the marked one are options, not the row's label.
    const row = [piece('Entity type:', 40, 90), piece('LLC', 110, 125), piece('Corporation', 145, 190)];
    expect(rowLabel(row, row[2]!)?.text).toBe('Entity type:');
  });

  it('a lone box beside a written value is a dropdown, not a checkbox row; boxes past the next label are its own', () => {
    const entity = piece('Entity Type', 40, 76);
    const dropdown = [entity, piece('S Corp', 210, 240)];
    // A dropdown's arrow drawn as a box in a frame: one box.
    expect(checkboxRow(entity, page([box(562), { x0: 561, y0: 99, x1: 575, y1: 111 }]), dropdown)).toBe(false);
    const row = [entity, piece('LLC', 104, 120), piece('Corp', 144, 170)];
    expect(checkboxRow(entity, page([box(90), box(130)]), row)).toBe(true);
    // "Entity type  LLC      Premises: [ ] Own [ ] Rent": the boxes are the premises'.
    const two = [entity, piece('LLC', 90, 110), piece('Premises:', 300, 340), piece('Own', 358, 375), piece('Rent', 393, 410)];
    expect(checkboxRow(entity, page([box(345), box(380)]), two)).toBe(false);
  });
});

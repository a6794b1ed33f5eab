// A scanned page's drawing as page.ts hands it on (formDrawing): a page of rules and no square box keeps its rules
// for the form reader and its picture as it was; a page of a form's look with dotted answer lines has the dots erased
// and is surely a form (its weak words read again). Pictures drawn here.
import { describe, expect, it } from 'vitest';
import { formDrawing, surelyForm, type Prepared } from './page.ts';
import { drawingForm } from './form-geometry.ts';
import type { Gray } from './raster.ts';

const DPI = 200;

function prepared(draw: (rect: (x0: number, y0: number, x1: number, y1: number) => void) => void): Prepared {
  const g: Gray = { width: 1700, height: 1200, data: new Uint8Array(1700 * 1200).fill(245) };
  draw((x0, y0, x1, y1) => { for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) g.data[y * g.width + x] = 30; });
  return { straight: g, clean: { ...g, data: new Uint8Array(g.data) }, local: false, skew: 0, turned: 0 };
}
const frame = (rect: (x0: number, y0: number, x1: number, y1: number) => void, x0: number, y0: number, s: number) => {
  rect(x0, y0, x0 + s, y0 + 2); rect(x0, y0 + s - 2, x0 + s, y0 + s); rect(x0, y0, x0 + 2, y0 + s); rect(x0 + s - 2, y0, x0 + s, y0 + s);
};

describe('formDrawing', () => {
  it('hands a page of rules and round bubbles its rules, and leaves its picture as it was', () => {
    const page = prepared((rect) => { for (let y = 200; y < 1000; y += 120) { rect(100, y, 700, y + 2); rect(900, y, 1500, y + 2); } });
    const before = new Uint8Array(page.clean.data);
    const d = formDrawing(page, DPI);
    expect(d.looks).toBe(false);
    expect(surelyForm(d)).toBe(false);
    expect(drawingForm(d, 72 / DPI).rules.length).toBeGreaterThanOrEqual(12);
    expect(page.clean.data).toEqual(before);
  });

  it('erases the dotted answer lines of a page with two checkboxes, and takes it for surely a form', () => {
    const page = prepared((rect) => {
      frame(rect, 1200, 100, 20); frame(rect, 1300, 100, 20);
      // Eight questions, each a label's letters with a dotted line under them running on to the page's right.
      for (let y = 250; y < 1100; y += 100) {
        for (let i = 0; i < 40; i++) rect(100 + i * 16, y - 30, 110 + i * 16, y + 4);
        for (let x = 100; x < 1500; x += 8) rect(x, y + 4, x + 3, y + 7);
      }
    });
    const d = formDrawing(page, DPI);
    expect(d.looks).toBe(true);
    expect(d.leaders).toBeGreaterThanOrEqual(6);
    expect(surelyForm(d)).toBe(true);
    expect(page.clean.data[255 * 1700 + 1197]).toBe(255); // a dot of the first line gone
    expect(page.clean.data[(235) * 1700 + 105]).toBe(30); // a letter stays
  });
});

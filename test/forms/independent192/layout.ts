// What a layout is (one fictional broker's app or portal), and the printing furniture they share: a browser's
// print header and footer, a phone's status bar, grids.
import type { Canvas, Theme } from './canvas.ts';
import type { Caps, Model } from './model.ts';

export interface Layout {
  name: string;
  broker: string;
  caps: Caps;
  theme: Theme;
  /** What the PDF says made it (a browser's print engine, a phone's). */
  info: { Producer: string; Creator: string; Title: string };
  /** Draws the whole application; `height` is the page height a long single-page layout was measured to. */
  render(c: Canvas, m: Model, height?: number): void;
  /** A long single page: the height its content needs (measured by a dry run). */
  measure?(m: Model): number;
}

/** n columns across [x, x + w] with a gap: [x, width] each. */
export function grid(x: number, w: number, n: number, gap = 12): [number, number][] {
  const cw = (w - gap * (n - 1)) / n;
  return Array.from({ length: n }, (_, i) => [x + i * (cw + gap), cw] as [number, number]);
}

/** A desktop browser's print header and footer: date and title on top, the URL and "n/N" below (Chrome's). */
export function browserPrint(c: Canvas, m: Model, title: string, url: string, pages: number): void {
  const size = 7;
  c.decoyText('print_time', m.submitted.replace(/^(\d\d)\/(\d\d)\/\d\d(\d\d)/, (_, a: string, b: string, y: string) =>
    `${Number(a)}/${Number(b)}/${y},`), 22, 12, { size, color: '#222222' });
  c.text(title, 0, 12, { size, color: '#222222', width: c.W, align: 'center' });
  c.decoyText('url', url, 22, c.H - 20, { size, color: '#222222' });
  c.text(`${c.page}/${pages}`, c.W - 40, c.H - 20, { size, color: '#222222' });
}

/** A phone's status bar: the time, signal bars and battery, all drawn but the time and carrier. */
export function statusBar(c: Canvas, y: number, time: string, battery: number): void {
  c.text(time, 24, y, { size: 10, font: c.theme.bold });
  const x = c.W - 70;
  for (let i = 0; i < 4; i++) c.doc.save().rect(x + i * 4, y + 8 - i * 2, 3, 3 + i * 2).fill(c.theme.ink).restore();
  c.text('5G', x + 19, y + 1, { size: 8, font: c.theme.bold });
  c.doc.save().roundedRect(x + 34, y + 1, 22, 10, 2.5).lineWidth(0.8).stroke(c.theme.ink).restore();
  c.doc.save().roundedRect(x + 36, y + 3, 18 * battery, 6, 1.5).fill(c.theme.ink).restore();
}

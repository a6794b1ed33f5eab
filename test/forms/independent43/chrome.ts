// What the browser adds when a page is printed: Chrome's date and title on top, URL and "1/3" below; Firefox's title
// and URL on top, "Page 1 of 3" and the date below.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './sheet.ts';

export function printedAt(r: Rng): { short: string; long: string } {
  const m = r.int(1, 12), d = r.int(1, 28), h = r.int(1, 12), min = String(r.int(0, 59)).padStart(2, '0'), ap = r.pick(['AM', 'PM']);
  return { short: `${m}/${d}/26, ${h}:${min} ${ap}`, long: `${m}/${d}/2026, ${h}:${min}:${String(r.int(0, 59)).padStart(2, '0')} ${ap}` };
}

export function chromePrint(s: Sheet, r: Rng, title: string, url: string): void {
  const at = printedAt(r).short;
  s.chrome = (page, total) => {
    s.label(22, 14, at, { size: 7, color: '#000000' });
    s.label(150, 14, title, { size: 7, color: '#000000', width: 312, align: 'center' });
    s.label(22, 770, url, { size: 7, color: '#000000' });
    s.label(540, 770, `${page}/${total}`, { size: 7, color: '#000000', width: 50, align: 'right' });
  };
}

export function firefoxPrint(s: Sheet, r: Rng, title: string, url: string): void {
  const at = printedAt(r).long;
  s.chrome = (page, total) => {
    s.label(22, 14, title, { size: 7, color: '#000000' });
    s.label(330, 14, url, { size: 7, color: '#000000', width: 260, align: 'right' });
    s.label(22, 770, `Page ${page} of ${total}`, { size: 7, color: '#000000' });
    s.label(440, 770, at, { size: 7, color: '#000000', width: 150, align: 'right' });
  };
}

export function slug(t: string): string { return t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''); }

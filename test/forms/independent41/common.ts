// Pieces every layout shares: the broker's header, section bars, the authorisation paragraph and the signature rows.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import { type Envelope, initialsTab, sigTab, stamp } from './esign.ts';
import type { Pen } from './pen.ts';
import type { Vals } from './vals.ts';

export interface Ctx { p: Pen; r: Rng; m: Merchant; v: Vals; e: Envelope; broker: string; color: string }

export function header(c: Ctx, title: string, y = 30): number {
  const { p, m } = c;
  stamp(p, c.e);
  p.rect(36, y, 30, 30, { fill: c.color });
  p.label(42, y + 8, c.broker.split(' ').map((w) => w[0]).join('').slice(0, 2), 12, { bold: true, color: 'white' });
  p.label(74, y + 1, c.broker, 15, { bold: true, color: c.color });
  p.label(74, y + 19, `${m.rep.phone}  |  ${m.rep.email}`, 7.5, { color: '#444' });
  p.label(330, y + 6, title, 11, { bold: true, width: 246, align: 'right' });
  return y + 42;
}

export function bar(c: Ctx, y: number, title: string, x = 36, w = 540): number {
  c.p.rect(x, y, w, 13, { fill: c.color });
  c.p.label(x + 4, y + 3, title.toUpperCase(), 7.5, { bold: true, color: 'white' });
  return y + 15;
}

const AUTH = [
  'By signing below, each of the above listed business and business owner/officer (individually and collectively, "you") certify that all information and documents submitted in connection with this application are true, correct and complete.',
  'You authorize {B}, its assigns, agents, banks and financial institutions to obtain consumer and business credit reports, to verify the information provided, and to share this application with funding partners in connection with a commercial financing transaction.',
  'You further consent to the use of electronic signatures and electronic records in connection with this application, and agree that an electronic signature has the same effect as a handwritten signature.',
];

export function auth(c: Ctx, y: number, x = 36, w = 540, size = 6.8): number {
  const text = AUTH.map((t) => t.replace('{B}', c.broker)).join(' ');
  c.p.label(x, y, text, size, { width: w, color: '#333' });
  return y + c.p.doc.heightOfString(text, { width: w }) + 8;
}

/** Signature, printed name, title and date per signing owner (the envelope's signers). */
export function signRows(c: Ctx, y: number, sigLabel = 'Signature', x = 36): number {
  const { p, e, r } = c;
  const signed = new Date(e.sent.getTime() + r.int(5, 300) * 60000);
  const when = `${signed.getUTCMonth() + 1}/${signed.getUTCDate()}/${signed.getUTCFullYear()}`;
  const col = 270;
  e.signers.slice(0, 4).forEach((o, i) => {
    const cx = x + (i % 2) * col, cy = y + Math.floor(i / 2) * 62;
    sigTab(p, e, cx + 4, cy, o);
    p.hline(cx, cx + 160, cy + 36);
    p.label(cx, cy + 39, sigLabel, 6.5, { color: '#444' });
    p.value(cx + 168, cy + 20, 80, when, {}, 'Date Signed');
    p.hline(cx + 164, cx + 250, cy + 36);
    p.label(cx + 166, cy + 39, 'Date', 6.5, { color: '#444' });
    p.label(cx, cy + 49, `Print Name: ${o.first} ${o.last}    Title: ${o.title}`, 6.5, { color: '#444' });
  });
  return y + Math.ceil(Math.min(4, e.signers.length) / 2) * 62;
}

export function initialsFooter(c: Ctx, y = 742): void {
  const o = c.e.signers[0];
  if (o) initialsTab(c.p, c.e, 470, y, o);
  c.p.label(36, y + 8, `${c.broker} - Merchant Application - Page ${c.p.page}`, 6.5, { color: '#666' });
}

// Pieces every independent142 layout shares: the document, owner values as printed, the authorisation block, the
// signature lines and the decoy cards (landlord, existing advances, ISO rep, bank, references).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, money, ownerName, type Freq, type Merchant, type Owner } from './data.ts';
import type { Opt, Sheet, Val } from './kit.ts';

export function newDoc(title: string, author: string): PDFKit.PDFDocument {
  return new PDFDocument({ size: 'LETTER', margin: 18, bufferPages: true, compress: true,
    info: { Title: title, Author: author, Producer: author, Creator: author, CreationDate: new Date(Date.UTC(2026, 1, 3, 15, 0, 0)) } });
}

export const v = (key: string, text: string | null, fields?: Record<string, unknown>): Val => ({ key, text, ...(fields ? { fields } : {}) });
/** A number as printed with the field it gives. */
export const pct = (key: string, path: string, n: number, rng: Rng): Val => v(key, rng.chance(0.6) ? `${n}%` : String(n), { [path]: n });

export const FREQ_OPTS = (labels: readonly [string, string, string, string]): Opt[] =>
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).map((f, i) => ({ label: labels[i]!, fields: { payment_frequency: f } }));
export const freqIndex = (f: Freq) => ['daily', 'weekly', 'biweekly', 'monthly'].indexOf(f);

export interface OwnerVals { name: Val; first: Val; last: Val; role: Val; own: Val; tax: Val; dob: Val; score: Val; home: Val }
/** Owner `i`'s printed values: blanks, masking and name order drawn from the rng; fields only for what prints. */
export function ownerVals(m: Merchant, i: number, rng: Rng, o: { lastFirst?: boolean; score?: number; dob?: 'us' | 'long' | 'dmy' | 'iso' } = {}): OwnerVals {
  const w: Owner = m.owners[i]!, p = `applicants[${i}].`, ca = m.country === 'CA';
  const masked = rng.chance(0.3);
  const blank = (x: number) => rng.chance(x);
  const dobIso = blank(0.1) ? null : w.dob;
  return {
    name: v(`owner${i}_name`, ownerName(w, o.lastFirst ? 'lastFirst' : 'full'), { [`${p}first_name`]: w.first, [`${p}last_name`]: w.last }),
    first: v(`owner${i}_first`, w.middle && rng.chance(0.5) ? `${w.first} ${w.middle}.` : w.first, { [`${p}first_name`]: w.first }),
    last: v(`owner${i}_last`, w.last, { [`${p}last_name`]: w.last }),
    role: blank(0.1) ? v(`owner${i}_role`, null) : v(`owner${i}_role`, w.role, { [`${p}role`]: w.role }),
    own: pct(`owner${i}_pct`, `${p}ownership`, w.pct, rng),
    tax: masked ? v(`owner${i}_tax_masked`, w.masked) : v(`owner${i}_tax`, w.tax, { [`${p}tax_id`]: w.taxDigits, [`${p}tax_id_type`]: w.taxType, [`${p}tax_id_country`]: ca ? 'CA' : 'US' }),
    dob: dobIso ? v(`owner${i}_dob`, fmtDate(dobIso, o.dob ?? 'us'), { [`${p}date_of_birth`]: dobIso }) : v(`owner${i}_dob`, null),
    score: rng.chance(o.score ?? 0) ? v(`owner${i}_score`, String(w.score), { [`${p}credit_score`]: w.score }) : v(`owner${i}_score`, null),
    home: v(`owner${i}_home`, w.home),
  };
}

/** Money with the field it gives, or blank. */
export const amountVal = (key: string, path: string, n: number | null, rng: Rng, cad = false): Val =>
  n === null ? v(key, null) : v(key, money(n, rng, cad), { [path]: n });

export function authorization(s: Sheet, x: number, y: number, w: number, ca: boolean, who: string): number {
  const body = ca
    ? `By signing, each owner consents under PIPEDA to ${who} and its funding partners collecting, using and disclosing personal information, including credit bureau reports, to assess this application, and confirms the information given is true and complete.`
    : `Each undersigned owner certifies that the information in this application is true and complete and authorizes ${who}, its assigns and funding partners to obtain consumer and business credit reports, bank statements and other information to evaluate this request.`;
  s.text(x, y, body, { size: 6.8, width: w, color: s.look.soft });
  return y + s.doc.heightOfString(body, { width: w }) + 6;
}

/** Signature lines for the owners on this page: a scribble in handwriting/typed runs, the line and a date. */
export function signatures(s: Sheet, x: number, y: number, w: number, owners: number[]): void {
  const cw = (w - 12 * (owners.length - 1)) / Math.max(owners.length, 1);
  for (const [k, i] of owners.entries()) {
    const cx = x + k * (cw + 12), d = s.doc;
    if (s.style !== 'fillable') {
      d.save().lineWidth(0.9).strokeColor(s.style === 'handwritten' ? '#1f3fa8' : '#333333').moveTo(cx + 6, y + 14);
      for (let t = 0; t < 6; t++) d.bezierCurveTo(cx + 12 + t * 14, y + s.rng.float(0, 6), cx + 16 + t * 14, y + s.rng.float(14, 22), cx + 20 + t * 14, y + 12);
      d.stroke().restore();
    }
    d.save().moveTo(cx, y + 22).lineTo(cx + cw, y + 22).lineWidth(0.6).stroke(s.look.line).restore();
    s.text(cx, y + 25, `Owner ${i + 1} signature`, { size: 6, caps: true, color: s.look.soft });
    s.text(cx + cw - 60, y + 25, 'Date 02/03/2026', { size: 6, color: s.look.soft, width: 60, align: 'right' });
  }
}

/** The existing-advances table: funders, balances and payments that are not this application's. */
export function advancesTable(s: Sheet, x: number, y: number, w: number, m: Merchant, rows = 2): void {
  const cols = [0, 0.45, 0.72];
  for (const [k, h] of ['Funder / lender', 'Balance', 'Payment'].entries()) s.text(x + w * cols[k]!, y, h, { size: 5.8, caps: true, color: s.look.soft });
  for (let r = 0; r < rows; r++) {
    const a = m.decoy.advances[r], ry = y + 10 + r * 20;
    s.doc.save().roundedRect(x, ry, w, 17, s.look.pill ? 8.5 : s.look.radius).fill(s.look.fill).restore();
    s.put(x + 6, ry + 2, w * 0.42, 13, v(`adv${r}_funder`, a?.funder ?? null), 8.5);
    s.put(x + w * 0.45, ry + 2, w * 0.25, 13, v(`adv${r}_balance`, a?.balance ?? null), 8.5);
    s.put(x + w * 0.72, ry + 2, w * 0.26, 13, v(`adv${r}_payment`, a?.payment ?? null), 8.5);
  }
}

export interface Layout {
  name: string; broker: string; code: string; look: import('./kit.ts').Look;
  merchant(rng: Rng): Merchant;
  draw(s: Sheet, m: Merchant, rng: Rng): void;
}

/** 1-4 owners, four less often; `p4` the chance of a fourth. */
export const ownerCount = (rng: Rng, p4 = 0.2): number => (rng.chance(p4) ? 4 : rng.weighted([[1, 5], [2, 4], [3, 2]] as const));

/** Split a row of width `w` at `x` into columns by weight, `gap` apart: [x, width] per column. */
export function cols(x: number, w: number, weights: readonly number[], gap = 8): [number, number][] {
  const total = weights.reduce((a, b) => a + b, 0), free = w - gap * (weights.length - 1);
  let cx = x;
  return weights.map((k) => { const cw = (free * k) / total, r: [number, number] = [cx, cw]; cx += cw + gap; return r; });
}

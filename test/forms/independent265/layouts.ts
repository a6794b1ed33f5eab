// The five invented forms of set 265. Each draws its labels and rules, and passes every value with the truth fields
// it gives (null for a decoy) to the sheet, so the truth is exactly what was printed.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './model.ts';
import { type Fields, type Look, Sheet, W } from './sheet.ts';

export interface Cell { label: string; text: string; fields: Fields | null; key: string; w: number }
const L = 36, R = W - 36, FULL = R - L;

export function row(s: Sheet, cells: Cell[]): void {
  const k = s.look.cell, h = k === 'boxes' ? 25 : k === 'underline' ? 22 : 20;
  s.ensure(h + 2);
  const total = cells.reduce((a, c) => a + c.w, 0);
  let x = L;
  for (const c of cells) {
    const w = (c.w / total) * FULL, y = s.y, d = s.doc;
    if (k === 'boxes') {
      d.rect(x, y, w, h).lineWidth(0.6).strokeColor('#555').stroke();
      s.label(c.label, x + 2.5, y + 2, 6);
      s.value(c.key, c.text, x + 1, y + 9, w - 2, 15, c.fields);
    } else if (k === 'underline' || k === 'leaders') {
      const lw = s.labelWidth(c.label, 7.5) + 4;
      s.label(c.label, x, y + 9, 7.5);
      if (k === 'underline') d.moveTo(x + lw, y + 18).lineTo(x + w - 8, y + 18).lineWidth(0.5).strokeColor('#000').stroke();
      else d.moveTo(x + lw, y + 18).lineTo(x + w - 8, y + 18).lineWidth(0.7).dash(1, { space: 2 }).strokeColor('#444').stroke().undash();
      s.value(c.key, c.text, x + lw, y + 3, w - lw - 8, 15, c.fields);
    } else {
      const lw = Math.min(w * 0.45, s.labelWidth(c.label, 7) + 8);
      d.rect(x, y, lw, h).fill('#e4e8ec');
      d.rect(x, y, w, h).lineWidth(0.5).strokeColor('#7a8a99').stroke();
      s.label(c.label, x + 3, y + 6.5, 7);
      s.value(c.key, c.text, x + lw + 1, y + 2, w - lw - 2, 16, c.fields);
    }
    x += w;
  }
  s.y += h + (k === 'boxes' ? 0 : 2);
}

export function checks(s: Sheet, label: string, opts: { label: string; on: boolean; fields: Fields | null }[], key: string, other?: { text: string; fields: Fields | null }): void {
  s.ensure(20);
  s.label(label, L, s.y + 1, 7.5, true);
  let x = L + s.labelWidth(label, 7.5) + 14;
  for (const o of opts) x += s.check(key, o.label, o.on, x, s.y, o.on ? o.fields : null);
  if (other) {
    x += s.check(key, 'Other:', !!other.text, x, s.y, null) - 4;
    s.doc.moveTo(x, s.y + 9).lineTo(x + 90, s.y + 9).lineWidth(0.5).strokeColor('#000').stroke();
    s.value(`${key}_other`, other.text, x, s.y - 6, 90, 15, other.text ? other.fields : null);
  }
  s.y += 17;
}

export function table(s: Sheet, heads: [string, number][], rows: { text: string; fields: Fields | null; key: string }[][], minRows: number): void {
  const total = heads.reduce((a, [, w]) => a + w, 0);
  const ws = heads.map(([, w]) => (w / total) * FULL);
  s.ensure(16 + 18 * Math.max(rows.length, minRows));
  let x = L;
  s.doc.rect(L, s.y, FULL, 13).fill('#d9dde2');
  heads.forEach(([h], i) => { s.label(h, x + 3, s.y + 3.5, 6.5, true); x += ws[i]!; });
  s.y += 13;
  for (let r = 0; r < Math.max(rows.length, minRows); r++) {
    x = L;
    ws.forEach((w, i) => {
      s.doc.rect(x, s.y, w, 18).lineWidth(0.5).strokeColor('#777').stroke();
      const c = rows[r]?.[i];
      s.value(c?.key ?? 'blank', c?.text ?? '', x + 1, s.y + 1.5, w - 2, 15, c?.fields ?? null, 8.5);
      x += w;
    });
    s.y += 18;
  }
  s.y += 6;
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") ' +
  'certify that all information and documents submitted in connection with this application are true, correct and complete. You ' +
  'authorize us, our assigns, agents, banks or financial institutions to obtain a business and personal credit report, bank statements, ' +
  'and any other information regarding you from credit reporting agencies and other sources, and to share it with funding sources. ' +
  'You also authorize us to contact any listed reference or landlord. Any misrepresentation may result in decline.';

export function signatures(s: Sheet, m: Merchant, rng: Rng, signDate: string): void {
  const per = 2, colW = FULL / per;
  for (let i = 0; i < m.owners.length; i += per) {
    s.ensure(44);
    for (let j = 0; j < per && i + j < m.owners.length; j++) {
      const o = m.owners[i + j]!, x = L + j * colW, y = s.y;
      s.doc.moveTo(x, y + 18).lineTo(x + colW * 0.6, y + 18).lineWidth(0.5).strokeColor('#000').stroke();
      s.doc.moveTo(x + colW * 0.64, y + 18).lineTo(x + colW - 12, y + 18).stroke();
      s.label('Signature', x, y + 20, 6.5);
      s.label('Date', x + colW * 0.64, y + 20, 6.5);
      if (s.style !== 'fillable') scribble(s, x + 6, y + 4, rng);
      s.value('sign_date', signDate, x + colW * 0.64, y + 3, colW * 0.3, 15, null, 8.5);
      s.label('Print Name', x, y + 31, 6.5);
      s.value('print_name', o.name, x + 38, y + 27, colW * 0.55, 13, nameF(i + j, o), 8.5);
    }
    s.y += 46;
  }
}

function scribble(s: Sheet, x: number, y: number, rng: Rng): void {
  const d = s.doc;
  d.save().lineWidth(0.9).strokeColor('#1b2a78').moveTo(x, y + 10);
  let cx = x;
  for (let k = 0; k < 6; k++) {
    const nx = cx + rng.float(8, 16);
    d.bezierCurveTo(cx + 3, y + rng.float(-2, 4), nx - 3, y + rng.float(10, 16), nx, y + rng.float(4, 12));
    cx = nx;
  }
  d.stroke().restore();
}

export const nameF = (i: number, o: Owner): Fields => ({ [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last });
export const ssnF = (i: number, o: Owner): Fields | null => o.ssn.text ? ({ [`applicants.${i}.tax_id`]: o.ssn.value, [`applicants.${i}.tax_id_type`]: o.ssn.type,
  [`applicants.${i}.tax_id_country`]: o.ssn.country }) : null;
export const oneF = (i: number, k: string, v: string | number | null): Fields => ({ [`applicants.${i}.${k}`]: v });

/** Fields of the business tax id as printed (a sole proprietor's SSN reads as SSN/ITIN). */
export function einF(m: Merchant): Fields | null {
  return m.ein.text ? { business_tax_id: m.ein.value, business_tax_id_type: m.ein.type, business_tax_id_country: 'US' } : null;
}
export const dbaF = (m: Merchant): Fields | null => (m.dba.value ? { trade_name: m.dba.value } : null);
export const stateF = (m: Merchant): Fields => ({ state_region: m.place.state, country: 'United States' });
export const amountF = (m: Merchant): Fields => ({ requested_amount: m.amount.value });

export interface LayoutDef { title: string; look: Look; maxOwners: number; draw: (s: Sheet, m: Merchant, rng: Rng) => void }

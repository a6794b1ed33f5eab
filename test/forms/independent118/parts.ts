// Pieces shared by the independent118 layouts: boxed cells, underlined fields, fine print, and the truth each printed
// value gives (applications.md's rules applied to what is printed).
import type { Sheet, Fields } from './sheet.ts';
import type { Merchant, Owner } from './model.ts';

export function cell(s: Sheet, label: string, x: number, y: number, w: number, h: number, key: string, text: string,
  o: { fields?: Fields; decoy?: boolean; lines?: number; size?: number; labelFont?: string } = {}): void {
  s.doc.lineWidth(0.5).strokeColor('#333333').rect(x, y, w, h).stroke().strokeColor('black');
  s.text(label, x + 2.5, y + 2, { size: 5.6, font: o.labelFont ?? 'Helvetica' });
  s.value(key, text, x + 1, y + 8, w - 2, h - 9, o);
}

/** "Label: ________" with the value over the rule. Returns the x where the rule ends. */
export function line(s: Sheet, label: string, x: number, y: number, w: number, key: string, text: string,
  o: { fields?: Fields; decoy?: boolean; lines?: number; font?: string; size?: number } = {}): number {
  const font = o.font ?? 'NimbusRoman-Regular';
  s.doc.font(font).fontSize(8.5);
  const lw = s.doc.widthOfString(label) + 4;
  s.text(label, x, y, { size: 8.5, font });
  const lines = o.lines ?? 1;
  for (let i = 0; i < lines; i++) s.doc.lineWidth(0.5).moveTo(x + lw, y + 9 + i * 13).lineTo(x + w, y + 9 + i * 13).stroke();
  s.value(key, text, x + lw, y - 4, w - lw, 13 * lines, { ...o, lines, size: o.size, pitch: 13 });
  return x + w;
}

export function bar(s: Sheet, title: string, x: number, y: number, w: number, o: { fill?: string; color?: string; size?: number; font?: string } = {}): number {
  s.doc.rect(x, y, w, 13).fill(o.fill ?? '#1f3b5a').fillColor('black');
  s.text(title, x + 5, y + 3, { size: o.size ?? 8, font: o.font ?? 'Helvetica-Bold', color: o.color ?? 'white' });
  return y + 16;
}

export const US = (m: Merchant): string => (m.country === 'CA' ? 'Canada' : 'United States');

export function legalF(m: Merchant): Fields { return { legal_name: m.legal }; }
export function dbaF(m: Merchant): Fields { return m.dba ? { trade_name: m.dba } : {}; }
export function taxF(m: Merchant): Fields {
  return m.tax.masked ? {} : { business_tax_id: m.tax.digits, business_tax_id_type: m.tax.type, business_tax_id_country: m.country };
}
export function regionF(m: Merchant): Fields { return { state_region: m.addr.region, country: US(m) }; }
export function amountF(m: Merchant): Fields { return { requested_amount: m.amount }; }

export function nameF(o: Owner, i: number): Fields { return { [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last }; }
export function ownerF(o: Owner, i: number, k: 'role' | 'ownership' | 'credit_score' | 'date_of_birth'): Fields {
  const v = { role: o.title, ownership: o.pct, credit_score: o.score, date_of_birth: o.dob }[k];
  return v === null ? {} : { [`applicants[${i}].${k}`]: v };
}
export function tinF(o: Owner, i: number, country: string): Fields {
  if (o.masked) return {};
  return { [`applicants[${i}].tax_id`]: o.tin, [`applicants[${i}].tax_id_type`]: o.tin.startsWith('9') && o.tinType !== 'SIN' ? 'ITIN' : o.tinType,
    [`applicants[${i}].tax_id_country`]: country };
}

/** Fine print with a broker's numbers (fees, rates, dates): none of them is the merchant's. */
export function finePrint(s: Sheet, broker: string, which: number[], x: number, y: number, w: number, o: { size?: number; font?: string } = {}): number {
  const P = [
    `By signing below, each of the above (individually, an "Owner") authorizes ${broker} and its funding partners, affiliates and assigns to obtain consumer and business credit reports, bank references and any other information deemed necessary, now and for so long as any obligation remains outstanding, and to share this application with prospective funders. Each Owner certifies that the information given is true and complete as of the date of signature.`,
    `A returned or rejected ACH debit is subject to a fee of $35.00 per item. Applications carrying a requested amount above $500,000 require two years of business tax returns. Typical factor rates range from 1.18 to 1.49 and an origination fee of up to 3% of the purchase price may apply. This schedule of fees was last revised on January 15, 2023.`,
    `Misrepresentation of any material fact, including undisclosed advances or stacking after funding, constitutes a default under the purchase agreement and may result in a liquidated damages fee of $2,500.00 or 10% of the outstanding balance, whichever is greater. Quoted terms are valid for 14 days.`,
    `Notice: a consumer credit report may be requested in connection with this application (15 U.S.C. 1681b). Upon request you will be informed whether a report was obtained and the name and address of the agency that furnished it. Offers are not a commitment to fund; decisions are typically issued within 24 to 48 hours of a complete file.`,
    `The Owner(s) signing below personally guarantee the performance (not the payment) of the merchant's obligations under any agreement arising from this application, jointly and severally, up to 100% of the purchased amount. This guaranty survives any change of ownership of less than 51% of the business.`,
  ];
  let yy = y;
  for (const i of which) yy = s.text(P[i]!, x, yy, { size: o.size ?? 6.2, font: o.font ?? 'Helvetica', width: w, align: 'justify' }) + 3;
  const dec: Record<number, string[]> = { 1: ['$35.00', '$500,000', '1.18', '1.49', '3%', 'January 15, 2023'], 2: ['$2,500.00', '10%'], 4: ['100%', '51%'] };
  for (const i of which) s.decoys.push(...(dec[i] ?? []));
  return yy;
}

export function advanceRows(m: Merchant): string[][] {
  return m.advances.map((a) => [a.funder, a.balance, a.payment, a.freq]);
}

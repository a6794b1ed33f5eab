// Pieces shared by set 126's layouts: truth paths, owner cards, decoy blocks, consent and signature blocks.
import type { Sheet } from './canvas.ts';
import type { Merchant, Owner } from './merchant.ts';
import { tradeName } from './rules.ts';

export const A = (...f: string[]): string[] => f.map((x) => `application.${x}`);
export const AP = (i: number | null, ...f: string[]): string[] => (i === null ? [] : f.map((x) => `application.applicants[${i}].${x}`));

/** Applicant index of each card: printed order, blank cards skipped. */
export function applicantIndex(slots: (Owner | null)[]): (number | null)[] {
  let n = 0;
  return slots.map((o) => (o ? n++ : null));
}

export interface CardLabels { name: string; title: string; pct: string; tax: string; dob: string; score: string; home: string; city: string; phone: string }
export const CARD_WORDINGS: CardLabels[] = [
  { name: 'Full Name', title: 'Title', pct: 'Ownership %', tax: 'SSN', dob: 'Date of Birth', score: 'Credit Score (est.)', home: 'Home Address', city: 'City / State / Zip', phone: 'Cell Phone' },
  { name: 'Owner Name', title: 'Position', pct: '% Owned', tax: 'Social Security #', dob: 'DOB', score: 'FICO (self-reported)', home: 'Residence', city: 'City, ST ZIP', phone: 'Mobile' },
  { name: 'Name (First, M.I., Last)', title: 'Title / Role', pct: 'Ownership', tax: 'SSN / ITIN', dob: 'Birth Date', score: 'Approx. Credit Score', home: 'Home Street Address', city: 'City / State / Zip', phone: 'Phone' },
  { name: 'Legal Name of Owner', title: 'Title', pct: 'Percent of Ownership', tax: 'SIN', dob: 'Date of Birth', score: 'Credit Score', home: 'Home Address', city: 'City / Prov. / Postal Code', phone: 'Phone' },
];

/**
 * An owner card: a framed box with its own heading, then the owner's values in rows.
 * `cols` 2 puts title|pct, tax|dob, score|phone side by side; 1 stacks them (narrow columns).
 */
export function ownerCard(s: Sheet, x: number, y: number, w: number, h: number, heading: string, o: Owner | null, i: number | null,
  key: string, L: CardLabels, cols: 1 | 2, tab: { fill: string; color: string }): void {
  s.rect(x, y, w, h, '#333', undefined, 0.8);
  s.rect(x, y, w, 15, '#333', tab.fill, 0.8);
  s.text(heading, x + 6, y + 4, 8.5, { bold: true, color: tab.color });
  if (!o) s.text('(leave blank if not applicable)', x + w - 118, y + 5, 6, { color: tab.color });
  const pad = 6, iw = w - 2 * pad;
  let cy = y + 20;
  const rowH = cols === 2 ? Math.min(26, (h - 24) / 6) : Math.min(26, (h - 24) / 9);
  const tax = o?.taxText ?? null;
  const taxPaths = o?.taxDigits ? AP(i, 'tax_id', 'tax_id_type', 'tax_id_country') : [];
  const pairs: [string, string | null, string, string[]][] = [
    [L.title, o?.titleText ?? null, `${key}_title`, o?.titleText ? AP(i, 'role') : []],
    [L.pct, o?.pctText ?? null, `${key}_pct`, o?.pctText ? AP(i, 'ownership') : []],
    [L.tax, tax, `${key}_tax`, taxPaths],
    [L.dob, o?.dobText ?? null, `${key}_dob`, o?.dobIso ? AP(i, 'date_of_birth') : []],
    [L.score, o?.scoreText ?? null, `${key}_score`, o?.scoreText ? AP(i, 'credit_score') : []],
    [L.phone, o?.phone ?? null, `${key}_phone`, []],
  ];
  s.blank(L.name, x + pad, cy, iw, o?.nameText ?? null, `${key}_name`, o ? AP(i, 'first_name', 'last_name') : []);
  cy += rowH;
  if (cols === 2) {
    const hw = (iw - 8) / 2;
    for (let k = 0; k < pairs.length; k += 2) {
      const [l1, v1, k1, p1] = pairs[k]!, [l2, v2, k2, p2] = pairs[k + 1]!;
      s.blank(l1, x + pad, cy, hw, v1, k1, p1);
      s.blank(l2, x + pad + hw + 8, cy, hw, v2, k2, p2);
      cy += rowH;
    }
  } else {
    for (const [l, v, k, p] of pairs) { s.blank(l, x + pad, cy, iw, v, k, p); cy += rowH; }
  }
  s.blank(L.home, x + pad, cy, iw, o?.homeStreet ?? null, `${key}_home`, []);
  cy += rowH;
  s.blank(L.city, x + pad, cy, iw, o?.homeCity ?? null, `${key}_homecity`, []);
}

/** Existing advances table: funders, balances, payments (positions, never applicants). */
export function advancesTable(s: Sheet, m: Merchant, x: number, y: number, w: number, title: string): number {
  s.text(title, x, y, 8, { bold: true });
  const cw = [w * 0.45, w * 0.28, w * 0.27];
  const heads = ['Funder / Lender', 'Current Balance', 'Payment'];
  let cx = x;
  heads.forEach((hd, k) => { s.rect(cx, y + 11, cw[k]!, 12, '#444', '#eeeeee'); s.text(hd, cx + 3, y + 14, 6.5, { bold: true }); cx += cw[k]!; });
  for (let r = 0; r < 3; r++) {
    cx = x;
    const f = m.funders[r];
    const vals = [f?.name ?? null, f?.balance ?? null, f?.payment ?? null];
    vals.forEach((v, k) => { s.rect(cx, y + 23 + r * 14, cw[k]!, 14, '#888'); s.value(v, cx + 3, y + 26 + r * 14, cw[k]! - 6, `funder${r + 1}_${['name', 'bal', 'pmt'][k]}`, [], 8); cx += cw[k]!; });
  }
  return y + 23 + 3 * 14;
}

export function consent(s: Sheet, x: number, y: number, w: number, text: string, size = 5.6): void {
  s.text(text, x, y, size, { width: w, color: '#222' });
}

/** Signature lines (a decoy date beside each); returns the bottom. */
export function signatures(s: Sheet, x: number, y: number, w: number, who: string[], date: string | null): number {
  const cw = w / who.length;
  who.forEach((label, k) => {
    const cx = x + k * cw;
    s.rule(cx, y + 18, cx + cw * 0.62, y + 18, '#000');
    s.rule(cx + cw * 0.67, y + 18, cx + cw - 10, y + 18, '#000');
    s.text(`${label} Signature`, cx, y + 21, 6.5);
    s.text('Date', cx + cw * 0.67, y + 21, 6.5);
    s.value(k === 0 ? date : null, cx + cw * 0.67 + 2, y + 7, cw * 0.3, `sign_date${k + 1}`, [], 8);
  });
  return y + 30;
}

export const PARAGRAPHS = {
  auth: 'By signing below, each of the above (the "Merchant" and its principals) certifies that all information in this application is true and complete, and authorizes the Broker and its funding partners, affiliates and assigns to obtain consumer and business credit reports, bank and processing statements, tax information and any other information bearing on creditworthiness, now and at any time while any obligation remains outstanding. Each principal consents to the sharing of this application with prospective funders. A copy of this authorization is as valid as the original.',
  fine: 'This is an application for the purchase of future receivables, not a loan. Submission does not guarantee approval. Information you provide may be verified through third-party sources. Terms offered depend on the funder and on the documentation provided.',
  pipeda: 'PIPEDA CONSENT: You consent to the collection, use and disclosure of your personal information, including your SIN where provided voluntarily, by Northbridge and its funding partners for the purposes of identity verification, credit assessment and fraud prevention, in accordance with the Personal Information Protection and Electronic Documents Act. You may withdraw consent subject to legal or contractual restrictions.',
};

/** The DBA gives the trade name only when the rule keeps it (not blank, SAME, N/A or the legal name again). */
export function dbaPaths(m: Merchant): string[] {
  return tradeName(m.dbaText, m.legal) ? A('trade_name') : [];
}

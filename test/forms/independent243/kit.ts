// Shared pieces of set 243's layouts: rows of labelled cells, the entity checkbox row, decoy tables, fine print.
import type { Merchant } from './model.ts';
import type { Placed, Sheet } from './sheet.ts';
import { anyMoney, entityFields } from './fmt.ts';

export type Cell = [label: string, width: number, value: string, key: string, fields?: Placed['fields']];

/** Labelled cells left to right from x0 (label above, value on the rule); returns the next row's y. */
export function row(s: Sheet, y: number, cells: Cell[], x0 = 36, boxed = false): number {
  let x = x0;
  for (const [label, w, v, key, f] of cells) {
    if (boxed) {
      s.box(x, y, w, 24, '#777');
      s.text(x + 3, y + 2, label, 5.8, { color: '#555' });
      s.value(key, x + 2, y + 11, w - 6, v, f ?? {}, 8.5);
    } else {
      s.field(key, label, x, y, w, v, f ?? {});
    }
    x += w;
  }
  return y + (boxed ? 24 : 27);
}

/** Inline `Label: ____` cells on one line. */
export function line(s: Sheet, y: number, cells: Cell[], x0 = 36): number {
  let x = x0;
  for (const [label, w, v, key, f] of cells) { s.field(key, label, x, y, w - 6, v, f ?? {}, true); x += w; }
  return y + 19;
}

/** The entity-type checkbox row; an entity not among the boxes is written on "Other:". */
export function entityRow(s: Sheet, m: Merchant, x0: number, y: number, labels: string[]): number {
  s.text(x0, y + 0.5, 'Entity Type:', 7.5, { font: 'Helvetica-Bold' });
  let x = x0 + 52;
  let checkedAny = false;
  for (const l of labels) {
    const on = !m.entityIsOther && l === m.entityLabel;
    checkedAny ||= on;
    x = s.check(`entity_${l}`, x, y, l, on, on ? entityFields(m) : {});
  }
  const other = !checkedAny;
  x = s.check('entity_other', x, y, 'Other:', other, {});
  s.rule(x - 4, y + 9, x + 70);
  if (other) s.value('entity_other_text', x - 4, y - 1, 70, m.entityLabel, entityFields(m), 8);
  return y + 16;
}

/** A small table with a header row; every printed cell is a decoy. */
export function table(s: Sheet, x0: number, y: number, head: [string, number][], rows: string[][], key: string, fill = '#e8e8e8'): number {
  const total = head.reduce((a, [, w]) => a + w, 0);
  s.box(x0, y, total, 12, '#666', fill);
  let x = x0;
  for (const [h, w] of head) { s.bold(x + 3, y + 3, h, 6.5); x += w; }
  y += 12;
  for (let i = 0; i < rows.length; i++) {
    x = x0;
    s.box(x0, y, total, 15, '#999');
    for (let j = 0; j < head.length; j++) {
      const w = head[j]![1];
      s.doc.moveTo(x, y).lineTo(x, y + 15).lineWidth(0.4).strokeColor('#999').stroke();
      s.value(`${key}_${i}_${j}`, x + 1, y + 3, w - 4, rows[i]![j] ?? '', {}, 8);
      x += w;
    }
    y += 15;
  }
  return y + 6;
}

export function debtRows(m: Merchant, r: Sheet['rng'], blankRows = 1): string[][] {
  const rows = m.debts.map((d) => [d.lender, d.kind, anyMoney(d.original, r), anyMoney(d.balance, r), anyMoney(d.payment, r)]);
  for (let i = 0; i < blankRows; i++) rows.push(['', '', '', '', '']);
  return rows;
}

export const AUTH_US = 'By signing below, each of the above-listed business and business owner(s) (individually, an "Applicant") certifies ' +
  'that all information and documents submitted in connection with this application are true, correct and complete. Applicant authorizes ' +
  'the recipient, its assigns, agents, affiliates and any funding source to which this application is presented to obtain consumer and ' +
  'business credit reports, bank references, landlord and trade references, and any other information bearing on Applicant\'s ' +
  'creditworthiness, now and for as long as any obligation remains outstanding. Applicant acknowledges that any financing may be ' +
  'structured as a purchase of future receivables and that the recipient may share this application with third parties. A photocopy or ' +
  'electronic copy of this authorization shall be as valid as the original. Applicant waives any right to a jury trial to the extent permitted by law.';

export const AUTH_CA = 'By signing, each Applicant consents, under the Personal Information Protection and Electronic Documents Act (PIPEDA) ' +
  'and applicable provincial privacy legislation, to the collection, use and disclosure of personal information, including credit bureau ' +
  'reports from Equifax Canada and TransUnion Canada, for the purpose of evaluating this request for commercial financing, and ' +
  'certifies that the information provided is true and complete. Consent may be withdrawn subject to legal or contractual restrictions.';

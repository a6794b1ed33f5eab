// Blocks several layouts share in their own dress: the decoy tables (existing advances, trade references), the
// owners' signature blocks, the ISO's box, and the entity and frequency checkbox options.
import type { Deal } from './deal.ts';
import { checks, grid, signLine, text, type Cell, type Look, type Opt } from './draw.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './sheet.ts';
import { entityChoice, freqLabel, FREQS, type Biz, type OwnerV } from './values.ts';

/** Existing advances / loans rows, padded with blank rows to n. Columns: funder, funded, balance, payment, frequency. */
export function advanceRows(b: Biz, n: number, cols = 5): Cell[][] {
  const rows: Cell[][] = b.d.advances.slice(0, n).map((a) => [
    { label: 'Funder', w: 1, v: a.funder, decoy: true }, { label: 'Funded', w: 1, v: b.plainMoney(a.funded), decoy: true },
    { label: 'Balance', w: 1, v: b.plainMoney(a.balance), decoy: true }, { label: 'Payment', w: 1, v: b.plainMoney(a.payment), decoy: true },
    { label: 'Frequency', w: 1, v: freqLabel(a.freq), decoy: true },
  ].slice(0, cols));
  while (rows.length < n) rows.push(Array.from({ length: cols }, () => ({ label: '', w: 1 })));
  return rows;
}

/** Trade reference rows (name, contact, phone), padded to n. */
export function refRows(b: Biz, n: number): Cell[][] {
  const rows: Cell[][] = b.d.refs.slice(0, n).map((r) => [
    { label: 'Company', w: 1, v: r.name, decoy: true }, { label: 'Contact', w: 1, v: r.contact, decoy: true },
    { label: 'Phone', w: 1, v: b.phone(r.phone), decoy: true },
  ]);
  while (rows.length < n) rows.push([{ label: '', w: 1 }, { label: '', w: 1 }, { label: '', w: 1 }]);
  return rows;
}

/** The entity checkboxes of a form with these options ("Other" last, with a line). */
export function entityOpts(b: Biz, options: readonly string[]): Opt[] {
  const { pick, other } = entityChoice(b.d.entityId, options);
  const f = { 'application.type_of_entity': b.d.entityId };
  return options.map((label) => {
    const on = label === pick;
    const isOther = /^other/i.test(label);
    return { label, on, f: on && !other ? f : {}, ...(isOther ? { other: on && other ? { text: other, f } : null } : {}) };
  });
}

export function freqOpts(b: Biz, labels: readonly string[] = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']): Opt[] {
  return FREQS.map((fq, i) => ({ label: labels[i]!, on: !b.fm.noTerms && fq === b.d.freq, f: b.freqF() }));
}

export function ownOpts(b: Biz): Opt[] {
  return [{ label: 'Own', on: b.d.own }, { label: 'Rent / Lease', on: !b.d.own }];
}

/** One owner's signature block: signature, printed name, title, date (the date a decoy of the start date). */
export function sigBlock(s: Sheet, L: Look, b: Biz, o: OwnerV | null, n: number, x: number, y: number, w: number, caption = 'Owner / Guarantor'): void {
  text(s, L, `${caption} #${n}`, x, y, { bold: true, size: L.labelSize + 1.5 });
  signLine(s, L, x, y + 34, w * 0.62, 'Signature', o !== null);
  signLine(s, L, x + w * 0.67, y + 34, w * 0.33, 'Date', false);
  s.value(`sig${n}_date`, o ? b.date(b.d.signDate) : '', x + w * 0.67, y + 20, w * 0.33, 13, { decoy: true });
  grid(s, L, x, y + 46, w, 22, [
    { label: 'Print Name', w: 3, key: `sig${n}_name`, v: o?.full() ?? '' },
    { label: 'Title', w: 2, key: `sig${n}_title`, v: o?.title() ?? '' },
  ]);
}

/** The ISO / broker's box: company, representative, its own EIN, phone, e-mail (all decoys; typed by the ISO). */
export function isoBox(s: Sheet, L: Look, d: Deal, b: Biz, x: number, y: number, w: number, title = 'For ISO / Broker Use Only'): number {
  text(s, L, title.toUpperCase(), x, y, { bold: true, size: L.labelSize + 1 });
  const iso = d.iso;
  const y2 = grid(s, L, x, y + 9, w, 20, [
    { label: 'ISO Company', w: 2.2, v: iso.name, decoy: true, system: true }, { label: 'ISO Representative', w: 1.6, v: iso.contact, decoy: true, system: true },
    { label: 'ISO Tax ID', w: 1.1, v: `${iso.ein.slice(0, 2)}-${iso.ein.slice(2)}`, decoy: true, system: true },
  ]);
  return grid(s, L, x, y2, w, 20, [
    { label: 'ISO Phone', w: 1.2, v: b.phone(iso.phone), decoy: true, system: true }, { label: 'ISO E-mail', w: 2.2, v: iso.email, decoy: true, system: true },
    { label: 'ISO Agent #', w: 1, v: `A-${d.iso.ein.slice(5)}`, decoy: true, system: true },
  ]);
}

/** Render an entity checkbox line in a boxed cell of the full width. */
export function entityCell(s: Sheet, L: Look, b: Biz, x: number, y: number, w: number, h: number, options: readonly string[], label = 'Entity Type'): number {
  s.doc.lineWidth(0.6).strokeColor(L.ink).rect(x, y, w, h).stroke();
  checks(s, L, 'entity', x + 4, y + (h - 7.5) / 2, label, entityOpts(b, options), 8);
  return y + h;
}

const QUESTIONS = [
  'Has the business or any owner ever filed for bankruptcy?',
  'Are there any open tax liens, judgments or UCC filings against the business?',
  'Has the business ever defaulted on a cash advance or business loan?',
  'Is the business or any owner currently party to a lawsuit?',
  'Does any owner own or operate another business?',
  'Is the business seasonal?',
];

/** Underwriting yes/no questions (context, not fields): most answered No. Returns the y below. */
export function questions(s: Sheet, L: Look, rng: Rng, x: number, y: number, w: number, n = 5): number {
  for (const [i, q] of QUESTIONS.slice(0, n).entries()) {
    const yes = rng.chance(i >= 4 ? 0.3 : 0.07);
    text(s, L, `${i + 1}. ${q}`, x, y + 1, { size: L.labelSize + 1.5 });
    checks(s, L, `q${i + 1}`, x + w - 78, y, '', [{ label: 'Yes', on: yes }, { label: 'No', on: !yes }], 12);
    y += 14;
  }
  return y;
}

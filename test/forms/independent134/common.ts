// Pieces every layout uses: cell shorthand, business-name choices, decoy blocks and the signature block.
import type { Rng } from '../../statements/generator/prng.ts';
import { money, phone, type MoneyFmt } from './fmt.ts';
import type { Cell, Grid } from './grid.ts';
import { fullName, type Owner } from './model.ts';
import { DECOY_PEOPLE, FUNDERS } from './pools.ts';
import { val, type Val } from './sheet.ts';

export const c = (label: string, w: number, v: Val | null, name: string, decoy?: string): Cell => ({ label, w, v, name, ...(decoy ? { decoy } : {}) });
/** A printed value that is not the application's (a decoy). */
export const dv = (text: string): Val => val(text);

/** The DBA line: blank, SAME, N/A (all null) or a trade name of its own. */
export function dbaVal(rng: Rng, tradeName: string, legal: string): Val | null {
  const r = rng.weighted([['blank', 2], ['same', 2], ['na', 1], ['own', 5]] as const);
  if (r === 'blank') return null;
  if (r === 'same') return val(rng.pick(['SAME', 'Same']));
  if (r === 'na') return val('N/A');
  if (tradeName === legal) return val(tradeName);
  return val(tradeName, { 'application.trade_name': tradeName });
}

/** Existing advances: funder, balance, payment rows, all decoys (0-2 rows). */
export function existingAdvances(g: Grid, rng: Rng, fmt: MoneyFmt, labels: [string, string, string], requested: number): void {
  const n = rng.weighted([[0, 2], [1, 3], [2, 2]] as const);
  const funders = rng.shuffle([...FUNDERS]);
  for (let i = 0; i < Math.max(n, 1); i++) {
    let bal = rng.int(40, 900) * 100 + rng.int(1, 99);
    if (bal === requested) bal += 113;
    const pay = rng.int(90, 1400);
    g.row(i < n
      ? [c(labels[0], 2, dv(funders[i]!), `adv${i}_funder`, 'existing funder'), c(labels[1], 1, dv(money(bal, fmt)), `adv${i}_balance`, 'existing advance balance'),
        c(labels[2], 1, dv(money(pay, fmt)), `adv${i}_payment`, 'existing advance payment')]
      : [c(labels[0], 2, null, `adv${i}_funder`), c(labels[1], 1, null, `adv${i}_balance`), c(labels[2], 1, null, `adv${i}_payment`)]);
  }
}

/** ISO / broker representative: a person and a phone that are not applicants. */
export function isoRep(g: Grid, rng: Rng, area: string, labels: [string, string, string], brokerName: string): void {
  g.row([c(labels[0], 2, dv(rng.pick(DECOY_PEOPLE)), 'iso_rep', 'ISO representative'), c(labels[1], 1.4, dv(phone(rng, area, 'dash')), 'iso_phone', 'ISO rep phone'),
    c(labels[2], 1.6, dv(`${brokerName} #${rng.int(100, 999)}`), 'iso_id', 'ISO office')]);
}

/** Signature lines: a signature (script on handwritten forms, /s/ otherwise), printed name, title, date per owner. */
export function signatures(g: Grid, owners: Owner[], labels: [string, string, string, string], date: string): void {
  for (const [i, o] of owners.entries()) {
    g.ensure(40);
    const sig = g.s.style === 'handwritten' ? `${o.first} ${o.last}` : `/s/ ${fullName(o)}`;
    g.row([c(labels[0], 2, val(sig), `sig${i}`), c(labels[1], 1.6, val(fullName(o)), `sig${i}_name`), c(labels[2], 1, val(o.title), `sig${i}_title`),
      c(labels[3], 1, val(date), `sig${i}_date`)]);
  }
}

export function mask4(d: string): string { return `XX-XXX${d.slice(5)}`; }

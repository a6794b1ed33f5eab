// Pieces every independent68 layout shares: option lists from the merchant, owners' cells, signatures, decoy blocks.
import { INDUSTRY_GRID, type EntityKey } from './catalog.ts';
import type { Merchant, Owner } from './merchant.ts';
import type { Cell, Opt, Sheet } from './sheet.ts';

export type EntityWords = Record<EntityKey, string>;
export const ENTITY_A: EntityWords = { llc: 'LLC', corp: 'Corp', scorp: 'S-Corp', partnership: 'Partnership', soleprop: 'Sole Prop', nonprofit: 'Non-profit', other: 'Other:' };

export function entityOpts(m: Merchant, w: EntityWords, order: EntityKey[] = ['llc', 'corp', 'scorp', 'partnership', 'soleprop', 'nonprofit', 'other']): Opt[] {
  return order.map((k) => ({ text: w[k], on: m.entity === k, name: `entity_${k}`, ...(k === 'other' ? { other: m.entity === 'other' ? m.entityOther : '' } : {}) }));
}

export function industryOpts(m: Merchant, grid: number[], variant: number, other = 'Other:'): Opt[] {
  const opts: Opt[] = grid.map((g) => {
    const o = INDUSTRY_GRID[g]!;
    return { text: o.labels[variant % o.labels.length]!, on: m.industryGrid === g, name: `industry_${o.id}` };
  });
  opts.push({ text: other, on: m.industryGrid === null, name: 'industry_other', other: m.industryOther });
  return opts;
}

export function freqOpts(m: Merchant, w: [string, string, string, string]): Opt[] {
  return (['daily', 'weekly', 'biweekly', 'monthly'] as const).map((f, i) => ({ text: w[i]!, on: m.frequency === f, name: `schedule_${f}` }));
}

export function yesNo(v: boolean, name: string, words: [string, string] = ['Yes', 'No']): Opt[] {
  return [{ text: words[0], on: v, name: `${name}_yes` }, { text: words[1], on: !v, name: `${name}_no` }];
}

export const cityLine = (m: Merchant): string => `${m.city}, ${m.state} ${m.zip}`;

/** The owner cells most layouts print, in rows; `k` is the owner's index. */
export function ownerRows(o: Owner | undefined, k: number, credit: boolean): Cell[][] {
  const v = (s: string | undefined): string => s ?? '';
  const p = `owner${k + 1}`;
  return [
    [{ label: 'Full Name', text: v(o?.name), w: 3, name: `${p}_name` }, { label: 'Title', text: v(o?.title), w: 1.6, name: `${p}_title` },
      { label: 'Ownership %', text: v(o?.pctText), w: 1, name: `${p}_pct` }],
    [{ label: 'SSN', text: v(o?.taxText), w: 1.4, name: `${p}_ssn` }, { label: 'Date of Birth', text: v(o?.dobText), w: 1.4, name: `${p}_dob` },
      ...(credit ? [{ label: 'Est. Credit Score', text: v(o?.creditText), w: 1, name: `${p}_fico` }] : []),
      { label: 'Cell Phone', text: v(o?.cell), w: 1.4, name: `${p}_cell` }],
    [{ label: 'Home Address', text: v(o?.home), w: 4, name: `${p}_home` }, { label: 'E-mail', text: v(o?.email), w: 2, name: `${p}_email` }],
  ];
}

/** A signature line with a scribbled signature (not for fillable forms) and a date. */
export function signature(sh: Sheet, who: string, o: Owner | undefined, date: string): void {
  const { doc } = sh;
  const y = sh.y + 22;
  const x = sh.left;
  doc.lineWidth(0.6).strokeColor('#000').moveTo(x, y).lineTo(x + 230, y).stroke().moveTo(x + 300, y).lineTo(x + 420, y).stroke();
  sh.labelText(`${who} Signature`, x, y + 2);
  sh.labelText('Date', x + 300, y + 2);
  if (o && sh.ink.style !== 'fillable') {
    const r = sh.ink.rng;
    doc.save().lineWidth(1).strokeColor('#1b2f8a').moveTo(x + 12, y - 4);
    for (let i = 0; i < 7; i++) doc.bezierCurveTo(x + 20 + i * 14, y - 20 + r.float(0, 8), x + 26 + i * 14, y + r.float(-2, 4), x + 30 + i * 14, y - 6);
    doc.stroke().restore();
  }
  sh.ink.put(o ? date : '', x + 304, y - 3, 110, sh.look.value, 'sign_date');
  sh.y = y + 16;
}

/** Decoy block values: bank, landlord, references, existing funders. */
export function bankCells(m: Merchant): Cell[] {
  return [{ label: 'Business Bank', text: m.bank, w: 2, name: 'bank_name' }, { label: 'Routing #', text: m.routing, w: 1.2, name: 'bank_routing' },
    { label: 'Account #', text: m.account, w: 1.3, name: 'bank_account' }];
}
export const funderRows = (m: Merchant): string[][] => m.funders.map((f) => [f.name, f.balance, f.payment]);

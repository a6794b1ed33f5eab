// Pieces every layout prints: money, tax ids (full, masked or blank), entity and frequency checkbox rows, the
// owners' truth fields and the decoy blocks (bank, landlord, references, existing advances).
import type { Rng } from '../../statements/generator/prng.ts';
import { entityOf } from './refs.ts';
import type { Deal, IdNum, Owner } from './model.ts';
import type { Sheet, Target } from './sheet.ts';

export function money(n: number, rng: Rng, ca = false): string {
  const cents = !Number.isInteger(n) || rng.chance(0.3);
  const body = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  const plain = rng.chance(0.2) ? body.replace(/,/g, '') : body;
  if (ca && rng.chance(0.5)) return `$${plain} CAD`;
  return rng.chance(0.85) ? `$${plain}` : plain;
}

/** The business tax id as shown, with the fields it gives (none when masked or blank). */
export function bizTaxId(d: Deal): { text: string; target: Target } {
  const t = d.taxId;
  if (d.taxShow === 'blank') return { text: '', target: {} };
  if (d.taxShow === 'masked') return { text: maskId(t), target: {} };
  return { text: t.printed, target: { business_tax_id: t.digits, business_tax_id_type: t.type, business_tax_id_country: d.country } };
}

function maskId(t: IdNum): string {
  const last4 = t.digits.slice(5, 9);
  if (t.type === 'EIN') return `XX-XXX${last4}`;
  if (t.type === 'BN') return `*****${last4} RC****`;
  if (t.type === 'SIN') return `*** *** ${t.digits.slice(6, 9)}`;
  return `XXX-XX-${t.digits.slice(5, 9)}`;
}

export function ownerId(o: Owner, i: number, country: string): { text: string; target: Target } {
  if (o.idShow === 'blank') return { text: '', target: {} };
  if (o.idShow === 'masked') return { text: maskId(o.id), target: {} };
  const a = `applicants[${i}].`;
  return { text: o.id.printed, target: { [`${a}tax_id`]: o.id.digits, [`${a}tax_id_type`]: o.id.type, [`${a}tax_id_country`]: country } };
}

export const own = (i: number, field: string, v: unknown): Target => ({ [`applicants[${i}].${field}`]: v });

/** The entity type as free text, in one of the spellings a filler uses for it. */
export function entityText(d: Deal, rng: Rng): string {
  const e = d.biz.entity;
  const variants: Record<string, string[]> = d.country === 'CA'
    ? { Corporation: ['Corporation', 'Incorporated', 'Limited', 'Corp.', 'Ltd.'] }
    : { Corporation: ['Corporation', 'Inc.', 'Corp.', 'C-Corp', 'Incorporated'], LLC: ['LLC', 'L.L.C.', 'Limited Liability Company'],
      PLLC: ['PLLC', 'P.L.L.C.'], 'P.C.': ['P.C.', 'Professional Corporation'], LLP: ['LLP', 'L.L.P.'], 'Sole Proprietor': ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'] };
  return rng.pick(variants[e] ?? [e]);
}

/** A checkbox row of entity types; what is not among the boxes goes on the "Other" line. */
export function entityRow(s: Sheet, d: Deal, rng: Rng, x: number, y: number, boxes: readonly string[], step: number, otherW = 70): void {
  const hit = boxes.find((b) => b.toLowerCase() === d.biz.entity.toLowerCase());
  let cx = x;
  for (const b of boxes) {
    s.check(hit === b ? { type_of_entity: entityOf(b, d.country) } : null, b, cx, y, hit === b, `entity_${b}`);
    cx += Math.max(step, s.doc.font('Helvetica').fontSize(7.5).widthOfString(b) + 20);
  }
  s.check(null, 'Other:', cx, y, !hit, 'entity_other');
  const other = hit ? '' : entityText(d, rng);
  s.hline(cx + 36, cx + 36 + otherW, y + 9);
  s.put(other ? { type_of_entity: entityOf(other, d.country) } : {}, other, cx + 36, y - 4, otherW, 'entity_other_text');
}

const FREQ_LABEL = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;

export function frequencyRow(s: Sheet, d: Deal, x: number, y: number, step = 52): void {
  let cx = x;
  for (const [k, label] of Object.entries(FREQ_LABEL)) {
    s.check({ payment_frequency: k }, label, cx, y, d.frequency === k, `freq_${k}`);
    cx += step;
  }
}

export function frequencyText(d: Deal): string { return FREQ_LABEL[d.frequency]; }

/** The trade name line's text: the DBA, or one of the ways a form says there is none (truth null then). */
export function dbaText(d: Deal, rng: Rng): { text: string; target: Target } {
  if (d.biz.dba) return { text: d.biz.dba, target: { trade_name: d.biz.dba } };
  const none = rng.pick(['', 'SAME', 'N/A', 'Same', d.biz.legal]);
  return { text: none, target: {} };
}

/** The existing advances table: funders, balances, payments (decoys). */
export function advancesTable(s: Sheet, d: Deal, rng: Rng, x: number, y: number, w: number): number {
  s.label('EXISTING ADVANCES / LOANS', x, y, { bold: true, size: 8 });
  const cols = [['Funder / Lender', 0.5], ['Balance', 0.25], ['Payment', 0.25]] as const;
  let cx = x;
  for (const [h, f] of cols) { s.rect(cx, y + 11, w * f, 12, { fill: '#e6e6e6' }).label(h, cx + 3, y + 14); cx += w * f; }
  for (let r = 0; r < 2; r++) {
    const f = d.decoys.funders[r];
    const ry = y + 23 + r * 14;
    cx = x;
    for (const [, fr] of cols) { s.rect(cx, ry, w * fr, 14); cx += w * fr; }
    if (!f) continue;
    s.put('existing funder', f.name, x, ry, w * 0.5, `adv${r}_funder`);
    s.put('existing funder balance', money(f.balance, rng), x + w * 0.5, ry, w * 0.25, `adv${r}_bal`);
    s.put('existing funder payment', money(f.payment, rng), x + w * 0.75, ry, w * 0.25, `adv${r}_pay`);
  }
  return y + 23 + 2 * 14;
}

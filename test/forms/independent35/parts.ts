// Sections shared by set 35's layouts: entity and frequency checkbox rows, owner tables and owner blocks.
import type { Merchant } from './data.ts';
import { checks, heading, L, room, rows, table, type Cell, type Look } from './engine.ts';
import { ownerRows } from './cells.ts';
import type { Pen } from './pen.ts';

const US_BOXES = ['Corporation', 'LLC', 'S Corp', 'Partnership', 'LP', 'Sole Proprietor'];
const CA_BOXES = ['Corporation', 'Partnership', 'Sole Proprietorship', 'Co-operative'];
const BOX_OF: Record<string, string> = { LLC: 'LLC', 'Limited Liability Company': 'LLC', Corporation: 'Corporation', 'Inc.': 'Corporation',
  'C Corp': 'Corporation', 'Ltd.': 'Corporation', 'S Corp': 'S Corp', Partnership: 'Partnership', LP: 'LP' };

/** The entity type as a row of checkboxes: the checked label gives the type (an LP written on "Other" when not offered). */
export function entityChecks(pen: Pen, y: number, m: Merchant, boxes = m.ca ? CA_BOXES : US_BOXES): number {
  const i = boxes.indexOf(BOX_OF[m.entityText] ?? '');
  const other: Cell = i < 0 ? { label: 'Other', text: m.entityText, truth: { type_of_entity: m.entityId }, w: 1 } : { label: 'Other', text: null, w: 1 };
  return checks(pen, L, y, 'Entity Type:', boxes, i, { type_of_entity: m.entityId }, other);
}

const FREQ = ['daily', 'weekly', 'biweekly', 'monthly'];
export function freqChecks(pen: Pen, x: number, y: number, m: Merchant): number {
  return checks(pen, x, y, 'Payment Frequency:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.freq ? FREQ.indexOf(m.freq) : -1, { payment_frequency: m.freq });
}

/** Owners as one table row each (the holding company among them where it is printed). */
export function ownersTable(pen: Pen, y: number, m: Merchant, o: { lastFirst?: boolean; credit?: boolean; min?: number } = {}): number {
  const cols = [{ h: 'Owner / Guarantor Name', w: 2.2 }, { h: 'Title', w: 1.2 }, { h: '% Owned', w: 0.7 }, { h: m.ca ? 'SIN / BN' : 'SSN / EIN', w: 1.2 }, { h: 'Date of Birth', w: 1.1 }];
  if (o.credit) cols.push({ h: 'Credit Score', w: 0.8 });
  const body = ownerRows(m, o).map((r) => [r.name!, r.title!, r.pct!, r.id!, r.dob!, ...(o.credit ? [r.credit!] : [])]);
  return table(pen, y, cols, body, o.min ?? 4, 17);
}

/** Owners as blocks of cells, one block per individual; the holding company as a line of its own. */
export function ownerBlocks(pen: Pen, y: number, m: Merchant, look: Look, band: 'bar' | 'rule' | 'plain' | 'tab', o: { lastFirst?: boolean; credit?: boolean } = {}): number {
  let n = 0;
  for (const r of ownerRows(m, o)) {
    const person = !r.name!.decoy;
    y = room(pen, y, person ? 90 : 50);
    y = heading(pen, y, person ? `Owner ${++n}` : 'Corporate Owner', band);
    const cells: Cell[][] = person
      ? [[r.name!, r.title!, r.pct!], [r.id!, r.dob!, ...(o.credit ? [r.credit!] : []), r.cell!], [r.home!]]
      : [[r.name!, r.title!, r.pct!, r.id!]];
    y = rows(pen, y, cells, look) + 4;
  }
  return y;
}

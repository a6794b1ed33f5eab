// Building blocks of the fresh layouts (layouts-fresh.ts) that the other sets do not have: numbered questions,
// labels printed to the right of the value's line, a two-column key-value table under a header row
// ("Field | Information"), and the merchant changes those brokers' forms need (a sole proprietor filing under the
// owner's SSN, one owner only, fields left blank, the people and numbers that are no applicant's).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { money, type Merchant } from './model.ts';
import { names } from './names.ts';
import { printed, type Cell } from './sections.ts';

/** Questions numbered from `from` ("1. Legal name of business:"); a label starting with a letter and a dot
 *  ("a. Full name:") is a sub-question and keeps its own mark. */
export function numbered(list: Cell[][], from = 1): Cell[][] {
  let n = from;
  return list.map((row) => row.map(([label, key, frac]) => [/^[a-z]\. /.test(label) ? label : `${n++}. ${label}`, key, frac] as Cell));
}

/** Rows where the value is written on a line and its label printed after it, on the right, smaller ("__________
 *  amount requested"): a reader that takes the label on a value's left takes the previous cell's. */
export function rightRows(c: Canvas, m: Merchant, y: number, x0: number, width: number, list: Cell[][]): number {
  const size = c.look.labelSize - 0.5;
  for (const row of list) {
    let x = x0;
    for (const [label, key, frac] of row) {
      const w = width * frac;
      const p = printed(m, key);
      c.doc.font(c.look.label).fontSize(size);
      const lw = c.doc.widthOfString(label);
      const end = x + w - lw - 10;
      c.line(x, y + 15, end, y + 15);
      c.text(label, end + 3, y + 8, { size, color: '#333' });
      c.key = key;
      c.label = label;
      c.value(p.text, p.fields, x, y + 1, end - x, 13);
      x += w;
    }
    y += 22;
  }
  return y;
}

/** A two-column table: a shaded header row (`head`, e.g. "Field" | "Information"), then one row per [label, key]
 *  with the label in the left column and the value in the right one. */
export function keyValueTable(c: Canvas, m: Merchant, x: number, y: number, width: number, head: [string, string], list: [string, string][],
  labelFrac = 0.38): number {
  const lw = width * labelFrac;
  c.rect(x, y, lw, 15, '#dde3ea');
  c.rect(x + lw, y, width - lw, 15, '#dde3ea');
  c.text(head[0], x + 4, y + 4, { bold: true });
  c.text(head[1], x + lw + 4, y + 4, { bold: true });
  y += 15;
  for (const [label, key] of list) {
    c.rect(x, y, lw, 17);
    c.rect(x + lw, y, width - lw, 17);
    c.text(label, x + 4, y + 5, { size: c.look.labelSize - 0.5 });
    const p = printed(m, key);
    c.key = key;
    c.label = label;
    c.value(p.text, p.fields, x + lw + 2, y + 1.5, width - lw - 4, 14);
    y += 17;
  }
  return y + 4;
}

/** The people and numbers these forms print that are no field of the application (truth decoys `extra.NAME`). */
export function addExtras(m: Merchant, rng: Rng): void {
  const person = () => names.fullName(rng);
  m.extra = {
    emergency_name: person(), emergency_phone: names.phone(rng), emergency_relation: rng.pick(['Spouse', 'Sister', 'Brother', 'Friend', 'Parent']),
    landlord_contact: person(), prepared_by: person(), notary: person(), notary_expires: `${rng.int(1, 12)}/${rng.int(1, 28)}/${rng.int(2027, 2030)}`,
    witness: person(), witness_phone: names.phone(rng), prior_funder: names.funder(rng), prior_balance: `$${money(rng.int(4, 80) * 1000, rng.chance(0.5))}`,
    neq: `${rng.pick(['11', '22', '33'])}${rng.digits(8)}`,
  };
}

/** Ownership written with a space before the sign ("50 %"), as typed on many forms; applications.md reads the number. */
export function spacedPercent(m: Merchant, rng: Rng, chance: number): void {
  for (const o of m.owners) if (o.ownershipText && rng.chance(chance)) o.ownershipText = `${o.ownership} %`;
}

/** The amount requested written with cents and no sign ("75,000.00"), or, on a Canadian form, the French way
 *  ("75 000 $"). */
export function moneyAsWritten(m: Merchant, rng: Rng, chance: number): void {
  if (!m.amountText || !rng.chance(chance)) return;
  m.amountText = m.country === 'CA' ? `${money(m.amount).replace(/,/g, ' ')} $` : money(m.amount, true);
}

/** The form lists one owner only (its second owner block stays blank): the merchant keeps its first owner. */
export function oneOwner(m: Merchant): void {
  m.owners = m.owners.slice(0, 1);
}

function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  while (area === 666) area = rng.int(1, 899);
  return `${String(area).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

const SUFFIX = /(,? (LLC|L\.L\.C\.|Inc\.?|Corp\.?|Corporation|Partners|& Associates|LP|L\.P\.|LLP|PLLC|Foundation))$/;

/** A US merchant turned into a sole proprietor filing under the owner's SSN (applications.md: the legal name is
 *  then the owner's name, the business's name its DBA). The owner's own SSN, masked or not, is the same number. */
export function soleProprietorWithSsn(m: Merchant, rng: Rng): void {
  const o = m.owners[0]!;
  m.owners = [o];
  const business = m.legalName.replace(SUFFIX, '');
  m.entityId = 'sole_proprietorship';
  m.entityText = rng.pick(['Sole Proprietor', 'Sole Proprietorship']);
  m.entityCheck = 'Sole Proprietor';
  m.legalName = `${o.first} ${o.last}`;
  m.dbaText = business;
  // applications.md: a DBA equal to the legal name is no trade name (a merchant already trading under the owner's name).
  m.tradeName = business.trim().toLowerCase() === m.legalName.toLowerCase() ? null : business;
  const v = o.taxIdType === 'SSN' && o.taxId ? o.taxId : ssn(rng);
  const dashed = `${v.slice(0, 3)}-${v.slice(3, 5)}-${v.slice(5)}`;
  if (o.taxId) { o.taxId = v; o.taxIdType = 'SSN'; o.idText = dashed; } else if (o.idText) o.idText = `${o.idText.slice(0, -4)}${v.slice(5)}`;
  m.taxIdText = dashed;
  m.taxId = v;
  m.taxIdType = 'SSN';
  m.taxIdBare = false;
  o.title = rng.pick(['Owner', 'Sole Proprietor']);
  o.ownership = 100;
  o.ownershipText = rng.pick(['100%', '100 %', '100']);
}

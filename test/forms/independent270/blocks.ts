// Pieces the five layouts share: cells from printed values, entity / frequency / own-rent checkbox rows.
import type { Rng } from '../../statements/generator/prng.ts';
import { ap, type Merchant, type Owner, type Printed } from './data.ts';
import type { Cell, Opt, Sheet } from './sheet.ts';

/** A cell holding a value: a plain decoy string, or a printed value with its truth fields. */
export function c(w: number, cap: string, key: string, v: string | Printed, extra: Record<string, unknown> = {}): Cell {
  if (typeof v === 'string') return { w, cap, key, text: v, fields: extra };
  return { w, cap, key, text: v.text, fields: { ...v.fields, ...extra } };
}
export const blank = (w: number, cap: string): Cell => ({ w, cap });

export function legal(m: Merchant): Printed { return { text: m.legal, fields: { 'application.legal_name': m.legal } }; }
export function industry(m: Merchant): Printed { return { text: m.bizType, fields: { 'application.industry': m.industry } }; }
export function stateP(m: Merchant): Printed { return { text: m.state, fields: { 'application.state_region': m.state, 'application.country': 'United States' } }; }
export function fullAddress(m: Merchant): Printed {
  return { text: `${m.street}, ${m.city}, ${m.state} ${m.zip}`, fields: { 'application.state_region': m.state, 'application.country': 'United States' } };
}
export function freqP(m: Merchant): Printed { return { text: m.freqText, fields: { 'application.payment_frequency': m.freq } }; }

/** Entity checkbox row; when the entity has no box, "Other" is checked and the text written in a following cell. */
export function entityRow(s: Sheet, m: Merchant, caption: string, boxes: readonly (readonly [string, string])[], r: Rng, otherCap = 'If Other, specify'): void {
  const unmarked = r.chance(0.07);
  const has = boxes.some(([, id]) => id === m.entity.id);
  const opts: Opt[] = boxes.map(([label, id]) => ({ label, checked: !unmarked && id === m.entity.id, key: `entity_${id}`, fields: { 'application.type_of_entity': id } }));
  opts.push({ label: 'Other', checked: !unmarked && !has, key: 'entity_other' });
  s.checks(caption, opts);
  if (!has) s.row([c(1, otherCap, 'entity_other_text', unmarked ? '' : m.entityText, unmarked ? {} : { 'application.type_of_entity': m.entity.id }), blank(2, 'Notes')], 18);
}

export function freqRow(s: Sheet, m: Merchant, caption: string, labels: readonly [string, string, string, string]): void {
  const ids = ['daily', 'weekly', 'biweekly', 'monthly'];
  s.checks(caption, labels.map((label, i) => ({ label, checked: m.freq === ids[i], key: `freq_${ids[i]}`, fields: { 'application.payment_frequency': ids[i] } })));
}

export function ownRentRow(s: Sheet, m: Merchant, caption: string, own = 'Own', rent = 'Rent'): void {
  s.checks(caption, [{ label: own, checked: m.ownRent === 'Own', key: 'premises_own' }, { label: rent, checked: m.ownRent === 'Rent', key: 'premises_rent' }]);
}

/** Owner i's values: name as printed (full or "Last, First"), title, share, SSN, DOB, credit score. */
export function ownerVals(o: Owner, i: number, lastFirst: boolean): Record<'name' | 'role' | 'own' | 'ssn' | 'dob' | 'fico', Printed> {
  return {
    name: { text: lastFirst ? o.nameLastFirst : o.name, fields: ap(i, { first_name: o.first, last_name: o.last }) },
    role: { text: o.role ?? '', fields: ap(i, { role: o.role }) },
    own: { text: o.ownershipText, fields: ap(i, { ownership: o.ownership }) },
    ssn: { text: o.ssn.text, fields: ap(i, o.ssn.fields) },
    dob: { text: o.dob.text, fields: ap(i, o.dob.fields) },
    fico: { text: o.credit.text, fields: ap(i, o.credit.fields) },
  };
}

export function signatures(s: Sheet, m: Merchant, caps: string[]): void {
  s.ensure(40);
  const d = s.doc;
  const w = s.width / 2 - 10;
  m.owners.slice(0, 2).forEach((_, i) => {
    const x = s.x0 + i * (w + 20);
    d.lineWidth(0.6).strokeColor('#000').moveTo(x, s.y + 22).lineTo(x + w * 0.65, s.y + 22).moveTo(x + w * 0.7, s.y + 22).lineTo(x + w, s.y + 22).stroke();
    d.font(s.look.labelFont).fontSize(6.5).fillColor('#222').text(s.up(`${caps[0]} #${i + 1}`), x, s.y + 24, { lineBreak: false })
      .text(s.up(caps[1] ?? 'Date'), x + w * 0.7, s.y + 24, { lineBreak: false });
  });
  s.y += 36;
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s)/principal(s)/guarantor(s) certifies that all ' +
  'information and documents submitted in connection with this application are true, correct and complete, and authorizes the funder, its ' +
  'assigns, agents and affiliates to obtain consumer and business credit reports, bank references and any other information, and to share ' +
  'this application with potential funding sources.';

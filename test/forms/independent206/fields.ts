// Truth paths of the business values and the small drawing idioms the four application pages share.
import { type Deal, iso } from './deal.ts';
import type { Fields, Sheet } from './sheet.ts';

export const F = {
  legal: (d: Deal): Fields => ({ 'application.legal_name': d.legal }),
  /** 'SAME', 'N/A' and blank give no trade name: recorded as a decoy (no fields). */
  dba: (d: Deal): Fields => (d.dba ? { 'application.trade_name': d.dba } : {}),
  entity: (id: string): Fields => ({ 'application.type_of_entity': id }),
  industry: (d: Deal): Fields => ({ 'application.industry': d.industryId }),
  tax: (d: Deal): Fields => ({ 'application.business_tax_id': d.taxDigits, 'application.business_tax_id_type': d.taxKind,
    'application.business_tax_id_country': 'US', 'application.country': 'United States' }),
  state: (d: Deal): Fields => ({ 'application.state_region': d.address.state, 'application.country': 'United States' }),
  start: (d: Deal): Fields => ({ 'application.business_start_date': iso(d.start) }),
  amount: (d: Deal): Fields => ({ 'application.requested_amount': d.amount }),
  payment: (d: Deal): Fields => ({ 'application.requested_payment': d.payment }),
  count: (d: Deal): Fields => ({ 'application.number_of_payments': d.nPayments }),
  freq: (d: Deal): Fields => ({ 'application.payment_frequency': d.freq }),
};

/** The entity check-box row's options: the printed label whose reading is each entity id. */
export const ENTITY_BOXES: [string, string][] = [['CORP.', 'c_corporation'], ['S-CORP', 's_corporation'], ['LLC', 'llc'],
  ['PARTNERSHIP', 'general_partnership'], ['SOLE PROP.', 'sole_proprietorship']];
export const FREQ_BOXES: [string, string][] = [['DAILY', 'daily'], ['WEEKLY', 'weekly'], ['BI-WEEKLY', 'biweekly'], ['MONTHLY', 'monthly']];

/** Entity as a check-box row; a type without a box is "OTHER:" with the type written on its line. */
export function entityRow(s: Sheet, d: Deal, x: number, y: number): void {
  let cx = x;
  const boxed = ENTITY_BOXES.some(([, id]) => id === d.entityId);
  for (const [label, id] of ENTITY_BOXES) cx = s.check('entity', label, cx, y, id === d.entityId, id === d.entityId ? F.entity(id) : {}) + 9;
  cx = s.check('entity', 'OTHER:', cx, y, !boxed, {});
  s.line(cx + 2, y + 9, cx + 80, y + 9);
  if (!boxed) s.value('entity.other', d.entityText, cx + 5, y - 1, 74, F.entity(d.entityId), 8.5);
}

/** "LABEL: ........ value" on one line, the value typed over the dotted leader. */
export function row(s: Sheet, label: string, value: string, x: number, y: number, x1: number, key: string, fields: Fields = {}, size = 8): number {
  const lw = s.label(label, x, y, size);
  s.leader(x + lw + 4, x1, y + 1);
  s.value(key, value, x + lw + 8, y - 2, x1 - x - lw - 10, fields, 9);
  return x + lw;
}

export function heading(s: Sheet, text: string, x: number, y: number, w: number, shade = '#000'): void {
  s.rect(x, y, w, 11, 0.5, shade);
  s.label(text, x + 4, y + 2, 7.5, 'monoBold', shade === '#000' ? '#fff' : '#000');
}

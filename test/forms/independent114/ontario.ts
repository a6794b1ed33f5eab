import type { TruthApplication } from '../generator/truth.ts';
import type { Merchant } from './model.ts';
import { money } from './model.ts';

export interface Cell { label: string; key: string; text: string; x: number; y: number; w: number }

/** Canadian variant: BN with program account, province, SIN, owners transposed as columns; values in ALL CAPS. */
export function ontarioCells(m: Merchant, bn: string, prov: string, sins: string[]): { cells: Cell[]; decoys: string[] } {
  const up = (s: string): string => s.toUpperCase();
  const cells: Cell[] = [];
  let y = 110;
  const rows: [string, string, string][] = [
    ['Legal Name of Business', 'legal_name', up(m.legal)], ['Operating Name (O/A)', 'trade_name', up(m.dba ?? '')],
    ['Business Number (BN)', 'business_tax_id', bn], ['Legal Structure', 'type_of_entity', up(m.entityText)],
    ['Date Established', 'business_start_date', m.start], ['Nature of Business', 'industry', up(m.industryText)],
    ['Address / City / Province', 'state_region', up(`${m.street}, Toronto, ${prov} M5V 2T6`)], ['Amount Requested (CAD)', 'requested_amount', money(m.amount)],
    ['Transit / Institution #', 'decoy', m.routing], ['Account #', 'decoy', m.account], ['Landlord', 'decoy', up(m.landlord)], ['Referred By', 'decoy', up(m.iso)],
  ];
  for (const [label, key, text] of rows) { if (text) cells.push({ label, key, text, x: 40, y, w: 530 }); y += 26; }
  y += 20;
  const fieldRows: [string, (i: number) => string, string][] = [
    ['Name', (i) => up([m.owners[i]?.first, m.owners[i]?.middle, m.owners[i]?.last].filter(Boolean).join(' ')), 'name'],
    ['Title', (i) => up(m.owners[i]?.title ?? ''), 'role'], ['Ownership', (i) => `${m.owners[i]?.pct ?? ''}%`, 'ownership'],
    ['SIN', (i) => sins[i] ?? '', 'tax_id'], ['Home Address', (i) => up(m.owners[i]?.home ?? ''), 'decoy'],
  ];
  for (const [label, get, key] of fieldRows) {
    m.owners.forEach((_, i) => cells.push({ label: i === 0 ? label : '', key: key === 'decoy' ? 'decoy' : `applicants[${i}].${key}`, text: get(i), x: 130 + i * 110, y, w: 104 }));
    y += 26;
  }
  return { cells, decoys: [m.routing, m.account, up(m.landlord), up(m.iso), ...m.owners.map((o) => up(o.home)), 'Northshore Capital Brokers', '(416) 555-0143'] };
}

export function ontarioTruth(t: TruthApplication, m: Merchant, bn: string, prov: string, sins: string[]): TruthApplication {
  return { ...t, legal_name: m.legal.toUpperCase(), trade_name: m.dba ? m.dba.toUpperCase() : null,
    type_of_entity: m.entityId === 'c_corporation' ? 'ca_corporation' : m.entityId,
    business_tax_id: bn.replace(/\s/g, ''), business_tax_id_type: 'BN', business_tax_id_country: 'CA', state_region: prov, country: 'Canada',
    applicants: t.applicants.map((a, i) => ({ ...a, first_name: a.first_name?.toUpperCase() ?? null, last_name: a.last_name?.toUpperCase() ?? null,
      role: a.role?.toUpperCase() ?? null, date_of_birth: null, tax_id: (sins[i] ?? '').replace(/\D/g, ''), tax_id_type: 'SIN', tax_id_country: 'CA' })) };
}

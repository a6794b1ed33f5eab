// The truth paths each printed value gives, shared by the layouts, and the truth built from what was placed.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { FieldValue, Placed } from './canvas.ts';
import type { Deal, Owner } from './data.ts';

type F = Record<string, FieldValue>;

export function biz(d: Deal): Record<'legal' | 'dba' | 'entity' | 'tax' | 'start' | 'state' | 'industry' | 'amount' | 'payment' | 'n' | 'freq', F> {
  const a = 'application.';
  return {
    legal: { [`${a}legal_name`]: d.legal },
    dba: d.trade ? { [`${a}trade_name`]: d.trade } : {},
    entity: { [`${a}type_of_entity`]: d.entityId },
    tax: d.tax ? { [`${a}business_tax_id`]: d.tax.id, [`${a}business_tax_id_type`]: d.tax.type, [`${a}business_tax_id_country`]: d.tax.country } : {},
    start: { [`${a}business_start_date`]: d.start },
    state: { [`${a}state_region`]: d.addr.st, [`${a}country`]: d.country === 'US' ? 'United States' : 'Canada' },
    industry: { [`${a}industry`]: d.industryId },
    amount: { [`${a}requested_amount`]: d.amount },
    payment: d.payment === null ? {} : { [`${a}requested_payment`]: d.payment },
    n: d.nPayments === null ? {} : { [`${a}number_of_payments`]: d.nPayments },
    freq: d.freq === null ? {} : { [`${a}payment_frequency`]: d.freq },
  };
}

export function own(o: Owner, i: number): Record<'name' | 'role' | 'pct' | 'tax' | 'dob' | 'credit', F> {
  const p = `application.applicants[${i}].`;
  return {
    name: { [`${p}first_name`]: o.first, [`${p}last_name`]: o.last },
    role: { [`${p}role`]: o.role },
    pct: { [`${p}ownership`]: o.pct },
    tax: o.tax ? { [`${p}tax_id`]: o.tax.id, [`${p}tax_id_type`]: o.tax.type, [`${p}tax_id_country`]: o.tax.country } : {},
    dob: { [`${p}date_of_birth`]: o.dob },
    credit: o.credit === null ? {} : { [`${p}credit_score`]: o.credit },
  };
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the placed values only: a value not placed stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

/** Entity checkbox rows: the boxes a layout prints and which printed entity text each stands for. */
export const US_BOXES: [string, string[]][] = [['Corporation', ['Corporation', 'Inc.']], ['LLC', ['LLC', 'Limited Liability Company']],
  ['Partnership', ['Partnership']], ['Sole Proprietor', ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop']]];
export const CA_BOXES: [string, string[]][] = [['Corporation', ['Corporation', 'Ltd.']], ['Partnership', ['Partnership']],
  ['Sole Proprietorship', ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop']]];

export const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") authorize '
  + '%BROKER% and each of its representatives, successors, assigns and designees ("Recipients") that may be involved with or acquire commercial '
  + 'loans or merchant cash advances to obtain consumer or personal, business and investigative reports and other information about you, '
  + 'including credit card processor statements and bank statements, from one or more consumer reporting agencies. You also authorize the '
  + 'Recipients to transmit this application form, along with any of the foregoing information obtained in connection with this application, '
  + 'to any or all of the Recipients for the foregoing purposes.';

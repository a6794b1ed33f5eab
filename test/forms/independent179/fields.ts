// What each printed value gives, from the model (the truth side; reread.ts is the independent reading side).
import { COUNTRY_LABEL, type Biz, type Owner } from './data.ts';
import type { Sheet } from './sheet.ts';

type F = Record<string, unknown>;
const A = (p: string) => `application.${p}`;
const O = (i: number, p: string) => `application.applicants[${i}].${p}`;

export const F = {
  legal: (b: Biz): F => ({ [A('legal_name')]: b.legal }),
  dba: (b: Biz): F => ({ [A('trade_name')]: b.trade }),
  entity: (b: Biz): F => ({ [A('type_of_entity')]: b.entityId }),
  industry: (b: Biz): F => ({ [A('industry')]: b.industryId }),
  tax: (b: Biz): F => ({ [A('business_tax_id')]: b.taxDigits, [A('business_tax_id_type')]: b.taxType, [A('business_tax_id_country')]: b.country }),
  /** The business address's state or province (or the full address holding it); on US forms the country comes with it. */
  region: (b: Biz, withCountry: boolean): F => ({ [A('state_region')]: b.region, ...(withCountry ? { [A('country')]: COUNTRY_LABEL[b.country] } : {}) }),
  country: (b: Biz): F => ({ [A('country')]: COUNTRY_LABEL[b.country] }),
  start: (b: Biz): F => ({ [A('business_start_date')]: b.start }),
  requested: (b: Biz): F => ({ [A('requested_amount')]: b.requested }),
  payment: (b: Biz): F => ({ [A('requested_payment')]: b.payment }),
  nPayments: (b: Biz): F => ({ [A('number_of_payments')]: b.nPayments }),
  freq: (b: Biz): F => ({ [A('payment_frequency')]: b.freq }),
  name: (o: Owner, i: number): F => ({ [O(i, 'first_name')]: o.first, [O(i, 'last_name')]: o.last }),
  title: (o: Owner, i: number): F => ({ [O(i, 'role')]: o.title }),
  pct: (o: Owner, i: number): F => ({ [O(i, 'ownership')]: o.pct }),
  score: (o: Owner, i: number): F => ({ [O(i, 'credit_score')]: o.score }),
  taxId: (o: Owner, i: number): F => ({ [O(i, 'tax_id')]: o.taxDigits, [O(i, 'tax_id_type')]: o.taxType, [O(i, 'tax_id_country')]: o.taxCountry }),
  dob: (o: Owner, i: number): F => ({ [O(i, 'date_of_birth')]: o.dob }),
};

export const STATE_NAMES: Record<string, string> = { TX: 'Texas', FL: 'Florida', OH: 'Ohio', CO: 'Colorado', AZ: 'Arizona',
  NC: 'North Carolina', NJ: 'New Jersey', NY: 'New York', GA: 'Georgia', TN: 'Tennessee', CA: 'California', WA: 'Washington',
  DE: 'Delaware', NV: 'Nevada', WY: 'Wyoming', ON: 'Ontario', AB: 'Alberta', BC: 'British Columbia', NS: 'Nova Scotia',
  MB: 'Manitoba', QC: 'Quebec' };

/** The footer a spreadsheet prints: the file, the sheet tabs (the printed one shaded) and the page. */
export function footer(s: Sheet, file: string, tabs: string[], active: number, page: number, pages: number): void {
  const y = s.H - 30;
  let x = 40;
  for (const [i, t] of tabs.entries()) {
    const w = s.doc.font('Helvetica').fontSize(7).widthOfString(t) + 14;
    s.doc.lineWidth(0.5).rect(x, y, w, 12).fillAndStroke(i === active ? '#ffffff' : '#e4e4e4', '#999');
    s.label(t, x, y + 3, { size: 7, width: w, align: 'center', bold: i === active });
    x += w + 2;
  }
  s.label(`${file}  -  Page ${page} of ${pages}`, s.W - 260, y + 3, { size: 7, width: 220, align: 'right', color: '#666' });
}

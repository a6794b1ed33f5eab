// What set 89's forms write in each blank, with the truth each writing gives (applications.md's rules applied to the
// printed text): a `Fill` is the text and its truth paths. Blank, masked, `SAME` and similar fills give no paths.
import type { Rng } from '../../statements/generator/prng.ts';
import { date, ENTITY_WORDS, FREQ_WORDS, masked, money, ownerName, type DateStyle, type MoneyStyle, type NameStyle } from './format.ts';
import type { Case, Freq, Owner } from './model.ts';
import { entityId, industryId, regionName } from './refdata.ts';
import type { Vals } from './sheet.ts';

export interface Fill { text: string; vals: Vals }
const none = (text: string): Fill => ({ text, vals: {} });

export class Fills {
  private readonly c: Case;
  private readonly rng: Rng;
  constructor(c: Case, rng: Rng) { this.c = c; this.rng = rng; }

  legal(): Fill { return { text: this.c.business.legal, vals: { legal_name: this.c.business.legal } }; }

  dba(): Fill {
    const { dba, legal } = this.c.business;
    return dba && dba !== 'SAME' && dba !== 'N/A' && dba !== legal ? { text: dba, vals: { trade_name: dba } } : none(dba);
  }

  /** The entity type written as text. */
  entity(): Fill {
    const text = this.rng.pick(ENTITY_WORDS[this.c.business.entity]);
    return { text, vals: { type_of_entity: must(entityId(text, this.c.country), text) } };
  }

  /** The entity type as the text of a checked box or of the "Other" line. */
  entityAs(text: string): Vals { return { type_of_entity: must(entityId(text, this.c.country), text) }; }

  industry(): Fill {
    const text = this.c.business.industryText;
    return { text, vals: { industry: must(industryId(text), text) } };
  }

  taxId(): Fill {
    const b = this.c.business;
    const digits = b.taxId.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    const type = b.taxType === 'SSN' && digits.startsWith('9') ? 'ITIN' : b.taxType;
    return { text: b.taxId, vals: { business_tax_id: digits, business_tax_id_type: type, business_tax_id_country: this.c.country } };
  }

  /** The business's state or province: its code, or (`name`) its full name. */
  region(name = false): Fill {
    const code = this.c.business.address.region;
    return { text: name ? regionName(code, this.c.country) : code, vals: { state_region: code } };
  }

  /** The start date, or where the merchant gave none, the years in business (no date: null). */
  start(style: DateStyle): Fill {
    const b = this.c.business;
    return b.startShown ? { text: date(b.start, style), vals: { business_start_date: b.start } } : none('');
  }

  years(): Fill { return none(String(this.c.business.years)); }

  amount(style: MoneyStyle): Fill { return { text: money(this.c.request.amount, style), vals: { requested_amount: this.c.request.amount } }; }

  payment(style: MoneyStyle): Fill {
    const p = this.c.request.payment;
    return p === null ? none('') : { text: money(p, style), vals: { requested_payment: p } };
  }

  count(): Fill {
    const n = this.c.request.count;
    return n === null ? none('') : { text: String(n), vals: { number_of_payments: n } };
  }

  freq(): Fill {
    const f = this.c.request.freq;
    return f === null ? none('') : { text: this.rng.pick(FREQ_WORDS[f]), vals: { payment_frequency: f } };
  }

  freqBox(f: Freq): Vals { return this.c.request.freq === f ? { payment_frequency: f } : {}; }

  ownerName(i: number, style: NameStyle): Fill {
    const o = this.owner(i);
    return { text: ownerName(o, style), vals: { [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last } };
  }

  title(i: number): Fill { return { text: this.owner(i).title, vals: { [`applicants[${i}].role`]: this.owner(i).title } }; }

  ownership(i: number, pct = true): Fill {
    const n = this.owner(i).ownership;
    return { text: pct ? `${n}%` : String(n), vals: { [`applicants[${i}].ownership`]: n } };
  }

  ownerTax(i: number): Fill {
    const o = this.owner(i);
    if (o.taxShow === 'blank') return none('');
    if (o.taxShow === 'masked') return none(masked(o, this.rng));
    return { text: o.taxId, vals: { [`applicants[${i}].tax_id`]: o.taxId.replace(/\D/g, ''), [`applicants[${i}].tax_id_type`]: o.taxType,
      [`applicants[${i}].tax_id_country`]: this.c.country } };
  }

  dob(i: number, style: DateStyle): Fill {
    const o = this.owner(i);
    return o.dobShown ? { text: date(o.dob, style), vals: { [`applicants[${i}].date_of_birth`]: o.dob } } : none('');
  }

  /** A self-reported score; a blank one is sometimes written "Unknown" (still null). */
  score(i: number): Fill {
    const s = this.owner(i).score;
    return s === null ? none(this.rng.chance(0.3) ? 'Unknown' : '') : { text: String(s), vals: { [`applicants[${i}].credit_score`]: s } };
  }

  owner(i: number): Owner { return this.c.owners[i]!; }
}

function must(v: string | null, text: string): string {
  if (v === null) throw new Error(`set 89: "${text}" does not map to one reference id`);
  return v;
}

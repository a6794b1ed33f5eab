// The printed text of each application value and the truth paths it gives (applications.md's reading rules), so that
// every layout prints through the same few rules.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtEin, fmtMoney, fmtSsn, maskSsn, ownerName, type DateFmt, type Merchant, type MoneyFmt, type Owner } from './model.ts';
import type { Fields, Sheet } from './sheet.ts';

export interface Val { text: string | null; fields: Fields; filler?: string }
const none = (filler?: string): Val => ({ text: null, fields: {}, ...(filler ? { filler } : {}) });

/** Printed texts of each entity type (all read back to the id by applications.md's alias rule). */
const ENTITY_TEXT: Record<string, readonly string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'], c_corporation: ['Corporation', 'C Corp', 'Inc.'], s_corporation: ['S Corp', 'S-Corp'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Prop'], general_partnership: ['Partnership', 'General Partnership'],
  limited_partnership: ['LP', 'Limited Partnership'], llp: ['LLP'], pllc: ['PLLC', 'Professional LLC'], professional_corporation: ['P.C.', 'Professional Corporation'],
  nonprofit_corporation: ['Non-Profit', 'Nonprofit'], ca_corporation: ['Corporation', 'Inc.', 'Ltd.'], ca_ulc: ['ULC'],
};

export class Values {
  readonly m: Merchant;
  readonly r: Rng;
  constructor(m: Merchant, r: Rng) { this.m = m; this.r = r; }

  legal(): Val { return { text: this.m.legal, fields: { legal_name: this.m.legal } }; }
  dba(fillers: readonly string[] = ['N/A', '—', 'SAME', '']): Val {
    const f = this.r.pick(fillers);
    // A DBA equal to the legal name is no trade name (applications.md): printed, not read.
    if (!this.m.dba && this.r.chance(0.15)) return { text: this.m.legal, fields: {} };
    return this.m.dba ? { text: this.m.dba, fields: { trade_name: this.m.dba } } : none(f || undefined);
  }
  entityText(): Val {
    const t = this.r.pick(ENTITY_TEXT[this.m.entity]!);
    return { text: t, fields: { type_of_entity: this.m.entity } };
  }
  industry(): Val { return { text: this.m.industry[0], fields: { industry: this.m.industry[1] } }; }
  /** EIN `NN-NNNNNNN`, a sole proprietor's SSN / ITIN, or a Canadian BN with its program account. */
  taxId(bare = false): Val {
    const m = this.m;
    if (m.country === 'CA') {
      const t = `${m.ein} RC0001`;
      return { text: t, fields: { business_tax_id: `${m.ein}RC0001`, business_tax_id_type: 'BN', business_tax_id_country: 'CA' } };
    }
    if (m.entity === 'sole_proprietorship') {
      const s = m.owners[0]!.ssn;
      return { text: fmtSsn(s), fields: { business_tax_id: s, business_tax_id_type: s.startsWith('9') ? 'ITIN' : 'SSN', business_tax_id_country: 'US' } };
    }
    return { text: bare ? m.ein : fmtEin(m.ein), fields: { business_tax_id: m.ein, business_tax_id_type: 'EIN', business_tax_id_country: 'US' } };
  }
  /** The business address's state or province: it gives the country too. */
  state(name = false): Val {
    const country = this.m.country === 'US' ? 'United States' : 'Canada';
    return { text: name ? ({ ON: 'Ontario', QC: 'Québec', BC: 'British Columbia', AB: 'Alberta', MB: 'Manitoba', NS: 'Nova Scotia' } as Record<string, string>)[this.m.addr.state] ?? this.m.addr.state : this.m.addr.state,
      fields: { state_region: this.m.addr.state, country } };
  }
  start(f: DateFmt): Val { return { text: fmtDate(this.m.start, f), fields: { business_start_date: this.m.start } }; }
  money(v: number, f: MoneyFmt, path: string): Val { return { text: fmtMoney(v, f), fields: { [path]: v } }; }
  requested(f: MoneyFmt): Val { return this.money(this.m.requested, f, 'requested_amount'); }
  payment(f: MoneyFmt): Val { return this.money(this.m.payment, f, 'requested_payment'); }
  npay(): Val { return { text: String(this.m.npay), fields: { number_of_payments: this.m.npay } }; }
  freqIndex(opts: readonly string[]): number { return ['daily', 'weekly', 'biweekly', 'monthly'].indexOf(this.m.freq) < 0 ? -1 : opts.findIndex((o) => o.toLowerCase().replace(/[^a-z]/g, '').startsWith(this.m.freq.slice(0, 3))); }

  name(i: number, f: 'natural' | 'lastFirst' = 'natural'): Val {
    const o = this.m.owners[i]!;
    return { text: ownerName(o, f), fields: { [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last } };
  }
  first(i: number): Val { const o = this.m.owners[i]!; return { text: o.first, fields: { [`applicants[${i}].first_name`]: o.first } }; }
  last(i: number): Val { const o = this.m.owners[i]!; return { text: o.last, fields: { [`applicants[${i}].last_name`]: o.last } }; }
  title(i: number): Val { const o = this.m.owners[i]!; return { text: o.title, fields: { [`applicants[${i}].role`]: o.title } }; }
  pct(i: number): Val {
    const p = this.m.owners[i]!.pct;
    return { text: this.r.pick([`${p}%`, `${p} %`, String(p), `${p}.0%`]), fields: { [`applicants[${i}].ownership`]: p } };
  }
  /** Full (read), masked (printed, not read) or blank (a filler). */
  ssn(i: number, filler = 'N/A'): Val {
    const o: Owner = this.m.owners[i]!;
    if (o.ssnMode === 'blank') return none(filler);
    if (o.ssnMode === 'masked') return none(maskSsn(o.ssn, this.r));
    if (this.m.country === 'CA') return { text: `${o.ssn.slice(0, 3)} ${o.ssn.slice(3, 6)} ${o.ssn.slice(6)}`, fields: { [`applicants[${i}].tax_id`]: o.ssn, [`applicants[${i}].tax_id_type`]: 'SIN', [`applicants[${i}].tax_id_country`]: 'CA' } };
    return { text: fmtSsn(o.ssn), fields: { [`applicants[${i}].tax_id`]: o.ssn, [`applicants[${i}].tax_id_type`]: o.ssn.startsWith('9') ? 'ITIN' : 'SSN', [`applicants[${i}].tax_id_country`]: 'US' } };
  }
  dob(i: number, f: DateFmt): Val { const o = this.m.owners[i]!; return { text: fmtDate(o.dob, f), fields: { [`applicants[${i}].date_of_birth`]: o.dob } }; }
  score(i: number, filler = ''): Val {
    const s = this.m.owners[i]!.score;
    return s === null ? none(filler || undefined) : { text: String(s), fields: { [`applicants[${i}].credit_score`]: s } };
  }
}

/** `Label ____value____` for a Val. */
export function rowV(s: Sheet, label: string, v: Val, x: number, y: number, w: number, name: string): void {
  s.row(label, v.text, x, y, w, v.fields, name, v.filler);
}

/** A labelled box (label small at the top, value on the box's bottom line). */
export function boxV(s: Sheet, label: string, v: Val, x: number, y: number, w: number, name: string, h = 24): void {
  s.doc.save().rect(x, y, w, h).lineWidth(0.5).strokeColor('#777777').stroke().restore();
  s.label(label, x + 3, y + 2, 6.5);
  s.val(v.text, x + 2, y + h - 3, w - 4, v.fields, name, v.filler);
}

export function boxDecoy(s: Sheet, label: string, text: string, x: number, y: number, w: number, key: string, h = 24): void {
  s.doc.save().rect(x, y, w, h).lineWidth(0.5).strokeColor('#777777').stroke().restore();
  s.label(label, x + 3, y + 2, 6.5);
  s.decoy(key, text, x + 2, y + h - 3, w - 4);
}

export const PAY_FREQ = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'] as const;
export const freqFields = (m: Merchant): Fields => ({ payment_frequency: m.freq });

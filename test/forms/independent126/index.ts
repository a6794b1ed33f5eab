// Set 126: an independent generator of broker application forms whose theme is several owners laid out unusually
// (a 2x2 grid of owner cards, three principal columns, a Guarantor card plus an Additional Owners addendum, a Canadian
// form with the principal on page 1 and the other owners on page 2). Each form comes with its exact truth.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { Sheet, type Filled, type Style } from './canvas.ts';
import { makeMerchant, type Merchant, type Spec } from './merchant.ts';
import { drawQuadrant, drawTripoint, QUADRANT_SPEC, TRIPOINT_SPEC } from './forms-a.ts';
import { drawHarbor, drawNorthbridge, HARBOR_SPEC, NORTHBRIDGE_SPEC } from './forms-b.ts';
import { tradeName } from './rules.ts';

interface Layout { spec: Spec; draw: (s: Sheet, m: Merchant) => void; fonts: { label: string; bold: string; value: string }; broker: string }

const LAYOUTS: Record<string, Layout> = {
  quadrant_grid: { spec: QUADRANT_SPEC, draw: drawQuadrant, fonts: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Helvetica' }, broker: 'Quadrant Capital Partners' },
  tripoint_columns: { spec: TRIPOINT_SPEC, draw: drawTripoint, fonts: { label: 'Times-Roman', bold: 'Times-Bold', value: 'Courier' }, broker: 'TriPoint Funding Group' },
  harborline_addendum: { spec: HARBOR_SPEC, draw: drawHarbor, fonts: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Helvetica' }, broker: 'Harborline Merchant Funding' },
  northbridge_ca: { spec: NORTHBRIDGE_SPEC, draw: drawNorthbridge, fonts: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Courier' }, broker: 'Northbridge Business Capital' },
};

export const INDEPENDENT126_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent126Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  broker: string;
  style: Style;
  scan: boolean;
  pages: number;
  /** Every value filled in (with its truth paths; none for a decoy) and every pre-printed decoy. */
  filled: Filled[];
  /** Printed values that must not become fields. */
  decoys: { key: string; text: string; page: number }[];
  merchant: Merchant;
}

/** The application exactly as applications.md's rules read what the merchant's form prints. */
export function truthOf(m: Merchant): TruthApplication {
  const us = m.country === 'US';
  const applicants: TruthApplicant[] = m.owners.map((o) => ({
    first_name: o.first, last_name: o.last, role: o.titleText, ownership: o.pct, credit_score: o.score,
    tax_id: o.taxDigits, tax_id_type: o.taxDigits ? o.taxType : null, tax_id_country: o.taxDigits ? m.country : null, date_of_birth: o.dobIso,
  }));
  return {
    trade_name: tradeName(m.dbaText, m.legal),
    legal_name: m.legal,
    type_of_entity: m.entityId,
    industry: m.industryId,
    business_tax_id: m.taxDigits,
    business_tax_id_country: m.taxDigits ? m.country : null,
    business_tax_id_type: m.taxDigits ? m.taxType : null,
    state_region: m.state,
    country: us ? 'United States' : 'Canada',
    requested_amount: m.amount !== null && m.amountText !== null ? m.amount : null,
    requested_payment: m.paymentText !== null ? m.payment : null,
    number_of_payments: m.nPayText !== null ? m.nPay : null,
    payment_frequency: m.freqLabel !== null ? m.freq : null,
    business_start_date: m.startText !== null ? m.startIso : null,
    applicants,
  };
}

export async function generateIndependent126(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent126Result> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`independent126: unknown layout ${layout}`);
  const m = makeMerchant(L.spec, seed, layout);
  const s = new Sheet({ style: opts.style, seed, labelFont: L.fonts.label, boldFont: L.fonts.bold, valueFont: L.fonts.value, accent: '#000' });
  L.draw(s, m);
  let pdf = await s.end();
  if (opts.scan) {
    const preset = seed % 3 === 0 ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...preset, seed: `${layout}:${seed}:${opts.style}` })).pdf;
  }
  return {
    pdf, truth: truthOf(m), layout, broker: L.broker, style: opts.style, scan: opts.scan, pages: s.page, filled: s.filled,
    decoys: s.filled.filter((f) => f.paths.length === 0).map((f) => ({ key: f.key, text: f.text, page: f.page })), merchant: m,
  };
}

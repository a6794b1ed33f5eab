// Page 1 of every layout: the business, the funding request, the bank, landlord, references and existing advances.
// The layout's look decides combs or lines, circles or ticks, the labels (bilingual on one), and the order.
import type { Case, LayoutCfg, Written } from './model.ts';
import type { Pen } from './pen.ts';

export interface Look {
  header: 'banner' | 'letterhead' | 'boxed';
  accent: string;
  tagline: string;
  address: string;
  combs: { taxId: boolean; postal: boolean; start: boolean; dob: boolean; ownerTax: boolean };
  fundingFirst: boolean;
  labels: Record<string, string>;
}

export const RIGHT = 520; // the printed form ends here; the margin beyond takes notes and spills
const L = 36;
const NOTE_X = 526;

export function lbl(look: Look, key: string, dflt: string): string { return look.labels[key] ?? dflt; }

export function header(pen: Pen, cfg: LayoutCfg, look: Look, title: string): number {
  const d = pen.doc;
  if (look.header === 'banner') {
    d.save().rect(0, 0, 612, 62).fill(look.accent).restore();
    pen.label(cfg.broker.toUpperCase(), L, 16, 17, 'Helvetica-Bold', '#fff');
    pen.label(look.tagline, L, 38, 8, 'Helvetica', '#fff');
    pen.label(look.address, 330, 38, 7, 'Helvetica', '#fff');
    pen.label(title, L, 72, 11, 'Helvetica-Bold');
    return 92;
  }
  if (look.header === 'letterhead') {
    const w = d.font('Times-Bold').fontSize(18).widthOfString(cfg.broker);
    pen.label(cfg.broker, 306 - w / 2, 24, 18, 'Times-Bold', look.accent);
    const t = d.font('Times-Italic').fontSize(8.5).widthOfString(look.tagline);
    pen.label(look.tagline, 306 - t / 2, 46, 8.5, 'Times-Italic');
    d.save().lineWidth(1.5).strokeColor(look.accent).moveTo(L, 60).lineTo(RIGHT, 60).stroke().restore();
    const tw = d.font('Helvetica-Bold').fontSize(10).widthOfString(title);
    pen.label(title, 278 - tw / 2, 67, 10, 'Helvetica-Bold');
    return 88;
  }
  pen.rect(L, 20, 250, 44);
  pen.label(cfg.broker, L + 8, 28, 14, 'Helvetica-Bold', look.accent);
  pen.label(title, L + 8, 48, 8.5, 'Helvetica');
  pen.label(look.tagline, 300, 28, 7.5);
  pen.label(look.address, 300, 40, 7.5);
  return 80;
}

/** Options as a row: circled words, or boxes ticked with a check mark (fillable: AcroForm checkboxes). */
export function choices(pen: Pen, cfg: LayoutCfg, name: string, opts: string[], chosen: number | null, x: number, y: number,
  struck?: number, other?: string): number {
  let cx = x;
  for (const [i, o] of opts.entries()) {
    const isOther = /other/i.test(o) && i === opts.length - 1;
    if (cfg.mark === 'check' || pen.style === 'fillable') {
      cx += pen.option(`${name}_${o.replace(/\W+/g, '_').toLowerCase()}`, isOther ? `${o}:` : o, cx, y, chosen === i, struck === i) + 12;
    } else {
      const w = pen.label(isOther ? `${o}:` : o, cx, y, 7.5);
      if (chosen === i) pen.circle(cx - 1, y - 1, w + 2, 9);
      if (struck === i) { pen.circle(cx - 1, y - 1, w + 2, 9); pen.scribble(cx - 4, y - 3, w + 8, 12); }
      cx += w + 14;
    }
    if (isOther) {
      pen.rule(cx - 4, y + 8, 70);
      if (chosen === i && other) pen.value(`${name}_other`, other, cx, y + 7, 66);
      cx += 70;
    }
  }
  return cx;
}

/** A labelled line with a written value; returns nothing, the row is the caller's. */
export function field(pen: Pen, name: string, label: string, v: Written | string, x: number, y: number, w: number): void {
  const sx = pen.lineField(label, x, y, w);
  const val: Written = typeof v === 'string' ? { text: v } : v;
  pen.written(name, val, sx + 3, y - 1, x + w - sx - 4, [NOTE_X, y - 20]);
}

export function dateField(pen: Pen, cfg: LayoutCfg, look: Look, name: string, label: string, v: Written, x: number, y: number, w: number, comb: boolean): void {
  const hint = cfg.dateOrder === 'MDY' ? 'MM/DD/YYYY' : cfg.dateOrder === 'DMY' ? 'DD/MM/YYYY' : 'YYYY-MM-DD';
  if (!comb || v.arrow || v.struck) { field(pen, name, `${label} (${hint})`, v, x, y, w); return; }
  const lw = pen.label(label, x, y - 7, 7) + 4;
  const seps: Record<number, string> = cfg.dateOrder === 'YMD' ? { 4: '-', 6: '-' } : { 2: '/', 4: '/' };
  const end = pen.comb(name, x + lw, y - 11, 8, 10, v.comb ?? null, seps, v.comb ? undefined : v.text);
  pen.label(hint, end + 3, y - 5, 5.5, 'Helvetica', '#555');
}

export function businessPage(pen: Pen, c: Case, cfg: LayoutCfg, look: Look, y0: number): void {
  let y = y0;
  const sections = look.fundingFirst ? [funding, business, banking] : [business, funding, banking];
  for (const s of sections) y = s(pen, c, cfg, look, y) + 8;
}

function business(pen: Pen, c: Case, cfg: LayoutCfg, look: Look, y0: number): number {
  const ca = cfg.country === 'CA';
  pen.band(lbl(look, 'business', 'BUSINESS INFORMATION'), L, y0, RIGHT - L, look.accent);
  let y = y0 + 34;
  field(pen, 'legal_name', lbl(look, 'legal', 'Legal / Corporate Name'), c.legal, L, y, 300);
  if (look.combs.taxId && c.taxId.comb) {
    const label = ca ? 'Business Number (BN)' : c.taxIdKind === 'SSN' ? 'Federal Tax ID / SSN' : 'Federal Tax ID (EIN)';
    const lw = pen.label(label, 344, y - 7 - 9, 7);
    void lw;
    const seps: Record<number, string> = ca ? { 9: ' ' } : c.taxIdKind === 'SSN' ? { 3: '-', 5: '-' } : { 2: '-' };
    pen.comb('tax_id', 344, y - 8, ca ? 15 : 9, ca ? 10.5 : 13, c.taxId.comb, seps);
  } else {
    field(pen, 'tax_id', ca ? 'BN / Program Acct' : 'Federal Tax ID #', c.taxId, 344, y, RIGHT - 344);
  }
  y += 24;
  field(pen, 'dba', lbl(look, 'dba', ca ? 'Operating Name (O/A)' : 'DBA'), c.dba, L, y, 270);
  field(pen, 'industry', lbl(look, 'industry', 'Type of Business / Industry'), c.industry, 316, y, RIGHT - 316);
  y += 20;
  pen.label(lbl(look, 'entity', 'Entity Type:'), L, y, 7.5, 'Helvetica-Bold');
  choices(pen, cfg, 'entity', cfg.entityOptions, c.entity.chosen, L + 62, y, c.entity.struck, c.entity.other);
  y += 26;
  field(pen, 'street', lbl(look, 'street', 'Business Address (no P.O. Box)'), c.street, L, y, 250);
  field(pen, 'city', 'City', c.city, 290, y, 110);
  field(pen, 'region', ca ? 'Prov.' : 'State', c.region, 404, y, RIGHT - 404);
  y += 24;
  if (look.combs.postal && c.postal.comb) {
    pen.label(ca ? 'Postal Code' : 'ZIP', L, y - 7, 7);
    pen.comb('postal', L + 48, y - 11, ca ? 6 : 5, 11, c.postal.comb, ca ? { 3: ' ' } : {});
  } else field(pen, 'postal', ca ? 'Postal Code' : 'ZIP Code', c.postal, L, y, 120);
  field(pen, 'phone', 'Business Phone', c.phone, 170, y, 150);
  field(pen, 'email', 'E-mail', c.email, 326, y, RIGHT - 326);
  y += 24;
  dateField(pen, cfg, look, 'start_date', lbl(look, 'start', 'Business Start Date'), c.start, L, y, 250, look.combs.start);
  field(pen, 'years', 'Yrs in Bus.', c.years, 290, y, 70);
  field(pen, 'state_inc', ca ? 'Jurisdiction of Inc.' : 'State of Inc.', c.stateOfInc, 366, y, RIGHT - 366);
  y += 24;
  field(pen, 'website', 'Website', c.website, L, y, 200);
  pen.label('Location:', 244, y - 7, 7);
  choices(pen, cfg, 'premises', ['Own', 'Rent'], c.landlord ? 1 : 0, 282, y - 7);
  field(pen, 'rent', 'Monthly Rent', c.rent, 370, y, RIGHT - 370);
  y += 22;
  field(pen, 'landlord', 'Landlord / Mortgage Co.', c.landlord, L, y, 300);
  field(pen, 'landlord_phone', 'Landlord Phone', c.landlordPhone, 344, y, RIGHT - 344);
  return y + 6;
}

function funding(pen: Pen, c: Case, cfg: LayoutCfg, look: Look, y0: number): number {
  pen.band(lbl(look, 'funding', 'FUNDING REQUEST'), L, y0, RIGHT - L, look.accent);
  let y = y0 + 34;
  field(pen, 'amount', lbl(look, 'amount', 'Amount Requested $'), c.amount, L, y, 210);
  field(pen, 'use', lbl(look, 'use', 'Use of Funds'), c.use, 254, y, RIGHT - 254);
  y += 24;
  field(pen, 'monthly', 'Avg. Monthly Sales $', c.monthly, L, y, 210);
  field(pen, 'annual', 'Gross Annual Revenue $', c.annual, 254, y, RIGHT - 254);
  if (cfg.payment) {
    y += 24;
    field(pen, 'payment', lbl(look, 'payment', 'Desired Payment $'), c.payment, L, y, 150);
    field(pen, 'num_payments', '# of Payments', c.numPayments, 194, y, 100);
    pen.label('Frequency:', 302, y - 7, 7);
    choices(pen, cfg, 'frequency', cfg.freqOptions, c.freq?.chosen ?? null, 342, y - 7);
  }
  return y + 6;
}

function banking(pen: Pen, c: Case, cfg: LayoutCfg, look: Look, y0: number): number {
  pen.band(lbl(look, 'bank', 'BANKING, REFERENCES & OPEN ADVANCES'), L, y0, RIGHT - L, look.accent);
  let y = y0 + 34;
  field(pen, 'bank', 'Bank Name', c.bank, L, y, 170);
  field(pen, 'routing', cfg.country === 'CA' ? 'Transit-Inst. #' : 'Routing #', c.routing, 210, y, 140);
  field(pen, 'account', 'Account #', c.account, 354, y, RIGHT - 354);
  y += 22;
  for (const [i, [n, p]] of c.refs.entries()) {
    field(pen, `ref${i}`, `Trade Ref. ${i + 1}`, n, L, y, 250);
    field(pen, `ref${i}_phone`, 'Phone', p, 290, y, RIGHT - 290);
    y += 22;
  }
  const cols = [L, 240, 380];
  pen.rect(L, y - 8, RIGHT - L, 14, '#e8e8e8');
  for (const [i, h] of ['Current Funder / Lender', 'Balance', 'Payment'].entries()) pen.label(h, cols[i]! + 3, y - 5, 7, 'Helvetica-Bold');
  y += 6;
  for (let i = 0; i < 2; i++) {
    pen.rect(L, y, RIGHT - L, 16);
    const row = c.funders[i];
    if (row) row.forEach((t, k) => pen.value(`funder${i}_${k}`, t, cols[k]! + 4, y + 12, 120));
    else if (i === 0 && c.funders.length === 0) pen.value('funder0_0', pen.r.pick(['NONE', 'N/A', '-']), cols[0]! + 4, y + 12, 120);
    y += 16;
  }
  return y;
}

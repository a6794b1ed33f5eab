// Independent form set 259: MCA applications filled in on a web portal and printed to PDF from a browser.
// See README.md for the layouts and the decisions where applications.md is silent.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { ENTITY_OPTIONS_CA, ENTITY_OPTIONS_US, fmtDate, fmtMoney, fmtSin, fmtSsn, isoDate, makeMerchant, maskSsn, type DateFmt, type Merchant, type MoneyFmt } from './data.ts';
import { Form, H, LEFT, RIGHT, W, type Placed, type Role, type Style, type Theme } from './form.ts';

export type { Placed } from './form.ts';

export const INDEPENDENT259_LAYOUT_NAMES: string[] = ['lumenbridge_wizard', 'northpeak_iso_portal', 'harbourline_ca_steps', 'brightledger_review'];

export interface Generated259 {
  pdf: Uint8Array; truth: TruthApplication; broker: string; pages: number; country: 'US' | 'CA'; style: string;
  scan: boolean | 'phone'; locations: Placed[]; decoys: Placed[];
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };
type NameFmt = 'fml' | 'fl' | 'lfm';

/** What one layout draws with: the form, the merchant, the truth being built, and value helpers that set the truth
 *  only for what is printed. */
class Ctx {
  readonly truth = emptyApplication();
  layout = '';
  readonly f: Form;
  readonly m: Merchant;
  readonly rng: Rng;
  constructor(f: Form, m: Merchant, rng: Rng) {
    this.f = f; this.m = m; this.rng = rng;
    this.truth.country = m.country === 'CA' ? 'Canada' : 'United States';
    this.truth.applicants = m.owners.map(() => ({ ...EMPTY }));
  }
  /** A truth value: the role to draw it with; the setter runs only when the text is printed. */
  v(key: string, text: string | null, set: (t: TruthApplication) => void): [string | null, Role] {
    if (text) set(this.truth);
    return [text, { key, name: key }];
  }
  d(key: string, text: string | null): [string | null, Role] { return [text, { decoy: key, name: key }]; }
  a(i: number): TruthApplicant { return this.truth.applicants[i]!; }

  money(n: number, fmts: MoneyFmt[]): string { return fmtMoney(n, this.rng.pick(fmts), this.m.country === 'CA'); }

  // ---- business values ----
  legal(): [string, Role] { const m = this.m; return this.v('legal_name', m.legal, (t) => { t.legal_name = m.legal; }) as [string, Role]; }
  dba(): [string | null, Role] {
    const m = this.m;
    const text = m.dbaShow === 'name' ? m.dba : m.dbaShow === 'same' ? 'SAME' : m.dbaShow === 'na' ? 'N/A' : m.dbaShow === 'legal' ? m.legal : null;
    return this.v('trade_name', text, (t) => { t.trade_name = m.dbaShow === 'name' ? m.dba : null; });
  }
  entity(): [string, Role] { const m = this.m; return this.v('type_of_entity', m.entityText, (t) => { t.type_of_entity = m.entityId; }) as [string, Role]; }
  industry(): [string, Role] { const m = this.m; return this.v('industry', m.industryText, (t) => { t.industry = m.industryId; }) as [string, Role]; }
  region(full: boolean): [string, Role] {
    const m = this.m; return this.v('state_region', full ? m.regionName : m.region, (t) => { t.state_region = m.region; }) as [string, Role];
  }
  /** The business tax ID as printed and the label it needs. */
  bizTax(): { label: string; text: string | null; role: Role } {
    const m = this.m, r = this.rng, d = m.taxDigits;
    const set = (id: string | null, type: string) => (t: TruthApplication) => { t.business_tax_id = id; t.business_tax_id_type = type; t.business_tax_id_country = m.country; };
    let label: string, text: string | null = null, s: (t: TruthApplication) => void = () => {};
    if (m.taxType === 'BN') {
      label = r.pick(['Business Number (BN)', 'CRA Business Number', 'Business Number / Program Account']);
      if (m.taxShow === 'full' || m.taxShow === 'masked') { text = r.chance(0.5) ? `${d} ${m.bnProgram}` : `${d}${m.bnProgram}`; s = set(d + m.bnProgram, 'BN'); }
      else if (m.taxShow === 'bare') { text = d; s = set(d, 'BN'); }
    } else if (m.taxType === 'SSN') {
      label = 'Federal Tax ID (EIN or SSN)';
      if (m.taxShow === 'masked') { text = maskSsn(d, r); s = set(null, 'SSN'); }
      else if (m.taxShow !== 'blank') { text = fmtSsn(d); s = set(d, d.startsWith('9') ? 'ITIN' : 'SSN'); }
    } else {
      label = r.pick(['Federal Tax ID (EIN)', 'EIN', 'Federal Tax ID # (EIN)', 'Employer ID Number (EIN)']);
      if (m.taxShow === 'full') { text = `${d.slice(0, 2)}-${d.slice(2)}`; s = set(d, 'EIN'); }
      else if (m.taxShow === 'bare') { text = d; s = set(d, 'EIN'); }
      else if (m.taxShow === 'masked') { text = r.pick([`XX-XXX${d.slice(5)}`, `**-***${d.slice(5)}`]); s = set(null, 'EIN'); }
    }
    const [t, role] = this.v('business_tax_id', text, s);
    return { label, text: t, role };
  }
  start(fmts: DateFmt[]): { label: string; text: string; role: Role } {
    const m = this.m;
    if (m.startShow === 'years') {
      const yrs = 2025 - m.start[0];
      return { label: 'Years in Business', text: `${yrs}`, role: { decoy: 'years_in_business', name: 'years_in_business' } };
    }
    const [text, role] = this.v('business_start_date', fmtDate(m.start, this.rng.pick(fmts)), (t) => { t.business_start_date = isoDate(m.start); });
    return { label: this.rng.pick(['Business Start Date', 'Date Established', 'Business Inception Date']), text: text!, role };
  }
  amount(fmts: MoneyFmt[]): [string, Role] { const m = this.m; return this.v('requested_amount', this.money(m.amount, fmts), (t) => { t.requested_amount = m.amount; }) as [string, Role]; }
  payment(fmts: MoneyFmt[]): [string | null, Role] { const m = this.m; return this.v('requested_payment', m.terms ? this.money(m.payment, fmts) : null, (t) => { t.requested_payment = m.payment; }); }
  nPay(): [string | null, Role] { const m = this.m; return this.v('number_of_payments', m.terms ? String(m.nPayments) : null, (t) => { t.number_of_payments = m.nPayments; }); }
  freqRole(): Role { const m = this.m; if (m.terms) this.truth.payment_frequency = m.frequency; return { key: 'payment_frequency', name: 'payment_frequency' }; }

  // ---- owner values ----
  name(i: number, fmt: NameFmt): [string, Role] {
    const o = this.m.owners[i]!;
    const mi = o.mi ? ` ${o.mi}.` : '';
    const text = fmt === 'lfm' ? `${o.last}, ${o.first}${mi}` : `${o.first}${fmt === 'fml' ? mi : ''} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
    return this.v(`applicants[${i}].name`, text, () => { this.a(i).first_name = o.first; this.a(i).last_name = o.last; }) as [string, Role];
  }
  first(i: number): [string, Role] { const o = this.m.owners[i]!; return this.v(`applicants[${i}].first_name`, o.first, () => { this.a(i).first_name = o.first; }) as [string, Role]; }
  last(i: number): [string, Role] { const o = this.m.owners[i]!; return this.v(`applicants[${i}].last_name`, o.last, () => { this.a(i).last_name = o.last; }) as [string, Role]; }
  mi(i: number): [string | null, Role] { const o = this.m.owners[i]!; return [o.mi, { decoy: `applicants[${i}].middle_initial`, name: `owner${i + 1}_mi` }]; }
  title(i: number): [string, Role] { const o = this.m.owners[i]!; return this.v(`applicants[${i}].role`, o.title, () => { this.a(i).role = o.title; }) as [string, Role]; }
  pct(i: number, withSign: boolean): [string, Role] {
    const o = this.m.owners[i]!;
    return this.v(`applicants[${i}].ownership`, withSign ? this.rng.pick([`${o.pct}%`, `${o.pct} %`]) : String(o.pct), () => { this.a(i).ownership = o.pct; }) as [string, Role];
  }
  credit(i: number): [string, Role] { const o = this.m.owners[i]!; return this.v(`applicants[${i}].credit_score`, String(o.credit), () => { this.a(i).credit_score = o.credit; }) as [string, Role]; }
  dob(i: number, fmts: DateFmt[]): [string, Role] {
    const o = this.m.owners[i]!;
    return this.v(`applicants[${i}].date_of_birth`, fmtDate(o.dob, this.rng.pick(fmts)), () => { this.a(i).date_of_birth = isoDate(o.dob); }) as [string, Role];
  }
  ownerTax(i: number): { label: string; text: string | null; role: Role } {
    const o = this.m.owners[i]!, r = this.rng, ca = o.taxType === 'SIN';
    const show = o.taxType === 'ITIN' && o.taxShow === 'masked' ? 'full' : o.taxShow;
    const label = ca ? r.pick(['SIN', 'Social Insurance Number (SIN)']) : o.taxType === 'ITIN' ? 'SSN / ITIN' : r.pick(['SSN', 'Social Security #', 'SSN / ITIN']);
    let text: string | null = null;
    if (show === 'full') text = ca ? fmtSin(o.taxDigits, r) : fmtSsn(o.taxDigits);
    else if (show === 'masked') text = ca ? r.pick([`*** *** ${o.taxDigits.slice(6)}`, `XXX-XXX-${o.taxDigits.slice(6)}`]) : maskSsn(o.taxDigits, r);
    const [t, role] = this.v(`applicants[${i}].tax_id`, text, () => {
      const a = this.a(i);
      a.tax_id = show === 'full' ? o.taxDigits : null;
      a.tax_id_type = o.taxType; a.tax_id_country = ca ? 'CA' : 'US';
    });
    return { label, text: t, role };
  }
  home(i: number): [string, Role] {
    const h = this.m.owners[i]!.home;
    return this.d(`applicants[${i}].home_address`, `${h.street}, ${h.city}, ${h.region} ${h.zip}`) as [string, Role];
  }
}

// ---- themes --------------------------------------------------------------------------------------------------
const THEMES: Record<string, Theme> = {
  lumenbridge_wizard: { accent: '#4f46e5', ink: '#1f2937', label: '#374151', help: '#6b7280', border: '#cbd5e1', fill: '#ffffff', font: 'Helvetica', bold: 'Helvetica-Bold',
    valueFont: 'Helvetica', labelSize: 8, valueSize: 9.5, inputH: 22, radius: 5 },
  northpeak_iso_portal: { accent: '#b45309', ink: '#111111', label: '#222222', help: '#777777', border: '#8f8f8f', fill: '#ffffff', font: 'Helvetica', bold: 'Helvetica-Bold',
    valueFont: 'Courier', labelSize: 7, valueSize: 8.5, inputH: 17, radius: 0, labelUpper: true },
  harbourline_ca_steps: { accent: '#0f766e', ink: '#1c2b2a', label: '#234e4a', help: '#6b7f7d', border: '#9fb8b4', fill: '#fbfdfc', font: 'Times-Roman', bold: 'Times-Bold',
    valueFont: 'Helvetica', labelSize: 9, valueSize: 9.5, inputH: 21, radius: 3 },
  brightledger_review: { accent: '#db2777', ink: '#18181b', label: '#52525b', help: '#71717a', border: '#d4d4d8', fill: '#f4f4f5', font: 'Helvetica', bold: 'Helvetica-Bold',
    valueFont: 'Helvetica-Bold', labelSize: 7.5, valueSize: 9, inputH: 20, radius: 8 },
};
const BROKERS: Record<string, { name: string; url: string; title: string; browser: 'chrome' | 'firefox' | 'edge' | 'safari' }> = {
  lumenbridge_wizard: { name: 'Lumenbridge Capital', url: 'https://apply.lumenbridgecapital.com/app/', title: 'Business Funding Application | Lumenbridge Capital', browser: 'chrome' },
  northpeak_iso_portal: { name: 'Northpeak Funding Group', url: 'https://partners.northpeakfunding.com/deals/new?iso=', title: 'New Deal Submission - Northpeak Partner Portal', browser: 'firefox' },
  harbourline_ca_steps: { name: 'Harbourline Commercial Capital', url: 'https://www.harbourlinecapital.ca/en/apply/step-', title: 'Apply for Business Financing – Harbourline Commercial Capital', browser: 'edge' },
  brightledger_review: { name: 'BrightLedger Merchant Services', url: 'https://portal.brightledger.io/applications/', title: 'Review & Submit · BrightLedger', browser: 'safari' },
};

// ---- shared chrome -------------------------------------------------------------------------------------------
function browserChrome(c: Ctx, layout: string): void {
  const f = c.f, d = f.doc, b = BROKERS[layout]!, m = c.m;
  const n = d.bufferedPageRange().count;
  const [y, mo, da] = m.printDate;
  const date = b.browser === 'firefox' ? `${mo}/${da}/${y}, ${m.printTime}` : `${mo}/${da}/${String(y).slice(2)}, ${m.printTime}`;
  const url = b.url + (layout === 'harbourline_ca_steps' ? 'review' : m.appId);
  for (let i = 0; i < n; i++) {
    d.switchToPage(i);
    f.page = i + 1;
    const o = { size: 7.5, color: '#333333', font: 'Helvetica' };
    if (b.browser === 'firefox') {
      f.text(b.title, 24, 14, o);
      f.text(url, RIGHT + 16 - d.font('Helvetica').fontSize(7.5).widthOfString(url), 14, o);
      f.text(`Page ${i + 1} of ${n}`, 0, H - 20, { ...o, width: W, align: 'center' });
      f.text(date, RIGHT + 16 - d.widthOfString(date), H - 20, { ...o, role: { decoy: 'print_date', name: 'print_date' } });
    } else if (b.browser === 'safari') {
      f.text(b.title, 0, 14, { ...o, width: W, align: 'center' });
      f.text(url, 24, H - 20, o);
      f.text(`Page ${i + 1} of ${n}`, RIGHT + 16 - d.widthOfString(`Page ${i + 1} of ${n}`), H - 20, o);
    } else {
      f.text(date, 24, 14, { ...o, role: { decoy: 'print_date', name: 'print_date' } });
      f.text(b.title, 0, 14, { ...o, width: W, align: 'center' });
      f.text(url, 24, H - 20, o);
      f.text(`${i + 1}/${n}`, RIGHT + 16 - d.widthOfString(`${i + 1}/${n}`), H - 20, o);
    }
  }
}

function progress(c: Ctx, step: number, total: number, names: string[], style: 'bar' | 'dots' | 'pills'): void {
  const f = c.f, d = f.doc, t = f.theme, y = f.y;
  if (style === 'bar') {
    f.text(`Step ${step} of ${total}`, LEFT, y, { size: 8, color: t.help, font: t.bold });
    f.text(names[step - 1]!, LEFT, y, { size: 8, color: t.help, width: RIGHT - LEFT, align: 'right' });
    d.roundedRect(LEFT, y + 12, RIGHT - LEFT, 5, 2.5).fill('#e5e7eb');
    d.roundedRect(LEFT, y + 12, ((RIGHT - LEFT) * step) / total, 5, 2.5).fill(t.accent);
    f.y += 28;
  } else if (style === 'dots') {
    const gap = (RIGHT - LEFT - 40) / (total - 1);
    d.moveTo(LEFT + 20, y + 8).lineTo(RIGHT - 20, y + 8).lineWidth(1.5).stroke('#cfd8d6');
    for (let i = 0; i < total; i++) {
      const cx = LEFT + 20 + gap * i;
      d.circle(cx, y + 8, 8).fill(i < step ? t.accent : '#ffffff');
      d.circle(cx, y + 8, 8).lineWidth(1).stroke(t.accent);
      f.text(String(i + 1), cx - 8, y + 4.5, { size: 8, width: 16, align: 'center', color: i < step ? '#ffffff' : t.accent, font: 'Helvetica-Bold' });
      f.text(names[i]!, cx - 50, y + 20, { size: 7, width: 100, align: 'center', color: i === step - 1 ? t.ink : t.help });
    }
    f.text(`Step ${step} of ${total}`, LEFT, y + 32, { size: 7.5, color: t.help });
    f.y += 46;
  } else {
    let x = LEFT;
    for (let i = 0; i < total; i++) {
      const s = `${i + 1}. ${names[i]}`;
      d.font('Helvetica-Bold').fontSize(7.5);
      const w = d.widthOfString(s) + 18;
      d.roundedRect(x, y, w, 16, 8).fill(i + 1 === step ? t.accent : i + 1 < step ? '#fce7f3' : '#f4f4f5');
      f.text(s, x + 9, y + 4.5, { size: 7.5, font: 'Helvetica-Bold', color: i + 1 === step ? '#ffffff' : '#52525b' });
      x += w + 6;
    }
    f.text(`Step ${step} of ${total}`, LEFT, y, { size: 7.5, color: t.help, width: RIGHT - LEFT, align: 'right' });
    f.y += 26;
  }
}

function section(c: Ctx, title: string, sub?: string): void {
  const f = c.f, t = f.theme;
  f.need(60);
  f.y += 4;
  f.text(title, LEFT, f.y, { size: 12, font: t.bold, color: t.ink });
  f.y += 16;
  if (sub) { f.text(sub, LEFT, f.y, { size: 7.5, color: t.help }); f.y += 11; }
  f.doc.moveTo(LEFT, f.y).lineTo(RIGHT, f.y).lineWidth(0.5).stroke('#e5e7eb');
  f.y += 8;
}

type Cell = { w: number; draw: (x: number, y: number, w: number) => number };
/** A responsive grid row: cells with relative widths, a page break before when needed. */
function row(c: Ctx, cells: Cell[], gap = 14, est = 44): void {
  const f = c.f;
  f.need(est);
  const total = cells.reduce((s, x) => s + x.w, 0), avail = RIGHT - LEFT - gap * (cells.length - 1);
  let x = LEFT, h = 0;
  for (const cell of cells) { const w = (avail * cell.w) / total; h = Math.max(h, cell.draw(x, f.y, w)); x += w + gap; }
  f.y += h;
}
const inp = (c: Ctx, label: string, v: [string | null, Role], o: { help?: string; placeholder?: string; required?: boolean } = {}, w = 1): Cell =>
  ({ w, draw: (x, y, ww) => c.f.input(x, y, ww, label, v[0], v[1], o) });
const sel = (c: Ctx, label: string, v: [string | null, Role], o: { help?: string; required?: boolean } = {}, w = 1): Cell =>
  ({ w, draw: (x, y, ww) => c.f.select(x, y, ww, label, v[0], v[1], o) });
const rad = (c: Ctx, label: string, opts: string[], chosen: number, role: Role, o: { square?: boolean; help?: string } = {}, w = 1): Cell =>
  ({ w, draw: (x, y, ww) => c.f.radios(x, y, ww, label, opts, chosen, role, o) });

function entityOptions(c: Ctx): string[] {
  const base = c.m.country === 'CA' ? ENTITY_OPTIONS_CA : ENTITY_OPTIONS_US;
  return base.includes(c.m.entityText) ? base : [...base.slice(0, base.length - 1), c.m.entityText];
}
const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

function authorization(c: Ctx, extra = ''): void {
  const f = c.f;
  f.need(70);
  const txt = `By submitting this application, each of the undersigned certifies that the information above is true and complete and authorizes ${BROKERS[c.layout]!.name}, its assigns and funding partners to obtain consumer and business credit reports, verify the information provided, and contact the banks, landlords and trade references listed. ${extra}`;
  f.y += f.para(txt, LEFT, f.y, RIGHT - LEFT, 7.2) + 8;
}

function esign(c: Ctx, i: number, fmt: NameFmt): void {
  const f = c.f, o = c.m.owners[i]!, t = f.theme;
  f.need(46);
  const y = f.y, w = (RIGHT - LEFT - 14) / 2;
  f.label(`Signature – Owner ${i + 1}`, LEFT, y);
  f.box(LEFT, y + 12, w, 26, '#ffffff');
  if (f.style === 'fillable') f.value({ name: `signature_${i + 1}` }, `/s/ ${o.first} ${o.last}`, LEFT, y + 12, w, 26);
  else f.doc.font('Hand').fontSize(15).fillColor('#1a2a6c').text(`${o.first} ${o.last}`, LEFT + 8, y + 16, { lineBreak: false });
  f.text(`e-signed via DocuSign · IP 73.${c.rng.int(10, 250)}.${c.rng.int(1, 250)}.${c.rng.int(1, 250)}`, LEFT, y + 41, { size: 6.5, color: t.help });
  void fmt;
  const [y0, m0, d0] = c.m.printDate;
  f.input(LEFT + w + 14, y, w, 'Date signed', `${m0}/${d0}/${y0}`, { decoy: `signature_date_${i}`, name: `sig_date_${i + 1}` });
  f.y += 52;
}


// ---- layout 1: Lumenbridge Capital, a four-step wizard ----------------------------------------------------------
function lumenbridge(c: Ctx): void {
  const f = c.f, m = c.m, r = c.rng, t = f.theme;
  const steps = ['Business', 'Funding', 'Owners', 'Review & Sign'];
  f.onNewPage = () => {
    f.doc.rect(0, 26, W, 30).fill('#eef2ff');
    f.doc.save().translate(LEFT + 7, 41).rotate(45).rect(-6, -6, 12, 12).fill(t.accent).restore();
    f.text('Lumenbridge', LEFT + 20, 35, { size: 13, font: 'Helvetica-Bold', color: '#1e1b4b' });
    f.text('CAPITAL', LEFT + 105, 38.5, { size: 8, font: 'Helvetica', color: t.accent });
    f.text(`Application #${m.appId}`, LEFT, 38, { size: 7.5, color: t.help, width: RIGHT - LEFT, align: 'right' });
    f.y = 70;
  };
  f.newPage();
  progress(c, 1, 4, steps, 'bar');
  section(c, 'Tell us about your business', 'Enter the legal name exactly as it appears on your tax return.');
  row(c, [inp(c, 'Legal Business Name', c.legal(), { required: true })]);
  const dba = c.dba();
  const tax = c.bizTax(), st = c.start(['mdy', 'mdy', 'long', 'iso']);
  row(c, [inp(c, 'DBA (if different)', dba, { placeholder: 'Doing business as', help: 'Leave blank if the same as legal name' }), inp(c, tax.label, [tax.text, tax.role], { help: '9 digits, e.g. 12-3456789', required: true })]);
  const opts = entityOptions(c);
  row(c, [rad(c, 'Business Entity Type', opts, opts.indexOf(m.entityText), c.entity()[1])], 14, 50);
  row(c, [sel(c, 'Industry', c.industry(), { required: true }), inp(c, st.label, [st.text, st.role])]);
  row(c, [inp(c, 'Street Address', c.d('business_street', m.street), { help: 'No P.O. boxes' }, 2), inp(c, 'Suite / Unit', [null, { name: 'suite' }], {}, 0.6)]);
  row(c, [inp(c, 'City', c.d('business_city', m.city)), sel(c, 'State', c.region(true)), inp(c, 'ZIP Code', c.d('business_zip', m.zip))]);
  row(c, [inp(c, 'Business Phone', c.d('business_phone', m.phone)), inp(c, 'Business Email', c.d('business_email', m.email))]);
  row(c, [inp(c, 'Website', c.d('website', m.website), { placeholder: 'https://' }), rad(c, 'Do you own or rent your location?', ['Own', 'Rent', 'Lease'], ['Own', 'Rent', 'Lease'].indexOf(m.own), { decoy: 'own_rent', name: 'own_rent' })]);
  if (m.own !== 'Own') row(c, [inp(c, 'Landlord / Property Manager', c.d('landlord_name', m.landlord.name)), inp(c, 'Landlord Phone', c.d('landlord_phone', m.landlord.phone)), inp(c, 'Monthly Rent', c.d('rent', fmtMoney(m.landlord.rent, 'dollars')))]);
  f.need(200);
  f.y += 6;
  progress(c, 2, 4, steps, 'bar');
  section(c, 'Funding request');
  row(c, [inp(c, 'How much funding do you need?', c.amount(['dollars', 'cents', 'plain', 'spaced']), { help: 'Between $5,000 and $500,000', required: true }),
    sel(c, 'Use of Funds', c.d('use_of_funds', m.use))]);
  row(c, [inp(c, 'Average Monthly Sales', c.d('monthly_sales', fmtMoney(m.monthlySales, 'dollars')), { help: 'Gross deposits, last 3 months' }), inp(c, 'Annual Revenue', c.d('annual_revenue', fmtMoney(m.monthlySales * 12, r.pick(['dollars', 'commas']))))]);
  if (m.terms || r.chance(0.5)) {
    const freqOpts = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
    row(c, [inp(c, 'Preferred Payment Amount', c.payment(['dollars', 'cents'])), inp(c, 'Number of Payments', c.nPay(), { help: 'Business days for daily plans' }),
      rad(c, 'Payment Schedule', freqOpts, m.terms ? freqOpts.indexOf(FREQ_LABEL[m.frequency]!) : -1, c.freqRole())], 14, 56);
  }
  row(c, [inp(c, 'Business Bank Name', c.d('bank_name', m.bank.name)), inp(c, 'Routing Number', c.d('bank_routing', m.bank.routing)), inp(c, 'Account Number', c.d('bank_account', m.bank.account))]);
  // Owners
  f.newPage();
  progress(c, 3, 4, steps, 'bar');
  section(c, 'Owners & guarantors', 'List every owner with 20% or more. Ownership must total 100%.');
  for (let i = 0; i < m.owners.length; i++) {
    f.need(190);
    f.doc.roundedRect(LEFT - 6, f.y - 4, RIGHT - LEFT + 12, 6, 3).fill(t.accent);
    f.text(`Owner ${i + 1}${i === 0 ? ' (primary)' : ''}`, LEFT, f.y + 6, { size: 10, font: 'Helvetica-Bold', color: '#1e1b4b' });
    f.y += 22;
    row(c, [inp(c, 'First Name', c.first(i), {}, 1.2), inp(c, 'M.I.', c.mi(i), {}, 0.35), inp(c, 'Last Name', c.last(i), {}, 1.45)]);
    const tx = c.ownerTax(i);
    row(c, [inp(c, 'Title', c.title(i)), inp(c, 'Ownership %', c.pct(i, r.chance(0.5))), inp(c, tx.label, [tx.text, tx.role], { help: 'Encrypted with 256-bit SSL' })]);
    const scoreBand = m.owners[i]!.credit >= 720 ? 'Excellent (720+)' : m.owners[i]!.credit >= 680 ? 'Good (680-719)' : m.owners[i]!.credit >= 620 ? 'Fair (620-679)' : 'Below 620';
    row(c, [inp(c, 'Date of Birth', c.dob(i, ['mdy', 'mdy'])), sel(c, 'Estimated Credit Score', c.d(`applicants[${i}].credit_band`, scoreBand)), inp(c, 'Mobile Phone', c.d(`applicants[${i}].phone`, m.owners[i]!.phone))]);
    row(c, [inp(c, 'Home Address', c.home(i), { help: 'Used for identity verification only' })]);
  }
  // Review
  f.newPage();
  progress(c, 4, 4, steps, 'bar');
  section(c, 'Review your answers', 'Please confirm everything is correct before signing.');
  review(c, [
    ['Legal name', c.legal()], ['DBA', c.dba()], [tax.label, [tax.text, { ...tax.role, name: 'review_tax' }]], ['Entity type', c.entity()],
    ['Industry', c.industry()], ['State', c.region(false)], ['Amount requested', c.amount(['dollars'])],
  ], 2);
  review(c, m.owners.map((_, i) => [`Owner ${i + 1}`, c.name(i, 'lfm')] as [string, [string | null, Role]]), 2);
  authorization(c);
  for (let i = 0; i < m.owners.length; i++) esign(c, i, 'fl');
}

/** A review summary: bordered rows of label and answer, two pairs a row. */
function review(c: Ctx, items: [string, [string | null, Role]][], cols: 1 | 2): void {
  const f = c.f, t = f.theme;
  const cw = (RIGHT - LEFT) / cols, rh = 20;
  for (let i = 0; i < items.length; i += cols) {
    f.need(rh + 4);
    for (let k = 0; k < cols; k++) {
      const it = items[i + k];
      const x = LEFT + k * cw;
      f.doc.rect(x, f.y, cw, rh).lineWidth(0.5).fillAndStroke(i % (2 * cols) === 0 ? '#f9fafb' : '#ffffff', '#e5e7eb');
      if (!it) continue;
      f.text(it[0], x + 6, f.y + 6.5, { size: 7.5, color: t.help, font: t.font });
      const [val, role] = it[1];
      if (val) f.value({ ...role, name: `review_${role.name}` }, val, x + cw * 0.38, f.y + 1, cw * 0.6, rh - 2, { size: 8.5, padX: 2 });
      else f.text('—', x + cw * 0.38 + 2, f.y + 6.5, { size: 8, color: t.help });
    }
    f.y += rh;
  }
  f.y += 10;
}

// ---- layout 2: Northpeak Funding Group, ISO partner portal -------------------------------------------------------
function northpeak(c: Ctx): void {
  const f = c.f, m = c.m, r = c.rng, t = f.theme;
  f.onNewPage = () => {
    f.doc.rect(0, 24, W, 26).fill('#1c1917');
    f.text('NORTHPEAK', LEFT, 32, { size: 12, font: 'Helvetica-Bold', color: '#fbbf24' });
    f.text('FUNDING GROUP  |  Partner Portal', LEFT + 80, 34.5, { size: 8, color: '#e7e5e4' });
    f.text('Deals   Pipeline   Commissions   Docs', LEFT, 34.5, { size: 8, color: '#a8a29e', width: RIGHT - LEFT, align: 'right' });
    f.y = 62;
  };
  f.newPage();
  f.text('New Deal Submission', LEFT, f.y, { size: 15, font: 'Helvetica-Bold' });
  f.text(`Deal ID ${m.appId}  ·  Status: Draft`, LEFT, f.y + 4, { size: 8, color: t.help, width: RIGHT - LEFT, align: 'right' });
  f.y += 24;
  // ISO rep box (not the applicant)
  f.doc.rect(LEFT, f.y, RIGHT - LEFT, 40).lineWidth(0.6).fillAndStroke('#fffbeb', '#f59e0b');
  f.text('SUBMITTING ISO / SALES REP', LEFT + 8, f.y + 5, { size: 6.5, font: 'Helvetica-Bold', color: '#92400e' });
  const cw = (RIGHT - LEFT - 16) / 4;
  const repVals: [string, string, string][] = [['Rep name', 'iso_rep_name', m.rep.name], ['Rep e-mail', 'iso_rep_email', m.rep.email], ['Rep phone', 'iso_rep_phone', m.rep.phone], ['ISO #', 'iso_id', m.rep.isoId]];
  repVals.forEach(([l, k, v], i) => {
    f.text(l, LEFT + 8 + i * cw, f.y + 15, { size: 6.5, color: t.help });
    f.value({ decoy: k, name: k }, v, LEFT + 6 + i * cw, f.y + 22, cw - 6, 15, { size: 8, padX: 2 });
  });
  f.y += 50;
  section(c, 'Merchant Information');
  row(c, [inp(c, 'Business Legal Name', c.legal(), { required: true }), inp(c, 'DBA Name', c.dba())]);
  const tax = c.bizTax();
  row(c, [inp(c, tax.label, [tax.text, tax.role]), inp(c, 'Bank Routing #', c.d('bank_routing', m.bank.routing), { help: 'For ACH debit setup' }), inp(c, 'Bank Account #', c.d('bank_account', m.bank.account))]);
  const st = c.start(['mdy', 'mdy2', 'short', 'mdyDash']);
  row(c, [sel(c, 'Entity Type', c.entity()), inp(c, st.label, [st.text, st.role]), sel(c, 'State of Incorporation', c.d('state_of_incorporation', m.incState), { help: 'May differ from location' })]);
  row(c, [inp(c, 'Type of Business / Industry', c.industry(), {}, 2), inp(c, '# Employees', c.d('employees', String(m.employees)), {}, 0.7)]);
  row(c, [inp(c, 'Physical Address', c.d('business_street', m.street), {}, 2), inp(c, 'City', c.d('business_city', m.city))]);
  row(c, [sel(c, 'State', c.region(false)), inp(c, 'Zip', c.d('business_zip', m.zip)), inp(c, 'Business Phone', c.d('business_phone', m.phone)), inp(c, 'Email', c.d('business_email', m.email), {}, 1.6)]);
  section(c, 'Deal Request');
  const freqs = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
  row(c, [inp(c, 'Requested Amount', c.amount(['code', 'dollars', 'commas', 'cents'])), inp(c, 'Monthly Gross Sales', c.d('monthly_sales', fmtMoney(m.monthlySales, r.pick(['dollars', 'plain'])))),
    sel(c, 'Use of Proceeds', c.d('use_of_funds', m.use))]);
  if (m.terms) row(c, [inp(c, 'Proposed Payment', c.payment(['cents', 'dollars', 'plain'])), inp(c, '# of Payments', c.nPay()), sel(c, 'Payment Frequency', [freqs[['daily', 'weekly', 'biweekly', 'monthly'].indexOf(m.frequency)]!, c.freqRole()])]);
  else row(c, [inp(c, 'Proposed Payment', [null, { name: 'payment' }], { placeholder: 'Optional' }), inp(c, '# of Payments', [null, { name: 'n_payments' }]), sel(c, 'Payment Frequency', [null, { name: 'freq' }])]);
  // Existing positions table
  section(c, 'Open Positions / Existing Advances', 'List all current MCA or loan balances. Leave blank if none.');
  const adv = m.advances.length ? m.advances : [];
  for (let i = 0; i < Math.max(2, adv.length); i++) {
    const a = adv[i];
    row(c, [inp(c, i === 0 ? 'Funder' : ' ', c.d(`existing_funder_${i}`, a?.funder ?? null)), inp(c, i === 0 ? 'Current Balance' : ' ', c.d(`existing_balance_${i}`, a ? fmtMoney(a.balance, 'dollars') : null)),
      inp(c, i === 0 ? 'Daily Payment' : ' ', c.d(`existing_payment_${i}`, a ? fmtMoney(a.payment, 'cents') : null))], 10, 36);
  }
  // Owners as a grid table
  f.newPage();
  section(c, 'Owner / Guarantor Information', 'All owners 20% or more must be listed and sign.');
  const ws = [2.2, 1.2, 0.7, 1.3, 1.1, 0.7];
  for (let i = 0; i < m.owners.length; i++) {
    const tx = c.ownerTax(i);
    const showScore = r.chance(0.6);
    row(c, [inp(c, 'Full Name', c.name(i, r.pick(['fml', 'fl'])), {}, ws[0]), inp(c, 'Title', c.title(i), {}, ws[1]), inp(c, '% Own', c.pct(i, false), {}, ws[2]),
      inp(c, tx.label, [tx.text, tx.role], {}, ws[3]), inp(c, 'DOB', c.dob(i, ['mdy', 'mdy2', 'iso']), {}, ws[4]), inp(c, 'FICO', showScore ? c.credit(i) : [null, { name: `fico_${i}` }], {}, ws[5])], 8, 36);
    row(c, [inp(c, 'Home Address', c.home(i), {}, 3), inp(c, 'Cell', c.d(`applicants[${i}].phone`, m.owners[i]!.phone))], 8, 36);
    f.doc.moveTo(LEFT, f.y - 3).lineTo(RIGHT, f.y - 3).dash(2, { space: 2 }).lineWidth(0.5).stroke('#999999').undash();
    f.y += 4;
  }
  section(c, 'Landlord & Trade References');
  row(c, [inp(c, 'Landlord / Mortgage Co.', c.d('landlord_name', m.landlord.name)), inp(c, 'Landlord Phone', c.d('landlord_phone', m.landlord.phone)), inp(c, 'Monthly Rent / Mortgage', c.d('rent', fmtMoney(m.landlord.rent, 'dollars')))]);
  m.refs.forEach((rf, i) => row(c, [inp(c, `Trade Reference ${i + 1}`, c.d(`trade_ref_${i}`, rf.name)), inp(c, 'Phone', c.d(`trade_ref_phone_${i}`, rf.phone))]));
  section(c, 'Merchant Authorization');
  authorization(c, 'Merchant acknowledges that the ISO named above is not the funder.');
  for (let i = 0; i < m.owners.length; i++) esign(c, i, 'fl');
}

// ---- layout 3: Harbourline Commercial Capital (Canada) -----------------------------------------------------------
function harbourline(c: Ctx): void {
  const f = c.f, m = c.m, r = c.rng, t = f.theme;
  const steps = ['Your business', 'Financing', 'Owners', 'Consent'];
  f.onNewPage = () => {
    f.doc.rect(0, 24, W, 34).fill(t.accent);
    f.text('Harbourline', LEFT, 32, { size: 16, font: 'Times-Bold', color: '#ffffff' });
    f.text('Commercial Capital', LEFT + 88, 37, { size: 9, font: 'Times-Italic', color: '#ccfbf1' });
    f.text('EN | FR     1-888-555-0142', LEFT, 38, { size: 8, color: '#ccfbf1', width: RIGHT - LEFT, align: 'right' });
    f.y = 72;
  };
  f.newPage();
  progress(c, 1, 4, steps, 'dots');
  section(c, 'Business details', 'Registered information as filed with the CRA and your provincial registry.');
  row(c, [inp(c, 'Legal Business Name', c.legal(), { required: true }), inp(c, 'Operating Name (O/A)', c.dba(), { help: 'If different from the legal name' })]);
  const tax = c.bizTax(), st = c.start(['iso', 'long', 'iso', 'short']);
  row(c, [inp(c, tax.label, [tax.text, tax.role], { help: '9-digit BN + program account (e.g. RC0001)' }), inp(c, st.label, [st.text, st.role], { help: st.role.key ? 'YYYY-MM-DD' : undefined })]);
  const opts = entityOptions(c);
  row(c, [rad(c, 'Business Structure', opts, opts.indexOf(m.entityText), c.entity()[1])], 14, 50);
  row(c, [sel(c, 'Incorporation Jurisdiction', c.d('incorporation_jurisdiction', m.incState)), inp(c, 'Nature of Business', c.industry())]);
  row(c, [inp(c, 'Street Address', c.d('business_street', m.street), {}, 2), inp(c, 'City', c.d('business_city', m.city))]);
  row(c, [sel(c, 'Province', c.region(r.chance(0.7))), inp(c, 'Postal Code', c.d('business_zip', m.zip)), inp(c, 'Telephone', c.d('business_phone', m.phone))]);
  if (m.own !== 'Own') row(c, [inp(c, 'Property Owner / Landlord', c.d('landlord_name', m.landlord.name), { help: 'Not an owner of the business' }), inp(c, 'Landlord Telephone', c.d('landlord_phone', m.landlord.phone))]);
  f.y += 4;
  f.need(220);
  progress(c, 2, 4, steps, 'dots');
  section(c, 'Financing request');
  const money: MoneyFmt[] = ['code', 'frSuffix', 'cents', 'dollars'];
  row(c, [inp(c, 'Amount Requested (CAD)', c.amount(money)), sel(c, 'Purpose of Funds', c.d('use_of_funds', m.use))]);
  if (m.terms) {
    const freqOpts = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
    row(c, [inp(c, 'Estimated Payment', c.payment(['cents', 'code'])), inp(c, 'Term (number of payments)', c.nPay()), rad(c, 'Frequency', freqOpts, freqOpts.indexOf(FREQ_LABEL[m.frequency]!), c.freqRole())], 14, 56);
  }
  row(c, [inp(c, 'Financial Institution', c.d('bank_name', m.bank.name)), inp(c, 'Transit-Institution #', c.d('bank_routing', m.bank.routing)), inp(c, 'Account #', c.d('bank_account', m.bank.account))]);
  if (m.advances.length) row(c, [inp(c, 'Current Financing Provider', c.d('existing_funder_0', m.advances[0]!.funder)), inp(c, 'Outstanding Balance', c.d('existing_balance_0', fmtMoney(m.advances[0]!.balance, 'code', true)))]);
  f.newPage();
  progress(c, 3, 4, steps, 'dots');
  section(c, 'Owners', 'Each owner holding 25% or more of the shares.');
  for (let i = 0; i < m.owners.length; i++) {
    f.need(150);
    f.doc.rect(LEFT - 8, f.y - 2, 3, 118).fill(t.accent);
    f.text(`Owner ${i + 1}`, LEFT, f.y, { size: 10.5, font: 'Times-Bold' });
    f.y += 16;
    const tx = c.ownerTax(i);
    row(c, [inp(c, 'Full Legal Name', c.name(i, r.pick(['fml', 'fl', 'fml'])), {}, 2), inp(c, 'Position', c.title(i))]);
    row(c, [inp(c, 'Ownership (%)', c.pct(i, true)), inp(c, tx.label, [tx.text, tx.role], { help: 'Optional – used only for credit bureau matching' }), inp(c, 'Date of Birth', c.dob(i, ['iso', 'long']))]);
    row(c, [inp(c, 'Residential Address', c.home(i))]);
  }
  f.need(200);
  progress(c, 4, 4, steps, 'dots');
  section(c, 'Consent (PIPEDA)');
  f.y += f.para('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), I consent to Harbourline Commercial Capital collecting, using and disclosing my personal information, including obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose of evaluating this application.', LEFT, f.y, RIGHT - LEFT, 7.5) + 6;
  f.y += c.f.checkbox(LEFT, f.y, 'I agree to the PIPEDA consent above', true, { decoy: 'pipeda_consent', name: 'pipeda_consent' });
  f.y += c.f.checkbox(LEFT, f.y, 'Send me updates about financing products (optional)', r.chance(0.3), { decoy: 'marketing_optin', name: 'marketing_optin' }) + 6;
  for (let i = 0; i < m.owners.length; i++) esign(c, i, 'fl');
}

// ---- layout 4: BrightLedger, the review page of a broker portal ----------------------------------------------------
function brightledger(c: Ctx): void {
  const f = c.f, m = c.m, r = c.rng, t = f.theme;
  f.onNewPage = () => {
    f.text('brightledger', LEFT, 30, { size: 15, font: 'Helvetica-Bold', color: t.accent });
    f.text(`Broker: ${m.rep.name}  ·  ${m.rep.phone}`, LEFT, 34, { size: 7.5, color: t.help, width: RIGHT - LEFT, align: 'right', role: { decoy: 'broker_rep', name: 'broker_rep' } });
    f.doc.moveTo(LEFT, 52).lineTo(RIGHT, 52).lineWidth(0.5).stroke('#e4e4e7');
    f.y = 62;
  };
  f.newPage();
  progress(c, 4, 4, ['Business', 'Owners', 'Documents', 'Review'], 'pills');
  f.text('Review your application', LEFT, f.y, { size: 16, font: 'Helvetica-Bold' });
  f.y += 20;
  f.text('Check each answer. Use Edit to change a section before you submit.', LEFT, f.y, { size: 8, color: t.help });
  f.y += 16;
  const card = (title: string) => {
    f.need(70);
    f.text(title, LEFT, f.y, { size: 10.5, font: 'Helvetica-Bold' });
    f.text('Edit', LEFT, f.y + 1, { size: 8, color: t.accent, width: RIGHT - LEFT, align: 'right' });
    f.y += 16;
  };
  card('Business');
  row(c, [inp(c, 'Legal name', c.legal(), {}, 1.4), sel(c, 'Entity', c.entity())]);
  const dba = c.dba();
  const same = m.dbaShow === 'same' && r.chance(0.6);
  if (same) {
    row(c, [{ w: 1, draw: (x, y, w) => c.f.input(x, y, w, 'Doing business as', null, { name: 'dba' }, { placeholder: '' }) },
      { w: 1, draw: (x, y) => { c.f.checkbox(x, y + 16, 'Same as legal name', true, { decoy: 'dba_same', name: 'dba_same' }); return 38; } }]);
  } else row(c, [inp(c, 'Doing business as', dba), { w: 1, draw: (x, y) => { c.f.checkbox(x, y + 16, 'Same as legal name', false, { decoy: 'dba_same', name: 'dba_same' }); return 38; } }]);
  const tax = c.bizTax(), st = c.start(['mdy', 'long', 'mdy2']);
  row(c, [inp(c, tax.label, [tax.text, tax.role]), inp(c, st.label, [st.text, st.role])]);
  row(c, [inp(c, 'What does your business do?', c.industry(), { help: 'Describe your products or services' }, 1.4), inp(c, 'Employees', c.d('employees', String(m.employees)), {}, 0.6)]);
  row(c, [inp(c, 'Business address', c.d('business_address', `${m.street}, ${m.city}`), {}, 2), sel(c, 'State', c.region(r.chance(0.5))), inp(c, 'ZIP', c.d('business_zip', m.zip), {}, 0.7)]);
  card('Funding');
  row(c, [inp(c, 'Requested amount', c.amount(['dollars', 'cents', 'spaced', 'plain'])), inp(c, 'Monthly revenue', c.d('monthly_sales', fmtMoney(m.monthlySales, 'dollars')))]);
  if (m.terms) {
    const freqOpts = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
    row(c, [inp(c, 'Desired payment', c.payment(['dollars', 'cents'])), inp(c, 'Number of payments', c.nPay()), rad(c, 'Payment frequency', freqOpts, freqOpts.indexOf(FREQ_LABEL[m.frequency]!), c.freqRole(), {}, 1.4)], 14, 52);
  }
  if (m.advances.length) {
    card('Current funding positions');
    m.advances.forEach((a, i) => row(c, [inp(c, 'Funder', c.d(`existing_funder_${i}`, a.funder)), inp(c, 'Balance', c.d(`existing_balance_${i}`, fmtMoney(a.balance, 'dollars'))), inp(c, 'Payment', c.d(`existing_payment_${i}`, fmtMoney(a.payment, 'cents')))], 14, 40));
  }
  card('Owners');
  for (let i = 0; i < m.owners.length; i++) {
    f.need(120);
    f.text(`#${i + 1}`, LEFT - 18, f.y + 14, { size: 8, color: t.accent, font: 'Helvetica-Bold' });
    const tx = c.ownerTax(i);
    row(c, [inp(c, 'Name (last, first)', c.name(i, 'lfm'), {}, 1.6), inp(c, 'Title', c.title(i)), inp(c, 'Ownership', c.pct(i, true), {}, 0.7)]);
    const showScore = r.chance(0.5);
    row(c, [inp(c, tx.label, [tx.text, tx.role]), inp(c, 'Birth date', c.dob(i, ['mdy', 'long', 'short'])), inp(c, 'Credit score (self-reported)', showScore ? c.credit(i) : [null, { name: `score_${i}` }])]);
  }
  card('Business bank account');
  row(c, [inp(c, 'Bank', c.d('bank_name', m.bank.name)), inp(c, 'Routing', c.d('bank_routing', m.bank.routing)), inp(c, 'Account', c.d('bank_account', m.bank.account))]);
  card('References');
  row(c, [inp(c, 'Landlord', c.d('landlord_name', m.landlord.name)), inp(c, 'Landlord phone', c.d('landlord_phone', m.landlord.phone))]);
  m.refs.forEach((rf, i) => row(c, [inp(c, `Trade reference ${i + 1}`, c.d(`trade_ref_${i}`, rf.name)), inp(c, 'Phone', c.d(`trade_ref_phone_${i}`, rf.phone))]));
  f.need(120);
  authorization(c, 'Electronic signatures below have the same effect as ink signatures.');
  for (let i = 0; i < m.owners.length; i++) esign(c, i, 'lfm');
  f.need(30);
  f.doc.roundedRect(RIGHT - 130, f.y, 130, 24, 12).fill(t.accent);
  f.text('Submit application', RIGHT - 130, f.y + 8, { size: 9, font: 'Helvetica-Bold', color: '#ffffff', width: 130, align: 'center' });
}

const LAYOUTS: Record<string, { country: 'US' | 'CA'; maxOwners: number; draw: (c: Ctx) => void }> = {
  lumenbridge_wizard: { country: 'US', maxOwners: 3, draw: lumenbridge },
  northpeak_iso_portal: { country: 'US', maxOwners: 4, draw: northpeak },
  harbourline_ca_steps: { country: 'CA', maxOwners: 3, draw: harbourline },
  brightledger_review: { country: 'US', maxOwners: 4, draw: brightledger },
};

export async function generateIndependent259(layout: string, seed: number, opts: { style: Style; scan: boolean | 'phone' }): Promise<Generated259> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  const root = new Rng(`independent259:${layout}:${seed}`);
  const m = makeMerchant(root.fork('merchant'), L.country, L.maxOwners);
  const b = BROKERS[layout]!;
  const form = new Form(opts.style, THEMES[layout]!, root.fork(`jitter:${opts.style}`), b.title);
  const c = new Ctx(form, m, root.fork('layout'));
  c.layout = layout;
  L.draw(c);
  browserChrome(c, layout);
  const pages = form.doc.bufferedPageRange().count;
  let pdf = await form.finish();
  // Owners not printed would be dropped; every layout prints all owners, so the truth keeps them all.
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: c.truth, broker: b.name, pages, country: L.country, style: opts.style, scan: opts.scan, locations: form.placed, decoys: form.decoys };
}

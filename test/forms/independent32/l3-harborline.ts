// Harborline Capital Group: a template sent through an e-signature platform. Field names are the platform's tab ids
// ("Text 4f2a91c0"), radio groups export "1".."6", EIN and SSNs are nine-cell combs, labels sit in shaded cells to the
// left of their values, two owners side by side, broker (ISO) and current advances as decoys; values in Courier.
import type { Rng } from '../../statements/generator/prng.ts';
import { authText, bizTaxPaths, dba, entityPick, industryPaths, logo, ownerTaxComb, signature, type LayoutDef } from './common.ts';
import type { Deal } from './deal.ts';
import { date, einText, FREQ_LABEL, money, nameText, namePaths, pct } from './fmt.ts';
import type { Kind, Sheet } from './kit.ts';
import { para, put, type Cell } from './rows.ts';

const X = 36, W = 540, NAVY = '#1e2a4a', SHADE = '#e6ebf3', H = 17;

function bar(s: Sheet, title: string, y: number): number {
  s.rect(X, y, W, 13, { fill: NAVY });
  s.text(title, X + 5, y + 3.2, { font: 'Helvetica-Bold', size: 7.5, color: '#ffffff' });
  return y + 13;
}

/** One table row: [label width, cell] pairs; the label cell shaded, the value cell white. */
function pairs(s: Sheet, y: number, list: [number, Cell][], h = H): number {
  let x = X;
  for (const [lw, c] of list) {
    s.rect(x, y, lw, h, { fill: SHADE, stroke: '#9aa5b8', lw: 0.4 });
    s.text(c.label, x + 3, y + (h - 6.5) / 2, { size: 6.5, font: 'Helvetica-Bold', color: '#1f2937', w: lw - 5 });
    s.rect(x + lw, y, c.w, h, { stroke: '#9aa5b8', lw: 0.4 });
    put(s, c, x + lw + 1, y + 1, c.w - 2, h - 2);
    x += lw + c.w;
  }
  return y + h;
}

const ENTITIES = [['LLC', ['llc']], ['Corporation', ['corp']], ['S-Corp', ['scorp']], ['Partnership', ['partnership']],
  ['Sole Prop.', ['sole']]] as const;

function entity(s: Sheet, d: Deal, y: number): number {
  const e = entityPick(d, ENTITIES);
  s.rect(X, y, 110, H, { fill: SHADE, stroke: '#9aa5b8', lw: 0.4 });
  s.text('Entity Type', X + 3, y + 5, { size: 6.5, font: 'Helvetica-Bold' });
  s.rect(X + 110, y, W - 110, H, { stroke: '#9aa5b8', lw: 0.4 });
  const items = [...ENTITIES.map(([l], i) => ({ label: l, state: String(i + 1), x: X + 116 + i * 60, y: y + 4 })),
    { label: 'Other:', state: '6', x: X + 116 + 5 * 60, y: y + 4 }];
  s.radio('entity', items, e.index < 0 ? '6' : String(e.index + 1), { s: 8.5, mark: 'check', ...(e.index >= 0 ? { paths: { type_of_entity: e.id } } : {}) });
  put(s, { label: '', w: 80, name: 'other', value: e.other, ...(e.index < 0 ? { paths: { type_of_entity: e.id } } : {}) }, X + 116 + 5 * 60 + 36, y + 2, W - 116 - 5 * 60 - 40, H - 4);
  s.line(X + 116 + 5 * 60 + 36, y + H - 3, X + W - 4, y + H - 3, 0.4);
  return y + H;
}

function business(s: Sheet, d: Deal, r: Rng, y: number): number {
  const b = dba(d, r), ein = d.taxType === 'EIN';
  y = pairs(s, y, [[110, { label: 'Legal Name of Business', w: W - 110, name: 'legal', value: d.legal, paths: { legal_name: d.legal } }]]);
  y = pairs(s, y, [[110, { label: 'Doing Business As', w: 220, name: 'dba', value: b.value, ...(b.paths ? { paths: b.paths } : {}) }],
    [80, { label: 'Business Phone', w: 130, name: 'phone', value: d.phone }]]);
  y = pairs(s, y, [[110, { label: 'Street Address', w: W - 110, name: 'street', value: d.addr.street }]]);
  y = pairs(s, y, [[110, { label: 'City', w: 180, name: 'city', value: d.addr.city }], [40, { label: 'State', w: 60, name: 'state', value: d.addr.state,
    paths: { state_region: d.addr.state } }], [40, { label: 'Zip', w: 110, name: 'zip', value: d.addr.zip }]]);
  y = pairs(s, y, [[110, { label: 'Federal EIN', w: 150, name: 'ein', value: ein ? d.taxId : '', comb: 9, ...(ein ? { paths: bizTaxPaths(d) } : {}) }],
    [110, { label: 'SSN / ITIN (sole prop.)', w: 170, name: 'bssn', value: ein ? '' : d.taxId, comb: 9, ...(ein ? {} : { paths: bizTaxPaths(d) }) }]]);
  y = pairs(s, y, [[110, { label: 'Date Business Started', w: 120, name: 'start', value: date(d.start, 'mdy'), paths: { business_start_date: d.start }, format: 'mm/dd/yyyy' }],
    [100, { label: 'Industry / Business Type', w: 210, name: 'industry', value: d.trade.text, paths: industryPaths(d) }]]);
  y = entity(s, d, y);
  return pairs(s, y, [[110, { label: 'Business Email', w: 220, name: 'email', value: d.email }], [80, { label: 'Website', w: 130, name: 'web', value: d.website }]]);
}

function funding(s: Sheet, d: Deal, r: Rng, y: number): number {
  const m = r.pick(['cents', 'dollar'] as const);
  y = pairs(s, y, [[110, { label: 'Requested Amount', w: 120, name: 'amount', value: money(d.amount, m), paths: { requested_amount: d.amount } }],
    [100, { label: 'Number of Payments', w: 60, name: 'npay', value: String(d.nPay), paths: { number_of_payments: d.nPay } }],
    [90, { label: 'Payment Amount', w: 60, name: 'pmt', value: money(d.payment, 'cents'), paths: { requested_payment: d.payment } }]]);
  s.rect(X, y, 110, H, { fill: SHADE, stroke: '#9aa5b8', lw: 0.4 });
  s.text('Payment Frequency', X + 3, y + 5, { size: 6.5, font: 'Helvetica-Bold' });
  s.rect(X + 110, y, W - 110, H, { stroke: '#9aa5b8', lw: 0.4 });
  const freqs = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  s.radio('freq', freqs.map((f, i) => ({ label: FREQ_LABEL[f]!, state: String(i + 1), x: X + 116 + i * 80, y: y + 4 })), String(freqs.indexOf(d.freq) + 1),
    { s: 8.5, mark: 'check', paths: { payment_frequency: d.freq } });
  return y + H;
}

type OwnerCell = Omit<Cell, 'label' | 'w' | 'name'>;

/** Owners side by side: a shaded label, then one value cell per owner. */
function owners(s: Sheet, d: Deal, r: Rng, y: number): number {
  const style = r.pick(['full', 'plain'] as const), cw = (W - 110) / 2;
  const row = (label: string, name: string, g: (o: Deal['owners'][number], i: number) => OwnerCell) => {
    s.rect(X, y, 110, H, { fill: SHADE, stroke: '#9aa5b8', lw: 0.4 });
    s.text(label, X + 3, y + 5, { size: 6.5, font: 'Helvetica-Bold', color: '#1f2937' });
    [0, 1].forEach((i) => {
      const o = d.owners[i];
      s.rect(X + 110 + i * cw, y, cw, H, { stroke: '#9aa5b8', lw: 0.4 });
      put(s, { label: '', w: cw, name: `${name}${i + 1}`, ...(o ? g(o, i) : { value: '' }) }, X + 111 + i * cw, y + 1, cw - 2, H - 2);
    });
    y += H;
  };
  s.text('OWNER 1', X + 116, y + 2, { font: 'Helvetica-Bold', size: 6.5 });
  s.text('OWNER 2', X + 116 + cw, y + 2, { font: 'Helvetica-Bold', size: 6.5 });
  y += 11;
  row('Full Name', 'name', (o, i) => ({ value: nameText(o, style), paths: namePaths(i, o) }));
  row('Title', 'title', (o, i) => ({ value: o.title, paths: { [`${i}.role`]: o.title } }));
  row('Ownership %', 'pct', (o, i) => ({ value: pct(o.pct, true), paths: { [`${i}.ownership`]: o.pct } }));
  row('SSN', 'ssn', (o, i) => { const t = ownerTaxComb(i, o); return { value: t.value, comb: 9, ...(t.paths ? { paths: t.paths } : {}) }; });
  row('Date of Birth', 'dob', (o, i) => ({ value: date(o.dob, 'mdy'), paths: { [`${i}.date_of_birth`]: o.dob } }));
  row('Home Address', 'home', (o) => ({ value: o.home.street, decoy: 'owner_home' }));
  row('City, State, Zip', 'hcity', (o) => ({ value: `${o.home.city}, ${o.home.state} ${o.home.zip}`, decoy: 'owner_home_city' }));
  row('Mobile Phone', 'mobile', (o) => ({ value: o.phone }));
  return y;
}

function decoys(s: Sheet, d: Deal, y: number): number {
  y = pairs(s, y, [[110, { label: 'ISO / Broker Company', w: 200, name: 'iso', value: d.rep.company, decoy: 'iso_company' }],
    [80, { label: 'ISO Rep', w: 150, name: 'rep', value: `${d.rep.first} ${d.rep.last}`, decoy: 'iso_rep' }]]);
  y = pairs(s, y, [[110, { label: 'ISO Tax ID', w: 90, name: 'isoein', value: einText(d.rep.ein, true), decoy: 'iso_ein' }],
    [50, { label: 'Rep Phone', w: 110, name: 'repphone', value: d.rep.phone, decoy: 'iso_phone' }],
    [50, { label: 'Rep Email', w: 130, name: 'repemail', value: d.rep.email }]]);
  y = bar(s, '5. CURRENT ADVANCES / LOANS (IF ANY)', y + 6);
  for (let i = 0; i < 2; i++) {
    const f = d.funders[i];
    y = pairs(s, y, [[110, { label: `Funder ${i + 1}`, w: 150, name: 'funder', value: f?.name ?? '', ...(f ? { decoy: 'funder' } : {}) }],
      [60, { label: 'Balance', w: 90, name: 'bal', value: f ? money(f.balance, 'cents') : '', ...(f ? { decoy: 'funder_balance' } : {}) }],
      [50, { label: 'Payment', w: 80, name: 'fpay', value: f ? `${money(f.payment, 'cents')} ${f.freq}` : '', ...(f ? { decoy: 'funder_payment' } : {}) }]], 15);
  }
  return y;
}

function render(s: Sheet, d: Deal, r: Rng): void {
  const hex = (n: number) => r.alnum(n, '0123456789ABCDEF');
  const envelope = `Docusign Envelope ID: ${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
  if (s.style !== 'handwritten') s.text(envelope, X, 16, { size: 6.5, color: '#555555' });
  s.rect(X, 28, 170, 38, { fill: NAVY });
  logo(s, 'ring', X + 8, 36, '#7dd3fc');
  s.text('HARBORLINE', X + 36, 36, { font: 'Helvetica-Bold', size: 13, color: '#ffffff' });
  s.text('CAPITAL GROUP', X + 36, 51, { size: 8, color: '#cbd5e1' });
  s.text('SMALL BUSINESS FUNDING APPLICATION', X + 190, 36, { font: 'Helvetica-Bold', size: 12, color: NAVY });
  s.text('Complete every field. Incomplete applications delay funding decisions.', X + 190, 52, { size: 7, color: '#4b5563' });
  let y = business(s, d, r, bar(s, '1. BUSINESS PROFILE', 74));
  y = funding(s, d, r, bar(s, '2. FUNDING REQUEST', y + 6));
  y = owners(s, d, r, bar(s, '3. OWNERSHIP (ALL OWNERS OF 20% OR MORE)', y + 6));
  y = decoys(s, d, bar(s, '4. REFERRING ISO', y + 6));
  y = bar(s, '6. AUTHORIZATION & SIGNATURE', y + 6) + 4;
  y += para(s, authText('Harborline Capital Group', 'US'), X, y, W, 5.8) + 6;
  y = pairs(s, y, [[70, { label: 'Signature', w: 170, name: 'sig', value: '' }], [60, { label: 'Date Signed', w: 80, name: 'signed', value: date(d.signed, 'mdy') }],
    [50, { label: 'Print Name', w: 110, name: 'print', value: d.owners[0] ? nameText(d.owners[0], 'plain') : '' }]], 26);
  signature(s, r, X + 80, y - 4, 150);
}

function hexNamer(r: Rng): (hint: string, kind: Kind) => string {
  const base = { text: 'Text', check: 'Checkbox', radio: 'Radio Group', combo: 'Dropdown' };
  return (_h, kind) => `${base[kind]} ${r.alnum(8, '0123456789abcdef')}`;
}

export const HARBORLINE: LayoutDef = {
  name: 'harborline_esign', country: 'US', maxOwners: 2,
  look: (r) => ({ font: 'Courier', size: 9.5, hand: r.pick(['kalam', 'patrick'] as const), handSize: 11, ink: r.pick(['#1b2f7a', '#202020']),
    producer: 'Docusign PDF Generator', creator: 'Harborline Capital Group', title: 'HCG Funding Application', namer: hexNamer(r.fork('names')) }),
  render,
};

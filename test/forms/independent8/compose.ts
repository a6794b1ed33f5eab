// Draws one broker's form for one merchant, section by section, and writes its truth from what it printed.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { type Cell, checkRow, row, title, words, WIDTH, X0 } from './cells.ts';
import type { Layout } from './layouts.ts';
import { dateText, iso, type Merchant, money, type Owner, ownerName } from './merchant.ts';
import type { Sheet } from './sheet.ts';

interface Ctx { s: Sheet; l: Layout; m: Merchant; rng: Rng; y: number; page: number }
const FREQ: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

function ensure(c: Ctx, h: number): void {
  if (c.y + h < 750) return;
  c.s.newPage();
  c.page++;
  c.y = 36;
  // The second page repeats the business in its header, as many two-page forms do.
  c.s.label(`${c.l.broker} - Application (continued)   Page ${c.page}`, X0, c.y, { size: 8, font: 'Helvetica-Oblique' });
  c.s.label('Business:', X0 + 300, c.y, { size: 8 });
  c.s.value('hdr_legal', c.m.legal, X0 + 340, c.y - 4, 200, 14, { size: 8 });
  c.y += 22;
}
function cells(c: Ctx, list: Cell[]): void {
  ensure(c, 32);
  c.y += row(c.s, c.l.look, list.map((x) => ({ ...x, align: c.l.right ? 'right' : x.align })), c.y) + 3;
}
function head(c: Ctx, text: string): void {
  ensure(c, 60);
  c.y += title(c.s, text, c.y, c.l.titles, c.l.color) + 3;
}

function header(c: Ctx): void {
  const { s, l } = c;
  s.label(l.broker, X0, 32, { size: 17, font: l.look === 'underline' ? 'Times-Bold' : 'Helvetica-Bold', color: l.color });
  s.label(l.country === 'CA' ? 'Business Financing Application - Canada' : 'Merchant Cash Advance Application', X0, 53, { size: 9 });
  s.label(`ISO Rep:`, X0 + 360, 34, { size: 7.5 });
  s.decoy('iso_rep', c.m.decoys.rep!, X0 + 395, 30, 140, 14, { size: 8 });
  if (l.qr) {
    s.box(X0 + 480, 46, 52, 52, { width: 1 });
    for (let i = 0; i < 36; i++) if (c.rng.chance(0.5)) s.box(X0 + 484 + (i % 6) * 7.3, 50 + Math.floor(i / 6) * 7.3, 7, 7, { fill: 'black', stroke: 'none' });
    s.label('Scan to upload docs', X0 + 472, 100, { size: 5.5 });
  }
  if (l.watermark) {
    s.doc.save().rotate(-35, { origin: [306, 420] }).fillOpacity(0.08);
    s.label(l.watermark, 90, 400, { size: 80, font: 'Helvetica-Bold', color: '#000000' });
    s.doc.restore();
  }
  c.y = l.qr ? 108 : 72;
}

function business(c: Ctx): void {
  const { l, m } = c;
  const L = l.l;
  head(c, c.l.country === 'CA' ? 'Business Information' : 'Business Information / Company Profile');
  cells(c, [{ label: L.legal!, text: m.legal, w: 3, name: 'legal_name' }, { label: L.dba!, text: m.dba, w: 3, name: 'dba' }]);
  cells(c, [{ label: L.addr!, text: m.street, w: 3, name: 'street' }, { label: 'City', text: m.city, w: 1.6, name: 'city' },
    { label: L.state!, text: m.region, w: 0.9, name: 'state' }, { label: L.zip!, text: m.postal, w: 1.1, name: 'zip' }]);
  const start = l.years ? `${2026 - m.start[0]} yrs` : dateText(m.start, l.dateForm);
  cells(c, [{ label: L.tax!, text: m.taxPrinted, w: 2, name: 'tax_id' }, { label: L.start!, text: start, w: 1.6, name: 'start' },
    { label: 'Business Phone', text: m.phone, w: 1.5, name: 'phone', decoy: true }]);
  const ind: Cell = { label: L.industry!, text: m.industryText, w: 2, name: 'industry' };
  const inc: Cell = { label: L.inc!, text: m.incState, w: 1.7, name: 'inc_state', decoy: true };
  const email: Cell = { label: 'Email', text: m.email, w: 2, name: 'email', decoy: true };
  if (l.entityFree) {
    cells(c, [ind, { label: L.entity!, text: m.entityLabel, w: 1.5, name: 'entity' }, inc]);
    cells(c, [email, { label: 'Website', text: m.email.replace('office@', 'www.'), w: 2, name: 'web', decoy: true }]);
  } else {
    cells(c, [ind, email, inc]);
    const opts = l.country === 'CA' ? ['Corporation', 'Partnership', 'Sole Proprietorship'] : ['Sole Proprietor', 'Partnership', 'Corporation', 'S-Corp', 'LLC', 'Non-Profit'];
    const checked = l.country === 'CA' && m.entityLabel === 'Sole Proprietor' ? 'Sole Proprietorship' : m.entityLabel;
    ensure(c, 22);
    c.y += checkRow(c.s, { label: L.entity! + ':', options: opts, checked, mark: l.mark, name: 'entity' }, c.y, l.boxedChecks) + 3;
  }
}

function premises(c: Ctx): void {
  const rent = c.rng.chance(0.6);
  ensure(c, 48);
  c.y += checkRow(c.s, { label: 'Business Location:', options: ['Own', 'Rent'], checked: rent ? 'Rent' : 'Own', mark: c.l.mark, name: 'premises' }, c.y, c.l.boxedChecks) + 3;
  if (rent) cells(c, [{ label: 'Landlord / Mortgage Co.', text: c.m.decoys.landlord!, w: 2, name: 'landlord', decoy: true },
    { label: 'Landlord Phone', text: c.m.decoys.landlordPhone!, w: 1.3, name: 'landlord_phone', decoy: true }]);
}

function funding(c: Ctx): void {
  const { l, m } = c;
  head(c, 'Funding Request');
  const figure = money(m.amount, c.rng.chance(0.5));
  if (l.words) {
    cells(c, [{ label: l.l.amount! + ' (in words)', text: `${words(m.amount)} Dollars`, w: 3, name: 'amount_words' },
      { label: '(figures)', text: figure, w: 1.2, name: 'amount' }]);
  } else {
    const list: Cell[] = [{ label: l.l.amount!, text: figure, w: 1.4, name: 'amount' }];
    if (l.payment) list.push({ label: 'Payment Amount', text: money(m.payment, true), w: 1.2, name: 'payment' }, { label: 'No. of Payments', text: String(m.payments), w: 1, name: 'payments' });
    list.push({ label: 'Use of Funds', text: c.rng.pick(['Inventory', 'Payroll', 'Equipment', 'Expansion']), w: 1.5, name: 'use', decoy: true });
    cells(c, list);
  }
  if (l.payment) {
    ensure(c, 22);
    c.y += checkRow(c.s, { label: 'Payment Frequency:', options: Object.values(FREQ), checked: FREQ[m.frequency]!, mark: l.mark, name: 'freq' }, c.y, l.boxedChecks) + 3;
  }
}

function ownerCells(c: Ctx, o: Owner, i: number): Cell[][] {
  const L = c.l.l;
  const n = `owner${i + 1}_`;
  const first: Cell[] = [{ label: L.name!, text: ownerName(o, c.l.nameForm), w: 2.2, name: n + 'name' }, { label: L.title!, text: o.title, w: 1.2, name: n + 'title' },
    { label: L.pct!, text: `${o.pct}%`, w: 0.8, name: n + 'pct' }];
  const second: Cell[] = [{ label: L.ssn!, text: o.taxPrinted, w: 1.3, name: n + 'ssn' }, { label: L.dob!, text: dateText(o.dob, c.l.dobForm), w: 1.2, name: n + 'dob' }];
  if (o.score !== null) second.push({ label: L.score!, text: String(o.score), w: 0.8, name: n + 'score' });
  second.push({ label: 'Home Address', text: o.home, w: 2, name: n + 'home', decoy: true });
  return [first, second];
}

function owners(c: Ctx): void {
  if (c.l.twoPages) ensure(c, 1000);
  head(c, c.l.country === 'CA' ? 'Owner / Principal Information' : 'Owners / Officers (20% or more)');
  c.m.owners.forEach((o, i) => {
    const [a, b] = ownerCells(c, o, i);
    // A table packs each owner into one row; blocks give each owner two rows and a small caption.
    if (c.l.ownersAs === 'table') cells(c, [...a!, ...b!.map((x) => ({ ...x, w: x.w * 0.8 }))]);
    else {
      ensure(c, 70);
      c.s.label(`Owner ${i + 1}`, X0, c.y, { size: 7, font: 'Helvetica-Oblique' });
      c.y += 10;
      cells(c, a!);
      cells(c, b!);
    }
  });
}

function decoys(c: Ctx): void {
  const d = c.m.decoys;
  head(c, 'Bank / References / Existing Advances');
  cells(c, [{ label: 'Bank Name', text: d.bank!, w: 2, name: 'bank', decoy: true }, { label: 'Routing #', text: d.routing!, w: 1.2, name: 'routing', decoy: true },
    { label: 'Account #', text: d.account!, w: 1.4, name: 'account', decoy: true }]);
  cells(c, [{ label: 'Trade Reference', text: d.ref1!, w: 2, name: 'ref1', decoy: true }, { label: 'Phone', text: d.ref1Phone!, w: 1.2, name: 'ref1_phone', decoy: true }]);
  cells(c, [{ label: 'Current Funder', text: d.funder!, w: 2, name: 'funder', decoy: true }, { label: 'Balance', text: d.balance!, w: 1.2, name: 'balance', decoy: true }]);
}

function consent(c: Ctx): void {
  ensure(c, 80);
  const text = c.l.country === 'CA'
    ? 'By signing, each owner consents under PIPEDA to the collection and use of personal information, including credit reports, to assess this application.'
    : 'Each undersigned authorizes the broker and its funding partners to obtain credit reports and verify the information in this application.';
  c.s.label(text, X0, c.y + 4, { size: 6.5, width: WIDTH });
  c.y += 30;
  c.s.rule(X0, c.y + 14, X0 + 230, c.y + 14);
  c.s.label('Signature', X0, c.y + 17, { size: 6.5 });
  c.s.rule(X0 + 300, c.y + 14, X0 + 440, c.y + 14);
  c.s.label('Date', X0 + 300, c.y + 17, { size: 6.5 });
  c.y += 30;
}

export function draw(s: Sheet, l: Layout, m: Merchant, seed: string): void {
  const c: Ctx = { s, l, m, rng: new Rng(seed + ':draw'), y: 0, page: 1 };
  if (l.valueFont) s.valueFont = l.valueFont;
  header(c);
  business(c);
  premises(c);
  funding(c);
  owners(c);
  decoys(c);
  consent(c);
}

function applicant(o: Owner, l: Layout): TruthApplicant {
  return { first_name: o.first, last_name: o.last, role: o.title, ownership: o.pct, credit_score: o.score, tax_id: o.taxTruth,
    tax_id_type: o.taxType, tax_id_country: l.country, date_of_birth: iso(o.dob) };
}

/** The truth of what draw() printed, by applications.md. */
export function truthOf(l: Layout, m: Merchant): TruthApplication {
  return { trade_name: m.dbaTruth === m.legal ? null : m.dbaTruth, legal_name: m.legal, type_of_entity: m.entityId, industry: m.industryId,
    business_tax_id: m.taxTruth, business_tax_id_country: m.country, business_tax_id_type: m.taxType, state_region: m.region,
    country: m.country === 'CA' ? 'Canada' : 'United States', requested_amount: m.amount, requested_payment: l.payment ? m.payment : null,
    number_of_payments: l.payment ? m.payments : null, payment_frequency: l.payment ? m.frequency : null,
    business_start_date: l.years ? null : iso(m.start), applicants: m.owners.map((o) => applicant(o, l)) };
}

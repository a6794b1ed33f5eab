// Layout northway_ca (Canada): Northway Business Capital's two-page landscape application, stored as portrait pages
// with /Rotate 90 or 270 (as a landscape form saved by a scanner or a print driver). Page 1: the business, the
// request, existing financing and banking; page 2: a wide table of principals, trade references, PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import { checks, row, section, signature, type Cell } from './cells.ts';
import { ENTITY_TEXT_CA, fmtDate, fmtMoney, PROVINCE_NAMES, type DateFmt, type MoneyFmt } from './data.ts';
import type { Merchant } from './model.ts';
import type { Pen, Turn } from './pen.ts';
import { bizTax, dbaText, FREQ_LABEL, homeLine, money, ownerDob, ownerName, ownerPct, ownerRole, ownerScore, ownerTax } from './parts.ts';

const W = 792, H = 612;
const RED = '#8c1d1d';

function header(pen: Pen, m: Merchant, page: number): void {
  pen.doc.rect(28, 16, 26, 26).fillColor(RED).fill();
  pen.label('N', 34, 20, 18, 'Helvetica-Bold', '#ffffff');
  pen.label('NORTHWAY BUSINESS CAPITAL', 62, 17, 13, 'Helvetica-Bold', RED);
  pen.label('Business Financing Application  /  Demande de financement d\'entreprise', 62, 33, 8, 'Helvetica', '#444444');
  pen.label(`Page ${page} of 2`, W - 80, 20, 7);
  if (page === 1) {
    pen.label('Submitting broker / Courtier:', 470, 34, 6.5);
    pen.decoy('broker', `${m.iso.company} - ${m.iso.rep}`, 562, 28, 200, 12, 7.5);
  }
  pen.rule(28, 48, W - 56, RED);
}

export function northway(pen: Pen, m: Merchant, rng: Rng): void {
  const r = rng.fork('northway');
  const turn = r.pick<Turn>([90, 270]);
  const dateF = r.pick<DateFmt>(['iso', 'long', 'dmy_long', 'mon']);
  const moneyF = r.pick<MoneyFmt>(['cad', 'plain', 'space', 'cents']);
  const look = r.pick(['line', 'boxed'] as const);
  const h = look === 'line' ? 30 : 31;

  pen.begin(W, H, turn, turn);
  header(pen, m, 1);
  const L = 28, LW = 366;
  let y = 58;
  section(pen, L, y, LW, '1. BUSINESS INFORMATION / RENSEIGNEMENTS SUR L\'ENTREPRISE', RED); y += 16;
  row(pen, look, L, y, h, [{ label: 'Legal Name of Business', w: LW, key: 'legal_name', text: m.legal, truth: { legal_name: m.legal } }]); y += h;
  const [dba, dbaT] = dbaText(r, m);
  row(pen, look, L, y, h, [{ label: 'Operating Name (O/A)', w: LW, key: 'dba', text: dba, truth: dbaT }]); y += h;
  const [bn, bnT] = bizTax(r, m);
  const entText = r.pick(ENTITY_TEXT_CA[m.entity]!);
  row(pen, look, L, y, h, [{ label: 'Business Number (BN)', w: 196, key: 'bn', text: bn, truth: bnT },
    { label: 'Type of Entity', w: 170, key: 'entity', text: entText, truth: { type_of_entity: m.entity } }]); y += h;
  row(pen, look, L, y, h, [{ label: 'Date of Incorporation / Start', w: 196, key: 'start', text: fmtDate(m.start, dateF), truth: { business_start_date: m.start } },
    { label: 'Jurisdiction', w: 170, key: 'jurisdiction', text: m.entity === 'sole_proprietorship' ? null : r.chance(0.3) ? 'Federal (CBCA)' : PROVINCE_NAMES[m.incState] ?? m.incState, decoy: true }]); y += h;
  row(pen, look, L, y, h, [{ label: 'Street Address', w: LW, key: 'street', text: m.addr.street, decoy: true }]); y += h;
  const prov = r.chance(0.3) ? PROVINCE_NAMES[m.addr.st]! : m.addr.st;
  row(pen, look, L, y, h, [{ label: 'City', w: 170, key: 'city', text: m.addr.city, decoy: true },
    { label: 'Province', w: 110, key: 'province', text: prov, truth: { state_region: m.addr.st } }, { label: 'Postal Code', w: 86, key: 'postal', text: m.addr.zip, decoy: true }]); y += h;
  row(pen, look, L, y, h, [{ label: 'Telephone', w: 150, key: 'phone', text: m.phone, decoy: true }, { label: 'Email', w: 216, key: 'email', text: m.email, decoy: true }]); y += h;
  row(pen, look, L, y, h, [{ label: 'Nature of Business', w: 260, key: 'industry', text: m.industryText, truth: { industry: m.industry } },
    { label: 'Employees', w: 106, key: 'employees', text: String(m.employees), decoy: true }]); y += h + 4;
  pen.label('Premises:', L, y + 1, 7, 'Helvetica-Bold');
  checks(pen, [{ key: 'owned', label: 'Owned', checked: !m.rent }, { key: 'leased', label: 'Leased', checked: m.rent }], L + 44, y, 46, 2);
  y += 14;
  row(pen, look, L, y, h, [{ label: 'Landlord / Property Manager', w: 240, key: 'landlord', text: m.rent ? m.landlord : null, decoy: true },
    { label: 'Phone', w: 126, key: 'landlord_ph', text: m.rent ? m.landlordPhone : null, decoy: true }]);

  const R = 412, RW = 352;
  let ry = 58;
  section(pen, R, ry, RW, '2. FINANCING REQUEST / DEMANDE', RED); ry += 16;
  const [amt, amtT] = money(m.amount, moneyF, 'requested_amount');
  row(pen, look, R, ry, h, [{ label: 'Amount Requested (CAD)', w: 170, key: 'amount', text: amt, truth: amtT },
    { label: 'Use of Proceeds', w: 182, key: 'use', text: m.use, decoy: true }]); ry += h + 4;
  const terms = r.chance(0.75);
  pen.label('Payment Frequency:', R, ry + 1, 7, 'Helvetica-Bold');
  checks(pen, Object.entries(FREQ_LABEL).map(([id, label]) => ({ key: `freq_${id}`, label, checked: terms && id === m.frequency,
    truth: terms && id === m.frequency ? { payment_frequency: id } : {} })), R + 80, ry, 64, 4, { group: 'Frequency', radio: true, mark: 'check' });
  ry += 12;
  const [pay, payT] = money(m.payment, moneyF === 'cad' ? 'cad' : 'cents', 'requested_payment');
  row(pen, look, R, ry, h, [{ label: 'Number of Payments', w: 150, key: 'n_payments', text: terms ? String(m.payments) : null, truth: { number_of_payments: m.payments } },
    { label: 'Estimated Payment', w: 202, key: 'payment', text: terms && r.chance(0.8) ? pay : null, truth: payT }]); ry += h + 8;
  section(pen, R, ry, RW, '3. EXISTING FINANCING / MCA POSITIONS', RED); ry += 14;
  const tcol: Cell[] = [{ label: 'Funder / Lender', w: 170, key: 'h1', text: null }, { label: 'Balance', w: 91, key: 'h2', text: null }, { label: 'Payment', w: 91, key: 'h3', text: null }];
  let tx = R;
  for (const c of tcol) { pen.label(c.label, tx + 2, ry + 1, 6.5, 'Helvetica-Bold'); tx += c.w; }
  ry += 10;
  for (let i = 0; i < 3; i++) {
    const a = m.advances[i];
    row(pen, 'table', R, ry, 19, [{ label: '', w: 170, key: `adv${i}`, text: a?.funder ?? null, decoy: true, size: 8 },
      { label: '', w: 91, key: `adv${i}_bal`, text: a ? fmtMoney(a.balance, moneyF) : null, decoy: true, size: 8 },
      { label: '', w: 91, key: `adv${i}_pay`, text: a ? fmtMoney(a.payment, moneyF) : null, decoy: true, size: 8 }]);
    ry += 19;
  }
  ry += 8;
  section(pen, R, ry, RW, '4. BANKING / RENSEIGNEMENTS BANCAIRES', RED); ry += 16;
  row(pen, look, R, ry, h, [{ label: 'Financial Institution', w: 352, key: 'bank', text: m.bank.name, decoy: true }]); ry += h;
  row(pen, look, R, ry, h, [{ label: 'Transit #', w: 100, key: 'transit', text: m.bank.transit!, decoy: true },
    { label: 'Institution #', w: 100, key: 'inst', text: m.bank.institution!, decoy: true }, { label: 'Account #', w: 152, key: 'account', text: m.bank.account, decoy: true }]); ry += h;
  row(pen, look, R, ry, h, [{ label: 'Average Monthly Deposits', w: 352, key: 'deposits', text: fmtMoney(m.monthlySales, moneyF), decoy: true }]);

  principals(pen, m, r, dateF);
}

function principals(pen: Pen, m: Merchant, r: Rng, dateF: DateFmt): void {
  const turn = pen.plans[0]!.theta;
  pen.begin(W, H, turn, turn);
  header(pen, m, 2);
  let y = 58;
  section(pen, 28, y, W - 56, '5. PRINCIPALS / OWNERS (each owner of 20% or more) / PROPRIÉTAIRES', RED); y += 15;
  const cols: [string, number][] = [['Full Name', 140], ['Title', 88], ['% Owned', 46], ['SIN / NAS', 84], ['Date of Birth', 78], ['Home Address', 238], ['Credit Score', 62]];
  let x = 28;
  for (const [label, w] of cols) { pen.label(label, x + 2, y + 2, 6.5, 'Helvetica-Bold'); x += w; }
  y += 11;
  const rows = Math.max(3, m.owners.length);
  for (let i = 0; i < rows; i++) {
    const o = m.owners[i];
    const q = r.fork(`p${i}`);
    const nm = o ? ownerName(q, o, i) : [null, {}] as const, role = o ? ownerRole(o, i) : [null, {}] as const, pct = o ? ownerPct(q, o, i) : [null, {}] as const;
    const sin = o && !q.chance(0.1) ? ownerTax(q, o, i, 0.3) : [null, {}] as const, dob = o ? ownerDob(o, i, dateF) : [null, {}] as const;
    const sc = o ? ownerScore(o, i) : [null, {}] as const;
    const vals: [string | null, Record<string, unknown>, boolean][] = [[nm[0], nm[1], false], [role[0], role[1], false], [pct[0], pct[1], false],
      [sin[0], sin[1], false], [dob[0], dob[1], false], [o ? homeLine(o) : null, {}, true], [sc[0], sc[1], false]];
    row(pen, 'table', 28, y, 24, vals.map(([text, truth, decoy], k) => ({ label: '', w: cols[k]![1], key: `p${i}_${k}`, text, truth, decoy, size: k === 5 ? 7 : 8 })));
    y += 24;
  }
  y += 14;
  section(pen, 28, y, W - 56, '6. TRADE REFERENCES / RÉFÉRENCES COMMERCIALES', RED); y += 15;
  for (let i = 0; i < 3; i++) {
    const t = m.refs[i];
    row(pen, 'table', 28, y, 22, [{ label: '', w: 300, key: `ref${i}`, text: t?.name ?? null, decoy: true, size: 8 },
      { label: '', w: 220, key: `ref${i}_c`, text: t?.contact ?? null, decoy: true, size: 8 }, { label: '', w: 216, key: `ref${i}_ph`, text: t?.phone ?? null, decoy: true, size: 8 }]);
    y += 22;
  }
  y += 14;
  section(pen, 28, y, W - 56, '7. CONSENT / CONSENTEMENT', RED); y += 16;
  pen.para('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each undersigned principal consents to Northway Business '
    + 'Capital and its funding partners collecting, using and disclosing the personal information in this application, including obtaining credit reports from '
    + 'Equifax Canada and TransUnion Canada, to assess this request for financing and to verify the information provided. The undersigned certify that the '
    + 'information above is true and complete. This consent remains in effect for the duration of any financing provided.', 28, y, W - 56, 7);
  const sy = H - 40;
  for (let i = 0; i < Math.min(3, m.owners.length); i++) {
    const x = 28 + i * 250;
    pen.rule(x, sy, 150); pen.label('Signature of Principal', x, sy + 3, 6);
    signature(pen, x, sy, 150, 5 + i * 4 + m.owners[i]!.pct);
    pen.rule(x + 160, sy, 70); pen.label('Date', x + 160, sy + 3, 6);
    pen.decoy(`sign_date${i}`, fmtDate(`2026-01-${String(r.int(5, 28)).padStart(2, '0')}`, dateF), x + 160, sy - 13, 80, 12, 7.5);
  }
}

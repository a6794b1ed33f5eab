// Glasswing Capital: a minimal three-column grid of rounded boxes, US or Canadian. Labels are cut into pieces at odd
// places (each piece its own object), values are drawn one character per object in reverse order, and the page is
// written column by column (left to right, top to bottom in each column). Owners stand side by side (A, B, C), so
// their rows interleave. Blank boxes hold the template's samples in white; some filled ones have a clipped-away
// old value underneath.
import { amount, bizTax, countryOf, credit, dba, dob, entity, freq, industry, legal, moneyText, ownerName, payment, pct, personalTax,
  plain, region, role, start, count, type Printed } from './fields.ts';
import type { Op } from './sheet.ts';
import { counter, type Ctx, type LayoutDef } from './layout.ts';

const L = 36, R = 576, CW = 180, TEAL = '#0f7c80';

function build({ d, r, s }: Ctx) {
  const { biz, req, decoys } = d;
  const ca = biz.country === 'CA';
  const name = counter('f_', 3);
  s.newPage();
  const box = (col: number, y: number, span: number, label: string, p: Printed, o: { white?: string; clip?: string } = {}) => {
    const x = L + col * CW, w = span * CW - 8;
    s.label(label, x + 1, y, { size: 7, fx: 'pieces', spread: true, color: '#6b7b7b' });
    s.furniture((dd) => dd.save().lineWidth(0.5).roundedRect(x, y + 3, w, 16, 4).stroke('#a9bcbc').restore());
    if (o.white && !p.text && s.draw !== 'fillable') s.hide(o.white, x + 5, y + 14.5, 'white', { size: 9 });
    if (o.clip) s.hide(o.clip, x + 5, y + 14.5, 'clipped', { size: 9 });
    s.value(p.text, x + 5, y + 14.5, { fields: p.fields, acro: name(), w: w - 10, fx: 'reversed', size: 9 });
  };
  const bar = (y: number, t: string) => {
    s.rect(L, y - 11, R - L, 15, { fill: '#eef2f2' });
    s.label(t, L + 6, y, { size: 9, font: 'Helvetica-Bold', color: TEAL, fx: 'pieces', spread: true });
  };

  s.label('glasswing', L, 50, { size: 26, font: 'Times-Italic', color: TEAL });
  s.label('CAPITAL', L + 112, 50, { size: 9, font: 'Helvetica-Bold', color: '#333333', fx: 'pieces' });
  s.label(ca ? 'Merchant Intake Form (Canada)' : 'Merchant Intake Form', R, 42, { size: 10, align: 'right', font: 'Helvetica-Bold' });
  s.label('Ref #', R - 90, 58, { size: 7.5, color: '#6b7b7b' });
  s.value(`GW-${r.digits(6)}`, R - 66, 58, { acro: name(), w: 66, size: 8 });

  bar(96, 'The business');
  box(0, 112, 2, 'Legal name', legal(biz), { clip: 'Glasswing Demo Merchant Inc.' });
  box(2, 112, 1, 'Operating as (DBA)', dba(biz, r.pick(['', 'SAME'] as const)), { white: 'Demo DBA' });
  box(0, 142, 1, ca ? 'Legal structure' : 'Entity type', entity(biz));
  box(1, 142, 1, 'Industry', industry(biz));
  box(2, 142, 1, ca ? 'Business Number (BN) & program acct' : 'Federal Tax ID (EIN)', bizTax(biz, true), { clip: ca ? '000000000 RT0001' : '000000000' });
  box(0, 172, 2, 'Street address', plain(biz.addr.street));
  box(2, 172, 1, 'City', plain(biz.addr.city));
  box(0, 202, 1, ca ? 'Province' : 'State', region(biz, r.chance(0.3)));
  box(1, 202, 1, ca ? 'Postal code' : 'ZIP', plain(biz.addr.postal));
  box(2, 202, 1, 'Business inception', r.chance(0.85) ? start(biz, r.pick(['short', 'iso'] as const)) : plain(''), { white: 'Jan 01 2015' });
  Object.assign(s.derived, countryOf(biz));
  box(0, 232, 1, 'Phone', plain(biz.phone));
  box(1, 232, 1, 'Email', plain(biz.email));
  box(2, 232, 1, 'Website', plain(biz.website ?? ''), { white: 'www.example.com' });

  bar(276, 'The request');
  const showPay = r.chance(0.6), showCount = r.chance(0.6), showFreq = r.chance(0.8);
  box(0, 292, 1, 'Capital requested', amount(d, ca ? r.pick(['cad', 'cents'] as const) : r.pick(['dollar', 'cents'] as const)));
  box(1, 292, 1, 'Est. remittance', showPay ? payment(d, 'cents') : plain(''), { white: '$0.00' });
  box(2, 292, 1, 'Remittance cadence', showFreq ? freq(d) : plain(''), { white: 'Daily' });
  box(0, 322, 1, 'Term (remittances)', showCount ? count(d) : plain(''));
  box(1, 322, 2, 'Use of funds', plain(req.use));

  bar(366, 'The owners');
  const owners = d.owners.slice(0, 3);
  const nameFmt = r.pick(['last-first', 'first-last'] as const);
  [0, 1, 2].forEach((i) => s.label(`Owner ${'ABC'[i]}`, L + i * CW + 1, 380, { size: 8, font: 'Helvetica-Bold', color: TEAL }));
  const rows: [string, (i: number) => Printed, string?][] = [
    ['Name', (i) => ownerName(owners[i]!, i, nameFmt)],
    ['Title', (i) => role(owners[i]!, i)],
    ['Ownership', (i) => pct(owners[i]!, i, true), '33%'],
    [ca ? 'SIN' : 'SSN', (i) => personalTax(owners[i]!, i, 'X')],
    ['Date of birth', (i) => dob(owners[i]!, i, ca ? 'iso' : r.pick(['mdy', 'short'] as const))],
    [ca ? 'Credit score (Beacon)' : 'Credit score', (i) => credit(owners[i]!, i), '700'],
    ['Home address', (i) => plain(`${owners[i]!.home.street}, ${owners[i]!.home.city} ${owners[i]!.home.region}`)],
  ];
  rows.forEach(([label, get, white], k) => {
    for (let i = 0; i < 3; i++) box(i, 396 + k * 30, 1, label, owners[i] ? get(i) : plain(''), white && owners[i] ? { white } : {});
  });

  bar(614, 'Banking & referral');
  box(0, 630, 1, 'Bank', plain(decoys.bank.name));
  box(1, 630, 1, ca ? 'Transit / institution' : 'Routing number', plain(ca ? `${decoys.bank.transit} / ${decoys.bank.routing}` : decoys.bank.routing));
  box(2, 630, 1, 'Account number', plain(decoys.bank.account));
  box(0, 660, 1, 'Existing advance balance', plain(decoys.funders.length ? moneyText(decoys.funders[0]!.balance, 'dollar') : ''));
  box(1, 660, 2, 'Referred by (ISO / agent)', plain(`${decoys.iso.company}, ${decoys.iso.name}`));
  s.para(ca ? 'The signatories consent under PIPEDA to Glasswing Capital collecting and using the information above and obtaining credit '
    + 'bureau reports to evaluate this request.' : 'The signatories authorize Glasswing Capital to obtain credit reports and verify the '
    + 'information above, and certify that it is complete and accurate.', L, 694, R - L, 7);
  s.rule(L, 744, L + 220, 744, 0.6); s.label('Signature', L, 753, { size: 7, fx: 'pieces', color: '#6b7b7b' });
  s.rule(L + 260, 744, L + 380, 744, 0.6); s.label('Date', L + 260, 753, { size: 7, fx: 'pieces', color: '#6b7b7b' });
  // Column by column: left to right, then top to bottom within a column.
  return (ops: Op[]) => ops.sort((a, b) => Math.floor((a.x - L) / CW) - Math.floor((b.x - L) / CW) || a.y - b.y || a.x - b.x || a.seq - b.seq);
}

export const GLASSWING: LayoutDef = {
  name: 'glasswing', broker: 'Glasswing Capital', look: 'minimal three-column rounded boxes, teal accents, owners side by side',
  country: (r) => (r.chance(0.3) ? 'CA' : 'US'), maxOwners: 3, sheet: { hand: 'kalam', producer: 'QuickForms Cloud Export 2.0' }, build,
};

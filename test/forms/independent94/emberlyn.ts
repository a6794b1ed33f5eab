// Emberlyn Business Capital: two columns (company profile | request and primary owner) over full-width tables. Labels
// are stretched (Tz 122 plus letter spacing); values are drawn word by word, and every text object on the page is
// written in a shuffled order. The template's old sample text is still there under white boxes and in invisible
// render mode. The request is one sentence ("30 Weekly payments of $1,234.56") that gives several fields.
import { amount, bizTax, cityLine, countryOf, credit, dateText, dba, dob, entity, FREQ_LABEL, industry, legal, moneyText, ownerName, pct,
  personalTax, plain, role, start, type Printed } from './fields.ts';
import { ORDER } from './sheet.ts';
import { counter, type Ctx, type LayoutDef } from './layout.ts';

const L = 36, R = 576, MID = 306, OR = '#c4561d';

function build({ d, r, s }: Ctx) {
  const { biz, req, decoys } = d;
  const acro = counter('form1[0].#subform[0].TextField', 0);
  const name = () => `${acro()}[0]`;
  s.newPage();
  const field = (x: number, y: number, w: number, label: string, p: Printed, o: { covered?: string; invisible?: string } = {}) => {
    s.label(label.toUpperCase(), x, y, { size: 6.2, fx: 'wide', color: OR });
    s.rule(x, y + 17, x + w - 10, y + 17, 0.4, '#bbbbbb');
    if (o.covered && !p.text) s.hide(o.covered, x + 2, y + 13, 'covered', { size: 9.5 });
    if (o.invisible) s.hide(o.invisible, x + 2, y + 13, 'invisible', { size: 9.5 });
    s.value(p.text, x + 2, y + 13, { fields: p.fields, acro: name(), w: w - 14, fx: 'words', spread: true, size: 9.5 });
  };
  const heading = (x: number, y: number, w: number, t: string) => {
    s.label(t, x, y, { size: 9, font: 'Helvetica-Bold', fx: 'wide' });
    s.rule(x, y + 4, x + w, y + 4, 1.4, OR);
  };

  s.label('emberlyn', L, 52, { size: 26, font: 'Helvetica-Bold', color: OR });
  s.label('BUSINESS CAPITAL', L + 2, 66, { size: 7.5, fx: 'wide', color: '#444444' });
  s.label('Application for Business Funding', R, 50, { size: 11, align: 'right' });
  s.label('Please complete every section. Incomplete applications delay funding.', R, 64, { size: 7, align: 'right', color: '#666666' });

  heading(L, 96, MID - L - 14, 'COMPANY PROFILE');
  let y = 110;
  const left = (label: string, p: Printed, o: { covered?: string; invisible?: string } = {}) => { field(L, y, MID - L - 4, label, p, o); y += 27; };
  left('Registered Business Name', legal(biz), { invisible: 'Emberlyn Sample Co.' });
  left('Trading As', dba(biz, r.pick(['', 'SAME'] as const)), { covered: 'SAMPLE HOLDINGS LLC' });
  left('Company Structure', entity(biz));
  left('Industry', industry(biz));
  left('Employer Identification No.', bizTax(biz));
  left('Founded', r.chance(0.85) ? start(biz, r.pick(['long', 'short'] as const)) : plain(''), { covered: 'January 1, 2000' });
  left('Street Address', plain(biz.addr.street));
  left('City, State, ZIP', cityLine(biz));
  Object.assign(s.derived, countryOf(biz));
  left('Website', plain(biz.website ?? ''));

  heading(MID + 10, 96, R - MID - 10, 'FUNDING REQUEST');
  const rx = MID + 10, rw = R - MID - 10;
  field(rx, 110, rw, 'Funding Amount', amount(d, r.pick(['plain', 'spaced'] as const)), { invisible: '25,000.00' });
  const plan = r.weighted([['full', 5], ['freq', 3], ['none', 2]] as const);
  const pay: Printed = plan === 'full'
    ? { text: `${req.count} ${FREQ_LABEL[req.freq]} payments of ${moneyText(req.payment, 'cents')}`,
      fields: { number_of_payments: req.count, payment_frequency: req.freq, requested_payment: req.payment } }
    : plan === 'freq' ? { text: FREQ_LABEL[req.freq], fields: { payment_frequency: req.freq } } : plain('');
  field(rx, 137, rw, 'Payment Plan', pay, { covered: 'Daily payments of $0.00' });
  field(rx, 164, rw, 'Purpose', plain(req.use));

  heading(rx, 206, rw, 'PRIMARY OWNER');
  const o0 = d.owners[0]!;
  const half = (rw - 4) / 2;
  field(rx, 220, rw, 'Owner Name', ownerName(o0, 0, r.pick(['first-last', 'last-first'] as const)));
  field(rx, 247, half, 'Title', role(o0, 0));
  field(rx + half, 247, half, 'Ownership', pct(o0, 0, true));
  field(rx, 274, half, 'SSN', personalTax(o0, 0, 'X'));
  field(rx + half, 274, half, 'Date of Birth', dob(o0, 0, 'long'));
  field(rx, 301, half, 'Self-reported FICO', credit(o0, 0));
  field(rx + half, 301, half, 'Mobile', plain(o0.phone));
  field(rx, 328, rw, 'Home Address', plain(`${o0.home.street}, ${o0.home.city}, ${o0.home.region}`));

  heading(L, 378, R - L, 'ADDITIONAL OWNERS');
  const cols: [number, string, number][] = [[L, 'Name', 150], [L + 150, 'Title', 100], [L + 250, 'Ownership', 60], [L + 310, 'SSN', 90],
    [L + 400, 'Date of Birth', 80], [L + 480, 'FICO', 60]];
  cols.forEach(([x, h]) => s.label(h.toUpperCase(), x, 394, { size: 6.2, fx: 'wide', color: OR }));
  for (let i = 1; i < 3; i++) {
    const o = d.owners[i], yy = 410 + (i - 1) * 18;
    s.rule(L, yy + 4, R, yy + 4, 0.3, '#cccccc');
    const ps: Printed[] = o ? [ownerName(o, i, 'first-last'), role(o, i), pct(o, i, true), personalTax(o, i, 'X'), dob(o, i, 'mdy'), credit(o, i)]
      : cols.map(() => plain(''));
    cols.forEach(([x, , w], k) => s.value(ps[k]!.text, x + 1, yy, { fields: ps[k]!.fields, acro: name(), w: w - 6, fx: 'words', spread: true, size: 9 }));
  }

  heading(L, 470, R - L, 'EXISTING FINANCING & BANKING');
  const f = decoys.funders;
  field(L, 484, 270, 'Current Funders', plain(f.map((x) => x.name).join(', ') || 'None'));
  field(L + 270, 484, 135, 'Total Balance', plain(f.length ? moneyText(f.reduce((a, x) => a + x.balance, 0), 'dollar') : ''));
  field(L + 405, 484, 135, 'Avg. Monthly Deposits', plain(moneyText(decoys.monthlySales, 'dollar')));
  field(L, 511, 200, 'Bank', plain(decoys.bank.name));
  field(L + 200, 511, 170, 'Routing Number', plain(decoys.bank.routing));
  field(L + 370, 511, 170, 'Account Number', plain(decoys.bank.account));

  heading(L, 560, R - L, 'AUTHORIZATION');
  s.para('Each owner signing below authorizes Emberlyn Business Capital, its affiliates and funding partners to obtain business and '
    + 'personal credit reports and to contact the financial institutions, landlord and references of the business, and confirms that '
    + 'the statements made in this application are true.', L, 570, R - L, 7);
  s.rule(L, 640, L + 240, 640); s.label('OWNER SIGNATURE', L, 649, { size: 6.2, fx: 'wide', color: OR });
  s.rule(L + 280, 640, L + 400, 640); s.label('DATE', L + 280, 649, { size: 6.2, fx: 'wide', color: OR });
  s.value(dateText(`2026-0${r.int(1, 3)}-${String(r.int(10, 28))}`, 'mdy'), L + 284, 636, { acro: name(), w: 110, size: 9 });
  s.rect(L, 680, R - L, 50, { stroke: '#dddddd', fill: '#faf3ee' });
  s.label('REFERRED BY', L + 8, 694, { size: 6.2, fx: 'wide', color: OR });
  s.value(`${decoys.iso.company} — ${decoys.iso.name}, ${decoys.iso.phone}, ${decoys.iso.email}`, L + 8, 712, { acro: name(), w: 520, size: 8.5 });
  return ORDER.shuffle(r.fork('stream'));
}

export const EMBERLYN: LayoutDef = {
  name: 'emberlyn', broker: 'Emberlyn Business Capital', look: 'two columns, stretched orange labels over hairlines, request as one sentence',
  country: () => 'US', maxOwners: 3, sheet: { hand: 'kalam', producer: 'Adobe LiveCycle Designer ES 8.2 (repaired)' }, build,
};

// Bramblegate Funding Co.: a green header band with white (visible) lettering, then "label ______" lines. Labels are
// horizontally condensed (Tz 72), every value is drawn one text object per character, and the page is written from
// the bottom up (signatures first, business name last). The template's sample values are still there in white on
// white in the fields the merchant left blank.
import { amount, bizTax, countryOf, credit, dba, dob, entity, freq, industry, legal, moneyText, ownerName, payment, pct, personalTax,
  plain, role, start, count, FREQ_LABEL, type Printed } from './fields.ts';
import { ORDER } from './sheet.ts';
import { counter, type Ctx, type LayoutDef } from './layout.ts';

const L = 36, R = 576, GREEN = '#1f5e3b';

function build({ d, r, s }: Ctx) {
  const { biz, req, decoys } = d;
  const name = counter('Text');
  s.newPage();
  /** `Label ______value______`; a blank line may still hold the template's sample, white on white. */
  const line = (x: number, y: number, w: number, label: string, p: Printed, sample?: string) => {
    const end = s.label(label, x, y, { size: 8.5, fx: 'scaled', font: 'Helvetica-Bold', color: '#222222' });
    s.rule(end + 3, y + 2.5, x + w - 8, y + 2.5, 0.5, '#555555');
    if (!p.text && sample && s.draw !== 'fillable') s.hide(sample, end + 8, y, 'white', { size: 9.5 });
    s.value(p.text, end + 7, y, { fields: p.fields, acro: name(), w: x + w - end - 18, fx: 'chars', size: 9.5 });
  };
  const section = (y: number, t: string) => {
    s.rect(L, y - 10, R - L, 14, { fill: '#e3efe7' });
    s.label(t, L + 6, y, { size: 8.5, font: 'Helvetica-Bold', color: GREEN, fx: 'scaled' });
  };

  s.rect(L, 28, R - L, 52, { fill: GREEN });
  s.label('BRAMBLEGATE FUNDING CO.', L + 14, 56, { size: 19, font: 'Helvetica-Bold', color: '#ffffff' });
  s.label('Small Business Advance Application', L + 14, 71, { size: 9, color: '#ffffff' });
  s.label('apps@bramblegate-funding.example  |  Fax (866) 555-0142', R - 12, 71, { size: 7.5, color: '#ffffff', align: 'right' });

  section(100, 'BUSINESS INFORMATION');
  line(L, 122, 540, 'Legal Business Name', legal(biz));
  const dbaP = dba(biz, r.pick(['', '', 'N/A'] as const));
  line(L, 144, 300, 'DBA', dbaP, 'Your Trade Name Here');
  line(L + 300, 144, 240, 'Entity Type', entity(biz));
  line(L, 166, 540, 'Business Address', { text: `${biz.addr.street}, ${biz.addr.city}, ${biz.addr.region} ${biz.addr.postal}`, fields: { state_region: biz.addr.region } });
  Object.assign(s.derived, countryOf(biz));
  line(L, 188, 200, 'Tax ID (EIN/SSN)', bizTax(biz));
  const years = r.chance(0.35);
  if (years) line(L + 200, 188, 170, 'Years in Business', plain(String(2026 - Number(biz.start.slice(0, 4)))));
  else line(L + 200, 188, 170, 'Business Start Date', start(biz, r.pick(['mdy', 'mdy2'] as const)));
  line(L + 370, 188, 170, 'Phone', plain(biz.phone));
  line(L, 210, 300, 'Type of Business', industry(biz));
  line(L + 300, 210, 240, 'Email', plain(biz.email));

  section(236, 'FUNDING REQUEST');
  const showFreq = r.chance(0.8), showPay = r.chance(0.5), showCount = r.chance(0.5);
  line(L, 258, 200, 'Amount Requested', amount(d, 'cents'));
  line(L + 200, 258, 170, 'Payment Frequency', showFreq ? freq(d) : plain(''), 'Daily');
  line(L + 370, 258, 170, 'Payment Amt', showPay ? payment(d, 'dollar') : plain(''), '$0.00');
  line(L, 280, 200, 'No. of Payments', showCount ? count(d) : plain(''), '120');
  line(L + 200, 280, 340, 'Use of Proceeds', plain(req.use));

  section(306, 'OWNER / GUARANTOR INFORMATION');
  let y = 328;
  d.owners.forEach((o, i) => {
    s.label(`Owner ${i + 1}`, L, y, { size: 8, font: 'Helvetica-BoldOblique', color: GREEN });
    line(L + 48, y, 272, 'Name', ownerName(o, i, 'first-last'));
    line(L + 320, y, 130, 'Title', role(o, i));
    line(L + 450, y, 90, '% Owned', pct(o, i, true), '50%');
    line(L + 48, y + 20, 172, 'SSN', personalTax(o, i, r.pick(['X', '*'] as const)));
    line(L + 220, y + 20, 150, 'Date of Birth', r.chance(0.9) ? dob(o, i, 'mdy') : plain(''), '01/01/1970');
    line(L + 370, y + 20, 170, 'Credit Score', credit(o, i), '720');
    line(L + 48, y + 40, 342, 'Home Address', plain(`${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`));
    line(L + 390, y + 40, 150, 'Cell', plain(o.phone));
    y += 62;
  });

  y += 6;
  section(y, 'EXISTING ADVANCES / LOANS');
  const cols = [L + 6, L + 220, L + 330, L + 440];
  ['Funder', 'Balance', 'Payment', 'Frequency'].forEach((h, k) => s.label(h, cols[k]!, y + 18, { size: 7.5, fx: 'scaled', font: 'Helvetica-Bold' }));
  for (let k = 0; k < 2; k++) {
    const f = decoys.funders[k], yy = y + 34 + k * 16;
    s.rule(L, yy + 3, R, yy + 3, 0.3, '#999999');
    s.value(f?.name ?? '', cols[0]!, yy, { acro: name(), w: 200, fx: 'chars', size: 8.5 });
    s.value(f ? moneyText(f.balance, 'dollar') : '', cols[1]!, yy, { acro: name(), w: 100, fx: 'chars', size: 8.5 });
    s.value(f ? moneyText(f.payment, 'dollar') : '', cols[2]!, yy, { acro: name(), w: 100, fx: 'chars', size: 8.5 });
    s.value(f ? FREQ_LABEL[f.freq] : '', cols[3]!, yy, { acro: name(), w: 90, fx: 'chars', size: 8.5 });
  }
  y += 76;
  section(y, 'BANK & TRADE REFERENCES');
  line(L, y + 22, 230, 'Bank', plain(decoys.bank.name));
  line(L + 230, y + 22, 150, 'Routing #', plain(decoys.bank.routing));
  line(L + 380, y + 22, 160, 'Account #', plain(decoys.bank.account));
  decoys.refs.forEach((ref, k) => {
    line(L, y + 44 + k * 20, 330, `Reference ${k + 1}`, plain(`${ref.company} (${ref.contact})`));
    line(L + 330, y + 44 + k * 20, 210, 'Phone', plain(ref.phone));
  });
  y += 96;
  s.para('I/We certify the above is true and authorize Bramblegate Funding Co. and its assigns to obtain credit reports and verify '
    + 'all information, including with the bank and references listed. A photocopy or fax of this authorization is as valid as the original.', L, y, R - L, 6.5);
  s.rule(L, y + 48, L + 230, y + 48, 0.6); s.label('Owner Signature', L, y + 57, { size: 7, fx: 'scaled' });
  s.rule(L + 260, y + 48, L + 360, y + 48, 0.6); s.label('Date', L + 260, y + 57, { size: 7, fx: 'scaled' });
  const iso = s.label('Submitted by:', L, 772, { size: 7, color: '#555555', fx: 'scaled' });
  s.value(`${decoys.iso.name}, ${decoys.iso.company}  ${decoys.iso.phone}`, iso + 4, 772, { acro: name(), w: 300, size: 7, fx: 'chars' });
  return ORDER.bottomUp;
}

export const BRAMBLEGATE: LayoutDef = {
  name: 'bramblegate', broker: 'Bramblegate Funding Co.', look: 'green header band, label-underline lines, condensed bold labels',
  country: () => 'US', maxOwners: 3, sheet: { hand: 'patrick', producer: 'PDFAssemble Pro 5.0.1' }, build,
};

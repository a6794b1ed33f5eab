// Foxmoor Funding Solutions: a two-page form with navy section bars, inline "Label [____]" boxes and checkbox rows for
// entity type and payment frequency. Every label character is its own text object and each line is written right to
// left (values before their labels); page 2's owners are written last owner first. An invisible X sits in a box that
// is not checked, and white-on-white samples fill some blank lines.
import { amount, bizTax, countryOf, dob, FREQ_LABEL, industry, legal, moneyText, payment, pct, personalTax, plain, region, role,
  start, count, dba, ap, type Printed } from './fields.ts';
import type { Op } from './sheet.ts';
import type { Ctx, LayoutDef } from './layout.ts';

const L = 36, R = 576, NAVY = '#1c2e4a';
const ENTITY_BOXES: [string, string][] = [['sole_proprietorship', 'Sole Proprietor'], ['general_partnership', 'Partnership'],
  ['c_corporation', 'Corporation'], ['llc', 'LLC'], ['s_corporation', 'S-Corp']];

function build({ d, r, s }: Ctx) {
  const { biz, req, decoys } = d;
  let owner = 0;
  /** `Label [value]`: the label one object per character, the box from the label's end to x + w. */
  const inline = (x: number, y: number, w: number, label: string, p: Printed, acro: string, white?: string) => {
    const end = s.label(label, x, y, { size: 7.5, fx: 'chars', spread: true, order: -owner });
    s.rect(end + 3, y - 10, x + w - end - 9, 14, { stroke: '#8a94a6', lw: 0.5 });
    if (white && !p.text && s.draw !== 'fillable') s.hide(white, end + 6, y, 'white', { size: 9 });
    s.value(p.text, end + 6, y, { fields: p.fields, acro, w: x + w - end - 14, fx: 'words', size: 9, order: -owner });
  };
  const bar = (y: number, t: string) => {
    s.rect(L, y - 11, R - L, 15, { fill: NAVY });
    s.label(t, L + 6, y, { size: 8.5, font: 'Helvetica-Bold', color: '#ffffff', fx: 'chars', spread: true, order: -owner });
  };
  const boxes = (x: number, y: number, opts: [string, string][], chosen: string | null, field: string | null, acro: string, decoyX: boolean) => {
    const free = opts.filter(([id]) => id !== chosen);
    const ghost = decoyX ? r.pick(free)[0] : null;
    for (const [id, label] of opts) {
      s.check(x, y - 8, 9, { checked: id === chosen, label, acro: `${acro}_${label.replace(/\W/g, '')}`, fields: field ? { [field]: id } : {} });
      if (id === ghost) s.hide('X', x + 1.6, y - 0.3, 'invisible', { font: 'Helvetica-Bold', size: 8.5 });
      x = s.label(label, x + 12, y, { size: 8, fx: 'chars', spread: true }) + 12;
    }
    return x;
  };
  const header = (page: number) => {
    s.label('FOXMOOR', L, 46, { size: 20, font: 'Helvetica-Bold', color: NAVY });
    s.label('FUNDING SOLUTIONS', L + 1, 58, { size: 7, fx: 'chars', spread: true, color: '#b35a1f' });
    s.label(`Business Cash Advance Application  ·  Page ${page} of 2`, R, 50, { size: 8.5, align: 'right' });
    s.rule(L, 66, R, 66, 2, NAVY);
  };

  s.newPage();
  header(1);
  bar(88, 'SECTION A  -  BUSINESS INFORMATION');
  inline(L, 110, 540, 'Business Legal Name', legal(biz), 'p1_LegalName');
  inline(L, 130, 320, 'DBA', dba(biz, r.pick(['', 'N/A'] as const)), 'p1_DBA');
  inline(L + 320, 130, 220, 'Business Phone', plain(biz.phone), 'p1_Phone');
  inline(L, 150, 250, 'Federal Tax ID', bizTax(biz), 'p1_TaxID');
  inline(L + 250, 150, 290, 'Business Start Date', r.chance(0.85) ? start(biz, r.pick(['mdy2', 'mdy'] as const)) : plain(''), 'p1_StartDate');
  inline(L, 170, 260, 'Physical Address', plain(biz.addr.street), 'p1_Street');
  inline(L + 260, 170, 130, 'City', plain(biz.addr.city), 'p1_City');
  inline(L + 390, 170, 60, 'State', region(biz), 'p1_State');
  inline(L + 450, 170, 90, 'Zip', plain(biz.addr.postal), 'p1_Zip');
  Object.assign(s.derived, countryOf(biz));
  inline(L, 190, 540, 'Type of Business (describe)', industry(biz), 'p1_Industry');
  const ent = biz.entity!;
  const hit = ENTITY_BOXES.some(([id]) => id === ent.id);
  s.label('Entity:', L, 212, { size: 7.5, font: 'Helvetica-Bold', fx: 'chars', spread: true });
  let x = boxes(L + 34, 212, ENTITY_BOXES, hit ? ent.id : null, 'type_of_entity', 'p1_Entity', r.chance(0.7));
  s.check(x, 204, 9, { checked: !hit, label: 'Other', acro: 'p1_Entity_Other' });
  x = s.label('Other:', x + 12, 212, { size: 8, fx: 'chars', spread: true });
  s.rule(x + 3, 214, R, 214, 0.5);
  const ghostOther = r.chance(0.5) ? r.pick(['LLP', 'PLLC', 'L.P.']) : null;
  if (hit && ghostOther && s.draw !== 'fillable') s.hide(ghostOther, x + 6, 212, 'white', { size: 9 });
  s.value(hit ? '' : ent.text, x + 6, 212, { fields: hit ? {} : { type_of_entity: ent.id }, acro: 'p1_EntityOther', w: R - x - 10, size: 9 });
  s.label('Premises:', L, 232, { size: 7.5, font: 'Helvetica-Bold', fx: 'chars', spread: true });
  boxes(L + 44, 232, [['own', 'Own'], ['rent', 'Rent']], biz.own ? 'own' : 'rent', null, 'p1_Premises', false);
  inline(L + 150, 232, 250, 'Landlord', plain(biz.own ? '' : decoys.landlord.name), 'p1_Landlord');
  inline(L + 400, 232, 140, 'Phone', plain(biz.own ? '' : decoys.landlord.phone), 'p1_LandlordPhone');

  bar(262, 'SECTION B  -  FUNDING REQUEST');
  const showPay = r.chance(0.6), showCount = r.chance(0.6), showFreq = r.chance(0.85);
  inline(L, 284, 200, 'Amount Requested', amount(d, 'cents'), 'p1_Amount');
  inline(L + 200, 284, 190, 'Requested Payment', showPay ? payment(d, 'cents') : plain(''), 'p1_Payment');
  inline(L + 390, 284, 150, 'No. of Payments', showCount ? count(d) : plain(''), 'p1_Count', '0');
  s.label('Payment Frequency:', L, 306, { size: 7.5, font: 'Helvetica-Bold', fx: 'chars', spread: true });
  boxes(L + 84, 306, (['daily', 'weekly', 'biweekly', 'monthly'] as const).map((f) => [f, FREQ_LABEL[f]]), showFreq ? req.freq : null,
    'payment_frequency', 'p1_Freq', r.chance(0.6));
  inline(L, 326, 540, 'Use of Funds', plain(req.use), 'p1_Use');

  bar(356, 'SECTION C  -  EXISTING ADVANCES / LOANS');
  const cols: [number, string][] = [[L + 4, 'Funder'], [L + 200, 'Balance'], [L + 310, 'Payment'], [L + 420, 'Frequency']];
  cols.forEach(([cx, h]) => s.label(h, cx, 374, { size: 7.5, font: 'Helvetica-Bold', fx: 'chars', spread: true }));
  for (let k = 0; k < 3; k++) {
    const f = decoys.funders[k], yy = 392 + k * 18;
    s.rule(L, yy + 5, R, yy + 5, 0.4, '#8a94a6');
    const vals = f ? [f.name, moneyText(f.balance, 'dollar'), moneyText(f.payment, 'dollar'), FREQ_LABEL[f.freq]] : ['', '', '', ''];
    cols.forEach(([cx], c) => s.value(vals[c]!, cx, yy, { acro: `p1_Adv${k + 1}_${c}`, w: 100, fx: 'words', size: 9 }));
  }
  bar(466, 'SECTION D  -  BANK INFORMATION');
  inline(L, 488, 250, 'Bank Name', plain(decoys.bank.name), 'p1_Bank');
  inline(L + 250, 488, 140, 'Routing', plain(decoys.bank.routing), 'p1_Routing');
  inline(L + 390, 488, 150, 'Account', plain(decoys.bank.account), 'p1_Account');
  s.label('Continued on page 2', R, 760, { size: 7, align: 'right', color: '#666666' });

  s.newPage();
  header(2);
  bar(88, 'SECTION E  -  OWNER / OFFICER INFORMATION');
  d.owners.forEach((o, i) => {
    owner = i + 1;
    const y = 112 + i * 118;
    s.label(`Owner ${i + 1}`, L, y, { size: 9, font: 'Helvetica-Bold', color: NAVY, fx: 'chars', spread: true, order: -owner });
    inline(L, y + 20, 230, 'First Name', { text: o.first, fields: { [ap(i, 'first_name')]: o.first } }, `p2_O${i + 1}_First`);
    inline(L + 230, y + 20, 70, 'MI', plain(o.middle?.[0] ?? ''), `p2_O${i + 1}_MI`);
    inline(L + 300, y + 20, 240, 'Last Name', { text: o.last, fields: { [ap(i, 'last_name')]: o.last } }, `p2_O${i + 1}_Last`);
    inline(L, y + 40, 230, 'Title', role(o, i), `p2_O${i + 1}_Title`);
    inline(L + 230, y + 40, 140, 'Ownership %', pct(o, i, false), `p2_O${i + 1}_Pct`);
    inline(L + 370, y + 40, 170, 'Credit Score (est.)', o.credit === null ? plain('') : { text: String(o.credit), fields: { [ap(i, 'credit_score')]: o.credit } },
      `p2_O${i + 1}_FICO`, '680');
    inline(L, y + 60, 230, 'SSN', personalTax(o, i, 'X'), `p2_O${i + 1}_SSN`);
    inline(L + 230, y + 60, 170, 'Date of Birth', dob(o, i, r.pick(['mdy', 'mdy2'] as const)), `p2_O${i + 1}_DOB`);
    inline(L + 400, y + 60, 140, 'Cell', plain(o.phone), `p2_O${i + 1}_Cell`);
    inline(L, y + 80, 540, 'Home Address', plain(`${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`), `p2_O${i + 1}_Home`);
  });
  owner = 0;
  const y = 112 + d.owners.length * 118;
  bar(y, 'SECTION F  -  TRADE REFERENCES & BROKER');
  decoys.refs.forEach((ref, k) => {
    inline(L, y + 22 + k * 20, 300, `Reference ${k + 1}`, plain(ref.company), `p2_Ref${k + 1}`);
    inline(L + 300, y + 22 + k * 20, 240, 'Phone', plain(ref.phone), `p2_Ref${k + 1}Phone`);
  });
  inline(L, y + 62, 300, 'ISO / Broker', plain(decoys.iso.company), 'p2_ISO');
  inline(L + 300, y + 62, 240, 'Rep', plain(decoys.iso.name), 'p2_ISORep');
  s.para('By signing, each owner certifies the information in this application is accurate and authorizes Foxmoor Funding Solutions '
    + 'and its partners to obtain credit reports and verify the information provided.', L, y + 80, R - L, 7);
  s.rule(L, y + 130, L + 240, y + 130); s.label('Owner Signature', L, y + 139, { size: 7, fx: 'chars', spread: true });
  s.rule(L + 300, y + 130, L + 420, y + 130); s.label('Date', L + 300, y + 139, { size: 7, fx: 'chars', spread: true });
  // Each line right to left, lines top to bottom; owners last first (their keys are negative).
  return (ops: Op[]) => ops.sort((a, b) => a.order - b.order || Math.round(a.y / 6) - Math.round(b.y / 6) || b.x - a.x || a.seq - b.seq);
}

export const FOXMOOR: LayoutDef = {
  name: 'foxmoor', broker: 'Foxmoor Funding Solutions', look: 'two pages, navy bars, inline boxed fields, checkbox rows',
  country: () => 'US', maxOwners: 3, sheet: { hand: 'patrick', producer: 'Foxit PhantomPDF Printer 9.7' }, build,
};

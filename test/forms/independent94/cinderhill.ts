// Cinderhill Merchant Services: a template of grey-hinted boxes ("Business legal name", "XX-XXXXXXX") under small-caps
// labels made of two font sizes. Its filling software whites out each hint and types the value over it in Courier,
// split into pieces at odd places; hints of fields left blank stay visible. Entity type is a checkbox row with
// "Other: ___". The page's text is written section by section from the last section up.
import { amount, bizTax, countryOf, credit, dba, dob, freq, industry, legal, moneyText, ownerName, payment, pct, personalTax, plain,
  region, role, start, count, type Printed } from './fields.ts';
import { ORDER } from './sheet.ts';
import type { Ctx, LayoutDef } from './layout.ts';

const L = 36, R = 576, BH = 16;
const BOXES: [string, string][] = [['c_corporation', 'Corporation'], ['llc', 'LLC'], ['general_partnership', 'Partnership'],
  ['sole_proprietorship', 'Sole Prop.'], ['nonprofit_corporation', 'Non-Profit']];

function build({ d, r, s }: Ctx) {
  const { biz, req, decoys } = d;
  let sec = 0;
  s.newPage();
  const box = (x: number, y: number, w: number, label: string, hint: string, p: Printed, acro: string) => {
    s.label(label, x, y - 3, { size: 7, fx: 'smallcaps', color: '#333333', order: -sec });
    s.rect(x, y, w - 4, BH, { stroke: '#777777', lw: 0.5 });
    s.placeholder(hint, x + 3, y + 11.5, p.text, { fields: p.fields, acro, w: w - 10, fx: 'pieces', size: 9, order: -sec });
  };
  const heading = (y: number, t: string) => {
    sec++;
    s.label(t, L, y, { size: 11, fx: 'smallcaps', font: 'Helvetica-Bold', color: '#3b3b3b', order: -sec });
    s.rule(L, y + 4, R, y + 4, 1.1, '#3b3b3b');
  };

  s.rect(L, 30, 44, 44, { fill: '#3b3b3b' });
  s.label('CMS', L + 22, 57, { size: 13, font: 'Helvetica-Bold', color: '#ffffff', align: 'center' });
  s.label('Cinderhill Merchant Services', L + 54, 48, { size: 16, font: 'Helvetica-Bold', color: '#3b3b3b' });
  s.label('Business Funding Application', L + 54, 64, { size: 9, fx: 'smallcaps', color: '#555555' });
  s.label('Application No.', 430, 46, { size: 7, fx: 'smallcaps' }); s.rule(490, 48, R, 48, 0.5);
  s.label('Date Received', 430, 64, { size: 7, fx: 'smallcaps' }); s.rule(490, 66, R, 66, 0.5);
  s.hide('CMS-000000', 494, 46, 'white', { font: 'Courier', size: 9 });
  s.hide('01/01/2019', 494, 64, 'clipped', { font: 'Courier', size: 9 });

  heading(98, 'Business Profile');
  box(L, 114, 330, 'Legal Business Name', 'Business legal name', legal(biz), 'txtLegalName');
  box(L + 330, 114, 210, 'Doing Business As', 'DBA name (if any)', dba(biz, r.pick(['', 'SAME'] as const)), 'txtDBA');
  box(L, 146, 250, 'Street Address', 'Number and street', plain(biz.addr.street), 'txtStreet');
  box(L + 250, 146, 130, 'City', 'City', plain(biz.addr.city), 'txtCity');
  box(L + 380, 146, 50, 'State', 'ST', region(biz), 'txtState');
  box(L + 430, 146, 110, 'Zip', '00000', plain(biz.addr.postal), 'txtZip');
  Object.assign(s.derived, countryOf(biz));
  box(L, 178, 150, 'Federal Tax ID', 'XX-XXXXXXX', bizTax(biz), 'txtTaxID');
  box(L + 150, 178, 130, 'Date Business Started', 'MM/DD/YYYY', r.chance(0.85) ? start(biz, 'mdy') : plain(''), 'txtStartDate');
  box(L + 280, 178, 260, 'Industry / Type of Business', 'e.g. Retail, Restaurant', industry(biz), 'txtIndustry');

  const ent = biz.entity!;
  const hit = BOXES.find(([id]) => id === ent.id);
  let x = L + s.label('Entity Type:', L, 214, { size: 7.5, fx: 'smallcaps', order: -sec }) - L + 8;
  for (const [id, label] of BOXES) {
    s.check(x, 206, 9, { checked: id === ent.id, label, acro: `chk${label.replace(/\W/g, '')}`, fields: { type_of_entity: id } });
    x = s.label(label, x + 12, 214, { size: 8, order: -sec }) + 12;
  }
  s.check(x, 206, 9, { checked: !hit, label: 'Other', acro: 'chkOther' });
  const end = s.label('Other:', x + 12, 214, { size: 8, order: -sec });
  s.rule(end + 3, 216, R, 216, 0.5);
  s.value(hit ? '' : ent.text, end + 6, 214, { fields: hit ? {} : { type_of_entity: ent.id }, acro: 'txtEntityOther', w: R - end - 10, fx: 'pieces', size: 9 });

  box(L, 240, 150, 'Business Phone', '(000) 000-0000', plain(biz.phone), 'txtPhone');
  box(L + 150, 240, 220, 'Email', 'name@company.com', plain(biz.email), 'txtEmail');
  box(L + 370, 240, 80, '# Employees', '0', plain(String(biz.employees)), 'txtEmployees');
  box(L + 450, 240, 90, 'Monthly Revenue', '$', plain(moneyText(decoys.monthlySales, 'dollar')), 'txtRevenue');

  heading(282, 'Funding Request');
  const showPay = r.chance(0.65), showCount = r.chance(0.65), showFreq = r.chance(0.8);
  box(L, 298, 150, 'Requested Amount', '$0.00', amount(d, r.pick(['dollar', 'cents'] as const)), 'txtAmount');
  box(L + 150, 298, 130, 'Payment Amount', '$0.00', showPay ? payment(d, 'cents') : plain(''), 'txtPayment');
  box(L + 280, 298, 110, 'Term (# of Payments)', '000', showCount ? count(d) : plain(''), 'txtTerm');
  box(L + 390, 298, 150, 'Payment Schedule', 'Daily / Weekly / Monthly', showFreq ? freq(d) : plain(''), 'txtSchedule');
  box(L, 330, 540, 'Purpose of Funds', 'Describe how the funds will be used', plain(req.use), 'txtPurpose');

  heading(372, 'Ownership');
  const cols: [number, string, string][] = [[150, 'Owner Name', 'Full name'], [100, 'Title', 'Title'], [50, 'Own %', '%'],
    [90, 'SSN', 'XXX-XX-XXXX'], [90, 'Date of Birth', 'MM/DD/YYYY'], [60, 'FICO', 'Score']];
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i], y = 388 + i * 34;
    let cx = L;
    const ps: Printed[] = o ? [ownerName(o, i, 'first-last'), role(o, i), pct(o, i, false), personalTax(o, i, r.pick(['X', 'last4'] as const)),
      dob(o, i, 'mdy'), credit(o, i)] : cols.map(() => plain(''));
    cols.forEach(([w, label, hint], k) => { box(cx, y, w, i === 0 ? label : '', hint, ps[k]!, `txtOwner${i + 1}_${label.replace(/\W/g, '')}`); cx += w; });
  }
  d.owners.slice(0, 2).forEach((o, i) => box(L + i * 270, 470, 270, `Owner ${i + 1} Home Address`, 'Street, City, State ZIP',
    plain(`${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`), `txtOwner${i + 1}Home`));

  heading(512, 'Landlord & Trade References');
  box(L, 528, 250, 'Landlord / Mortgage Company', 'Name', plain(biz.own ? '' : decoys.landlord.name), 'txtLandlord');
  box(L + 250, 528, 150, 'Landlord Phone', '(000) 000-0000', plain(biz.own ? '' : decoys.landlord.phone), 'txtLandlordPhone');
  box(L + 400, 528, 140, 'Monthly Rent', '$', plain(biz.own ? '' : moneyText(decoys.landlord.rent, 'dollar')), 'txtRent');
  decoys.refs.forEach((ref, k) => {
    box(L, 560 + k * 30, 250, k ? '' : 'Trade Reference', 'Company', plain(ref.company), `txtRef${k + 1}`);
    box(L + 250, 560 + k * 30, 150, k ? '' : 'Contact', 'Name', plain(ref.contact), `txtRef${k + 1}Contact`);
    box(L + 400, 560 + k * 30, 140, k ? '' : 'Phone', '(000) 000-0000', plain(ref.phone), `txtRef${k + 1}Phone`);
  });

  heading(640, 'Authorization');
  s.para('The undersigned authorizes Cinderhill Merchant Services and the funding sources it presents this application to, to obtain '
    + 'credit reports and to verify the information given, and certifies that it is true and correct.', L, 648, R - L, 6.8);
  s.rule(L, 700, L + 230, 700); s.label('Signature of Owner', L, 709, { size: 7, fx: 'smallcaps', order: -sec });
  s.rule(L + 300, 700, R, 700); s.label('Date', L + 300, 709, { size: 7, fx: 'smallcaps', order: -sec });
  s.rect(L, 726, R - L, 40, { stroke: '#999999', lw: 0.5 });
  s.label('Office Use Only', L + 6, 737, { size: 7, fx: 'smallcaps', color: '#777777', order: -sec });
  s.label('ISO:', L + 6, 755, { size: 7, fx: 'smallcaps', order: -sec });
  s.value(decoys.iso.company, L + 30, 755, { acro: 'txtISO', w: 200, size: 8.5 });
  s.label('Rep:', L + 260, 755, { size: 7, fx: 'smallcaps', order: -sec });
  s.value(`${decoys.iso.name}  ${decoys.iso.phone}`, L + 284, 755, { acro: 'txtISORep', w: 250, size: 8.5 });
  return ORDER.byOrder;
}

export const CINDERHILL: LayoutDef = {
  name: 'cinderhill', broker: 'Cinderhill Merchant Services', look: 'grey-hinted boxes, small-caps labels, Courier fill-in, entity checkboxes',
  country: () => 'US', maxOwners: 2, sheet: { hand: 'kalam', producer: 'eFiller Template Engine 1.9', valueFont: 'Courier' }, build,
};

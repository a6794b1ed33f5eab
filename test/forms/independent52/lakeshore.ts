// Lakeshore Merchant Services: a paper form with a box for each character (tax ID, business start date, owners' SSN
// and date of birth), labels printed under the lines, entity checkboxes with "Other: ____".
import type { Layout } from './index.ts';
import { fmtMoney, fullName } from './merchant.ts';
import type { Pen, Sets } from './pen.ts';
import { businessTax, countryOf, entitiesOf, nameSets, opt, ownerKey, para, signedDate } from './parts.ts';

const L_OPTS = [opt('Corporation', 'c_corporation'), opt('LLC', 'llc'), opt('Partnership', 'general_partnership'), opt('Sole Proprietorship', 'sole_proprietorship'), opt('PLLC', 'pllc')];
const BW = 13, BH = 16;

/** A date in three combs MM / DD / YYYY; one field each when fillable. */
function dateComb(p: Pen, x: number, y: number, iso: string | null, set: Sets): number {
  const [yy, mm, dd] = iso ? iso.split('-') : [null, null, null];
  let cx = p.comb(x, y, BW, BH, 2, mm ?? null);
  p.t('/', cx + 2, y + 4, { size: 9 }); cx = p.comb(cx + 8, y, BW, BH, 2, dd ?? null);
  p.t('/', cx + 2, y + 4, { size: 9 }); cx = p.comb(cx + 8, y, BW, BH, 4, yy ?? null);
  p.t('MM', x + 6, y + BH + 2, { size: 5.5 }); p.t('DD', x + 40, y + BH + 2, { size: 5.5 }); p.t('YYYY', x + 84, y + BH + 2, { size: 5.5 });
  if (iso) p.note(p.style === 'fillable' ? `${mm}${dd}${yy}` : `${mm}/${dd}/${yy}`, set);
  return cx;
}
/** Nine boxes for a tax ID, with the printed hyphens of its kind (none in a fillable comb). */
function taxComb(p: Pen, x: number, y: number, digits: string | null, kind: 'EIN' | 'SSN', set: Sets): void {
  p.comb(x, y, BW, BH, 9, digits, { set, seps: p.style === 'fillable' ? undefined : kind === 'EIN' ? [1] : [2, 4] });
}

export const LAKESHORE: Layout = {
  owners: [1, 2], entities: entitiesOf(L_OPTS), font: 'Helvetica',
  naming: (n, k) => (k === 'check' ? `CheckBox${n}` : k === 'radio' ? `RadioGroup${n}` : `TextField${n}`),
  draw(p, m, r, seed) {
    const B = '#0f4c81';
    const under = (label: string, x: number, y: number, x2: number, text: string | null, set = {}, decoy?: string) => {
      p.line(x, x2, y); p.t(label, x, y + 2, { size: 6.5, color: '#333333' });
      p.fill(x, y, x2 - x, text, { set, decoy });
    };
    const band = (t: string, y: number) => { p.doc.rect(36, y, 540, 13).fillColor(B).fill(); p.t(t, 40, y + 3, { size: 8, font: 'Helvetica-Bold', color: 'white' }); };
    p.t('LAKESHORE', 36, 28, { size: 20, font: 'Helvetica-Bold', color: B }); p.t('MERCHANT SERVICES', 160, 36, { size: 10, font: 'Helvetica', color: B });
    p.t('Business Cash Advance Application', 400, 30, { size: 10, font: 'Helvetica-Bold' });
    p.t('Numbers: one digit per box. Return by fax to (312) 555-0187.', 400, 44, { size: 7 });
    band('BUSINESS', 62);
    let y = 96;
    under('Legal name of business', 36, y, 380, m.legal, { legal_name: m.legal });
    under('Trade name / DBA', 390, y, 576, m.dba, { trade_name: m.dba });
    y += 26; under('Street address', 36, y, 300, m.street); under('City', 310, y, 440, m.city);
    under('State', 450, y, 500, m.state, { state_region: m.state }); p.derive(countryOf(m)); under('ZIP', 510, y, 576, m.zip);
    y += 20; p.t('Entity:', 36, y + 1, { size: 8, font: 'Helvetica-Bold' });
    let cx = 75;
    for (const o of L_OPTS.slice(0, 4)) { p.check(cx, y, 9, o.id === m.entity.id, { label: o.label, set: { type_of_entity: o.id } }); cx += 13 + p.t(o.label, cx + 13, y + 1, { size: 8 }) + 14; }
    const other = m.entity.id === 'pllc';
    p.check(cx, y, 9, other); p.t('Other:', cx + 13, y + 1, { size: 8 });
    p.line(cx + 40, cx + 120, y + 9); p.fill(cx + 40, y + 9, 80, other ? 'PLLC' : null, { set: { type_of_entity: 'pllc' } });
    y += 22; p.t('Federal tax ID:', 36, y + 4, { size: 8, font: 'Helvetica-Bold' });
    p.check(110, y + 3, 9, m.taxType === 'EIN'); p.t('EIN', 122, y + 4, { size: 8 }); p.check(145, y + 3, 9, m.taxType === 'SSN'); p.t('SSN', 157, y + 4, { size: 8 });
    const bt = businessTax(m);
    taxComb(p, 185, y, m.taxId, m.taxType as 'EIN' | 'SSN', bt.shown); p.derive(bt.derived);
    p.t('Business start date:', 345, y + 4, { size: 8, font: 'Helvetica-Bold' });
    dateComb(p, 430, y, m.start, { business_start_date: m.start });
    y += 40; under('Business phone', 36, y, 180, m.phone); under('E-mail', 190, y, 380, m.email); under('Nature of business', 390, y, 576, m.industryText, { industry: m.industryId });
    y += 20; p.t('Do you rent or own the business location?', 36, y + 1, { size: 8 });
    p.check(210, y, 9, m.rentOwn === 'Rent'); p.t('Rent', 222, y + 1, { size: 8 }); p.check(250, y, 9, m.rentOwn === 'Own'); p.t('Own', 262, y + 1, { size: 8 });
    p.t('Monthly rent / mortgage $', 300, y + 1, { size: 8 }); p.line(398, 460, y + 9); p.fill(398, y + 9, 62, m.rentOwn === 'Rent' ? fmtMoney(r.int(18, 90) * 100, 'plain') : null);
    band('FUNDING', y += 18);
    y += 36; under('Amount requested ($)', 36, y, 180, fmtMoney(m.amount, r.pick(['plain', 'cents'] as const)), { requested_amount: m.amount });
    under('Average monthly deposits ($)', 190, y, 330, fmtMoney(m.monthlySales, 'plain'));
    p.t('Preferred payment:', 340, y - 10, { size: 8 });
    cx = 420;
    for (const f of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly']] as const) {
      p.check(cx, y - 11, 9, m.freq === f[1], { label: f[0], set: { payment_frequency: f[1] } }); cx += 13 + p.t(f[0], cx + 13, y - 10, { size: 8 }) + 10;
    }
    const masked = r.chance(0.2);
    for (let i = 0; i < 2; i++) {
      const o = m.owners[i] ?? null;
      band(i === 0 ? 'OWNER / GUARANTOR' : 'SECOND OWNER (if any)', y += 16);
      y += 34; under('Full name', 36, y, 260, o && fullName(o), o ? nameSets(i, o) : {});
      under('Title', 270, y, 400, o?.title ?? null, ownerKey(i, 'role', o?.title ?? null));
      under('Ownership %', 410, y, 480, o ? `${o.pct}%` : null, ownerKey(i, 'ownership', o?.pct ?? null));
      under('Mobile', 490, y, 576, o?.phone ?? null, {}, 'owner_phone');
      y += 12; p.t('Social Security No.', 36, y + 4, { size: 8, font: 'Helvetica-Bold' });
      if (o && masked) { p.comb(130, y, BW, BH, 5, null, { seps: p.style === 'fillable' ? undefined : [2, 4] }); p.comb(214, y, BW, BH, 4, o.ssn.slice(5)); }
      else taxComb(p, 130, y, o?.ssn ?? null, 'SSN', o ? { ...ownerKey(i, 'tax_id', o.ssn) } : {});
      if (o && !masked) p.derive({ ...ownerKey(i, 'tax_id_type', 'SSN'), ...ownerKey(i, 'tax_id_country', 'US') });
      p.t('Date of birth', 345, y + 4, { size: 8, font: 'Helvetica-Bold' });
      dateComb(p, 430, y, o?.dob ?? null, ownerKey(i, 'date_of_birth', o?.dob ?? null));
      y += 40; under('Home address (street, city, state, ZIP)', 36, y, 576, o && `${o.street}, ${o.city}, ${o.state} ${o.zip}`, {}, 'home_address');
    }
    band('AUTHORIZATION', y += 16);
    const o0 = m.owners[0]!;
    y = para(p, ['I,', { w: 130, text: fullName(o0), set: nameSets(0, o0) }, ', as', { w: 90, text: o0.title, set: ownerKey(0, 'role', o0.title) },
      'of', { w: 170, text: m.legal, set: { legal_name: m.legal } }, ', certify that the above is true and complete and authorize Lakeshore Merchant Services and its partners to obtain credit reports and verify any information given, including with my bank.'],
    36, y + 18, 540, { size: 8, lead: 17 });
    y += 22; p.line(36, 280, y); p.sign(36, y, 240); p.t('Signature', 36, y + 2, { size: 6.5 });
    p.line(330, 460, y); p.fill(330, y, 130, signedDate(seed)); p.t('Date', 330, y + 2, { size: 6.5 });
  },
};

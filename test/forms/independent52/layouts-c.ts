// Redwood Ledger Funding (numbered parts, guarantors side by side, payment terms, amounts without $) and Sterling Oak
// Capital (a fax-back quick app: shaded label cells left of value cells, sole proprietors, years in business).
import type { Layout } from './index.ts';
import { fmtDate, fmtEin, fmtMoney, fmtSsn, fullName } from './merchant.ts';
import type { Pen, Sets } from './pen.ts';
import { businessTax, chosenIndex, countryOf, entitiesOf, fillWith, nameSets, opt, ownerKey, ownerTaxId, para, signedDate, yesNo } from './parts.ts';

const R_OPTS = [opt('C-Corp', 'c_corporation'), opt('S-Corp', 's_corporation'), opt('LLC', 'llc'), opt('Sole Prop', 'sole_proprietorship'), opt('LP', 'limited_partnership')];
export const REDWOOD: Layout = {
  owners: [1, 2], entities: entitiesOf(R_OPTS), font: 'Courier',
  naming: (n, k) => (k === 'text' ? `form1[0].#subform[0].TextField${n}[0]` : k === 'check' ? `form1[0].#subform[0].CheckBox${n}[0]` : `form1[0].#subform[0].RadioButtonList${n}[0]`),
  draw(p, m, r, seed) {
    const F = 'Times-Roman', B = 'Times-Bold', S = 9;
    p.t('Redwood Ledger Funding', 36, 30, { size: 18, font: 'Times-BoldItalic', color: '#5a2d0c' });
    p.t('Confidential Merchant Application  -  Form RL-7 (rev. 03/2024)', 36, 52, { size: 8, font: F });
    p.line(36, 576, 64, 1.4);
    let n = 0;
    const lf = (label: string, x: number, y: number, x2: number, text: string | null, set: Sets = {}, decoy?: string, num = true) => {
      const lx = p.labelLine(num ? `${++n}. ${label}` : label, x, y, x2, { size: S, font: F });
      if (decoy) p.fill(lx, y, x2 - lx, text, { decoy }); else fillWith(p, lx, y, x2 - lx, text, set);
    };
    const part = (t: string, y: number) => { p.t(t, 36, y, { size: 10, font: B }); };
    part('PART I  -  BUSINESS', 74);
    let y = 104;
    lf('Legal name', 36, y, 330, m.legal, { legal_name: m.legal }); lf('DBA', 340, y, 576, m.dba ?? (r.chance(0.5) ? 'N/A' : null), { trade_name: m.dba });
    y += 22; p.t(`${++n}. Entity (circle one):`, 36, y - 10, { size: S, font: F });
    p.circleOne(R_OPTS, chosenIndex(R_OPTS, m), 140, y - 10, { size: S, font: F, gap: 20, set: { type_of_entity: m.entity.id } });
    y += 22; const bt = businessTax(m);
    lf(m.taxType === 'SSN' ? 'Tax ID (EIN or SSN)' : 'EIN', 36, y, 220, m.taxType === 'SSN' ? fmtSsn(m.taxId) : fmtEin(m.taxId), { ...bt.shown, ...bt.derived });
    lf('State of incorporation', 230, y, 400, m.entity.id === 'sole_proprietorship' ? null : m.incState, {}, m.incState !== m.state ? 'inc_state' : undefined);
    lf('Date started', 410, y, 576, fmtDate(m.start, 'mdy2'), { business_start_date: m.start });
    y += 22; lf('Business address', 36, y, 576, `${m.street}, ${m.city}`);
    y += 22; lf('State', 36, y, 130, m.state, { state_region: m.state }); p.derive(countryOf(m));
    lf('Zip', 140, y, 240, m.zip); lf('Phone', 250, y, 400, m.phone); lf('Years at this location', 410, y, 576, String(r.int(1, 9)));
    y += 22; lf('Type of business', 36, y, 330, m.industryText, { industry: m.industryId }); lf('Rent or own?', 340, y, 460, m.rentOwn);
    lf('Employees', 470, y, 576, String(m.employees));
    part('PART II  -  REQUEST', y += 18);
    const terms = r.chance(0.7);
    y += 30; lf('Funding requested', 36, y, 220, fmtMoney(m.amount, 'plaincents'), { requested_amount: m.amount });
    lf('Proposed payment', 230, y, 400, terms ? fmtMoney(m.payment, 'plaincents') : null, { requested_payment: m.payment });
    lf('No. of payments', 410, y, 576, terms ? String(m.nPayments) : null, { number_of_payments: m.nPayments });
    y += 10; p.t(`${++n}. Frequency:`, 36, y + 1, { size: S, font: F });
    let cx = 110;
    for (const [l, v] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
      p.check(cx, y, 9, terms && m.freq === v, { label: l, set: { payment_frequency: v } }); cx += 13 + p.t(l, cx + 13, y + 1, { size: S, font: F }) + 16;
    }
    part('PART III  -  OWNERS / GUARANTORS', y += 22);
    const masked = r.chance(0.25);
    for (let i = 0; i < 2; i++) {
      const o = m.owners[i] ?? null, x = 36 + i * 276, x2 = x + 264;
      let yy = y + 18;
      p.t(i === 0 ? 'Guarantor A' : 'Guarantor B', x, yy, { size: S, font: 'Times-BoldItalic' });
      yy += 26; lf('Name', x, yy, x2, o && fullName(o), o ? nameSets(i, o) : {}, undefined, false);
      yy += 22; lf('Title', x, yy, x + 160, o?.title ?? null, ownerKey(i, 'role', o?.title ?? null), undefined, false);
      lf('Own %', x + 166, yy, x2, o ? `${o.pct}%` : null, ownerKey(i, 'ownership', o?.pct ?? null), undefined, false);
      const tax = o ? ownerTaxId(i, o, m, masked) : null;
      yy += 22; lf('SSN', x, yy, x + 140, tax?.text ?? null, tax?.set ?? {}, undefined, false);
      lf('DOB', x + 146, yy, x2, o && fmtDate(o.dob, 'mdy2'), ownerKey(i, 'date_of_birth', o?.dob ?? null), undefined, false);
      yy += 22; lf('Home', x, yy, x2, o && `${o.street}, ${o.city} ${o.state}`, {}, 'home_address', false);
      yy += 22; lf('Credit score (approx.)', x, yy, x + 150, o ? String(o.credit) : null, ownerKey(i, 'credit_score', o?.credit ?? null), undefined, false);
    }
    part('PART IV  -  CURRENT ADVANCES / LOANS', y += 142);
    y += 14; cx = 36;
    for (const [h, w] of [['Funder / lender', 260], ['Balance', 140], ['Payment', 140]] as const) { p.rect(cx, y, w, 13, 0.6, '#eeeeee'); p.t(h, cx + 3, y + 3, { size: 7.5, font: B }); cx += w; }
    for (let k = 0; k < 2; k++) {
      const f = k === 0 ? m.priorFunder : null;
      cx = 36;
      ([[f?.name ?? null, 260, 'funder'], [f ? fmtMoney(f.balance, 'plaincents') : null, 140, 'funder_balance'], [f ? fmtMoney(Math.round(f.balance / 90), 'plaincents') : null, 140, 'funder_payment']] as const)
        .forEach(([t, w, d]) => { p.rect(cx, y + 13 + k * 18, w, 18, 0.6); p.fill(cx, y + 28 + k * 18, w, t, { decoy: d, h: 14 }); cx += w; });
    }
    y += 64;
    const o0 = m.owners[0]!;
    y = para(p, ['I,', { w: 130, text: fullName(o0), set: nameSets(0, o0) }, ', as', { w: 100, text: o0.title, set: ownerKey(0, 'role', o0.title) },
      'of', { w: 170, text: m.legal, set: { legal_name: m.legal } }, ', represent that the statements above are true, and authorize Redwood Ledger Funding and any funder it submits this application to, to obtain credit reports on the business and each guarantor and to verify bank deposits.'],
    36, y, 540, { size: S, font: F, lead: 18 });
    y += 24;
    for (let i = 0; i < 2; i++) {
      const o = m.owners[i] ?? null, x = 36 + i * 276;
      p.line(x, x + 170, y); if (o) p.sign(x, y, 170); p.t(`Guarantor ${i === 0 ? 'A' : 'B'} signature`, x, y + 3, { size: 7, font: F });
      p.line(x + 180, x + 264, y); p.fill(x + 180, y, 84, o && signedDate(seed)); p.t('Date', x + 180, y + 3, { size: 7, font: F });
    }
  },
};

const S_OPTS = [opt('Sole Prop', 'sole_proprietorship'), opt('LLC', 'llc'), opt('Corp', 'c_corporation'), opt('Partnership', 'general_partnership'), opt('LLP', 'llp')];
/** A row of the quick app: shaded label cell, then the value cell. */
function row(p: Pen, x: number, y: number, lw: number, vw: number, label: string, text: string | null, set: Sets = {}, decoy?: string): void {
  p.rect(x, y, lw, 20, 0.6, '#e9e6df'); p.t(label, x + 4, y + 6.5, { size: 7.5, font: 'Helvetica-Bold' });
  p.rect(x + lw, y, vw, 20, 0.6);
  if (decoy) p.fill(x + lw, y + 16, vw, text, { decoy, h: 15 }); else fillWith(p, x + lw, y + 16, vw, text, set, { size: 9.5 });
}
export const STERLING_OAK: Layout = {
  owners: [1, 2], entities: [...entitiesOf(S_OPTS), ...entitiesOf(S_OPTS, ['sole_proprietorship'])], font: 'Helvetica',
  naming: (n, k) => (k === 'text' ? `Text${n}` : k === 'check' ? `Check${n}` : `Choice${n}`),
  draw(p, m, r, seed) {
    p.t('STERLING OAK CAPITAL', 36, 30, { size: 16, font: 'Helvetica-Bold' });
    p.t('QUICK APPLICATION  -  fax to (646) 555-0122 or scan and e-mail to deals@sterlingoakcap.com', 36, 50, { size: 7.5 });
    p.t('Approvals in 24 hours. Please complete every box.', 400, 32, { size: 7.5, font: 'Helvetica-Oblique' });
    let y = 70;
    const years = r.chance(0.35);
    row(p, 36, y, 110, 430, 'Legal / Corporate Name', m.legal, { legal_name: m.legal });
    row(p, 36, y += 20, 110, 430, 'DBA', m.dba, { trade_name: m.dba });
    p.rect(36, y += 20, 540, 22, 0.6); p.t('CIRCLE ONE:', 40, y + 7, { size: 7.5, font: 'Helvetica-Bold' });
    p.circleOne(S_OPTS, chosenIndex(S_OPTS, m), 110, y + 7, { size: 8.5, gap: 26, set: { type_of_entity: m.entity.id } });
    y += 22; const bt = businessTax(m);
    row(p, 36, y, 110, 160, m.taxType === 'SSN' ? 'Tax ID (SSN if no EIN)' : 'Federal Tax ID', m.taxType === 'SSN' ? fmtSsn(m.taxId) : fmtEin(m.taxId), { ...bt.shown, ...bt.derived });
    if (years) row(p, 306, y, 110, 160, 'Years in Business', String(2025 - Number(m.start.slice(0, 4))));
    else row(p, 306, y, 110, 160, 'Business Start Date', fmtDate(m.start, 'long'), { business_start_date: m.start });
    row(p, 36, y += 20, 110, 430, 'Business Address', m.street);
    row(p, 36, y += 20, 110, 160, 'City', m.city);
    row(p, 306, y, 50, 50, 'State', m.state, { state_region: m.state }); p.derive(countryOf(m)); row(p, 406, y, 50, 120, 'Zip', m.zip);
    row(p, 36, y += 20, 110, 160, 'Business Phone', m.phone); row(p, 306, y, 110, 160, 'Email', m.email);
    row(p, 36, y += 20, 110, 430, 'What do you sell / do?', m.industryText, { industry: m.industryId });
    row(p, 36, y += 20, 110, 160, 'Amount Requested', fmtMoney(m.amount, 'cents'), { requested_amount: m.amount });
    row(p, 306, y, 110, 160, 'Monthly Card Sales', fmtMoney(Math.round(m.monthlySales * 0.6), 'dollar'));
    y += 38; const lx = p.labelLine('Do you rent or own?', 36, y, 190, { size: 8 }); p.fill(lx, y, 190 - lx, m.rentOwn);
    yesNo(p, 'Are you behind on rent or taxes?', false, 210, y - 9, { size: 8 });
    yesNo(p, 'Seasonal business?', r.chance(0.2), 420, y - 9, { size: 8 });
    y += 10; p.t('Check all that apply:', 36, y + 1, { size: 8, font: 'Helvetica-Bold' });
    let cx = 130;
    const flags = ['Home-based', 'Franchise', 'Sells online', 'Takes credit cards', 'Has a website'];
    const on = [r.chance(0.2), r.chance(0.15), r.chance(0.3), true, !!m.website];
    flags.forEach((f, i) => { p.check(cx, y, 9, on[i]!); cx += 13 + p.t(f, cx + 13, y + 1, { size: 8 }) + 14; });
    const masked = r.chance(0.35);
    for (let i = 0; i < 2; i++) {
      const o = m.owners[i] ?? null;
      y += 22; p.rect(36, y, 540, 14, 0.6, '#3b3b3b'); p.t(i === 0 ? 'OWNER' : 'PARTNER / 2ND OWNER', 40, y + 4, { size: 7.5, font: 'Helvetica-Bold', color: 'white' });
      row(p, 36, y += 14, 70, 200, 'Name', o && fullName(o), o ? nameSets(i, o) : {});
      row(p, 306, y, 50, 120, 'Title', o?.title ?? null, ownerKey(i, 'role', o?.title ?? null));
      row(p, 476, y, 50, 50, '% Own', o ? `${o.pct}%` : null, ownerKey(i, 'ownership', o?.pct ?? null));
      const tax = o ? ownerTaxId(i, o, m, masked) : null;
      row(p, 36, y += 20, 70, 200, 'SSN', tax?.text ?? null, tax?.set ?? {});
      row(p, 306, y, 50, 120, 'DOB', o && fmtDate(o.dob, 'long'), ownerKey(i, 'date_of_birth', o?.dob ?? null));
      row(p, 476, y, 50, 50, 'Est. FICO', o ? String(o.credit) : null, ownerKey(i, 'credit_score', o?.credit ?? null));
      row(p, 36, y += 20, 70, 470, 'Home Address', o && `${o.street}, ${o.city}, ${o.state} ${o.zip}`, {}, 'home_address');
    }
    y += 34;
    row(p, 36, y, 110, 160, 'Landlord', m.rentOwn === 'Rent' ? m.landlord.name : null, {}, 'landlord');
    row(p, 306, y, 110, 160, 'Landlord Phone', m.rentOwn === 'Rent' ? m.landlord.phone : null, {}, 'landlord_phone');
    y += 30;
    const o0 = m.owners[0]!;
    y = para(p, ['I,', { w: 130, text: fullName(o0), set: nameSets(0, o0) }, ', as', { w: 90, text: o0.title, set: ownerKey(0, 'role', o0.title) },
      'of', { w: 170, text: m.legal, set: { legal_name: m.legal } }, ', authorize Sterling Oak Capital and its partners to pull my personal and business credit and to contact my bank, landlord and references to verify this application. All information above is true and correct.'],
    36, y, 540, { size: 8, lead: 17 });
    y += 26; p.line(36, 280, y); p.sign(36, y, 244); p.t('Signature', 36, y + 3, { size: 7 });
    p.line(330, 470, y); p.fill(330, y, 140, signedDate(seed)); p.t('Date', 330, y + 3, { size: 7 });
  },
};

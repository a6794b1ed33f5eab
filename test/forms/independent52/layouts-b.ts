// Northern Maple Business Capital (Canadian: O/A, BN with program account, province, postal code, SIN, PIPEDA consent,
// owners side by side) and Harborview Advance Partners (owners' table, yes/no grid, check all that apply).
import type { Layout } from './index.ts';
import { fmtDate, fmtMoney, fullName } from './merchant.ts';
import type { Pen, Sets } from './pen.ts';
import { businessTax, chosenIndex, countryOf, entitiesOf, fillWith, nameSets, opt, ownerKey, ownerTaxId, para, signedDate, yesNo } from './parts.ts';

/** Label above, value on the line below it. */
function above(p: Pen, label: string, x: number, y: number, w: number, text: string | null, set: Sets = {}, decoy?: string): void {
  p.t(label, x, y, { size: 7, font: 'Times-Bold' });
  p.line(x, x + w, y + 24);
  if (decoy) p.fill(x, y + 24, w, text, { decoy }); else fillWith(p, x, y + 24, w, text, set);
}

const N_OPTS = [opt('Sole Proprietorship', 'sole_proprietorship'), opt('Partnership', 'general_partnership'), opt('Corporation', 'ca_corporation')];
export const NORTHERN_MAPLE: Layout = {
  country: 'CA', owners: [1, 2], entities: entitiesOf(N_OPTS), font: 'Times-Roman',
  naming: (n, k) => (k === 'text' ? `untitled${n}` : k === 'check' ? `Check${n}` : `Radio${n}`),
  draw(p, m, r, seed) {
    const R = '#9b1c1c';
    p.doc.rect(36, 28, 540, 3).fillColor(R).fill();
    p.t('NORTHERN MAPLE BUSINESS CAPITAL', 36, 38, { size: 15, font: 'Times-Bold', color: R });
    p.t('Application for Business Financing  /  Demande de financement', 36, 57, { size: 9, font: 'Times-Italic' });
    p.t('200 Bay Street, Suite 2800, Toronto ON M5J 2J2  -  1-888-555-0164', 360, 42, { size: 7, font: 'Times-Roman' });
    const sec = (t: string, y: number) => { p.t(t, 36, y, { size: 9.5, font: 'Times-Bold' }); p.line(36, 576, y + 12, 1); };
    sec('1. BUSINESS INFORMATION', 78);
    let y = 98;
    above(p, 'Legal Business Name', 36, y, 300, m.legal, { legal_name: m.legal });
    above(p, 'Operating Name (O/A)', 350, y, 226, m.dba ?? (r.chance(0.5) ? 'Same' : null), { trade_name: m.dba });
    y += 36; p.t('Business structure - CIRCLE ONE:', 36, y, { size: 8.5, font: 'Times-Bold' });
    p.circleOne(N_OPTS, chosenIndex(N_OPTS, m), 180, y, { size: 9, font: 'Times-Roman', gap: 24, set: { type_of_entity: m.entity.id } });
    y += 18; const bt = businessTax(m);
    above(p, 'Business Number (BN) with program account', 36, y, 200, `${m.taxId.slice(0, 9)} ${m.taxId.slice(9)}`, { ...bt.shown, ...bt.derived });
    above(p, 'Date business started', 250, y, 150, fmtDate(m.start, 'long'), { business_start_date: m.start });
    above(p, 'Number of employees', 414, y, 162, String(m.employees));
    y += 36; above(p, 'Street Address', 36, y, 230, m.street); above(p, 'City', 280, y, 120, m.city);
    above(p, 'Province', 414, y, 60, m.state, { state_region: m.state }); p.derive(countryOf(m)); above(p, 'Postal Code', 488, y, 88, m.zip);
    y += 36; above(p, 'Telephone', 36, y, 130, m.phone); above(p, 'E-mail', 180, y, 200, m.email);
    above(p, 'Nature of business', 394, y, 182, m.industryText, { industry: m.industryId });
    y += 38; let lx = p.labelLine('Do you rent or own your premises?', 36, y, 250, { size: 8.5, font: 'Times-Roman' }); p.fill(lx, y, 250 - lx, m.rentOwn);
    lx = p.labelLine('Amount requested (CAD) $', 270, y, 440, { size: 8.5, font: 'Times-Roman' });
    p.fill(lx, y, 440 - lx, fmtMoney(m.amount, r.pick(['plain', 'plaincents'] as const)), { set: { requested_amount: m.amount } });
    lx = p.labelLine('Monthly sales $', 450, y, 576, { size: 8.5, font: 'Times-Roman' }); p.fill(lx, y, 576 - lx, fmtMoney(m.monthlySales, 'plain'));
    y += 10; yesNo(p, 'Is the business or any owner in a consumer proposal or bankruptcy?', false, 36, y, { size: 8.5, font: 'Times-Roman' });
    sec('2. OWNERS (all owners of 20% or more)', y += 22);
    const masked = r.chance(0.3);
    for (let i = 0; i < 2; i++) {
      const o = m.owners[i] ?? null, x = 36 + i * 280;
      let yy = y + 20;
      p.t(i === 0 ? 'Owner 1' : 'Owner 2 (if applicable)', x, yy, { size: 8.5, font: 'Times-BoldItalic' }); yy += 12;
      above(p, 'Full name', x, yy, 260, o && fullName(o), o ? nameSets(i, o) : {});
      yy += 34; above(p, 'Position / title', x, yy, 150, o?.title ?? null, ownerKey(i, 'role', o?.title ?? null));
      above(p, '% ownership', x + 164, yy, 96, o ? `${o.pct}%` : null, ownerKey(i, 'ownership', o?.pct ?? null));
      const tax = o ? ownerTaxId(i, o, m, masked) : null;
      yy += 34; above(p, 'Social Insurance Number (SIN)', x, yy, 150, tax?.text ?? null, tax?.set ?? {});
      above(p, 'Date of birth (YYYY-MM-DD)', x + 164, yy, 96, o?.dob ?? null, ownerKey(i, 'date_of_birth', o?.dob ?? null));
      yy += 34; above(p, 'Home address', x, yy, 260, o && `${o.street}, ${o.city} ${o.state} ${o.zip}`, {}, 'home_address');
      yy += 34; above(p, 'Spouse / common-law partner', x, yy, 260, o && i === 0 ? m.spouse : null, {}, 'spouse');
    }
    sec('3. BANKING', y += 206);
    above(p, 'Financial institution', 36, y + 18, 200, m.bank.name, {}, 'bank');
    above(p, 'Transit / institution no.', 250, y + 18, 140, m.bank.routing, {}, 'routing');
    above(p, 'Account no.', 404, y + 18, 172, m.bank.account, {}, 'account');
    sec('4. CONSENT (PIPEDA)', y += 64);
    const o0 = m.owners[0]!;
    y = para(p, ['I,', { w: 140, text: fullName(o0), set: nameSets(0, o0) }, ',', { w: 90, text: o0.title, set: ownerKey(0, 'role', o0.title) },
      'of', { w: 180, text: m.legal, set: { legal_name: m.legal } }, ', consent, in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), to the collection, use and disclosure of my personal information and that of the business by Northern Maple Business Capital and its funding partners, including credit reports from Equifax Canada and TransUnion Canada, to assess this application.'],
    36, y + 20, 540, { size: 8.5, font: 'Times-Roman', lead: 18 });
    y += 24; p.line(36, 280, y); p.sign(36, y, 244); p.t('Signature', 36, y + 3, { size: 7, font: 'Times-Roman' });
    p.line(330, 470, y); p.fill(330, y, 140, fmtDate(`2025-${signedDate(seed).slice(0, 2)}-${signedDate(seed).slice(3, 5)}`, 'ymd')); p.t('Date (YYYY-MM-DD)', 330, y + 3, { size: 7, font: 'Times-Roman' });
  },
};

const H_ENT = [opt('LLC', 'llc'), opt('S Corp', 's_corporation'), opt('Inc.', 'c_corporation'), opt('Partnership', 'general_partnership'), opt('LLP', 'llp')];
export const HARBORVIEW: Layout = {
  owners: [1, 4], entities: entitiesOf(H_ENT), font: 'Helvetica',
  naming: (n, k) => (k === 'text' ? `Text Field ${n}` : k === 'check' ? `Check Box ${n}` : `Radio Button ${n}`),
  draw(p, m, r, seed) {
    const N = '#14365d';
    p.rect(36, 28, 540, 40, 0, N);
    p.t('HARBORVIEW ADVANCE PARTNERS', 46, 36, { size: 14, font: 'Helvetica-Bold', color: 'white' });
    p.t('Merchant Application  -  Revenue-Based Funding', 46, 54, { size: 8, color: 'white' });
    p.t('ISO code: HV-', 440, 40, { size: 8, color: 'white' });
    const lf = (label: string, x: number, y: number, x2: number, text: string | null, set: Sets = {}, decoy?: string) => {
      const lx = p.labelLine(label, x, y, x2, { size: 8 });
      if (decoy) p.fill(lx, y, x2 - lx, text, { decoy }); else fillWith(p, lx, y, x2 - lx, text, set);
    };
    let y = 96;
    lf('Business legal name', 36, y, 360, m.legal, { legal_name: m.legal }); lf('DBA', 370, y, 576, m.dba, { trade_name: m.dba });
    y += 22; const e = H_ENT.find((x) => x.id === m.entity.id)!;
    lf('Business structure (LLC, Corp, etc.)', 36, y, 260, e.label, { type_of_entity: e.id });
    lf('Tax ID (EIN)', 270, y, 420, `${m.taxId.slice(0, 2)}-${m.taxId.slice(2)}`, { ...businessTax(m).shown, ...businessTax(m).derived });
    lf('Start date', 430, y, 576, fmtDate(m.start, 'mdy2'), { business_start_date: m.start });
    y += 22; lf('Address', 36, y, 250, m.street); lf('City', 260, y, 390, m.city);
    lf('State', 400, y, 460, m.state, { state_region: m.state }); p.derive(countryOf(m)); lf('Zip', 470, y, 576, m.zip);
    y += 22; lf('Phone', 36, y, 190, m.phone); lf('Website', 200, y, 380, m.website); lf('Industry', 390, y, 576, m.industryText, { industry: m.industryId });
    y += 22; lf('Amount requested', 36, y, 190, fmtMoney(m.amount, r.pick(['dollar', 'cents'] as const)), { requested_amount: m.amount });
    lf('Avg. monthly revenue', 200, y, 380, fmtMoney(m.monthlySales, 'dollar'));
    lf('Referred by (ISO / agent)', 390, y, 576, m.isoRep, {}, 'iso_rep');
    y += 14; p.t('Preferred remittance - CIRCLE ONE:', 36, y, { size: 8, font: 'Helvetica-Bold' });
    const freqs = [opt('DAILY', 'daily'), opt('WEEKLY', 'weekly')];
    p.circleOne(freqs, freqs.findIndex((f) => f.id === m.freq), 200, y, { size: 8, gap: 20, set: { payment_frequency: m.freq } });
    y += 18; p.t('How do your customers pay? (check all that apply)', 36, y + 1, { size: 8, font: 'Helvetica-Bold' });
    let cx = 260;
    const pays = r.shuffle(['Cash', 'Credit / debit cards', 'Checks', 'ACH / wire']).slice(0, r.int(1, 3));
    for (const w of ['Cash', 'Credit / debit cards', 'Checks', 'ACH / wire']) { p.check(cx, y, 9, pays.includes(w)); cx += 13 + p.t(w, cx + 13, y + 1, { size: 8 }) + 12; }
    // yes / no grid
    y += 22; p.rect(36, y, 540, 14, 0.6, '#dde4ee'); p.t('QUESTIONS', 40, y + 4, { size: 7.5, font: 'Helvetica-Bold' });
    y += 30; lf('1. Do you rent or own the business premises?', 40, y, 300, m.rentOwn);
    lf('Landlord name & phone', 310, y, 576, `${m.landlord.name} ${m.landlord.phone}`, {}, 'landlord');
    y += 8; yesNo(p, '2. Are there any open tax liens or judgments?', r.chance(0.15), 40, y, { size: 8 });
    y += 16; yesNo(p, '3. Do you currently have a cash advance or business loan?', !!m.priorFunder, 40, y, { size: 8 });
    lf('With', 340, y + 10, 470, m.priorFunder?.name ?? null, {}, 'funder');
    lf('Balance', 478, y + 10, 576, m.priorFunder ? fmtMoney(m.priorFunder.balance, 'dollar') : null, {}, 'funder_balance');
    // owners table
    y += 30; p.rect(36, y, 540, 14, 0.6, '#dde4ee'); p.t('OWNERS (list all owners; attach a page if more than four)', 40, y + 4, { size: 7.5, font: 'Helvetica-Bold' });
    const cols: [string, number][] = [['#', 16], ['Owner name', 140], ['Title', 80], ['% own', 44], ['SSN', 88], ['Date of birth', 72], ['Est. FICO', 50], ['Cell', 50]];
    y += 14; cx = 36;
    for (const [h, w] of cols) { p.rect(cx, y, w, 14, 0.6); p.t(h, cx + 3, y + 4, { size: 7, font: 'Helvetica-Bold' }); cx += w; }
    const masked = r.chance(0.3);
    for (let i = 0; i < 4; i++) {
      const o = m.owners[i] ?? null, ry = y + 14 + i * 20;
      cx = 36;
      const tax = o ? ownerTaxId(i, o, m, masked) : null;
      const vals: [string | null, Sets, string?][] = [[null, {}], [o && fullName(o), o ? nameSets(i, o) : {}], [o?.title ?? null, ownerKey(i, 'role', o?.title ?? null)],
        [o ? `${o.pct}` : null, ownerKey(i, 'ownership', o?.pct ?? null)], [tax?.text ?? null, tax?.set ?? {}],
        [o && fmtDate(o.dob, 'mdy'), ownerKey(i, 'date_of_birth', o?.dob ?? null)], [o ? String(o.credit) : null, ownerKey(i, 'credit_score', o?.credit ?? null)],
        [o ? o.phone.slice(6) : null, {}, 'owner_phone']];
      cols.forEach(([, w], c) => {
        p.rect(cx, ry, w, 20, 0.6);
        if (c === 0) p.t(String(i + 1), cx + 5, ry + 7, { size: 8 });
        else if (vals[c]![2]) p.fill(cx, ry + 17, w, vals[c]![0], { decoy: vals[c]![2], size: 8.5, h: 15 });
        else fillWith(p, cx, ry + 17, w, vals[c]![0], vals[c]![1], { size: 8.5 });
        cx += w;
      });
    }
    y += 14 + 80 + 16;
    const o0 = m.owners[0]!;
    y = para(p, ['By signing, I,', { w: 130, text: fullName(o0), set: nameSets(0, o0) }, ', in my capacity as', { w: 90, text: o0.title, set: ownerKey(0, 'role', o0.title) },
      'of', { w: 170, text: m.legal, set: { legal_name: m.legal } }, ', certify that the information above is accurate and authorize Harborview Advance Partners and its funders to obtain credit and background reports and to verify deposits with the bank.'],
    36, y, 540, { size: 8, lead: 17 });
    y += 24; p.line(36, 280, y); p.sign(36, y, 244); p.t('Owner signature', 36, y + 3, { size: 7 });
    p.line(330, 470, y); p.fill(330, y, 140, signedDate(seed)); p.t('Date', 330, y + 3, { size: 7 });
  },
};

// Harborline (a business page, then one guarantor page per owner) and Maplestone (Canadian: a business page, then a
// 2x2 grid of principal blocks with a non-owner co-signer strip).
import { labelled, type Look, type Sheet } from './draw.ts';
import { ap, bizTaxFields, nameFields, stateFields, taxFields, type Model } from './model.ts';

export const HARBORLINE_LOOK: Look = { label: 'Times-Roman', labelBold: 'Times-Bold', value: 'Courier', hand: 'kalam', accent: '#1b2f5b', ink: '#1a2a8a' };
export const MAPLESTONE_LOOK: Look = { label: 'Helvetica', labelBold: 'Helvetica-Bold', value: 'Helvetica', hand: 'patrick', accent: '#b3261e', ink: '#222222' };

const A = 'application.';

export function harborline(s: Sheet, m: Model): void {
  const d = s.doc, L = (x: number, y: number, w: number, l: string, v: string, t: Parameters<typeof labelled>[7], k: string) => labelled(s, 'left', x, y, w, l, v, t, k);
  const n = m.owners.length;
  s.addPage();
  d.rect(0, 0, 612, 62).fill(s.look.accent);
  s.text('HARBORLINE CAPITAL PARTNERS', 40, 16, { size: 17, font: 'Times-Bold', color: '#ffffff' });
  s.text('Business Funding Application  -  Section A: The Business', 40, 40, { size: 9.5, color: '#dfe6f5' });
  s.text(`Section B: ${n} guarantor page(s) follow`, 420, 42, { size: 8, color: '#dfe6f5' });
  let y = 78;
  const row = () => { const r = y; y += 22; return r; };
  L(40, row(), 532, 'Legal Business Name:', m.legal, { [`${A}legal_name`]: m.legal }, 'legal');
  L(40, row(), 532, 'DBA / Trade Name:', m.dbaText, { [`${A}trade_name`]: m.trade }, 'dba');
  let r = row();
  L(40, r, 250, 'Entity Type:', m.entityText, { [`${A}type_of_entity`]: m.entityId }, 'entity');
  L(300, r, 272, 'State of Incorporation:', m.incState, 'decoy', 'inc_state');
  r = row();
  L(40, r, 250, `${m.taxLabel}:`, m.taxText, bizTaxFields(m), 'biz_tax');
  L(300, r, 272, 'Business Start Date:', m.startText, { [`${A}business_start_date`]: m.startIso }, 'start');
  L(40, row(), 532, 'Physical Address:', m.street, 'ctx', 'street');
  r = row();
  L(40, r, 250, 'City:', m.city, 'ctx', 'city');
  L(300, r, 130, 'State:', m.stateText, stateFields(m), 'state');
  L(440, r, 132, 'ZIP:', m.zip, 'ctx', 'zip');
  r = row();
  L(40, r, 250, 'Business Phone:', m.phone, 'ctx', 'phone');
  L(300, r, 272, 'E-mail:', m.email, 'ctx', 'email');
  L(40, row(), 532, 'Type of Business:', m.industryText, { [`${A}industry`]: m.industryId }, 'industry');
  r = row();
  L(40, r, 250, 'Avg. Monthly Sales:', m.monthlySales, 'ctx', 'sales');
  L(300, r, 272, 'Number of Employees:', m.employees, 'ctx', 'employees');
  y += 6;
  s.text('FUNDING REQUEST', 40, y, { size: 9, font: 'Times-Bold', color: s.look.accent }); y += 14;
  r = row();
  L(40, r, 250, 'Amount Requested:', m.amountText, { [`${A}requested_amount`]: m.amount }, 'amount');
  L(300, r, 272, 'Use of Funds:', m.useOfFunds, 'ctx', 'use');
  y += 6;
  s.text('BUSINESS BANK ACCOUNT', 40, y, { size: 9, font: 'Times-Bold', color: s.look.accent }); y += 14;
  r = row();
  L(40, r, 180, 'Bank:', m.bizBank.name, 'decoy', 'biz_bank');
  L(230, r, 160, 'Routing #:', m.bizBank.routing, 'decoy', 'biz_routing');
  L(400, r, 172, 'Account #:', m.bizBank.account, 'decoy', 'biz_account');
  y += 6;
  s.text('LANDLORD / MORTGAGE HOLDER', 40, y, { size: 9, font: 'Times-Bold', color: s.look.accent }); y += 14;
  r = row();
  L(40, r, 250, 'Name:', m.landlord, 'decoy', 'landlord');
  L(300, r, 140, 'Phone:', m.landlordPhone, 'decoy', 'landlord_phone');
  L(450, r, 122, 'Monthly Rent:', m.rent, 'decoy', 'rent');
  y += 10;
  d.lineWidth(0.5).strokeColor('#999').rect(40, y, 532, 46).stroke();
  s.text('Submitted by (ISO / Broker)', 46, y + 4, { size: 7, font: 'Times-Italic', color: '#555' });
  L(46, y + 14, 250, 'Rep:', m.iso.name, 'decoy', 'iso_name');
  L(310, y + 14, 250, 'Rep Phone:', m.iso.phone, 'decoy', 'iso_phone');
  s.text('Harborline Capital Partners is not a lender. Section B must be completed for every owner of 20% or more and every officer.', 40, 740,
    { size: 6.5, width: 532, color: '#666' });

  m.owners.forEach((o, i) => {
    s.addPage();
    d.rect(0, 0, 612, 40).fill(s.look.accent);
    s.text(`SECTION B  -  OWNER / GUARANTOR ${i + 1} OF ${n}`, 40, 13, { size: 13, font: 'Times-Bold', color: '#ffffff' });
    s.text('Business:', 40, 50, { size: 8, font: 'Times-Italic', color: '#444' });
    s.value(76, 45, 300, 14, m.legal, { [`${A}legal_name`]: m.legal }, `o${i}_business`, 'Business');
    y = 70;
    r = row();
    L(40, r, 220, 'First Name:', o.first, { [ap(i, 'first_name')]: o.first }, `o${i}_first`);
    L(270, r, 70, 'M.I.:', o.mi, 'ctx', `o${i}_mi`);
    L(350, r, 222, 'Last Name:', o.last, { [ap(i, 'last_name')]: o.last }, `o${i}_last`);
    r = row();
    L(40, r, 220, 'Title:', o.role, { [ap(i, 'role')]: o.role }, `o${i}_role`);
    L(270, r, 130, 'Ownership %:', o.ownText, { [ap(i, 'ownership')]: o.own }, `o${i}_own`);
    L(410, r, 162, 'Credit Score (self):', o.scoreText, { [ap(i, 'credit_score')]: o.score }, `o${i}_score`);
    r = row();
    L(40, r, 260, `${o.taxLabel}:`, o.taxText, taxFields(i, o, m.country), `o${i}_tax`);
    L(310, r, 262, 'Date of Birth:', o.dobText, { [ap(i, 'date_of_birth')]: o.dob }, `o${i}_dob`);
    L(40, row(), 532, 'Home Address:', o.home, 'decoy', `o${i}_home`);
    r = row();
    L(40, r, 260, 'Cell Phone:', o.cell, 'ctx', `o${i}_cell`);
    L(310, r, 262, 'E-mail:', o.email, 'ctx', `o${i}_email`);
    y += 8;
    s.text('SPOUSE (required in community-property states; spouse is not a guarantor)', 40, y, { size: 8.5, font: 'Times-Bold', color: s.look.accent }); y += 14;
    r = row();
    L(40, r, 260, 'Spouse Name:', o.spouse, 'decoy', `o${i}_spouse`);
    L(310, r, 262, 'Spouse SSN:', o.spouseTax, 'decoy', `o${i}_spouse_tax`);
    y += 8;
    s.text('PERSONAL BANK ACCOUNT', 40, y, { size: 8.5, font: 'Times-Bold', color: s.look.accent }); y += 14;
    r = row();
    L(40, r, 180, 'Bank:', o.bank, 'decoy', `o${i}_bank`);
    L(230, r, 160, 'Routing #:', o.routing, 'decoy', `o${i}_routing`);
    L(400, r, 172, 'Account #:', o.account, 'decoy', `o${i}_account`);
    if (i === n - 1) {
      y += 8;
      s.text('CO-SIGNER (not an owner; signs the guarantee only)', 40, y, { size: 8.5, font: 'Times-Bold', color: s.look.accent }); y += 14;
      r = row();
      L(40, r, 250, 'Co-signer Name:', m.cosigner.name, 'decoy', 'cosigner');
      L(300, r, 272, 'Co-signer SSN:', m.cosigner.tax, 'decoy', 'cosigner_tax');
    }
    y += 14;
    s.text('PERSONAL GUARANTEE. In consideration of the funding of the Business named above, the undersigned unconditionally guarantees '
      + 'the Business\'s performance of every obligation under the agreement, including the representations as to the receivables sold. '
      + 'The undersigned authorises Harborline Capital Partners and its funders to obtain consumer credit reports.', 40, y, { size: 7.5, width: 532, color: '#333' });
    y += 60;
    d.lineWidth(0.6).strokeColor('#333').moveTo(40, y + 22).lineTo(300, y + 22).stroke();
    s.text('Signature of Guarantor', 40, y + 25, { size: 6.5 });
    labelled(s, 'above', 320, y, 252, 'Printed Name', o.printed, nameFields(i, o), `o${i}_printed`);
  });
}

export function maplestone(s: Sheet, m: Model): void {
  const d = s.doc, C = (x: number, y: number, w: number, l: string, v: string, t: Parameters<typeof labelled>[7], k: string) => labelled(s, 'cell', x, y, w, l, v, t, k);
  s.addPage();
  d.save().translate(52, 36).rotate(45).rect(-11, -11, 22, 22).fill(s.look.accent).restore();
  s.text('Maplestone Funding Group', 76, 22, { size: 16, font: 'Helvetica-Bold', color: s.look.accent });
  s.text('Business Financing Application  |  Demande de financement', 76, 42, { size: 8.5, color: '#555' });
  s.text('Form MFG-CA-2', 500, 26, { size: 7, color: '#888' });
  let y = 66;
  C(40, y, 532, 'LEGAL BUSINESS NAME', m.legal, { [`${A}legal_name`]: m.legal }, 'legal'); y += 25;
  C(40, y, 532, 'OPERATING NAME (O/A)', m.dbaText, { [`${A}trade_name`]: m.trade }, 'dba'); y += 25;
  C(40, y, 260, 'BUSINESS NUMBER (BN) WITH PROGRAM ACCOUNT', m.taxText, bizTaxFields(m), 'biz_tax');
  C(300, y, 136, 'DATE OF INCORPORATION / START', m.startText, { [`${A}business_start_date`]: m.startIso }, 'start');
  C(436, y, 136, 'JURISDICTION OF INCORPORATION', m.incState, 'decoy', 'inc_state'); y += 25;
  d.lineWidth(0.6).strokeColor(s.look.accent).rect(40, y, 532, 20).stroke();
  s.text('LEGAL STRUCTURE', 44, y + 7, { size: 6, color: s.look.accent });
  ['Corporation', 'Partnership', 'Sole Proprietorship', 'Co-operative'].forEach((o, k) =>
    s.check(120 + k * 100, y + 6, o, m.entityBox === o, { [`${A}type_of_entity`]: m.entityId }, 'entity'));
  y += 20;
  C(40, y, 532, 'STREET ADDRESS', m.street, 'ctx', 'street'); y += 25;
  C(40, y, 220, 'CITY', m.city, 'ctx', 'city');
  C(260, y, 180, 'PROVINCE / TERRITORY', m.stateText, stateFields(m), 'state');
  C(440, y, 132, 'POSTAL CODE', m.zip, 'ctx', 'zip'); y += 25;
  C(40, y, 180, 'TELEPHONE', m.phone, 'ctx', 'phone');
  C(220, y, 176, 'E-MAIL', m.email, 'ctx', 'email');
  C(396, y, 176, 'WEBSITE', m.website, 'ctx', 'website'); y += 25;
  C(40, y, 532, 'NATURE OF BUSINESS', m.industryText, { [`${A}industry`]: m.industryId }, 'industry'); y += 25;
  C(40, y, 180, 'AMOUNT REQUESTED', m.amountText, { [`${A}requested_amount`]: m.amount }, 'amount');
  C(220, y, 176, 'USE OF FUNDS', m.useOfFunds, 'ctx', 'use');
  C(396, y, 176, 'AVG. MONTHLY REVENUE', m.monthlySales, 'ctx', 'sales'); y += 32;
  s.text('EXISTING FINANCING / MERCHANT ADVANCES', 40, y, { size: 8, font: 'Helvetica-Bold', color: s.look.accent }); y += 11;
  for (let k = 0; k < 2; k++) {
    const a = m.advances[k];
    C(40, y, 220, 'LENDER / FUNDER', a?.funder ?? '', 'decoy', `adv${k}_funder`);
    C(260, y, 156, 'BALANCE OWING', a?.balance ?? '', 'decoy', `adv${k}_balance`);
    C(416, y, 156, 'PAYMENT', a?.payment ?? '', 'decoy', `adv${k}_payment`); y += 25;
  }
  y += 7;
  s.text('BUSINESS BANKING', 40, y, { size: 8, font: 'Helvetica-Bold', color: s.look.accent }); y += 11;
  C(40, y, 220, 'FINANCIAL INSTITUTION', m.bizBank.name, 'decoy', 'biz_bank');
  C(260, y, 156, 'TRANSIT-INSTITUTION', m.bizBank.routing, 'decoy', 'biz_routing');
  C(416, y, 156, 'ACCOUNT NO.', m.bizBank.account, 'decoy', 'biz_account'); y += 25;
  C(40, y, 260, 'LANDLORD', m.landlord, 'decoy', 'landlord');
  C(300, y, 136, 'LANDLORD PHONE', m.landlordPhone, 'decoy', 'landlord_phone');
  C(436, y, 136, 'MONTHLY RENT', m.rent, 'decoy', 'rent'); y += 25;
  C(40, y, 260, 'BROKER / AGENT', m.iso.name, 'decoy', 'iso_name');
  C(300, y, 272, 'BROKER E-MAIL', m.iso.email, 'decoy', 'iso_email');
  s.text('Principals and guarantors: page 2.', 40, 752, { size: 7, color: '#777' });

  s.addPage();
  s.text('PRINCIPALS / GUARANTORS', 40, 26, { size: 13, font: 'Helvetica-Bold', color: s.look.accent });
  s.text('List every shareholder or partner of 20% or more and every officer, in order of ownership.', 40, 44, { size: 7.5, color: '#555' });
  for (let k = 0; k < 4; k++) {
    const o = m.owners[k], bx = 40 + (k % 2) * 270, by = 62 + Math.floor(k / 2) * 218, i = k;
    d.lineWidth(1).strokeColor(s.look.accent).rect(bx, by, 262, 210).stroke();
    s.text(k === 0 ? 'PRINCIPAL 1' : `ADDITIONAL PRINCIPAL ${k + 1}`, bx + 6, by + 5, { size: 7.5, font: 'Helvetica-Bold', color: s.look.accent });
    const name = o ? `${o.last}, ${o.first}${o.mi ? ' ' + o.mi : ''}` : '';
    let yy = by + 18;
    C(bx + 6, yy, 250, 'NAME (LAST, FIRST)', name, o ? nameFields(i, o) : 'ctx', `o${i}_name`); yy += 25;
    C(bx + 6, yy, 150, 'TITLE', o?.role ?? '', o ? { [ap(i, 'role')]: o.role } : 'ctx', `o${i}_role`);
    C(bx + 156, yy, 100, '% OWNED', o?.ownText ?? '', o ? { [ap(i, 'ownership')]: o.own } : 'ctx', `o${i}_own`); yy += 25;
    C(bx + 6, yy, 130, 'SIN', o?.taxText ?? '', o ? taxFields(i, o, m.country) : 'ctx', `o${i}_tax`);
    C(bx + 136, yy, 120, 'DATE OF BIRTH', o?.dobText ?? '', o ? { [ap(i, 'date_of_birth')]: o.dob } : 'ctx', `o${i}_dob`); yy += 25;
    C(bx + 6, yy, 250, 'HOME ADDRESS', o?.home ?? '', o ? 'decoy' : 'ctx', `o${i}_home`); yy += 25;
    C(bx + 6, yy, 150, 'SPOUSE / COMMON-LAW PARTNER', o?.spouse ?? '', o ? 'decoy' : 'ctx', `o${i}_spouse`);
    C(bx + 156, yy, 100, 'CREDIT SCORE', o?.scoreText ?? '', o ? { [ap(i, 'credit_score')]: o.score } : 'ctx', `o${i}_score`); yy += 25;
    C(bx + 6, yy, 150, 'PERSONAL BANK', o?.bank ?? '', o ? 'decoy' : 'ctx', `o${i}_bank`);
    C(bx + 156, yy, 100, 'ACCOUNT NO.', o?.account ?? '', o ? 'decoy' : 'ctx', `o${i}_account`); yy += 27;
    s.check(bx + 8, yy, 'Personal guarantee given', !!o, 'ctx', `o${i}_pg`);
  }
  let y2 = 506;
  s.text('CO-SIGNER (NOT A SHAREHOLDER)', 40, y2, { size: 8, font: 'Helvetica-Bold', color: s.look.accent }); y2 += 11;
  C(40, y2, 220, 'NAME', m.cosigner.name, 'decoy', 'cosigner');
  C(260, y2, 156, 'SIN', m.cosigner.tax, 'decoy', 'cosigner_tax');
  C(416, y2, 156, 'RELATIONSHIP', m.cosigner.relation, 'decoy', 'cosigner_rel'); y2 += 36;
  s.text('CONSENT (PIPEDA). Each principal consents to the collection, use and disclosure of personal information, including credit '
    + 'reports, by Maplestone Funding Group and the funders to which it submits this application, for assessing and administering the '
    + 'financing. Les soussignes consentent a la collecte de renseignements personnels.', 40, y2, { size: 7, width: 532, color: '#333' });
  y2 += 56;
  for (let k = 0; k < 2; k++) {
    d.lineWidth(0.6).strokeColor('#333').moveTo(40 + k * 270, y2 + 24).lineTo(290 + k * 270, y2 + 24).stroke();
    s.text(`Signature - Principal ${k + 1}                     Date`, 40 + k * 270, y2 + 27, { size: 6.5 });
  }
}

// Maplegate Business Funding (Canadian, bilingual labels over values, 3 pages) and Sunvale Merchant Services (US, a
// dense two-column sheet with a sidebar, 3 pages). In both the second owner's block starts at the foot of page 1.
import type { Canvas } from './canvas.ts';
import { F, O } from './common.ts';
import type { Merchant, Owner } from './data.ts';

const RED = '#a3201c';

/** Maplegate: a shaded label bar with the value on the white line below it. */
function fld(c: Canvas, label: string, x: number, y: number, w: number, key?: string, text?: string | null, fields: Record<string, unknown> = {}): void {
  c.rect(x, y, w - 4, 10, { fill: '#ececec' });
  c.text(label, x + 2, y + 2, { size: 6 });
  c.line(x, y + 26, x + w - 4, y + 26, 0.5, '#777777');
  if (key && text) c.value(key, text, x, y + 11, w - 4, fields, { h: 14 });
}

function mgChrome(c: Canvas, m: Merchant, total: number, note: string): void {
  c.rect(36, 20, 6, 24, { fill: RED });
  c.text('Maplegate Business Funding', 48, 20, { size: 12, font: 'Helvetica-Bold', color: RED });
  c.text('Demande de financement / Business Funding Application', 48, 35, { size: 7 });
  c.text(`File No. ${m.appNo}`, 460, 22, { size: 7.5 });
  if (c.page > 1) {
    c.text('Client:', 400, 34, { size: 7 });
    // The header repeats the operating name when there is one, else the legal name.
    if (m.dba) c.value('header.operating_name', m.dba, 425, 29, 151, F.dba(m), { size: 7.5, h: 12 });
    else c.value('header.legal_name', m.legal, 425, 29, 151, F.legal(m), { size: 7.5, h: 12 });
  }
  c.line(36, 50, 576, 50, 1, RED);
  c.text(`MBF-CA-APP-2 v4.2  |  ${note}  |  Page ${c.page}/${total}`, 36, 764, { size: 6.5, color: '#555555' });
}

function head(c: Canvas, t: string, y: number): number { c.text(t, 36, y, { size: 8.5, font: 'Helvetica-Bold', color: RED }); return y + 13; }

function mgPrincipal(c: Canvas, o: Owner | undefined, i: number, y: number, part: 'top' | 'rest'): number {
  const k = `owner${i + 1}`;
  if (part === 'top') {
    fld(c, 'Full Name / Nom complet', 36, y, 250, `${k}.name`, o?.printed, o ? O.name(o, i) : {});
    fld(c, 'Title / Titre', 286, y, 150, `${k}.title`, o?.role, o ? O.role(o, i) : {});
    fld(c, '% Ownership / Participation', 436, y, 140, `${k}.ownership`, o?.ownershipText, o ? O.ownership(o, i) : {});
    return y + 30;
  }
  fld(c, 'SIN / NAS (optional)', 36, y, 150, `${k}.sin`, o?.taxText, o ? O.tax(o, i) : {});
  fld(c, 'Date of Birth / Date de naissance', 186, y, 150, `${k}.dob`, o?.dobText, o ? O.dob(o, i) : {});
  fld(c, 'Credit score (if known)', 336, y, 100, `${k}.fico`, o?.score == null ? null : String(o.score), o ? O.score(o, i) : {});
  fld(c, 'Mobile', 436, y, 140, `${k}.cell`, o?.phone); y += 30;
  fld(c, 'Home Address / Adresse domicile', 36, y, 300, `${k}.home`, o?.home);
  fld(c, 'City, Prov., Postal Code', 336, y, 240, `${k}.homecity`, o?.homeCity);
  return y + 32;
}

export function maplegate(c: Canvas, m: Merchant): void {
  const total = 3;
  c.newPage(); mgChrome(c, m, total, m.owners.length > 1 ? 'Principal 2 continues overleaf / suite au verso' : 'suite au verso');
  let y = head(c, 'A. BUSINESS / ENTREPRISE', 60);
  fld(c, 'Legal Name / Dénomination sociale', 36, y, 300, 'legal_name', m.legal, F.legal(m));
  fld(c, 'Operating Name (O/A)', 336, y, 240, 'dba', m.dbaText, F.dba(m)); y += 30;
  fld(c, 'Street Address', 36, y, 230, 'street', m.street); fld(c, 'City / Ville', 266, y, 120, 'city', m.city);
  fld(c, 'Province', 386, y, 70, 'province', m.region, F.region(m)); fld(c, 'Postal Code', 456, y, 120, 'postal', m.zip); y += 30;
  fld(c, 'Business Number (BN) incl. program account', 36, y, 200, 'bn', m.taxText, F.tax(m));
  fld(c, 'Type of Entity', 236, y, 140, 'entity', m.entityLabel, F.entity(m));
  fld(c, 'Jurisdiction of Incorporation', 376, y, 200, 'inc', m.incState); y += 30;
  fld(c, 'Date Established / Date de constitution', 36, y, 200, 'start', m.startText, F.start(m));
  fld(c, 'Nature of Business', 236, y, 200, 'industry', m.industryText, F.industry(m));
  fld(c, 'Employees', 436, y, 140, 'employees', m.employees); y += 30;
  fld(c, 'Phone', 36, y, 160, 'phone', m.phone); fld(c, 'E-mail', 196, y, 210, 'email', m.email); fld(c, 'Website', 406, y, 170, 'website', m.website); y += 34;
  y = head(c, 'B. FINANCING REQUEST / DEMANDE', y);
  fld(c, 'Amount Requested (CAD)', 36, y, 160, 'amount', m.amount.text, F.amount(m));
  fld(c, 'Purpose / Utilisation', 196, y, 220, 'use', m.use);
  fld(c, 'Average Monthly Revenue', 416, y, 160, 'monthly', m.monthly); y += 34;
  y = head(c, 'C. PREMISES & BANKING', y);
  fld(c, 'Landlord', 36, y, 200, 'landlord', m.landlord); fld(c, 'Landlord Phone', 236, y, 140, 'landlord.phone', m.landlordPhone);
  fld(c, 'Monthly Rent', 376, y, 200, 'rent', m.rent); y += 30;
  fld(c, 'Financial Institution', 36, y, 200, 'bank', m.bankName); fld(c, 'Transit-Institution No.', 236, y, 140, 'routing', m.routing);
  fld(c, 'Account No.', 376, y, 200, 'account', m.account); y += 34;
  y = head(c, 'D. PRINCIPALS / DIRIGEANTS  -  Principal 1', y);
  y = mgPrincipal(c, m.owners[0], 0, y, 'top'); y = mgPrincipal(c, m.owners[0], 0, y, 'rest');
  y = head(c, 'Principal 2', Math.max(y, 712));
  mgPrincipal(c, m.owners[1], 1, y, 'top');

  c.newPage(); mgChrome(c, m, total, 'suite / continued');
  y = head(c, 'D. PRINCIPALS (continued) - Principal 2 (cont.)', 62);
  y = mgPrincipal(c, m.owners[1], 1, y, 'rest');
  y = head(c, 'Principal 3', y);
  y = mgPrincipal(c, m.owners[2], 2, y, 'top'); y = mgPrincipal(c, m.owners[2], 2, y, 'rest');
  y = head(c, 'E. EXISTING FINANCING / FINANCEMENTS EXISTANTS', y);
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    fld(c, 'Lender / Funder', 36, y, 240, `funder${i}.name`, f?.name); fld(c, 'Balance Owing', 276, y, 150, `funder${i}.balance`, f?.balance);
    fld(c, 'Payment', 426, y, 150, `funder${i}.payment`, f?.payment); y += 30;
  }
  y = head(c, 'F. BROKER / COURTIER', y);
  fld(c, 'Referring Agent', 36, y, 240, 'iso.name', m.iso); fld(c, 'Agent Phone', 276, y, 150, 'iso.phone', m.isoPhone);

  c.newPage(); mgChrome(c, m, total, 'Signature page / page de signature');
  y = head(c, 'G. CONSENT (PIPEDA) AND SIGNATURES / CONSENTEMENT ET SIGNATURES', 62) + 4;
  const parts: Parameters<Canvas['merged']>[0] = ['I/We, '];
  m.owners.forEach((o, i) => { parts.push({ key: `agree.owner${i + 1}`, text: o.printed, label: `Principal ${i + 1}`, ref: i ? '' : 'the undersigned principal(s)', fields: O.name(o, i) }); if (i < m.owners.length - 1) parts.push(i === m.owners.length - 2 ? ' and ' : ', '); });
  parts.push(', on my/our own behalf and on behalf of ', { key: 'agree.legal_name', text: m.legal, label: 'Business', ref: 'the business named above', fields: F.legal(m) });
  parts.push(', consent under the Personal Information Protection and Electronic Documents Act (PIPEDA) to the collection, use and disclosure of personal and business information, including credit bureau reports (Equifax, TransUnion), by Maplegate Business Funding and its funding partners for the purpose of evaluating this application. I/We certify that the information in this application is true and complete.');
  y = c.merged(parts, 36, y, 540, 8) + 20;
  for (const [i, o] of m.owners.entries()) {
    c.line(36, y + 22, 230, y + 22); c.text('Signature', 36, y + 25, { size: 6.5 });
    c.line(246, y + 22, 440, y + 22); c.text('Name / Nom', 246, y + 25, { size: 6.5 });
    c.value(`sig.owner${i + 1}.name`, o.printed, 246, y + 8, 194, O.name(o, i));
    c.line(456, y + 22, 576, y + 22); c.text('Date (YYYY-MM-DD)', 456, y + 25, { size: 6.5 });
    c.value(`sig.owner${i + 1}.date`, '2025-03-03', 456, y + 8, 120); y += 44;
  }
}

/** Sunvale: tiny caps label to the left of a boxed value, on a two-column grid. */
function sv(c: Canvas, label: string, x: number, y: number, w: number, key?: string, text?: string | null, fields: Record<string, unknown> = {}, lw = 70): void {
  c.text(label.toUpperCase(), x, y + 5, { size: 5.8, font: 'Helvetica-Bold', color: '#34495e' });
  c.rect(x + lw, y, w - lw - 4, 15, { stroke: '#9aa5b1', lw: 0.5 });
  if (key && text) c.value(key, text, x + lw, y + 1, w - lw - 4, fields, { h: 14, size: 8.5 });
}

function svChrome(c: Canvas, m: Merchant, total: number, cont: string): void {
  c.rect(0, 0, 612, 26, { fill: '#f4b400' });
  c.text('SUNVALE', 24, 7, { size: 12, font: 'Helvetica-Bold' });
  c.text('merchant services', 84, 10, { size: 8 });
  c.text(`Ref# ${m.appNo}`, 500, 9, { size: 7.5 });
  if (c.page > 1) { c.text('BUSINESS:', 220, 10, { size: 6.5, font: 'Helvetica-Bold' }); c.value('header.legal_name', m.legal, 258, 5, 230, F.legal(m), { size: 7.5, h: 13 }); }
  c.text(`SV-APP-3.1  ${cont}`, 24, 770, { size: 6.5 }); c.text(`${c.page} of ${total}`, 560, 770, { size: 6.5 });
}

function svOwner(c: Canvas, o: Owner | undefined, i: number, y: number, part: 'top' | 'rest'): number {
  const k = `owner${i + 1}`;
  if (part === 'top') {
    sv(c, 'Owner name', 24, y, 300, `${k}.name`, o?.printed, o ? O.name(o, i) : {}); sv(c, 'Title', 324, y, 150, `${k}.title`, o?.role, o ? O.role(o, i) : {}, 30);
    sv(c, 'Own %', 474, y, 114, `${k}.ownership`, o?.ownershipText, o ? O.ownership(o, i) : {}, 32);
    return y + 19;
  }
  sv(c, 'SSN', 24, y, 180, `${k}.ssn`, o?.taxText, o ? O.tax(o, i) : {}); sv(c, 'DOB', 204, y, 150, `${k}.dob`, o?.dobText, o ? O.dob(o, i) : {}, 30);
  sv(c, 'Credit score', 354, y, 234, `${k}.fico`, o?.score == null ? null : String(o.score), o ? O.score(o, i) : {}, 60); y += 19;
  sv(c, 'Home address', 24, y, 330, `${k}.home`, o?.home); sv(c, 'City/St/Zip', 354, y, 234, `${k}.homecity`, o?.homeCity, {}, 60);
  return y + 23;
}

export function sunvale(c: Canvas, m: Merchant, useYears: boolean): void {
  const total = 3;
  c.newPage(); svChrome(c, m, total, m.owners.length > 1 ? '** OWNER 2 CONTINUES ON PAGE 2 **' : 'continued');
  c.text('Quick Funding Application', 24, 36, { size: 14, font: 'Helvetica-Bold' });
  c.text('Please complete all fields. Incomplete applications delay funding.', 24, 54, { size: 7, font: 'Helvetica-Oblique' });
  let y = 70;
  c.text('COMPANY', 24, y, { size: 8, font: 'Helvetica-Bold' }); y += 12;
  sv(c, 'Legal name', 24, y, 380, 'legal_name', m.legal, F.legal(m)); y += 19;
  sv(c, 'DBA', 24, y, 380, 'dba', m.dbaText, F.dba(m)); y += 19;
  sv(c, 'Address', 24, y, 380, 'street', m.street); y += 19;
  sv(c, 'City', 24, y, 200, 'city', m.city); sv(c, 'State', 224, y, 80, 'state', m.region, F.region(m), 28); sv(c, 'Zip', 304, y, 100, 'zip', m.zip, {}, 22); y += 19;
  sv(c, 'Tax ID', 24, y, 200, 'tax_id', m.taxText, F.tax(m));
  if (useYears) sv(c, 'Yrs in bus.', 224, y, 180, 'years', m.yearsText, {}, 50);
  else sv(c, 'Start date', 224, y, 180, 'start', m.startText, F.start(m), 50);
  y += 19;
  sv(c, 'Industry', 24, y, 380, 'industry', m.industryText, F.industry(m)); y += 19;
  sv(c, 'Phone', 24, y, 200, 'phone', m.phone); sv(c, 'Email', 224, y, 180, 'email', m.email, {}, 30); y += 22;
  c.text('ENTITY', 24, y + 1, { size: 6.5, font: 'Helvetica-Bold' });
  let x = 60;
  const boxes = ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor'];
  for (const e of boxes) x = c.check(`entity.${e}`, e, x, y, e === m.entityLabel, F.entity(m), 7, 7);
  const other = !boxes.includes(m.entityLabel);
  x = c.check('entity.other', 'Other', x, y, other, other ? F.entity(m) : {}, 7, 7);
  c.line(x - 6, y + 8, 404, y + 8, 0.4);
  if (other) c.value('entity.other_text', m.entityLabel, x - 6, y - 5, 404 - x, F.entity(m), { h: 13, size: 8 });
  // Sidebar: the request.
  c.rect(420, 70, 168, 150, { fill: '#fff7dd', stroke: '#f4b400' });
  c.text('YOUR REQUEST', 428, 76, { size: 8, font: 'Helvetica-Bold' });
  const side = (label: string, yy: number, key: string, text: string | null | undefined, fields: Record<string, unknown> = {}): void => {
    c.text(label, 428, yy, { size: 6.5 }); c.rect(428, yy + 9, 152, 15, { stroke: '#c9a227', lw: 0.5 });
    if (text) c.value(key, text, 428, yy + 9, 152, fields, { h: 14, size: 8.5 });
  };
  side('Funding amount requested', 92, 'amount', m.amount.text, F.amount(m));
  side('Est. monthly revenue', 122, 'monthly', m.monthly);
  side('Use of proceeds', 152, 'use', m.use);
  side('Website', 182, 'website', m.website);
  y += 24;
  c.text('LANDLORD / OTHER FINANCING', 24, y, { size: 8, font: 'Helvetica-Bold' }); y += 12;
  sv(c, 'Landlord', 24, y, 300, 'landlord', m.landlord); sv(c, 'Phone', 324, y, 130, 'landlord.phone', m.landlordPhone, {}, 30); sv(c, 'Rent', 454, y, 134, 'rent', m.rent, {}, 26); y += 19;
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    sv(c, `Current funder ${i + 1}`, 24, y, 300, `funder${i}.name`, f?.name); sv(c, 'Balance', 324, y, 130, `funder${i}.balance`, f?.balance, {}, 34);
    sv(c, 'Pmt', 454, y, 134, `funder${i}.payment`, f?.payment, {}, 26); y += 19;
  }
  sv(c, 'Bank', 24, y, 200, 'bank', m.bankName); sv(c, 'Routing', 224, y, 160, 'routing', m.routing, {}, 36); sv(c, 'Acct', 384, y, 204, 'account', m.account, {}, 26); y += 26;
  c.text('OWNER 1', 24, y, { size: 8, font: 'Helvetica-Bold' }); y += 12;
  y = svOwner(c, m.owners[0], 0, y, 'top'); y = svOwner(c, m.owners[0], 0, y, 'rest');
  y = Math.max(y, 724);
  c.text('OWNER 2', 24, y, { size: 8, font: 'Helvetica-Bold' }); y += 12;
  svOwner(c, m.owners[1], 1, y, 'top');

  c.newPage(); svChrome(c, m, total, 'continued');
  y = 40;
  c.text('OWNER 2 (CONTINUED FROM PAGE 1)', 24, y, { size: 8, font: 'Helvetica-Bold' }); y += 12;
  y = svOwner(c, m.owners[1], 1, y, 'rest');
  c.text('OWNER 3', 24, y, { size: 8, font: 'Helvetica-Bold' }); y += 12;
  y = svOwner(c, m.owners[2], 2, y, 'top'); y = svOwner(c, m.owners[2], 2, y, 'rest');
  c.text('TRADE REFERENCES', 24, y, { size: 8, font: 'Helvetica-Bold' }); y += 12;
  m.refs.forEach((r, i) => { sv(c, `Reference ${i + 1}`, 24, y, 380, `ref${i}`, r.name); sv(c, 'Phone', 404, y, 184, `ref${i}.phone`, r.phone, {}, 30); y += 19; });
  sv(c, 'Sunvale rep', 24, y + 8, 380, 'iso.name', m.iso);

  c.newPage(); svChrome(c, m, total, 'signature page');
  c.text('AUTHORIZATION & PERSONAL GUARANTY', 24, 40, { size: 10, font: 'Helvetica-Bold' });
  const parts: Parameters<Canvas['merged']>[0] = ['This authorization is given by ', { key: 'agree.legal_name', text: m.legal, label: 'Business legal name', ref: 'the business named on page 1', fields: F.legal(m) }, ' and by '];
  m.owners.forEach((o, i) => { parts.push({ key: `agree.owner${i + 1}`, text: o.printed, label: `Owner ${i + 1} name`, ref: i ? '' : 'each owner signing below', fields: O.name(o, i) }); if (i < m.owners.length - 1) parts.push(i === m.owners.length - 2 ? ' and ' : ', '); });
  parts.push('. Sunvale Merchant Services and the funders it works with may obtain business and personal credit reports, verify the statements and references given, and contact the landlord named in this application. Each owner named above personally guarantees the representations made herein. This application may be signed electronically.');
  y = c.merged(parts, 24, 58, 564, 8) + 24;
  for (const [i, o] of m.owners.entries()) {
    sv(c, `Owner ${i + 1} signature`, 24, y, 260, undefined, undefined, {}, 80);
    sv(c, 'Print', 284, y, 200, `sig.owner${i + 1}.name`, o.printed, O.name(o, i), 28);
    sv(c, 'Title', 484, y, 104, `sig.owner${i + 1}.title`, o.role, O.role(o, i), 24); y += 24;
  }
}

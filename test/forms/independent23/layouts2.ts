// Layouts 3-4 of set 23: a duplex copy whose back page came out upside down, and a form with captions under the lines.
import { money, usDate, type Merchant } from './data.ts';
import { decoys, entityGrid, industryGrid, ownRent, putBizId, putDba, putDob, putIndustry, putLegal, putMoney, putOwner, putOwnerId, putPct,
  putScore, putState, US_ENTITY_BOXES } from './blocks.ts';
import type { Sheet } from './sheet.ts';

/** 3. Keystone Receivables: front page business + checkbox industry grid; the back (owners, existing funders) upside down. */
export function duplexFlip(s: Sheet, m: Merchant): void {
  const d = decoys(s);
  s.faxHeader(d.fax, '2026-10-30', 1, 2, 'KEYSTONE RCVBL');
  s.label('Keystone Receivables Group  -  merchant application (front)', 40, 28, { size: 10, bold: true });
  s.label(`Fax completed application to ${d.fax}`, 40, 42, { size: 6 });
  let y = 60;
  const ln = (cap: string, x: number, w: number, f: (x: number, y: number, w: number) => void): void => {
    s.label(cap, x, y, { size: 5.5 }); s.line(x, y + 20, w); f(x + 2, y + 9, w - 4);
  };
  ln('Business legal name', 40, 330, (x, yy, w) => putLegal(s, m, x, yy, w)); ln('EIN / tax id', 380, 190, (x, yy, w) => putBizId(s, m, x, yy, w)); y += 28;
  ln('Doing business as', 40, 330, (x, yy, w) => putDba(s, m, x, yy, w));
  ln('Business start (mm/dd/yy)', 380, 190, (x, yy, w) => s.put('business_start_date', m.start, usDate(m.start, true), x, yy, w)); y += 28;
  ln('Address', 40, 250, (x, yy, w) => s.put(null, '', m.street, x, yy, w)); ln('City', 300, 120, (x, yy, w) => s.put(null, '', m.city, x, yy, w));
  ln('State', 430, 40, (x, yy, w) => putState(s, m, x, yy, w)); ln('Zip', 480, 90, (x, yy, w) => s.put(null, '', m.zip, x, yy, w)); y += 28;
  ln('Amount requested', 40, 160, (x, yy, w) => putMoney(s, 'requested_amount', m.amount, x, yy, w));
  ln('Use of proceeds', 210, 160, (x, yy, w) => s.put(null, '', m.use, x, yy, w));
  ln('Monthly card sales', 380, 190, (x, yy, w) => s.put(null, '', money(Math.round(m.sales * 0.6)), x, yy, w)); y += 34;
  s.label('Form of business', 40, y, { bold: true, size: 7 }); entityGrid(s, m, US_ENTITY_BOXES, 40, y + 12, 5, 100); y += 48;
  s.label('Industry (check one)', 40, y, { bold: true, size: 7 }); industryGrid(s, m, 40, y + 12, 4, 130, 16); y += 66;
  s.label('Building', 40, y, { bold: true, size: 7 }); ownRent(s, m, 90, y - 1); y += 16;
  ln('Landlord name', 40, 330, (x, yy, w) => s.put(null, '', d.landlord, x, yy, w)); ln('Landlord phone', 380, 190, (x, yy, w) => s.put(null, '', d.landlordPhone, x, yy, w));
  s.label('- continued on reverse -', 0, 740, { width: 612, align: 'center', size: 6 });
  s.stamp('RECEIVED', `OCT 31 2026  ${d.fax}`, 330, 20);
  s.page(true);
  s.faxHeader(d.fax, '2026-10-30', 2, 2, 'KEYSTONE RCVBL');
  s.label('Keystone Receivables Group  -  (reverse) principals', 40, 28, { size: 10, bold: true });
  y = 50;
  const cols: [string, number, number][] = [['Name', 40, 150], ['Title', 190, 80], ['Own.', 270, 40], ['SSN', 310, 90], ['DOB', 400, 70], ['Credit score (est.)', 470, 100]];
  for (const [c, x, w] of cols) { s.box(x, y, w, 12, 0.4); s.label(c, x + 2, y + 3, { size: 5.5, bold: true }); }
  m.owners.forEach((o, i) => {
    const yy = y + 12 + i * 18;
    for (const [, x, w] of cols) s.box(x, yy, w, 18, 0.4);
    putOwner(s, i, o, 43, yy + 6, 144, false, 7.5); s.put(`applicants.${i}.role`, o.title, o.title, 193, yy + 6, 74, 7.5);
    putPct(s, i, o, 273, yy + 6, 34, 7.5); putOwnerId(s, i, o, m, s.r.chance(0.4), 313, yy + 6, 84, 7.5);
    putDob(s, i, o, usDate(o.dob), 403, yy + 6, 64, 7.5); putScore(s, i, o, 473, yy + 6, 94, 7.5);
  });
  y += 12 + m.owners.length * 18 + 20;
  s.label('Current cash advances / business loans', 40, y, { bold: true, size: 7 }); y += 12;
  d.funders.forEach(([f, b, p]) => { s.put(null, '', f, 44, y, 200, 7.5); s.put(null, '', `bal ${b}`, 250, y, 120, 7.5); s.put(null, '', `pmt ${p}`, 380, y, 120, 7.5); y += 14; });
  y += 10;
  s.label('Operating account: ', 40, y, { size: 6 }); s.put(null, '', d.bank, 110, y, 120, 7.5); s.put(null, '', d.routing, 240, y, 90, 7.5); s.put(null, '', d.account, 340, y, 120, 7.5);
  s.label('I/we authorize Keystone Receivables Group to obtain credit reports and to verify all information herein. Signature(s) below apply to both sides of this form.', 40, y + 24, { size: 6, width: 530 });
  s.line(40, y + 70, 220); s.label('Signature', 40, y + 73, { size: 5.5 }); s.line(330, y + 70, 120); s.label('Date', 330, y + 73, { size: 5.5 });
}

/** 4. Harbor Point Capital: every caption printed UNDER its line (the value sits on the line), ISO rep block, COPY stamp. */
export function captionUnder(s: Sheet, m: Merchant): void {
  const d = decoys(s);
  s.faxHeader(d.isoPhone, 'DEC 02 2026', 1, 1, `ISO ${d.iso.toUpperCase()}`);
  s.label('HARBOR POINT CAPITAL, LLC', 36, 26, { size: 11, bold: true });
  s.label(`Underwriting fax ${d.fax}  |  all sections must be completed`, 36, 40, { size: 6 });
  let y = 74;
  const under = (cap: string, x: number, w: number, f: (x: number, y: number, w: number) => void): void => {
    f(x + 2, y - 9, w - 4); s.line(x, y, w); s.label(cap, x, y + 2, { size: 5 });
  };
  under('Business name (legal)', 36, 320, (x, yy, w) => putLegal(s, m, x, yy, w)); under('Tax i.d.', 366, 210, (x, yy, w) => putBizId(s, m, x, yy, w)); y += 28;
  under('Trade style / dba', 36, 320, (x, yy, w) => putDba(s, m, x, yy, w));
  under('Legal entity', 366, 210, (x, yy, w) => s.put('type_of_entity', m.entityId, m.entityText, x, yy, w)); y += 28;
  under('Street', 36, 230, (x, yy, w) => s.put(null, '', m.street, x, yy, w)); under('City', 276, 130, (x, yy, w) => s.put(null, '', m.city, x, yy, w));
  under('State', 416, 50, (x, yy, w) => putState(s, m, x, yy, w)); under('Zip', 476, 100, (x, yy, w) => s.put(null, '', m.zip, x, yy, w)); y += 28;
  const years = s.r.chance(0.35);
  under(years ? 'Years in business' : 'Business established', 36, 150, (x, yy, w) => years ? s.put(null, '', String(2026 - Number(m.start.slice(0, 4))), x, yy, w)
    : s.put('business_start_date', m.start, usDate(m.start), x, yy, w));
  under('Describe business', 196, 210, (x, yy, w) => putIndustry(s, m, x, yy, w));
  under('State of incorporation', 416, 160, (x, yy, w) => s.put(null, '', m.incState, x, yy, w)); y += 28;
  under('Advance requested', 36, 150, (x, yy, w) => putMoney(s, 'requested_amount', m.amount, x, yy, w));
  under('Gross annual revenue', 196, 210, (x, yy, w) => s.put(null, '', money(m.sales * 12), x, yy, w));
  under('Business phone', 416, 160, (x, yy, w) => s.put(null, '', m.phone, x, yy, w)); y += 36;
  m.owners.forEach((o, i) => {
    s.label(`Guarantor ${i + 1}`, 36, y - 24, { bold: true, size: 6.5 });
    under('Name (last, first)', 36, 200, (x, yy, w) => putOwner(s, i, o, x, yy, w, true));
    under('Title', 246, 100, (x, yy, w) => s.put(`applicants.${i}.role`, o.title, o.title, x, yy, w));
    under('Ownership', 356, 60, (x, yy, w) => putPct(s, i, o, x, yy, w));
    under('Social security', 426, 150, (x, yy, w) => putOwnerId(s, i, o, m, s.r.chance(0.3), x, yy, w)); y += 26;
    under('Date of birth', 36, 100, (x, yy, w) => putDob(s, i, o, usDate(o.dob), x, yy, w));
    under('Home address', 146, 430, (x, yy, w) => s.put(null, '', `${o.home}, ${o.homeCity}, ${o.homeState} ${o.homeZip}`, x, yy, w)); y += 40;
  });
  s.shade(36, y - 12, 540, 11, 'For office use - ISO / sales representative');
  y += 14;
  under('Rep name', 36, 200, (x, yy, w) => s.put(null, '', d.iso, x, yy, w)); under('Rep phone', 246, 150, (x, yy, w) => s.put(null, '', d.isoPhone, x, yy, w));
  under('Rep fax', 406, 170, (x, yy, w) => s.put(null, '', d.fax, x, yy, w)); y += 24;
  s.label('Applicant(s) authorize Harbor Point Capital, LLC to request credit reports. Facsimile signatures are binding.', 36, y, { size: 5.5, width: 540 });
  s.line(36, y + 36, 200); s.label('Signature', 36, y + 38, { size: 5 });
  s.stamp('COPY', '', 420, 110);
}

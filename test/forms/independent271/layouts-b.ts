// Layouts 4-5 of set 271: Sunbelt (an ISO's numbered questionnaire with a "Last, First" owner table) and Keystone
// (two columns: the business on the left, up to three principals on the right).
import type { Merchant } from './data.ts';
import type { Form } from './form.ts';
import { capLine, putBiz, putEntity, putFreq, putOwner, type Slot } from './kit.ts';
import type { Layout } from './layouts-a.ts';

export const SUNBELT: Layout = {
  name: 'sunbelt-iso-questionnaire', country: 'US', maxOwners: 3, soleProp: 0.4,
  entities: [['Sole Prop', 'sole_proprietorship'], ['LLC', 'llc'], ['Corp', 'c_corporation'], ['S Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['LLP', 'llp']],
  fonts: ['Helvetica', 'Helvetica', 'Helvetica-Bold'],
  draw(f: Form, m: Merchant) {
    const teal = '#0f6e6e';
    f.label('Sunbelt Merchant Services', 36, 32, { size: 17, bold: true, color: teal });
    f.label('Small Business Funding Questionnaire', 36, 52, { size: 9 });
    f.rect(372, 28, 204, 58, { stroke: teal, lw: 0.8 });
    f.label('FOR ISO USE ONLY', 378, 31, { size: 6.5, bold: true, color: teal });
    const s: Record<string, Slot> = {};
    s.rep = capLine(f, 'Rep:', 378, 50, 192, { size: 7 }); s.repPhone = capLine(f, 'Rep Ph:', 378, 66, 120, { size: 7 }); s.repId = capLine(f, 'ISO #', 500, 66, 70, { size: 7 });
    f.hline(36, 92, 540, teal, 1.5);
    let y = 104, q = 1;
    const ask = (t: string, w = 540, x = 36): Slot => { f.label(`${q++}. ${t}`, x, y, { size: 8, bold: true }); const sl = { x: x + 12, y: y + 24, w: w - 12 }; f.hline(sl.x, sl.y, sl.w); return sl; };
    s.legal = ask('Legal name of the business (exactly as on your tax return)'); y += 32;
    s.dba = ask('Doing business as (if different)', 264); s.tax = ask('Tax ID (EIN - or SSN if sole proprietor)', 264, 312); y += 32;
    s.street = ask('Where is the business located? (street)', 264); s.cityStZip = ask('City / State / Zip', 264, 312); y += 32;
    s.industry = ask('What does the business do?', 264); s.start = ask('When did you open? (date)', 150, 312); s.years = ask('Years in biz', 110, 466); y += 32;
    s.amount = ask('How much funding do you need?  $', 264); s.payment = ask('Payment you can comfortably afford  $', 264, 312); y += 34;
    f.label(`${q++}. How often would you like to pay?`, 36, y, { size: 8, bold: true }); putFreq(f, m, 220, y + 8, { boxes: true, size: 8, gap: 14 }); y += 18;
    f.label(`${q++}. Business structure:`, 36, y, { size: 8, bold: true });
    putEntity(f, m, 150, y + 8, ['Sole Prop', 'LLC', 'Corp', 'S Corp', 'Partnership', 'LLP'], { boxes: true, size: 8, gap: 12 }); y += 20;
    f.label(`${q++}. Do you have any open advances or loans?`, 36, y, { size: 8, bold: true });
    f.choice({ x: 250, y: y + 8, labels: ['Yes', 'No'], chosen: m.funders.length ? 0 : 1, name: 'has_advances', decoy: 'has_existing_advances', boxes: true, size: 8 });
    y += 14;
    for (let r = 0; r < 2; r++) {
      const a = capLine(f, 'Funder:', 48, y + 14, 250, { size: 7.5 }), b = capLine(f, 'Balance:', 308, y + 14, 130, { size: 7.5 }), c = capLine(f, 'Pmt:', 448, y + 14, 128, { size: 7.5 });
      const fd = m.funders[r];
      f.put({ ...a, text: fd?.name ?? null, name: `funder${r + 1}`, decoy: 'existing_funder' });
      f.put({ ...b, text: fd?.balance ?? null, name: `funder${r + 1}_balance`, decoy: 'existing_funder_balance' });
      f.put({ ...c, text: fd?.payment ?? null, name: `funder${r + 1}_payment`, decoy: 'existing_funder_payment' });
      y += 16;
    }
    y += 10;
    f.label(`${q++}. Who should we call about this application if not an owner?`, 36, y, { size: 8, bold: true });
    s.contact = { x: 48, y: y + 22, w: 300 }; s.contactPhone = { x: 360, y: y + 22, w: 216 }; f.hline(48, y + 22, 300); f.hline(360, y + 22, 216); y += 30;
    f.label(`${q++}. Do you own or rent?  Landlord / mortgage holder:`, 36, y, { size: 8, bold: true });
    s.landlord = { x: 48, y: y + 22, w: 300 }; s.landlordPhone = { x: 360, y: y + 22, w: 216 }; f.hline(48, y + 22, 300); f.hline(360, y + 22, 216); y += 34;
    putBiz(f, m, s);
    // owners table
    f.rect(36, y, 540, 14, { fill: teal, stroke: 'none' });
    f.label('OWNERS (everyone with 20% or more)', 40, y + 3.5, { size: 8, bold: true, color: '#fff' }); y += 14;
    const cols: [string, number, number][] = [['Name (Last, First)', 36, 170], ['Title', 206, 80], ['Own %', 286, 44], ['SSN', 330, 92], ['Date of Birth', 422, 76], ['Home City, State', 498, 78]];
    for (const [c, x, w] of cols) { f.rect(x, y, w, 12, { fill: '#e3f0f0', lw: 0.5 }); f.label(c, x + 2, y + 3, { size: 6.5, bold: true }); }
    y += 12;
    for (let i = 0; i < 3; i++) {
      for (const [, x, w] of cols) f.rect(x, y, w, 22, { lw: 0.5 });
      const sl = (k: number): Slot => ({ x: cols[k]![1], y: y + 19, w: cols[k]![2], h: 16 });
      const o = m.owners[i];
      putOwner(f, o, i, { lastFirst: sl(0), title: sl(1), pct: sl(2), tax: sl(3), dob: sl(4) });
      f.put({ ...sl(5), text: o ? `${o.homeCity}, ${o.homeState}` : null, name: `owner${i + 1}_homeCityState`, decoy: 'owner_home_address', size: 9 });
      y += 22;
    }
    y = f.para('I/We certify that the answers above are true. I/We authorize Sunbelt Merchant Services and the funders it presents this file to, to ' +
      'obtain credit reports and verify all information given, and to share this application with funding sources. Sunbelt Merchant Services is a broker ' +
      'and not a lender.', 36, y + 10, 540, 6.5) + 20;
    capLine(f, 'Owner signature:', 36, y, 260); capLine(f, 'Date:', 306, y, 110); f.sign(120, y, 150);
    if (f.style !== 'fillable' || f.rng.chance(0.5)) {
      if (f.rng.chance(0.7)) f.put({ x: 36, y: 778, w: 300, text: m.note, name: 'margin_note', decoy: 'margin_note' });
    }
  },
};

export const KEYSTONE: Layout = {
  name: 'keystone-two-column', country: 'US', maxOwners: 3, soleProp: 0.1,
  entities: [['LLC', 'llc'], ['Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['LP', 'limited_partnership'], ['PLLC', 'pllc'], ['Sole Prop', 'sole_proprietorship']],
  fonts: ['Helvetica', 'Times-Roman', 'Times-Bold'],
  draw(f: Form, m: Merchant) {
    f.label('KEYSTONE', 36, 30, { size: 22, bold: true });
    f.label('REVENUE PARTNERS', 36, 54, { size: 9, bold: true, color: '#555' });
    f.label('Merchant Application\nSubmit with 4 months of bank statements', 376, 34, { size: 8.5, width: 200, align: 'right' });
    f.hline(36, 70, 540, '#000', 2);
    f.doc.save().lineWidth(0.5).strokeColor('#888').moveTo(306, 80).lineTo(306, 600).stroke().restore();
    const col = (t: string, x: number): void => { f.rect(x, 78, 264, 16, { fill: '#000', stroke: 'none' }); f.label(t, x + 6, 82, { size: 9, bold: true, color: '#fff' }); };
    col('THE BUSINESS', 36); col('THE PRINCIPAL(S)', 312);
    const s: Record<string, Slot> = {};
    const L = 36, LW = 264, st = 19.5;
    let y = 114;
    const row = (cap: string, w = LW, x = L): Slot => capLine(f, cap, x, y, w, { size: 7.5 });
    s.legal = row('Legal Entity Name'); y += st;
    s.dba = row('Trade Name / DBA'); y += st;
    f.label('Entity:', L, y - 7, { size: 7.5 }); putEntity(f, m, L + 32, y, ['LLC', 'Corp', 'S-Corp', 'LP', 'PLLC', 'Sole Prop'], { size: 7.5, gap: 9 }); y += st;
    s.tax = row('EIN', 150); s.stateOfInc = row('Inc. State', 110, L + 154); y += st;
    s.start = row('Date Est.', 150); s.years = row('Yrs in Bus.', 110, L + 154); y += st;
    s.industry = row('Nature of Business'); y += st;
    s.street = row('Address'); y += st;
    s.city = row('City', 120); s.state = row('State', 60, L + 124); s.zip = row('Zip', 76, L + 188); y += st;
    s.phone = row('Phone', 120); s.employees = row('# Employees', 140, L + 124); y += st;
    s.email = row('E-mail'); y += st + 6;
    f.label('REQUEST', L, y - 8, { size: 8, bold: true }); y += 10;
    s.amount = row('Amount Sought', 140); s.nPay = row('# Pmts', 120, L + 144); y += st;
    s.payment = row('Proposed Payment'); y += st;
    f.label('Remit:', L, y - 7, { size: 7.5 }); putFreq(f, m, L + 30, y, { size: 7.5, gap: 9, labels: ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'] }); y += st + 6;
    f.label('REFERENCES', L, y - 8, { size: 8, bold: true }); y += 10;
    s.bank = row('Bank Reference'); y += st;
    s.account = row('Acct # (last 4 ok)', 150); s.sales = row('Mo. Sales', 110, L + 154); y += st;
    s.landlord = row('Landlord'); y += st;
    s.landlordPhone = row('Landlord Ph.', 150); s.rent = row('Rent', 110, L + 154);
    putBiz(f, m, s);
    // principals
    const R = 312, RW = 264;
    y = 114;
    for (let i = 0; i < 3; i++) {
      const o: Record<string, Slot> = {};
      f.label(`Principal #${i + 1}${i ? ' (if any)' : ''}`, R, y - 9, { size: 8, bold: true }); y += 12;
      o.first = capLine(f, 'First', R, y, 130, { size: 7.5 }); o.last = capLine(f, 'Last', R + 134, y, 130, { size: 7.5 }); y += st;
      o.title = capLine(f, 'Title', R, y, 150, { size: 7.5 }); o.pct = capLine(f, 'Ownership', R + 154, y, 110, { size: 7.5 }); y += st;
      o.tax = capLine(f, 'SSN', R, y, 130, { size: 7.5 }); o.dob = capLine(f, 'Birth Date', R + 134, y, 130, { size: 7.5 }); y += st;
      o.credit = capLine(f, 'Est. FICO', R, y, 100, { size: 7.5 }); o.cell = capLine(f, 'Mobile', R + 104, y, 160, { size: 7.5 }); y += st;
      o.home = capLine(f, 'Home Street', R, y, RW, { size: 7.5 }); y += st;
      o.homeCity = capLine(f, 'City', R, y, 120, { size: 7.5 }); o.homeState = capLine(f, 'St', R + 124, y, 50, { size: 7.5 }); o.homeZip = capLine(f, 'Zip', R + 178, y, 86, { size: 7.5 }); y += st + 14;
      putOwner(f, m.owners[i], i, o);
    }
    y = 612;
    f.hline(36, y - 6, 540, '#000', 1);
    y = f.para('AUTHORIZATION. ' + AUTH_K, 36, y, 540, 6.6) + 22;
    for (let i = 0; i < 2; i++) { capLine(f, `Principal #${i + 1} Signature`, 36 + i * 276, y, 264, { size: 7.5 }); if (m.owners[i]) f.sign(150 + i * 276, y, 100); }
    if (f.rng.chance(0.75)) f.put({ x: f.rng.chance(0.5) ? 36 : 320, y: 770, w: 250, text: m.note, name: 'margin_note', decoy: 'margin_note' });
  },
};

const AUTH_K = 'Each principal signing below represents that the information in this application is accurate, and authorizes Keystone Revenue ' +
  'Partners and its assigns to obtain business and personal credit reports, to contact the references, landlord and bank listed above, and to ' +
  'retain this application whether or not funding is provided.';

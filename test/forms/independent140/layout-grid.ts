// Northfield & Pike Funding: the business section runs down the left column and continues at the top of the right
// one ("continued"), then an owner matrix: one column per owner, the field names down the side. US or Canadian
// wording (Operating Name (O/A), BN with program account, province, postal code, SIN, PIPEDA).
import type { Rng } from '../../statements/generator/prng.ts';
import { authorisation, biz, blanks, FREQ_WORD, own, signatures } from './common.ts';
import type { Merchant } from './model.ts';
import type { SetFields, Sheet } from './sheet.ts';

const GREEN = '#1f5a3a';

export function drawGrid(s: Sheet, m: Merchant, r: Rng): void {
  const B = biz(m), bl = blanks(r), d = m.decoy, ca = m.country === 'CA';
  s.rect(0, 0, 612, 64, GREEN, GREEN).label('NORTHFIELD & PIKE FUNDING', 40, 18, { size: 17, bold: true, color: 'white' });
  s.label(ca ? 'Business Cash Advance Application  -  Canada' : 'Business Cash Advance Application', 40, 40, { size: 10, color: '#dfeee5' });
  s.label('ISO code', 440, 16, { size: 6.5, color: '#dfeee5' }).label('Deal #', 510, 16, { size: 6.5, color: '#dfeee5' });
  s.rect(440, 26, 64, 18, 'white').rect(510, 26, 62, 18, 'white');
  s.value(`NP-${r.int(100, 999)}`, 440, 40, 64, { size: 8, decoy: 'iso_code' }).value(String(r.int(200000, 299999)), 510, 40, 62, { size: 8, decoy: 'deal_number' });

  // Section 1 down the left column, continued in the right one: caption above each line.
  const colHead = (t: string, x: number, y: number) => { s.rect(x, y, 260, 15, '#e3efe8', GREEN).label(t, x + 5, y + 4, { size: 8, bold: true, color: GREEN }); };
  const item = (x: number, y: number, w: number, cap: string, text: string, set?: SetFields, decoy?: string) => {
    s.label(cap, x, y, { size: 6.8, color: '#333' });
    s.value(text, x, y + 22, w, { set, decoy, size: 9.5 }).line(x, y + 22, x + w);
  };
  const L = 40, R = 312;
  colHead('1. BUSINESS', L, 78);
  let y = 100;
  item(L, y, 260, 'Legal business name (as registered)', m.legal, B.legal); y += 32;
  item(L, y, 260, ca ? 'Operating name (O/A)' : 'DBA / trade name', m.dbaText, B.dba); y += 32;
  s.label('Legal structure', L, y, { size: 6.8 });
  const boxes = ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor'].filter((b) => !(ca && b === 'LLC'));
  boxes.forEach((b, i) => {
    const bx = L + (i % 2) * 120, by = y + 11 + Math.floor(i / 2) * 13;
    s.check(bx, by, m.entityBox === b, { label: b, set: B.entity }).label(b, bx + 12, by + 1, { size: 8 });
  });
  const oy = y + 11 + Math.ceil(boxes.length / 2) * 13;
  s.check(L, oy, m.entityBox === null, { label: 'Other' }).label('Other (specify):', L + 12, oy + 1, { size: 8 });
  s.value(m.entityBox === null ? m.entityText : '', L + 80, oy + 9, 150, { set: B.entity }).line(L + 80, oy + 9, L + 240);
  y = oy + 20;
  const taxCap = ca ? 'Business Number (BN), with program account' : m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID (EIN, or SSN if sole proprietor)';
  item(L, y, 170, taxCap, m.taxText, B.tax); y += 32;
  item(L, y, 170, ca ? 'Date business started' : 'Business start date', bl.start ? '' : m.startText, B.start); y += 32;
  item(L, y, 260, 'Nature of business / industry', bl.industry ? '' : m.industryText, bl.industry ? {} : B.industry); y += 32;
  s.label('Section 1 continues in the next column  >>', L + 100, y + 2, { size: 6.5, color: GREEN });

  colHead('1. BUSINESS (continued)', R, 78);
  y = 100;
  item(R, y, 260, 'Street address (no P.O. boxes)', m.street); y += 32;
  item(R, y, 150, 'City', m.city);
  item(R + 158, y, 102, ca ? 'Province' : 'State', m.stateText, B.state); y += 32;
  item(R, y, 100, ca ? 'Postal code' : 'ZIP', m.zip);
  item(R + 108, y, 152, 'Business phone', m.phone); y += 32;
  item(R, y, 260, 'E-mail / website', `${m.email}  ${m.website}`); y += 32;
  item(R, y, 260, ca ? 'Jurisdiction of incorporation' : 'State of incorporation', m.incState, undefined, 'state_of_incorporation'); y += 38;
  colHead('2. REQUEST', R, y); y += 22;
  item(R, y, 120, ca ? 'Amount requested (CAD)' : 'Amount requested', m.amountText, B.amount);
  item(R + 130, y, 130, 'Average monthly sales', m.monthlySales); y += 32;
  s.label('Preferred remittance', R, y, { size: 6.8 });
  ['daily', 'weekly', 'biweekly', 'monthly'].forEach((f, i) => {
    const bx = R + i * 64;
    s.check(bx, y + 11, !bl.payment && m.freq === f, { label: FREQ_WORD[f]!, set: B.freq }).label(FREQ_WORD[f]!, bx + 11, y + 12, { size: 8 });
  });

  // Section 3: the owner matrix.
  let ty = 392;
  s.rect(40, ty, 532, 15, '#e3efe8', GREEN).label('3. OWNERS / GUARANTORS  -  one column per owner of 20% or more', 45, ty + 4, { size: 8, bold: true, color: GREEN });
  ty += 15;
  const cx = [40, 150, 290, 432, 572];
  const rows: [string, (i: number) => [string, SetFields | undefined, string | undefined]][] = [
    ['Full name', (i) => [m.owners[i]!.nameText, own(i, m.owners[i]!, m).name, undefined]],
    ['Title', (i) => [m.owners[i]!.title, own(i, m.owners[i]!, m).title, undefined]],
    ['Ownership %', (i) => [`${m.owners[i]!.pct}`, own(i, m.owners[i]!, m).pct, undefined]],
    [ca ? 'SIN' : 'SSN', (i) => [m.owners[i]!.taxText, own(i, m.owners[i]!, m).tax, undefined]],
    ['Date of birth', (i) => [m.owners[i]!.dobText, own(i, m.owners[i]!, m).dob, undefined]],
    ['Home address', (i) => [`${m.owners[i]!.home}`, undefined, 'home_address']],
    ['Mobile phone', (i) => [m.owners[i]!.phone, undefined, undefined]],
    ['Credit score (self-reported)', (i) => [m.owners[i]!.credit !== null && !bl.credit ? String(m.owners[i]!.credit) : '', own(i, m.owners[i]!, m).credit, undefined]],
  ];
  s.rect(40, ty, 532, 16, '#f3f7f4');
  for (let c = 1; c < 4; c++) s.label(`Owner ${c}`, cx[c]! + 4, ty + 5, { size: 8, bold: true });
  ty += 16;
  for (const [cap, get] of rows) {
    s.rect(40, ty, 532, 22).label(cap, 44, ty + 8, { size: 7.5 });
    for (let c = 1; c < 4; c++) {
      s.doc.moveTo(cx[c]!, ty).lineTo(cx[c]!, ty + 22).lineWidth(0.6).strokeColor('#444').stroke();
      const [text, set, decoy] = m.owners[c - 1] ? get(c - 1) : ['', undefined, undefined];
      s.value(text, cx[c]! + 1, ty + 18, cx[c + 1]! - cx[c]! - 4, { set, decoy, size: 8.5 });
    }
    ty += 22;
  }
  s.label(ca ? 'Ownership % as a number; SIN is optional and used only to obtain a credit report.' : 'Ownership % as a number. All owners listed above will be asked to sign.',
    40, ty + 4, { size: 6.5, color: '#555' });

  s.doc.addPage();
  colHead('4. BANKING (deposit account for funding)', 40, 40);
  item(40, 62, 150, 'Bank name', d.bank, undefined, 'bank_name');
  item(200, 62, 120, ca ? 'Transit / institution' : 'Routing number', d.routing, undefined, 'routing_number');
  item(330, 62, 120, 'Account number', d.account, undefined, 'account_number');
  colHead('5. OPEN ADVANCES / LOANS', 40, 104);
  ['Funder', 'Balance', 'Daily payment'].forEach((h, i) => s.label(h, 40 + i * 120, 124, { size: 6.8 }));
  for (let k = 0; k < 2; k++) {
    const f = d.funders[k];
    [0, 1, 2].forEach((j) => s.value(f ? f[j]! : '', 40 + j * 120, 150 + k * 20, 110, { decoy: f ? 'existing_funder' : undefined }).line(40 + j * 120, 150 + k * 20, 150 + j * 120));
  }
  colHead('6. PREMISES AND REFERENCES', 312, 104);
  item(312, 124, 260, 'Landlord / mortgage company and phone', `${d.landlord} ${d.landlordPhone}`, undefined, 'landlord');
  item(312, 156, 260, 'Trade reference', `${d.refs[0]![0]} ${d.refs[0]![1]}`, undefined, 'trade_reference');
  s.label(authorisation(m, 'Northfield & Pike Funding'), 40, 210, { size: 7.5, width: 532 });
  signatures(s, m, 40, 300, 532);
}

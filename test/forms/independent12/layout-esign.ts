// Redwood Bridge Capital: an e-signature envelope. The envelope id heads every page, each value sits in a light
// shaded field box under a small capitals label, initials boxes close each page, entity and payment frequency are
// rows of shaded boxes, and the owners run on to page 2 ("Owner 2 - continued").
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './merchant.ts';
import type { Pen } from './pen.ts';
import { date, F, FREQ_LABEL, FREQS, homeLine, money, ownerName, pctText } from './fmt.ts';

const L = 50, R = 562, SHADE = '#fdf3c4';
const ENTITIES: readonly (readonly [string, string])[] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S Corp', 's_corporation'],
  ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']];

export function esignEnvelope(pen: Pen, m: Merchant, r: Rng): void {
  const doc = pen.doc;
  const env = `${r.alnum(8, '0123456789ABCDEF')}-${r.alnum(4, '0123456789ABCDEF')}-${r.alnum(4, '0123456789ABCDEF')}-${r.alnum(4, '0123456789ABCDEF')}-${r.alnum(12, '0123456789ABCDEF')}`;
  const initials = m.owners.map((o) => `${o.first[0]}${o.last[0]}`).join(' ');
  const top = (page: number): void => {
    pen.label(`Docusign Envelope ID: ${env}`, 24, 12, { size: 7, color: '#444444' });
    pen.label(`Redwood Bridge Capital  -  Merchant Application  -  page ${page} of 2`, L, 770, { size: 7, color: '#666666' });
    pen.label('Initials', R - 110, 748, { size: 7 });
    doc.rect(R - 80, 740, 80, 22).fill(SHADE);
    pen.decoy(`initials_p${page}`, initials, { x: R - 80, y: 744, w: 80, h: 16 }, { size: 9, align: 'center' });
  };
  const fld = (label: string, name: string, text: string | null, fields: Record<string, unknown>, x: number, y: number, w: number, decoy = false): void => {
    pen.label(label.toUpperCase(), x, y, { size: 6, font: 'Helvetica-Bold', color: '#555555' });
    doc.rect(x, y + 8, w, 17).fill(SHADE);
    if (decoy) pen.decoy(name, text, { x, y: y + 9, w, h: 15 }, { size: 9 });
    else pen.put(name, text, { x, y: y + 9, w, h: 15 }, fields, { size: 9 });
  };
  const head = (t: string, y: number): void => {
    pen.label(t, L, y, { font: 'Helvetica-Bold', size: 10, color: '#7a1f1f' });
    doc.lineWidth(1).strokeColor('#7a1f1f').moveTo(L, y + 13).lineTo(R, y + 13).stroke().strokeColor('black');
  };
  const ownerBlock = (o: Owner, i: number, y: number, more: boolean): number => {
    head(`OWNER ${i + 1}${more ? ' - continued' : ''}`, y); y += 20;
    const nameFmt = i % 2 === 1 && r.chance(0.5) ? 'last-first' : 'plain';
    fld(nameFmt === 'last-first' ? 'Full name (last, first)' : 'Full legal name', `owner${i + 1}_name`, ownerName(o, nameFmt), F.name(i, o), L, y, 220);
    fld('Title', `owner${i + 1}_title`, o.title, F.title(i, o), L + 230, y, 130);
    fld('Ownership %', `owner${i + 1}_pct`, pctText(o), F.pct(i, o), L + 370, y, 60);
    fld('Credit score', `owner${i + 1}_fico`, o.credit !== null ? String(o.credit) : null, F.credit(i, o), L + 440, y, R - L - 440); y += 31;
    fld('SSN', `owner${i + 1}_ssn`, o.taxPrinted, F.ssn(i, o, false), L, y, 110);
    fld('Date of birth', `owner${i + 1}_dob`, o.dob ? date(o.dob, 'mdy4') : null, F.dob(i, o), L + 120, y, 80);
    fld('Home address', `owner${i + 1}_home`, homeLine(o), {}, L + 210, y, R - L - 210, true); y += 31;
    return y + 6;
  };

  top(1);
  pen.label('REDWOOD BRIDGE CAPITAL', L, 34, { font: 'Times-Bold', size: 18, color: '#7a1f1f' });
  pen.label('Revenue-Based Funding Application & Authorization', L, 56, { size: 9.5 });
  let y = 80;
  head('BUSINESS', y); y += 20;
  fld('Legal name of business', 'legal_name', m.legal, F.legal(m), L, y, 300);
  fld('DBA', 'dba', m.dba, F.dba(m), L + 310, y, R - L - 310); y += 31;
  pen.label('BUSINESS STRUCTURE', L, y, { size: 6, font: 'Helvetica-Bold', color: '#555555' });
  let x = L;
  const listed = ENTITIES.some(([, id]) => id === m.entityId);
  for (const [lab, id] of ENTITIES) {
    doc.rect(x, y + 9, 11, 11).fill(SHADE);
    pen.check(`structure_${lab.replace(/\W/g, '').toLowerCase()}`, id === m.entityId, x + 1, y + 10, 9, id === m.entityId ? F.entity(m) : {}, 'x', lab);
    pen.label(lab, x + 14, y + 11, { size: 8 });
    doc.font('Helvetica').fontSize(8);
    x += doc.widthOfString(lab) + 26;
  }
  doc.rect(x, y + 9, 11, 11).fill(SHADE);
  pen.check('structure_other', !listed, x + 1, y + 10, 9, {}, 'x', 'Other');
  pen.label('Other', x + 14, y + 11, { size: 8 });
  doc.rect(x + 40, y + 7, R - x - 40, 15).fill(SHADE);
  pen.put('structure_other_text', listed ? null : m.entityText, { x: x + 40, y: y + 7, w: R - x - 40, h: 15 }, listed ? {} : F.entity(m), { size: 9 });
  y += 30;
  fld(m.taxType === 'EIN' ? 'Federal EIN' : 'Tax ID (EIN/SSN)', 'tax_id', m.taxPrinted, F.tax(m), L, y, 120);
  fld('Date established', 'start_date', m.start ? date(m.start, m.dateFmt) : null, F.start(m), L + 130, y, 100);
  fld('State of formation', 'inc_state', m.incorporation?.code ?? null, {}, L + 240, y, 70, true);
  fld('Nature of business', 'industry', m.industryText, F.industry(m), L + 320, y, R - L - 320); y += 31;
  fld('Business street address', 'street', m.address.street, {}, L, y, 230);
  fld('City', 'city', m.address.city, {}, L + 240, y, 130);
  fld('State', 'state', m.address.state.code, F.state(m), L + 380, y, 50);
  fld('Zip', 'zip', m.address.zip, {}, L + 440, y, R - L - 440); y += 31;
  fld('Business phone', 'phone', m.phone, {}, L, y, 120);
  fld('Email', 'email', m.email, {}, L + 130, y, 200);
  fld('Website', 'website', m.website, {}, L + 340, y, R - L - 340); y += 36;
  head('FUNDING REQUEST', y); y += 20;
  fld('Requested funding amount', 'amount', money(m.amount, r.chance(0.5) ? 'dollar' : 'cents'), F.amount(m), L, y, 140);
  fld('Requested payment', 'payment', m.payment !== null ? money(m.payment, 'cents') : null, F.payment(m), L + 150, y, 110);
  fld('Number of payments', 'num_payments', m.payments !== null ? String(m.payments) : null, F.payments(m), L + 270, y, 90);
  fld('Monthly gross sales', 'sales', money(m.monthlySales, 'dollar'), {}, L + 370, y, R - L - 370, true); y += 31;
  pen.label('REMITTANCE SCHEDULE', L, y, { size: 6, font: 'Helvetica-Bold', color: '#555555' });
  x = L;
  for (const f of FREQS) {
    doc.rect(x, y + 9, 11, 11).fill(SHADE);
    pen.check(`schedule_${f}`, f === m.freq, x + 1, y + 10, 9, f === m.freq ? F.freq(m) : {}, 'x', FREQ_LABEL[f]);
    pen.label(FREQ_LABEL[f], x + 14, y + 11, { size: 8 });
    x += 80;
  }
  y += 34;
  y = ownerBlock(m.owners[0]!, 0, y, false);
  head('BANK ACCOUNT (for ACH debits)', y); y += 20;
  fld('Bank', 'bank', m.bank.name, {}, L, y, 200, true);
  fld('Routing number', 'routing', m.bank.routing, {}, L + 210, y, 120, true);
  fld('Account number', 'account', m.bank.account, {}, L + 340, y, R - L - 340, true);

  pen.newPage();
  top(2);
  y = 36;
  for (let i = 1; i < m.owners.length; i++) y = ownerBlock(m.owners[i]!, i, y, true);
  head('LANDLORD & TRADE REFERENCES', y); y += 20;
  fld('Landlord / mortgage holder', 'landlord', m.landlord?.name ?? null, {}, L, y, 250, true);
  fld('Landlord phone', 'landlord_phone', m.landlord?.phone ?? null, {}, L + 260, y, 120, true);
  fld('Monthly rent', 'rent', m.landlord ? money(m.landlord.rent, 'dollar') : null, {}, L + 390, y, R - L - 390, true); y += 31;
  m.refs.forEach((ref, k) => {
    fld(`Trade reference ${k + 1}`, `ref${k + 1}`, ref.name, {}, L, y, 250, true);
    fld('Phone', `ref${k + 1}_phone`, ref.phone, {}, L + 260, y, 120, true); y += 31;
  });
  head('SUBMITTED BY', y); y += 20;
  fld('ISO / broker representative', 'iso_rep', m.rep.name, {}, L, y, 200, true);
  fld('Rep phone', 'iso_phone', m.rep.phone, {}, L + 210, y, 120, true);
  fld('Rep email', 'iso_email', m.rep.email, {}, L + 340, y, R - L - 340, true); y += 40;
  pen.label('Each undersigned owner certifies that the information in this application is true, authorizes Redwood Bridge Capital and its '
    + 'assignees to obtain credit reports and to contact the bank, landlord and trade references named above, and agrees that an electronic '
    + 'signature has the same effect as a handwritten one.', L, y, { size: 7.5, width: R - L });
  y += 44;
  doc.lineWidth(1).strokeColor('#1a3d8f').roundedRect(L, y, 200, 44, 4).stroke().strokeColor('black');
  pen.label('DocuSigned by:', L + 6, y + 4, { size: 6.5, color: '#1a3d8f' });
  doc.lineWidth(1.2).strokeColor('#1a3d8f').moveTo(L + 14, y + 30).bezierCurveTo(L + 40, y + 5, L + 60, y + 40, L + 90, y + 20)
    .bezierCurveTo(L + 110, y + 10, L + 130, y + 35, L + 170, y + 22).stroke().strokeColor('black');
  pen.label(r.alnum(15, '0123456789ABCDEF'), L + 6, y + 35, { size: 6, color: '#1a3d8f' });
  pen.label('Signed: 1/5/2026 | 10:41 AM EST', L + 220, y + 20, { size: 8 });
}

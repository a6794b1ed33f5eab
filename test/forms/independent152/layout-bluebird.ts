// Bluebird Business Funding: a one-person ISO's application typed in Word. Times, centred letterhead, "Label: ____"
// underlines, an entity checkbox row with "Other: ___", two owners side by side (a second page for owners 3-4),
// landlord and referral-agent lines. No payment terms are asked.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Case } from './data.ts';
import { Sheet, type Style } from './draw.ts';
import { A, date, dbaFields, type Fields, money, ownerValues, pickStyles, startFields, stateFields, tinFields, tinText } from './formats.ts';

export const BLUEBIRD = 'Bluebird Business Funding';
const ENTITY_BOXES: [string, string][] = [['sole_proprietorship', 'Sole Proprietor'], ['general_partnership', 'Partnership'],
  ['llc', 'LLC'], ['c_corporation', 'Corporation'], ['s_corporation', 'S-Corp']];
const X0 = 50;
const X1 = 562;

export function bluebird(c: Case, style: Style, r: Rng): Sheet {
  const s = pickStyles(r);
  const sh = new Sheet({ style, rng: r.fork('ink'), font: 'Times-Roman', size: 10, acro: 'generic' });
  const F = 'Times-Roman';
  const lw = (t: string, size = 10): number => sh.doc.font(F).fontSize(size).widthOfString(t);
  /** `Label: ________` with the value on the line; returns the x after the line. */
  const field = (label: string, x: number, y: number, w: number, key: string, text: string, fields: Fields = {}): number => {
    sh.text(label, x, y, { font: F, size: 10 });
    const vx = x + lw(label) + 3;
    sh.line(vx, y + 11, x + w, y + 11);
    sh.val(key, text, vx, y - 4, x + w - vx, 15, fields);
    return x + w;
  };
  const heading = (t: string, y: number): void => {
    sh.text(t, X0, y, { font: 'Times-Bold', size: 11 });
    sh.line(X0, y + 12, X0 + sh.doc.font('Times-Bold').fontSize(11).widthOfString(t), y + 12, '#000000', 0.7);
  };
  const letterhead = (): void => {
    sh.text('BLUEBIRD BUSINESS FUNDING', X0, 34, { font: 'Times-Bold', size: 18, width: X1 - X0, align: 'center', color: '#1d4f91' });
    sh.text('Merchant Cash Advance Application', X0, 56, { font: 'Times-Italic', size: 11, width: X1 - X0, align: 'center' });
    sh.text('4421 Atlantic Blvd, Suite 9  |  Jacksonville, FL 32207  |  (904) 555-0142  |  apply@bluebirdbizfunding.com', X0, 71,
      { font: F, size: 8.5, width: X1 - X0, align: 'center' });
    sh.line(X0, 84, X1, 84, '#1d4f91', 1.2);
  };
  letterhead();
  let y = 94;
  heading('BUSINESS INFORMATION', y);
  y += 22;
  field('Legal Business Name:', X0, y, X1 - X0, 'legal_name', c.legal, { [A('legal_name')]: c.legal });
  y += 22;
  field('DBA (if any):', X0, y, 280, 'dba', c.dbaText, dbaFields(c));
  field('Federal Tax ID #:', 340, y, X1 - 340, 'tin', tinText(c, false), tinFields(c.tin));
  y += 22;
  field('Business Start Date:', X0, y, 210, 'start', c.start ? date(c.start, s.date) : '', startFields(c));
  field('State of Inc.:', 270, y, 160, 'inc_state', c.incState);
  field('# Employees:', 440, y, X1 - 440, 'employees', String(c.employees));
  y += 22;
  field('Business Address:', X0, y, X1 - X0, 'street', c.addr.street);
  y += 22;
  field('City:', X0, y, 220, 'city', c.addr.city);
  const fullState = r.chance(0.35);
  field('State:', 280, y, 130, 'state', fullState ? c.addr.stateName : c.addr.state, stateFields(c));
  field('Zip:', 420, y, X1 - 420, 'zip', c.addr.zip);
  y += 22;
  field('Business Phone:', X0, y, 220, 'phone', c.phone);
  field('Email:', 280, y, X1 - 280, 'email', c.email);
  y += 22;
  field('Type of Business:', X0, y, X1 - X0, 'industry', c.industryText, { [A('industry')]: c.industry });
  y += 24;
  sh.text('Entity:', X0, y, { font: 'Times-Bold', size: 10 });
  let x = X0 + 40;
  const listed = ENTITY_BOXES.some(([id]) => id === c.entity);
  for (const [id, label] of ENTITY_BOXES) {
    sh.box(`entity_${id}`, label, x, y, 9, c.entity === id, { [A('type_of_entity')]: id }, lw(label, 9.5));
    sh.text(label, x + 12, y, { font: F, size: 9.5 });
    x += 12 + lw(label, 9.5) + 12;
  }
  sh.box('entity_other', 'Other', x, y, 9, !listed, {}, lw('Other:', 9.5));
  sh.text('Other:', x + 12, y, { font: F, size: 9.5 });
  const ox = x + 12 + lw('Other:', 9.5) + 3;
  sh.line(ox, y + 10, X1, y + 10);
  sh.val('entity_text', listed ? '' : c.entityText, ox, y - 4, X1 - ox, 14, { [A('type_of_entity')]: c.entity });
  y += 22;
  field('Landlord / Mortgage Co.:', X0, y, 250, 'landlord', c.landlord.name);
  field('Phone:', 310, y, 130, 'landlord_phone', c.landlord.phone);
  field('Rent:', 450, y, X1 - 450, 'rent', money(c.landlord.rent, s.money));
  y += 28;
  heading('FUNDING REQUEST', y);
  y += 22;
  field('Amount Requested:', X0, y, 200, 'amount', money(c.amount, s.money), { [A('requested_amount')]: c.amount });
  field('Use of Funds:', 260, y, 150, 'use', c.useOfFunds);
  field('Avg. Monthly Sales:', 420, y, X1 - 420, 'sales', money(c.monthlySales, s.money));
  y += 22;
  const adv = c.advances[0];
  sh.text('Any open advances?', X0, y, { font: F, size: 10 });
  sh.line(X0 + 90, y + 11, X0 + 120, y + 11);
  sh.dec('adv_any', adv ? 'Yes' : 'No', X0 + 90, y - 4, 30, 15);
  field('Funder:', 180, y, 190, 'adv_funder', adv?.funder ?? '');
  field('Balance:', 380, y, X1 - 380, 'adv_balance', adv ? money(adv.balance, s.money) : '');
  y += 28;
  const ownersBlock = (from: number, yy: number): number => {
    heading(from === 0 ? 'OWNER INFORMATION' : 'OWNER INFORMATION (continued)', yy);
    yy += 20;
    let yEnd = yy;
    for (let k = 0; k < 2; k++) {
      const i = from + k;
      const o = c.owners[i];
      const cx = k === 0 ? X0 : 312;
      const w = 250;
      let oy = yy;
      sh.text(`Owner #${i + 1}`, cx, oy, { font: 'Times-Bold', size: 10 });
      oy += 18;
      const v = o ? ownerValues(i, o, s, false) : undefined;
      const rows: [string, string, string, Fields][] = [['Name:', 'name', ...(v?.name ?? ['', {}])], ['Title:', 'role', ...(v?.role ?? ['', {}])],
        ['Ownership %:', 'own', ...(v?.own ?? ['', {}])], ['SSN:', 'ssn', ...(v?.ssn ?? ['', {}])], ['Date of Birth:', 'dob', ...(v?.dob ?? ['', {}])],
        ['Home Address:', 'home', o?.home.street ?? '', {}], ['City/State/Zip:', 'home_csz', o ? `${o.home.city}, ${o.home.state} ${o.home.zip}` : '', {}],
        ['Cell Phone:', 'cell', o?.cell ?? '', {}], ['Est. Credit Score:', 'fico', ...(v?.fico ?? ['', {}])]];
      for (const [label, key, text, fields] of rows) {
        field(label, cx, oy, w, `owner${i + 1}_${key}`, text, fields);
        oy += 19;
      }
      yEnd = oy;
    }
    return yEnd;
  };
  y = ownersBlock(0, y) + 6;
  const auth = 'By signing below, each of the above business and its owner(s) (individually and collectively, "Applicant") certifies that ' +
    'all information provided is true and complete, and authorizes Bluebird Business Funding and its assigns, agents and funding ' +
    'partners to obtain consumer and business credit reports, bank references and any other information needed to evaluate this ' +
    'request, now and for as long as any obligation remains outstanding. A copy of this authorization is as valid as the original.';
  const signatures = (yy: number, from: number): void => {
    for (let k = 0; k < 2; k++) {
      const cx = k === 0 ? X0 : 312;
      sh.text(`Owner #${from + k + 1} Signature`, cx, yy + 26, { font: F, size: 8 });
      sh.line(cx, yy + 22, cx + 150, yy + 22);
      sh.line(cx + 165, yy + 22, cx + 240, yy + 22);
      sh.text('Date', cx + 165, yy + 26, { font: F, size: 8 });
      if (c.owners[from + k]) sh.sign(cx + 10, yy + 18, 120);
      if (c.owners[from + k]) sh.dec(`sign_date_${from + k + 1}`, date(c.signed, 0), cx + 165, yy + 8, 75, 14);
    }
  };
  sh.text(auth, X0, y, { font: F, size: 7.5, width: X1 - X0, align: 'justify', lineGap: 0.5 });
  y += 44;
  signatures(y, 0);
  const footer = (): void => {
    sh.text('ISO / Referral Agent:', X0, 744, { font: F, size: 9 });
    sh.line(X0 + 88, 753, 300, 753);
    sh.dec('agent', c.rep.name, X0 + 88, 740, 210, 14);
    sh.text('Agent Phone:', 320, 744, { font: F, size: 9 });
    sh.line(378, 753, X1, 753);
    sh.dec('agent_phone', c.rep.phone, 378, 740, X1 - 378, 14);
  };
  footer();
  if (c.owners.length > 2) {
    sh.addPage();
    letterhead();
    const yy = ownersBlock(2, 100) + 10;
    signatures(yy, 2);
  }
  return sh;
}

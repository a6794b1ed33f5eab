// Two conversations: a printed e-mail thread with the merchant's answers typed inline under the broker's questions,
// and a text-message transcript of questions and answers. Each ends with another lead's messages under a heading.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Part } from './canvas.ts';
import type { Deal } from './deal.ts';
import { Flow, joined } from './flow.ts';
import { type Layout, ownerParts } from './layouts-sheet.ts';

/** The questions a broker asks and the merchant's answer to each, as parts (null: the merchant skipped it). */
function qa(d: Deal, r: Rng, casual: boolean): [string, Part[][]][] {
  const q = (formal: string, chat: string): string => (casual ? chat : formal);
  const pmt: Part[] | null = d.payment ? joined([d.payment, d.freq, d.count ? [d.count, ' payments'] : null], casual ? ' ' : ', ') : null;
  return [
    [q('Legal name of the business (exactly as on your tax return)?', 'whats the legal name on ur tax return?'), [[d.legal]]],
    [q('DBA, if different?', 'any dba?'), [d.dba ? [d.dba] : [r.pick(['no dba', 'none', 'just the legal name'])]]],
    [q('Entity type (LLC, Corp, Sole Prop...)?', 'llc or corp?'), [d.entity ? [d.entity] : ['not sure, will ask my accountant']]],
    [q('Federal tax ID (EIN)?', 'EIN?'), [[d.taxId]]],
    [q('When did the business open?', 'when did u open?'), [d.start ? [d.start] : [], d.yearsInBiz ? ['about ', d.yearsInBiz] : []].filter((a) => a.length)],
    [q('Business address?', 'biz address?'), [[d.street, ', ', d.cityStZip]]],
    [q('What type of business is it?', 'what kind of biz is it'), [d.industry ? [d.industry] : ['we do a bit of everything']]],
    [q('How much are you looking for, and for what?', 'how much r u looking for and what for'), [[d.amount, ' for ', d.use]]],
    [q('What payment works for you (amount, daily/weekly, how many)?', 'what pmt can u handle? daily or weekly, how many pmts'), [pmt ?? ['whatever works, u tell me']]],
    [q('Average monthly sales?', 'avg monthly sales?'), [[d.monthlySales]]],
    [q('Any advances or loans open now?', 'any other advances open?'),
      [d.positions.length ? joined(d.positions.map((p) => [p.funder, ' - ', p.balance, ' left, ', p.pmt, '/day']), '; ') : ['no']]],
    [q('Owners: name, title, %, SSN, credit score, DOB', 'owners - name, title, %, ssn, fico + dob if u have it'),
      d.owners.map((o) => ownerParts(o, r, casual ? ', ' : ' - '))],
    [q('Who do you bank with?', 'who do u bank with'), [[d.bank, ' ', d.routing, ' / ', d.account]]],
  ];
}

export const emailThread: Layout = {
  broker: 'Harborline Business Funding',
  font: 'Times-Roman',
  draw(s, d, r) {
    const f = new Flow(s, 48, 750);
    const x = 54, right = 560, size = 10.5, blue = '#1a3fb0';
    const text = (parts: Part[], o: { bold?: boolean; indent?: number; color?: string; sz?: number } = {}): void => {
      f.need(15);
      f.y = s.row(parts, x + (o.indent ?? 0), f.y, { size: o.sz ?? size, font: o.bold ? 'Times-Bold' : 'Times-Roman', right,
        indent: x + (o.indent ?? 0) + 10, labelColor: o.color ?? '#000000', valueColor: blue });
    };
    const mail = `${d.owners[0]!.first.toLowerCase()}@${d.email.text.split('@')[1]}`;
    const repMail = `${d.rep.text.split(' ')[0]!.toLowerCase()}@harborlinefunding.com`;
    s.label('Print - Outlook', x, 30, 7.5, 'Helvetica', '#777777');
    text([`From: ${d.owners[0]!.first} <${mail}>`], { sz: 9.5 });
    text(['Sent: ', d.submitted, ` ${r.int(7, 11)}:${r.int(10, 59)} AM`], { sz: 9.5 });
    text([`To: ${repMail}`], { sz: 9.5 });
    text([r.pick(['Subject: RE: Funding app - quick questions', 'Subject: RE: a few questions for your file', 'Subject: Re: Info needed'])], { bold: true, sz: 9.5 });
    s.line(x, f.y, right, f.y, 0.5);
    f.y += 8;
    text([`Hi ${d.rep.text.split(' ')[0]}, answers below in blue. Let me know what else you need.`]);
    text([`${d.owners[0]!.first}`]);
    f.y += 6;
    text(['-----Original Message-----'], { color: '#444444' });
    text(['From: ', d.rep, ` <${repMail}>`], { color: '#444444', sz: 9.5 });
    text([`Hi ${d.owners[0]!.first}, thanks for the call. To get your file out to funders I need the following:`], { color: '#444444' });
    f.y += 2;
    qa(d, r, false).forEach(([question, answers], i) => {
      text([`> ${i + 1}. ${question}`], { color: '#444444' });
      for (const a of answers) text(a, { indent: 22 });
    });
    f.y += 6;
    // The broker's signature: another address, another state, other phones: none of them the merchant's.
    text(['Thanks,'], { color: '#444444' });
    text([d.rep], { color: '#444444' });
    text(['Senior Funding Advisor | Harborline Business Funding'], { color: '#444444' });
    text([r.pick(['1 Harbor Plaza, Ste 900, Stamford, CT 06902', '400 Brickell Ave Fl 12, Miami, FL 33131', '55 Water St, New York, NY 10041']), '  |  ', d.repPhone], { color: '#444444' });
    f.need(80);
    f.y += 12;
    s.line(x, f.y, right, f.y, 1.2);
    f.y += 6;
    const l = d.leads[0]!;
    text(['---------- Forwarded message (different merchant) ----------'], { bold: true });
    text(['Subject: New lead - ', l.biz], { sz: 9.5 });
    text(['Owner ', l.owner, ', cell ', l.phone, ', ', l.city, '. Wants ', l.amount, ', Fed ID ', l.fedId, '. ', l.note], { sz: 9.5 });
  },
};

export const textTranscript: Layout = {
  broker: 'Sunrise Merchant Capital',
  font: 'Helvetica',
  draw(s, d, r) {
    const f = new Flow(s, 40, 760);
    const size = 9.5, left = 44, wMax = 330;
    s.rect(0, 0, 612, 30, { fill: '#f2f2f7' });
    s.label(`Sunrise Merchant Capital - SMS log`, 44, 10, 10, 'Helvetica-Bold');
    s.row(['Contact: ', d.phone, `   (${d.owners[0]!.first})`], 300, 11, { size: 9, font: 'Helvetica', right: 600 });
    f.y = 44;
    const stamp = (t: Part[]): void => {
      f.need(16);
      s.row(t, 250, f.y, { size: 7.5, font: 'Helvetica', right: 560, labelColor: '#8e8e93' });
      f.y += 14;
    };
    // A bubble: sized dry first, then drawn, then its text laid into it. Broker right (blue), merchant left (grey).
    const bubble = (lines: Part[][], mine: boolean): void => {
      let h = 0, w = 0;
      for (const ln of lines) {
        h = s.row(ln, 0, h, { size, font: 'Helvetica', right: wMax - 16, dry: true, lead: 12.5 });
        const one = ln.reduce<number>((a, p) => a + (typeof p === 'string' ? s.width(p, 'Helvetica', size) : s.valueWidth(p.text, size)), 0);
        w = Math.max(w, Math.min(one, wMax - 16));
      }
      const bw = w + 18, bh = h + 8, bx = mine ? 568 - bw : left;
      f.need(bh + 6);
      s.rect(bx, f.y, bw, bh, { fill: mine ? '#d6e6ff' : '#ececec', radius: 8 });
      let y = f.y + 6;
      for (const ln of lines) y = s.row(ln, bx + 9, y, { size, font: 'Helvetica', right: bx + bw - 7, lead: 12.5 });
      f.y += bh + 6;
    };
    stamp([d.submitted, ` ${r.int(8, 11)}:${r.int(10, 59)} AM`]);
    bubble([[`Hi ${d.owners[0]!.first}, this is `, d.rep, ' w/ Sunrise. need a few things for ur file']], true);
    const later = r.int(4, 9);
    for (const [i, [question, answers]] of qa(d, r, true).entries()) {
      if (i === later) stamp([r.pick(['Today', 'Yesterday']), ` ${r.int(1, 5)}:${r.int(10, 59)} PM`]);
      bubble([[question]], true);
      if (r.chance(0.5)) bubble(answers, false);
      else answers.forEach((a) => bubble([a], false));
    }
    bubble([['perfect ty. sending to underwriting now']], true);
    // Another merchant's thread, clearly headed, below a rule.
    f.need(90);
    f.y += 8;
    s.line(44, f.y, 568, f.y, 1);
    f.y += 6;
    const l = d.leads[1] ?? d.leads[0]!;
    s.row(['Earlier conversation - different contact: ', l.owner, ' (', l.phone, ')'], 44, f.y, { size: 9, font: 'Helvetica-Bold', right: 568 });
    f.y += 18;
    bubble([['hey its ', l.owner, ' from ', l.biz, '. still need ', l.amount]], false);
    bubble([['got it. EIN?']], true);
    bubble([[l.fedId, ', were in ', l.city]], false);
  },
};

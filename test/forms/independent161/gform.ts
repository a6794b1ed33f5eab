// Layout "google-form": a Google-Forms-style response printed from the browser. Narrow white cards on a tinted page,
// each question a bold line with its answer on the next line; choices as radio circles, the chosen one filled.
import type { Rng } from '../../statements/generator/prng.ts';
import type { ChoiceItem, Item, Section, TextItem } from './content.ts';
import type { Sheet } from './draw.ts';
import { AUTH_CA, AUTH_US, drawOptions } from './common.ts';

export function drawGForm(sh: Sheet, secs: Section[], look: Rng, brand: { name: string; phone: string; ca: boolean }): void {
  const theme = look.pick(['#673ab7', '#1a73e8', '#0b8043', '#c2185b', '#e37400']);
  const tint = look.pick(['#f0ebf8', '#e8f0fe', '#e6f4ea', '#fce4ec', '#fef7e0']);
  const X0 = look.pick([86, 96, 106]), W = sh.W - 2 * X0, QS = 10, AS = 10.5;
  const url = `https://forms.${brand.name.split(' ')[0]!.toLowerCase()}${brand.ca ? '.ca' : '.com'}/apply/merchant`;
  let y = 0;
  const stamp = `2/${look.int(3, 9)}/26, ${look.int(1, 11)}:${String(look.int(10, 59))} PM`;
  const page = () => {
    if (sh.page) sh.text(`${sh.page}`, sh.W - 50, sh.H - 22, { size: 7, color: '#555555' });
    sh.newPage();
    sh.doc.save().rect(0, 0, sh.W, sh.H).fill(tint).restore();
    sh.text(stamp, 24, 14, { size: 7, color: '#555555' });
    sh.text(`${brand.name} - Business Funding Application`, 0, 14, { size: 7, color: '#555555', width: sh.W, align: 'center' });
    sh.text(url, 24, sh.H - 22, { size: 7, color: '#555555' });
    y = 36;
  };
  const card = (h: number, bar?: string) => {
    if (y + h > sh.H - 36) page();
    sh.doc.save().roundedRect(X0, y, W, h, 6).fillAndStroke('#ffffff', '#dadce0').restore();
    if (bar) sh.doc.save().rect(X0, y, W, 8).fill(bar).restore();
    const top = y;
    y += h + 10;
    return top;
  };
  const qHeight = (q: string) => sh.doc.font('Helvetica-Bold').fontSize(QS).heightOfString(`${q} *`, { width: W - 36 });
  const question = (it: TextItem) => {
    const qh = qHeight(it.label);
    const top = card(qh + 48);
    sh.text(`${it.label}${look.chance(0.6) ? ' *' : ''}`, X0 + 18, top + 14, { size: QS, font: 'Helvetica-Bold', width: W - 36 });
    const ay = top + 14 + qh + 6;
    sh.doc.save().lineWidth(0.6).moveTo(X0 + 18, ay + 20).lineTo(X0 + W * 0.62, ay + 20).stroke('#9aa0a6').restore();
    sh.value(it, X0 + 18, ay, W * 0.62 - 18, 19, { size: AS });
  };
  const choice = (c: ChoiceItem) => {
    const qh = qHeight(c.label);
    const top = card(qh + 28 + c.options.length * 18);
    sh.text(`${c.label} *`, X0 + 18, top + 14, { size: QS, font: 'Helvetica-Bold', width: W - 36 });
    drawOptions(sh, c, X0 + 20, top + 14 + qh + 8, W - 40, { shape: 'circle', size: 10, font: 9.5, vertical: true, line: 18 });
  };
  page();
  const head = card(look.chance(0.5) ? 92 : 80, theme);
  sh.text(brand.name, X0 + 18, head + 20, { size: 18, font: 'Helvetica', width: W - 36 });
  sh.text('Business Funding Application - complete every section. Approvals in as little as 24 hours.', X0 + 18, head + 46, { size: 8.5, width: W - 36, color: '#444444' });
  sh.text('* Indicates required question', X0 + 18, head + 66, { size: 8, color: '#d93025' });
  secs.forEach((sec, si) => {
    const sTop = card(34, theme);
    sh.text(`Section ${si + 1} of ${secs.length}`, X0 + 14, sTop + 11, { size: 7, color: '#ffffff' });
    sh.text(sec.title, X0 + 18, sTop + 15, { size: 12, font: 'Helvetica-Bold' });
    if (sec.title === 'Authorization') {
      const text = brand.ca ? AUTH_CA : AUTH_US;
      const th = sh.doc.font('Helvetica').fontSize(8).heightOfString(text, { width: W - 36 });
      const top = card(th + 46);
      sh.text(text, X0 + 18, top + 12, { size: 8, width: W - 36 });
      drawOptions(sh, { kind: 'choice', key: 'consent', label: 'Consent', options: ['I agree'], chosen: 0, other: '', fields: {}, role: 'neutral' },
        X0 + 20, top + th + 22, W, { shape: 'box', size: 10, font: 9.5, vertical: true });
    }
    for (const it of sec.items as Item[]) {
      if (it.kind === 'choice') choice(it);
      else if (it.kind === 'text') question(it);
      else {
        const qh = qHeight(it.label);
        const top = card(qh + 24 + it.rows.length * 22);
        sh.text(`${it.label} (${it.columns.join(' / ')})`, X0 + 18, top + 14, { size: QS, font: 'Helvetica-Bold', width: W - 36 });
        it.rows.forEach((row, r) => {
          const ay = top + 14 + qh + 6 + r * 22;
          sh.doc.save().lineWidth(0.6).moveTo(X0 + 18, ay + 20).lineTo(X0 + W - 18, ay + 20).stroke('#9aa0a6').restore();
          sh.value({ kind: 'text', key: `${it.key}[${r}]`, label: it.label, text: row.join('  /  '), fields: {}, role: 'decoy' }, X0 + 18, ay, W - 36, 19, { size: 9.5 });
        });
      }
    }
  });
  sh.text(`${sh.page}`, sh.W - 50, sh.H - 22, { size: 7, color: '#555555' });
}

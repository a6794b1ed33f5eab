// Form furniture the layouts share: label-beside-value rows, boxed cells with a caption, section bars, the
// authorization paragraph and signature lines. Positions are top-down points (pdfkit's), as the layouts think.
import type { Sheet } from './sheet.ts';
import type { V } from './values.ts';

export const decoy = (text: string | null): V => ({ text, fields: {} });

/** `Label: ________` with the value on the line; the label takes `lw` points. */
export function pair(s: Sheet, key: string, label: string, v: V, x: number, y: number, w: number, lw: number, size = 7.5): void {
  s.label(label, x, y + 2, size);
  s.line(x + lw, y + 11, x + w, y + 11);
  s.value(key, v.text, x + lw, y + 10.5, w - lw - 2, v.fields);
}

/** A boxed cell with a small caption in its top left and the value along its bottom. */
export function cell(s: Sheet, key: string, label: string, v: V, x: number, y: number, w: number, h = 22, shade?: string): void {
  s.rect(x, y, w, h, '#444444', shade);
  s.label(label, x + 2.5, y + 2, 5.8, { color: '#333333' });
  s.value(key, v.text, x + 2, y + h - 2, w - 4, v.fields);
}

/** A grey label cell on the left and the value cell to its right (a two-column table row). */
export function tableRow(s: Sheet, key: string, label: string, v: V, x: number, y: number, lw: number, w: number, h = 17): void {
  s.rect(x, y, lw, h, '#666666', '#e4e4e4');
  s.label(label, x + 3, y + 5, 7, { bold: true });
  s.rect(x + lw, y, w - lw, h, '#666666');
  s.value(key, v.text, x + lw + 1, y + h - 2, w - lw - 3, v.fields);
}

export function bar(s: Sheet, title: string, x: number, y: number, w: number, fill: string, color = '#ffffff', h = 14): void {
  s.rect(x, y, w, h, fill, fill);
  s.label(title, x + 5, y + 3.5, 8.5, { bold: true, color });
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually, an "Applicant") certifies that all ' +
  'information and documents submitted in connection with this application are true, accurate and complete. Each Applicant authorizes ' +
  '{BROKER}, its assigns, agents, banks or financial institutions, and funding partners to obtain an investigative or consumer report ' +
  'from a credit bureau or a credit agency and to investigate the references given or any other statements or data obtained from ' +
  'Applicant. Each Applicant also authorizes the release of bank statements, merchant processing statements and tax returns to ' +
  'funding sources for the purpose of evaluating this request for a merchant cash advance or business financing.';

/** The authorization paragraph and one signature line per owner (printed name repeats the owner's name fields). */
export function signatures(s: Sheet, broker: string, names: V[], signedOn: string, x: number, y: number, w: number, size = 6.6): number {
  s.label(AUTH.replace('{BROKER}', broker), x, y, size, { width: w, align: 'justify' as 'left' });
  let yy = y + (size + 2) * Math.ceil((AUTH.length * size * 0.5) / w) + 14;
  names.forEach((n, i) => {
    const cw = w / 3;
    s.line(x, yy + 11, x + cw - 10, yy + 11);
    s.label('Signature', x, yy + 13, 6);
    s.line(x + cw, yy + 11, x + 2 * cw - 10, yy + 11);
    s.value(`sign_name_${i}`, n.text, x + cw, yy + 10.5, cw - 12, n.fields);
    s.label('Print Name', x + cw, yy + 13, 6);
    s.line(x + 2 * cw, yy + 11, x + w, yy + 11);
    s.value(`sign_date_${i}`, signedOn, x + 2 * cw, yy + 10.5, cw - 4, {});
    s.label('Date', x + 2 * cw, yy + 13, 6);
    yy += 28;
  });
  return yy;
}

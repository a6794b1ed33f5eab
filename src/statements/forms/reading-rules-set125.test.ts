import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 125 (forms in Spanish and in French only): each rule on a small self-made form.

describe('set 125: forms in French', () => {
  it('"Nom" with the first name asked apart after it, "Prénom", is the surname: owners side by side, each "Nom : X  Prénom : Y"', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    const t = (s: string, x: number, y: number, font = 'Helvetica', size = 9) => doc.font(font).fontSize(size).text(s, x, y, { lineBreak: false });
    t('DEMANDE DE FINANCEMENT', 40, 30, 'Helvetica-Bold', 13);
    t('Dénomination sociale :', 40, 52); t('Simard et Poirier, S.E.N.C.', 150, 52, 'Courier', 10);
    t("Numéro d'entreprise (NE) :", 40, 66); t('812345674 RC0001', 165, 66, 'Courier', 10);
    t('Montant demandé :', 320, 66); t('45 000 $', 410, 66, 'Courier', 10);
    t('Adresse :', 40, 80); t('2454, rue Principale, Laval (Québec) H7T 1C8', 90, 80, 'Courier', 10);
    t('Signature du propriétaire : ____________________   Date : ____________', 40, 190);
    t('Propriétaires (participation de 20 % et plus)', 40, 90, 'Helvetica-Bold', 10);
    const owner = (x: number, n: number, nom: string, prenom: string, titre: string, part: string) => {
      t(`Propriétaire ${n}`, x, 110, 'Helvetica-Bold');
      t('Nom :', x, 128); t(nom, x + 35, 128, 'Courier', 10);
      t('Prénom :', x + 130, 128); t(prenom, x + 170, 128, 'Courier', 10);
      t('Titre :', x, 148); t(titre, x + 35, 148, 'Courier', 10);
      t('Participation :', x + 130, 148); t(part, x + 200, 148, 'Courier', 10);
    };
    owner(40, 1, 'Simard', 'Mathieu', 'Associé', '70 %');
    owner(320, 2, 'Poirier', 'Josée', 'Associée', '30 %');
    const app = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Mathieu', 'Simard', 'Associé', 70], ['Josée', 'Poirier', 'Associée', 30]]);
  });
});

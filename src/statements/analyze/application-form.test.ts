// The merge of a form's values over the statements' (issue 36): the form wins; the statements' holder fields fill what
// the form did not print only when the holder is the form's business.
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, FormValue, ParsedApplication } from '../types.ts';
import { withForms } from './application-form.ts';

const v = <T>(value: T): FormValue<T> => ({ value, label: 'x', page: 1, box: [0, 0, 1, 1], confidence: 0.9, source: 'text' });
const fromStatements: ParsedApplication = { legal_name: 'QUARRY LANE COLLISION CENTER LLC', trade_name: 'METRO AUTO CARE', type_of_entity: 'llc', state_region: 'FL', country: 'United States' };
const formDoc = (legal: string) => ({ form: { fields: { legal_name: v(legal) }, applicants: [] } }) as unknown as ExtractedDocument;

describe('withForms', () => {
  it('keeps the statements\' DBA, state and country when the holder is the form\'s business', () => {
    expect(withForms(fromStatements, [formDoc('Quarry Lane Collision Center, L.L.C.')])).toMatchObject({
      legal_name: 'Quarry Lane Collision Center, L.L.C.', trade_name: 'METRO AUTO CARE', state_region: 'FL', country: 'United States', type_of_entity: 'llc' });
  });

  it('takes nothing of another business\'s statements', () => {
    expect(withForms(fromStatements, [formDoc('Blue Heron Quick Stop Inc')])).toMatchObject({
      legal_name: 'Blue Heron Quick Stop Inc', trade_name: null, state_region: null, country: null });
  });

  const none: ParsedApplication = { legal_name: null, trade_name: null, type_of_entity: null, state_region: null, country: null };
  it('guesses no entity type from the form\'s legal name, asked with boxes none marked or not asked at all', () => {
    const asked = { form: { fields: { legal_name: v('Silver Lake Roasters Corporation') }, applicants: [], unanswered: ['type_of_entity'] } } as unknown as ExtractedDocument;
    expect(withForms({ ...none, country: 'United States' }, [asked]).type_of_entity ?? null).toBeNull();
    // Not asked: not printed, null (applications.md reads the printed field); the statements' holder's stays.
    expect(withForms({ ...none, country: 'United States' }, [formDoc('Silver Lake Roasters Corporation')]).type_of_entity ?? null).toBeNull();
    expect(withForms(fromStatements, [formDoc('Quarry Lane Collision Center LLC')]).type_of_entity).toBe('llc');
  });
});

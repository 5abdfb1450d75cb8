import { expect } from '@open-wc/testing';
import { commonMessages } from '../../../src/components/common/commonMessages';
import { commonEs } from '../../../src/components/common/commonMessages.es';
import { PLAN_TYPES } from '../../../src/domain/planTypes';

describe('common messages', () => {
  it('announce a removal with the name and where it was saved', () => {
    expect(commonMessages.en.removed('Lisinopril 10 mg tablet', 'your saved drugs')).to.equal('Lisinopril 10 mg tablet was removed from your saved drugs.');
    expect(commonMessages.en.removeFailed('Dr. Ana Ruiz')).to.equal('Dr. Ana Ruiz could not be removed. Please try again.');
    expect(commonEs.removed('Lisinopril 10 mg tablet', 'sus medicamentos guardados')).to.equal('Lisinopril 10 mg tablet se eliminó de sus medicamentos guardados.');
    expect(commonEs.removeFailed('Dr. Ana Ruiz')).to.equal('No se pudo eliminar Dr. Ana Ruiz. Inténtelo de nuevo.');
  });

  it("give the spec's plan-type descriptions in English and Medicare's names in Spanish", () => {
    expect(PLAN_TYPES.map((type) => commonMessages.en.planType(type))).to.deep.equal([
      'Medicare Advantage Plan',
      'Medicare Advantage and Prescription Drug Plan',
      'Medicare Prescription Drug Plan',
      'Medicare Special Needs Plan',
      'Medicare Supplement Plan',
    ]);
    expect(commonEs.planType('PDP')).to.equal('Plan de medicamentos recetados de Medicare (Parte D)');
    expect(commonEs.planType('MS')).to.equal('Seguro Suplementario de Medicare (Medigap)');
  });
});

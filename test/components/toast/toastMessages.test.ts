import { expect } from '@open-wc/testing';
import { toastMessages } from '../../../src/components/toast/toastMessages';
import { toastEs } from '../../../src/components/toast/toastMessages.es';

describe('toast messages', () => {
  it('names each imported kind with its count, singular or plural', () => {
    const { importedBody } = toastMessages.en;
    expect(importedBody(2, 1)).to.equal('We added 2 drugs and 1 doctor or dentist to your profile.');
    expect(importedBody(1, 0)).to.equal('We added 1 drug to your profile.');
    expect(importedBody(0, 4)).to.equal('We added 4 doctors and dentists to your profile.');
  });

  it('says the same in Spanish, with Spanish plural forms', () => {
    const { importedBody } = toastEs;
    expect(importedBody(2, 1)).to.equal('Agregamos 2 medicamentos y 1 médico o dentista a su perfil.');
    expect(importedBody(1, 0)).to.equal('Agregamos 1 medicamento a su perfil.');
    expect(importedBody(0, 4)).to.equal('Agregamos 4 médicos y dentistas a su perfil.');
  });
});

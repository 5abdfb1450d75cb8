import { expect } from '@open-wc/testing';
import { importedBody } from '../../../src/components/toast/toastTexts';

describe('toast texts', () => {
  it('names each imported kind with its count, singular or plural', () => {
    expect(importedBody(2, 1)).to.equal('We added 2 drugs and 1 doctor or dentist to your profile.');
    expect(importedBody(1, 0)).to.equal('We added 1 drug to your profile.');
    expect(importedBody(0, 4)).to.equal('We added 4 doctors and dentists to your profile.');
  });
});

import { expect } from '@open-wc/testing';
import { maskMbi, unmaskMbi } from '../../../src/domain/validation/mbiMask';

describe('masked Medicare number', () => {
  const cases: [string, string][] = [
    ['', ''],
    ['1eg', '1EG'],
    ['1EG4T', '1EG4-T'],
    ['1EG4TE5', '1EG4-TE5'],
    ['1EG4TE5M', '1EG4-TE5-M'],
    ['1EG4TE5MK72', '1EG4-TE5-MK72'],
    ['1EG4-TE5-MK72', '1EG4-TE5-MK72'],
    [' 1eg4 te5 mk72 9 ', '1EG4-TE5-MK72'],
  ];
  for (const [typed, shown] of cases) it(`shows "${typed}" as "${shown}" (#XX#-XX#-XX##, at most 13)`, () => expect(maskMbi(typed)).to.equal(shown));

  it('sends the number without the mask', () => expect(unmaskMbi('1EG4-TE5-MK72')).to.equal('1EG4TE5MK72'));
});

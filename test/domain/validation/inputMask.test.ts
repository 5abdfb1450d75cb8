import { expect } from '@open-wc/testing';
import { ZIP_MASK } from '../../../src/domain/validation/fields';
import { applyMaskEdit, digitsMask, maskedText, unmaskedText, type MaskEdit } from '../../../src/domain/validation/inputMask';
import { MBI_MASK } from '../../../src/domain/validation/mbiMask';

/** `|` marks the caret in the text the browser made, and in the text the field then shows. */
function edit(previous: string, typed: string, deletion?: MaskEdit['deletion']): MaskEdit {
  return { previous, value: typed.replace('|', ''), caret: typed.indexOf('|'), deletion };
}
const shown = ({ value, caret }: { value: string; caret: number }) => `${value.slice(0, caret)}|${value.slice(caret)}`;

describe('masked fields keep the caret where the person is typing (spec §5.1, §5.2)', () => {
  const NUMBER = '1EG4-TE5-MK73';
  const cases: [string, MaskEdit, string][] = [
    ['typing the first characters', edit('', '1e|'), '1E|'],
    ['typing the fifth character adds the hyphen before it', edit('1EG4', '1EG4T|'), '1EG4-T|'],
    ['typing a missing character in the middle', edit('1EG4-E5M-K73', '1EG4-T|E5M-K73'), '1EG4-T|E5-MK73'],
    ['Backspace in the middle', edit(NUMBER, '1EG4-T|5-MK73', 'backward'), '1EG4-T|5M-K73'],
    ['Backspace on the first character of a group leaves the caret after the hyphen', edit(NUMBER, '1EG4-|E5-MK73', 'backward'), '1EG4-|E5M-K73'],
    ['Delete in the middle, just after a hyphen, leaves the caret after the hyphen', edit(NUMBER, '1EG4-|E5-MK73', 'forward'), '1EG4-|E5M-K73'],
    ['Backspace just after a hyphen deletes the character before it', edit(NUMBER, '1EG4|TE5-MK73', 'backward'), '1EG|T-E5M-K73'],
    ['Delete just before a hyphen deletes the character after it', edit(NUMBER, '1EG4|TE5-MK73', 'forward'), '1EG4|-E5M-K73'],
    ['Backspace after the first hyphen at the start of the value', edit('1EG4-T', '1EG4|T', 'backward'), '1EG|T'],
    ['Delete at the end changes nothing', edit('1EG4-TE5', '1EG4-TE5|', 'forward'), '1EG4-TE5|'],
    ['pasting the missing middle group', edit('1EG4-MK7-3', '1EG4-TE5|MK7-3'), '1EG4-TE5|-MK73'],
    ['pasting with spaces and lower case', edit('', ' 1eg4 te5 mk73 |'), '1EG4-TE5-MK73|'],
    ['replacing one character keeps the shape', edit(NUMBER, '1EG4-W|E5-MK73'), '1EG4-W|E5-MK73'],
    ['replacing a selected group with one character', edit(NUMBER, '1EG4-X|-MK73'), '1EG4-X|MK-73'],
    ['a hyphen typed by the person is dropped, the caret stays', edit('1EG4', '1EG4-|'), '1EG4|'],
    ['characters beyond the eleventh are dropped', edit('1EG4-TE5-MK7', '1EG4-TE5-MK739|'), '1EG4-TE5-MK73|'],
    ['emptying the field', edit('1', '|', 'backward'), '|'],
  ];
  for (const [name, change, expected] of cases) {
    it(`Medicare number: ${name}`, () => expect(shown(applyMaskEdit(MBI_MASK, change))).to.equal(expected));
  }

  const digits: [string, MaskEdit, string][] = [
    ['a letter typed in the middle is dropped, the caret stays', edit('1234', '12a|34'), '12|34'],
    ['Backspace in the middle', edit('12345', '1|345', 'backward'), '1|345'],
    ['typing in the middle', edit('1345', '12|345'), '12|345'],
    ['a pasted ZIP+4 keeps its first five digits', edit('', '78701-1234|'), '78701|'],
  ];
  for (const [name, change, expected] of digits) {
    it(`ZIP: ${name}`, () => expect(shown(applyMaskEdit(ZIP_MASK, change))).to.equal(expected));
  }

  it('a date-of-birth year keeps four digits', () => expect(shown(applyMaskEdit(digitsMask(4), edit('196', '19x5|6')))).to.equal('195|6'));

  it('shapes stored text, and gives it back without the mask', () => {
    expect(maskedText(MBI_MASK, '1eg4te5mk73')).to.equal(NUMBER);
    expect(unmaskedText(MBI_MASK, NUMBER)).to.equal('1EG4TE5MK73');
    expect(maskedText(ZIP_MASK, '10001-2345')).to.equal('10001');
    expect(maskedText(ZIP_MASK, null)).to.equal('');
  });
});

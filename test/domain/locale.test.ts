import { expect } from '@open-wc/testing';
import { formatCurrency, formatSavedText, formatTimestamp } from '../../src/domain/format';
import { countsText, countText, formatCount, plural, readLocale } from '../../src/domain/locale';
import { cst } from './central';

describe('locale: the language a tag asks for', () => {
  it('reads es and en with or without a region, in any case', () => {
    expect(readLocale('es')).to.equal('es');
    expect(readLocale('es-US')).to.equal('es');
    expect(readLocale('ES_mx')).to.equal('es');
    expect(readLocale(' en-GB ')).to.equal('en');
  });

  it('a language we do not serve, an empty tag or none reads as null (the next source decides)', () => {
    for (const tag of ['fr', 'e', '', 'spanish', null, undefined]) expect(readLocale(tag), String(tag)).to.equal(null);
  });
});

describe('locale: plural forms through Intl.PluralRules', () => {
  const attempts = { one: 'attempt', other: 'attempts' };
  const intentos = { one: 'intento', other: 'intentos' };
  it('one is singular, zero and many are plural, in both languages', () => {
    expect([0, 1, 2, 5].map((n) => plural('en', n, attempts))).to.deep.equal(['attempts', 'attempt', 'attempts', 'attempts']);
    expect([0, 1, 2, 5].map((n) => plural('es', n, intentos))).to.deep.equal(['intentos', 'intento', 'intentos', 'intentos']);
  });

  it('a count takes its word in the form the count asks for', () => {
    expect(countText('en', 1, { one: 'saved plan', other: 'saved plans' })).to.equal('1 saved plan');
    expect(countText('es', 1234, { one: 'medicamento', other: 'medicamentos' })).to.equal('1,234 medicamentos');
  });

  it('the counts that are not zero are joined as each language joins a list', () => {
    const kinds = (drugs: number, doctors: number, locale: 'en' | 'es') =>
      countsText(locale, [[drugs, locale === 'en' ? { one: 'drug', other: 'drugs' } : { one: 'medicamento', other: 'medicamentos' }], [doctors, locale === 'en' ? { one: 'doctor', other: 'doctors' } : { one: 'médico', other: 'médicos' }]]);
    expect(kinds(2, 1, 'en')).to.equal('2 drugs and 1 doctor');
    expect(kinds(2, 1, 'es')).to.equal('2 medicamentos y 1 médico');
    expect(kinds(0, 3, 'en')).to.equal('3 doctors');
    expect(kinds(1, 0, 'es')).to.equal('1 medicamento');
  });

  it('counts are written with the US separators in both', () => {
    expect(formatCount('en', 1234)).to.equal('1,234');
    expect(formatCount('es', 1234)).to.equal('1,234');
  });
});

describe('format: by locale, always in Central time', () => {
  const lateNight = cst(2026, 11, 30, 23, 59, 59);
  it('amounts are US dollars in both languages', () => {
    expect(formatCurrency(2800, 'es')).to.equal('$2,800.00');
    expect(formatCurrency(2800)).to.equal('$2,800.00');
  });

  it('Spanish names the month (a numeric date would read day first) and keeps the Central-time day at Nov 30 23:59:59', () => {
    const text = formatTimestamp(lateNight, { locale: 'es' });
    expect(text).to.match(/^30 nov\.? 2026, 11:59 p\.m\. CT$/);
    expect(formatTimestamp(lateNight)).to.equal('11/30/2026, 11:59 PM CT');
  });

  it("the saved text says 'guardada el' in Spanish, with the spec's CST suffix", () => {
    expect(formatSavedText(cst(2026, 12, 1, 0, 0), 'es')).to.match(/^guardada el 01 dic\.? 2026, 12:00 a\.m\. CST$/);
  });
});

import { expect } from '@open-wc/testing';
import { dashboardMessages } from '../../../src/components/dashboard/dashboardMessages';
import { dashboardEs } from '../../../src/components/dashboard/dashboardMessages.es';

describe('dashboard messages', () => {
  const en = dashboardMessages.en;

  it('counts the saved items, singular or plural', () => {
    expect([0, 1, 2].map(en.savedPlansCount)).to.deep.equal(['0 saved plans', '1 saved plan', '2 saved plans']);
    expect(en.savedProvidersCount(1)).to.equal('1 saved doctor or dentist');
    expect(en.savedDrugsCount(1234)).to.equal('1,234 saved drugs');
    expect(en.keepShoppingBody(1)).to.equal('You have 1 saved plan. Compare them side by side or keep browsing.');
  });

  it('counts them in Spanish with Spanish plural forms', () => {
    expect([0, 1, 2].map(dashboardEs.savedPlansCount)).to.deep.equal(['0 planes guardados', '1 plan guardado', '2 planes guardados']);
    expect(dashboardEs.savedProvidersCount(3)).to.equal('3 médicos y dentistas guardados');
    expect(dashboardEs.savedDrugsCount(1)).to.equal('1 medicamento guardado');
  });

  it('writes a calendar date as the spec does in English and with the month named in Spanish', () => {
    expect(en.calendarDate(2026, 1, 5)).to.equal('01/05/2026');
    expect(dashboardEs.calendarDate(2026, 1, 5)).to.equal('5 ene 2026');
  });

  it("says the denied plan's contact with only the parts it has", () => {
    expect(en.deniedContact('1-800-555-0100', '711', '8 a.m. to 8 p.m. daily')).to.equal('Questions about this decision? Call the plan at 1-800-555-0100 (TTY 711), 8 a.m. to 8 p.m. daily.');
    expect(en.deniedContact('1-800-555-0100', null, undefined)).to.equal('Questions about this decision? Call the plan at 1-800-555-0100.');
    expect(dashboardEs.deniedContact('1-800-555-0100', '711', null)).to.equal('¿Tiene preguntas sobre esta decisión? Llame al plan al 1-800-555-0100 (TTY 711).');
  });

  it('names every status and button in both languages, the English as the spec spells them', () => {
    expect(en.enrollmentStatus('continueEnrollment')).to.equal('Continue Enrollment');
    expect(en.button('continueApplication')).to.equal('Continue your application');
    expect(en.button('inProgress')).to.equal('In Progress');
    expect(dashboardEs.enrollmentStatus('denied')).to.equal('Denegada');
    expect(dashboardEs.button('enrollInPlan')).to.equal('Inscribirse en el plan');
  });
});

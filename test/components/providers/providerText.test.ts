import { expect } from '@open-wc/testing';
import type { Plan } from '../../../src/api/schemas/plan';
import { providersMessages } from '../../../src/components/providers/providersMessages';
import { providersEs } from '../../../src/components/providers/providersMessages.es';
import { addressText, providerIconOf, providersHeading, specialityText } from '../../../src/components/providers/providerText';
import { searchPlace } from '../../../src/components/providers/providerTool';

const plan = (extra: Record<string, unknown>) => ({ planId: 'H1', planType: 'MA', planYear: 2026, planName: 'P', ...extra }) as Plan;
const en = providersMessages.en;

describe('doctors view texts', () => {
  it('speaks of doctors accepting Medicare when any saved plan is private fee-for-service, else of the network', () => {
    expect(providersHeading([], en)).to.equal(en.inNetworkHeading);
    expect(providersHeading([plan({ planProductType: 'HMO' })], en)).to.equal('Check if your doctors and dentists are in network');
    expect(providersHeading([plan({ planProductType: 'HMO' }), plan({ networkTypes: ['PFFS'] })], en)).to.equal('Check if your doctors and dentists accept Medicare');
    expect(providersHeading([plan({ networkTypes: ['PFFS'] })], providersEs)).to.equal('Vea si sus médicos y dentistas aceptan Medicare');
  });

  it('the icon follows the domain (type place is a facility) with a spoken label', () => {
    expect(providerIconOf({ providerId: '1', providerName: 'x', type: 'place', providerCoverageType: 'dental' }, en)).to.deep.equal({ icon: 'facility', label: 'Facility' });
    expect(providerIconOf({ providerId: '1', providerName: 'x', providerCoverageType: 'Behavioral' }, en)).to.deep.equal({ icon: 'behavioral', label: 'Behavioral health provider' });
    expect(providerIconOf({ providerId: '1', providerName: 'x' }, en)).to.deep.equal({ icon: 'medical', label: 'Medical provider' });
    expect(providerIconOf({ providerId: '1', providerName: 'x', providerCoverageType: 'dental' }, providersEs)).to.deep.equal({ icon: 'dental', label: 'Proveedor dental' });
  });

  it('speciality, else the specialities joined', () => {
    expect(specialityText({ speciality: 'Cardiology', specialities: ['A'] })).to.equal('Cardiology');
    expect(specialityText({ specialities: ['Oral Surgery', '', 'Dentistry'] })).to.equal('Oral Surgery, Dentistry');
    expect(specialityText({})).to.equal('');
  });

  it('an address as stored text, or its parts on one line', () => {
    expect(addressText(' 12 Main St, New York, NY 10001 ')).to.equal('12 Main St, New York, NY 10001');
    expect(addressText({ line1: '40 Elm St', line2: 'Suite 2', city: 'New York', state: 'NY', zipCode: '10001' })).to.equal('40 Elm St, Suite 2, New York, NY 10001');
    expect(addressText({ addressLine1: '1 Bay Rd', city: 'Miami', stateCode: 'FL', zip: 33101 })).to.equal('1 Bay Rd, Miami, FL 33101');
    expect(addressText(undefined)).to.equal('');
  });

  it('the search opens at the saved providers\' ZIP, else the plans\', else the user\'s, else 10001, with a county from a plan there', () => {
    const nyPlan = plan({ zipCode: '10001', county: { fipsCountyCode: '36061', fipsCountyName: 'New York County', stateCode: 'NY' } });
    expect(searchPlace(2026, ['10001', '33101'], [nyPlan])).to.deep.equal({
      planYear: 2026,
      zipCode: '10001',
      county: { fipsCountyCode: '36061', fipsCountyName: 'New York County', stateCode: 'NY' },
    });
    expect(searchPlace(2027, [undefined, '', '33101'], [nyPlan])).to.deep.equal({ planYear: 2027, zipCode: '33101' });
    expect(searchPlace(2026, [undefined, undefined, undefined], [])).to.deep.equal({ planYear: 2026, zipCode: '10001' });
  });
});

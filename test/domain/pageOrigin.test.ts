import { expect } from '@open-wc/testing';
import { backLinkFor, opensDrugsView, pageOrigin } from '../../src/domain/pageOrigin';

describe('profile origin (spec §2.2)', () => {
  const site = 'https://www.example.com';

  it('reads the origin from the referrer path, also under the /medicare brand prefix', () => {
    expect(pageOrigin(`${site}/health-plans/aarp-pharmacy.html?zip=10001`, '')).to.equal('pharmacy');
    expect(pageOrigin(`${site}/health-plans/estimate-drug-costs.html#/build`, '')).to.equal('dce');
    expect(pageOrigin(`${site}/medicare/health-plans/estimate-drug-costs.html`, '')).to.equal('dce');
    expect(pageOrigin(`${site}/plan-recommendation-engine.html/result`, '')).to.equal('recommendation');
  });

  it('falls back to plans for any other or missing referrer', () => {
    expect(pageOrigin(`${site}/shop.html`, '')).to.equal('plans');
    expect(pageOrigin('', '')).to.equal('plans');
    expect(pageOrigin('not a url', '')).to.equal('plans');
  });

  it('the ?from= query flag wins over the referrer (for when no referrer is sent)', () => {
    expect(pageOrigin('', '?from=dce')).to.equal('dce');
    expect(pageOrigin(`${site}/health-plans/aarp-pharmacy.html`, '?from=recommendation')).to.equal('recommendation');
    expect(pageOrigin('', '?from=PHARMACY')).to.equal('pharmacy');
    expect(pageOrigin(`${site}/health-plans/aarp-pharmacy.html`, '?from=elsewhere')).to.equal('pharmacy');
  });

  it('returning from the drug cost estimator or pharmacy search opens drugs', () => {
    expect(opensDrugsView('dce')).to.equal(true);
    expect(opensDrugsView('pharmacy')).to.equal(true);
    expect(opensDrugsView('recommendation')).to.equal(false);
    expect(opensDrugsView('plans')).to.equal(false);
  });

  it('the back link goes back where the person came from; recommendation returns to results of the active year', () => {
    expect(backLinkFor('pharmacy', 2026)).to.deep.equal({ origin: 'pharmacy', href: '/health-plans/aarp-pharmacy.html' });
    expect(backLinkFor('dce', 2026)).to.deep.equal({ origin: 'dce', href: '/health-plans/estimate-drug-costs.html' });
    expect(backLinkFor('recommendation', 2027)).to.deep.equal({ origin: 'recommendation', href: '/plan-recommendation-engine.html/result?year=2027' });
    expect(backLinkFor('plans', 2026)).to.deep.equal({ origin: 'plans', href: '/shop.html' });
  });
});

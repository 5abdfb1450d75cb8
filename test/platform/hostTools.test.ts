import { expect } from '@open-wc/testing';
import {
  dceLaunchOptions,
  openDceDrawer,
  openProviderSearchTool,
  type DceOpenOptions,
  type ProviderSearchOptions,
} from '../../src/platform/hostTools';
import { logger, type LogEntry } from '../../src/platform/logger';

function captureErrors(): { messages: () => string[]; stop: () => void } {
  const logged: LogEntry[] = [];
  const stop = logger.subscribe((entry) => logged.push(entry));
  return { messages: () => logged.filter((e) => e.level === 'error').map((e) => e.message), stop };
}

describe('platform: host tools', () => {
  let errors: ReturnType<typeof captureErrors>;
  beforeEach(() => {
    errors = captureErrors();
  });
  afterEach(() => {
    errors.stop();
    delete window.dceDrawer;
    delete window.providerSearchTool;
  });

  describe('drug cost estimator drawer', () => {
    it('a missing drawer script is logged as "DCE project not loaded" and nothing opens', () => {
      expect(openDceDrawer(dceLaunchOptions('buildDrugList', () => undefined))).to.equal(false);
      expect(errors.messages()).to.deep.equal(['DCE project not loaded']);
    });

    it('a script without an open function counts as missing', () => {
      (window as { dceDrawer?: unknown }).dceDrawer = {};
      expect(openDceDrawer(dceLaunchOptions('drugInfo', () => undefined))).to.equal(false);
      expect(errors.messages()).to.deep.equal(['DCE project not loaded']);
    });

    it('a drawer that throws while opening is logged and reported as not opened', () => {
      window.dceDrawer = { open: () => { throw new Error('boom'); } };
      expect(openDceDrawer(dceLaunchOptions('drugInfo', () => undefined))).to.equal(false);
      expect(errors.messages()).to.have.length(1);
      expect(errors.messages()[0]).to.match(/^DCE project not loaded/);
    });

    it('every view launches with profile=true; only drug details adds planEditDrug=true', () => {
      for (const view of ['drugInfo', 'buildDrugList', 'pharmacyChange', 'lisExtraHelp'] as const) {
        const options = dceLaunchOptions(view, () => undefined);
        expect(options).to.include({ view, profile: true });
        expect(options, view).to.not.have.any.keys('planEditDrug', 'dceProfile', 'drug', 'planId');
      }
      expect(dceLaunchOptions('drugDetails', () => undefined)).to.include({ view: 'drugDetails', profile: true, planEditDrug: true });
    });

    it('dceProfile=true only when reached from a deep link; drug and plan are passed on', () => {
      const drug = { drugName: 'Metformin', drugId: 'd2' };
      const options = dceLaunchOptions('drugDetails', () => undefined, { drug, planId: 'H1234-001-000', fromDeepLink: true });
      expect(options).to.include({ dceProfile: true, planId: 'H1234-001-000', drug });
      expect(dceLaunchOptions('drugDetails', () => undefined, { fromDeepLink: false })).to.not.have.key('dceProfile');
    });

    it('passes the options to the page\'s drawer and reports its close once, however often the drawer calls', () => {
      const opened: DceOpenOptions[] = [];
      window.dceDrawer = { open: (options) => opened.push(options) };
      const closes: unknown[] = [];
      expect(openDceDrawer(dceLaunchOptions('buildDrugList', (result) => closes.push(result)))).to.equal(true);
      expect(opened[0]).to.include({ view: 'buildDrugList', profile: true });
      opened[0]!.onClose({ importedData: true });
      opened[0]!.onClose({ importedData: false });
      expect(closes).to.deep.equal([{ importedData: true }]);
      expect(errors.messages()).to.deep.equal([]);
    });
  });

  describe('provider search tool', () => {
    const options = (onClose: () => void = () => undefined): ProviderSearchOptions => ({
      planYear: 2026,
      zipCode: '10001',
      county: { fipsCountyCode: '36061' },
      onEvent: () => undefined,
      onClose,
    });

    it('a missing tool script is logged and nothing opens', () => {
      expect(openProviderSearchTool(options())).to.equal(false);
      expect(errors.messages()).to.deep.equal(['Provider search tool not loaded']);
    });

    it('passes plan year, ZIP and county on, and reports its close once', () => {
      const opened: ProviderSearchOptions[] = [];
      window.providerSearchTool = { open: (o) => opened.push(o) };
      let closes = 0;
      expect(openProviderSearchTool(options(() => (closes += 1)))).to.equal(true);
      expect(opened[0]).to.include({ planYear: 2026, zipCode: '10001' });
      expect(opened[0]!.county).to.deep.equal({ fipsCountyCode: '36061' });
      opened[0]!.onClose();
      opened[0]!.onClose();
      expect(closes).to.equal(1);
    });
  });
});

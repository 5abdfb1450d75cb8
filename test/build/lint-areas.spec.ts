/**
 * State by feature: the lint fails when a feature area of src/state imports
 * another, when the shared core of src/state imports a feature area, or when
 * components/common imports a feature area (of components or of state); what
 * an area may import (the core, itself, domain, api, platform) passes.
 */
import { expect, test } from '@playwright/test';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function areaErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

test('a state feature area importing another feature area fails the lint', async () => {
  for (const [filePath, code] of [
    ['src/state/drugs/Example.ts', "export { providerCoverageRequestsAtom } from '../providers/providerCoverage';"],
    ['src/state/import/Example.ts', "import { loadIdentityStatus } from '../identity/identity';\nexport const load = loadIdentityStatus;"],
    ['src/state/identity/Example.ts', "export { importMemberItems } from '../import/import';"],
    ['src/state/plans/Example.ts', "export const later = () => import('../drugs/drugCosts');"],
  ]) {
    expect(await areaErrors(filePath!, code!), `${filePath}: ${code}`).toEqual([expect.stringContaining('no other feature area')]);
  }
});

test('the shared core of src/state importing a feature area fails the lint', async () => {
  const errors = await areaErrors('src/state/Example.ts', "export { switchPlanYear } from './host/hostActions';");
  expect(errors).toEqual([expect.stringContaining('imports no feature area')]);
});

test('components/common importing a component area or a state feature area fails the lint', async () => {
  for (const code of [
    "export { planSummaryUrl } from '../plans/planUrls';",
    "export { importRunningAtom } from '../../state/import/importRunning';",
  ]) {
    expect(await areaErrors('src/components/common/Example.ts', code), code).toEqual([expect.stringContaining('imports no feature area')]);
  }
});

test('an area importing the shared core, itself, domain and platform passes', async () => {
  const code = [
    "import { getStore } from '../store';",
    "import { profileAtom } from '../profile';",
    "import { sessionAtom } from '../session';",
    "import { drugCostRequestsOf } from './drugCostRequests';",
    "import { stateCountyFipsOf } from '../../domain/countyFips';",
    "import { logger } from '../../platform/logger';",
    'export const all = [getStore, profileAtom, sessionAtom, drugCostRequestsOf, stateCountyFipsOf, logger];',
  ].join('\n');
  expect(await areaErrors('src/state/drugs/Example.ts', code)).toEqual([]);
  expect(await areaErrors('src/components/common/Example.ts', "export { getStore } from '../../state/store';\nexport { useMessages } from '../i18n/useMessages';")).toEqual([]);
});

/**
 * The React components (react/index.ts, shopper-profile-elements/react) are the manifest's tags, properties and
 * events (scripts/react-wrappers.mjs): this fails when an element's contract changed and the components were
 * not generated again (`node scripts/react-wrappers.mjs --write`). Runs after the build (npm test builds first).
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { WRAPPERS_FILE, wrappersSource } from '../../scripts/react-wrappers.mjs';

test('react/index.ts holds one component per tag of the manifest, with its properties and events, as generated', () => {
  expect(fs.readFileSync(WRAPPERS_FILE, 'utf8'), 'react/index.ts differs: run node scripts/react-wrappers.mjs --write').toBe(wrappersSource());
});

/**
 * What a page's first render loads holds no code it does not run: the
 * profile page's element modules and every file they import statically (the
 * files a browser fetches before any element can render) name, in their
 * source maps, none of the modules kept for later: the removals (fetched
 * once the page is idle), the session time-out's watch, the online enrollment, the identity merge's follow-ups, the identity API
 * family (the merge request, the reminder email), the sign-out, the form masks of
 * the pop-ups, the HTML sanitiser, the Spanish texts, the pop-up bodies and their texts,
 * the import pop-up's texts, the Dialog they render, the supplement application and the opening of an
 * application, and the follow-up calls that complete the saved plans' cards (fetched once the cards have
 * painted, components/plans/useFollowUpCalls.ts). And the classic bundle keeps the same modules in its side
 * files, each holding only its own code. Runs after the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const dist = path.resolve('dist');

/** The tags of /profile.html (demo/pages/profile.html), and the view its first render shows. */
const PROFILE_PAGE = ['sp-profile', 'sp-saved-plans', 'sp-toast', 'sp-session-timeout', 'sp-identity-dialog', 'sp-import-dialog'];

const DEFERRED = [
  /src\/state\/removal\.ts$/,
  /src\/domain\/optimisticRemoval\.ts$/,
  /src\/state\/identity\/identityMerge\.ts$/,
  // The identity API family (merge, reminder email, member import): only pop-up bodies call it.
  /src\/api\/identity\.ts$/,
  /src\/state\/merge\.ts$/,
  /src\/domain\/mergeRequest\.ts$/,
  // The session time-out's idle watch and pop-up: fetched once the page has settled (SessionTimeout.tsx).
  /src\/components\/session\/SessionTimeoutWatch\.tsx$/,
  // The sign-out: fetched as the time-out pop-up opens, or with the sign-out pop-up's body (state/session/sessionTimeout.ts).
  /src\/state\/signOut\.ts$/,
  /src\/domain\/validation\/inputMask\.ts$/,
  /src\/platform\/trustedHtml\.ts$/,
  /node_modules\/dompurify\//,
  /src\/components\/i18n\/spanish\.ts$/,
  /Messages\.es\.ts$/,
  // The plan and profile pop-ups' own texts, loaded with their bodies.
  /(planDialogs|profileDialogs)Messages\.ts$/,
  // The import pop-up's and the identity form's texts (the page-level loading screen's are importLoadingMessages.ts).
  /src\/components\/import\/importMessages\.ts$/,
  // What only a click on an application's button runs (applicationsOnDemand.ts).
  /src\/state\/plans\/(supplementApplication|applicationNavigation)\.ts$/,
  // The pop-up bodies (lazyDialog) and the Dialog they render: the stand-ins shown before they arrive are ModalFrame.
  /(Remove\w*|DrugPricing|LearnMore|ExtraHelp|Email|SignOut|ConfirmRemoval|common\/)Dialog\.tsx$|DialogBody\.tsx$|RecommendationTooltip\.tsx$/,
  /src\/components\/common\/Dialog\.css\.ts$/,
  // The identity and import pop-ups' own styles: their bodies adopt them.
  /src\/components\/(identity\/Identity|import\/Import)Dialog\.css\.ts$/,
  // The follow-up calls completing the cards (drug costs, Extra Help figures, provider coverage, plan details,
  // service plans, favourited supplement plans): their requests, calls, answers' schemas and handling.
  /src\/components\/plans\/followUpCalls\.ts$/,
  /src\/state\/drugs\/drugCost(Calls|Requests)\.ts$/,
  /src\/state\/plans\/(extraHelpFigure|planDetails|servicePlan)Calls\.ts$/,
  /src\/state\/providers\/providerCoverage\.ts$/,
  /src\/state\/plans\/medsuppFavouritesSearch\.ts$/,
  /src\/api\/(planInfo|providers)\.ts$/,
  /src\/api\/schemas\/planInfo\.ts$/,
];

/**
 * Kept for later on the profile page, though another element imports it statically (so the classic bundle, every
 * element in one, holds it): the online enrollment a saved plan's Enroll button starts, fetched once the page has
 * settled (applicationsOnDemand.ts); the dashboard's recommendation widget imports it with its state.
 */
const DEFERRED_ON_PROFILE_PAGE = [/src\/state\/plans\/enrollment\.ts$/];

/** The relative files a module imports statically (`import ... from "./x.js"`, `import "./x.js"`). */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => path.resolve(path.dirname(file), m[1]!));
}

function firstRenderFiles(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(dist, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const sourcesOf = (file: string): string[] => (JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources.map((s) => s.replace(/^(\.\.\/)+/, ''));

test('the profile page\'s first render loads none of the code kept for later (removals, form masks, sanitiser, Spanish texts, pop-up bodies)', () => {
  const files = firstRenderFiles(['index.js', ...PROFILE_PAGE.map((tag) => `elements/${tag}.js`)]);
  expect(files.size).toBeGreaterThan(PROFILE_PAGE.length);
  const found = [...files].flatMap((file) => sourcesOf(file).map((source) => `${path.relative(dist, file)}: ${source}`));
  expect(found.some((line) => line.endsWith('src/state/profile.ts')), 'the profile state is part of it').toBe(true);
  const early = found.filter((line) => [...DEFERRED, ...DEFERRED_ON_PROFILE_PAGE].some((module) => module.test(line)));
  expect(early).toEqual([]);
});

test("the follow-up calls' code is one chunk that the profile page's first render asks for with import(), holding every follow-up call", () => {
  const files = firstRenderFiles(['index.js', ...PROFILE_PAGE.map((tag) => `elements/${tag}.js`)]);
  const asked = [...files].flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => path.resolve(path.dirname(file), m[1]!)));
  const chunks = [...new Set(asked)].filter((file) => sourcesOf(file).some((source) => source.endsWith('state/drugs/drugCostCalls.ts')));
  expect(chunks).toHaveLength(1);
  const sources = sourcesOf(chunks[0]!);
  for (const module of ['state/drugs/drugCostCalls.ts', 'state/plans/extraHelpFigureCalls.ts', 'state/providers/providerCoverage.ts', 'state/plans/planDetailsCalls.ts', 'state/plans/servicePlanCalls.ts', 'state/plans/medsuppFavouritesSearch.ts']) {
    expect(sources.some((source) => source.endsWith(module)), module).toBe(true);
  }
});

/** The classic bundle's side files (shopper-profile.iife.<name>-<hash>.js), by name. */
const classicSideFiles = (): string[] => fs.readdirSync(dist).filter((file) => /^shopper-profile\.iife\.[a-z]+-[\w-]+\.js$/.test(file));

test('the classic bundle keeps what the module build loads on need in side files: none of the code kept for later is in the bundle itself', () => {
  const bundle = sourcesOf(path.join(dist, 'shopper-profile.iife.js'));
  expect(bundle.some((source) => source.endsWith('elements/sp-dashboard.ts')), 'every element is in the bundle').toBe(true);
  expect(bundle.filter((source) => DEFERRED.some((module) => module.test(source)))).toEqual([]);
  const sides = classicSideFiles().map((file) => /^shopper-profile\.iife\.([a-z]+)-/.exec(file)![1]);
  expect(sides).toEqual(expect.arrayContaining(['spanish', 'trustedhtml', 'removal', 'supplementapplication', 'applicationnavigation', 'removeplandialog', 'importdialogbody', 'sessiontimeoutwatch', 'followupcalls']));
});

test('each classic side file holds only its own code: no second React, Jotai or store, and it is named by the bundle or another side file', () => {
  const sides = classicSideFiles();
  const texts = [fs.readFileSync(path.join(dist, 'shopper-profile.iife.js'), 'utf8'), ...sides.map((side) => fs.readFileSync(path.join(dist, side), 'utf8'))];
  for (const side of sides) {
    const code = fs.readFileSync(path.join(dist, side), 'utf8');
    expect(code, side).not.toContain('react.transitional.element');
    expect(code, side).not.toContain('shopper-profile.store');
    expect(texts.some((text) => text !== code && text.includes(JSON.stringify(side))), side).toBe(true);
  }
});

/**
 * Stand-ins for the site pages around the profile (spec §2.1): every page an
 * element links or navigates to answers here with one template, so no link
 * ends in "Not found". Each shows what it received (path and query
 * parameters, the online-enrollment cookie, the browser storage the profile
 * wrote) through demo/pages/assets/stand-in.js, and links back to the profile.
 *
 * The paths come from src (components/plans/planUrls.ts, components/profile,
 * state/plans/applications.ts, state/plans/recommendations.ts, domain/applicationActions.ts).
 * Sign-in (/optumid-login) and sign-out (/hsid-logout) are real routes in
 * auth.ts; /plans.html, /plan-compare.html and /plan-recommendation-engine.html
 * are demo pages.
 */
import { escapeHtml, html } from '../http/reply';
import type { Route } from '../http/router';
import type { Ctx } from '../http/types';
import { scriptJson } from '../http/pageHead';
import { applyPageSwitches } from './pages';

interface NextLink {
  href: string;
  text: string;
}

export interface SitePage {
  /** Router pattern; `:name` segments are shown as the page's path parameters. */
  pattern: string;
  title: string;
  /** What the real page does, in one sentence. */
  purpose: string;
  /** Where the demo does the real work, when it does. */
  next?: (ctx: Ctx) => NextLink;
}

const ENROLLMENT_PURPOSE = 'The online enrollment application starts here with the plan the profile put in the online-enrollment cookie.';

/** The plan-browsing stand-in takes ?zip=; the profile's links carry the shared context's zipcode. */
function shopPlansLink(ctx: Ctx): NextLink {
  const zip = ctx.params.zipCode ?? ctx.url.searchParams.get('zipcode') ?? ctx.url.searchParams.get('zip') ?? '';
  return { href: /^\d{5}$/.test(zip) ? `/plans.html?zip=${zip}` : '/plans.html', text: 'Shop plans in the demo' };
}

const dceLink = (): NextLink => ({ href: '/dce.html', text: 'Open the drug cost estimator' });
const questionnaireLink = (): NextLink => ({ href: '/plan-recommendation-engine.html', text: 'Answer the recommendation questions' });

function enrollmentPages(prefix: string, brand: string): SitePage[] {
  return [
    { pattern: `${prefix}/online-enrollment/${brand}/:planKind/welcome`, title: `Online enrollment (${brand})`, purpose: ENROLLMENT_PURPOSE },
    { pattern: `${prefix}/online-enrollment/${brand}/:planKind/steps/:step`, title: `Online enrollment step (${brand})`, purpose: ENROLLMENT_PURPOSE },
  ];
}

export const SITE_PAGES: SitePage[] = [
  { pattern: '/shop.html', title: 'Shop Medicare plans', purpose: 'Plan shopping starts here: enter a ZIP code and browse the plans of your area.', next: shopPlansLink },
  { pattern: '/plan-details.html', title: 'Plan details', purpose: 'The details of one plan, reached with zipcode, county, planId and planYear.', next: shopPlansLink },
  { pattern: '/manage-profile', title: 'Manage your profile', purpose: 'Signed-in users change their name, e-mail, password and preferences here.' },
  { pattern: '/optumid-registration', title: 'Create your account', purpose: 'New users register here; the demo creates no accounts, so continue as one of its personas.', next: (ctx) => ({ href: `/optumid-login?returnUrl=${encodeURIComponent(ctx.url.searchParams.get('returnUrl') ?? '/profile.html')}`, text: 'Sign in as a demo persona' }) },
  { pattern: '/hsid-member-portal-redirection', title: 'Member benefits', purpose: 'Members are sent on to their member portal to see the benefits of their plan.' },
  ...enrollmentPages('', 'aarp'),
  ...enrollmentPages('/medicare', 'uhc'),
  { pattern: '/health-plans/estimate-drug-costs.html', title: 'Estimate drug costs', purpose: 'The drug cost estimator: add drugs and a pharmacy, see the costs by plan.', next: dceLink },
  { pattern: '/health-plans/aarp-pharmacy.html', title: 'Pharmacy search', purpose: 'Find a pharmacy near you and choose it for your drug cost estimates.', next: dceLink },
  { pattern: '/health-plans/medsupp-details.html/:zipCode/:plan/:planYear', title: 'Medicare Supplement plan details', purpose: 'One Medicare Supplement plan; with startApplication=true its application starts.', next: shopPlansLink },
  { pattern: '/health-plans/medicare-supplement-plans/resume-application.html', title: 'Resume your Medicare Supplement application', purpose: 'A saved Medicare Supplement application resumes here (referrer, applicantId, DOB, zip, state, resume=true).' },
  { pattern: '/medicare-education.html', title: 'Learn about Medicare', purpose: 'Articles that explain Medicare, its parts and its plans.' },
  { pattern: '/plan-recommendation-engine.html/result', title: 'Your plan recommendations', purpose: 'The ranked results of the plan recommendation questions for a plan year.', next: questionnaireLink },
  { pattern: '/plan-recommendation-engine.html/editmypreferences', title: 'Edit your preferences', purpose: 'Change the answers the plan recommendation was made from.', next: questionnaireLink },
];

export function standInHtml(page: SitePage, ctx: Ctx): string {
  const data = { pattern: page.pattern, params: ctx.params, next: page.next?.(ctx) ?? null };
  return `<!doctype html>
<html lang="en" data-no-library>
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(page.title)} | Medicare plans (stand-in)</title>
  <link rel="stylesheet" href="/assets/site.css">
  <script type="module" src="/assets/demo.js"></script>
  <script type="application/json" id="stand-in-data">${scriptJson(data)}</script>
  <script type="module" src="/assets/stand-in.js"></script>
</head>
<body>
  <main id="main" class="wrap stand-in">
    <p class="tag">Stand-in page</p>
    <h1>${escapeHtml(page.title)}</h1>
    <p>${escapeHtml(page.purpose)} This demo page stands in for it and shows what it received.</p>
    <div id="received"><p>Reading what this page received…</p></div>
  </main>
</body>
</html>`;
}

export const sitePageRoutes: Route[] = SITE_PAGES.map((page) => ({
  method: 'GET',
  pattern: page.pattern,
  call: 'site-page',
  handler: (ctx: Ctx) => {
    applyPageSwitches(ctx);
    return html(standInHtml(page, ctx));
  },
}));

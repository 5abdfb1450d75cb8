/**
 * Stand-in for the Medicare Supplement recommendation widget script the
 * dashboard attaches to the page head when the top recommended plan is a
 * supplement plan (spec §4.9; src/state/plans/recommendations.ts). It only marks
 * itself loaded with the state code it was given, so QA and the journeys
 * can see that it arrived.
 */
(() => {
  const script = document.currentScript;
  const src = script instanceof HTMLScriptElement ? script.src : '';
  const stateCode = src ? new URL(src, location.href).searchParams.get('stateCode') ?? '' : '';
  window.medsuppRecommendationWidget = { loaded: true, stateCode };
  console.info(`[medsupp recommendation widget] loaded for state ${stateCode || '(none)'}`);
})();

/** Runs the journeys in one engine (called by scripts/journeys.mjs). */
import { puppeteerShopper, webkitShopper } from './drivers';
import { JOURNEYS } from './journeys';

export interface JourneyResult { name: string; ok: boolean; error?: string; seconds: number }

export async function runJourneys(engine: 'chromium' | 'firefox' | 'webkit', baseUrl: string, bundle: string, only?: RegExp): Promise<JourneyResult[]> {
  const shopper = engine === 'webkit' ? await webkitShopper(baseUrl, bundle) : await puppeteerShopper(engine, baseUrl, bundle);
  const results: JourneyResult[] = [];
  try {
    for (const journey of JOURNEYS.filter((j) => !only || only.test(j.name))) {
      const started = Date.now();
      const reset = await fetch(new URL('/qa/reset', baseUrl), { method: 'POST' });
      if (!reset.ok) throw new Error(`/qa/reset answered ${reset.status}`);
      await shopper.restart();
      try {
        await journey.run(shopper);
        results.push({ name: journey.name, ok: true, seconds: (Date.now() - started) / 1000 });
      } catch (error) {
        const seen = await shopper.ask('outline').catch(() => [] as string[]);
        const message = `${error instanceof Error ? error.message : String(error)}\n      on ${await shopper.location().catch(() => '?')}, showing:\n        ${seen.join('\n        ')}`;
        results.push({ name: journey.name, ok: false, error: message, seconds: (Date.now() - started) / 1000 });
      }
      const last = results.at(-1)!;
      console.log(`  ${last.ok ? '✓' : '✘'} [${engine}] ${last.name} (${last.seconds.toFixed(1)}s)${last.error ? `\n      ${last.error}` : ''}`);
    }
  } finally {
    await shopper.close();
  }
  return results;
}

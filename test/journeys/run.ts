/** Runs the journeys in one engine (called by scripts/journeys.mjs). */
import { puppeteerShopper, webkitShopper } from './drivers';
import { JOURNEYS } from './journeys';

export interface JourneyResult { name: string; ok: boolean; error?: string; seconds: number }

type Engine = 'chromium' | 'firefox' | 'webkit';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Once more when the first try fails: a browser or driver session that cannot start on a loaded machine (a
 * journey's own failure is never retried). Said on the output, so a run that needed it shows it.
 */
async function twice<T>(engine: Engine, what: string, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    console.log(`  … [${engine}] ${what} failed (${message(error)}); trying once more`);
    return attempt();
  }
}

export async function runJourneys(engine: Engine, baseUrl: string, bundle: string, only?: RegExp): Promise<JourneyResult[]> {
  const shopper = await twice(engine, 'starting the browser', () => (engine === 'webkit' ? webkitShopper(baseUrl, bundle) : puppeteerShopper(engine, baseUrl, bundle)));
  const results: JourneyResult[] = [];
  try {
    for (const journey of JOURNEYS.filter((j) => !only || only.test(j.name))) {
      const started = Date.now();
      const reset = await fetch(new URL('/qa/reset', baseUrl), { method: 'POST' });
      if (!reset.ok) throw new Error(`/qa/reset answered ${reset.status}`);
      await twice(engine, 'a new browser session', () => shopper.restart());
      try {
        await journey.run(shopper);
        results.push({ name: journey.name, ok: true, seconds: (Date.now() - started) / 1000 });
      } catch (error) {
        const seen = await shopper.ask('outline').catch(() => [] as string[]);
        const text = `${message(error)}\n      on ${await shopper.location().catch(() => '?')}, showing:\n        ${seen.join('\n        ')}`;
        results.push({ name: journey.name, ok: false, error: text, seconds: (Date.now() - started) / 1000 });
      }
      const last = results.at(-1)!;
      console.log(`  ${last.ok ? '✓' : '✘'} [${engine}] ${last.name} (${last.seconds.toFixed(1)}s)${last.error ? `\n      ${last.error}` : ''}`);
    }
  } finally {
    await shopper.close();
  }
  return results;
}

// Playwright's part of `npm test`'s summary (./lines.mjs): its counts and failures in the one summary form,
// printed when the run ends, beside Playwright's own dot or list reporter.
import path from 'node:path';
import { firstLines, summaryText } from './lines.mjs';

export default class SummaryReporter {
  onBegin(config, suite) {
    this.suite = suite;
  }

  printsToStdio() {
    return false;
  }

  onEnd() {
    const tests = this.suite?.allTests() ?? [];
    const counts = { suite: 'playwright', engine: 'chromium', passed: 0, failed: 0, skipped: 0, failures: [], skips: [] };
    for (const test of tests) {
      const outcome = test.outcome();
      if (outcome === 'skipped') counts.skipped += 1;
      else if (outcome === 'expected' || outcome === 'flaky') counts.passed += 1;
      else {
        counts.failed += 1;
        const error = test.results.find((result) => result.error)?.error;
        const where = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
        counts.failures.push({ title: `${where} › ${test.titlePath().slice(3).join(' › ')}`, lines: firstLines(error?.message) });
      }
    }
    console.log(`\n${summaryText(counts)}`);
  }
}

// web-test-runner's part of `npm test`'s summary (../summary/lines.mjs): the counts per engine, each test an
// engine cannot run with its reason, and each failed test with its first lines.
import path from 'node:path';
import { firstLines, summaryText } from '../summary/lines.mjs';

function count(results, acc, file, trail = []) {
  for (const t of results?.tests ?? []) {
    const title = `${file} › ${[...trail, t.name].join(' › ')}`;
    if (t.skipped) {
      acc.skipped++;
      // A test an engine cannot run says why in its title (test/helpers/browser.ts).
      if (/\[skipped: /.test(t.name)) acc.skips.push(title);
    }
    else if (t.passed) acc.passed++;
    else {
      acc.failed++;
      acc.failures.push({ title, lines: firstLines(t.error?.message) });
    }
  }
  for (const s of results?.suites ?? []) count(s, acc, file, [...trail, s.name]);
}

export function summaryReporter({ engine = 'chromium', suite = 'unit' } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      const acc = { suite, engine, passed: 0, failed: 0, skipped: 0, failures: [], skips: [] };
      for (const s of sessions) {
        const file = path.relative(process.cwd(), s.testFile);
        count(s.testResults, acc, file);
        if (!s.passed && (s.errors?.length ?? 0) > 0) {
          acc.failed += 1;
          acc.failures.push({ title: file, lines: firstLines(s.errors.map((e) => e.message).join('\n')) });
        }
      }
      console.log(`\n${summaryText(acc)}`);
    },
  };
}

// Prints 'N passed, N failed, N skipped' alone on a line (CI reads it) and
// names each failed test (so the tail of a CI log says what broke), and
// writes the counts to a file that scripts/test.mjs adds up.
import fs from 'node:fs';
import path from 'node:path';

function count(results, acc, file, trail = []) {
  for (const t of results?.tests ?? []) {
    if (t.skipped) {
      acc.skipped++;
      // A test an engine cannot run says why in its title (test/helpers/browser.ts).
      if (/\[skipped: /.test(t.name)) acc.skips.push(`${file} › ${[...trail, t.name].join(' › ')}`);
    }
    else if (t.passed) acc.passed++;
    else {
      acc.failed++;
      acc.failures.push(`${file} › ${[...trail, t.name].join(' › ')}: ${t.error?.message ?? 'failed'}`);
    }
  }
  for (const s of results?.suites ?? []) count(s, acc, file, [...trail, s.name]);
}

export function summaryReporter({ engine = 'chromium', outFile } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      const acc = { engine, passed: 0, failed: 0, skipped: 0, failures: [], skips: [] };
      for (const s of sessions) {
        const file = path.relative(process.cwd(), s.testFile);
        count(s.testResults, acc, file);
        if (!s.passed && (s.errors?.length ?? 0) > 0) {
          acc.failed += 1;
          acc.failures.push(`${file}: ${s.errors.map((e) => e.message).join('; ')}`);
        }
      }
      console.log(`\nunit (${engine}): ${acc.passed} passed, ${acc.failed} failed, ${acc.skipped} skipped`);
      for (const s of acc.skips) console.log(`  SKIPPED ${s}`);
      for (const f of acc.failures) console.log(`  FAILED ${f}`);
      if (outFile) fs.writeFileSync(outFile, JSON.stringify(acc));
    },
  };
}

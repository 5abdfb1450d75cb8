// Prints 'N passed, N failed, N skipped' alone on a line (CI reads it) and
// writes the counts to a file that scripts/test.mjs adds up.
import fs from 'node:fs';

function count(results, acc) {
  for (const t of results?.tests ?? []) {
    if (t.skipped) acc.skipped++;
    else if (t.passed) acc.passed++;
    else acc.failed++;
  }
  for (const s of results?.suites ?? []) count(s, acc);
}

export function summaryReporter({ outFile } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      const acc = { passed: 0, failed: 0, skipped: 0 };
      for (const s of sessions) {
        count(s.testResults, acc);
        if (!s.passed && (s.errors?.length ?? 0) > 0) acc.failed += 1;
      }
      console.log(`\nunit: ${acc.passed} passed, ${acc.failed} failed, ${acc.skipped} skipped`);
      if (outFile) fs.writeFileSync(outFile, JSON.stringify(acc));
    },
  };
}

// One summary form for every test runner of `npm test`: each runner's own reporter prints it at its end
// (web-test-runner: scripts/wtr/summary-reporter.mjs; Playwright: ./playwright-reporter.mjs; the main
// journeys: scripts/journeys.mjs), and scripts/test.mjs reads the counts back from the runner's output, so no
// count travels through a file:
//
//   unit (firefox): 960 passed, 1 failed, 2 skipped
//     SKIPPED test/elements/x.test.tsx › a test [skipped: why]
//     FAILED test/elements/y.test.tsx › a test
//         expected 1 to equal 2
//
// CI keeps only the tail of a log, so a failure's first lines travel with it.
const SUMMARY = /^(\S+) \((\w+)\): (\d+) passed, (\d+) failed, (\d+) skipped$/;
const FAILED = '  FAILED ';
const SKIPPED = '  SKIPPED ';
const DETAIL = '      ';
const DETAIL_LINES = 12;

/** The first lines of an error's message, colour codes and blank lines left out. */
export function firstLines(message) {
  return String(message ?? 'failed').replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim()).slice(0, DETAIL_LINES).map((line) => line.slice(0, 300));
}

/** The summary of one run: { suite, engine, passed, failed, skipped, failures: [{ title, lines }], skips: [title] }. */
export function summaryText({ suite, engine, passed, failed, skipped, failures = [], skips = [] }) {
  return [
    `${suite} (${engine}): ${passed} passed, ${failed} failed, ${skipped} skipped`,
    ...skips.map((title) => `${SKIPPED}${title}`),
    ...failures.flatMap(({ title, lines = [] }) => [`${FAILED}${title}`, ...lines.map((line) => `${DETAIL}${line}`)]),
  ].join('\n');
}

/** Every summary printed in a runner's output, in the order printed. */
export function readSummaries(output) {
  const summaries = [];
  let current;
  // A failure's lines follow its FAILED line at once; any other line ends them.
  let failure;
  for (const raw of output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').split(/\r?\n/)) {
    const line = raw.trimEnd();
    const match = SUMMARY.exec(line.trim());
    if (failure && line.startsWith(DETAIL)) {
      failure.lines.push(line.slice(DETAIL.length));
      continue;
    }
    failure = undefined;
    if (match) {
      const [, suite, engine, passed, failed, skipped] = match;
      current = { suite, engine, passed: Number(passed), failed: Number(failed), skipped: Number(skipped), failures: [], skips: [] };
      summaries.push(current);
    } else if (current && line.startsWith(FAILED)) {
      failure = { title: line.slice(FAILED.length), lines: [] };
      current.failures.push(failure);
    } else if (current && line.startsWith(SKIPPED)) current.skips.push(line.slice(SKIPPED.length));
    else current = undefined;
  }
  return summaries;
}

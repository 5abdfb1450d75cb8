/**
 * A failed assertion about a DOM node rendered by React (e.g.
 * `expect(queryByText(root, 'x')).to.equal(null)`) would make mocha stringify
 * the node for its diff, walking React's internal fiber graph: the browser
 * hangs until the whole run times out. This replaces nodes in a failed
 * assertion's actual/expected with a short outline (`<button class="...">`),
 * so the failure is reported quickly and readably. Imported by render.tsx.
 */
import { chai } from '@open-wc/testing';

function outline(value: unknown): unknown {
  if (!(value instanceof Node)) return value;
  if (value instanceof Element) return value.outerHTML.length > 300 ? `${value.outerHTML.slice(0, 300)}…` : value.outerHTML;
  return `${value.nodeName}: ${value.textContent ?? ''}`;
}

chai.use((lib) => {
  const proto = lib.Assertion.prototype as unknown as { assert: (...args: unknown[]) => void };
  const assert = proto.assert;
  proto.assert = function patchedAssert(this: unknown, ...args: unknown[]) {
    try {
      assert.apply(this, args);
    } catch (error) {
      if (error && typeof error === 'object' && 'actual' in error) {
        const failure = error as { actual: unknown; expected?: unknown };
        failure.actual = outline(failure.actual);
        failure.expected = outline(failure.expected);
      }
      throw error;
    }
  };
});

/**
 * Types for the mocha globals web-test-runner provides (describe, it, hooks).
 * The project has no @types/mocha; if it is ever added, delete this file.
 */
type MochaDone = (error?: unknown) => void;
type MochaFn = (this: MochaContext, done: MochaDone) => void | PromiseLike<unknown>;

interface MochaContext {
  timeout(ms: number): void;
  slow(ms: number): void;
  retries(n: number): void;
  /** In a beforeEach or afterEach hook: the test it runs for. */
  currentTest?: MochaTest;
}

interface MochaTest {
  title: string;
  /** Marks the test pending and throws to stop it. */
  skip(): never;
}

interface MochaSuiteFunction {
  (title: string, fn: (this: MochaContext) => void): void;
  only(title: string, fn: (this: MochaContext) => void): void;
}

interface MochaTestFunction {
  (title: string, fn?: MochaFn): void;
  only(title: string, fn?: MochaFn): void;
}

type MochaHookFunction = (fn: MochaFn) => void;

declare var describe: MochaSuiteFunction;
declare var context: MochaSuiteFunction;
declare var it: MochaTestFunction;
declare var before: MochaHookFunction;
declare var after: MochaHookFunction;
declare var beforeEach: MochaHookFunction;
declare var afterEach: MochaHookFunction;

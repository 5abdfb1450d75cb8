/**
 * The AEM components' HTL rendered as AEM renders it, by Adobe's HTL engine
 * for Node (@adobe/htlengine), from the scripts the content package ships
 * (dist/aem/package, written by scripts/aem/build-package.mjs). The globals
 * are AEM's: `properties` (what the author set), `wcmmode` and `component`.
 * Used by the demo's /aem.html and the HTL tests; never by browser code.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the package's components are, under the built library (dist). */
export const COMPONENTS_DIR = 'aem/package/jcr_root/apps/shopper-profile/components';

type Template = (runtime: unknown) => Promise<string>;

interface HtlEngine {
  Compiler: new () => { withRuntimeVar(names: string[]): { compileToFunction(source: string): Promise<Template> } };
  Runtime: new () => { setGlobal(globals: Record<string, unknown>): unknown };
}

const GLOBALS = ['properties', 'wcmmode', 'component'];

let engine: HtlEngine | undefined;
/** Loaded on first use: it brings jsdom, which takes seconds to load; kept out of the server bundle (scripts/build-server.mjs). */
function htlEngine(): HtlEngine {
  engine ??= createRequire(import.meta.url)('@adobe/htlengine') as HtlEngine;
  return engine;
}

/** Compiled scripts by file and modification time, so a rebuilt package is picked up. */
const templates = new Map<string, Promise<Template>>();

function template(file: string): Promise<Template> {
  const key = `${file}@${fs.statSync(file).mtimeMs}`;
  let compiled = templates.get(key);
  if (!compiled) {
    compiled = new (htlEngine().Compiler)().withRuntimeVar(GLOBALS).compileToFunction(fs.readFileSync(file, 'utf8'));
    templates.set(key, compiled);
  }
  return compiled;
}

/** The component's jcr:title, from its .content.xml (numeric character references decoded). */
function titleOf(componentsDir: string, name: string): string {
  const xml = fs.readFileSync(path.join(componentsDir, name, '.content.xml'), 'utf8');
  const title = /\bjcr:title="([^"]*)"/.exec(xml)?.[1] ?? name;
  return title.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

export interface Authored {
  /** The component's properties as the dialog stored them. */
  properties: Record<string, unknown>;
  /** The page editor's edit mode (else as published). */
  edit?: boolean;
}

/** The markup AEM writes for one component with these properties. */
export async function renderComponent(componentsDir: string, name: string, authored: Authored): Promise<string> {
  const run = await template(path.join(componentsDir, name, `${name}.html`));
  const globals = { properties: authored.properties, wcmmode: { edit: authored.edit === true, disabled: authored.edit !== true }, component: { title: titleOf(componentsDir, name) } };
  return run(new (htlEngine().Runtime)().setGlobal(globals));
}

/** The components the package holds, by folder name. */
export function componentNames(componentsDir: string): string[] {
  return fs.readdirSync(componentsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}

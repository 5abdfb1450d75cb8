/** Types of rollup.config.mjs: the library's builds, in order (the first is the module build for pages). */
import type { RollupOptions } from 'rollup';

declare const configs: RollupOptions[];
export default configs;

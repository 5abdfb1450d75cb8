/** Types of proxy-paths.mjs. */
export interface ProxyPrefix {
  prefix: string;
  /** The prefix is one whole path (forward it alone), else a folder (forward everything below it). */
  exact: boolean;
}
export declare function proxyPrefixes(): Promise<ProxyPrefix[]>;
export declare function hostsPageBlock(): Promise<string>;
export declare function hostsPageBlockNow(text?: string): string | undefined;

/** Types of engines.mjs. */
export declare const BROWSER_ZONE: string;
export declare function firefoxPath(): string | undefined;
export declare function miniBrowserPath(): string | undefined;
export declare function webkitAvailable(): boolean;
export declare function firefoxLaunchOptions(): { browser: 'firefox'; executablePath: string | undefined; headless: boolean; env: Record<string, string | undefined>; extraPrefsFirefox: Record<string, unknown> };
export declare function startWebKitDriver(): Promise<{ port: number; stop: () => void }>;
export declare function webkitCapabilities(): Record<string, unknown>;
export declare function freePort(): Promise<number>;

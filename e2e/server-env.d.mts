export declare const PORT: number;
export declare const CLOCK_PORT: number;
export declare const DEMO_PASSWORD: string;
export declare function serverEnv(dataDir: string): Record<string, string>;
export declare function makeClockDir(existing?: string): string;
export declare function clockServerEnv(dir: string): Record<string, string>;

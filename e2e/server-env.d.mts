export declare const PORT: number;
export declare const DEMO_PASSWORD: string;
export declare function serverEnv(dataDir: string): Record<string, string>;

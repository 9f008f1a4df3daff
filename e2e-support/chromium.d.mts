export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const TEST_LAUNCH_OPTIONS: { executablePath: string; args: string[] };
export declare const SUITE_SETTINGS: {
  workers: number;
  fullyParallel: boolean;
  retries: number;
  timeout: number;
  expect: { timeout: number };
};

import type { ChildProcess } from 'node:child_process';

export declare const ROOT: string;
export declare function freePort(): Promise<number>;
export declare function stopProcess(child: ChildProcess, graceMs?: number): Promise<number | null>;

export interface BuiltServerOptions {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  nodeFlags?: string[];
  port?: number;
  inheritOutput?: boolean;
  timeoutMs?: number;
}

export interface BuiltServer {
  url: string;
  pid: number;
  output(): string;
  stop(): Promise<number | null>;
}

export declare function startBuiltServer(options: BuiltServerOptions): Promise<BuiltServer>;
export declare function runBuiltServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }>;

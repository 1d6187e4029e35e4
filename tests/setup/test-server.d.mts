import type { ChildProcess, StdioOptions } from "node:child_process";

export declare const TEST_CLIENT: {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
};
export declare function buildApp(buildDir: string): boolean;
export declare function testServerEnv(options: {
  port: number | string;
  buildDir: string;
  dataDir: string;
}): NodeJS.ProcessEnv;
export declare function createTestClient(env: NodeJS.ProcessEnv): boolean;
export declare function startServer(env: NodeJS.ProcessEnv, stdio?: StdioOptions): ChildProcess;

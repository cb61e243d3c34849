/** Types for the TypeScript side (tests) of offline-fakes.mjs. */
type Env = Record<string, string | undefined>;

export interface OfflineFake {
  name: string;
  args(port: number, appUrl: string, env: Env): string[];
  portVariable: string;
  defaultPort: number;
  problem(env: Env): string | null;
  serverEnv(url: string, env: Env): Record<string, string>;
}

export type OfflinePlan =
  | { problem: string }
  | {
      problem?: undefined;
      plans: { fake: OfflineFake; port: number; url: string }[];
      serverEnv: Record<string, string>;
      start(run: (name: string, command: string, args: string[]) => void): void;
    };

export function planOfflineFakes(env?: Env): OfflinePlan;

export const FAKE_OIDC_CLIENT: { id: string; secret: string };

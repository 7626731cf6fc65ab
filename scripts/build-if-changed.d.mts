/** Types for build-if-changed.mjs, which apps/api/test/build-if-changed.test.ts imports. */
export const INPUT_DIRS: string[];
export const INPUT_FILES: string[];
export const OUTPUTS: string[];
export function hashInputs(root?: string): Promise<Record<string, string>>;
export interface BuildRecord {
  builtAt: string;
  files: Record<string, string>;
}
export type BuildDecision = { due: false; builtAt: string } | { due: true; reason: string };
export function decide(
  record: BuildRecord | undefined,
  files: Record<string, string>,
  missingOutputs: string[],
): BuildDecision;
export function buildState(root?: string): Promise<BuildDecision>;
export function beginBuild(root?: string, now?: Date): Promise<void>;
export function endBuild(root?: string): Promise<string | undefined>;

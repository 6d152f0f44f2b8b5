import type { RunnerTask, RunnerTestSuite } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

/**
 * For mutation runs only (vitest.mutate.config.ts). When a mutant breaks a file's or a block's `beforeAll`
 * fixture, Vitest fails that file and marks its tests skipped; `npm test` goes red, so the mutant is caught.
 * StrykerJS's Vitest runner looks for the failed block only up the `describe` chain, never at the file, so
 * it reads such a run as "no test failed" and reports the mutant as surviving with no test completed. This
 * reporter, which Vitest runs before StrykerJS reads the results, marks each test that a failed block
 * skipped as failed with the block's error, which is what the run in fact showed.
 */
export default class MutationHookFailures implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  // The same task objects StrykerJS reads once the run has ended.
  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) failSkippedUnderFailedBlock(file, undefined);
  }
}

function failSkippedUnderFailedBlock(
  task: RunnerTask,
  failedBlockErrors: NonNullable<RunnerTask['result']>['errors'],
): void {
  if (task.type === 'test') {
    if (failedBlockErrors && task.result?.state === 'skip') {
      task.mode = 'run';
      task.result = { ...task.result, state: 'fail', errors: failedBlockErrors };
    }
    return;
  }
  const suite = task as RunnerTestSuite;
  const ownErrors = suite.result?.state === 'fail' && suite.result.errors?.length ? suite.result.errors : undefined;
  for (const child of suite.tasks) failSkippedUnderFailedBlock(child, ownErrors ?? failedBlockErrors);
}

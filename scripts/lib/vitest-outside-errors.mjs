import { writeFileSync } from 'node:fs';
import path from 'node:path';

const firstLine = (error) =>
  String(error?.message ?? error ?? '')
    .split('\n')[0]
    .slice(0, 300);

/**
 * A Vitest reporter for the errors no test owns: a failing beforeAll/afterAll of a describe block, an
 * import error, an error thrown after its test ended. Vitest's JSON reporter marks such a file failed
 * with an empty message (it reads only the file's own errors), which left a CI log saying a file failed
 * and nothing about why. Written as JSON to the file named by VITEST_OUTSIDE_ERRORS.
 */
export default class OutsideErrorsReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const into = process.env.VITEST_OUTSIDE_ERRORS;
    if (!into) return;
    const errors = [];
    for (const module of testModules) {
      const file = module.moduleId;
      for (const error of module.errors())
        errors.push({ file, where: 'the file', message: firstLine(error) });
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors())
          errors.push({ file, where: `"${suite.fullName}"`, message: firstLine(error) });
      }
    }
    for (const error of unhandledErrors) {
      errors.push({ file: undefined, where: 'an unhandled error', message: firstLine(error) });
    }
    writeFileSync(into, JSON.stringify({ root: this.root ? path.resolve(this.root) : undefined, errors }));
  }
}

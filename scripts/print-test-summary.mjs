// Prints the one plain closing line CI reads ("N passed, N failed, N skipped") from vitest's JSON report.
// The type check and the workflow lint count as two more tests, so either failing fails the suite visibly.
import { existsSync, readFileSync } from 'node:fs';

const STATIC_CHECKS = 2;
const [reportPath, checksFailedArg] = process.argv.slice(2);
const checksFailed = Number(checksFailedArg ?? 0);
const staticChecks = { passed: STATIC_CHECKS - checksFailed, failed: checksFailed };
if (!reportPath || !existsSync(reportPath)) {
  console.log('vitest wrote no report (it crashed before finishing)');
  console.log(`${staticChecks.passed} passed, ${staticChecks.failed + 1} failed`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
// A file that fails to load (syntax error, failing beforeAll) has no test results: count it as a failure.
const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0).length;
const passed = report.numPassedTests + staticChecks.passed;
const failed = report.numFailedTests + brokenFiles + staticChecks.failed;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);

// `npm run bench:faults`: the figures of the fault suites (docs/decisions/022-database-faults.md), printed
// without their assertions. Needs PostgreSQL's server binaries and, as root, the postgres OS user.
import { measurePostgresRestart } from '../src/server/test-support/faults/postgres-restart';
import { measureSigkill } from '../src/server/test-support/faults/sigkill';
import { tempPostgresMissing } from '../src/server/test-support/temp-postgres';

const missing = tempPostgresMissing();
if (missing) {
  console.error(missing);
  process.exit(1);
}

const restart = await measurePostgresRestart();
console.log('\nPostgreSQL restarted under load (pg_ctl restart -m fast, 24 searching + 6 paying users):');
console.log(
  `  requests ${restart.requests}, failed ${restart.failed} (${restart.failedPercent} %), in flight during the restart ${restart.duringRestart}`,
);
console.log(`  database down ${restart.databaseDownMs} ms; first OK answer ${restart.recoveryMs} ms after it accepted connections again`);
console.log(
  `  payments: ${restart.payments.confirmed} confirmed of ${restart.payments.members}, ${restart.payments.retried} retried, ` +
    `${restart.payments.doubled} doubled, ${restart.payments.lost} lost`,
);
for (const [kind, figures] of Object.entries(restart.byKind)) {
  console.log(`  ${kind.padEnd(8)} ${String(figures.requests).padStart(5)} requests, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
}

const kill = await measureSigkill();
console.log('\nSIGKILL mid-import (the import CLI, killed with a quarter half written):');
for (const run of kill.imports) {
  const clean = JSON.stringify(run.afterKill) === JSON.stringify(run.before);
  console.log(
    `  ${run.database.padEnd(8)} killed after ${run.killedAfterMs} ms (${(run.writtenBeforeKillBytes / 1024 / 1024).toFixed(1)} MiB written): ` +
      `${clean ? 'nothing left behind' : 'HALF-WRITTEN'}; re-import ${run.afterReimport.quarterRows} rows in ${run.reimportMs} ms`,
  );
}
console.log('SIGKILL mid-payment:');
for (const row of kill.payments.sandbox) {
  console.log(
    `  sandbox, killed ${row.killAfterMs} ms after the confirmation (answered: ${row.answeredBeforeKill}): retry ${row.retryStatus}, ` +
      `${row.succeeded} payment, ${row.memberships} membership`,
  );
}
const stripe = kill.payments.stripe;
console.log(
  `  stripe webhook (answered: ${stripe.answeredBeforeKill}): redelivery ${stripe.redelivery.status}, ` +
    `${stripe.succeeded} payment, ${stripe.memberships} membership`,
);
console.log('SIGKILL with M-Pesa payments waiting for their callbacks (killed right after the 202):');
for (const run of kill.mpesa) {
  const whole = [run.afterKill.withheld, run.afterKill.delivered].every(
    (rows) => rows.payments === 1 && rows.mpesaRows === 1 && rows.paymentStatus === 'requires_payment',
  );
  console.log(
    `  ${run.database.padEnd(8)} after the kill: ${whole ? 'one pending payment and M-Pesa row each' : 'HALF-WRITTEN'}; restart ${run.restartMs} ms`,
  );
  console.log(
    `    callback withheld: ${run.withheld.answer.status} by the status query ${run.withheld.completedAfterMs} ms after the push ` +
      `(${run.withheld.pendingPolls} polls pending); ${run.withheld.final.succeeded} payment, ${run.withheld.final.memberships} membership`,
  );
  console.log(
    `    callback after the restart: ${run.delivered.paidByCallback ? `paid ${run.delivered.paidAfterDeliveryMs} ms after it` : 'NOT PAID'}, ` +
      `duplicate ${run.delivered.duplicate}; ${run.delivered.final.succeeded} payment, ${run.delivered.final.memberships} membership`,
  );
}

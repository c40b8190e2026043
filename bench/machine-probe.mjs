// Prints one line saying how fast this machine does the three things a CI run spends its time on: plain
// computation, system calls and first touches of fresh memory. The same `.ci/run` took 14.5 min at noon
// and 31 min in the evening on two cores each; the evening's machine, a PVM guest, computed quickly but
// took about ten times the usual cost for each system call and each fresh page (bench/README.md, "What
// kind of machine"). `.ci/run` prints this line first, so a slow CI log says what its machine was like.
// Node only, about two seconds: `node bench/machine-probe.mjs`.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const seconds = (start) => Number(process.hrtime.bigint() - start) / 1e9;

// Computation: a loop the JIT compiles to a few instructions an iteration.
let start = process.hrtime.bigint();
let sum = 0;
for (let i = 0; i < 2e8; i++) sum += i % 7;
const loop = seconds(start);
// Read, so the compiler cannot drop the loop as work nobody uses.
if (sum < 0) throw new Error('unreachable');

// System calls: one-byte reads of /dev/zero, each one call into the kernel and back.
const calls = 200_000;
const zero = openSync('/dev/zero', 'r');
const byte = Buffer.alloc(1);
start = process.hrtime.bigint();
for (let i = 0; i < calls; i++) readSync(zero, byte, 0, 1, null);
const perCall = (seconds(start) / calls) * 1e6;
closeSync(zero);

// Fresh memory: a large buffer is mapped untouched; writing one byte a page makes the kernel (and under
// a hypervisor, the host) give each page for the first time.
const size = 256 * 1024 * 1024;
const memory = Buffer.allocUnsafeSlow(size);
start = process.hrtime.bigint();
for (let i = 0; i < size; i += 4096) memory[i] = 1;
const perPage = (seconds(start) / (size / 4096)) * 1e6;

/** The hypervisor the kernel names at boot, when the kernel's log can be read. */
function hypervisor() {
  try {
    const log = execFileSync('dmesg', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const found = /Hypervisor detected: (\S+)/.exec(log);
    if (found) return found[1];
  } catch {
    // dmesg may be refused to a user without privileges; the CPU flags still say whether there is one.
  }
  const flags = readFileSync('/proc/cpuinfo', 'utf8');
  return /^flags\s*:.*\bhypervisor\b/m.test(flags) ? 'unnamed' : 'none';
}

console.log(
  `machine: ${loop.toFixed(2)} s for 2e8 loop iterations, ${perCall.toFixed(2)} µs a system call, ` +
    `${perPage.toFixed(1)} µs a fresh page, hypervisor ${hypervisor()}`,
);

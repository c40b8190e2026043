// A child's output, line by line, each line marked with its label, so several children's streams stay
// readable when they run side by side and their lines interleave.
import { spawn } from 'node:child_process';

export function relayLines(stream, out, label) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (text) => {
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${label}${line}\n`);
  });
  stream.on('end', () => rest && out.write(`${label}${rest}\n`));
}

/** Runs the command with its output relayed under `label`; resolves to its exit code (1 if killed). */
export function runRelayed(label, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  relayLines(child.stdout, process.stdout, label);
  relayLines(child.stderr, process.stderr, label);
  return new Promise((resolve) => {
    child.on('error', (err) => {
      process.stderr.write(`${label}could not start ${command}: ${err.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

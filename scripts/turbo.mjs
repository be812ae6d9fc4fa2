// The root commands' runner: prepares a fresh clone, then runs turbo with the given arguments.
import { ensureEnvFiles, ensureInstalled, turbo } from './lib.mjs';

ensureInstalled();
ensureEnvFiles();
try {
  turbo(process.argv.slice(2));
} catch {
  // turbo has already printed what failed.
  process.exit(1);
}

// Run before every root command: a fresh clone with only Node gets its dependencies and .env files.
import { ensureEnvFiles, ensureInstalled } from './lib.mjs';

ensureInstalled();
ensureEnvFiles();

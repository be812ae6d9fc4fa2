// Writes src/route-tree.gen.ts without a full build: the router plugin generates it when
// Vite resolves its config. tsc and Jest need the file, and it is not committed.
import { resolveConfig } from 'vite';

await resolveConfig({ logLevel: 'warn' }, 'build');

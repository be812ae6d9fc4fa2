// The TypeScript compiler never deletes outputs, so a removed source file would live on in
// dist/ (a deleted route file would still register its routes). The admin panel's build
// (dist/build) is left alone.
const { rmSync } = require('node:fs');
const path = require('node:path');

function cleanDist(appDir = path.resolve(__dirname, '..')) {
  for (const folder of ['src', 'config', 'database']) {
    rmSync(path.join(appDir, 'dist', folder), { recursive: true, force: true });
  }
}

module.exports = { cleanDist };
if (require.main === module) cleanDist();

'use strict';

// The server half is TypeScript, compiled with the rest of the CMS into dist/ (docs/architecture.md, "Editors").
module.exports = require('../../../dist/src/plugins/approval-queue/server').default;

module.exports = require('@console/shared/jest-preset');

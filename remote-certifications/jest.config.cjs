module.exports = require('@console/build/jest-preset');

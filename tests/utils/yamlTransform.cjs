// Jest transform: a YAML file becomes a module exporting its data, as Gatsby's yaml-loader does.
const YAML = require('yaml');

module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(YAML.parse(source))};` };
  },
};

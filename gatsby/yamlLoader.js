// Webpack loader: a YAML file becomes a module exporting its data.
const YAML = require('yaml');

module.exports = function yamlLoader(source) {
  return `module.exports = ${JSON.stringify(YAML.parse(source))};`;
};

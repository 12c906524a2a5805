// Gatsby plugin: see gatsby-node.js.

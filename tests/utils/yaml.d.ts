// Tests read data files directly (tests/utils/yamlTransform.cjs); site code gets them through the build.
declare module '*.yaml' {
  const data: unknown;
  export default data;
}

export function GatsbyImage({ alt }: { alt: string }) {
  return <img alt={alt} />;
}

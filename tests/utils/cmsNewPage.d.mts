export const CMS_NEW_PAGE: {
  title: string;
  order: number;
  tipTitle: string;
  tipBody: string;
  path: string;
  files: Record<string, string>;
};

export interface DriverPage {
  slug: string;
  drivers: string[];
}
export const DRIVER_PAGES: DriverPage[];
export const UNDOCUMENTED_DRIVERS: Record<string, string>;

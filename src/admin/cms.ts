/**
 * Decap CMS as this admin page loads it. The build (gatsby/lib/adminBundle.ts)
 * resolves `decap-cms-app` to the package's prebuilt bundle, which carries the
 * Decap 3.6 core made for React 18; the package's ES modules would pull in the
 * newer core npm installed next to it, which needs React 19.
 */
// The prebuilt bundle's module.exports is the CMS object itself.
import DecapCms from 'decap-cms-app';

export type CMS = typeof DecapCms;

export const cms: CMS = DecapCms;

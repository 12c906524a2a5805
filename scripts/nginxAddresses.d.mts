export function nginxAddressConfig(): { maps: string; locations: string };
export function writeNginxAddresses(folder: string): void;

/** Reads and checks the YAML files in content/data for the build. */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { NavbarConfig, SidebarConfig, SiteConfig } from '../../src/config/types';
import {
  ConfigError,
  validateNavbarConfig,
  validateSidebarConfig,
  validateSiteConfig,
} from '../../src/config/validate';
import { DATA_DIR } from '../paths';
import { validateRedirects, type Redirect } from './redirects';

export function readYaml(file: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return YAML.parse(text);
  } catch (error) {
    throw new ConfigError(path.relative(process.cwd(), file), [(error as Error).message]);
  }
}

const dataFile = (name: string) => path.join(DATA_DIR, name);

export function loadSiteConfig(): SiteConfig {
  return validateSiteConfig(readYaml(dataFile('site.yaml')), 'content/data/site.yaml');
}

export function loadNavbarConfig(): NavbarConfig {
  return validateNavbarConfig(readYaml(dataFile('navbar.yaml')), 'content/data/navbar.yaml');
}

export function loadSidebarConfig(): SidebarConfig {
  return validateSidebarConfig(readYaml(dataFile('sidebars.yaml')), 'content/data/sidebars.yaml');
}

export function loadRedirects(): Redirect[] {
  return validateRedirects(readYaml(dataFile('redirects.yaml')), 'content/data/redirects.yaml');
}

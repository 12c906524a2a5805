#!/usr/bin/env node
/**
 * Draws static/img/social-card.png, the picture link previews show for every
 * page (og:image): the logo, the site title in both languages and the English
 * description from content/data/site.yaml, 1200×630 (SOCIAL_IMAGE in
 * src/lib/constants.ts). Run it again after changing the title or the logo's
 * colours, and commit the PNG; the build does not draw it.
 *
 *   node scripts/social-image.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import YAML from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUTPUT = path.join(ROOT, 'static', 'img', 'social-card.png');
const WIDTH = 1200;
const HEIGHT = 630;

const site = YAML.parse(fs.readFileSync(path.join(ROOT, 'content', 'data', 'site.yaml'), 'utf8'));

const escapeXml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const FONT = "'Noto Sans CJK SC', 'Noto Sans', 'DejaVu Sans', sans-serif";

/** The logo of static/logo.svg (a 64-unit square) on white, scaled to `size`. */
function logo(x, y, size) {
  const scale = size / 64;
  return `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="4" y="4" width="56" height="56" rx="14" fill="#ffffff"/>
    <path d="M16 20h8M16 32h8M16 44h8" stroke="#5fb5ab" stroke-width="5" stroke-linecap="round"/>
    <path d="M30 20h18M30 32h18M30 44h12" stroke="#17756b" stroke-width="5" stroke-linecap="round"/>
  </g>`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="background" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f5a52"/>
      <stop offset="1" stop-color="#17756b"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#background)"/>
  <rect x="0" y="${HEIGHT - 16}" width="${WIDTH}" height="16" fill="#70c6be"/>
  ${logo(96, 183, 240)}
  <g font-family="${FONT}">
    <text x="392" y="262" font-size="80" font-weight="700" fill="#ffffff">${escapeXml(site.title.en)}</text>
    <text x="394" y="338" font-size="46" font-weight="700" fill="#b8ece6">${escapeXml(site.title.zh)}</text>
    <text x="394" y="418" font-size="34" fill="#e2f3f1">${escapeXml(site.description.en)}</text>
    <text x="394" y="540" font-size="28" fill="#b8ece6">${escapeXml(new URL(site.url).host)}</text>
  </g>
</svg>`;

fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
const info = await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true })
  .toFile(OUTPUT);
console.log(
  `Wrote ${path.relative(ROOT, OUTPUT)}: ${info.width}×${info.height}, ${info.size} bytes`,
);

import path from 'node:path';
import sharp from 'sharp';
import { SOCIAL_IMAGE } from '../../../src/lib/constants';

it('the social card in static/ has the size the head tags announce', async () => {
  const file = path.join(process.cwd(), 'static', ...SOCIAL_IMAGE.path.split('/').filter(Boolean));
  const { width, height, format } = await sharp(file).metadata();
  expect({ width, height, format }).toEqual({
    width: SOCIAL_IMAGE.width,
    height: SOCIAL_IMAGE.height,
    format: 'png',
  });
});

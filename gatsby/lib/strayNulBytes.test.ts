import { withoutNulBytes } from './strayNulBytes';

describe('withoutNulBytes', () => {
  it('restores Chinese text split by the stream buffer', () => {
    const broken = Buffer.concat([Buffer.from('任'), Buffer.from([0, 0]), Buffer.from('务')]);
    expect(withoutNulBytes(broken)?.toString('utf8')).toBe('任务');
  });

  it('leaves clean HTML alone', () => {
    expect(withoutNulBytes(Buffer.from('<p>安装</p>'))).toBeNull();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataFilePath, loadPageData, pageDataErrors } from './pageDataFiles';

describe('page data files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-data-'));
  fs.mkdirSync(path.join(dir, 'drivers'));
  fs.writeFileSync(path.join(dir, 'drivers', 'ftp.yaml'), 'name: FTP\noptions: [address]\n');

  it('maps a name to a YAML file inside the data folder', () => {
    expect(dataFilePath('drivers/ftp', dir)).toBe(path.join(dir, 'drivers', 'ftp.yaml'));
    expect(dataFilePath('../secrets', dir)).toBeNull();
    expect(dataFilePath('/etc/passwd', dir)).toBeNull();
    expect(dataFilePath('drivers/../../x', dir)).toBeNull();
  });

  it('loads each named file, keyed by its name', () => {
    expect(loadPageData(['drivers/ftp'], dir)).toEqual({
      data: { 'drivers/ftp': { name: 'FTP', options: ['address'] } },
      errors: [],
    });
  });

  it('reports names that are missing or unsafe instead of guessing', () => {
    const { data, errors } = loadPageData(['drivers/sftp', '../x'], dir);
    expect(data).toEqual({});
    expect(errors).toEqual([
      expect.stringContaining('"drivers/sftp"'),
      '"../x" is not a data file name',
    ]);
  });

  it('checks names without reading the files', () => {
    const read = jest.spyOn(fs, 'readFileSync');
    expect(pageDataErrors(['drivers/ftp', 'drivers/sftp', '/etc/passwd'], dir)).toEqual([
      expect.stringContaining('"drivers/sftp"'),
      '"/etc/passwd" is not a data file name',
    ]);
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });
});

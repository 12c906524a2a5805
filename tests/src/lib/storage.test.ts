/** @jest-environment jsdom */
import { createStorageSlot, storageKeys, storageUsable } from '../../../src/lib/storage';

describe('storage slots', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads and writes its key', () => {
    const slot = createStorageSlot('docs.test');
    expect(slot.get()).toBeNull();
    slot.set('a');
    expect(localStorage.getItem('docs.test')).toBe('a');
    expect(slot.get()).toBe('a');
    slot.remove();
    expect(slot.get()).toBeNull();
  });

  it('keeps session values apart from local ones', () => {
    createStorageSlot('docs.test', 'session').set('s');
    expect(sessionStorage.getItem('docs.test')).toBe('s');
    expect(localStorage.getItem('docs.test')).toBeNull();
  });

  it('tells listeners in the same tab, and only for its key', () => {
    const slot = createStorageSlot('docs.a');
    const other = createStorageSlot('docs.b');
    const listener = jest.fn();
    const unsubscribe = slot.subscribe(listener);
    other.set('x');
    expect(listener).not.toHaveBeenCalled();
    slot.set('y');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    slot.set('z');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hears other tabs through the storage event', () => {
    const slot = createStorageSlot('docs.a');
    const listener = jest.fn();
    slot.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'docs.a' }));
    expect(listener).toHaveBeenCalled();
  });

  it('says whether an area can be used: yes when it reads, no when reading throws', () => {
    expect(storageUsable()).toBe(true);
    expect(storageUsable('session')).toBe(true);
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(storageUsable()).toBe(false);
    expect(storageUsable('session')).toBe(false);
    spy.mockRestore();
  });

  it('never throws when storage is blocked', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const slot = createStorageSlot('docs.blocked');
    expect(slot.get()).toBeNull();
    expect(() => slot.set('x')).not.toThrow();
    spy.mockRestore();
    set.mockRestore();
  });

  it('names keys by feature', () => {
    expect(storageKeys.tab('os')).toBe('docs.tab.os');
    expect(storageKeys.notice('v3')).toBe('docs.notice.v3');
  });
});

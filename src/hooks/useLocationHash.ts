import { useEffect, useState } from 'react';
import { decodeAddressPart } from '../lib/safeDecode';

/** The heading id in the address (`#volumes` → `volumes`); empty until hydrated. */
export function useLocationHash(): string {
  const [hash, setHash] = useState('');
  useEffect(() => {
    const read = () => setHash(decodeAddressPart(window.location.hash.slice(1)));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return hash;
}

import { useSearchParams } from 'react-router';

// The 12/24-hour choice: the address's use24Hour when it has one (a shared schedule link),
// else the visitor's last choice on this device, else 24-hour (the spec's default).

const KEY = 'festival:use24Hour';

export function storedUse24Hour(): boolean | null {
  try {
    const v = globalThis.localStorage?.getItem(KEY);
    return v === 'true' ? true : v === 'false' ? false : null;
  } catch {
    return null; // storage blocked
  }
}

export function saveUse24Hour(value: boolean) {
  try {
    globalThis.localStorage?.setItem(KEY, String(value));
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

export function use24HourOf(params: URLSearchParams): boolean {
  const v = params.get('use24Hour');
  if (v === 'false') return false;
  if (v === 'true') return true;
  return storedUse24Hour() ?? true;
}

/** The clock the visitor chose, for times outside the schedule (set cards, set pages). */
export function useUse24Hour(): boolean {
  const [params] = useSearchParams();
  return use24HourOf(params);
}

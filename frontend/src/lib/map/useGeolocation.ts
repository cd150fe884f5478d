import { useCallback, useEffect, useState } from 'react';
import type { GeoPoint } from './onsite';

// The device's position for the Map tab (watchPosition). It stays on the device: the only place
// it leaves is a crew sharing the visitor starts (components/map/CrewOnMap.tsx).

export type GeoFix = { at: GeoPoint; accuracyMeters: number; time: number };

export type GeoState =
  | { status: 'off' } // not asked yet (the permission is not granted already)
  | { status: 'waiting' }
  | { status: 'denied' }
  | { status: 'unavailable'; reason: string }
  | { status: 'on'; fix: GeoFix };

/** Watches the position once started; starts by itself when the permission was granted before. */
export function useGeolocation(): { state: GeoState; start: () => void } {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [started, setStarted] = useState(false);
  const [state, setState] = useState<GeoState>(
    supported
      ? { status: 'off' }
      : {
          status: 'unavailable',
          reason: 'This browser cannot tell its position.',
        },
  );

  useEffect(() => {
    if (!supported || started) return;
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'geolocation' as PermissionName })
      .then((p) => {
        if (cancelled) return;
        if (p.state === 'granted') setStarted(true);
        else if (p.state === 'denied') setState({ status: 'denied' });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [supported, started]);

  useEffect(() => {
    if (!supported || !started) return;
    const id = navigator.geolocation.watchPosition(
      (p) =>
        setState({
          status: 'on',
          fix: {
            at: { latitude: p.coords.latitude, longitude: p.coords.longitude },
            accuracyMeters: p.coords.accuracy,
            time: p.timestamp,
          },
        }),
      (error) =>
        setState((s) =>
          error.code === error.PERMISSION_DENIED
            ? { status: 'denied' }
            : s.status === 'on'
              ? s // a late fix: keep the last one
              : {
                  status: 'unavailable',
                  reason: 'The device could not tell its position.',
                },
        ),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [supported, started]);

  const start = useCallback(() => setStarted(true), []);
  return {
    state: started && state.status === 'off' ? { status: 'waiting' } : state,
    start,
  };
}

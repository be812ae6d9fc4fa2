import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { env } from '../lib/env';

// The map library loads only where a Google Maps key lets a map show (docs/architecture.md, "Performance budgets").
const GoogleMapReact = lazy(() => import('google-map-react'));

/** Spec, "Other blocks": Lisbon, zoom 12, 300 px high, one marker. */
export const DEFAULT_MAP_CENTER = { lat: 38.7223, lng: -9.1393 } as const;
export const DEFAULT_MAP_ZOOM = 12;
export const MAP_HEIGHT_PX = 300;
/** About 50 km across: the default radius of a 'near a place' search. */
const NEAR_MAP_ZOOM = 9;

interface MapBlockProps {
  latitude?: number | null;
  longitude?: number | null;
  /** What the marker stands for, e.g. the city or "Bicla". */
  label: string;
}

function Marker({ label }: { label: string; lat: number; lng: number }) {
  return (
    <PlaceIcon
      aria-label={label}
      color="error"
      sx={{ fontSize: 40, transform: 'translate(-50%, -100%)', position: 'absolute' }}
    />
  );
}

/** The map's box, its height kept while the library loads. */
function MapFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={`Mapa: ${label}`} sx={{ height: MAP_HEIGHT_PX, borderRadius: 1, overflow: 'hidden' }}>
      <Suspense fallback={null}>{children}</Suspense>
    </Box>
  );
}

/**
 * One place on a map. Without a Google Maps key (docs/decisions/d10-open-defaults.md) it is a plain location card, so
 * the page never shows a broken map.
 */
export function MapBlock({ latitude, longitude, label }: MapBlockProps) {
  const hasPoint = typeof latitude === 'number' && typeof longitude === 'number';
  const center = hasPoint ? { lat: latitude, lng: longitude } : DEFAULT_MAP_CENTER;

  if (!env.googleMapsApiKey) {
    return (
      <Paper
        variant="outlined"
        aria-label={`Localização: ${label}`}
        role="region"
        sx={{
          height: MAP_HEIGHT_PX,
          display: 'grid',
          placeItems: 'center',
          textAlign: 'center',
          p: 3,
          background: 'linear-gradient(135deg, #E8F3EE 0%, #F6F8F7 100%)',
        }}
      >
        <Box>
          <PlaceIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {center.lat.toFixed(3)}, {center.lng.toFixed(3)}
          </Typography>
        </Box>
      </Paper>
    );
  }

  return (
    <MapFrame label={label}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: env.googleMapsApiKey, language: 'pt', region: 'PT' }}
        defaultCenter={center}
        defaultZoom={DEFAULT_MAP_ZOOM}
      >
        <Marker lat={center.lat} lng={center.lng} label={label} />
      </GoogleMapReact>
    </MapFrame>
  );
}

export interface MapPlace {
  key: string;
  lat: number;
  lng: number;
  label: string;
}

interface PlacesMapProps {
  centre: { lat: number; lng: number };
  places: readonly MapPlace[];
  /** What the map shows, for its accessible name. */
  label: string;
}

/**
 * Several places around a centre, e.g. the stolen bikes near a municipality. Unlike MapBlock it
 * shows nothing without a Google Maps key: the list beside it already says where each one is.
 */
export function PlacesMap({ centre, places, label }: PlacesMapProps) {
  if (!env.googleMapsApiKey) return null;
  return (
    <MapFrame label={label}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: env.googleMapsApiKey, language: 'pt', region: 'PT' }}
        center={centre}
        defaultZoom={NEAR_MAP_ZOOM}
      >
        {places.map((place) => (
          <Marker key={place.key} lat={place.lat} lng={place.lng} label={place.label} />
        ))}
      </GoogleMapReact>
    </MapFrame>
  );
}

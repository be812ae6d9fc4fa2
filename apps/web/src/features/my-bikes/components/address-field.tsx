import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { env } from '../../../lib/env';
import { TextInput } from './form-fields';

/** The few Google Places types this field uses (the Maps script has no typings installed). */
interface PlaceResult {
  formatted_address?: string;
  geometry?: { location?: { lat: () => number; lng: () => number } };
}
interface PlacesAutocomplete {
  addListener: (event: 'place_changed', handler: () => void) => void;
  getPlace: () => PlaceResult;
}
interface GooglePlaces {
  maps: {
    places: {
      Autocomplete: new (
        input: HTMLInputElement,
        options: { componentRestrictions: { country: string }; fields: string[] },
      ) => PlacesAutocomplete;
    };
  };
}

const googleOf = () => (window as unknown as { google?: GooglePlaces }).google;

let placesScript: Promise<GooglePlaces> | null = null;

/** Loads the Maps script with the places library once per page. */
function loadPlaces(key: string): Promise<GooglePlaces> {
  const loaded = googleOf();
  if (loaded?.maps?.places) return Promise.resolve(loaded);
  placesScript ??= new Promise<GooglePlaces>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&language=pt&region=PT`;
    script.async = true;
    script.onload = () => {
      const google = googleOf();
      if (google?.maps?.places) resolve(google);
      else reject(new Error('Google Places não carregou'));
    };
    script.onerror = () => {
      placesScript = null;
      reject(new Error('Google Places não carregou'));
    };
    document.head.appendChild(script);
  });
  return placesScript;
}

interface AddressValues {
  address: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The stolen report's address. With a Google Maps key, Places suggests addresses in Portugal and
 * fills the coordinates the public map shows; without one (docs/decisions/d10-open-defaults.md) it is plain text.
 */
export function AddressField() {
  const inputRef = useRef<HTMLInputElement>(null);
  const { setFieldValue } = useFormikContext<AddressValues>();
  const key = env.googleMapsApiKey;

  useEffect(() => {
    const input = inputRef.current;
    if (!key || !input) return;
    let active = true;
    loadPlaces(key)
      .then((google) => {
        if (!active) return;
        const autocomplete = new google.maps.places.Autocomplete(input, {
          componentRestrictions: { country: 'pt' },
          fields: ['formatted_address', 'geometry'],
        });
        autocomplete.addListener('place_changed', () => {
          const place = autocomplete.getPlace();
          if (place.formatted_address) void setFieldValue('address', place.formatted_address);
          const location = place.geometry?.location;
          void setFieldValue('latitude', location ? location.lat() : null);
          void setFieldValue('longitude', location ? location.lng() : null);
        });
      })
      // Without Places the field still takes a typed address.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [key, setFieldValue]);

  return (
    <TextInput
      name="address"
      label="Morada ou cruzamento (opcional)"
      inputRef={inputRef}
      autoComplete={key ? 'off' : 'street-address'}
    />
  );
}

import type { PublicMedia } from '@bicla/api-client';
import { BIKE_PHOTO_SIZES } from '../lib/image-sources';
import { BikePhoto } from './bike-photo';
import { Carousel } from './carousel';

interface PhotoCarouselProps {
  photos: readonly PublicMedia[];
  /** Describes every photo, numbered: "<alt> (2 de 3)". */
  alt: string;
}

/** A bike's photos, fading and playing on their own (spec, "Classified detail"). */
export function PhotoCarousel({ photos, alt }: PhotoCarouselProps) {
  if (photos.length <= 1) {
    return <BikePhoto photo={photos[0]} alt={alt} eager sizes={BIKE_PHOTO_SIZES} />;
  }
  return (
    <Carousel label={`Fotografias: ${alt}`} fade autoplay autoplaySpeed={4000}>
      {photos.map((photo, index) => (
        <BikePhoto
          key={photo.url}
          photo={photo}
          alt={`${alt} (${index + 1} de ${photos.length})`}
          eager={index === 0}
          sizes={BIKE_PHOTO_SIZES}
        />
      ))}
    </Carousel>
  );
}

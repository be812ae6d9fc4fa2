import type { PublicMedia } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import { BikePhoto } from './bike-photo';

interface PhotoCarouselProps {
  photos: readonly PublicMedia[];
  /** Describes every photo, numbered: "<alt> (2 de 3)". */
  alt: string;
}

/** A bike's photos, fading and playing on their own (spec, "Classified detail"); keys and dots work too. */
export function PhotoCarousel({ photos, alt }: PhotoCarouselProps) {
  if (photos.length <= 1) {
    return <BikePhoto photo={photos[0]} alt={alt} eager sizes="(max-width: 900px) 100vw, 600px" />;
  }
  return (
    <Box
      role="region"
      aria-roledescription="carrossel"
      aria-label={`Fotografias: ${alt}`}
      sx={{ '& .slick-dots': { position: 'static', mt: 1 }, '& .slick-prev, & .slick-next': { zIndex: 1 }, '& .slick-prev': { left: 8 }, '& .slick-next': { right: 8 } }}
    >
      <Slider fade autoplay autoplaySpeed={4000} speed={500} dots arrows accessibility pauseOnHover pauseOnFocus>
        {photos.map((photo, index) => (
          <BikePhoto
            key={photo.url}
            photo={photo}
            alt={`${alt} (${index + 1} de ${photos.length})`}
            eager={index === 0}
            sizes="(max-width: 900px) 100vw, 600px"
          />
        ))}
      </Slider>
    </Box>
  );
}

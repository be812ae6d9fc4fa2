import { ApiError, type PublicBike } from '@bicla/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { bikeQueries } from '../api';

type BikePlace = Pick<PublicBike, 'slug' | 'stolen'>;

/** Spec, "Stolen list and detail": a stolen bike lives at /stolen-bikes/{slug}, any other at /search-bikes/{slug}. */
export function publicBikePath(bike: BikePlace): string {
  const slug = encodeURIComponent(bike.slug);
  return bike.stolen ? `/stolen-bikes/${slug}` : `/search-bikes/${slug}`;
}

/**
 * The loader of both public bike pages. An unknown (or pending, docs/decisions/d5-approval.md) bike is the 404 page; a bike
 * opened under the other path is sent to its canonical one, so shared links always agree.
 */
export async function loadPublicBike(queryClient: QueryClient, slug: string, openedAs: 'stolen' | 'search'): Promise<PublicBike> {
  let bike: PublicBike;
  try {
    bike = await queryClient.ensureQueryData(bikeQueries.bySlug(slug));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  if (bike.stolen && openedAs === 'search') throw redirect({ to: '/stolen-bikes/$slug', params: { slug }, replace: true });
  if (!bike.stolen && openedAs === 'stolen') throw redirect({ to: '/search-bikes/$slug', params: { slug }, replace: true });
  return bike;
}

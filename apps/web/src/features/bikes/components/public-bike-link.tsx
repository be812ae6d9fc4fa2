import type { PublicBike } from '@bicla/api-client';
import type { LinkProps as MuiLinkProps } from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';

interface PublicBikeLinkProps {
  bike: Pick<PublicBike, 'slug' | 'stolen'>;
  children: ReactNode;
  sx?: MuiLinkProps['sx'];
  underline?: MuiLinkProps['underline'];
  color?: MuiLinkProps['color'];
}

/** A link to a bike's public page: /stolen-bikes/{slug} when stolen, else /search-bikes/{slug} (spec, "Search results"). */
export function PublicBikeLink({ bike, children, ...props }: PublicBikeLinkProps) {
  return bike.stolen ? (
    <Link to="/stolen-bikes/$slug" params={{ slug: bike.slug }} {...props}>
      {children}
    </Link>
  ) : (
    <Link to="/search-bikes/$slug" params={{ slug: bike.slug }} {...props}>
      {children}
    </Link>
  );
}

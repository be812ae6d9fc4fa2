import { brandAndModel, type Classified } from '@bicla/api-client';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ListBadge, orNotAvailable } from '../../../components/bike-badges';
import { BikePhoto } from '../../../components/bike-photo';
import { Link } from '../../../components/link';
import { formatDate, formatEuro } from '../../../lib/format';
import { FavouriteToggle } from '../../alerts';
import { classifiedPhotos, FIXED_PRICE_LABEL, LIST_DEFAULT_PRICE } from '../display';
import { visuallyHidden } from '../visually-hidden';
import { LINK_CARD_SX } from '../../../lib/theme';

/** Spec, "Classified list": photo, 'Compre', location, brand and model, price 'Fixo', ad date. */
export function ClassifiedCard({ bike }: { bike: Classified }) {
  const title = brandAndModel(bike, bike.nickName);
  const [photo] = classifiedPhotos(bike);

  return (
    <Card
      component="article"
      sx={[
        LINK_CARD_SX,
        // A phone shows a compact row, so more than one ad fits on its screen.
        { flexDirection: { xs: 'row', sm: 'column' } },
      ]}
    >
      <Box sx={{ position: 'relative', flexShrink: 0, width: { xs: '42%', sm: '100%' }, alignSelf: { xs: 'center', sm: 'stretch' } }}>
        <BikePhoto photo={photo} alt={title} sizes="(max-width: 600px) 42vw, (max-width: 1200px) 45vw, 300px" />
        <ListBadge bike={bike} sx={{ position: 'absolute', top: { xs: 8, sm: 12 }, left: { xs: 8, sm: 12 }, boxShadow: 1 }} />
        {/* Above the title link's overlay, which makes the rest of the card one link. */}
        <FavouriteToggle
          bike={bike.documentId}
          sx={{ position: 'absolute', zIndex: 1, top: { xs: 4, sm: 8 }, right: { xs: 4, sm: 8 }, bgcolor: 'rgba(255, 255, 255, 0.9)', boxShadow: 1, '&:hover': { bgcolor: 'common.white' } }}
        />
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 0.5, sm: 1 }, flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden />
          <span>
            <Box component="span" sx={visuallyHidden}>
              Localização:{' '}
            </Box>
            {orNotAvailable(bike.owner?.city)}
          </span>
        </Typography>
        <Typography variant="h6" component="h3" sx={{ fontSize: { xs: '1rem', sm: '1.1rem' }, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {/* The whole card is the link's target; its name stays the short title. */}
          <Link
            to="/classified/$slug"
            params={{ slug: bike.slug }}
            color="inherit"
            underline="none"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {title}
          </Link>
        </Typography>
        <Box sx={{ mt: 'auto', pt: { xs: 0, sm: 1 }, display: 'flex', alignItems: { xs: 'flex-start', sm: 'flex-end' }, justifyContent: 'space-between', columnGap: 1, flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap' }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography component="span" sx={{ fontSize: { xs: '1.125rem', sm: '1.25rem' }, fontWeight: 700, color: 'primary.main' }}>
              {formatEuro(bike.price ?? LIST_DEFAULT_PRICE)}
            </Typography>
            <Typography component="span" variant="caption" sx={{ fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
              {FIXED_PRICE_LABEL}
            </Typography>
          </Box>
          {bike.classified_date && (
            <Typography variant="body2" color="text.secondary">
              <Box component="span" sx={visuallyHidden}>
                Anunciada a{' '}
              </Box>
              <time dateTime={bike.classified_date}>{formatDate(bike.classified_date)}</time>
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

import GppGoodIcon from '@mui/icons-material/GppGood';
import ReportIcon from '@mui/icons-material/Report';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatTime } from '../../../lib/format';
import { checkQueries } from '../api';

/**
 * What the registry's public check says of the listed bike, and when it said it (Lisbon time).
 * The ad shows nothing while the check is on its way, unknown or unavailable: the buyer is never
 * told more than the registry answered. Its line is kept meanwhile (the check is asked once the
 * page is up), so the seller's box below does not move when the answer comes.
 */
export function StolenCheckNote({ slug }: { slug: string }) {
  const { data } = useQuery(checkQueries.bySlug(slug));
  const answered = data && data.status !== 'unknown' ? data : null;
  const stolen = answered?.status === 'stolen';
  const Icon = stolen ? ReportIcon : GppGoodIcon;
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 20, color: stolen ? 'error.main' : 'success.dark' }}>
      {answered && (
        <>
          <Icon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {stolen ? 'Consta como roubada' : 'Não consta como roubada'} (verificado às{' '}
            <time dateTime={answered.checkedAt}>{formatTime(answered.checkedAt)}</time>)
          </Typography>
        </>
      )}
    </Box>
  );
}

import type { ClassifiedListResponse } from '@bicla/api-client';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMPTY_CLASSIFIEDS_MESSAGE } from '../display';
import { ClassifiedCard } from './classified-card';

interface ClassifiedResultsProps {
  result: ClassifiedListResponse;
  onPageChange: (page: number) => void;
}

function countLabel(total: number): string {
  return total === 1 ? '1 bicicleta à venda' : `${total} bicicletas à venda`;
}

/** The grid of ads, 12 a page; the pages show only when there is more than one (spec, section 2). */
export function ClassifiedResults({ result: { data, meta }, onPageChange }: ClassifiedResultsProps) {
  const { page, pageCount, total } = meta.pagination;

  return (
    <Box component="section" aria-labelledby="classified-results-title">
      <Typography id="classified-results-title" variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 2 }} aria-live="polite">
        {countLabel(total)}
      </Typography>
      {data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', color: 'text.secondary' }}>
          <InfoOutlinedIcon sx={{ fontSize: 40, mb: 1 }} aria-hidden />
          <Typography>{EMPTY_CLASSIFIEDS_MESSAGE}</Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {data.map((bike) => (
            <li key={bike.documentId}>
              <ClassifiedCard bike={bike} />
            </li>
          ))}
        </Box>
      )}
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={page}
          onChange={(_event, next) => onPageChange(next)}
          color="primary"
          shape="rounded"
          siblingCount={1}
          getItemAriaLabel={pageItemLabel}
          sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Box>
  );
}

/** MUI's pt-PT locale leaves some of these in English. */
function pageItemLabel(type: string, page: number | null, selected: boolean): string {
  if (type === 'page') return selected ? `Página ${page}, atual` : `Ir para a página ${page}`;
  if (type === 'previous') return 'Página anterior';
  if (type === 'next') return 'Página seguinte';
  if (type === 'first') return 'Primeira página';
  if (type === 'last') return 'Última página';
  return '';
}

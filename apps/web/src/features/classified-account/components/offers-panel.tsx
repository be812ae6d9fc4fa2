import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState, useTransition } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ButtonLink, Link } from '../../../components/link';
import { PanelLoader } from '../../../components/panel-loader';
import { ConversationList, ConversationView } from '../../inbox';
import type { OpenConversation } from '../../inbox';
import { classifiedAccountQueries } from '../api';

/**
 * 'Ofertas e mensagens': the inbox's conversations about bikes on sale, mine and other people's
 * (docs/decisions/d9-mock-ups-made-real.md). The server filters, so pages stay 5 conversations long. One opens in place, as
 * in the inbox.
 */
export function OffersPanel() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OpenConversation | null>(null);
  const [, startTransition] = useTransition();

  return (
    <Box component="section" aria-labelledby="ofertas-titulo">
      <Typography id="ofertas-titulo" variant="h3" component="h2">
        Ofertas e mensagens
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Conversas sobre as suas bicicletas à venda e sobre os anúncios a que escreveu. Todas as outras estão na{' '}
        <Link to="/my-account" hash="inbox" underline="always">
          Caixa de entrada
        </Link>
        .
      </Typography>
      <Suspense fallback={<PanelLoader />}>
        {open ? (
          <ConversationView conversation={open} onBack={() => setOpen(null)} />
        ) : (
          // A transition keeps the current page on screen while the next one loads.
          <OffersList page={page} onPageChange={(next) => startTransition(() => setPage(next))} onOpen={setOpen} />
        )}
      </Suspense>
    </Box>
  );
}

interface OffersListProps {
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (conversation: OpenConversation) => void;
}

function OffersList({ page, onPageChange, onOpen }: OffersListProps) {
  const { data: offers } = useSuspenseQuery(classifiedAccountQueries.offers(page));
  const pageCount = offers.meta.pagination?.pageCount ?? 1;

  if (offers.data.length === 0 && page === 1) {
    return (
      <EmptyState
        icon={<ForumOutlinedIcon />}
        title="Ainda não há ofertas nem mensagens."
        hint="Quando alguém escrever sobre um anúncio seu, ou quando escrever a quem vende uma bicicleta, a conversa aparece aqui."
        action={
          <ButtonLink to="/classified" variant="outlined">
            Ver os Classificados
          </ButtonLink>
        }
      />
    );
  }

  return (
    <ConversationList
      label="Conversas sobre bicicletas à venda"
      pagesLabel="Páginas das ofertas e mensagens"
      rows={offers.data}
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      onOpen={onOpen}
    />
  );
}

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useState, useTransition } from 'react';
import { PanelLoader } from '../../../components/panel-loader';
import type { OpenConversation } from '../open-conversation';
import { ConversationView } from './conversation-view';
import { InboxList } from './inbox-list';

/** #inbox: conversations about bikes, 5 a page; one opens in place, and 'Voltar' returns to the list. */
export function InboxPanel() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OpenConversation | null>(null);
  const [, startTransition] = useTransition();

  return (
    <Paper component="section" aria-labelledby="inbox-titulo" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="inbox-titulo" variant="h3" component="h2" sx={{ mb: 2 }}>
        Caixa de entrada
      </Typography>
      <Suspense fallback={<PanelLoader />}>
        {open ? (
          <ConversationView conversation={open} onBack={() => setOpen(null)} />
        ) : (
          // A transition keeps the current page on screen while the next one loads.
          <InboxList page={page} onPageChange={(next) => startTransition(() => setPage(next))} onOpen={setOpen} />
        )}
      </Suspense>
    </Paper>
  );
}

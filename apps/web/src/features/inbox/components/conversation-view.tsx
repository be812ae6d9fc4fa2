import type { ChatMessage } from '@bicla/api-client';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from '../../../components/link';
import { api } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { accountQueries } from '../../session';
import { messageQueries } from '../../messages';
import type { OpenConversation } from '../open-conversation';
import { REMOVED_USER } from './inbox-list';
import { ReplyForm } from './reply-form';

interface ConversationViewProps {
  conversation: OpenConversation;
  onBack: () => void;
}

/** The received messages of a conversation still unread: opening it reads them (spec, section 4). */
function useMarkReceivedRead(messages: ChatMessage[], myId: number) {
  const queryClient = useQueryClient();
  const { mutate: markRead } = useMutation({
    mutationFn: (ids: string[]) => Promise.all(ids.map((id) => api.messages.markRead(id))),
    // Every message query: the inbox row, this conversation and the header's unread badge.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageQueries.all }),
  });
  const unread = messages
    .filter((message) => !message.read && message.reciever?.id === myId)
    .map((message) => message.documentId)
    .join(' ');
  useEffect(() => {
    if (unread) markRead(unread.split(' '));
  }, [unread, markRead]);
}

/** One conversation about a bike with another user, oldest message first, and a reply form. */
export function ConversationView({ conversation: { bike, otherParty }, onBack }: ConversationViewProps) {
  const { data: me } = useSuspenseQuery(accountQueries.me());
  const { data: messages } = useSuspenseQuery(messageQueries.conversation(bike.documentId, otherParty.id));
  useMarkReceivedRead(messages, me.id);

  // The list this replaces had the focus: move it to the conversation, so a screen reader follows.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box>
      <Button startIcon={<ArrowBackIcon aria-hidden />} onClick={onBack} sx={{ mb: 2, ml: -1 }}>
        Voltar
      </Button>
      <Typography ref={heading} tabIndex={-1} variant="h4" component="h3" sx={{ outline: 'none' }}>
        Conversa com {otherParty.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sobre a bicicleta{' '}
        {bike.on_sale ? (
          <Link to="/classified/$slug" params={{ slug: bike.slug }} underline="always">
            {bike.nickName}
          </Link>
        ) : (
          <Link to="/search-bikes/$slug" params={{ slug: bike.slug }} underline="always">
            {bike.nickName}
          </Link>
        )}
      </Typography>

      <Box
        component="ol"
        aria-label={`Mensagens com ${otherParty.name}`}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {messages.map((message) => (
          <MessageBubble key={message.documentId} message={message} mine={message.sender?.id === me.id} />
        ))}
      </Box>

      <ReplyForm bike={bike.documentId} reciever={otherParty.id} />
    </Box>
  );
}

function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  return (
    <Box
      component="li"
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '90%', sm: '75%' },
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: mine ? 'primary.main' : 'grey.100',
        color: mine ? 'primary.contrastText' : 'text.primary',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {mine ? 'Você' : (message.sender?.name ?? REMOVED_USER)}
        {' · '}
        <Box component="time" dateTime={message.createdAt} sx={{ fontWeight: 400 }}>
          {formatDateTime(message.createdAt)}
        </Box>
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{message.message}</Typography>
    </Box>
  );
}

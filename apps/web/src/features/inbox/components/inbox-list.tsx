import type { InboxConversation } from '@bicla/api-client';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { formatDateTime } from '../../../lib/format';
import { messageQueries } from '../../messages';
import { INBOX_PAGE_SIZE, openable, type OpenConversation } from '../open-conversation';

interface InboxListProps {
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (conversation: OpenConversation) => void;
}

export const EMPTY_INBOX = 'A caixa de mensagens está vazia';
export const REMOVED_USER = 'Utilizador removido';
export const REMOVED_BIKE = 'Bicicleta removida';

/** The inbox: one row per conversation, the latest first; pages only when there is more than one. */
export function InboxList({ page, onPageChange, onOpen }: InboxListProps) {
  const { data: inbox } = useSuspenseQuery(messageQueries.inbox(page));
  const pagination = inbox.meta.pagination;
  const pageCount = Math.ceil((pagination?.total ?? inbox.data.length) / (pagination?.pageSize ?? INBOX_PAGE_SIZE));

  if (inbox.data.length === 0 && page === 1) {
    return (
      <EmptyState icon={<MailOutlinedIcon />} title={EMPTY_INBOX} />
    );
  }

  return (
    <ConversationList
      label="Conversas"
      pagesLabel="Páginas da caixa de entrada"
      rows={inbox.data}
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      onOpen={onOpen}
    />
  );
}

interface ConversationListProps extends InboxListProps {
  /** Names the list and its page buttons for screen readers. */
  label: string;
  pagesLabel: string;
  rows: readonly InboxConversation[];
  pageCount: number;
}

/** Conversation rows, with page buttons only when there is more than one page (spec, section 9). */
export function ConversationList({ label, pagesLabel, rows, page, pageCount, onPageChange, onOpen }: ConversationListProps) {
  return (
    <>
      <List aria-label={label} disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {rows.map((row, index) => (
          <InboxRow key={row.lastMessage.documentId} row={row} divider={index < rows.length - 1} onOpen={onOpen} />
        ))}
      </List>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={page}
          onChange={(_event, next) => onPageChange(next)}
          color="primary"
          aria-label={pagesLabel}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </>
  );
}

/** One conversation row; the classifieds area lists its own page of them. */
function InboxRow({ row, divider, onOpen }: { row: InboxConversation; divider: boolean; onOpen: InboxListProps['onOpen'] }) {
  const conversation = openable(row);
  const otherName = row.otherParty?.name ?? REMOVED_USER;
  const unread = row.unread > 0;
  const content = (
    <>
      <ListItemAvatar sx={{ alignSelf: 'flex-start', mt: 0.5 }}>
        <Avatar sx={{ bgcolor: unread ? 'primary.main' : 'grey.400' }} aria-hidden>
          {unread ? <MarkEmailUnreadIcon /> : otherName.charAt(0).toUpperCase()}
        </Avatar>
      </ListItemAvatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontWeight: unread ? 700 : 500 }}>
            {otherName}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            sobre {row.bike?.nickName ?? REMOVED_BIKE}
          </Typography>
          <Typography
            component="time"
            variant="body2"
            color="text.secondary"
            dateTime={row.lastMessage.createdAt}
            sx={{ ml: { sm: 'auto' }, whiteSpace: 'nowrap' }}
          >
            {formatDateTime(row.lastMessage.createdAt)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography
            variant="body2"
            sx={{
              flexGrow: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              fontWeight: unread ? 600 : 400,
            }}
          >
            {row.lastMessage.mine ? `Você: ${row.lastMessage.message}` : row.lastMessage.message}
          </Typography>
          {unread && (
            <Chip
              size="small"
              color="primary"
              label={row.unread === 1 ? '1 nova' : `${row.unread} novas`}
              sx={{ fontWeight: 700, flexShrink: 0 }}
            />
          )}
        </Box>
      </Box>
    </>
  );

  if (!conversation) {
    // The other user or the bike is gone: the conversation cannot be read any more.
    return (
      <ListItem divider={divider} sx={{ alignItems: 'flex-start', opacity: 0.7 }}>
        {content}
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding divider={divider}>
      <ListItemButton onClick={() => onOpen(conversation)} sx={{ alignItems: 'flex-start', py: 1.5 }}>
        {content}
      </ListItemButton>
    </ListItem>
  );
}

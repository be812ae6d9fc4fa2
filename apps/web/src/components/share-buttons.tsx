import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { showToast } from '../lib/toast';
import { useId } from 'react';

export interface SharedPage {
  /** The page's absolute, canonical URL. */
  url: string;
  /** The words a shared post starts with. */
  text: string;
  title: string;
}

/** Each network's own share address: the link preview comes from the page's Open Graph tags (server/html.ts). */
export function shareUrls({ url, text }: Pick<SharedPage, 'url' | 'text'>) {
  const whatsapp = new URL('https://wa.me/');
  whatsapp.searchParams.set('text', `${text} ${url}`);
  const facebook = new URL('https://www.facebook.com/sharer/sharer.php');
  facebook.searchParams.set('u', url);
  const x = new URL('https://x.com/intent/post');
  x.searchParams.set('url', url);
  x.searchParams.set('text', text);
  return { whatsapp: whatsapp.toString(), facebook: facebook.toString(), x: x.toString() };
}

const newWindow = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * WhatsApp, Facebook, X and copying the link; on phones and browsers that have it, the system's
 * own share sheet too (navigator.share), which reaches every app the person uses.
 */
export function ShareButtons({ page }: { page: SharedPage }) {
  const labelId = useId();
  const { whatsapp, facebook, x } = shareUrls(page);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(page.url);
      showToast('Ligação copiada.', 'success');
    } catch {
      showToast('Não foi possível copiar a ligação.', 'error');
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title: page.title, text: page.text, url: page.url });
    } catch (error) {
      // Closing the share sheet is no error.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        showToast('Não foi possível partilhar.', 'error');
      }
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
        Partilhar:
      </Typography>
      <Stack direction="row" role="group" aria-labelledby={labelId} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canShare && (
          <Button onClick={shareNatively} variant="contained" disableElevation size="small" startIcon={<ShareIcon aria-hidden />}>
            Partilhar…
          </Button>
        )}
        <Button href={whatsapp} {...newWindow} variant="outlined" size="small" startIcon={<WhatsAppIcon aria-hidden />} aria-label="Partilhar no WhatsApp (abre numa nova janela)">
          WhatsApp
        </Button>
        <Button href={facebook} {...newWindow} variant="outlined" size="small" startIcon={<FacebookIcon aria-hidden />} aria-label="Partilhar no Facebook (abre numa nova janela)">
          Facebook
        </Button>
        <Button href={x} {...newWindow} variant="outlined" size="small" startIcon={<XIcon aria-hidden />} aria-label="Partilhar no X (abre numa nova janela)">
          X
        </Button>
        <Button onClick={copyLink} variant="outlined" size="small" startIcon={<ContentCopyIcon aria-hidden />}>
          Copiar ligação
        </Button>
      </Stack>
    </Stack>
  );
}

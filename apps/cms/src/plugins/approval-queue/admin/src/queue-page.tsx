import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Grid,
  LinkButton,
  Loader,
  Modal,
  Radio,
  Textarea,
  Typography,
} from '@strapi/design-system';
import { Layouts, Page, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';

/** The queue's admin routes (src/plugins/approval-queue/server). */
const ROUTES = {
  next: (after?: string) => (after ? `/approval-queue/next?after=${encodeURIComponent(after)}` : '/approval-queue/next'),
  approve: (documentId: string) => `/approval-queue/bikes/${documentId}/approve`,
  refuse: (documentId: string) => `/approval-queue/bikes/${documentId}/refuse`,
};
const BIKE_LIST = '/admin/content-manager/collection-types/api::bike.bike';
const PENDING_LIST = `${BIKE_LIST}?page=1&pageSize=20&sort=createdAt:ASC&filters[$and][0][approved][$eq]=false`;
const OTHER_REASON = 'Outro motivo';

interface Media {
  id: number;
  url: string;
  mime: string;
  name: string;
  formats?: { medium?: { url: string }; small?: { url: string } } | null;
}

interface SimilarBike {
  documentId: string;
  nickName: string;
  serial_number: string;
  registry_number: string;
  approved: boolean;
  stolen: boolean;
  exact: boolean;
  owner: string | null;
  brand?: { name: string } | null;
}

interface PendingBike {
  documentId: string;
  nickName: string;
  model: string | null;
  serial_number: string;
  registry_number: string;
  other_information: string | null;
  createdAt: string;
  brand?: { name: string } | null;
  category?: { name: string } | null;
  year?: { year: number } | null;
  color?: { name: string } | null;
  bike_photo: Media | null;
  serial_number_photo: Media | null;
  invoice_photo: Media | null;
  owner: { name: string | null; email: string; createdAt: string } | null;
  previousRefusals: number;
  similar: SimilarBike[];
}

interface NextResponse {
  data: PendingBike | null;
  meta: { pending: number; reasons: string[] };
}

const dateFormat = new Intl.DateTimeFormat('pt-PT', { day: '2-digit', month: '2-digit', year: 'numeric' });
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'hoje', 'há 1 dia', 'há 3 meses': how long the owner's account has existed. */
function accountAge(createdAt: string, now = Date.now()) {
  const days = Math.floor((now - Date.parse(createdAt)) / DAY_MS);
  if (days < 1) return 'criada hoje';
  if (days < 60) return `criada há ${days} ${days === 1 ? 'dia' : 'dias'}`;
  const months = Math.floor(days / 30);
  if (months < 24) return `criada há ${months} meses`;
  return `criada há ${Math.floor(days / 365)} anos`;
}

const errorMessage = (error: unknown) => {
  const response = (error as { response?: { data?: { error?: { message?: string } } } }).response;
  return response?.data?.error?.message ?? 'Não foi possível contactar o servidor. Tente de novo.';
};

/** Typing in a field never triggers a shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function Photo({ title, file, onZoom }: { title: string; file: Media | null; onZoom: (file: Media, title: string) => void }) {
  if (!file) {
    return (
      <Typography variant="pi" textColor="danger600">
        {title}: em falta
      </Typography>
    );
  }
  if (!file.mime.startsWith('image/')) {
    return (
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Box tag="iframe" title={title} src={file.url} height="360px" width="100%" borderColor="neutral200" borderStyle="solid" borderWidth="1px" hasRadius />
        <LinkButton variant="tertiary" href={file.url} target="_blank" rel="noopener">
          Abrir {file.name} noutro separador
        </LinkButton>
      </Flex>
    );
  }
  return (
    <Box
      tag="button"
      type="button"
      onClick={() => onZoom(file, title)}
      aria-label={`Ampliar: ${title}`}
      padding={0}
      borderColor="neutral200"
      borderStyle="solid"
      borderWidth="1px"
      hasRadius
      background="neutral100"
      cursor="zoom-in"
      width="100%"
    >
      <img
        src={file.formats?.medium?.url ?? file.url}
        alt={title}
        style={{ display: 'block', width: '100%', height: 320, objectFit: 'contain' }}
      />
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box background="neutral0" padding={5} shadow="tableShadow" hasRadius height="100%">
      <Flex direction="column" alignItems="stretch" gap={3}>
        <Typography variant="delta" tag="h3">
          {title}
        </Typography>
        {children}
      </Flex>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      <Typography variant="sigma" textColor="neutral600">
        {label}
      </Typography>
      <Typography variant="omega" fontWeight="semiBold">
        {children}
      </Typography>
    </Flex>
  );
}

function SimilarBikes({ bikes }: { bikes: SimilarBike[] }) {
  if (bikes.length === 0) {
    return <Typography textColor="success600">Nenhuma outra bicicleta com este número de série ou um parecido.</Typography>;
  }
  return (
    <Flex tag="ul" direction="column" alignItems="stretch" gap={2} aria-label="Bicicletas com número de série igual ou parecido">
      {bikes.map((bike) => (
        <Box tag="li" key={bike.documentId} padding={3} hasRadius background={bike.stolen ? 'danger100' : 'neutral100'}>
          <Flex gap={2} wrap="wrap" alignItems="center">
            {bike.stolen && (
              <Badge backgroundColor="danger600" textColor="neutral0">
                ROUBADA
              </Badge>
            )}
            <Badge>{bike.exact ? 'Número igual' : 'Número parecido'}</Badge>
            {!bike.approved && <Badge>Pendente</Badge>}
            <a href={`${BIKE_LIST}/${bike.documentId}`} target="_blank" rel="noopener">
              <Typography fontWeight="bold">{bike.nickName}</Typography>
            </a>
          </Flex>
          <Typography variant="pi" textColor="neutral700">
            Série <code>{bike.serial_number}</code> · N.º Bicla {bike.registry_number}
            {bike.brand?.name ? ` · ${bike.brand.name}` : ''} · Dono: {bike.owner ?? 'sem dono'}
          </Typography>
        </Box>
      ))}
    </Flex>
  );
}

function RefuseDialog({
  open,
  reasons,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  reasons: string[];
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string, note: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => {
    if (open) {
      setReason('');
      setNote('');
    }
  }, [open]);
  const noteMissing = reason === OTHER_REASON && !note.trim();
  const submit = () => {
    if (reason && !noteMissing && !busy) onConfirm(reason, note);
  };
  // 1–9 pick a reason; Ctrl/⌘+Enter sends.
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
      event.preventDefault();
      submit();
      return;
    }
    const index = Number(event.key) - 1;
    if (!isTyping(event.target) && Number.isInteger(index) && reasons[index]) setReason(reasons[index]);
  };

  return (
    <Modal.Root open={open} onOpenChange={(next: boolean) => !next && onClose()}>
      <Modal.Content onKeyDown={onKeyDown}>
        <Modal.Header>
          <Modal.Title>Recusar o registo</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Flex direction="column" alignItems="stretch" gap={4}>
            <Typography variant="omega">
              A bicicleta volta ao dono como rascunho, e ele recebe o motivo por email. Teclas 1–{reasons.length} escolhem o motivo.
            </Typography>
            <Radio.Group aria-label="Motivo da recusa" value={reason} onValueChange={setReason}>
              {reasons.map((item, index) => (
                <Radio.Item key={item} value={item}>
                  {index + 1}. {item}
                </Radio.Item>
              ))}
            </Radio.Group>
            <Field.Root
              name="note"
              hint="Opcional, exceto em 'Outro motivo'. O dono lê esta nota."
              error={noteMissing ? 'Explique o motivo da recusa' : undefined}
            >
              <Field.Label>Nota para o dono</Field.Label>
              <Textarea value={note} onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setNote(event.target.value)} maxLength={1000} />
              <Field.Hint />
              <Field.Error />
            </Field.Root>
          </Flex>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="tertiary" onClick={onClose}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={submit} disabled={!reason || noteMissing} loading={busy}>
            Recusar e avisar o dono
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * Fila de aprovação: the oldest complete registration with everything an editor decides with,
 * side by side, and the two decisions (A approves, R refuses). The next bike loads at once.
 */
export default function QueuePage() {
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [state, setState] = useState<{ loading: boolean; next: NextResponse | null }>({ loading: true, next: null });
  const [busy, setBusy] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [zoom, setZoom] = useState<{ file: Media; title: string } | null>(null);
  const bike = state.next?.data ?? null;
  const bikeRef = useRef(bike);
  bikeRef.current = bike;

  /** `after`: the bike just decided or passed over; the queue moves on from it. */
  const load = useCallback(async (after?: string) => {
    try {
      const { data } = await get<NextResponse>(ROUTES.next(after));
      setState({ loading: false, next: data });
    } catch (error) {
      setState((current) => ({ ...current, loading: false }));
      toggleNotification({ type: 'danger', message: errorMessage(error) });
    }
  }, [get, toggleNotification]);

  useEffect(() => {
    load();
  }, [load]);

  const decide = useCallback(
    async (documentId: string, request: () => Promise<unknown>, done: string) => {
      setBusy(true);
      try {
        await request();
        toggleNotification({ type: 'success', message: done });
        setRefusing(false);
      } catch (error) {
        toggleNotification({ type: 'danger', message: errorMessage(error) });
      } finally {
        await load(documentId);
        setBusy(false);
      }
    },
    [load, toggleNotification],
  );

  const approve = useCallback(() => {
    const current = bikeRef.current;
    if (!current || busy) return;
    decide(current.documentId, () => post(ROUTES.approve(current.documentId)), `"${current.nickName}" aprovada; o dono foi avisado por email.`);
  }, [busy, decide, post]);

  const pass = useCallback(async () => {
    const current = bikeRef.current;
    if (!current || busy) return;
    setBusy(true);
    await load(current.documentId);
    setBusy(false);
  }, [busy, load]);

  const refuse = (reason: string, note: string) => {
    if (!bike) return;
    decide(bike.documentId, () => post(ROUTES.refuse(bike.documentId), { reason, note }), `"${bike.nickName}" devolvida ao dono: ${reason}.`);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (refusing || zoom || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'a') {
        event.preventDefault();
        approve();
      } else if (key === 'r' && bikeRef.current && !busy) {
        event.preventDefault();
        setRefusing(true);
      } else if (key === 'p') {
        event.preventDefault();
        pass();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [approve, busy, pass, refusing, zoom]);

  const pending = state.next?.meta.pending ?? 0;
  const onZoom = (file: Media, title: string) => setZoom({ file, title });

  return (
    <Page.Main>
      <Page.Title>Fila de aprovação</Page.Title>
      <Layouts.Header
        title="Fila de aprovação"
        subtitle={
          state.loading
            ? 'A carregar…'
            : pending === 0
              ? 'Não há registos à espera.'
              : `${pending} ${pending === 1 ? 'registo à espera' : 'registos à espera'}, o mais antigo primeiro · Teclas: A aprova, R recusa, P passa ao seguinte`
        }
        primaryAction={
          bike ? (
            <Flex gap={2}>
              <Button variant="tertiary" size="L" onClick={pass} disabled={busy || pending < 2}>
                Passar (P)
              </Button>
              <Button variant="danger-light" size="L" onClick={() => setRefusing(true)} disabled={busy}>
                Recusar (R)
              </Button>
              <Button variant="success" size="L" onClick={approve} loading={busy}>
                Aprovar (A)
              </Button>
            </Flex>
          ) : undefined
        }
        secondaryAction={
          <LinkButton variant="tertiary" href={PENDING_LIST}>
            Ver as pendentes na lista de bicicletas
          </LinkButton>
        }
      />
      <Layouts.Content>
        {state.loading ? (
          <Flex justifyContent="center" padding={10}>
            <Loader>A carregar o próximo registo…</Loader>
          </Flex>
        ) : !bike ? (
          <Box background="neutral0" padding={10} hasRadius shadow="tableShadow">
            <Typography variant="beta" tag="p" textAlign="center">
              Está tudo em dia: nenhuma bicicleta espera aprovação.
            </Typography>
          </Box>
        ) : (
          <Flex direction="column" alignItems="stretch" gap={4}>
            <Box background="neutral0" padding={5} shadow="tableShadow" hasRadius>
              <Typography variant="beta" tag="h2">
                {bike.nickName}
              </Typography>
              <Flex gap={6} wrap="wrap" alignItems="flex-start" paddingTop={3}>
                <Fact label="Marca">{bike.brand?.name ?? '—'}</Fact>
                <Fact label="Modelo">{bike.model ?? '—'}</Fact>
                <Fact label="Categoria">{[bike.category?.name, bike.year?.year, bike.color?.name].filter(Boolean).join(' · ') || '—'}</Fact>
                <Fact label="N.º Bicla">{bike.registry_number}</Fact>
                <Fact label="Registada em">{dateFormat.format(new Date(bike.createdAt))}</Fact>
                <Fact label="Dono">
                  {bike.owner ? `${bike.owner.name ?? bike.owner.email} (conta ${accountAge(bike.owner.createdAt)})` : 'sem dono'}
                </Fact>
                {bike.previousRefusals > 0 && (
                  <Badge backgroundColor="warning100" textColor="warning700">
                    Corrigida pelo dono após {bike.previousRefusals} {bike.previousRefusals === 1 ? 'recusa' : 'recusas'}
                  </Badge>
                )}
              </Flex>
            </Box>
            <Grid.Root gap={4}>
              <Grid.Item col={4} s={12} direction="column" alignItems="stretch">
                <Section title="Fotografia da bicicleta">
                  <Photo title="Fotografia da bicicleta" file={bike.bike_photo} onZoom={onZoom} />
                </Section>
              </Grid.Item>
              <Grid.Item col={4} s={12} direction="column" alignItems="stretch">
                <Section title="Número de série">
                  <Photo title="Fotografia do número de série" file={bike.serial_number_photo} onZoom={onZoom} />
                  <Flex direction="column" alignItems="flex-start" gap={1}>
                    <Typography variant="sigma" textColor="neutral600">
                      Escrito pelo dono
                    </Typography>
                    <Typography variant="alpha" tag="p" style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {bike.serial_number}
                    </Typography>
                  </Flex>
                </Section>
              </Grid.Item>
              <Grid.Item col={4} s={12} direction="column" alignItems="stretch">
                <Section title="Fatura">
                  <Photo title="Fatura" file={bike.invoice_photo} onZoom={onZoom} />
                </Section>
              </Grid.Item>
            </Grid.Root>
            <Section title="Bicicletas com número de série igual ou parecido">
              <SimilarBikes bikes={bike.similar} />
            </Section>
            {bike.other_information && (
              <Section title="Outras informações do dono">
                <Typography>{bike.other_information}</Typography>
              </Section>
            )}
          </Flex>
        )}
      </Layouts.Content>

      <RefuseDialog
        open={refusing}
        reasons={state.next?.meta.reasons ?? []}
        busy={busy}
        onClose={() => setRefusing(false)}
        onConfirm={refuse}
      />

      <Modal.Root open={zoom !== null} onOpenChange={(next: boolean) => !next && setZoom(null)}>
        <Modal.Content style={{ maxWidth: '95vw', width: '95vw' }}>
          <Modal.Header>
            <Modal.Title>{zoom?.title}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {zoom && (
              <Box style={{ overflow: 'auto', maxHeight: '75vh', textAlign: 'center' }}>
                <img src={zoom.file.url} alt={zoom.title} style={{ maxWidth: 'none' }} />
              </Box>
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Page.Main>
  );
}
